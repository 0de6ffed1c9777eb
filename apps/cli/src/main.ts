import { benchApi } from './commands/bench-api.js';
import { benchDraws } from './commands/bench-draws.js';
import { benchEngine } from './commands/bench-engine.js';
import { benchStart } from './commands/bench-start.js';
import { benchStore } from './commands/bench-store.js';
import { play } from './commands/play.js';
import { projectionsRebuild } from './commands/projections-rebuild.js';
import { scenarioRun } from './commands/scenario-run.js';
import { storeCopy } from './commands/store-copy.js';

type Command = (args: string[]) => Promise<number>;

const USAGE = `mtg: the MTG rules service's command line

  mtg bench store            event store throughput and latency (sqlite FULL/NORMAL, memory)
  mtg bench api [--games N] [--seconds S] [--sync FULL|NORMAL]
                             POST /games/:id/commands on N games at once (100) beside a bare
                             Fastify route doing one SQLite append: req/s, p50, p99, ratio
  mtg bench start [--games N] [--turns T]
                             server start over N stored games (1,000): time until the views
                             caught up and memory, read models in memory and in a file
  mtg bench engine [--games N] [--seed S] [--turns CAP]
                             rules engine: random games/s, decide/s, evolve events/s, memory
  mtg bench draws [--cards N] [--runs R]
                             rules engine: N cards (10,000) drawn one at a time, each through
                             the replacement step with two draw replacement effects in play
  mtg play [--seed N] [--turns N] [--deck1 FILE --deck2 FILE] [--verbose]
                             a seeded game between random players, logged event by event
  mtg projections rebuild    empties the read models and replays the whole store into them
                             (STORE, SQLITE_PATH or EVENTSTORE_URL, READ_MODELS_PATH from
                             the environment; stop the server first)
  mtg scenario run FILE_OR_DIR... [--json]
                             runs scenarios (docs/scenario-format.md): PASS/FAIL per scenario
  mtg store copy --from STORE --to STORE [--restart] [--page N]
                             copies every stream, ids and revisions kept, resumable; STORE is
                             sqlite:PATH, memory: or kurrentdb://... (infra/README.md)
`;

const commands: Record<string, Command> = {
  'bench api': benchApi,
  'bench draws': benchDraws,
  'bench engine': benchEngine,
  'bench start': benchStart,
  'bench store': benchStore,
  play,
  'projections rebuild': (args) => projectionsRebuild(args),
  'scenario run': scenarioRun,
  'store copy': storeCopy,
};

/** Runs the command named by the first words of `argv`; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  for (const [name, run] of Object.entries(commands)) {
    const words = name.split(' ');
    if (words.every((word, i) => argv[i] === word)) return run(argv.slice(words.length));
  }
  process.stderr.write(argv.length ? `unknown command: ${argv.join(' ')}\n\n${USAGE}` : USAGE);
  return argv.length ? 2 : 0;
}
