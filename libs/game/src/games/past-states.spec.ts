import { describe, expect, it } from '@jest/globals';
import {
  evolveAll,
  initialState,
  playRandomGame,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type GameEvent,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { cardCatalogue } from '@mtg/oracle';
import { KEEP_EVERY, PastStates } from './past-states.js';

const { events } = playRandomGame(
  { cards: cardCatalogue },
  {
    seed: 5,
    decks: [
      { player: 'alice', cards: RED_GREEN },
      { player: 'bob', cards: WHITE_BLUE_BLACK },
    ],
    turnCap: 6,
  },
);
const records = events.map((data, i) => ({ revision: BigInt(i), data }) as unknown as RecordedEvent);

function reader() {
  const reads: { from: number; count: number }[] = [];
  const past = new PastStates(async (_gameId, from, count) => {
    reads.push({ from: Number(from), count });
    return records.slice(Number(from), Number(from) + count);
  });
  return { past, reads };
}

describe('past states of a game (time travel)', () => {
  it('the state at a revision is the fold of the events up to it, whatever was asked before', async () => {
    const { past } = reader();
    for (const revision of [events.length - 1, 3, KEEP_EVERY * 2 + 5, 0, KEEP_EVERY - 1, KEEP_EVERY]) {
      const expected = evolveAll(initialState(), events.slice(0, revision + 1) as GameEvent[]);
      expect(await past.at('g', revision)).toEqual(expected);
    }
  });

  it('folds from the nearest kept state: a step back or forth reads at most KEEP_EVERY events', async () => {
    expect(events.length).toBeGreaterThan(KEEP_EVERY * 4);
    const { past, reads } = reader();
    const end = events.length - 1;
    await past.at('g', end);
    expect(reads.at(-1)).toEqual({ from: 0, count: end + 1 });
    for (const revision of [end - 1, end - 2, KEEP_EVERY * 3 + 1, KEEP_EVERY * 3]) {
      await past.at('g', revision);
      expect(reads.at(-1)!.count).toBeLessThanOrEqual(KEEP_EVERY);
    }
  });
});
