// What an effect does to the card a player draws (121.1, 614.11b): "Draw a card and reveal it. If it
// isn't a land card, discard it."
import type { DrawnCardAction, Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { nounPhrase } from './nouns.js';

const CLAUSE = 'draw (121.1)';

/** "and reveal it[. If it isn't a [type] card, discard it]" after "draw a card", but for the last period; else nothing is read. */
export function drawnCardAction(sentence: Sentence): DrawnCardAction | undefined {
  if (!sentence.accept('and', 'reveal', 'it')) return undefined;
  const mark = sentence.mark;
  if (!sentence.accept('.', 'if', 'it', "isn't", 'a')) return { reveal: true };
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'card' || !phrase.filter.types || Object.keys(phrase.filter).length > 1) {
    sentence.reset(mark);
    return { reveal: true };
  }
  sentence.expect(CLAUSE, ',', 'discard', 'it');
  const discardIf: Filter = { notTypes: phrase.filter.types };
  return { reveal: true, discardIf };
}
