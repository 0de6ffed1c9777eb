// 611.3a: a static ability that applies "as long as" a condition holds applies at any moment it
// does. The layer cache keeps its results from one state to the next while the condition holds as
// it did (Nadaar, Selfless Paladin: "Other creatures you control get +1/+1 as long as you've
// completed a dungeon"), and finds them again once it no longer does.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition } from '../setup/position.js';
import type { GameState, PlayerState } from '../data/state/game-state.js';
import { characteristics } from './characteristics.js';
import { evolveOwning } from '../evolve/evolve.js';

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

describe('611.3a: "as long as you control ..." kept while the permanents are the same', () => {
  /** Battle Brawler ("As long as you control a red or white permanent, ... gets +1/+0 and has first strike") and two Swamps; a Raging Goblin in hand. */
  function brawlerPosition() {
    const { state, created } = buildPosition(
      {
        gameId: 'brawler',
        players: [
          {
            id: 'alice',
            battlefield: [
              { card: 'Battle Brawler', key: 'brawler' },
              { card: 'Swamp', key: 'swamp' },
              { card: 'Swamp', key: 'swamp' },
            ],
            hand: [{ card: 'Raging Goblin', key: 'goblin' }],
          },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    const id = (key: string) => created.find((c) => c.key === key)!.id;
    const swamps = created.filter((c) => c.key === 'swamp').map((c) => c.id);
    return { state, brawler: id('brawler'), swamps, goblin: id('goblin') };
  }

  it('keeps the results when a permanent changed only in what the layers never read (tapped), and finds them again when a red permanent enters or leaves', () => {
    const { state, brawler, swamps, goblin } = brawlerPosition();
    // A sequence of events writes its own copy of the objects in place (as decide does).
    const owned = {};
    const first = evolveOwning(owned, state, { type: 'PermanentTapped', object: swamps[0]! });
    const before = characteristics(first, ctx, brawler);
    expect(before).toMatchObject({ power: 2, toughness: 2, keywords: [] });
    const tapped = evolveOwning(owned, first, { type: 'PermanentTapped', object: swamps[1]! });
    expect(characteristics(tapped, ctx, brawler)).toBe(before);
    const entered = `o${tapped.nextId}`;
    const withGoblin = evolveOwning(owned, tapped, {
      type: 'ZoneChanged',
      object: goblin,
      newObject: entered,
      from: 'hand',
      to: 'battlefield',
      reason: 'resolve',
    });
    expect(characteristics(withGoblin, ctx, brawler)).toMatchObject({ power: 3, keywords: ['first strike'] });
    const gone = evolveOwning(owned, withGoblin, {
      type: 'ZoneChanged',
      object: entered,
      newObject: `o${withGoblin.nextId}`,
      from: 'battlefield',
      to: 'graveyard',
      reason: 'destroy',
    });
    expect(characteristics(gone, ctx, brawler)).toMatchObject({ power: 2, keywords: [] });
  });
});
