// The synthetic games of `mtg bench analytics` hold together as played games do: the same for a
// seed and index, 60-card decks, an opening hand of seven less the mulligans, a draw a turn but
// the first player's first, a winner who won, end-of-turn counts that never go below zero.
import { describe, expect, it } from '@jest/globals';
import { syntheticTally } from './synthetic-tallies.js';

describe('synthetic games for the analytics benchmark', () => {
  const games = Array.from({ length: 200 }, (_, i) => syntheticTally(i, 7));

  it('are the same for a seed and index, and differ between indexes', () => {
    expect(syntheticTally(3, 7)).toEqual(games[3]);
    expect(syntheticTally(3, 8)).not.toEqual(games[3]);
    expect(new Set(games.map((g) => g.game.turns)).size).toBeGreaterThan(3);
  });

  it('each side: a 60-card deck, 7 cards less its mulligans in the opening hand, a draw in each of its turns but the first on the play', () => {
    for (const { game, replay, cards } of games)
      for (const side of replay) {
        const own = cards.filter((c) => c.player === side.player);
        const sum = (key: 'inDeck' | 'inOpeningHand' | 'drawn') => own.reduce((n, c) => n + c[key], 0);
        expect(sum('inDeck')).toBe(60);
        expect(sum('inOpeningHand')).toBe(7 - side.mulligans);
        const ownTurns = side.onPlay ? Math.ceil(game.turns / 2) : Math.floor(game.turns / 2);
        expect(sum('drawn')).toBe(ownTurns - (side.onPlay ? 1 : 0));
        // The replay table counts the game's first 30 turns.
        if (game.turns <= 30) expect(side.turns.reduce((n, t) => n + t.cards_drawn, 0)).toBe(sum('drawn'));
        expect(side.won).toBe(game.winner === side.player);
        for (const t of side.turns)
          expect(
            Math.min(t.eot_cards_in_hand, t.eot_lands_in_play, t.eot_creatures_in_play),
          ).toBeGreaterThanOrEqual(0);
      }
  });

  it('a game ends with the loser at 0 life or less (704.5a) or by a concession', () => {
    for (const { game, replay } of games) {
      const life = replay.map((r) => r.turns[r.turns.length - 1]!.eot_life);
      // The replay table's last turn is the game's last up to turn 30.
      if (game.turns > 30) continue;
      if (game.endReason === '704.5a')
        expect(life[replay.findIndex((r) => r.player !== game.winner)]).toBeLessThanOrEqual(0);
      else expect(game.endReason).toBe('conceded');
    }
    expect(new Set(games.map((g) => g.game.endReason))).toEqual(new Set(['704.5a', 'conceded']));
  });
});
