// 705: "Flip a coin. If you win the flip, ... If you lose the flip, ...": the outcome is drawn from the
// game's seeded generator and recorded (randomness is an input), so a replay gets the same flips.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameEvent } from '../../data/events/game-event.js';
import type { GameState } from '../../data/state/game-state.js';
import { randomStateOf } from '../../data/state/random.js';
import { decide } from '../../decide.js';
import { evolveAll } from '../../evolve/evolve.js';
import { act, idsOf, lifeOf, startAt } from '../../testing/play.js';

const ctx = { cards: cardCatalogue };

/** Tavern Swindler ("{T}, Pay 3 life: Flip a coin. If you win the flip, you gain 6 life.") activated and resolved. */
function swindle(seed: number): { before: GameState; events: GameEvent[]; after: GameState } {
  const start = startAt(ctx, {
    seed,
    players: [{ id: 'alice', battlefield: [{ card: 'Tavern Swindler' }] }, { id: 'bob' }],
  });
  const [swindler] = idsOf(start, 'Tavern Swindler');
  const activated = act(ctx, start, {
    type: 'ActivateAbility',
    player: 'alice',
    source: swindler!,
    ability: 0,
  });
  const before = act(ctx, activated, { type: 'PassPriority', player: 'alice' });
  const result = decide({ type: 'PassPriority', player: 'bob' }, before, ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  return { before, events: result.events, after: result.state };
}

describe('705.2: a coin flip', () => {
  it("is won or lost by the player who flips, and only that outcome's effects happen", () => {
    const flips = [1, 2, 3, 4].map((seed) => swindle(seed));
    const outcomes = flips.map(({ events }) => events.find((e) => e.type === 'CoinFlipped'));
    expect(outcomes.map((e) => e && { player: e.player, won: e.won })).toEqual([
      { player: 'alice', won: true },
      { player: 'alice', won: false },
      { player: 'alice', won: false },
      { player: 'alice', won: true },
    ]);
    expect(flips.map(({ after }) => lifeOf(after, 'alice'))).toEqual([23, 17, 17, 23]);
  });

  it("advances the game's generator, and replaying the recorded events gives the same game", () => {
    const { before, events, after } = swindle(1);
    const flip = events.find((e) => e.type === 'CoinFlipped')!;
    expect(flip).toMatchObject({ draws: randomStateOf(after.rng).draws });
    expect(randomStateOf(after.rng).draws).toBeGreaterThan(randomStateOf(before.rng).draws);
    expect(evolveAll(before, events)).toEqual(after);
    expect(swindle(1).events).toEqual(events);
  });
});
