// "If that spell is countered this way, exile it instead of putting it into its owner's graveyard."
// (701.6a, 614.1a): where the spell countered by the sentence before goes instead.
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const WORDS = ['if', 'that', 'spell', 'is', 'countered', 'this', 'way', ','];
const INSTEAD = ['it', 'instead', 'of', 'putting', 'it', 'into', 'its', "owner's", 'graveyard'];

/** The sentence after a counter: its destination set on the counter effect before; false if it does not come next. */
export function counteredThisWay(sentence: Sentence, before: Effect[]): boolean {
  if (!sentence.accept(...WORDS)) return false;
  const countered = before.filter((effect) => effect.kind === 'counter');
  if (countered.length !== 1) sentence.fail('EFFECT', 'counter (701.6): no spell countered before');
  sentence.expect('counter (701.6)', 'exile', ...INSTEAD);
  countered[0]!.instead = { to: 'exile' };
  return true;
}
