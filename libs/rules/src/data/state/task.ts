// The engine's agenda: the work that remains, as data. When the game pauses for a decision, the
// agenda is recorded with it, so the pause survives a restart (docs/architecture.md "The rules engine: a decider").
import type { Effect, Sector } from '@mtg/cards';
import type { GameObject, ObjectId, PlayerId } from './game-state.js';
import type { Proposal } from './proposal.js';
import type { Shortcut } from './shortcut.js';
import type { Casting, CastingStep } from './casting.js';

type DamageProposal = Extract<Proposal, { kind: 'damage' }>;

/** What an effect needs to know about the spell or ability that makes it happen. */
export interface EffectContext {
  /** The resolving spell or ability's stack object: the source of its damage (609.7). */
  source: ObjectId;
  /** "This" object: the spell itself, or the permanent whose ability it is. */
  self: ObjectId;
  /** The card of `self`; if `self` is now another object (400.7), "this" refers to nothing. */
  sourceCardId: string;
  sourceName: string;
  controller: PlayerId;
  targets: string[][];
  x: number;
  /** How many times the spell was kicked (702.33d), and how it divides an amount among its targets (601.2d). */
  kicked?: number;
  division?: Record<string, number>;
  /** What the attacking creature returned to pay the ability's cost attacked (ninjutsu, 702.49c). */
  returnedAttacked?: PlayerId | ObjectId;
  /** The controller and owner of each target object as resolution began, once it has left (608.2h). */
  targetHolders?: Record<ObjectId, { controller: PlayerId; owner: PlayerId; manaValue?: number }>;
  triggerObject?: ObjectId;
  /** The amount of the triggering event ("that much damage"). */
  triggerAmount?: number;
  /** The player the triggering event was about ("that player", 603.2). */
  triggerPlayer?: PlayerId;
  /** "This" object as it last existed, when it has left the battlefield (608.2h). */
  lastKnown?: GameObject;
  /**
   * The choices players already made for this effect (discard, sacrifice), in APNAP order: the
   * actions happen once every player has chosen (101.4).
   */
  chosen?: Record<PlayerId, ObjectId[]>;
  /** How many cards each player chose to draw of "draws up to N cards", in APNAP order (101.4). */
  drawing?: Record<PlayerId, number>;
  /** Two piles a player separated objects into (700.3), for the choice of one. */
  piles?: [ObjectId[], ObjectId[]];
  /** How many objects the previous instruction acted on ("that much", Amount `previousCount`). */
  previousCount?: number;
  /** The objects a delayed triggered ability refers to ("that card", 603.7c). */
  linked?: ObjectId[];
  /** The amount an earlier instruction paid ("pay any amount of {E}. ... deals that much damage"). */
  paid?: number;
  /** The excess damage an earlier instruction dealt ("discover X, where X is that excess damage", 120.10). */
  excess?: number;
  /** A discover (701.55) or a look at the top cards under way: the cards and the choices so far. */
  revealing?: Revealing;
  /** A scry under way (701.18a): the cards looked at and the choices so far. */
  scrying?: Scrying;
  /** A look at the top cards of a library under way (701.16e): the cards and the choices so far. */
  looking?: Looking;
  /** A clash under way (701.23): the opponent, each clashing player's revealed card, and where each chose to put it. */
  clashing?: Clashing;
  /** A vote under way (701.32a): each player's vote so far, in voting order. */
  votes?: Record<PlayerId, string>;
  /** The sector chosen for "in the sector of your choice" (702.158d). */
  sector?: Sector;
  /** Copies of a spell under way (707.10): the copies left to make, the targets chosen so far for the next (707.10c). */
  copying?: Copying;
  /** The cards the ability revealed or looked at on top of a library: "that card" (701.16a, 701.16e). */
  revealed?: RevealedCard[];
}

/** Copies of a spell being made (707.10): the original, how many are left, the next copy's targets so far. */
export interface Copying {
  original: ObjectId;
  left: number;
  targets: string[][];
}

/** A card revealed or looked at on top of a library, and its mana value then (608.2h, once it has moved). */
export interface RevealedCard {
  object: ObjectId;
  manaValue: number;
}

/** The cards a scry looks at (701.18a), those put on the bottom, and the order of each pile (topmost first). */
export interface Scrying {
  cards: ObjectId[];
  bottom?: ObjectId[];
  top?: ObjectId[];
  bottomOrder?: ObjectId[];
}

/** A clash (701.23): the card each clashing player revealed (none from an empty library), and who put theirs on the bottom. */
export interface Clashing {
  opponent: PlayerId;
  revealed: Record<PlayerId, ObjectId>;
  bottom: Record<PlayerId, boolean>;
}

/** The top cards of a library looked at (701.16e), those taken into the hand, and the order of the rest (topmost first). */
export interface Looking {
  cards: ObjectId[];
  taken?: ObjectId[];
  order?: ObjectId[];
}

/**
 * The cards a discover exiled (701.55a), or the top cards of a library an effect looks at (Aetherworks
 * Marvel), by card (`cardId`: they become new objects as they move), and what the player chose so far
 * for the spell they may cast from among them.
 */
export interface Revealing {
  cards: string[];
  /** The card that may be cast: the discovered card (701.55c), or the one chosen among those looked at. */
  chosen?: string;
  /** The face to cast (709.3, 715.3), or `hand` (discover: put it into the hand instead). */
  face?: string;
  targets?: string[][];
  /** Whether the optional additional cost is paid (kicker), and what a cost sacrifices. */
  kicked?: boolean;
  sacrifice?: ObjectId[];
  /** The spell was cast, or the card put into the hand: the rest go to the bottom. */
  done?: true;
  /** The rest were put on the bottom (701.55b: then the player has discovered). */
  bottomed?: true;
}

export type Task =
  /** 729.2b: a proposed shortcut, waiting for the other players to accept or shorten it. */
  | { kind: 'shortcut'; shortcut: Shortcut }
  /** A spell being cast (601.2): it goes on at `step` once the costs paid so far have happened. */
  | { kind: 'casting'; casting: Casting; step: CastingStep }
  /** A game event about to happen, through the replacement step (616); `applied` names the effects already applied (614.5). */
  | {
      kind: 'action';
      proposal: Proposal;
      applied: string[];
      /** The effect whose choice (614.12a) the pending decision asks, when it is not the order (616.1). */
      choosing?: string;
      /** 615.7: the part of each shield shared with simultaneous damage that this event may use (effect id -> amount). */
      shares?: Record<string, number>;
      /** Events that follow this one, from the shields applied to it so far (615.5, 614.9). */
      then?: Task[];
      /** The replacement step is over: the pending decision is the entering battle's protector (310.8a). */
      choosingProtector?: true;
    }
  /**
   * Game events that happen at the same time (704.3): each passes the replacement step in turn
   * (`settled`: the events they became), then all happen together (603.10a).
   */
  | { kind: 'simultaneous-actions'; actions: ActionTask[]; settled: SettledAction[] }
  /** Damage dealt at the same time (510.2, 120.4): the shields the events share are divided first (615.7). */
  | {
      kind: 'simultaneous-damage';
      events: DamageProposal[];
      shares: Record<string, number>[];
      divided: string[];
    }
  /** Perform one effect of a resolving spell or ability (608.2c). */
  | { kind: 'effect'; effect: Effect; ctx: EffectContext }
  /** The spell or ability finished resolving: move the spell to its next zone (608.2n). */
  | { kind: 'finish-resolution'; object: ObjectId }
  /** Before a player receives priority: state-based actions, then triggers (117.5). */
  | {
      kind: 'priority';
      player: PlayerId;
      keeps?: ObjectId[];
      /** 704.5w-x: the protectors chosen so far, and the battle whose protector the pending decision asks. */
      protectors?: Record<ObjectId, PlayerId>;
      choosingProtectorOf?: ObjectId;
      /** 704.5u: the creature whose sector designation the pending decision asks. */
      sectorFor?: ObjectId;
    }
  /** A step, the combat phase or a turn begins, or is skipped by the effect `skippedBy` (614.10), after the replacement step. */
  | { kind: 'turn-part'; proposal: Extract<Proposal, { kind: 'step' }>; skippedBy?: string }
  /** Cleanup (514.2-514.3a): damage wears off, "until end of turn" effects end, then maybe priority. */
  | { kind: 'cleanup' }
  /** The step is over: go on to the next step or turn (500.2). */
  | { kind: 'end-step' }
  /** 502.3: the active player untaps their permanents, keeping tapped those they may and choose to. */
  | { kind: 'untap-permanents' }
  /** Cleanup (514.1): the active player discards down to their maximum hand size. */
  | { kind: 'discard-to-hand-size' }
  /** The active player declares attackers (508.1), each defending player blockers (509.1). */
  | { kind: 'declare-attackers' }
  | { kind: 'declare-blockers'; players: PlayerId[] }
  /** A combat damage step (510.1-510.2): the assignments chosen so far, by creature, then the damage. */
  | { kind: 'combat-damage'; firstStrike: boolean; assigned: Record<ObjectId, Record<string, number>> }
  /** London mulligans (103.5): the players still deciding, in turn order. */
  | { kind: 'mulligan'; players: PlayerId[]; taken: number; keeping?: boolean }
  /** 103.6: actions players may take with cards in their opening hands, in turn order. */
  | { kind: 'opening-hand-actions'; players: PlayerId[] }
  /** Put pending triggered abilities on the stack (603.3b), in APNAP order. */
  | { kind: 'put-triggers'; then: PlayerId; first?: number; modes?: number[]; targets?: string[][] };

export type ActionTask = Extract<Task, { kind: 'action' }>;

/** A game event after the replacement step: the event it became, the effects applied, what follows it. */
export interface SettledAction {
  event: Proposal;
  applied: string[];
  then: Task[];
}
