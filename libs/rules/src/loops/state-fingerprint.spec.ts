// 729.3, 104.4b: the loop rules compare states by a fingerprint that `evolve` keeps up to date, term
// by term; it must be what a whole computation gives, at every step of seeded random games, and tell
// states apart as players see them: equal for the same facts, ids, timestamps and turn number aside.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { wholeFingerprint, stateFingerprint } from '../data/state/fingerprint.js';
import type { GameState } from '../data/state/game-state.js';
import type { OwnedObjects } from '../data/state/updates.js';
import { evolveOwning, initialState } from '../evolve/evolve.js';
import { RED_GREEN, WHITE_BLUE_BLACK } from '../simulation/decks.js';
import { playRandomGame } from '../simulation/random-game.js';
import { objectOf, allObjects } from '../data/state/objects.js';
import { putObjects } from '../data/state/updates.js';

const ctx = { cards: cardCatalogue };
const decks = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];

/** The state with every object id and timestamp changed, and the turn number: as players see it, the same. */
function renumbered(state: GameState): GameState {
  const json = JSON.stringify(state).replace(/"o(\d+)"/g, '"renumbered-$1"');
  const copy = JSON.parse(json) as GameState;
  for (const o of allObjects(copy)) {
    o.timestamp += 1000;
    const turns = o.triggeredOnTurn ?? {};
    for (const i in turns) turns[+i] = turns[+i]! + 2;
  }
  return { ...copy, turn: { ...copy.turn, number: copy.turn.number + 2 } };
}

describe('the fingerprint evolve keeps (729.3, 104.4b)', () => {
  it.each([1, 2, 3])('is the whole computation after every command and every event (seed %i)', (seed) => {
    let commands = 0;
    const { events } = playRandomGame(ctx, {
      seed,
      decks,
      turnCap: 8,
      onStep: (_before, _command, _events, after) => {
        expect(after.fingerprint).toEqual(wholeFingerprint(after));
        commands++;
      },
    });
    expect(commands).toBeGreaterThan(50);
    const owned: OwnedObjects = {};
    let state = initialState();
    for (const event of events) {
      state = evolveOwning(owned, state, event);
      expect(state.fingerprint).toEqual(wholeFingerprint(state));
    }
  });

  it('survives the JSON round trip of a snapshot, and a state recorded without one is fingerprinted whole', () => {
    const { state } = playRandomGame(ctx, { seed: 4, decks, turnCap: 4 });
    const resumed = JSON.parse(JSON.stringify(state)) as GameState;
    expect(stateFingerprint(resumed, 'alice')).toBe(stateFingerprint(state, 'alice'));
    const { fingerprint: _kept, ...older } = state;
    expect(stateFingerprint(older, 'alice')).toBe(stateFingerprint(state, 'alice'));
  });

  it('is the same for states players see alike: object ids, timestamps and the turn number left out', () => {
    const { state } = playRandomGame(ctx, { seed: 5, decks, turnCap: 6 });
    const same = renumbered(state);
    expect(same.battlefield).not.toEqual(state.battlefield);
    expect(wholeFingerprint(same).sum).toEqual(wholeFingerprint(state).sum);
    expect(stateFingerprint({ ...same, fingerprint: undefined }, 'bob')).toBe(stateFingerprint(state, 'bob'));
  });

  it('changes with any fact: a permanent tapped, a counter, damage, life, mana, a library in another order, who acts', () => {
    const { state } = playRandomGame(ctx, { seed: 6, decks, turnCap: 6 });
    const permanent = objectOf(state, state.battlefield[0]!)!;
    const withObject = (patch: object): GameState => putObjects({}, state, [{ ...permanent, ...patch }]);
    const [alice, bob] = state.players;
    const withAlice = (patch: object): GameState => ({ ...state, players: [{ ...alice!, ...patch }, bob!] });
    const [top, second, ...rest] = alice!.library;
    const changed = [
      withObject({ tapped: !permanent.tapped }),
      withObject({ counters: { ...permanent.counters, '+1/+1': 1 } }),
      withObject({ damage: permanent.damage + 1 }),
      withObject({ controller: permanent.controller === 'alice' ? 'bob' : 'alice' }),
      withAlice({ life: alice!.life - 1 }),
      withAlice({ manaPool: { ...alice!.manaPool, G: alice!.manaPool.G + 1 } }),
      withAlice({ library: [second!, top!, ...rest] }),
    ];
    const fingerprint = stateFingerprint({ ...state, fingerprint: undefined }, 'alice');
    for (const other of changed)
      expect(stateFingerprint({ ...other, fingerprint: undefined }, 'alice')).not.toBe(fingerprint);
    expect(stateFingerprint(state, 'bob')).not.toBe(stateFingerprint(state, 'alice'));
  });
});
