// Counters players get (122.1): "you get {E}{E} (two energy counters)" (107.14), "you get a poison
// counter", "each opponent gets two poison counters".
import type { Effect, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { counterPhrase } from './counters.js';

/** "get(s) {E}{E}", "get(s) a poison counter", after the player; else nothing is read. */
export function playerCounters(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const mark = sentence.mark;
  if (!sentence.accept(who === 'you' ? 'get' : 'gets')) return undefined;
  let energy = 0;
  while (sentence.accept('{e}')) energy++;
  if (energy) return { kind: 'add-player-counters', who, counter: 'energy', amount: energy };
  const found = counterPhrase(sentence);
  if (found) return { kind: 'add-player-counters', who, ...found };
  sentence.reset(mark);
  return undefined;
}
