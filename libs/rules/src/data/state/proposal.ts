// A game event as it is about to happen, before replacement effects have modified it (614, 616).
import type { DrawnCardAction, Effect, TokenDefinition, TurnPart, ZoneDestination } from '@mtg/cards';
import type { ZoneChangeReason } from '../events/game-event.js';
import type { CopiableValues, GameObject, ObjectId, PlayerId, ZoneName } from './game-state.js';
import type { EffectContext } from './task.js';

/** What an effect does if its damage was dealt in excess (120.10), and its context. */
export interface IfExcess {
  effects: Effect[];
  ctx: EffectContext;
}

/** How a permanent enters the battlefield (614.1c-d, 614.12). */
export interface Entering {
  controller?: PlayerId;
  tapped?: boolean;
  counters?: Record<string, number>;
  /** An Aura spell resolving enters attached to what it targeted (303.4f). */
  attachTo?: string;
  /** Choices made as it enters ("As [this] enters, choose ...", 614.12a). */
  chosen?: GameObject['chosen'];
  /** It enters as a copy of another object (707.5): the copiable values it gets. */
  copyOf?: CopiableValues;
  /** The face it has up where it goes (709.3, 712.11b-712.13, 715.3): a spell cast, a land played. */
  face?: string;
  /** A spell resolving into a permanent: who cast it ("if you cast it"), and with what alternative cost (702.74a). */
  castBy?: PlayerId;
  castWith?: string;
  /** 702.103b: a bestowed Aura spell, and the bestowed Aura it resolves into (attached as it enters). */
  bestowed?: true;
  /** ... and how many times it was kicked (702.33d-e). */
  kicked?: number;
  /** Life its controller pays as it enters ("As [this] enters, you may pay 3 life", 614.12a). */
  lifePaid?: number;
  /** The kinds of its counters a rule puts on it as it enters, not an effect (714.3a: a Saga's lore counter). */
  countersByRule?: string[];
  /** A battle: the protector its controller chooses as it enters (310.8a). */
  protector?: PlayerId;
  /** Returned by its unearth ability (702.84a). */
  unearthed?: true;
  /** 508.4: put onto the battlefield attacking this player, planeswalker or battle (702.49c: unblocked). */
  attacking?: PlayerId | ObjectId;
  /** 702.82a: the creatures its controller chose to sacrifice as it enters (devour); sacrificed just before it enters. */
  devouring?: ObjectId[];
  /** 702.82b: how many creatures it devoured. */
  devoured?: number;
}

/**
 * A resolving spell's own "instead" for a move it makes (614.15: a self-replacement effect, applied
 * before any other, 616.1a): "If that spell is countered this way, exile it instead of ...".
 */
export interface SelfReplacement {
  source: ObjectId;
  sourceName: string;
  text: string;
  /** The destination it replaces, and what happens instead. */
  to: ZoneName;
  instead: ZoneDestination;
}

/** How a card is exiled: face down (406.3), and by what ("exiled with [this object]", 607.2a-b). */
export interface Exiling {
  faceDown?: boolean;
  exiledWith?: { source: ObjectId; ability?: ObjectId };
  /** 715.3d: an Adventure exiled as it resolves: the player who may cast it from exile. */
  onAdventure?: PlayerId;
  /** 702.35a: a discarded card its madness ability exiles instead of putting it into the graveyard. */
  madness?: true;
}

export type Proposal =
  | ({
      kind: 'move';
      object: ObjectId;
      to: ZoneName;
      reason: ZoneChangeReason;
      /** Where in a library: on top (default), at the bottom, or shuffled in. */
      position?: 'top' | 'bottom' | 'shuffle';
      reveal?: boolean;
      /** The move is a destruction (701.8), which regeneration can replace unless this says it can't. */
      destroy?: boolean;
      noRegeneration?: boolean;
      selfReplacement?: SelfReplacement;
    } & Entering &
      Exiling)
  | ({ kind: 'token'; token: TokenDefinition; count: number } & Entering & {
        controller: PlayerId;
        /** The spell or ability creating it (111.1), which may refer to it later ("sacrifice it"). */
        createdBy?: ObjectId;
      })
  /** Counters put on an object or a player (122.1). */
  /** `byRule`: put by a rule, not an effect (714.3b: a Saga's lore counter each precombat main phase). */
  | { kind: 'counters'; on: string; counter: string; amount: number; byRule?: true }
  | {
      kind: 'damage';
      source: ObjectId;
      target: string;
      amount: number;
      combat: boolean;
      /** "If excess damage was dealt this way, ..." (120.10): done once the damage is dealt. */
      ifExcess?: IfExcess;
    }
  /** 121.2: drawing `count` cards, one at a time. */
  | {
      kind: 'draw';
      player: PlayerId;
      count: number;
      loseLife?: number;
      /** An additional action on the drawn card; a replaced draw loses it (614.11b, 121.6c). */
      andThen?: DrawnCardAction;
    }
  /** "Exile the top card of [player]'s library" (a replaced draw): with no card, nothing happens (614.11). */
  | ({ kind: 'exile-top'; player: PlayerId } & Exiling)
  /** 702.52a: a draw replaced by dredge: the player mills `count` cards and returns `card` from their graveyard to their hand. */
  | { kind: 'dredge'; player: PlayerId; count: number; card: ObjectId }
  /** 119.3: a player gains or loses life (119.10: "if a player would gain life" sees it). */
  | { kind: 'gain-life'; player: PlayerId; amount: number }
  | { kind: 'lose-life'; player: PlayerId; amount: number }
  /** A step of `player`'s turn is about to begin; skipping it replaces it with nothing (614.10). */
  | { kind: 'step'; step: TurnPart; player: PlayerId; skipped?: boolean; extra?: true }
  /** 701.15a: instead of being destroyed, the permanent is tapped, its damage removed, out of combat. */
  | { kind: 'regenerate'; object: ObjectId; shield: string }
  /** 702.89a: instead of being destroyed, the enchanted permanent has its damage removed and `aura`, its umbra armor Aura, is destroyed. */
  | { kind: 'umbra-armor'; object: ObjectId; aura: ObjectId }
  /** 104.2b: an effect says the player wins the game (a replaced draw, for instance). */
  | { kind: 'win'; player: PlayerId }
  /**
   * Tapped permanents becoming untapped together (502.3, 701.26b); `stunned`: those of them that lose
   * a stun counter instead (122.1d).
   */
  | { kind: 'untap'; objects: ObjectId[]; stunned?: ObjectId[] };

export type ProposalKind = Proposal['kind'];
