// Clash (701.23): "Clash with an opponent. If you win, [effects]. Otherwise, [effects]." The sentences
// after the clash say what happens if its controller wins (701.23d) and, "Otherwise", if not.
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** A clash and the sentences of its outcomes, each read by `outcome`; else nothing is read. */
export function clash(sentence: Sentence, outcome: () => Effect[]): Effect | undefined {
  if (!sentence.accept('clash', 'with', 'an', 'opponent', '.')) return undefined;
  if (!sentence.accept('if', 'you', 'win', ','))
    sentence.fail('EFFECT', 'clash (701.23): expected "If you win,"');
  const won = outcome();
  const lost = sentence.accept('otherwise', ',') ? outcome() : undefined;
  return { kind: 'clash', won, ...(lost ? { lost } : {}) };
}
