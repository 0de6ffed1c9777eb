// Continuous effects created by resolving spells and abilities (611.2): the set of affected objects
// is fixed when the effect begins (611.2c).
import type { Keyword } from '@mtg/cards';
import type { ObjectId, PlayerId } from './game-state.js';

export type ContinuousChange =
  { kind: 'modify-pt'; power: number; toughness: number } | { kind: 'grant-keywords'; keywords: Keyword[] };

export interface ContinuousEffect {
  id: string;
  timestamp: number;
  source: ObjectId;
  controller: PlayerId;
  affected: ObjectId[];
  change: ContinuousChange;
  duration: 'end-of-turn' | 'permanent';
}
