import { describe, expect, it } from '@jest/globals';
import { modernised, WORDING_RULES } from './modernise.js';
import { hasRulesText, withoutReminderText } from './reminder-text.js';

/** Each rule with a line of 2017 text and the same line in today's wording. */
const EXAMPLES: Record<string, [string, string]> = {
  enters: [
    "When Man-o'-War enters the battlefield, return target creature to its owner's hand.",
    "When Man-o'-War enters, return target creature to its owner's hand.",
  ],
  'mana pool': ['{T}: Add {G} to your mana pool.', '{T}: Add {G}.'],
  their: [
    'Target player discards a card of his or her choice.',
    'Target player discards a card of their choice.',
  ],
  they: ['Target opponent reveals a card if he or she can.', 'Target opponent reveals a card if they can.'],
  them: [
    'Target player loses 2 life and you give him or her a card.',
    'Target player loses 2 life and you give them a card.',
  ],
  'any target': ['Shock deals 2 damage to target creature or player.', 'Shock deals 2 damage to any target.'],
  mill: [
    'Target player puts the top two cards of his or her library into his or her graveyard.',
    'Target player mills two cards.',
  ],
};

describe('modernisation of the 2017 wording', () => {
  it.each(WORDING_RULES.map((rule) => [rule.name, rule] as const))(
    'rule "%s" rewrites its example',
    (name, rule) => {
      const [before, after] = EXAMPLES[name]!;
      expect(modernised(before)).toBe(after);
      expect(rule.rewrite(after)).toBe(after);
    },
  );

  it("every rule has an example, and a text in today's wording is left as it is", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(WORDING_RULES.map((r) => r.name).sort());
    const today = 'Flying\nWhen this creature enters, draw a card.\n{T}: Add {C}.';
    expect(modernised(today)).toBe(today);
  });

  it('mill: one card is "a card", and the player who puts them is the one who mills', () => {
    expect(modernised('Put the top card of your library into your graveyard.')).toBe('Mill a card.');
  });
});

describe('reminder text (207.2)', () => {
  it('is left out of a line, and a text of reminder text only has no rules text', () => {
    expect(
      withoutReminderText(
        "Flying (This creature can't be blocked except by creatures with flying or reach.)",
      ),
    ).toBe('Flying');
    expect(hasRulesText('({T}: Add {U} or {B}.)')).toBe(false);
    expect(hasRulesText('Flying')).toBe(true);
  });
});
