import { describe, expect, it } from '@jest/globals';
import { modernise, modernised, WORDING_RULES, type WordedCard } from './modernise.js';
import { hasRulesText, rulesText, withoutReminderText } from './reminder-text.js';
import { REFERS_TO_ITSELF_AS_THIS } from './self-reference.js';

const creature = (name: string, supertypes: string[] = []): WordedCard => ({
  name,
  supertypes,
  types: ['Creature'],
  subtypes: [],
});

/** Each rule with a line of 2017 text, the same line in today's wording, and the card when the rule needs it. */
const EXAMPLES: Record<string, [string, string, WordedCard?]> = {
  enters: [
    "When Man-o'-War enters the battlefield, return target creature to its owner's hand. You may have it enter the battlefield tapped.",
    "When Man-o'-War enters, return target creature to its owner's hand. You may have it enter tapped.",
  ],
  'mana pool': ['{T}: Add {G} to your mana pool.', '{T}: Add {G}.'],
  'as a sorcery': [
    '{2}{R}: Put a +1/+1 counter on target creature. Activate this ability only any time you could cast a sorcery.',
    '{2}{R}: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
  ],
  'attacks each combat': [
    'Goblin Brigand attacks each turn if able. Creatures you control attack each turn if able.',
    'Goblin Brigand attacks each combat if able. Creatures you control attack each combat if able.',
  ],
  their: [
    'Target player discards a card of his or her choice.',
    'Target player discards a card of their choice.',
  ],
  they: [
    'Target opponent reveals a card if he or she can. He or she controls it unless he or she does, or than he or she.',
    'Target opponent reveals a card if they can. They control it unless they do, or than they.',
  ],
  them: [
    'Target player loses 2 life and you give him or her a card.',
    'Target player loses 2 life and you give them a card.',
  ],
  'any target': ['Shock deals 2 damage to target creature or player.', 'Shock deals 2 damage to any target.'],
  targets: [
    'Forked Bolt deals 2 damage divided as you choose among one or two target creatures and/or players.',
    'Forked Bolt deals 2 damage divided as you choose among one or two targets.',
  ],
  mill: [
    'Target player puts the top two cards of his or her library into his or her graveyard.',
    'Target player mills two cards.',
  ],
  'mana value': [
    'Destroy target permanent with converted mana cost 3 or less. Their converted mana costs are equal.',
    'Destroy target permanent with mana value 3 or less. Their mana values are equal.',
  ],
  'put counters': [
    'If an effect would place one or more counters on a permanent, it places twice that many instead. Counters placed on it.',
    'If an effect would put one or more counters on a permanent, it puts twice that many instead. Counters put on it.',
  ],
  'of their choice': [
    'Target player sacrifices a creature. Each opponent sacrifices two lands and loses 2 life. That player sacrifices a permanent unless they pay {1}.',
    'Target player sacrifices a creature of their choice. Each opponent sacrifices two lands of their choice and loses 2 life. That player sacrifices a permanent of their choice unless they pay {1}.',
  ],
  'exile a graveyard': [
    "When Rest in Peace enters, exile all cards from all graveyards. Exile all cards from target player's graveyard.",
    "When Rest in Peace enters, exile all graveyards. Exile target player's graveyard.",
  ],
  'lands from the top': [
    "You may play the top card of your library if it's a land card.",
    'You may play lands from the top of your library.',
  ],
  'cast a spell': [
    'You may cast a card from among them without paying its mana cost.',
    'You may cast a spell from among them without paying its mana cost.',
  ],
  "can't be countered": [
    "Abrupt Decay can't be countered by spells or abilities.",
    "Abrupt Decay can't be countered.",
  ],
  'this spell': [
    "As an additional cost to cast Fireball, discard a card. Fireball costs {1} more to cast for each target beyond the first. You may pay 1 life rather than pay Fireball's mana cost. If Fireball was kicked, Fireball deals 4 damage to any target. Fireball can't be countered.",
    "As an additional cost to cast this spell, discard a card. This spell costs {1} more to cast for each target beyond the first. You may pay 1 life rather than pay this spell's mana cost. If this spell was kicked, Fireball deals 4 damage to any target. This spell can't be countered.",
    { name: 'Fireball', supertypes: [], types: ['Sorcery'], subtypes: [] },
  ],
  'this permanent': [
    'When Gravedigger enters, you may return target creature card from your graveyard to your hand.\n{1}: Gravedigger gains flying. Regenerate Gravedigger.',
    'When this creature enters, you may return target creature card from your graveyard to your hand.\n{1}: This creature gains flying. Regenerate this creature.',
    creature('Gravedigger'),
  ],
  'keyword reminder text': [
    "Flying (This creature can't be blocked except by creatures with flying or reach.)\nInfect (This creature deals damage to creatures in the form of -1/-1 counters.)",
    'Flying\nInfect (This creature deals damage to creatures in the form of -1/-1 counters.)',
  ],
  'keyword line': [
    'Flash\nFlying\nDeathtouch\nLifelink\nWhen this creature enters, draw a card.',
    'Flash\nFlying, deathtouch, lifelink\nWhen this creature enters, draw a card.',
  ],
};

describe('modernisation of the 2017 wording', () => {
  it.each(WORDING_RULES.map((rule) => [rule.name, rule] as const))(
    'rule "%s" rewrites its example',
    (name, rule) => {
      const [before, after, card] = EXAMPLES[name]!;
      expect(modernised(before, card)).toBe(after);
      expect(rule.rewrite(after, card)).toBe(after);
    },
  );

  it("every rule has an example, and a text in today's wording is left as it is", () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(WORDING_RULES.map((r) => r.name).sort());
    const today = 'Flying\nWhen this creature enters, draw a card.\n{T}: Add {C}.';
    expect(modernised(today)).toBe(today);
  });

  it('names the rules that changed a text, in the order applied', () => {
    expect(
      modernise(
        'When Gravedigger enters the battlefield, add {B} to your mana pool.',
        creature('Gravedigger'),
      ),
    ).toEqual({
      text: 'When this creature enters, add {B}.',
      rewrites: ['enters', 'mana pool', 'this permanent'],
    });
    expect(modernise('Draw a card.').rewrites).toEqual([]);
  });

  it('mill: one card is "a card", and the player who puts them is the one who mills', () => {
    expect(modernised('Put the top card of your library into your graveyard.')).toBe('Mill a card.');
  });

  it('a card refers to itself as "this ..." only when today\'s Oracle text of that card does, and only by its whole name', () => {
    expect(REFERS_TO_ITSELF_AS_THIS.has('Gravedigger')).toBe(true);
    expect(modernised('Regenerate Clone.', creature('Clone'))).toBe('Regenerate Clone.');
    const boa = creature('River Boa');
    expect(modernised('{G}: Regenerate River Boa. River Boats are boats.', boa)).toBe(
      '{G}: Regenerate this creature. River Boats are boats.',
    );
    expect(modernised('Regenerate River Boa.')).toBe('Regenerate River Boa.');
  });

  it('the object named is the kind of permanent it is: "this Aura", "this enchantment", "this land", "this artifact"', () => {
    const named = (name: string, types: string[], subtypes: string[] = []): string =>
      modernised(`Sacrifice ${name}.`, { name, supertypes: [], types, subtypes });
    expect(named('Divine Favor', ['Enchantment'], ['Aura'])).toBe('Sacrifice this Aura.');
    expect(named('Rest in Peace', ['Enchantment'])).toBe('Sacrifice this enchantment.');
    expect(named('Deadlock Trap', ['Artifact'])).toBe('Sacrifice this artifact.');
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

  it("a text's rules text: its lines without reminder text, lines of reminder text only left out", () => {
    expect(rulesText('({T}: Add {G}.)\nFlying (It flies.)\nDraw a card.')).toBe('Flying\nDraw a card.');
  });
});
