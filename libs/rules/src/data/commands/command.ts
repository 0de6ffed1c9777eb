// Commands: imperative requests a player (or the organiser) makes. `decide` checks them against the rules.
import type { ManaType } from '@mtg/cards';
import type { GameState, ObjectId, PlayerId, ZoneName } from '../state/game-state.js';
import type { GameEvent } from '../events/game-event.js';

/** How mana costs are paid: `auto` finds a payment, or the listed permanents' mana abilities are used. */
export type Payment = 'auto' | ObjectId[];

export interface DeckList {
  player: PlayerId;
  /** Card names, one entry per card. */
  cards: string[];
}

export type Command =
  | {
      type: 'StartGame';
      gameId: string;
      players: PlayerId[];
      decks: DeckList[];
      /** The generator's seed: a caller's (tests, simulations), or 256 random bits drawn by the service. */
      seed: number | string;
      /** The seed came from a cryptographic source and is kept from players: the game is fit for competitive play. */
      secretSeed?: boolean;
      startingPlayer?: PlayerId;
    }
  /** Starts play from a prepared position (scenario setup): no mulligans, no opening draw. */
  | { type: 'StartFromPosition'; initial: GameState }
  | { type: 'PassPriority'; player: PlayerId }
  | { type: 'PlayLand'; player: PlayerId; card: ObjectId }
  | {
      type: 'CastSpell';
      player: PlayerId;
      card: ObjectId;
      /** Targets per target spec of the chosen modes, in order: object or player ids. */
      targets?: string[][];
      x?: number;
      /** 1-based mode numbers for modal spells. */
      modes?: number[];
      payment?: Payment;
      /**
       * The optional additional costs paid (kicker, 702.33a; buyback, 702.27a: 1 or 0; replicate,
       * 702.56a: how many times) and the objects the costs take; `convoke`: the creatures tapped to
       * pay for mana of the total cost (702.51a).
       */
      additional?: {
        kicker?: number;
        sacrifice?: ObjectId[];
        discard?: ObjectId[];
        exile?: ObjectId[];
        buyback?: number;
        replicate?: number;
        /** 1 when the entwine cost is paid (702.42a): every mode is chosen. */
        entwine?: number;
        convoke?: ObjectId[];
        /** The creatures tapped to pay a crew cost (702.122a). */
        crew?: ObjectId[];
        /** The permanents returned to their owner's hand to pay a cost (ninjutsu, 702.49a). */
        return?: ObjectId[];
      };
      /** The face to cast of a split, adventurer or modal double-faced card (709, 715, 712). */
      face?: string;
      /** The alternative cost to pay, by its keyword or the card's name (118.9). */
      alternative?: string;
      /** How damage or counters are divided among the targets (601.2d). */
      divide?: Record<string, number>;
      /**
       * 118.7e: the half (a color, or `generic`) of each hybrid symbol of the cost reductions that
       * apply, in order, when the choice changes the total cost.
       */
      reductionHalves?: string[];
    }
  /**
   * 702.37e, 116.2b: turns a face-down permanent its player controls face up, paying its morph (or
   * megamorph) cost: a special action, any time they have priority.
   */
  | { type: 'TurnFaceUp'; player: PlayerId; object: ObjectId; payment?: Payment }
  /**
   * 116.2f, 702.62a: suspends a card with suspend from the player's hand, paying its suspend cost: a
   * special action, any time they have priority and could begin to cast the card.
   */
  | { type: 'Suspend'; player: PlayerId; card: ObjectId; payment?: Payment }
  | {
      type: 'ActivateAbility';
      player: PlayerId;
      source: ObjectId;
      /** 0-based index among the object's activated abilities that are not mana abilities. */
      ability: number;
      targets?: string[][];
      x?: number;
      payment?: Payment;
      /**
       * The creatures tapped to pay a crew cost (702.122a); the permanents returned to their owner's
       * hand to pay a cost (ninjutsu, 702.49a).
       */
      additional?: { crew?: ObjectId[]; return?: ObjectId[] };
    }
  /**
   * 601.2a: begins casting a spell step by step: the card moves to the stack, then each choice of
   * 601.2b-d is asked as a decision (answered by `MakeChoice`), then the payment (`PayCost`).
   */
  | {
      type: 'AnnounceSpell';
      player: PlayerId;
      card: ObjectId;
      /** The face to cast of a split, adventurer or modal double-faced card (709, 715, 712). */
      face?: string;
    }
  /**
   * 602.2a: begins activating an ability step by step: it is created on the stack, then each choice
   * of 601.2b-d is asked as a decision (answered by `MakeChoice`), then the payment (`PayCost`).
   * Not for a mana ability (605.3: `ActivateManaAbility`).
   */
  | {
      type: 'AnnounceAbility';
      player: PlayerId;
      source: ObjectId;
      /** 0-based index among the object's activated abilities that are not mana abilities (as `ActivateAbility`). */
      ability: number;
    }
  /**
   * 601.2g-h: pays the total cost of the spell being cast (or the ability being activated) step by step (the `payment` decision): the
   * mana abilities to activate (or `auto`), and the objects that pay the costs that take chosen objects.
   */
  | {
      type: 'PayCost';
      player: PlayerId;
      decision?: string;
      payment?: Payment;
      sacrifice?: ObjectId[];
      discard?: ObjectId[];
      exile?: ObjectId[];
      /** 702.51a: the creatures tapped to pay for mana of the total cost, for a spell with convoke. */
      convoke?: ObjectId[];
      /** The creatures tapped to pay a crew cost (702.122a). */
      crew?: ObjectId[];
      /** The permanents returned to their owner's hand to pay a cost (ninjutsu, 702.49a). */
      return?: ObjectId[];
    }
  /**
   * 730.1: the player stops casting the spell (or activating the ability) they are casting step by
   * step; it is reversed.
   */
  | { type: 'CancelCasting'; player: PlayerId }
  | {
      type: 'ActivateManaAbility';
      player: PlayerId;
      source: ObjectId;
      color?: ManaType;
      /** The permanents its cost sacrifices, for a mana ability whose cost is to sacrifice others ("Sacrifice a creature"). */
      sacrifice?: ObjectId[];
    }
  | {
      type: 'DeclareAttackers';
      player: PlayerId;
      attackers: { attacker: ObjectId; defender: string }[];
      /** 508.1e, 702.22c: the attackers banded together, each band a list of declared attackers. */
      bands?: ObjectId[][];
    }
  | { type: 'DeclareBlockers'; player: PlayerId; blocks: { blocker: ObjectId; attacker: ObjectId }[] }
  | { type: 'MakeChoice'; player: PlayerId; decision?: string; answer: ChoiceAnswer }
  /**
   * Answers a `replacement` decision (616.1): the replacement or prevention effect to apply first,
   * by the id of one of the decision's options.
   */
  | { type: 'ChooseReplacement'; player: PlayerId; decision?: string; effect: string }
  | { type: 'Concede'; player: PlayerId }
  /**
   * 104.3k: in a tournament, a judge gives the player a game loss penalty; `infraction` names it
   * (an Infraction Procedure Guide section and name). Only the judge sends it (no seat may).
   */
  | { type: 'GameLossPenalty'; player: PlayerId; infraction: string }
  /**
   * MTR 2.4: in a tournament match, a game still going at the end of the additional turns after time
   * was called is a draw. Only the match's clock sends it (no seat may).
   */
  | { type: 'EndOfMatchDraw'; lastTurn: number }
  /**
   * IPG 1.4: a head judge (`judge`) backs the game up from revision `from` to revision `to`, where it
   * waited for a player: `target` is the state as of `to` and `since` the events recorded after it.
   * What the record says players saw (MTR 4.1): `knownDrawn`, the cards drawn since (their objects in
   * hand) that all their owner's opponents knew; `knownPositions`, the library cards of `target`
   * whose position a player knew at `to`. Only a judge sends it (no seat may).
   */
  | {
      type: 'Backup';
      judge: string;
      from: number;
      to: number;
      target: GameState;
      since: GameEvent[];
      knownDrawn: ObjectId[];
      knownPositions: ObjectId[];
    }
  /**
   * IPG 2.5 (Game Rule Violation, additional remedy), IPG 1.4: a judge's partial fix, done to the
   * game as the rules would have done it: untap or tap a permanent, draw a card that should have been
   * drawn, discard or return to hand a card that should have been, put an object known to all players
   * into the zone it should be in. Only a judge sends it (no seat may).
   */
  | { type: 'PartialFix'; judge: string; fix: PartialFix }
  /**
   * 729.2a: the player with priority proposes a shortcut: a sequence of game choices, for all
   * players, repeated `times` times (a loop, 729.1b); the others accept or shorten it (729.2b).
   */
  | { type: 'ProposeShortcut'; player: PlayerId; actions: ShortcutAction[]; times: number };

/**
 * One game choice of a shortcut: a player's command (an answer needs no decision id), or
 * `ResolveTop`: each player in turn, from the one with priority, passes until the top object of the
 * stack resolves.
 */
export type ShortcutAction =
  | DistributiveOmit<
      Exclude<
        Command,
        {
          type:
            | 'StartGame'
            | 'StartFromPosition'
            | 'Concede'
            | 'GameLossPenalty'
            | 'EndOfMatchDraw'
            | 'Backup'
            | 'PartialFix'
            | 'ProposeShortcut';
        }
      >,
      'decision'
    >
  | { type: 'ResolveTop' };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A judge's partial fix (IPG 2.5, 1.4): what is done to which object, or which player draws. */
export type PartialFix =
  | { kind: 'untap' | 'tap'; object: ObjectId }
  | { kind: 'draw'; player: PlayerId }
  | { kind: 'discard' | 'return-to-hand'; object: ObjectId }
  | { kind: 'move'; object: ObjectId; to: ZoneName };

/** An answer to a pending decision, matched by the decision's kind. */
export type ChoiceAnswer =
  | { kind: 'yes-no'; yes: boolean }
  | { kind: 'options'; ids: string[] }
  | { kind: 'number'; value: number }
  /** A damage assignment: object or player id -> damage. */
  | { kind: 'assignment'; amounts: Record<string, number> };

export type CommandType = Command['type'];

/** A command `decide` refused: the rule it enforces and why. Nothing is appended. */
export interface Rejection {
  code: string;
  rule: string;
  message: string;
}

/** A refusal returned, not thrown: by the checks the legal actions also ask of each candidate. */
export const refusal = (code: string, rule: string, message: string): Rejection => ({ code, rule, message });

/** The refusal a check returned instead of what the action takes, if it refused. */
export const refusalOf = <T extends object>(checked: T | Rejection): Rejection | undefined =>
  'code' in checked ? checked : undefined;
