import { describe, expect, it } from '@jest/globals';
import type { Ability, Effect } from '@mtg/cards';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

/** The effects of a card's spell ability (its first mode). */
function spellEffects(name: string): Effect[] {
  const spell = abilitiesOf(name).find((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
  return spell?.modes[0]?.effects ?? [];
}

describe('delayed triggered abilities of corpus cards (603.7)', () => {
  it('603.7a: a spell\'s "Draw a card at the beginning of the next turn\'s upkeep"', () => {
    expect(spellEffects('Clairvoyance').at(-1)).toEqual({
      kind: 'delayed-trigger',
      text: 'Draw a card.',
      trigger: { event: 'step', step: 'upkeep', whose: 'each' },
      effects: [{ kind: 'draw', who: 'you', amount: 1 }],
    });
  });

  it('511.1: "destroy it at end of combat" waits for the end of combat step', () => {
    const [guard] = abilitiesOf('Ceremonial Guard');
    expect(guard?.kind === 'triggered' && guard.effects).toEqual([
      {
        kind: 'delayed-trigger',
        text: 'Destroy it.',
        trigger: { event: 'step', step: 'end-of-combat', whose: 'each' },
        effects: [{ kind: 'destroy', what: 'self' }],
      },
    ]);
  });

  it('514.1: "at the beginning of the next cleanup step"; 603.7c: "that creature" is the target', () => {
    expect(spellEffects('Waylay').at(-1)).toMatchObject({
      kind: 'delayed-trigger',
      trigger: { event: 'step', step: 'cleanup', whose: 'each' },
    });
    expect(spellEffects('Blood Frenzy').at(-1)).toMatchObject({
      effects: [{ kind: 'destroy', what: { target: 0 } }],
    });
  });

  it('603.7c, 400.7: a target an earlier instruction moved is a new object: not read', () => {
    expect(diagnosticsOf('Footsteps of the Goryo')[0]).toMatchObject({ code: 'OBJECT' });
  });
});
