// Copies of spells (707.10): "You may choose new targets for the copy." after a copying sentence
// (707.10c), and the keywords that copy the spell they are on as it is cast: storm (702.40a) and
// replicate (702.56a), each a triggered ability that works on the stack.
import type { Ability, Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/**
 * 707.10c: "You may choose new targets for the copy (the copies)." after a sentence that copies a
 * spell: the copies it makes may have new targets; false, nothing read, if it does not come next.
 */
export function newTargetsForCopies(sentence: Sentence, before: Effect[]): boolean {
  const mark = sentence.mark;
  if (!sentence.accept('you', 'may', 'choose', 'new', 'targets', 'for', 'the')) return false;
  const copy = lastCopy(before);
  if (!copy || !(sentence.accept('copy') || sentence.accept('copies'))) {
    sentence.reset(mark);
    return false;
  }
  sentence.expect('new targets (707.10c)', '.');
  copy.newTargets = true;
  return true;
}

/** The copy the sentence before made: its last effect, or the last of what "If you do, ..." does (118.12). */
function lastCopy(effects: readonly Effect[]): Extract<Effect, { kind: 'copy-spell' }> | undefined {
  const last = effects.at(-1);
  if (last?.kind === 'copy-spell') return last;
  if (last?.kind === 'pay') return lastCopy(last.then ?? []);
  if (last?.kind === 'optional') return lastCopy(last.effects);
  return undefined;
}

/** "When you cast this spell, copy it for each [amount]. You may choose new targets for the copies." */
function copyOnCast(keyword: 'storm' | 'replicate', text: string): Ability {
  const amount = keyword === 'storm' ? 'spells-cast-before' : 'replicate-payments';
  return {
    kind: 'triggered',
    text,
    trigger: { event: 'cast-self', amount },
    targets: [],
    effects: [{ kind: 'copy-spell', what: 'self', times: { triggerAmount: true }, newTargets: true }],
    keyword,
  };
}

/** "Storm" (702.40a), "Replicate {1}{U}" (702.56a) as a whole line; else nothing is read. */
export function spellCopyKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  const replicate = keywordManaCost(sentence, 'replicate');
  if (replicate) return [{ kind: 'replicate', cost: { mana: replicate } }, copyOnCast('replicate', text)];
  if (sentence.peek(1) || !sentence.accept('storm')) return undefined;
  return [copyOnCast('storm', text)];
}
