// Prevention effects without an amount (615.1a): "Prevent all [combat] damage that would be dealt
// [this turn] [to ...] [and dealt by ...] [by ...] [this turn]", the words after "prevent". The
// spells' and static abilities' readers say what may follow "to" and "by".
import type { Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { controller, nounPhrase } from './nouns.js';

/** What a prevention sentence names: the damage dealt to and by whom, of combat only or not, this turn or always. */
export interface PreventedSides<P> {
  to?: P;
  by?: P;
  /** "dealt to and dealt by [it]": two prevention effects, one on each side. */
  toAndBy?: P;
  combatOnly: boolean;
  thisTurn: boolean;
}

/** 615.1a: "all [combat] damage that would be dealt ...", after "prevent"; else nothing is read. */
export function preventAll<P>(
  sentence: Sentence,
  party: (sentence: Sentence) => P | undefined,
): PreventedSides<P> | undefined {
  const mark = sentence.mark;
  const combatOnly = sentence.accept('all') && sentence.accept('combat');
  if (sentence.mark === mark || !sentence.accept('damage', 'that', 'would', 'be', 'dealt')) {
    sentence.reset(mark);
    return undefined;
  }
  const sides: PreventedSides<P> = { combatOnly, thisTurn: false };
  // Each side once; the words after are the caller's (the end, or what it does not read).
  const read = (side: 'to' | 'by' | 'toAndBy', words: string[]): boolean => {
    const before = sentence.mark;
    const parties = sentence.accept(...words) ? party(sentence) : undefined;
    if (parties === undefined) sentence.reset(before);
    else sides[side] = parties;
    return parties !== undefined;
  };
  for (;;) {
    if (!sides.thisTurn && sentence.accept('this', 'turn')) sides.thisTurn = true;
    else if (sides.to || sides.by || sides.toAndBy || !read('toAndBy', ['to', 'and', 'dealt', 'by'])) {
      const to = !sides.to && !sides.toAndBy && read('to', ['to']);
      const by = !to && !sides.by && !sides.toAndBy && read('by', ['by']);
      if (!to && !by) return sides;
    }
  }
}

/**
 * 615.1a, 609.7: "sources", "artifact sources", "sources you don't control": the objects that would
 * deal the damage, of a kind, if these words come next; else nothing is read.
 */
export function sourcesPhrase(sentence: Sentence): Filter | undefined {
  const mark = sentence.mark;
  const typed = nounPhrase(sentence, false);
  if ((typed && typed.head !== 'permanent') || !sentence.accept('sources')) {
    sentence.reset(mark);
    return undefined;
  }
  const filter: Filter = { ...typed?.filter };
  controller(sentence, filter);
  return filter;
}
