// `mtg soak --games N [--seed S] [--turns T] [--decks FILE|FOLDER...]`: the soak of issue 16 (item
// 4) over every supported card, or (`--decks`) N games of each decklist against the others (issue
// 17, item 5), with a progress bar (cli-progress, on stderr) while the games play, then the report
// on stdout: the games and commands played, each deck's results, every finding (seed, command,
// problem, cards), and the IR node kinds the cards use, exercised or not. Exit code 1 when there is
// a finding, 2 when a decklist cannot be played.
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import {
  deckPairing,
  deckPool,
  soak,
  soakPool,
  type KindUse,
  type SoakGame,
  type SoakOptions,
  type SoakReport,
} from '@mtg/rules';
import type { LoadedPool } from '@mtg/oracle';
import { loadPoolWithProgress } from './cards-pool.js';
import { readDeckFiles } from './decklists.js';
import { UsageError } from './play.js';

export interface SoakCommandOptions {
  /** Games in all, or with `decks` games of each deck. */
  games: number;
  seed: number;
  turns: number;
  /** Decklist files or folders of them: each deck plays `games` games against the others in turn. */
  decks?: string[];
}

/** What the games are played between, and how many: the pool's random decks, or the decklists. */
function soakPlan(
  options: SoakCommandOptions,
  pool: LoadedPool,
): Pick<SoakOptions, 'pool' | 'pairing' | 'games'> {
  const cards = pool.catalogue;
  if (!options.decks?.length) return { pool: soakPool(cards), games: options.games };
  const decks = readDeckFiles(options.decks, pool);
  return {
    pool: deckPool(decks, cards),
    pairing: deckPairing(decks, options.games, options.seed, cards),
    games: decks.length * options.games,
  };
}

export async function soakCommand(options: SoakCommandOptions): Promise<number> {
  const pool = loadPoolWithProgress();
  const cards = pool.catalogue;
  let plan: ReturnType<typeof soakPlan>;
  try {
    plan = soakPlan(options, pool);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`mtg soak: ${error.message}\n`);
    return 2;
  }
  const bar = new SingleBar({
    format: 'soak [{bar}] {value}/{total} games | {commands} commands | {findings} findings | {duration}s',
    stream: process.stderr,
  });
  let commands = 0;
  let findings = 0;
  bar.start(plan.games, 0, { commands, findings });
  const started = performance.now();
  const report = soak({
    ctx: { cards },
    ...plan,
    seed: options.seed,
    turnCap: options.turns,
    onGame: (game) => {
      commands += game.commands;
      findings += game.findings.length;
      bar.increment({ commands, findings });
    },
  });
  bar.stop();
  const over = options.decks?.length
    ? `${new Set(report.games.map((g) => g.decks[0]!.name)).size} decklists`
    : `${cards.names().length} supported cards`;
  process.stdout.write(soakText(report, (performance.now() - started) / 1000, over));
  return report.findings.length ? 1 : 0;
}

/** Each named deck's games in alice's seat: "burn: 100 games (won 61, lost 35, turn cap 4), 0 findings". */
function deckLines(games: readonly SoakGame[]): string[] {
  const byDeck = new Map<string, SoakGame[]>();
  for (const game of games) {
    const name = game.decks[0]!.name;
    if (name) byDeck.set(name, [...(byDeck.get(name) ?? []), game]);
  }
  return [...byDeck].map(([name, played]) => {
    const won = played.filter((g) => g.winner === 'alice').length;
    const lost = played.filter((g) => g.winner && g.winner !== 'alice').length;
    const rest = outcomes(played.filter((g) => !g.winner));
    const found = played.reduce((n, g) => n + g.findings.length, 0);
    return `  ${name}: ${played.length} games (won ${won}, lost ${lost}${rest ? `, ${rest}` : ''}), ${found} findings`;
  });
}

/** "win or loss 7, turn cap 3". */
function outcomes(games: readonly SoakGame[]): string {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.outcome, (counts.get(g.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
}

const kindLine = (use: KindUse) => `  ${use.kind} (${use.cards.join(', ')})`;

/** " (burn vs merfolk)" for a game between named decks, else nothing. */
function pairingOf(games: readonly SoakGame[], seed: number): string {
  const names = games.find((g) => g.seed === seed)?.decks.map((d) => d.name);
  return names?.every(Boolean) ? ` (${names.join(' vs ')})` : '';
}

/**
 * The report: figures (`over`: what the decks were made of), each named deck's results, findings,
 * then the kinds not exercised (with cards that use them) and those exercised.
 */
export function soakText(report: SoakReport, seconds: number, over: string): string {
  const { games, commands, findings, exercised, notExercised } = report;
  const kinds = exercised.length + notExercised.length;
  const decks = deckLines(games);
  return [
    `mtg soak: ${games.length} games (${outcomes(games)}), ${commands} commands in ${seconds.toFixed(1)} s, over ${over}`,
    ...(decks.length ? ['decks (in the first seat, against the others in turn):', ...decks] : []),
    `findings: ${findings.length}`,
    ...findings.map(
      (f) =>
        `  seed ${f.seed}${pairingOf(games, f.seed)}, ${f.command}: ${f.problem}${f.cards.length ? ` [${f.cards.join(', ')}]` : ''}`,
    ),
    `IR node kinds exercised: ${exercised.length}/${kinds}`,
    `not exercised: ${notExercised.length}`,
    ...notExercised.map(kindLine),
    'exercised:',
    ...exercised.map(kindLine),
    '',
  ].join('\n');
}
