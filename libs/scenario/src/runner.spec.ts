import { describe, expect, it } from '@jest/globals';
import { runScenario, stepLabel } from './runner.js';
import { parseScenario } from './parse/scenario.js';
import { fakeContext } from './testing/fake-cards.js';

// Failures found before the game starts; playing needs the engine and is covered by scenarios/.
describe('runScenario', () => {
  it('reports a malformed scenario without throwing', () => {
    expect(
      runScenario(
        'scenario: broken\nplayers: [alice, bob]\nsteps: [{ alice: dance }]\n',
        fakeContext,
        'b.yaml',
      ),
    ).toEqual({
      name: 'broken',
      file: 'b.yaml',
      passed: false,
      failure: 'step 1 (alice): expected pass, concede or { COMMAND: ... }, got string "dance"',
      rules: [],
    });
    expect(runScenario('scenario: [', fakeContext, 'x.yaml')).toMatchObject({
      name: 'x.yaml',
      passed: false,
      failure: expect.stringMatching(/^malformed YAML/),
    });
  });

  it('reports unknown cards in the setup', () => {
    const text = 'scenario: s\nrules: ["1"]\nplayers: [alice, bob]\nsetup: { alice: { hand: [Nope] } }\n';
    expect(runScenario(text, fakeContext)).toEqual({
      name: 's',
      passed: false,
      failure: 'setup.alice.hand[0]: unknown card "Nope"',
      rules: ['1'],
    });
  });
});

describe('stepLabel', () => {
  it('names steps as failure messages show them', () => {
    const { steps } = parseScenario(`scenario: s
players: [alice, bob]
steps:
  - alice: { cast: Lightning Bolt, targets: [bob] }
  - bob: { block: { wall: bear } }
  - alice: { choose: { keep: old } }
  - alice: { choose: { assign: { bears: 2, bob: 4 } } }
  - goto: { turn: 2, step: main1 }
  - resolve: all
`);
    expect(steps.map(stepLabel)).toEqual([
      'alice: cast Lightning Bolt',
      'bob: block [wall->bear]',
      'alice: choose keep [old]',
      'alice: choose assign [bears: 2, bob: 4]',
      'goto turn 2 main1',
      'resolve all',
    ]);
  });
});
