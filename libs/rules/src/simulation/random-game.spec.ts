import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { RED_GREEN, WHITE_BLUE_BLACK } from './decks.js';
import { playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };

describe('random games', () => {
  it('decks have 60 cards', () => {
    expect(RED_GREEN).toHaveLength(60);
    expect(WHITE_BLUE_BLACK).toHaveLength(60);
  });
  it('plays a few seeded games to the end or the turn cap', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const result = playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: RED_GREEN },
          { player: 'bob', cards: WHITE_BLUE_BLACK },
        ],
      });
      expect(result.commands).toBeGreaterThan(0);
    }
  });
});
