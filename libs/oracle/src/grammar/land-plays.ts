// Additional land plays (305.2): "You may play an additional land this turn."
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** 305.2: "play an additional land this turn.", after "you may"; else nothing is read. */
export function additionalLandThisTurn(sentence: Sentence): Effect | undefined {
  if (!sentence.accept('play', 'an', 'additional', 'land', 'this', 'turn', '.')) return undefined;
  return { kind: 'additional-land-plays', count: 1, duration: 'end-of-turn' };
}
