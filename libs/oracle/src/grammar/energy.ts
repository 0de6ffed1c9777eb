// Energy counters (107.14, 122.1): "you get {E}{E}", "Pay {E}" in a cost.
import type { Effect, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import type { Targets } from './targets.js';

/** 107.14: how many energy symbols come next ({E}{E}: two), read; 0 if none. */
export function energySymbols(sentence: Sentence): number {
  let energy = 0;
  while (sentence.accept('{e}')) energy++;
  return energy;
}

/** 122.1: "get {E}{E}" (two energy counters), after "you"; else nothing is read. */
export function energyGained(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const mark = sentence.mark;
  const amount = sentence.accept(who === 'you' ? 'get' : 'gets') ? energySymbols(sentence) : 0;
  if (amount) return { kind: 'add-player-counters', who, counter: 'energy', amount };
  sentence.reset(mark);
  return undefined;
}

/**
 * 107.14: "you may pay any amount of {E}", after "then" (the effects that see the amount paid are
 * read after it, `{ paid: true }` being "that much"); else nothing is read.
 */
export function payAnyAmountOfEnergy(sentence: Sentence, targets: Targets): Effect | undefined {
  if (!sentence.accept('you', 'may', 'pay', 'any', 'amount', 'of', '{e}')) return undefined;
  targets.thatMuch = { paid: true };
  return { kind: 'pay-any-amount-of-energy', effects: [] };
}
