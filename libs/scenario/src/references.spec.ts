import { describe, expect, it } from '@jest/globals';
import type { GameObject, GameState } from '@mtg/rules';
import { parseScenario } from './parse/scenario.js';
import { pickCandidate, type Candidate } from './references.js';
import { prepare } from './setup.js';
import { fakeContext } from './testing/fake-cards.js';
import { objectOf, allObjects, withoutObjects, putObjects } from '@mtg/rules';

function prepared(setup: string) {
  return prepare(parseScenario(`scenario: refs\nplayers: [alice, bob]\nsetup:\n${setup}`), fakeContext);
}

/** The object moved to another zone as the rules do it (400.7): a new object for the same card. */
function move(
  state: GameState,
  id: string,
  zone: 'graveyard' | 'battlefield' | 'stack',
  newId: string,
): GameState {
  const old = objectOf(state, id)!;
  const { objects } = putObjects({}, withoutObjects({}, state, [id]), [{ ...old, id: newId, zone }]);
  const players = state.players.map((p) => ({
    ...p,
    hand: p.hand.filter((o) => o !== id),
    graveyard: zone === 'graveyard' && p.id === old.owner ? [...p.graveyard, newId] : p.graveyard,
  }));
  const battlefield = state.battlefield.filter((o) => o !== id);
  return {
    ...state,
    objects,
    players,
    battlefield: zone === 'battlefield' ? [...battlefield, newId] : battlefield,
    stack: zone === 'stack' ? [...state.stack, newId] : state.stack,
  };
}

const idOf = (state: GameState, zone: string, name: string, nth = 0) =>
  allObjects(state).filter((o) => o.zone === zone && o.name === name)[nth]!.id;

describe('pickCandidate', () => {
  const candidates: Candidate[] = [
    { name: 'Forest', exists: true },
    { name: 'Grizzly Bears', alias: 'bear', exists: true },
    { name: 'Forest', exists: true },
    { name: 'Soldier', exists: false },
  ];

  it('finds aliases, unique names and Name#N', () => {
    expect(pickCandidate('bear', candidates)).toBe(1);
    expect(pickCandidate('Grizzly Bears', candidates)).toBe(1);
    expect(pickCandidate('Forest#1', candidates)).toBe(0);
    expect(pickCandidate('Forest#2', candidates)).toBe(2);
  });

  it('names a card that no longer exists only when nothing else has its name', () => {
    expect(pickCandidate('Soldier', candidates)).toBe(3);
    expect(pickCandidate('Soldier', [...candidates, { name: 'Soldier', exists: true }])).toBe(4);
  });

  it('fails on ambiguous and unknown references', () => {
    expect(() => pickCandidate('Forest', candidates)).toThrow(
      '"Forest" is ambiguous: 2 objects have that name (use an alias, or Forest#1 to Forest#2)',
    );
    expect(() => pickCandidate('Forest#3', candidates)).toThrow(
      'unknown reference "Forest#3": there are 2 "Forest"',
    );
    expect(() => pickCandidate('Island', candidates)).toThrow('unknown reference "Island"');
  });
});

describe('References', () => {
  const setup = `  alice:
    hand: [Forest, Lightning Bolt]
    battlefield: [Forest, { card: Grizzly Bears, as: bear }]
  bob:
    battlefield: [Grizzly Bears, { card: Pacifism, attached-to: bear }]
`;

  it('counts setup order by players, then zones as written', () => {
    const { state, references } = prepared(setup);
    expect(references.object('Forest#1', state).zone).toBe('hand');
    expect(references.object('Forest#2', state).zone).toBe('battlefield');
    expect(references.object('Grizzly Bears#2', state).controller).toBe('bob');
  });

  it('resolves aliases, players and unique names', () => {
    const { state, references } = prepared(setup);
    expect(references.resolve('bob', state)).toEqual({ kind: 'player', id: 'bob' });
    expect(references.id('bob', state)).toBe('bob');
    expect(references.object('bear', state).owner).toBe('alice');
    expect(references.object('Lightning Bolt', state).zone).toBe('hand');
    expect(references.object('lightning bolt', state).name).toBe('Lightning Bolt');
    expect(() => references.object('bob', state)).toThrow('"bob" is a player, not an object');
  });

  it('attaches setup objects by alias', () => {
    const { state, references } = prepared(setup);
    expect(references.object('Pacifism', state).attachedTo).toBe(references.object('bear', state).id);
  });

  it('explains unknown and ambiguous references', () => {
    const { state, references } = prepared(setup);
    expect(() => references.resolve('Grizzly Bears', state)).toThrow(
      /"Grizzly Bears" is ambiguous: 2 objects/,
    );
    expect(() => references.resolve('Grizly Bears', state)).toThrow(
      'unknown reference "Grizly Bears": no alias, player or card has that name',
    );
    expect(() => prepared(setup).references.resolve('Pacifism#2', state)).toThrow(/there is 1 "Pacifism"/);
  });

  it('follows a card to its new object when it changes zones', () => {
    const { state, references } = prepared(setup);
    const bolt = references.object('Lightning Bolt', state);
    const cast = move(state, bolt.id, 'stack', 'o90');
    expect(references.object('Lightning Bolt', cast).id).toBe('o90');
    const resolved = move(cast, 'o90', 'graveyard', 'o91');
    expect(references.object('Lightning Bolt', resolved)).toMatchObject({ id: 'o91', zone: 'graveyard' });
    const died = move(resolved, references.object('bear', resolved).id, 'graveyard', 'o92');
    expect(references.object('bear', died)).toMatchObject({ id: 'o92', zone: 'graveyard', cardId: 'c4' });
  });

  it('ignores abilities on the stack, which carry their source card', () => {
    const { state, references } = prepared(setup);
    const bear = references.object('bear', state);
    const ability: GameObject = { ...bear, id: 'o80', zone: 'stack', isAbility: true };
    const withAbility = { ...putObjects({}, state, [ability]), stack: ['o80'] };
    expect(references.object('bear', withAbility).id).toBe(bear.id);
  });

  it('knows objects the game created, after the setup ones', () => {
    const { state, references } = prepared(setup);
    const token: GameObject = {
      ...references.object('bear', state),
      id: 'o50',
      cardId: 't50',
      name: 'Soldier',
    };
    const created = { ...putObjects({}, state, [token]), battlefield: [...state.battlefield, 'o50'] };
    expect(references.object('Soldier', created).id).toBe('o50');
    expect(references.object('Soldier#1', created).id).toBe('o50');
    const gone = { ...created, objects: state.objects, battlefield: state.battlefield };
    expect(() => references.object('Soldier', gone)).toThrow('unknown reference "Soldier"');
  });

  it('tells a card missing from the game from an unknown name', () => {
    const empty = prepared('  alice: {}\n');
    expect(() => empty.references.resolve('Forest', empty.state)).toThrow('no "Forest" in this game');
  });

  it('fails for a card that ceased to exist', () => {
    const { state, references } = prepared(setup);
    const bolt = references.object('Lightning Bolt', state).id;
    expect(() => references.object('Lightning Bolt', withoutObjects({}, state, [bolt]))).toThrow(
      '"Lightning Bolt" no longer exists',
    );
  });

  describe('command subjects', () => {
    it('take the first object of a shared name the command can use', () => {
      const { state, references } = prepared(setup);
      expect(references.subject('Forest', state, 'alice', 'play-land').zone).toBe('hand');
      expect(references.subject('Forest', state, 'alice', 'mana').zone).toBe('battlefield');
      expect(references.subject('Grizzly Bears', state, 'bob', 'activate').controller).toBe('bob');
      expect(references.subject('Grizzly Bears', state, 'alice', 'activate').controller).toBe('alice');
    });

    it('move on to the next copy once the first has been used', () => {
      const { state, references } = prepared(setup);
      const played = move(state, idOf(state, 'hand', 'Forest'), 'battlefield', 'o70');
      expect(references.subject('Forest', played, 'alice', 'play-land').zone).toBe('battlefield');
      // Forest#1 is on the battlefield now, so it comes first for a mana ability.
      expect(references.subject('Forest', played, 'alice', 'mana').id).toBe('o70');
    });

    it('prefer untapped permanents for abilities', () => {
      const { state, references } = prepared(
        '  alice:\n    battlefield: [{ card: Forest, tapped: true }, Forest]\n',
      );
      expect(references.subject('Forest', state, 'alice', 'mana')).toMatchObject({ tapped: false });
      expect(references.subject('Forest', state, 'alice', 'sacrifice')).toMatchObject({ tapped: true });
    });

    it('pick different objects for a list of the same name', () => {
      const { state, references } = prepared(setup);
      const played = move(state, idOf(state, 'hand', 'Forest'), 'battlefield', 'o70');
      const ids = references.subjects(['Forest', 'Forest'], played, 'alice', 'mana');
      expect(new Set(ids).size).toBe(2);
    });

    it('fall back to the usual rules for aliases and numbered names', () => {
      const { state, references } = prepared(setup);
      expect(references.subject('Forest#2', state, 'alice', 'play-land').zone).toBe('battlefield');
      expect(references.subject('bear', state, 'bob', 'activate').controller).toBe('alice');
      expect(() => references.subject('Island', state, 'alice', 'cast')).toThrow(/Island/);
    });
  });
});

describe('prepare', () => {
  it('fails on unknown cards and attachments with the place they are written', () => {
    expect(() => prepared('  bob:\n    hand: [Forest, Lightnig Bolt]\n')).toThrow(
      'setup.bob.hand[1]: unknown card "Lightnig Bolt"',
    );
    expect(() =>
      prepared('  alice:\n    battlefield: [{ card: Pacifism, attached-to: Grizzly Bears }]\n'),
    ).toThrow('setup.alice.battlefield[0].attached-to: unknown reference "Grizzly Bears"');
    expect(() =>
      prepared('  alice:\n    hand: [Forest]\n    battlefield: [{ card: Pacifism, attached-to: Forest }]\n'),
    ).toThrow('setup.alice.battlefield[0].attached-to: "Forest" is not on the battlefield');
  });

  it('lays out life, counters, tokens and status', () => {
    const { state, references } = prepared(`  bob:
    life: 7
    counters: { poison: 3 }
    battlefield:
      - { token: Soldier, power: 1, toughness: 1, colors: [W], types: [Creature], subtypes: [Soldier], as: s, tapped: true }
      - { card: Grizzly Bears, damage: 1, sick: true, counters: { "+1/+1": 2 } }
`);
    expect(state.players[1]).toMatchObject({ id: 'bob', life: 7, counters: { poison: 3 } });
    expect(references.object('s', state)).toMatchObject({ name: 'Soldier', tapped: true, controller: 'bob' });
    expect(references.object('Grizzly Bears', state)).toMatchObject({
      damage: 1,
      sick: true,
      counters: { '+1/+1': 2 },
    });
  });
});
