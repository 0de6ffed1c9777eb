// A spell's cost change of its own (601.2f): "This spell costs {1} more to cast for each target
// beyond the first.", "This spell costs {1} less to cast for each attacking creature."
import type { Ability, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { nounPhrase } from './nouns.js';

const CLAUSE = 'cost of this spell (601.2f)';

/** What the cost changes for each of: a target beyond the first (601.2f), or a permanent of a kind. */
function forEach(sentence: Sentence): Extract<StaticEffect, { kind: 'self-cost-modification' }>['forEach'] {
  if (sentence.accept('target', 'beyond', 'the', 'first')) return 'target-beyond-first';
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'permanent')
    return sentence.fail('AMOUNT', `${CLAUSE}: a count the compiler does not know`);
  return { count: phrase.filter };
}

/** "This spell costs {N} more (less) to cast for each [...]." as a whole line; else nothing is read. */
export function selfCostLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const symbol = sentence.accept('this', 'spell', 'costs') ? sentence.take() : undefined;
  if (symbol?.kind !== 'symbol' || !/^\{\d+\}$/.test(symbol.text)) {
    sentence.reset(mark);
    return undefined;
  }
  const generic = Number(symbol.text.slice(1, -1));
  const more = sentence.accept('more');
  if (!more && !sentence.accept('less')) sentence.fail('EXPECTED', `${CLAUSE}: expected "more" or "less"`);
  sentence.expect(CLAUSE, 'to', 'cast', 'for', 'each');
  const effect: StaticEffect = {
    kind: 'self-cost-modification',
    generic: more ? generic : -generic,
    forEach: forEach(sentence),
  };
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'static', text, effect }];
}
