// A game event as it is about to happen, before replacement effects have modified it (614, 616).
import type { TokenDefinition } from '@mtg/cards';
import type { ZoneChangeReason } from '../events/game-event.js';
import type { ObjectId, PlayerId, ZoneName } from '../state/game-state.js';

/** How a permanent enters the battlefield (614.1c-d, 614.12). */
export interface Entering {
  controller?: PlayerId;
  tapped?: boolean;
  counters?: Record<string, number>;
  /** An Aura spell resolving enters attached to what it targeted (303.4f). */
  attachTo?: string;
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
    } & Entering)
  | ({ kind: 'token'; token: TokenDefinition; count: number } & Entering & { controller: PlayerId })
  /** Counters put on an object or a player (122.1). */
  | { kind: 'counters'; on: string; counter: string; amount: number }
  | { kind: 'damage'; source: ObjectId; target: string; amount: number; combat: boolean }
  /** 121.2: drawing `count` cards, one at a time. */
  | { kind: 'draw'; player: PlayerId; count: number; loseLife?: number }
  /** 701.15a: instead of being destroyed, the permanent is tapped, its damage removed, out of combat. */
  | { kind: 'regenerate'; object: ObjectId; shield: string }
  /** 104.2b: an effect says the player wins the game (a replaced draw, for instance). */
  | { kind: 'win'; player: PlayerId };

export type ProposalKind = Proposal['kind'];
