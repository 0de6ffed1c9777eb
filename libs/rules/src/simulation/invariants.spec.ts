// The checks the property tests rely on must notice broken states and events, or they prove nothing.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import type { GameEvent } from '../data/events/game-event.js';
import { evolveAll } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';
import { nonPlainValue, stateProblems, stepProblems } from './invariants.js';
import { ruleProblems } from './rule-checks.js';
import { putObjects } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };
const SIZES = { alice: 2, bob: 1 };
const PASS: Command = { type: 'PassPriority', player: 'alice' };

/** Alice: Grizzly Bears (summoning sick) on the battlefield and a Forest in hand; bob: a Forest in library. */
function position(): GameState {
  return buildPosition(
    {
      gameId: 'checks',
      players: [
        { id: 'alice', battlefield: [{ card: 'Grizzly Bears', sick: true }], hand: [{ card: 'Forest' }] },
        { id: 'bob', library: [{ card: 'Forest' }] },
      ],
    },
    ctx,
  ).state;
}

describe('invariant checks', () => {
  const state = position();
  const [bears, forest] = [state.battlefield[0]!, state.players[0]!.hand[0]!];

  it('a sound position has no problems', () => {
    expect(stateProblems(state, SIZES)).toEqual([]);
    expect(nonPlainValue(state)).toBeNull();
  });

  it('408, 309.2a: a dungeon in the command zone is listed there, and is no card of the deck', () => {
    const venturing = buildPosition(
      {
        gameId: 'dungeon',
        players: [
          {
            id: 'alice',
            hand: [{ card: 'Forest' }],
            dungeon: { name: 'Lost Mine of Phandelver', room: 'Cave Entrance' },
          },
          { id: 'bob', library: [{ card: 'Forest' }] },
        ],
      },
      ctx,
    ).state;
    expect(stateProblems(venturing, { alice: 1, bob: 1 })).toEqual([]);
    expect(stateProblems({ ...venturing, command: [] }, { alice: 1, bob: 1 }).join('\n')).toMatch(
      /Lost Mine of Phandelver\) is in no zone list \(zone says command\)/,
    );
  });

  it('notice an id in two zones, an object in the wrong list, and a lost card', () => {
    const twice = { ...state, exile: [bears] };
    expect(stateProblems(twice, SIZES).join('\n')).toMatch(/listed in battlefield and in exile/);
    const lost = { ...state, players: [{ ...state.players[0]!, hand: [] }, state.players[1]!] };
    expect(stateProblems(lost, SIZES).join('\n')).toMatch(/in no zone list[\s\S]*alice owns 1 cards/);
  });

  it('notice negative damage and counters, and values JSON would not keep', () => {
    const broken = putObjects({}, state, [
      { ...objectOf(state, bears)!, damage: -1, counters: { '+1/+1': -2 } },
    ]);
    expect(stateProblems(broken, SIZES)).toHaveLength(2);
    expect(nonPlainValue({ ...state, cache: new Map() })).toBe('state.cache is a Map');
    expect(nonPlainValue({ ...state, rng: Number.NaN })).toBe('state.rng is NaN');
  });

  it('notice a life change that no event accounts for', () => {
    const after = { ...state, players: [{ ...state.players[0]!, life: 17 }, state.players[1]!] };
    const bolt: GameEvent = {
      type: 'DamageDealt',
      source: forest,
      target: 'alice',
      recipient: 'player',
      amount: 3,
      combat: false,
      deathtouch: false,
    };
    expect(stepProblems(state, PASS, [bolt], after, SIZES)).toEqual([]);
    expect(stepProblems(state, PASS, [], after, SIZES).join('\n')).toMatch(
      /life went 20 -> 17, events account for 0/,
    );
  });

  it('730.1: a reversal accounts for the life the state before the action had, with the events it kept', () => {
    const during = { ...state, players: [{ ...state.players[0]!, life: 23 }, state.players[1]!] };
    const announced = {
      ...during,
      action: { kind: 'cast' as const, player: 'alice', object: bears, before: state, events: [] },
    };
    const reversal: GameEvent = {
      type: 'IllegalActionReversed',
      player: 'alice',
      action: 'cast',
      object: bears,
      name: 'Grizzly Bears',
      step: 'payment',
      rule: '601.2h',
      reason: 'cancelled',
      kept: [],
    };
    expect(stepProblems(announced, PASS, [reversal], state, SIZES)).toEqual([]);
    expect(stepProblems(announced, PASS, [], state, SIZES).join('\n')).toMatch(/life went 23 -> 20/);
  });

  it('damage from a source with infect accounts for no life change (702.90b: poison counters instead)', () => {
    const infect: GameEvent = {
      type: 'DamageDealt',
      source: bears,
      target: 'alice',
      recipient: 'player',
      amount: 2,
      combat: true,
      deathtouch: false,
      infect: true,
    };
    expect(stepProblems(state, PASS, [infect], state, SIZES)).toEqual([]);
  });

  it('notice an illegal attacker, a second land and zero damage', () => {
    const attack: GameEvent = {
      type: 'AttackersDeclared',
      player: 'alice',
      attackers: [{ attacker: bears, defender: 'bob' }],
    };
    expect(ruleProblems(state, [attack], ctx).join('\n')).toMatch(
      /Grizzly Bears .* attacked but has summoning sickness/,
    );
    const secondLand = { ...state, players: [{ ...state.players[0]!, landsPlayed: 1 }, state.players[1]!] };
    const land: GameEvent = { type: 'LandPlayed', player: 'alice', object: forest };
    expect(ruleProblems(secondLand, [land], ctx).join('\n')).toMatch(/a second land this turn/);
    const none: GameEvent = { type: 'LifeLost', player: 'bob', amount: 0 };
    expect(ruleProblems(state, [none], ctx).join('\n')).toMatch(/LifeLost with amount 0/);
  });

  it('307.1, 608.2g: a sorcery cast in the upkeep by a player with priority is noticed, one cast while an ability resolves is not', () => {
    const { state: upkeep } = buildPosition(
      {
        gameId: 'checks',
        turn: 2,
        active: 'alice',
        step: 'upkeep',
        players: [{ id: 'alice', hand: [{ card: 'Rift Bolt' }] }, { id: 'bob' }],
      },
      ctx,
    );
    const bolt = upkeep.players[0]!.hand[0]!;
    const spell = 'spell';
    const cast: GameEvent[] = [
      { type: 'ZoneChanged', object: bolt, newObject: spell, from: 'hand', to: 'stack', reason: 'cast' },
      { type: 'SpellCast', player: 'alice', object: spell, stack: { targets: [] } },
    ];
    const withPriority = { ...upkeep, turn: { ...upkeep.turn, priority: 'alice' } };
    expect(ruleProblems(withPriority, cast, ctx).join('\n')).toMatch(
      /Rift Bolt was cast at instant speed in upkeep/,
    );
    const resolving = { ...upkeep, turn: { ...upkeep.turn, priority: null } };
    expect(ruleProblems(resolving, cast, ctx).filter((p) => /instant speed/.test(p))).toEqual([]);
  });

  it('305.2: take in the additional land plays of continuous effects (Oracle of Mul Daya): a second land is no problem then', () => {
    const { state: withOracle } = buildPosition(
      {
        gameId: 'checks',
        players: [
          { id: 'alice', battlefield: [{ card: 'Oracle of Mul Daya' }], hand: [{ card: 'Forest' }] },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    const alice = withOracle.players[0]!;
    const land: GameEvent = { type: 'LandPlayed', player: 'alice', object: alice.hand[0]! };
    const played = (n: number) => ({
      ...withOracle,
      players: [{ ...alice, landsPlayed: n }, withOracle.players[1]!],
    });
    expect(ruleProblems(played(1), [land], ctx)).toEqual([]);
    expect(ruleProblems(played(2), [land], ctx).join('\n')).toMatch(/a second land this turn/);
  });

  it('find the same problems when given the state after the events instead of folding them to it', () => {
    const attack: GameEvent = {
      type: 'AttackersDeclared',
      player: 'alice',
      attackers: [{ attacker: bears, defender: 'bob' }],
    };
    const none: GameEvent = { type: 'LifeLost', player: 'bob', amount: 0 };
    const pass: GameEvent = { type: 'PriorityPassed', player: 'alice' };
    for (const events of [[attack], [none, attack], [attack, none, pass], [pass], []]) {
      const expected = ruleProblems(state, events, ctx);
      expect(ruleProblems(state, events, ctx, evolveAll(state, events))).toEqual(expected);
    }
    expect(ruleProblems(state, [attack, none, pass], ctx).length).toBeGreaterThan(1);
  });
});
