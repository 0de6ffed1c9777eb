import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  decide,
  evolve,
  evolveAll,
  initialState,
  playRandomGame,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type Command,
  type GameEvent,
  type GameState,
  type RulesContext,
} from '@mtg/rules';
import { DRAWS_TARGET_MS, measureDraws, type DrawFigures } from './bench-draws.js';
import { LOOP_TARGET_MS, measureLoop, type LoopFigures } from './bench-loop.js';

const ctx: RulesContext = { cards: cardCatalogue };
const DECKS = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];
/** Games kept for the decide, replay and memory measurements (their events and sampled states). */
const SAMPLE_GAMES = 50;
/** Each repeated measurement runs for at least this long. */
const MIN_MS = 1000;

export interface BenchEngineOptions {
  games: number;
  seed: number;
  turns: number;
}

interface Row {
  measure: string;
  reached: string;
  target?: string;
  met?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Measurements

interface PlayFigures {
  ms: number;
  commands: number;
  rejected: number;
  /** Actions the game reversed (730.1): begun and then undone, a command that changed nothing. */
  reversed: number;
  events: number;
  turns: number;
  outcomes: Record<string, number>;
  /** The events of the first SAMPLE_GAMES games. */
  logs: GameEvent[][];
}

function outcomeOf(state: GameState): string {
  if (!state.over) return 'stopped at the turn cap';
  return state.draw ? 'drawn' : 'won';
}

/** Random games, timed end to end: candidate generation, refused tries and accepted commands. */
function measureRandomGames(options: BenchEngineOptions): PlayFigures {
  const figures: PlayFigures = {
    ms: 0,
    commands: 0,
    rejected: 0,
    reversed: 0,
    events: 0,
    turns: 0,
    outcomes: {},
    logs: [],
  };
  const start = performance.now();
  for (let i = 0; i < options.games; i++) {
    const game = playRandomGame(ctx, { seed: options.seed + i, decks: DECKS, turnCap: options.turns });
    figures.commands += game.commands;
    figures.rejected += game.rejected;
    figures.reversed += game.events.filter((e) => e.type === 'IllegalActionReversed').length;
    figures.events += game.events.length;
    figures.turns += game.state.turn.number;
    const outcome = outcomeOf(game.state);
    figures.outcomes[outcome] = (figures.outcomes[outcome] ?? 0) + 1;
    if (i < SAMPLE_GAMES) figures.logs.push(game.events);
  }
  figures.ms = performance.now() - start;
  return figures;
}

/** Runs `work` (which returns how many units it did) until MIN_MS have passed; units per second. */
function perSecond(work: () => number): number {
  let units = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_MS) {
    units += work();
    elapsed = performance.now() - start;
  }
  return (units / elapsed) * 1000;
}

interface Decided {
  state: GameState;
  command: Command;
}

/** The accepted commands of a few games, with the state each was decided against. */
function recordDecisions(options: BenchEngineOptions): Decided[] {
  const accepted: Decided[] = [];
  for (let i = 0; i < Math.min(options.games, 10); i++) {
    playRandomGame(ctx, {
      seed: options.seed + i,
      decks: DECKS,
      turnCap: options.turns,
      onStep: (state, command) => void (command.type !== 'StartGame' && accepted.push({ state, command })),
    });
  }
  return accepted;
}

/** The kinds of command the benchmark reports apart, so that the slow ones show. */
const COMMAND_KINDS: Record<string, readonly Command['type'][]> = {
  pass: ['PassPriority'],
  cast: ['CastSpell', 'AnnounceSpell', 'PlayLand', 'TurnFaceUp', 'Suspend'],
  activate: ['ActivateAbility', 'AnnounceAbility', 'ActivateManaAbility'],
  declare: ['DeclareAttackers', 'DeclareBlockers'],
  answer: ['MakeChoice', 'ChooseReplacement', 'PayCost', 'CancelCasting'],
};

/** Commands decided per second: all of them, and those of each kind. */
function decidedPerSecond(decisions: Decided[]): Record<string, number> {
  const figures: Record<string, number> = { all: perSecond(() => decideAll(decisions)) };
  for (const [kind, types] of Object.entries(COMMAND_KINDS)) {
    const some = decisions.filter((d) => types.includes(d.command.type));
    if (some.length) figures[kind] = perSecond(() => decideAll(some));
  }
  return figures;
}

/**
 * Decides each recorded command against a shallow copy of its state: the engine caches derived
 * data (characteristics) per state object, and a live game decides each command on a new state.
 */
function decideAll(decisions: Decided[]): number {
  for (const { state, command } of decisions) decide(command, { ...state }, ctx);
  return decisions.length;
}

/** A replay: the events folded with one copy of the objects record (`evolveAll`). */
function replay(events: readonly GameEvent[]): GameState {
  return evolveAll(initialState(), events);
}

/** Each event evolved on its own, every state kept valid (as `mtg play` needs for its log). */
function replayEventByEvent(events: readonly GameEvent[]): GameState {
  let state = initialState();
  for (const event of events) state = evolve(state, event);
  return state;
}

function replayAll(logs: GameEvent[][], fold: (events: readonly GameEvent[]) => GameState): number {
  let events = 0;
  for (const log of logs) {
    fold(log);
    events += log.length;
  }
  return events;
}

/** The same events parsed from their JSON text: the bound a replay is compared with. */
function parseAll(texts: readonly string[], events: number): number {
  for (const text of texts) JSON.parse(text);
  return events;
}

/** Objects in the game of the one-event measurement. */
const BIG_GAME_OBJECTS = 4000;

/**
 * Microseconds for `evolve` of one event in a game of BIG_GAME_OBJECTS objects (two libraries of
 * basic lands): alice's draw of her draw step (a card moves from her library to her hand), evolved
 * again and again on the state before it.
 */
function evolveInBigGame(): number {
  const library = Array.from({ length: BIG_GAME_OBJECTS / 2 }, () => ({ card: 'Forest' }));
  const players = [
    { id: 'alice', library },
    { id: 'bob', library },
  ];
  const { state } = buildPosition({ gameId: 'bench-big', players, step: 'upkeep', turn: 2 }, ctx);
  let before = decided({ type: 'StartFromPosition', initial: state }, initialState()).state;
  const passes = ['alice', 'bob'].map((player): Command => ({ type: 'PassPriority', player }));
  const events = passes.flatMap((command) => {
    const result = decided(command, before);
    before = result.state;
    return result.events;
  });
  const draw = events.findIndex((e) => e.type === 'ZoneChanged' && e.to === 'hand');
  const start = evolveAll(
    decided({ type: 'StartFromPosition', initial: state }, initialState()).state,
    events.slice(0, draw),
  );
  const rate = perSecond(() => {
    for (let i = 0; i < 100; i++) evolve(start, events[draw]!);
    return 100;
  });
  return 1e6 / rate;
}

function decided(command: Command, state: GameState): { state: GameState; events: GameEvent[] } {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  return result;
}

interface MemoryFigures {
  stateJson: number;
  stateHeap: number;
  logJson: number;
  samples: number;
}

/** Forces a full garbage collection (the flag is set at run time: no `node --expose-gc` needed). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose_gc');
  (vm.runInNewContext('gc') as () => void)();
}

function heapUsedAfterGc(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/**
 * The memory of a game in the middle of play: the state after the first half of its events.
 * JSON: the UTF-8 size of the serialised state (a snapshot). Heap: every sampled mid-play state,
 * as a fresh JSON copy (nothing shared with the event log), retained at once; the growth of
 * `heapUsed` after a forced GC, per state.
 */
function measureMemory(logs: GameEvent[][]): MemoryFigures {
  const halves = logs.map((log) => log.slice(0, Math.floor(log.length / 2)));
  const json = halves.map((half) => JSON.stringify(replay(half)));
  const bytes = (texts: string[]) => texts.reduce((sum, t) => sum + Buffer.byteLength(t), 0) / texts.length;
  const logJson = bytes(halves.map((half) => JSON.stringify(half)));
  const before = heapUsedAfterGc();
  const retained = json.map((text) => JSON.parse(text) as GameState);
  const after = heapUsedAfterGc();
  const stateHeap = (after - before) / retained.length;
  return { stateJson: bytes(json), stateHeap, logJson, samples: retained.length };
}

// ---------------------------------------------------------------------------------------------
// Report

const number = (n: number) => Math.round(n).toLocaleString('en-US');
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function rows(
  options: BenchEngineOptions,
  play: PlayFigures,
  decided: Record<string, number>,
  replayed: { all: number; eventByEvent: number; parsed: number; bigEvolveUs: number },
  memory: MemoryFigures,
  draws: DrawFigures,
  loop: LoopFigures,
): Row[] {
  const seconds = play.ms / 1000;
  return [
    {
      measure: 'random games per second',
      reached: (options.games / seconds).toFixed(1),
      target: '100',
      met: options.games / seconds >= 100,
    },
    {
      measure: 'refused tries per game',
      reached: number(play.rejected / options.games),
      target: '0',
      met: play.rejected === 0,
    },
    { measure: '  actions reversed per game (730.1)', reached: number(play.reversed / options.games) },
    { measure: '  commands per second in random play', reached: number(play.commands / seconds) },
    {
      measure: 'commands decided per second, accepted',
      reached: number(decided.all!),
      target: '100,000',
      met: decided.all! >= 100_000,
    },
    ...Object.keys(COMMAND_KINDS).flatMap((kind) =>
      decided[kind] === undefined ? [] : [{ measure: `  ${kind}`, reached: number(decided[kind]) }],
    ),
    {
      measure: 'events folded per second (evolveAll)',
      reached: number(replayed.all),
      target: '1,000,000',
      met: replayed.all >= 1_000_000,
    },
    { measure: '  one evolve call per event', reached: number(replayed.eventByEvent) },
    {
      measure: '  JSON.parse of the same events',
      reached: `${number(replayed.parsed)} (evolveAll at ${((replayed.all / replayed.parsed) * 100).toFixed(1)}%)`,
    },
    {
      measure: `evolve of one event, game with ${number(BIG_GAME_OBJECTS)} objects`,
      reached: `${replayed.bigEvolveUs.toFixed(1)} µs`,
      target: '< 20 µs',
      met: replayed.bigEvolveUs < 20,
    },
    {
      measure: `${number(draws.cards)} cards drawn one at a time, first run`,
      reached: `${number(draws.firstMs)} ms (CPU ${number(draws.firstCpuMs)} ms)`,
      target: `< ${number(DRAWS_TARGET_MS)} ms`,
      met: draws.firstMs < DRAWS_TARGET_MS,
    },
    {
      measure: `Kiki-Jiki loop as a shortcut, ${number(loop.repetitions)} repetitions, proposed and taken`,
      reached: `${number(loop.proposeMs + loop.takeMs)} ms`,
      target: `< ${number(LOOP_TARGET_MS)} ms`,
      met: loop.proposeMs + loop.takeMs < LOOP_TARGET_MS,
    },
    { measure: '  taken (the accepting command)', reached: `${number(loop.takeMs)} ms` },
    {
      measure: 'mid-play state, JSON',
      reached: kilobytes(memory.stateJson),
      target: '< 200 KB',
      met: memory.stateJson < 200 * 1024,
    },
    {
      measure: 'mid-play state, heap',
      reached: kilobytes(memory.stateHeap),
      target: '< 200 KB',
      met: memory.stateHeap < 200 * 1024,
    },
    { measure: 'mid-play event log, JSON', reached: kilobytes(memory.logJson) },
  ];
}

function table(all: Row[]): string {
  const header: Row = { measure: 'measure', reached: 'reached', target: 'target' };
  const widths = [
    Math.max(...all.map((r) => r.measure.length)),
    Math.max(...all.map((r) => r.reached.length)),
    10,
  ];
  const line = (r: Row, verdict: string) =>
    `${r.measure.padEnd(widths[0]!)}  ${r.reached.padStart(widths[1]!)}  ${(r.target ?? '').padStart(widths[2]!)}  ${verdict}`.trimEnd();
  const verdict = (r: Row) => (r.met === undefined ? '' : r.met ? 'met' : 'NOT MET');
  return [line(header, ''), ...all.map((r) => line(r, verdict(r)))].join('\n');
}

function report(options: BenchEngineOptions, play: PlayFigures, all: Row[], memory: MemoryFigures): string {
  const outcomes = Object.entries(play.outcomes)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  const per = (n: number) => number(n / options.games);
  return `mtg bench engine: ${options.games} random games, seeds ${options.seed}..${options.seed + options.games - 1}, turn cap ${options.turns}, Node ${process.version}, one core

${table(all)}

games: ${outcomes}; per game ${per(play.turns)} turns, ${per(play.commands)} commands (${per(play.rejected)} refused tries, ${per(play.reversed)} reversed), ${per(play.events)} events
method:
  random play: seeded random players (playRandomGame) pick among legalActions and try another
    when decide refuses (a refused try is a legal action decide refused: a defect); timed end to end,
    legal actions included.
  decided: decide re-run on the recorded (state, command) pairs of ${Math.min(options.games, 10)} games, each on a
    fresh copy of its state (no warm per-state caches), repeated for >= ${MIN_MS / 1000} s; then by kind of
    command (${Object.entries(COMMAND_KINDS)
      .map(([kind, types]) => `${kind}: ${types.join(', ')}`)
      .join('; ')}).
  folded: the events of ${play.logs.length} games replayed from initialState() with evolveAll (one copy of the
    objects record per replay), and with evolve for each event, repeated for >= ${MIN_MS / 1000} s; beside them
    JSON.parse of each game's events as JSON text, in the same run. The one-event figure: a draw
    evolved again and again in a game with two libraries of ${number(BIG_GAME_OBJECTS / 2)} Forests.
  draws: as \`mtg bench draws\` (Thought Reflection applies, Laboratory Maniac is checked), 3 runs.
  loop: alice proposes Kiki-Jiki copying Pestermite, the copy untapping Kiki-Jiki, as a shortcut of
    1,000 repetitions (checked by playing it on a copy, 729.2a); bob accepts and it is taken (729.2c).
    Best of 3 runs; each leaves 1,000 tokens on the battlefield.
  memory: the state after the first half of each of ${memory.samples} games' events. JSON: its UTF-8 size.
    heap: all ${memory.samples} states retained at once as fresh JSON copies (nothing shared), the
    growth of process.memoryUsage().heapUsed after a forced GC, divided by ${memory.samples}.
`;
}

/** `mtg bench engine [--games N] [--seed S] [--turns CAP]`: the rules engine's throughput and memory. */
export async function benchEngine(options: BenchEngineOptions): Promise<number> {
  const play = measureRandomGames(options);
  const decided = decidedPerSecond(recordDecisions(options));
  const texts = play.logs.map((log) => JSON.stringify(log));
  const events = play.logs.reduce((n, log) => n + log.length, 0);
  const replayed = {
    all: perSecond(() => replayAll(play.logs, replay)),
    eventByEvent: perSecond(() => replayAll(play.logs, replayEventByEvent)),
    parsed: perSecond(() => parseAll(texts, events)),
    bigEvolveUs: evolveInBigGame(),
  };
  const memory = measureMemory(play.logs);
  const draws = measureDraws(10_000, 3);
  const loop = measureLoop(1000, 3);
  process.stdout.write(
    report(options, play, rows(options, play, decided, replayed, memory, draws, loop), memory),
  );
  return 0;
}
