// `mtg simulate --pool SET`: sealed pools opened as the set's boosters are, and the 40-card deck a
// pool builds, on a made-up core set whose cards say what they are.
import { describe, expect, it } from '@jest/globals';
import type { PoolCard, SetPrintings } from '@mtg/oracle';
import { seedRandom } from '@mtg/rules';
import { buildSealedDeck } from './sealed-deck.js';
import { openPool, sealedSet, type SealedSet } from './sealed-pool.js';

const COUNTS = { common: 40, uncommon: 20, rare: 10, 'mythic rare': 4 } as const;
const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;

/** A core set in M15's booster shape: `<rarity> <n>`, the n-th card of its rarity, of color n mod 5. */
function coreSet(counts: Record<string, number> = COUNTS, type = 'core'): SetPrintings {
  return {
    code: 'TST',
    name: 'Test Core Set',
    type,
    releaseDate: '2014-07-18',
    cards: [
      ...Object.entries(counts).flatMap(([rarity, n]) =>
        Array.from({ length: n }, (_, i) => ({ name: `${rarity} ${i}`, rarity })),
      ),
      ...BASICS.map((name) => ({ name, rarity: 'basic land' })),
    ],
    booster: [
      ['rare', 'mythic rare'],
      ...Array<string>(3).fill('uncommon'),
      ...Array<string>(10).fill('common'),
      'land',
      'marketing',
    ],
  };
}

const everySupported = (name: string) => name;
const opened = (seed: string, set = sealedSet(coreSet(), everySupported) as SealedSet) =>
  openPool(set, seedRandom(seed)).cards;

/** The card a made-up name stands for: `common 7` is a red creature of mana value 2 ({1}{R}). */
function cardOf(name: string): PoolCard {
  const basic = BASICS.includes(name);
  const n = Number(name.split(' ').at(-1));
  const color = COLORS[n % 5]!;
  return {
    name,
    layout: 'normal',
    ...(basic ? {} : { manaCost: `{${n % 3}}{${color}}` }),
    supertypes: basic ? ['Basic'] : [],
    types: basic ? ['Land'] : [n % 2 ? 'Instant' : 'Creature'],
    subtypes: [],
    colors: basic ? [] : [color],
    text: '',
    textFrom: { from: 'given', source: 'spec' },
    sets: ['TST'],
    supported: true,
    definedBy: 'compiled',
    diagnostics: [],
  };
}

describe('a sealed pool', () => {
  it('is six boosters of 10 commons, 3 uncommons, a rare or mythic rare and a basic land, none twice in a booster', () => {
    const pool = opened('sealed TST 1');
    expect(pool).toHaveLength(6 * 15);
    for (let b = 0; b < 6; b++) {
      const booster = pool.slice(b * 15, b * 15 + 15);
      const rarities = booster.map((card) => card.rarity);
      expect(rarities.filter((r) => r === 'common')).toHaveLength(10);
      expect(rarities.filter((r) => r === 'uncommon')).toHaveLength(3);
      expect(rarities.filter((r) => r === 'rare' || r === 'mythic rare')).toHaveLength(1);
      expect(rarities.filter((r) => r === 'basic land')).toHaveLength(1);
      expect(new Set(booster.map((card) => card.name)).size).toBe(15);
    }
  });

  it('holds a mythic rare in about one booster of eight', () => {
    const boosters = Array.from({ length: 50 }, (_, seed) => opened(`seed ${seed}`)).flat();
    const mythics = boosters.filter((card) => card.rarity === 'mythic rare').length;
    expect(mythics / (50 * 6)).toBeGreaterThan(0.06);
    expect(mythics / (50 * 6)).toBeLessThan(0.2);
  });

  it('is the same for the same seed, and another for another seed', () => {
    expect(opened('sealed TST 1')).toEqual(opened('sealed TST 1'));
    expect(opened('sealed TST 2')).not.toEqual(opened('sealed TST 1'));
  });

  it('holds only the supported cards a printing stands for', () => {
    // The even cards and the basic lands, each under the name games give it.
    const even = (name: string) =>
      BASICS.includes(name) || Number(name.split(' ').at(-1)) % 2 === 0 ? `${name}!` : undefined;
    const set = sealedSet(coreSet(), even) as SealedSet;
    const pool = opened('sealed TST 1', set);
    expect(pool.filter((card) => !card.name.endsWith('!'))).toEqual([]);
    expect(pool).toHaveLength(90);
  });

  it('opens no set but a core set, nor one with fewer supported cards of a rarity than a booster takes', () => {
    expect(sealedSet(coreSet(COUNTS, 'expansion'), everySupported)).toBe(
      'TST (Test Core Set) is a set of type expansion, not a core set',
    );
    expect(sealedSet(coreSet({ ...COUNTS, uncommon: 2 }), everySupported)).toBe(
      'TST (Test Core Set) has 2 supported uncommon cards, a booster takes 3',
    );
    // With no mythic rare supported, the rare slot always holds a rare.
    const rares = sealedSet(coreSet({ ...COUNTS, 'mythic rare': 0 }), everySupported) as SealedSet;
    const pools = Array.from({ length: 20 }, (_, seed) => opened(`seed ${seed}`, rares)).flat();
    expect(pools.filter((card) => card.rarity === 'rare')).toHaveLength(20 * 6);
  });
});

describe('the deck a sealed pool builds', () => {
  const pool = opened('sealed TST 1');
  const deck = buildSealedDeck(pool, cardOf);
  const spells = deck.cards.filter((name) => !BASICS.includes(name));

  it('has 40 cards (100.2b): 23 spells of its pool in its two colors and 17 basic lands of those colors', () => {
    expect(deck.cards).toHaveLength(40);
    expect(spells).toHaveLength(23);
    expect(deck.colors).toHaveLength(2);
    for (const name of spells) expect(deck.colors).toContain(cardOf(name).colors[0]);
    const lands = deck.cards.filter((name) => BASICS.includes(name));
    expect(new Set(lands)).toEqual(new Set(deck.colors.map((c) => BASICS[COLORS.indexOf(c)])));
    expect(spells.every((name) => pool.some((card) => card.name === name))).toBe(true);
  });

  it('plays the two colors whose cards are worth most (rarity, a creature one more)', () => {
    const worth = (color: string) =>
      pool
        .filter((card) => card.rarity !== 'basic land' && cardOf(card.name).colors[0] === color)
        .reduce(
          (sum, card) =>
            sum +
            { common: 1, uncommon: 2, rare: 3, 'mythic rare': 4 }[card.rarity as keyof typeof COUNTS] +
            (cardOf(card.name).types.includes('Creature') ? 1 : 0),
          0,
        );
    const others = COLORS.filter((c) => !deck.colors.includes(c));
    for (const color of deck.colors)
      for (const other of others) expect(worth(color)).toBeGreaterThanOrEqual(worth(other));
  });

  it('splits its lands as its spells ask for mana of each color', () => {
    const [first, second] = deck.colors;
    const symbols = (color: string) => spells.filter((name) => cardOf(name).colors[0] === color).length;
    const lands = (color: string) =>
      deck.cards.filter((name) => name === BASICS[COLORS.indexOf(color as never)]).length;
    expect(lands(first!)).toBe(Math.round((17 * symbols(first!)) / (symbols(first!) + symbols(second!))));
    expect(lands(first!) + lands(second!)).toBe(17);
  });
});
