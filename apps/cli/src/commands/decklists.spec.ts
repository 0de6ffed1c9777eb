// The real decks of decks/ (issue 17, item 5): every file parses, has its header, is a legal size
// (MTR 6.1: 60 cards constructed, MTR 7.1: 40 limited) with at most four of a card in constructed
// (100.2a), holds only supported cards, and plays a few seeded games without a finding. The hundred
// games of each are `mtg soak --decks decks --games 100`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { BASIC_LAND_MANA } from '@mtg/cards';
import { loadCardPool, type CardPool } from '@mtg/oracle';
import { deckPairing, deckPool, soak } from '@mtg/rules';
import { main } from '../main.js';
import { capturedProcessOutput } from '../testing/process-output.js';
import { deckFiles, minimumDeckSize, readDeckFile, readDeckFiles, type DeckFile } from './decklists.js';
import { UsageError } from './play.js';

const DECKS = fileURLToPath(new URL('../../../../decks', import.meta.url));
/** Games per deck here, and their turn cap: CI's share; the long run is `mtg soak --decks`. */
const GAMES = 2;
const TURN_CAP = 12;

jest.setTimeout(180_000);

let pool: CardPool;
let decks: DeckFile[];

beforeAll(() => {
  pool = loadCardPool();
  decks = readDeckFiles([DECKS], pool);
});

describe('the decks of decks/', () => {
  it('are at least ten, constructed and sealed-like', () => {
    expect(decks.length).toBeGreaterThanOrEqual(10);
    const limited = decks.filter((d) => minimumDeckSize(d.header) === 40);
    expect(limited.length).toBeGreaterThan(0);
    expect(decks.length - limited.length).toBeGreaterThan(0);
  });

  it('each names its archetype, format and era in its header', () => {
    for (const deck of decks)
      expect({ deck: deck.name, fields: Object.keys(deck.header) }).toEqual({
        deck: deck.name,
        fields: expect.arrayContaining(['archetype', 'format', 'era']),
      });
  });

  it('each is a legal size: 60 cards or more constructed (MTR 6.1), 40 or more sealed (MTR 7.1)', () => {
    for (const deck of decks) {
      const size = { deck: deck.name, cards: deck.cards.length };
      expect(size.cards).toBeGreaterThanOrEqual(minimumDeckSize(deck.header));
    }
  });

  it('each constructed deck has at most four of a card other than basic lands (100.2a)', () => {
    for (const deck of decks.filter((d) => minimumDeckSize(d.header) === 60)) {
      const counts = new Map<string, number>();
      for (const name of deck.cards) counts.set(name, (counts.get(name) ?? 0) + 1);
      const over = [...counts].filter(([name, n]) => n > 4 && !(name in BASIC_LAND_MANA));
      expect({ deck: deck.name, over }).toEqual({ deck: deck.name, over: [] });
    }
  });

  it(`each plays ${GAMES} seeded games against the next decks (turn cap ${TURN_CAP}) without a finding`, () => {
    const cards = pool.catalogue;
    const report = soak({
      ctx: { cards },
      pool: deckPool(decks, cards),
      pairing: deckPairing(decks, GAMES, 1, cards),
      games: decks.length * GAMES,
      seed: 1,
      turnCap: TURN_CAP,
    });
    expect(report.findings).toEqual([]);
    expect(report.games.map((g) => g.decks[0]!.name)).toEqual(
      decks.flatMap((d) => Array<string>(GAMES).fill(d.name)),
    );
    for (const game of report.games) expect(game.commands).toBeGreaterThan(0);
  });
});

describe('reading decklist files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mtg-decks-'));
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the header, the main deck and the sideboard', () => {
    const file = write(
      'burn.txt',
      '# Archetype: Burn\n# Format: Modern\n# Era: 2016\n4 Lightning Bolt\n56 Mountain\nSideboard\n2 Skullcrack\n',
    );
    const deck = readDeckFile(file, pool);
    expect(deck).toMatchObject({
      name: 'burn',
      header: { archetype: 'Burn', format: 'Modern', era: '2016' },
      sideboard: ['Skullcrack', 'Skullcrack'],
    });
    expect(deck.cards).toHaveLength(60);
    expect(minimumDeckSize(deck.header)).toBe(60);
    expect(minimumDeckSize({ format: 'Sealed (M10), 40 cards' })).toBe(40);
  });

  it("refuses a deck with a card games cannot hold, naming it with the compiler's reasons", () => {
    const file = write('orb.txt', '4 Chaos Orb\n56 Mountain\n');
    expect(() => readDeckFile(file, pool)).toThrow(UsageError);
    expect(() => readDeckFile(file, pool)).toThrow(/"Chaos Orb" is not supported: .+ \(line \d\)/);
  });

  it('refuses an unknown card and a line that is not "N Card Name", with its line', () => {
    expect(() => readDeckFile(write('typo.txt', '4 Lightning Blot\n'), pool)).toThrow(
      /"Lightning Blot": no card of that name/,
    );
    expect(() => readDeckFile(write('bad.txt', '# x\nLightning Bolt\n'), pool)).toThrow(/bad\.txt:2: /);
  });

  it("lists a folder's .txt files in name order, and refuses a path that is not there", () => {
    expect(deckFiles([DECKS])).toEqual(decks.map((d) => d.file));
    expect(() => deckFiles([join(dir, 'none')])).toThrow(/cannot read/);
  });
});

describe('mtg soak --decks', () => {
  const output = capturedProcessOutput();
  const dir = mkdtempSync(join(tmpdir(), 'mtg-soak-decks-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('plays each deck its games against the others and reports each deck', async () => {
    writeFileSync(join(dir, 'bolts.txt'), '# Format: Modern\n4 Lightning Bolt\n56 Mountain\n');
    writeFileSync(join(dir, 'bears.txt'), '# Format: Modern\n4 Grizzly Bears\n56 Forest\n');
    const code = await main(['soak', '--decks', dir, '--games', '2', '--turns', '8']);
    expect(output.stdout()).toMatch(/^mtg soak: 4 games .* over 2 decklists$/m);
    expect(output.stdout()).toMatch(/^ {2}bears: 2 games \(won \d, lost \d.*\), 0 findings$/m);
    expect(output.stdout()).toMatch(/^ {2}bolts: 2 games \(won \d, lost \d.*\), 0 findings$/m);
    expect(code).toBe(0);
  });

  it('refuses a deck with an unsupported card with exit code 2, playing nothing', async () => {
    writeFileSync(join(dir, 'orb.txt'), '4 Chaos Orb\n56 Mountain\n');
    expect(await main(['soak', '--decks', join(dir, 'orb.txt'), '--games', '1'])).toBe(2);
    expect(output.stderr()).toMatch(/orb\.txt: 1 card\(s\) games cannot hold yet:\n {2}"Chaos Orb"/);
    expect(output.stdout()).toBe('');
  });
});
