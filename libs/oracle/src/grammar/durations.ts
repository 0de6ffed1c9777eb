// How long an effect lasts (611.2a-b): "until end of turn" after the effect, or said first,
// before the clause it belongs to ("Until end of turn, Celestial Colonnade becomes ...").
import type { Duration } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { self } from './self.js';

const UNTIL_END_OF_TURN = ['until', 'end', 'of', 'turn'];

/** Whether the clause has a duration said before it, which it now takes as its own. */
function saidFirst(sentence: Sentence): boolean {
  if (!sentence.durationFirst) return false;
  sentence.durationFirst.used = true;
  return true;
}

/** "until end of turn" (611.2a), after the effect or said first; or the clause fails. */
export function untilEndOfTurn(sentence: Sentence, clause: string): 'end-of-turn' {
  if (!saidFirst(sentence)) sentence.expect(clause, ...UNTIL_END_OF_TURN);
  return 'end-of-turn';
}

/** "until end of turn" if it is said (611.2a), or "for as long as [this] remains tapped" (611.2b); else the effect lasts for the rest of the game (611.2b). */
export function durationIfSaid(sentence: Sentence): Duration {
  if (saidFirst(sentence) || sentence.accept(...UNTIL_END_OF_TURN)) return 'end-of-turn';
  return whileTapped(sentence) ?? 'permanent';
}

/** 611.2b: "for as long as [this] remains tapped", if it comes next; else nothing is read. */
export function whileTapped(sentence: Sentence): 'while-source-tapped' | undefined {
  const mark = sentence.mark;
  if (sentence.accept('for', 'as', 'long', 'as') && self(sentence) && sentence.accept('remains', 'tapped'))
    return 'while-source-tapped';
  sentence.reset(mark);
  return undefined;
}

/** "until end of turn" (611.2a) or "for as long as [this] remains tapped" (611.2b), or the clause fails. */
export function untilEndOfTurnOrWhileTapped(sentence: Sentence, clause: string): Duration {
  return whileTapped(sentence) ?? untilEndOfTurn(sentence, clause);
}

/**
 * 611.2a: "Until end of turn, [clause]": the clause read by `read` with its duration said first, if
 * these words come next (else undefined); the clause must take it.
 */
export function withDurationFirst<T>(sentence: Sentence, read: () => T): T | undefined {
  if (!sentence.accept(...UNTIL_END_OF_TURN, ',')) return undefined;
  const said = { used: false };
  sentence.durationFirst = said;
  try {
    const result = read();
    if (!said.used) sentence.fail('EXPECTED', 'until end of turn (611.2a): an effect that lasts, after it');
    return result;
  } finally {
    sentence.durationFirst = undefined;
  }
}
