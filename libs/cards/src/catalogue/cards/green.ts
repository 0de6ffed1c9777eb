import {
  creature,
  enchantment,
  regenerate,
  entersTapped,
  gets,
  instant,
  preventAllCombatDamageThisTurn,
  tapForAnyColor,
  tapForMana,
  target,
  targetCreature,
} from '../../builder/index.js';

export const green = [
  instant('Fog', '{G}').spell('Prevent all combat damage that would be dealt this turn.', {
    effects: [preventAllCombatDamageThisTurn()],
  }),
  enchantment('Hardened Scales', '{G}').replacement(
    'If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.',
    {
      event: 'counters',
      on: { filter: { types: ['Creature'], controller: 'you' } },
      counter: '+1/+1',
      plus: 1,
    },
  ),
  enchantment('Doubling Season', '{4}{G}')
    .replacement(
      'If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead.',
      { event: 'tokens', multiply: 2 },
    )
    .replacement(
      'If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.',
      { event: 'counters', on: { filter: { controller: 'you' } }, multiply: 2 },
    ),
  creature('Llanowar Elves', '{G}', ['Elf', 'Druid'], 1, 1).with(tapForMana('G')),
  creature('Elvish Mystic', '{G}', ['Elf', 'Druid'], 1, 1).with(tapForMana('G')),
  creature('Birds of Paradise', '{G}', ['Bird'], 0, 1).keywords('flying').with(tapForAnyColor()),
  creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2),
  creature('River Boa', '{1}{G}', ['Snake'], 2, 1)
    .keywords('islandwalk')
    .activated('{G}: Regenerate this creature.', { cost: { mana: '{G}' }, effects: [regenerate('self')] }),
  creature('Giant Spider', '{3}{G}', ['Spider'], 2, 4).keywords('reach'),
  creature('Craw Wurm', '{4}{G}{G}', ['Wurm'], 6, 4),
  creature('Scarwood Treefolk', '{3}{G}', ['Treefolk'], 3, 5).replacement(
    'This creature enters tapped.',
    entersTapped,
  ),
  instant('Giant Growth', '{G}').spell('Target creature gets +3/+3 until end of turn.', {
    targets: [targetCreature()],
    effects: [gets(target(0), 3, 3)],
  }),
];
