import { describe, expect, it } from '@jest/globals';
import type { GameState } from '@mtg/rules';
import { checkExpectations, checkZone } from './expectations.js';
import { parseScenario } from './parse/scenario.js';
import { prepare } from './setup.js';
import { fakeContext } from './testing/fake-cards.js';
import { allObjects, withoutObjects, putObjects, objectOf } from '@mtg/rules';

const SETUP = `setup:
  alice:
    life: 18
    counters: { energy: 2 }
    hand: [Forest, Lightning Bolt]
    library: [Forest, Grizzly Bears, Lightning Bolt]
    battlefield:
      - { card: Grizzly Bears, as: bear, tapped: true, damage: 1, counters: { "+1/+1": 1 } }
      - { card: Pacifism, as: aura, attached-to: bear }
      - Forest
  bob:
    graveyard: [Lightning Bolt]
`;

/** The first failed expectation of `expect` against the setup's position. */
function check(expectYaml: string, patch: (s: GameState) => GameState = (s) => s): string | undefined {
  const scenario = parseScenario(`scenario: e\nplayers: [alice, bob]\n${SETUP}expect:\n${expectYaml}`);
  const { state, references } = prepare(scenario, fakeContext);
  return checkExpectations(scenario.expect, { state: patch(state), ctx: fakeContext, references });
}

describe('checkExpectations', () => {
  it('passes when everything written holds', () => {
    expect(
      check(`  alice:
    life: 18
    counters: { energy: 2, poison: 0 }
    hand: [Lightning Bolt, Forest]
    library: { count: 3, top: [Forest, Grizzly Bears], contains: [Lightning Bolt], excludes: [Pacifism] }
    battlefield: 3
    graveyard: []
    exile: 0
    lost: false
    won: false
  bob: { graveyard: [Lightning Bolt], battlefield: [] }
  objects:
    bear: { zone: battlefield, tapped: true, damage: 1, power: 3, toughness: 3, controller: alice,
            counters: { "+1/+1": 1, "-1/-1": 0 } }
    aura: { attached-to: bear }
    Forest#3: { tapped: false, attached-to: null }
  stack: []
  game: { over: false, draw: false }
  pending: null
  turn: { number: 1, step: main1, active: alice, priority: null }
`),
    ).toBeUndefined();
  });

  it('reports the first failure with the actual value', () => {
    expect(check('  bob: { life: 16 }\n')).toBe('bob.life: expected 16, got 20');
    expect(check('  alice: { counters: { poison: 1 } }\n')).toBe('alice.counters.poison: expected 1, got 0');
    expect(check('  alice: { life: 18, hand: 3 }\n')).toBe(
      'alice.hand: expected 3 cards, got 2 [Forest, Lightning Bolt]',
    );
    expect(check('  alice: { hand: [Forest, Forest] }\n')).toBe(
      'alice.hand: expected [Forest, Forest], got [Forest, Lightning Bolt]',
    );
    expect(check('  alice: { library: { top: [Grizzly Bears] } }\n')).toBe(
      'alice.library.top: expected [Grizzly Bears], got [Forest]',
    );
    expect(check('  alice: { battlefield: { contains: [Forest, Forest] } }\n')).toBe(
      'alice.battlefield: expected to contain [Forest, Forest], missing [Forest] in [Grizzly Bears, Pacifism, Forest]',
    );
    expect(check('  bob: { graveyard: { excludes: [Lightning Bolt] } }\n')).toBe(
      'bob.graveyard: expected to exclude [Lightning Bolt], got [Lightning Bolt]',
    );
    expect(check('  alice: { lost: true }\n')).toBe('alice.lost: expected true, got false');
  });

  it('checks objects by reference', () => {
    expect(check('  objects: { bear: { zone: graveyard } }\n')).toBe(
      'objects.bear.zone: expected graveyard, got battlefield',
    );
    expect(check('  objects: { bear: { power: 2 } }\n')).toBe('objects.bear.power: expected 2, got 3');
    expect(check('  objects: { bear: { counters: { "+1/+1": 0 } } }\n')).toBe(
      'objects.bear.counters.+1/+1: expected 0, got 1',
    );
    expect(check('  objects: { bear: { controller: bob } }\n')).toBe(
      'objects.bear.controller: expected bob, got alice',
    );
    expect(check('  objects: { bear: { attached-to: aura } }\n')).toBe(
      'objects.bear.attached-to: expected aura, got none',
    );
    expect(check('  objects: { aura: { attached-to: null } }\n')).toBe(
      'objects.aura.attached-to: expected none, got Grizzly Bears',
    );
    expect(check('  objects: { Forest: { tapped: true } }\n')).toMatch(
      /^objects.Forest: "Forest" is ambiguous/,
    );
    expect(check('  objects: { bob: { tapped: true } }\n')).toBe(
      'objects.bob: "bob" is a player, not an object',
    );
  });

  it('reports objects that ceased to exist', () => {
    const withoutBear = (s: GameState): GameState => {
      const bear = allObjects(s).find((o) => o.name === 'Grizzly Bears' && o.zone === 'battlefield')!;
      const without = withoutObjects({}, s, [bear.id]);
      return { ...without, battlefield: s.battlefield.filter((id) => id !== bear.id) };
    };
    expect(check('  objects: { bear: { zone: graveyard } }\n', withoutBear)).toBe(
      'objects.bear.zone: expected graveyard, got none (it no longer exists)',
    );
    expect(check('  objects: { bear: { tapped: true } }\n', withoutBear)).toBe(
      'objects.bear: no longer exists',
    );
  });

  it('checks the stack, the game, the pending decision and the turn', () => {
    const bolt = (s: GameState) => {
      const id = s.players[1]!.graveyard[0]!;
      return { ...putObjects({}, s, [{ ...objectOf(s, id)!, zone: 'stack' as const }]), stack: [id] };
    };
    expect(check('  stack: [Lightning Bolt]\n', bolt)).toBeUndefined();
    expect(check('  stack: []\n', bolt)).toBe('stack: expected [], got [Lightning Bolt]');
    expect(check('  game: { over: true, winner: alice }\n')).toBe('game.over: expected true, got false');
    expect(check('  game: { winner: alice }\n', (s) => ({ ...s, over: true, winner: 'bob' }))).toBe(
      'game.winner: expected alice, got bob',
    );
    expect(check('  pending: { player: bob, kind: replacement }\n')).toBe(
      'pending: expected replacement for bob, got none',
    );
    const decision = {
      id: 'd1',
      player: 'bob',
      kind: 'keep' as const,
      prompt: 'keep',
      options: [],
      min: 1,
      max: 1,
    };
    expect(check('  pending: { player: bob, kind: replacement }\n', (s) => ({ ...s, decision }))).toBe(
      'pending.kind: expected replacement, got keep',
    );
    expect(check('  pending: null\n', (s) => ({ ...s, decision }))).toBe(
      'pending: expected none, got keep for bob',
    );
    expect(check('  turn: { step: upkeep }\n')).toBe('turn.step: expected upkeep, got main1');
    expect(check('  turn: { priority: alice }\n')).toBe('turn.priority: expected alice, got none');
  });
});

describe('checkZone', () => {
  it('reads the top of a graveyard from its newest card', () => {
    expect(checkZone('g', { top: ['B'] }, ['A', 'B'], 'graveyard')).toBeUndefined();
    expect(checkZone('l', { top: ['A'] }, ['A', 'B'], 'library')).toBeUndefined();
  });
});
