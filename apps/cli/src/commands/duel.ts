// `mtg duel --games N --players A,B [--seed S] [--turns T] [--deck1 FILE --deck2 FILE]`: two players
// (heuristic, random) over N seeded games, in pairs of the same seed with the players swapping seats
// and decks (`duel` of @mtg/rules), with a progress bar (cli-progress, on stderr); then each
// player's wins and win rate, the games neither won, and the commands `decide` refused (none is
// expected: exit code 1 if there is one).
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { cardCatalogue } from '@mtg/oracle';
import { duel, RED_GREEN, WHITE_BLUE_BLACK, type DuelReport, type PlayerName } from '@mtg/rules';
import { readDecklist, UsageError } from './play.js';

export interface DuelCommandOptions {
  games: number;
  players: [PlayerName, PlayerName];
  seed: number;
  turns: number;
  deck1?: string;
  deck2?: string;
}

export async function duelCommand(options: DuelCommandOptions): Promise<number> {
  let decks: [string[], string[]];
  try {
    decks = [
      options.deck1 ? readDecklist(options.deck1) : RED_GREEN,
      options.deck2 ? readDecklist(options.deck2) : WHITE_BLUE_BLACK,
    ];
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`mtg duel: ${error.message}\n`);
    return 2;
  }
  const [first, second] = options.players;
  const bar = new SingleBar({
    format: `duel [{bar}] {value}/{total} games | ${first} {first} | ${second} {second} | neither {neither} | {duration}s`,
    stream: process.stderr,
  });
  const wins = [0, 0];
  let neither = 0;
  bar.start(options.games, 0, { first: 0, second: 0, neither });
  const started = performance.now();
  const report = duel(
    { cards: cardCatalogue },
    {
      players: options.players,
      decks,
      games: options.games,
      seed: options.seed,
      turnCap: options.turns,
      onGame: (game) => {
        if (game.winner === null) neither++;
        else wins[game.winner]!++;
        bar.increment({ first: wins[0], second: wins[1], neither });
      },
    },
  );
  bar.stop();
  process.stdout.write(duelText(options, report, (performance.now() - started) / 1000));
  return report.rejected ? 1 : 0;
}

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)}%`;

/** The report: the games, each player's wins and win rate, the games neither won, refusals. */
export function duelText(options: DuelCommandOptions, report: DuelReport, seconds: number): string {
  const n = report.games.length;
  const turns = report.games.reduce((sum, g) => sum + g.turns, 0) / Math.max(1, n);
  const seeds = `seeds ${options.seed}-${options.seed + Math.max(0, Math.ceil(n / 2) - 1)}`;
  return [
    `mtg duel: ${n} games (${seeds}, each played twice, the players swapping seats and decks) in ${seconds.toFixed(1)} s, ${(n / seconds).toFixed(2)} games/s, ${turns.toFixed(1)} turns a game`,
    ...options.players.map(
      (name, i) => `${name}: ${report.wins[i]} wins, win rate ${percent(report.wins[i]!, n)}`,
    ),
    `neither (a draw, or unfinished after ${options.turns} turns): ${report.neither}`,
    `refused commands: ${report.rejected}`,
    '',
  ].join('\n');
}
