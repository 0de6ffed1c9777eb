import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { openBareAppender, type SqliteSynchronous } from '@mtg/event-store';
import { RED_GREEN, WHITE_BLUE_BLACK, type Command } from '@mtg/rules';
import { serverConfigFromEnv, startServer } from '@mtg/server';
import { commandPlan, type GameStart } from '../bench/command-plan.js';
import { closedLoopLoad, type LoadFigures, type LoadRequest } from '../bench/http-load.js';

const API_KEY = 'bench-organiser-key';
/** The most requests per second a run is planned for: each game gets its share of commands. */
const PLANNED_RATE = 2000;

export interface BenchApiOptions {
  games: number;
  seconds: number;
  sync: SqliteSynchronous;
}

interface PlannedGame {
  gameId: string;
  tokens: Record<string, string>;
  plan: Command[];
  sent: number;
}

/** The service's environment: the temporary store, an organiser key, no rate limits, no logs. */
function serviceEnv(directory: string, sync: SqliteSynchronous): NodeJS.ProcessEnv {
  return {
    STORE: 'sqlite',
    SQLITE_PATH: join(directory, 'events.db'),
    SQLITE_SYNC: sync,
    API_KEYS: API_KEY,
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_IP_PER_MINUTE: '0',
    AUTH_FAILURES_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
  };
}

async function createGame(url: string, seed: number, length: number): Promise<PlannedGame> {
  const start = {
    players: ['alice', 'bob'],
    decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
    seed,
    startingPlayer: 'alice',
  };
  const response = await fetch(`${url}/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
    body: JSON.stringify(start),
  });
  if (response.status !== 201) throw new Error(`POST /games: ${response.status} ${await response.text()}`);
  const created = (await response.json()) as { gameId: string; tokens: Record<string, string> };
  const plan = commandPlan({ ...start, gameId: created.gameId } satisfies GameStart, length);
  return { gameId: created.gameId, tokens: created.tokens, plan, sent: 0 };
}

/** The next command of the connection's game (each connection plays one game, in order). */
function commandRequests(games: PlannedGame[]): (connection: number) => LoadRequest | undefined {
  return (connection) => {
    const game = games[connection]!;
    const command = game.plan[game.sent];
    if (!command) return undefined;
    const player = (command as { player: string }).player;
    const key = `${game.gameId}-${game.sent++}`;
    return {
      path: `/games/${game.gameId}/commands`,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${game.tokens[player]}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(command),
    };
  };
}

/** A bare Fastify app: one route appending the body as one event with raw better-sqlite3. */
async function bareServer(path: string, sync: SqliteSynchronous) {
  const appender = openBareAppender(path, sync);
  const revisions = new Map<string, bigint>();
  const app = Fastify();
  app.post<{ Params: { stream: string } }>('/append/:stream', async (request) => {
    const stream = request.params.stream;
    const revision = (revisions.get(stream) ?? -1n) + 1n;
    const id = `${stream}-${revision}`;
    appender.append(stream, revision, [
      { id, type: 'CommandSent', data: request.body, metadata: { time: new Date().toISOString() } },
    ]);
    revisions.set(stream, revision);
    return { revision: Number(revision) };
  });
  app.addHook('onClose', async () => appender.close());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
}

function bareRequests(sample: Command): (connection: number) => LoadRequest {
  const body = JSON.stringify(sample);
  return (connection) => ({
    path: `/append/bare-${connection}`,
    headers: { 'content-type': 'application/json' },
    body,
  });
}

function row(name: string, f: LoadFigures): string {
  const rate = Math.round(f.rate).toLocaleString('en-US');
  return `${name.padEnd(34)}  ${String(f.requests).padStart(8)}  ${rate.padStart(8)}  ${f.p50.toFixed(1).padStart(6)}  ${f.p99.toFixed(1).padStart(6)}  ${String(f.failed).padStart(6)}`;
}

/** `mtg bench api`: the command endpoint under load beside a bare Fastify + SQLite append route. */
export async function benchApi(options: BenchApiOptions): Promise<number> {
  const directory = mkdtempSync(join(tmpdir(), 'mtg-bench-api-'));
  try {
    const { app, url } = await startServer(serverConfigFromEnv(serviceEnv(directory, options.sync)).server, {
      port: 0,
    });
    let service: LoadFigures;
    let sample: Command;
    try {
      process.stderr.write(`creating ${options.games} games and their commands...\n`);
      const games: PlannedGame[] = [];
      const length = Math.ceil((PLANNED_RATE * options.seconds) / options.games);
      for (let i = 0; i < options.games; i++) games.push(await createGame(url, i + 1, length));
      sample = games[0]!.plan[0]!;
      process.stderr.write(`POST /games/:id/commands for ${options.seconds} s...\n`);
      service = await closedLoopLoad(url, options.games, options.seconds, commandRequests(games));
    } finally {
      await app.close();
    }
    const bare = await bareServer(join(directory, 'bare.db'), options.sync);
    let floor: LoadFigures;
    try {
      process.stderr.write(`bare route for ${options.seconds} s...\n`);
      floor = await closedLoopLoad(bare.url, options.games, options.seconds, bareRequests(sample));
    } finally {
      await bare.app.close();
    }
    process.stdout.write(
      [
        `mtg bench api: ${options.games} games at once, one connection each, ${options.seconds} s per target, SQLite synchronous=${options.sync}, Node ${process.version}`,
        `${'target'.padEnd(34)}  ${'requests'.padStart(8)}  ${'req/s'.padStart(8)}  ${'p50 ms'.padStart(6)}  ${'p99 ms'.padStart(6)}  ${'failed'.padStart(6)}`,
        row('POST /games/:id/commands', service),
        row('bare Fastify route, 1 SQLite append', floor),
        `service / bare: ${Math.round((service.rate / floor.rate) * 100)}% of the requests per second`,
      ].join('\n') + '\n',
    );
    return 0;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
