// Counters players get (122.1) other than energy (107.14, energy.ts): "you get a poison counter",
// "each opponent gets two poison counters".
import type { Effect, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { counterPhrase } from './counters.js';

/** "get(s) a poison counter", after the player; else nothing is read. */
export function playerCounters(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const mark = sentence.mark;
  const found = sentence.accept(who === 'you' ? 'get' : 'gets') ? counterPhrase(sentence) : undefined;
  if (found) return { kind: 'add-player-counters', who, ...found };
  sentence.reset(mark);
  return undefined;
}
