// 714.3a: as a Saga enters, its controller puts a lore counter on it: a rule, not an effect, so
// Doubling Season ("If an effect would put one or more counters") doesn't double it; 714.2d: the
// final chapter number.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { act, idsOf, resolveStack, startAt } from '../testing/play.js';
import { finalChapterNumber } from './sagas.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

describe('Sagas (714)', () => {
  it('enter with one lore counter even beside Doubling Season, and chapter I triggers once (714.3a)', () => {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'The Eldest Reborn' }],
          battlefield: [{ card: 'Doubling Season' }, ...Array(5).fill({ card: 'Swamp' })],
        },
        { id: 'bob', battlefield: [{ card: 'Grizzly Bears' }] },
      ],
    });
    s = act(ctx, s, { type: 'CastSpell', player: 'alice', card: idsOf(s, 'The Eldest Reborn', 'hand')[0]! });
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
    const saga = idsOf(s, 'The Eldest Reborn')[0]!;
    expect(objectOf(s, saga)!.counters).toEqual({ lore: 1 });
    expect(s.stack.map((id) => objectOf(s, id)!.stack?.ability?.index)).toEqual([0]);
    s = resolveStack(ctx, s);
    expect(idsOf(s, 'Grizzly Bears')).toEqual([]);
  });

  it('have a final chapter number: the greatest among their chapter abilities, 0 with none (714.2d)', () => {
    expect(finalChapterNumber(ctx.cards.require('The Eldest Reborn').abilities)).toBe(3);
    expect(finalChapterNumber(ctx.cards.require('Grizzly Bears').abilities)).toBe(0);
  });
});
