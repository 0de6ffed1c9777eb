import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { parseScenario } from './scenario.js';

const HEADER = 'scenario: test\nplayers: [alice, bob]\n';

function parse(body: string) {
  return parseScenario(HEADER + body);
}

function parseError(text: string): string {
  try {
    parseScenario(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a parse error');
}

const stepsOf = (yaml: string) => parse(`steps:\n${yaml}`).steps;

describe('parseScenario', () => {
  const examples = fileURLToPath(new URL('../../../../scenarios/', import.meta.url));
  for (const file of readdirSync(examples).filter((f) => f.endsWith('.yaml'))) {
    it(`parses the example ${file}`, () => {
      expect(() => parseScenario(readFileSync(examples + file, 'utf8'))).not.toThrow();
    });
  }

  it('fills in the defaults', () => {
    const scenario = parse('');
    expect(scenario).toMatchObject({
      name: 'test',
      rules: [],
      players: ['alice', 'bob'],
      start: { turn: 1, active: 'alice', step: 'main1' },
      setup: [
        { player: 'alice', zones: [] },
        { player: 'bob', zones: [] },
      ],
      steps: [],
      expect: { players: [], objects: [] },
    });
    expect(scenario.seed).toBeUndefined();
  });

  it('reads start, seed and rules', () => {
    const scenario = parse('rules: ["704.5q"]\nseed: 7\nstart: { turn: 3, active: bob, step: upkeep }\n');
    expect(scenario).toMatchObject({
      rules: ['704.5q'],
      seed: 7,
      start: { turn: 3, active: 'bob', step: 'upkeep' },
    });
  });

  it('rejects bad top-level structure', () => {
    expect(parseError('players: [alice, bob]\n')).toBe('scenario: expected text, got nothing');
    expect(parseError(`${HEADER}stpes: []\n`)).toMatch(/^scenario file: unknown key "stpes"/);
    expect(parseError('scenario: x\nplayers: [alice]\n')).toMatch(/at least two players/);
    expect(parseError('scenario: x\nplayers: [alice, alice]\n')).toMatch(/"alice" is listed twice/);
    expect(parseError('scenario: x\nplayers: [alice, objects]\n')).toMatch(/can't be a player's name/);
    expect(parseError(`${HEADER}start: { step: main3 }\n`)).toMatch(
      /^start.step: expected one of untap, upkeep/,
    );
    expect(parseError(`${HEADER}start: { active: carol }\n`)).toMatch(
      /^start.active: expected one of alice, bob/,
    );
  });

  it('reports malformed YAML', () => {
    expect(parseError('scenario: [unclosed\n')).toMatch(/^malformed YAML: /);
    expect(parseError(`${HEADER}players: [x, y]\n`)).toMatch(/^malformed YAML: .*[Dd]uplicate|unique/);
  });
});

describe('setup', () => {
  it('keeps the zones in the order written, with object status', () => {
    const [alice] = parse(`setup:
  alice:
    life: 7
    counters: { energy: 2 }
    battlefield:
      - Forest
      - { card: Grizzly Bears, as: bear, tapped: true, sick: true, counters: { "+1/+1": 2 }, damage: 1 }
      - { card: Pacifism, attached-to: bear, chosen: { color: red, player: bob } }
    hand: [Lightning Bolt]
`).setup;
    expect(alice).toEqual({
      player: 'alice',
      life: 7,
      counters: { energy: 2 },
      zones: [
        {
          zone: 'battlefield',
          objects: [
            { card: 'Forest' },
            {
              card: 'Grizzly Bears',
              alias: 'bear',
              tapped: true,
              sick: true,
              counters: { '+1/+1': 2 },
              damage: 1,
            },
            { card: 'Pacifism', attachedTo: 'bear', chosen: { color: 'R', player: 'bob' } },
          ],
        },
        { zone: 'hand', objects: [{ card: 'Lightning Bolt' }] },
      ],
    });
  });

  it('reads tokens', () => {
    const [alice] = parse(`setup:
  alice:
    battlefield:
      - { token: Soldier, power: 1, toughness: 1, colors: [W], types: [Creature], subtypes: [Soldier], as: s }
`).setup;
    expect(alice!.zones[0]!.objects[0]).toEqual({
      token: {
        name: 'Soldier',
        power: 1,
        toughness: 1,
        colors: ['W'],
        types: ['Creature'],
        subtypes: ['Soldier'],
      },
      alias: 's',
    });
  });

  it('rejects malformed objects', () => {
    const setupError = (objects: string) =>
      parseError(`${HEADER}setup:\n  alice:\n    battlefield: [${objects}]\n`);
    expect(setupError('{ card: Forest, token: Soldier }')).toMatch(/exactly one of `card:` and `token:`/);
    expect(setupError('{ card: Forest, taped: true }')).toMatch(
      /^setup.alice.battlefield\[0\]: unknown key "taped"/,
    );
    expect(setupError('{ card: Forest, counters: { a: -1 } }')).toMatch(
      /counters.a: expected a whole number/,
    );
    expect(setupError('{ token: X, types: [Creeture] }')).toMatch(/types\[0\]: expected one of Artifact/);
    expect(setupError('{ card: Forest, chosen: { color: pink } }')).toMatch(
      /chosen.color: expected one of W, U/,
    );
    expect(setupError('{ card: Forest, as: a }, { card: Forest, as: a }')).toMatch(
      /alias "a" is already in use/,
    );
    expect(setupError('{ card: Forest, as: bob }')).toMatch(/alias "bob" is already in use/);
    expect(parseError(`${HEADER}setup:\n  carol: {}\n`)).toMatch(/^setup: unknown key "carol"/);
    expect(parseError(`${HEADER}setup:\n  alice:\n    hand: [{ card: Pacifism, attached-to: x }]\n`)).toMatch(
      /only a permanent can be attached-to/,
    );
  });
});

describe('steps', () => {
  it('reads every kind of step', () => {
    const steps = stepsOf(`
  - alice: pass
  - bob: concede
  - resolve
  - resolve: all
  - goto: { turn: 2, step: declare-attackers }
  - alice: { play-land: Forest }
  - alice: { mana: Forest, color: G }
  - alice: { attack: [bear] }
  - alice: { attack: { bear: bob } }
  - bob: { block: { wall: bear } }
  - bob: { block: {} }
  - expect: { alice: { life: 3 } }
`);
    expect(steps).toEqual([
      { number: 1, kind: 'player', player: 'alice', command: { kind: 'pass' } },
      { number: 2, kind: 'player', player: 'bob', command: { kind: 'concede' } },
      { number: 3, kind: 'resolve', all: false },
      { number: 4, kind: 'resolve', all: true },
      { number: 5, kind: 'goto', turn: 2, step: 'declare-attackers' },
      { number: 6, kind: 'player', player: 'alice', command: { kind: 'play-land', card: 'Forest' } },
      { number: 7, kind: 'player', player: 'alice', command: { kind: 'mana', source: 'Forest', color: 'G' } },
      {
        number: 8,
        kind: 'player',
        player: 'alice',
        command: { kind: 'attack', attackers: [{ attacker: 'bear' }] },
      },
      {
        number: 9,
        kind: 'player',
        player: 'alice',
        command: { kind: 'attack', attackers: [{ attacker: 'bear', defender: 'bob' }] },
      },
      {
        number: 10,
        kind: 'player',
        player: 'bob',
        command: { kind: 'block', blocks: [{ blocker: 'wall', attacker: 'bear' }] },
      },
      { number: 11, kind: 'player', player: 'bob', command: { kind: 'block', blocks: [] } },
      {
        number: 12,
        kind: 'expect',
        expect: { players: [{ player: 'alice', expect: { life: 3, zones: [] } }], objects: [] },
      },
    ]);
  });

  it('reads cast with all its options', () => {
    const [step] = stepsOf(`
  - alice: { cast: Fireball, targets: [bear, bob], x: 3, mode: [1, 3], face: Fire, divide: { bear: 2, bob: 1 },
             alternative: flashback, additional: { kicker: 1, sacrifice: elf, discard: [a, b], exile: [c] },
             pay: [Forest#1, Forest#2], rejected: "601.2c" }
`);
    expect(step).toEqual({
      number: 1,
      kind: 'player',
      player: 'alice',
      rejected: { rule: '601.2c' },
      command: {
        kind: 'cast',
        card: 'Fireball',
        targets: ['bear', 'bob'],
        x: 3,
        modes: [1, 3],
        face: 'Fire',
        divide: [
          { ref: 'bear', amount: 2 },
          { ref: 'bob', amount: 1 },
        ],
        alternative: 'flashback',
        additional: { kicker: 1, sacrifice: ['elf'], discard: ['a', 'b'], exile: ['c'] },
        pay: ['Forest#1', 'Forest#2'],
      },
    });
  });

  it('reads activate, a single mode and the forms of rejected', () => {
    const steps = stepsOf(`
  - alice: { activate: Trap, ability: 2, targets: [elves], pay: auto, rejected: true }
  - alice: { activate: Trap, ability: "{T}: Tap", x: 0 }
  - alice: { cast: Bolt, mode: 2, rejected: 601.2 }
  - alice: { cast: Bolt, rejected: false }
`);
    expect(steps.map((s) => (s.kind === 'player' ? [s.command, s.rejected] : s))).toEqual([
      [{ kind: 'activate', source: 'Trap', ability: 2, targets: ['elves'], pay: 'auto' }, {}],
      [{ kind: 'activate', source: 'Trap', ability: '{T}: Tap', x: 0 }, undefined],
      [{ kind: 'cast', card: 'Bolt', modes: [2] }, { rule: '601.2' }],
      [{ kind: 'cast', card: 'Bolt' }, undefined],
    ]);
  });

  it('reads every form of answer', () => {
    const answers = stepsOf(`
  - alice: { choose: yes }
  - alice: { choose: no }
  - alice: { choose: { number: 3 } }
  - alice: { choose: { option: cast } }
  - alice: { choose: { replacement: Darksteel Colossus } }
  - alice: { choose: { keep: old } }
  - alice: { choose: { targets: [bob] } }
  - alice: { choose: { order: [a, b] } }
  - alice: { choose: { cards: [Forest] } }
  - alice: { choose: { assign: { bears: 2, bob: 4 } } }
  - alice: { choose: { color: blue } }
  - alice: { choose: { type: Elf } }
  - alice: { choose: { player: bob } }
  - alice: { choose: { cards: [] } }
`).map((s) => (s.kind === 'player' && s.command.kind === 'choose' ? s.command.answer : undefined));
    expect(answers).toEqual([
      { kind: 'yes-no', yes: true },
      { kind: 'yes-no', yes: false },
      { kind: 'number', value: 3 },
      { kind: 'option', option: 'cast' },
      { kind: 'replacement', refs: ['Darksteel Colossus'] },
      { kind: 'keep', refs: ['old'] },
      { kind: 'targets', refs: ['bob'] },
      { kind: 'order', refs: ['a', 'b'] },
      { kind: 'cards', refs: ['Forest'] },
      {
        kind: 'assign',
        amounts: [
          { ref: 'bears', amount: 2 },
          { ref: 'bob', amount: 4 },
        ],
      },
      { kind: 'color', color: 'U' },
      { kind: 'type', type: 'Elf' },
      { kind: 'player', player: 'bob' },
      { kind: 'cards', refs: [] },
    ]);
  });

  it('names the step of a malformed step', () => {
    const stepError = (yaml: string) => parseError(`${HEADER}steps:\n  - alice: pass\n${yaml}`);
    expect(stepError('  - resolv\n')).toMatch(/^step 2: expected `resolve` or a map/);
    expect(stepError('  - carol: pass\n')).toBe(
      'step 2: unknown step or player "carol" (players: alice, bob)',
    );
    expect(stepError('  - alice: pas\n')).toMatch(/^step 2 \(alice\): expected pass, concede or/);
    expect(stepError('  - alice: { cst: Bolt }\n')).toMatch(
      /^step 2 \(alice\): expected exactly one command/,
    );
    expect(stepError('  - alice: { cast: Bolt, play-land: Forest }\n')).toMatch(/got 2$/);
    expect(stepError('  - alice: { cast: Bolt, taregts: [bob] }\n')).toMatch(
      /^step 2 \(alice\): unknown key "taregts"/,
    );
    expect(stepError('  - alice: { cast: Bolt, x: -1 }\n')).toMatch(
      /^step 2 \(alice\) cast.x: expected a whole number/,
    );
    expect(stepError('  - alice: { activate: Trap, ability: 0 }\n')).toMatch(
      /ability: expected a whole number of at least 1/,
    );
    expect(stepError('  - alice: { mana: Forest, color: Q }\n')).toMatch(
      /color: expected one of W, U, B, R, G, C/,
    );
    expect(stepError('  - alice: { choose: maybe }\n')).toMatch(
      /^step 2 \(alice\) choose: expected yes, no or \{ replacement \| option/,
    );
    expect(stepError('  - alice: { choose: { keep: a, number: 1 } }\n')).toMatch(/expected one answer/);
    expect(stepError('  - resolve: 2\n')).toMatch(/^step 2: expected `resolve` or `resolve: all`/);
    expect(stepError('  - goto: { turn: 2, step: main3 }\n')).toMatch(/^step 2 goto.step: expected one of/);
    expect(stepError('  - goto: { turn: 2 }\n')).toMatch(/^step 2 goto.step: expected one of/);
    expect(stepError('  - alice: pass\n    bob: pass\n')).toMatch(
      /^step 2: expected `resolve` or a map with one key/,
    );
    expect(stepError('  - expect: { carol: { life: 1 } }\n')).toMatch(/^step 2 expect: unknown key "carol"/);
  });
});

describe('expect', () => {
  it('reads players, objects and the other sections', () => {
    const { expect: e } = parse(`expect:
  bob: { life: 18, counters: { poison: 1 }, hand: 3, graveyard: [A, B], lost: true, won: false,
         library: { count: 2, top: [Island], contains: [Forest], excludes: [C] } }
  objects:
    bear: { zone: battlefield, tapped: true, damage: 2, power: 3, toughness: 3, counters: { "+1/+1": 1 },
            controller: bob, attached-to: aura }
    other: { attached-to: null }
  stack: [Lightning Bolt]
  game: { over: true, winner: alice, draw: false }
  pending: { player: bob, kind: replacement }
  turn: { number: 2, step: main1, active: bob, priority: null }
`);
    expect(e).toEqual({
      players: [
        {
          player: 'bob',
          expect: {
            life: 18,
            counters: { poison: 1 },
            zones: [
              { zone: 'hand', expect: { count: 3 } },
              {
                zone: 'library',
                expect: { count: 2, top: ['Island'], contains: ['Forest'], excludes: ['C'] },
              },
              { zone: 'graveyard', expect: { exactly: ['A', 'B'] } },
            ],
            lost: true,
            won: false,
          },
        },
      ],
      objects: [
        {
          ref: 'bear',
          expect: {
            zone: 'battlefield',
            tapped: true,
            damage: 2,
            power: 3,
            toughness: 3,
            counters: { '+1/+1': 1 },
            controller: 'bob',
            attachedTo: 'aura',
          },
        },
        { ref: 'other', expect: { attachedTo: null } },
      ],
      stack: ['Lightning Bolt'],
      game: { over: true, winner: 'alice', draw: false },
      pending: { player: 'bob', kind: 'replacement' },
      turn: { number: 2, step: 'main1', active: 'bob', priority: null },
    });
  });

  it('accepts an empty stack and no pending decision', () => {
    expect(parse('expect: { stack: [], pending: null }\n').expect).toMatchObject({
      stack: [],
      pending: null,
    });
  });

  it('rejects unknown keys and values', () => {
    expect(parseError(`${HEADER}expect: { bob: { lifee: 3 } }\n`)).toMatch(
      /^expect.bob: unknown key "lifee"/,
    );
    expect(parseError(`${HEADER}expect: { objects: { x: { zone: hand2 } } }\n`)).toMatch(
      /^expect.objects.x.zone: expected one of library, hand/,
    );
    expect(parseError(`${HEADER}expect: { bob: { hand: { count: 1, bottom: [] } } }\n`)).toMatch(
      /unknown key "bottom"/,
    );
    expect(parseError(`${HEADER}expect: { bob: { hand: yes } }\n`)).toMatch(
      /^expect.bob.hand: expected a count/,
    );
    expect(parseError(`${HEADER}expect: { pending: { kind: choice } }\n`)).toMatch(
      /^expect.pending.kind: expected one of/,
    );
    expect(parseError(`${HEADER}expect: { game: { winner: carol } }\n`)).toMatch(
      /^expect.game.winner: expected one of/,
    );
  });
});
