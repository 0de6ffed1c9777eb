// 701.32a-b: votes in corpus cards (will of the council): two options with no rules meaning, and
// what each outcome does; an outcome may also be the one for a tied vote.
import { describe, expect, it } from '@jest/globals';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

const spellEffects = (name: string) =>
  (abilitiesOf(name).find((a) => a.kind === 'spell') as { modes: { effects: unknown[] }[] }).modes[0]!
    .effects;

describe('701.32a: starting with you, each player votes', () => {
  it('"votes for death or torture. If death gets more votes, ... If torture gets more votes or the vote is tied, ..."', () => {
    expect(spellEffects("Tyrant's Choice")).toEqual([
      {
        kind: 'vote',
        options: ['death', 'torture'],
        outcomes: [
          {
            option: 'death',
            effects: [
              { kind: 'sacrifice', who: 'each-opponent', filter: { types: ['Creature'] }, amount: 1 },
            ],
          },
          {
            option: 'torture',
            effects: [{ kind: 'lose-life', who: 'each-opponent', amount: 4 }],
            orTied: true,
          },
        ],
      },
    ]);
  });

  it('in a triggered ability: "At the beginning of your upkeep, starting with you, each player votes ..."', () => {
    expect(abilitiesOf('Coercive Portal')[0]).toMatchObject({
      kind: 'triggered',
      effects: [{ kind: 'vote', options: ['carnage', 'homage'] }],
    });
  });

  it('a council\'s dilemma ("for each death vote") is not read as a vote with outcomes', () => {
    expect(diagnosticsOf('Capital Punishment')[0]).toMatchObject({ code: 'EFFECT' });
  });
});
