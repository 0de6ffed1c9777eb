import {
  activated,
  gains,
  target,
  targetCreature,
  basicLand,
  discover,
  discoverReminder,
  entersTapped,
  land,
  landCreature,
  snowCoveredBasicLand,
  tapForMana,
} from '../../builder/index.js';

export const lands = [
  land('Amonkhet Raceway')
    .from('hand: Oracle text, Aetherdrift (2025)')
    .startYourEngines()
    .with(tapForMana('C'))
    .maxSpeed(
      activated('{T}: Target creature gains haste until end of turn.', {
        cost: { tap: true },
        targets: [targetCreature()],
        effects: [gains(target(0), 'haste')],
      }),
    ),
  basicLand('Plains'),
  basicLand('Island'),
  basicLand('Swamp'),
  basicLand('Mountain'),
  basicLand('Forest'),
  land('Hidden Volcano', ['Cave'])
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .replacement('This land enters tapped.', entersTapped)
    .with(tapForMana('R'))
    .activated(
      `{4}{R}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery. ${discoverReminder(4)}`,
      {
        cost: { mana: '{4}{R}', tap: true, sacrificeSelf: true },
        effects: [discover(4)],
        sorcerySpeed: true,
      },
    ),
  snowCoveredBasicLand('Forest'),
  // 305.9: a land creature is played as a land, never cast; it has no mana cost, and its color indicator makes it green (204).
  landCreature('Dryad Arbor', ['Forest', 'Dryad'], 1, 1, ['G']).reminder(
    '(Dryad Arbor isn\'t a spell, it\'s affected by summoning sickness, and it has "{T}: Add {G}.")',
  ),
  land('Llanowar Wastes')
    .with(tapForMana('C'))
    .activated('{T}: Add {B} or {G}. Llanowar Wastes deals 1 damage to you.', {
      cost: { tap: true },
      effects: [
        { kind: 'add-mana', mana: { kind: 'one-of', mana: ['B', 'G'] } },
        { kind: 'deal-damage', amount: 1, to: 'you' },
      ],
      manaAbility: true,
    }),
];
