// Issue 19, `mtg simulate`: games played on worker threads are recorded as one worker records them,
// a second run skips them, a failing worker stops the run without cutting a game short, and --pool
// builds both decks from sealed pools of a core set. Worker threads run the built JavaScript, so
// these specs run the built CLI (apps/cli/bin/mtg.js, `npm run build`) in a process of its own.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openEventStore, type RecordedEvent } from '@mtg/event-store';
import { deckId } from '@mtg/game';
import { readSetPrintings } from '@mtg/oracle';
import { RED_GREEN, WHITE_BLUE_BLACK, type DeckList } from '@mtg/rules';
import { withGameServices } from '../testing/recorded-match.js';

jest.setTimeout(180_000);

const MTG = fileURLToPath(new URL('../../bin/mtg.js', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mtg-simulate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the built `mtg` with `args`: its exit code and what it wrote. */
function mtg(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [MTG, ...args], { env: { ...process.env, NODE_OPTIONS: '' } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

function decklistFile(name: string, cards: readonly string[]): string {
  const file = join(dir, name);
  writeFileSync(file, cards.map((card) => `1 ${card}\n`).join(''));
  return file;
}

/** Every game stream of the SQLite store at `path`, its events by stream, in order. */
async function gameStreams(path: string): Promise<Map<string, RecordedEvent[]>> {
  const store = await openEventStore({ kind: 'sqlite', path });
  try {
    const streams = new Map<string, RecordedEvent[]>();
    for (const event of await store.readAll())
      if (event.stream.startsWith('game-'))
        streams.set(event.stream, [...(streams.get(event.stream) ?? []), event]);
    return streams;
  } finally {
    await store.close();
  }
}

/** What a stream records of the game: its events' ids, types and data (their metadata holds the time). */
const recorded = (streams: Map<string, RecordedEvent[]>) =>
  Object.fromEntries(
    [...streams].map(([stream, events]) => [
      stream,
      events.map(({ id, type, data }) => ({ id, type, data })),
    ]),
  );

const winners = (stdout: string) => /wins: (.*)$/m.exec(stdout)?.[1];

describe('mtg simulate --workers', () => {
  const decks = [
    decklistFile('red-green.txt', RED_GREEN),
    decklistFile('white-blue-black.txt', WHITE_BLUE_BLACK),
  ];
  const pair = [RED_GREEN, WHITE_BLUE_BLACK].map(deckId).join('-');
  const simulate = (store: string, ...args: string[]) =>
    mtg('simulate', '--decks', ...decks, '--store', `sqlite:${join(dir, store)}`, '--turns', '3', ...args);

  it('records with 2 workers the streams and winners 1 worker records, and a second run skips them', async () => {
    const one = await simulate('one.db', '--games', '2', '--workers', '1');
    const two = await simulate('two.db', '--games', '2', '--workers', '2');
    expect([one.code, two.code]).toEqual([0, 0]);
    expect(one.stdout).toMatch(/^2 games recorded, 0 already recorded \(skipped\) in .* on 1 worker /m);
    expect(two.stdout).toMatch(/^2 games recorded, 0 already recorded \(skipped\) in .* on 2 workers /m);
    expect(winners(two.stdout)).toBe(winners(one.stdout));
    const streams = await gameStreams(join(dir, 'one.db'));
    expect([...streams.keys()].sort()).toEqual([1, 2].map((seed) => `game-sim-${seed}-${pair}`));
    for (const events of streams.values()) expect(events.at(-1)?.type).toBe('GameEnded');
    expect(recorded(await gameStreams(join(dir, 'two.db')))).toEqual(recorded(streams));

    const again = await simulate('one.db', '--games', '3', '--workers', '2');
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^1 games recorded, 2 already recorded \(skipped\)/m);
    const resumed = await gameStreams(join(dir, 'one.db'));
    expect(resumed.size).toBe(3);
    expect(recorded(resumed)).toMatchObject(recorded(streams));
  });

  it("stops when a worker fails (exit code 1), naming the game; the other workers' games are whole", async () => {
    // Another game under the id of game 2 (seed 3): its players are not alice and bob, so the
    // first command sent for alice is refused.
    const path = join(dir, 'taken.db');
    const taken = `sim-3-${pair}`;
    await withGameServices(path, (_matches, games) =>
      games.create({
        gameId: taken,
        players: ['carol', 'dave'],
        decks: { carol: RED_GREEN, dave: WHITE_BLUE_BLACK },
        seed: 3,
      }),
    );
    const before = (await gameStreams(path)).get(`game-${taken}`)!;

    const run = await simulate('taken.db', '--games', '4', '--workers', '2');

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`mtg simulate: game ${taken}: `);
    expect(run.stderr).toContain('the game that failed may be recorded in part');
    const streams = await gameStreams(path);
    expect(streams.get(`game-${taken}`)).toEqual(before);
    const others = [...streams].filter(([stream]) => stream !== `game-${taken}`);
    // Games 1 and 2 were handed out before the failure: their workers finished them.
    expect(others.map(([stream]) => stream)).toEqual(
      expect.arrayContaining([1, 2].map((seed) => `game-sim-${seed}-${pair}`)),
    );
    for (const [, events] of others) expect(events.at(-1)?.type).toBe('GameEnded');
  });
});

describe('mtg simulate --pool', () => {
  const store = `sqlite:${join(dir, 'sealed.db')}`;
  const sealed = (...args: string[]) =>
    mtg('simulate', '--store', store, '--turns', '3', '--workers', '1', ...args);
  /** The decklists the run printed, `# alice: ...` then `1 Card` lines. */
  const printedDecks = (stdout: string) =>
    stdout
      .split(/^# /m)
      .slice(1)
      .map((block) =>
        block
          .split('\n\n')[0]!
          .split('\n')
          .slice(1)
          .flatMap((line) => {
            const [, n, card] = /^(\d+) (.*)$/.exec(line)!;
            return Array<string>(Number(n)).fill(card!);
          }),
      );

  it('plays two 40-card decks of supported cards of the core set, the same for the same seed', async () => {
    const first = await sealed('--pool', 'M15', '--seed', '7', '--games', '1');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(
      /^# alice: a sealed pool of M15 \(Magic 2015 Core Set\), seed 7: deck [0-9a-f]{12}, [WUBRG]{2}$/m,
    );
    const decks = printedDecks(first.stdout);
    expect(decks.map((deck) => deck.length)).toEqual([40, 40]);
    const m15 = new Set(
      readSetPrintings()
        .find((set) => set.code === 'M15')!
        .cards.map((card) => card.name),
    );
    for (const deck of decks) expect(deck.filter((card) => !m15.has(card))).toEqual([]);
    // The game service records a game only with supported cards: the game recorded plays these decks.
    const [events] = (await gameStreams(join(dir, 'sealed.db'))).values();
    const start = events![0]!.metadata as { command: { type: string; decks: DeckList[] } };
    expect(start.command.type).toBe('StartGame');
    expect(start.command.decks.map((deck) => [...deck.cards].sort())).toEqual(
      decks.map((deck) => [...deck].sort()),
    );
    expect(first.stdout).toContain(`decks ${deckId(decks[0]!)} (alice), ${deckId(decks[1]!)} (bob)`);

    const again = await sealed('--pool', 'M15', '--seed', '7', '--games', '1');
    expect(printedDecks(again.stdout)).toEqual(decks);
    expect(again.stdout).toMatch(/^0 games recorded, 1 already recorded \(skipped\)/m);
  });

  it('refuses a set that is not a core set, or none, naming the sets whose pools open (exit code 2)', async () => {
    for (const [set, why] of [
      ['ISD', 'ISD (Innistrad) is a set of type expansion, not a core set'],
      ['XYZ', 'there is no set XYZ in the corpus'],
    ]) {
      const run = await sealed('--pool', set!, '--games', '1');
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`mtg simulate: --pool ${set}: ${why}; the sets whose pools open: `);
      expect(run.stderr).toMatch(/open: LEA, .*, M15, ORI$/m);
    }
    const both = await sealed('--pool', 'M15', '--decks', 'a.txt', 'b.txt');
    expect(both.code).toBe(2);
    expect(both.stderr).toContain("option '--pool <set>' cannot be used with option '--decks <files...>'");
  });
});
