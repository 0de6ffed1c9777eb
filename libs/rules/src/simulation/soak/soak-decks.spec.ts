import { describe, expect, it } from '@jest/globals';
import { BASIC_LAND_MANA, type BasicLandType } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import { dice } from '../dice.js';
import { DECK_SIZE, LANDS, soakDeck, soakPool, type SoakPool } from './soak-decks.js';

const pool = soakPool(cardCatalogue);
const colorsOf = new Map(pool.spells.map((s) => [s.name, s.colors]));
const isBasic = (name: string) => name in BASIC_LAND_MANA;

describe('the soak decks', () => {
  it('the pool holds every card of the catalogue once, basic lands and dungeons aside', () => {
    const names = [...pool.lands, ...pool.spells.map((s) => s.name)];
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('Lightning Bolt');
    expect(pool.lands).toContain('Hidden Volcano');
    expect(names).not.toContain('Forest');
    expect(names).not.toContain('Lost Mine of Phandelver');
    expect(colorsOf.get('Lightning Bolt')).toEqual(['R']);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8])(
    'seed %i: 60 cards of two to four colours, 24 lands, basic lands of its colours only, at most 4 of another card',
    (seed) => {
      const { colors, cards } = soakDeck(pool, dice(seed));
      expect(cards).toHaveLength(DECK_SIZE);
      expect(colors.length).toBeGreaterThanOrEqual(2);
      expect(colors.length).toBeLessThanOrEqual(4);
      const lands = cards.filter((name) => isBasic(name) || pool.lands.includes(name));
      expect(lands).toHaveLength(LANDS);
      const basics = cards.filter(isBasic);
      expect(basics.length).toBeGreaterThanOrEqual(LANDS - 4);
      expect(new Set(basics.map((b) => BASIC_LAND_MANA[b as BasicLandType]))).toEqual(new Set(colors));
      for (const name of cards.filter((n) => !lands.includes(n))) {
        expect({ name, colors: colorsOf.get(name)!.filter((c) => !colors.includes(c)) }).toEqual({
          name,
          colors: [],
        });
        expect(cards.filter((n) => n === name).length).toBeLessThanOrEqual(4);
      }
    },
  );

  it('a seed always gives the same decks, another seed others', () => {
    expect(soakDeck(pool, dice(9))).toEqual(soakDeck(pool, dice(9)));
    expect(soakDeck(pool, dice(9))).not.toEqual(soakDeck(pool, dice(10)));
  });

  it('a pool too small for 36 cards of the colours is refused', () => {
    const small: SoakPool = { lands: [], spells: [{ name: 'Shock', colors: ['R'] }] };
    expect(() => soakDeck(small, dice(1))).toThrow(/too few for a deck/);
  });
});
