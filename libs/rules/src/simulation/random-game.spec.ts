import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { RED_GREEN, WHITE_BLUE_BLACK } from './decks.js';
import { playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };
const decks = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];

describe('random games', () => {
  it('decks have 60 cards', () => {
    expect(RED_GREEN).toHaveLength(60);
    expect(WHITE_BLUE_BLACK).toHaveLength(60);
  });

  it('a seed always plays the same game', () => {
    const [first, second] = [1, 2].map(() => playRandomGame(ctx, { seed: 42, decks }));
    expect(second!.events).toEqual(first!.events);
    expect(first!.commands).toBeGreaterThan(0);
  });

  it('stops at the turn cap, unfinished', () => {
    const { state } = playRandomGame(ctx, { seed: 3, decks, turnCap: 4 });
    expect(state.over).toBe(false);
    expect(state.turn.number).toBe(5);
  });

  it('players concede only when allowed to', () => {
    const events = playRandomGame(ctx, { seed: 5, decks, allowConcede: true }).events;
    expect(events.some((e) => e.type === 'PlayerConceded')).toBe(true);
  });
});
