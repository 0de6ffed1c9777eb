// 701.55a, ruling 2023-11-10 (seed 004): "You exile the cards face up. All players will be able to see
// them." While the discovering player decides, every player's view names the exiled cards, and every
// player sees the energy counters of each player (ruling 2024-06-07, seed 003).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition, decide, initialState, type GameState, objectOf, allObjects } from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };

/** Alice has activated Hidden Volcano (discover 4); it resolved and she is deciding about Lightning Bolt. */
function discovering(): GameState {
  const { state } = buildPosition(
    {
      gameId: 'discover',
      players: [
        {
          id: 'alice',
          counters: { energy: 2 },
          library: [{ card: 'Forest' }, { card: 'Lightning Bolt' }, { card: 'Island' }],
          battlefield: ['Hidden Volcano', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'].map(
            (card) => ({ card }),
          ),
        },
        { id: 'bob', counters: { energy: 1 } },
      ],
    },
    ctx,
  );
  let s = initialState();
  const volcano = allObjects(state).find((o) => o.name === 'Hidden Volcano')!.id;
  for (const command of [
    { type: 'StartFromPosition', initial: state },
    { type: 'ActivateAbility', player: 'alice', source: volcano, ability: 0 },
    { type: 'PassPriority', player: 'alice' },
    { type: 'PassPriority', player: 'bob' },
  ] as const) {
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
  }
  return s;
}

const viewers: [string, Viewer][] = [
  ['alice, who discovers', { kind: 'seat', player: 'alice' }],
  ['bob, her opponent', { kind: 'seat', player: 'bob' }],
  ['a spectator', { kind: 'spectator' }],
];

describe('the cards discover exiles (701.55a)', () => {
  const state = discovering();

  it('wait in exile, face up, for alice to cast Lightning Bolt or put it into her hand', () => {
    expect(state.decision).toMatchObject({ player: 'alice', kind: 'option' });
    expect(state.exile.map((id) => objectOf(state, id)!)).toEqual([
      expect.objectContaining({ name: 'Forest', zone: 'exile' }),
      expect.objectContaining({ name: 'Lightning Bolt', zone: 'exile' }),
    ]);
    expect(state.exile.some((id) => objectOf(state, id)!.faceDown)).toBe(false);
  });

  it.each(viewers)('are named in the view of %s, with each player energy', (_, viewer) => {
    const view = gameView(state, 1n, viewer, ctx);
    expect(view.exile.map((o) => o.name)).toEqual(['Forest', 'Lightning Bolt']);
    expect(view.players.map((p) => p.counters.energy)).toEqual([2, 1]);
  });
});
