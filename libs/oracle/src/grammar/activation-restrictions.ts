// Abilities that can't be activated (602.5): "Its activated abilities can't be activated this turn";
// and the closing sentence of an activated ability that restricts when it may be activated (602.5b):
// "Activate only during your upkeep.", "Activate this ability only if you control a Swamp.",
// "Activate this ability only once each turn."
import type { ActivationRestriction, Effect } from '@mtg/cards';
import { Sentence } from '../parser/sentence.js';
import { restrictions, timingRestriction } from './timing-restrictions.js';
import { possessive, type Targets } from './targets.js';

const WORDS = ['activated', 'abilities', "can't", 'be', 'activated', 'this', 'turn'];

/** 602.5: "[its] activated abilities can't be activated this turn", if these words come next; else nothing is read. */
export function cantActivate(sentence: Sentence, targets: Targets): Effect | undefined {
  const mark = sentence.mark;
  const what = possessive(sentence, targets);
  if (what && sentence.accept(...WORDS))
    return { kind: 'cant-activate-abilities', what, duration: 'end-of-turn' };
  sentence.reset(mark);
  return undefined;
}

const CLAUSE = 'activation restriction (602.5b)';

/** One restriction after "only": "once each turn", a period, "if ..."; undefined, nothing read, if none. */
function restriction(sentence: Sentence): ActivationRestriction | undefined {
  if (sentence.accept('once', 'each', 'turn')) return { oncePerTurn: true };
  return timingRestriction(sentence, CLAUSE);
}

/**
 * 602.5b: the line's words before its closing "Activate [this ability] only ..." sentence (at the same
 * positions: a diagnostic points into the line), with the restrictions it reads, the line read to its
 * end; undefined, nothing read, if the line doesn't end with such a sentence.
 */
export function beforeRestriction(
  sentence: Sentence,
): { body: Sentence; restriction: ActivationRestriction } | undefined {
  const start = sentence.tokens.findLastIndex(
    (t, i) => t.lower === 'activate' && sentence.tokens[i - 1]?.lower === '.' && i >= sentence.mark,
  );
  if (start < 0) return undefined;
  const tail = new Sentence(sentence.tokens, sentence.itself);
  tail.reset(start + 1);
  tail.accept('this', 'ability');
  if (!tail.accept('only')) return undefined;
  const first = restriction(tail);
  if (!first) return undefined;
  const all = restrictions(tail, CLAUSE, first, restriction);
  const body = new Sentence(sentence.tokens.slice(0, start), sentence.itself);
  body.reset(sentence.mark);
  sentence.reset(sentence.tokens.length);
  return { body, restriction: all };
}
