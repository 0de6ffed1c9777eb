// A spell being cast (601.2; seed 409.1), or an ability being activated, which follows the same steps
// (602.2b): the choices made so far and what follows from them, as plain data, so that the casting
// can wait between its steps (for the replacement step of a cost paid by moving an object, or for a
// player's decision) and go on from the state alone.
import type { Command } from '../commands/command.js';
import type { Cost, ManaSymbol, ManaType } from '@mtg/cards';
import type { ObjectId, PlayerId, StackInfo, ZoneName } from './game-state.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;

/**
 * The choices a player makes while casting a spell or activating an ability: all from `CastSpell`
 * (`ActivateAbility`), or asked one by one (`AnnounceSpell`, `AnnounceAbility`).
 */
export type CastChoices = Omit<CastSpell, 'type' | 'player' | 'card'>;

/** The steps of casting a spell, in order (601.2a-i), and of activating an ability (602.2a-b, 602.2i). */
export const CASTING_STEPS = [
  'announce', // 601.2a: the card moves to the stack; 602.2a: the ability is created on it
  'choose-modes-and-costs', // 601.2b: modes, X, alternative and additional costs
  'choose-targets', // 601.2c
  'divide', // 601.2d
  'check-legality', // 601.2e, 601.5
  'determine-total-cost', // 601.2f: locked in
  'activate-mana-abilities', // 601.2g
  'pay-total-cost', // 601.2h
  'become-cast', // 601.2i; 602.2i: the ability becomes activated
] as const;

export type CastingStep = (typeof CASTING_STEPS)[number];

export interface Casting {
  player: PlayerId;
  /**
   * The card as it was before it moved to the stack, and the zone it came from (730.1); for an
   * ability, its source and the zone the source is in.
   */
  card: ObjectId;
  from: ZoneName;
  /**
   * Activating an ability of `card` (602.2) rather than casting a spell: the ability as it is put on
   * the stack, and the name it has there (its source's, 602.2a); its cost is the activation cost.
   */
  activation?: {
    name: string;
    ability: NonNullable<StackInfo['ability']>;
    /** 602.5b: an ability activated only once each turn: which of its object's activated abilities it is. */
    oncePerTurn?: number;
  };
  choices: CastChoices;
  /** How it is cast (601.3, 118.9): for its mana cost, an alternative cost, flashback, jump-start; an ability for its activation cost. */
  method: CastingMethod;
  /** The face it is cast with, if not the card's own characteristics (709.3, 712.11b, 715.3). */
  face?: string;
  /** 601.6a, 700.2e: the opponent who chooses the spell's modes ("An opponent chooses one —"). */
  modeChooser?: PlayerId;
  /** The spell on the stack (601.2a), or the ability (602.2a). */
  spell?: ObjectId;
  /** 601.2b: the announced value of X, the modes, the number of times it is kicked. */
  x: number;
  modes?: number[];
  kicked: number;
  /** 601.2b: the buyback cost is paid (702.27a); the times the replicate cost is paid (702.56a). */
  buyback?: true;
  replicated?: number;
  /** 601.2b: the entwine cost is paid (702.42a): the spell's modes are all of them. */
  entwined?: true;
  /** 601.2c: targets per target spec of the chosen modes. */
  targets: string[][];
  /** 601.2d: how a divided amount is divided among the targets (target id -> amount). */
  division?: Record<string, number>;
  /** 601.2f: the total cost, locked in. */
  cost?: TotalCost;
  /** 601.2g: the mana abilities activated, the mana to spend, the cards delve exiles, the other costs' actions. */
  payment?: { mana: ManaPayment; delve: ObjectId[]; actions: CostAction[] };
  /**
   * Cast or activated step by step (`AnnounceSpell`, `AnnounceAbility`): each choice not made yet is asked of the player as a
   * decision, and a step that can't be completed reverses the casting (730.1) instead of refusing a command.
   */
  interactive?: true;
  /**
   * Cast with `CastSpell`, then paused for an opponent's choice (601.6): the command's choices are
   * taken as the steps come, and one the steps can't take reverses the casting (730.1).
   */
  fromCommand?: true;
  /** Cast step by step: the ways the card could be cast as it was announced, when there is a choice (601.2b, 118.9a). */
  methods?: readonly CastingMethod[];
}

/** A way to cast a card. */
export interface CastingMethod {
  /** How a command names it: a keyword (`flashback`, `jump-start`), or the name of the card whose text spells the cost out. */
  name: string;
  /** The cost paid rather than the mana cost (118.9): nothing at all for "without paying its mana cost". */
  instead?: Cost;
  /** An additional cost the method brings (jump-start's discard, 702.133a). */
  additional?: Cost;
  /** The spell is exiled instead of going anywhere else when it leaves the stack (702.34a, 702.133a). */
  exiledFromStack?: true;
  /** 118.6: the cost can't be paid (the flashback cost of a card with no mana cost). */
  unpayable?: true;
  /** 712.11a: the card is cast "transformed", its back face up on the stack. */
  transformed?: true;
  /** 702.37c: the card is turned face down before it is cast (morph), a face-down spell (708.2a). */
  faceDown?: true;
  /** 702.103b: the card is cast bestowed, an Aura spell with enchant creature. */
  bestowed?: true;
  /** 601.3c: the card may be cast as though it had flash this way (its `additional` cost paid). */
  flash?: true;
}
/** A total cost, locked in (601.2f): its mana and its other costs. */
export interface TotalCost {
  /** The mana to pay, X counted as generic mana at its announced value; none is {0} (118.5, 601.2f). */
  mana: ManaSymbol[];
  /** The costs other than mana (118.8): the objects they take are chosen as they are paid (601.2h). */
  others: Cost[];
  /** 118.6: an unpayable cost (no mana cost, and no alternative cost paid instead). */
  unpayable?: true;
}
/** One action a cost takes besides its mana (118.1), with the objects that pay it. */
export type CostAction =
  | { kind: 'life'; amount: number }
  | { kind: 'energy'; amount: number }
  | { kind: 'tap'; object: ObjectId }
  | { kind: 'untap'; object: ObjectId }
  | { kind: 'sacrifice'; objects: ObjectId[] }
  /** `atRandom`: the cards the game's random source picked (701.8b), from among `from`, and the generator after. */
  | { kind: 'discard'; objects: ObjectId[]; atRandom?: { from: ObjectId[]; draws: number } }
  | { kind: 'exile'; objects: ObjectId[] }
  /** Returned to the owner's hand (702.49a); `attacked`: what the returned attacking creature attacked (702.49c). */
  | { kind: 'return'; objects: ObjectId[]; attacked?: PlayerId | ObjectId }
  /** Crew N (702.122a): the other untapped creatures tapped, their total power N or greater. */
  | { kind: 'crew'; objects: ObjectId[] }
  | { kind: 'remove-counters'; object: ObjectId; counter: string; amount: number }
  | { kind: 'put-counters'; object: ObjectId; counter: string; amount: number }
  /** A loyalty ability's cost (606.4): +N puts loyalty counters, -N removes them. */
  | { kind: 'loyalty'; object: ObjectId; amount: number };
export interface ManaPayment {
  /** Mana abilities to activate, the mana type each one adds, and whether its cost is a sacrifice. */
  activations: { object: string; mana: ManaType; sacrifice?: true }[];
  /** Mana that leaves the pool to pay the cost (including the mana just added). */
  spent: ManaType[];
  /** Life paid for Phyrexian symbols (107.4f). */
  life: number;
}
