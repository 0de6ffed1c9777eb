// The steps of a casting step by step (`announce`, `announce-ability`, `choose`, `mana`, `pay`, `cancel`) and the
// `reversed:` option: a reversal (730.1) must be expected, with its rule, and it must leave the
// state as it was before the announcement.
import { describe, expect, it } from '@jest/globals';
import { defaultContext } from './files.js';
import { parseScenario } from './parse/scenario.js';
import { runScenario, stepLabel } from './runner.js';

const ctx = defaultContext();

const scenario = (steps: string) => `scenario: s
rules: ["730.1"]
players: [alice, bob]
setup:
  alice:
    hand: [Lightning Bolt]
    battlefield: [{ card: Grizzly Bears, as: bears }]
steps:
${steps}`;

describe('casting step by step in scenarios', () => {
  it('parses and names the steps', () => {
    const { steps } = parseScenario(
      scenario(`  - alice: { announce: Lightning Bolt }
  - alice: { choose: { modes: [1, 3] } }
  - alice: { mana: Ashnod's Altar, sacrifice: bears }
  - alice: { pay: [Mountain], sacrifice: bears, reversed: "601.2h" }
  - alice: pay
  - alice: cancel
`),
    );
    expect(steps.map(stepLabel)).toEqual([
      'alice: announce Lightning Bolt',
      'alice: choose modes [1, 3]',
      "alice: mana Ashnod's Altar",
      'alice: pay',
      'alice: pay',
      'alice: cancel',
    ]);
    expect(steps[3]).toMatchObject({
      command: { kind: 'pay', pay: ['Mountain'], sacrifice: ['bears'] },
      reversed: { rule: '601.2h' },
    });
  });

  it('602.2a: `announce-ability` names the source and, when it has several, the ability', () => {
    const { steps } = parseScenario(
      scenario(`  - alice: { announce-ability: Chandra Nalaar, ability: 2 }
  - alice: { announce-ability: Triskelion }
`),
    );
    expect(steps.map(stepLabel)).toEqual([
      'alice: announce-ability Chandra Nalaar',
      'alice: announce-ability Triskelion',
    ]);
    expect(steps[0]).toMatchObject({
      command: { kind: 'announce-ability', source: 'Chandra Nalaar', ability: 2 },
    });
    const text = scenario(`  - alice: { announce-ability: bears }
`);
    expect(runScenario(text, ctx)).toMatchObject({
      passed: false,
      failure: expect.stringContaining('rejected UNKNOWN_ABILITY 602.2'),
    });
  });

  it('a payment that reverses the casting passes with `reversed:` naming its rule, and fails without', () => {
    const steps = (option: string) => `  - alice: { announce: Lightning Bolt }
  - alice: { choose: { targets: [bob] } }
  - alice: { pay: auto${option} }
expect:
  alice: { hand: [Lightning Bolt] }
  turn: { priority: alice }
`;
    expect(runScenario(scenario(steps(', reversed: "601.2h"')), ctx)).toMatchObject({ passed: true });
    expect(runScenario(scenario(steps(', reversed: "601.2c"')), ctx)).toMatchObject({
      passed: false,
      failure: expect.stringContaining(
        'step 3 (alice: pay): expected a reversal citing 601.2c, got Lightning Bolt reversed',
      ),
    });
    expect(runScenario(scenario(steps('')), ctx)).toMatchObject({
      passed: false,
      failure: expect.stringContaining('step 3 (alice: pay): unexpected reversal: Lightning Bolt reversed'),
    });
  });

  it('`reversed:` on a command that reverses nothing fails', () => {
    const text = scenario(`  - alice: { announce: Lightning Bolt, reversed: true }
`);
    expect(runScenario(text, ctx)).toMatchObject({
      passed: false,
      failure:
        'step 1 (alice: announce Lightning Bolt): expected the action to be reversed (730.1), but it was not',
    });
  });
});
