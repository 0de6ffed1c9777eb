// `mtg duel` (issue 19): two players over seeded games, each player's wins and win rate printed, the
// refused commands counted; a bad player name is refused with the help and exit code 2.
import { describe, expect, it, jest } from '@jest/globals';
import { capturedProcessOutput } from '../testing/process-output.js';
import { main } from '../main.js';

jest.setTimeout(120_000);

describe('mtg duel', () => {
  const printed = capturedProcessOutput();

  it('prints each player’s wins over a pair of games, the players swapping seats and decks', async () => {
    expect(await main(['duel', '--games', '2', '--seed', '1007', '--players', 'heuristic,random'])).toBe(0);
    expect(printed.stdout()).toMatch(
      /^mtg duel: 2 games \(seeds 1007-1007, each played twice, the players swapping seats and decks\) in [\d.]+ s/,
    );
    expect(printed.stdout()).toContain('heuristic: 2 wins, win rate 100.0%\n');
    expect(printed.stdout()).toContain('random: 0 wins, win rate 0.0%\n');
    expect(printed.stdout()).toContain('refused commands: 0\n');
  });

  it('refuses a player it does not know', async () => {
    expect(await main(['duel', '--players', 'heuristic,human'])).toBe(2);
    expect(printed.stderr()).toMatch(
      /argument 'heuristic,human' is invalid\. expected two players separated by a comma/,
    );
  });
});
