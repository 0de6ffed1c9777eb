// Cards exiled with an object (607.2a): "Return all cards exiled with [this] to their owner's hand
// and you lose that much life." ("that much": how many the instruction before returned).
import type { EachObject, Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { self } from './self.js';

/** 607.2a: "all cards exiled with [this]", if these words come next; else nothing is read. */
export function cardsExiledWithSelf(sentence: Sentence): EachObject | undefined {
  const mark = sentence.mark;
  if (sentence.accept('all', 'cards', 'exiled', 'with') && self(sentence))
    return { each: { exiledWithSelf: true }, zone: 'exile' };
  sentence.reset(mark);
  return undefined;
}

/** "you lose that much life" after an instruction on all cards of a kind: as many as it acted on; else nothing is read. */
export function loseThatMuchLife(sentence: Sentence, before: Effect[]): Effect | undefined {
  const last = before.at(-1);
  const onEach = last && 'what' in last && typeof last.what === 'object' && 'each' in last.what;
  if (!onEach || !sentence.accept('you', 'lose', 'that', 'much', 'life')) return undefined;
  return { kind: 'lose-life', who: 'you', amount: { previousCount: true } };
}
