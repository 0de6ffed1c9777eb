// 702.73a: changeling is a characteristic-defining ability (604.3): the object is every creature
// type, in every zone, not only on the battlefield.
import { describe, expect, it } from '@jest/globals';
import { CREATURE_TYPES } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition } from '../setup/position.js';
import { characteristics } from './characteristics.js';

const ctx = { cards: cardCatalogue };

describe('702.73a: changeling', () => {
  it('makes Woodland Changeling every creature type in the library, the hand, the graveyard and on the battlefield', () => {
    const changeling = { card: 'Woodland Changeling' };
    const { state, created } = buildPosition(
      {
        gameId: 'changeling',
        players: [
          {
            id: 'alice',
            library: [changeling],
            hand: [changeling],
            graveyard: [changeling],
            battlefield: [changeling, { card: 'Grizzly Bears' }],
          },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    const subtypes = (id: string) => characteristics(state, ctx, id).subtypes;
    const [bears, ...changelings] = [created.at(-1)!, ...created.slice(0, -1)];
    for (const { id } of changelings) expect([...subtypes(id)].sort()).toEqual([...CREATURE_TYPES].sort());
    expect(subtypes(bears.id)).toEqual(['Bear']);
  });
});
