// `mtg soak --games N [--seed S] [--turns T]`: the soak of issue 16 (item 4) over every supported
// card, with a progress bar (cli-progress, on stderr) while the games play, then the report on
// stdout: the games and commands played, every finding (seed, command, problem, cards), and the IR
// node kinds the pool's cards use, exercised or not. Exit code 1 when there is a finding.
import { performance } from 'node:perf_hooks';
import { SingleBar } from 'cli-progress';
import { soak, soakPool, type KindUse, type SoakGame, type SoakReport } from '@mtg/rules';
import { loadPoolWithProgress } from './cards-pool.js';

export interface SoakCommandOptions {
  games: number;
  seed: number;
  turns: number;
}

export async function soakCommand(options: SoakCommandOptions): Promise<number> {
  const cards = loadPoolWithProgress().catalogue;
  const bar = new SingleBar({
    format: 'soak [{bar}] {value}/{total} games | {commands} commands | {findings} findings | {duration}s',
    stream: process.stderr,
  });
  let commands = 0;
  let findings = 0;
  bar.start(options.games, 0, { commands, findings });
  const started = performance.now();
  const report = soak({
    ctx: { cards },
    pool: soakPool(cards),
    games: options.games,
    seed: options.seed,
    turnCap: options.turns,
    onGame: (game) => {
      commands += game.commands;
      findings += game.findings.length;
      bar.increment({ commands, findings });
    },
  });
  bar.stop();
  process.stdout.write(soakText(report, (performance.now() - started) / 1000, cards.names().length));
  return report.findings.length ? 1 : 0;
}

/** "win or loss 7, turn cap 3". */
function outcomes(games: readonly SoakGame[]): string {
  const counts = new Map<string, number>();
  for (const g of games) counts.set(g.outcome, (counts.get(g.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
}

const kindLine = (use: KindUse) => `  ${use.kind} (${use.cards.join(', ')})`;

/** The report: figures, findings, then the kinds not exercised (with cards that use them) and those exercised. */
export function soakText(report: SoakReport, seconds: number, cards: number): string {
  const { games, commands, findings, exercised, notExercised } = report;
  const kinds = exercised.length + notExercised.length;
  return [
    `mtg soak: ${games.length} games (${outcomes(games)}), ${commands} commands in ${seconds.toFixed(1)} s, over ${cards} supported cards`,
    `findings: ${findings.length}`,
    ...findings.map(
      (f) =>
        `  seed ${f.seed}, ${f.command}: ${f.problem}${f.cards.length ? ` [${f.cards.join(', ')}]` : ''}`,
    ),
    `IR node kinds exercised: ${exercised.length}/${kinds}`,
    `not exercised: ${notExercised.length}`,
    ...notExercised.map(kindLine),
    'exercised:',
    ...exercised.map(kindLine),
    '',
  ].join('\n');
}
