// 611.3a: a static ability that applies "as long as" a condition holds applies at any moment it
// does. The layer cache keeps its results from one state to the next while the condition holds as
// it did (Nadaar, Selfless Paladin: "Other creatures you control get +1/+1 as long as you've
// completed a dungeon"), and finds them again once it no longer does.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition } from '../setup/position.js';
import type { GameState, PlayerState } from '../data/state/game-state.js';
import { characteristics } from './characteristics.js';

const ctx = { cards: cardCatalogue };

function position() {
  const { state, created } = buildPosition(
    {
      gameId: 'conditional-statics',
      players: [
        {
          id: 'alice',
          battlefield: [
            { card: 'Nadaar, Selfless Paladin', key: 'nadaar' },
            { card: 'Grizzly Bears', key: 'bears' },
          ],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  return { state, bears: created.find((c) => c.key === 'bears')!.id };
}

/** The state with alice's player state changed, the objects left as they are. */
function withAlice(state: GameState, patch: Partial<PlayerState>): GameState {
  return { ...state, players: state.players.map((p) => (p.id === 'alice' ? { ...p, ...patch } : p)) };
}

describe('611.3a: the layer cache with a conditional static ability', () => {
  it('gives the bonus once the condition holds, and takes it away once it no longer does', () => {
    const { state, bears } = position();
    expect(characteristics(state, ctx, bears)).toMatchObject({ power: 2, toughness: 2 });
    const completed = withAlice(state, { completedDungeons: ['Tomb of Annihilation'] });
    expect(characteristics(completed, ctx, bears)).toMatchObject({ power: 3, toughness: 3 });
    expect(characteristics(withAlice(completed, { completedDungeons: [] }), ctx, bears)).toMatchObject({
      power: 2,
      toughness: 2,
    });
  });

  it('keeps the results while the condition holds as it did (another change of the player)', () => {
    const { state, bears } = position();
    const completed = withAlice(state, { completedDungeons: ['Tomb of Annihilation'] });
    const before = characteristics(completed, ctx, bears);
    const after = characteristics(withAlice(completed, { life: 17 }), ctx, bears);
    expect(after).toMatchObject({ power: 3, toughness: 3 });
    expect(after).toBe(before);
  });
});

describe('611.3a, 613.8: a condition that reads the permanents its own ability may change', () => {
  /** Snapsail Glider ("has flying as long as you control three or more artifacts") with more artifacts. */
  function glider(ornithopters: number) {
    const { state, created } = buildPosition(
      {
        gameId: 'metalcraft',
        players: [
          {
            id: 'alice',
            battlefield: [
              { card: 'Snapsail Glider', key: 'glider' },
              ...Array.from({ length: ornithopters }, () => ({ card: 'Ornithopter' })),
            ],
          },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    return characteristics(state, ctx, created.find((c) => c.key === 'glider')!.id);
  }

  it('counts the permanents as the effects that apply whatever the condition says make them, its own among them', () => {
    expect(glider(2).keywords).toEqual(['flying']);
    expect(glider(1).keywords).toEqual([]);
  });
});
