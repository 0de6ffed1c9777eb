// Issue 19: the heuristic player against the random player over seeded games with the bench decks,
// the players swapping seats and decks in each pair of games: every command it sends is accepted
// (no refusal), and it wins nearly every game. `mtg duel --games 1000` measures the rate at scale
// (README); these 20 games keep the spec near 30 s on two cores.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { RED_GREEN, WHITE_BLUE_BLACK } from './decks.js';
import { duel } from './duel.js';

const ctx = { cards: cardCatalogue };

describe('duel: the heuristic player against the random player', () => {
  const report = duel(ctx, {
    players: ['heuristic', 'random'],
    decks: [RED_GREEN, WHITE_BLUE_BLACK],
    games: 20,
    seed: 1007,
  });

  it('plays each seed twice, each player with each deck', () => {
    expect(report.games.map((g) => [g.seed, g.firstDeck]).slice(0, 4)).toEqual([
      [1007, 0],
      [1007, 1],
      [1008, 0],
      [1008, 1],
    ]);
    expect(report.wins[0] + report.wins[1] + report.neither).toBe(20);
  });

  it('sends no command the rules refuse', () => {
    expect(report.rejected).toBe(0);
    expect(report.games.every((g) => g.rejected === 0)).toBe(true);
  });

  it('wins at least 19 games of 20 (95%), with either deck', () => {
    expect(report.wins[0]).toBeGreaterThanOrEqual(19);
    for (const deck of [0, 1]) {
      const played = report.games.filter((g) => g.firstDeck === deck);
      expect(played.filter((g) => g.winner === 0).length).toBeGreaterThanOrEqual(9);
    }
  });
});
