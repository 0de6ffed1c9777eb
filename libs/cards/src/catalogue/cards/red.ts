import {
  anyTarget,
  creature,
  damage,
  damageCantBePreventedThisTurn,
  enchantment,
  instant,
  playersCantGainLifeThisTurn,
  sorcery,
  target,
  targetPlayerOrPlaneswalker,
} from '../../builder/index.js';

export const red = [
  creature('Hill Giant', '{3}{R}', ['Giant'], 3, 3),
  creature('Raging Goblin', '{R}', ['Goblin', 'Berserker'], 1, 1).keywords('haste'),
  creature('Wall of Stone', '{1}{R}{R}', ['Wall'], 0, 8).keywords('defender'),
  creature('Thunderscape Familiar', '{1}{R}', ['Kavu'], 1, 1)
    .keywords('first strike')
    .static('Black spells and green spells you cast cost {1} less to cast.', {
      kind: 'cost-modification',
      spells: { anyOfColors: ['B', 'G'], controller: 'you' },
      generic: -1,
    }),
  instant('Lightning Bolt', '{R}').spell('Lightning Bolt deals 3 damage to any target.', {
    targets: [anyTarget()],
    effects: [damage(3, target(0))],
  }),
  instant('Shock', '{R}').spell('Shock deals 2 damage to any target.', {
    targets: [anyTarget()],
    effects: [damage(2, target(0))],
  }),
  instant('Skullcrack', '{1}{R}').spell(
    "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
    {
      targets: [targetPlayerOrPlaneswalker()],
      effects: [playersCantGainLifeThisTurn(), damageCantBePreventedThisTurn(), damage(3, target(0))],
    },
  ),
  sorcery('Flame Rift', '{1}{R}').spell('Flame Rift deals 4 damage to each player.', {
    effects: [damage(4, 'each-player')],
  }),
  enchantment('Furnace of Rath', '{1}{R}{R}{R}').replacement(
    'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    { event: 'damage', source: { filter: {} }, multiply: 2 },
  ),
  enchantment('Gratuitous Violence', '{2}{R}{R}{R}').replacement(
    'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    { event: 'damage', source: { filter: { types: ['Creature'], controller: 'you' } }, multiply: 2 },
  ),
];
