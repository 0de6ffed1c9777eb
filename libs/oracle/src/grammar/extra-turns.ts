// Extra turns (500.7): "Take an extra turn after this one.", "Target player takes two extra turns
// after this one."
import type { Effect, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

const CLAUSE = 'extra turn (500.7)';

/** 500.7: "takes an extra turn after this one", "take N extra turns ...", after the subject; else nothing is read. */
export function extraTurns(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const mark = sentence.mark;
  if (!sentence.accept(who === 'you' ? 'take' : 'takes')) return undefined;
  const count = sentence.accept('an') ? 1 : fixedAmount(sentence);
  if (count === undefined || !sentence.accept('extra', count === 1 ? 'turn' : 'turns')) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'after', 'this', 'one');
  return { kind: 'extra-turn', who, ...(count > 1 ? { count } : {}) };
}
