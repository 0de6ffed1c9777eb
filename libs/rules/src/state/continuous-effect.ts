// Continuous effects created by resolving spells and abilities (611.2): the set of affected objects
// is fixed when the effect begins (611.2c).
import type { Keyword } from '@mtg/cards';
import type { ObjectId, PlayerId } from './game-state.js';

export type ContinuousChange =
  | { kind: 'modify-pt'; power: number; toughness: number }
  | { kind: 'grant-keywords'; keywords: Keyword[] }
  /** A prevention shield (615.7): the next `remaining` damage to each affected object or player. */
  | { kind: 'prevent-damage'; remaining: number }
  /** "Prevent all combat damage that would be dealt this turn" (615.1a): no recipient list. */
  | { kind: 'prevent-all-combat-damage' }
  /** A regeneration shield (701.15a): the next time the permanent would be destroyed this turn. */
  | { kind: 'regeneration' };

export interface ContinuousEffect {
  id: string;
  timestamp: number;
  source: ObjectId;
  /** The name of the source, kept for when it is gone (a resolved ability). */
  sourceName?: string;
  controller: PlayerId;
  /** Objects (or, for prevention shields, players) fixed when the effect began (611.2c, 615.11). */
  affected: string[];
  change: ContinuousChange;
  duration: 'end-of-turn' | 'permanent';
}
