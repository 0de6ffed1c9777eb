import {
  anyTarget,
  aura,
  createTokens,
  creature,
  creatureToken,
  enchantment,
  exile,
  gainLife,
  instant,
  preventAllCombatDamageThisTurn,
  preventNextDamageThisTurn,
  target,
  targetCreature,
  targetPlayer,
} from '../../builder/index.js';

export const white = [
  creature('Palisade Giant', '{4}{W}{W}', ['Giant', 'Soldier'], 2, 7).replacement(
    'All damage that would be dealt to you or another permanent you control is dealt to this creature instead.',
    { event: 'damage-redirect', toYou: true, toPermanents: { controller: 'you', other: true } },
  ),
  instant('Holy Day', '{W}').spell('Prevent all combat damage that would be dealt this turn.', {
    effects: [preventAllCombatDamageThisTurn()],
  }),
  instant('Healing Salve', '{W}').modal([
    { text: 'Target player gains 3 life.', targets: [targetPlayer()], effects: [gainLife(3, target(0))] },
    {
      text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
      targets: [anyTarget()],
      effects: [preventNextDamageThisTurn(3, target(0))],
    },
  ]),
  creature('Savannah Lions', '{W}', ['Cat'], 2, 1),
  creature('Glory Seeker', '{1}{W}', ['Human', 'Soldier'], 2, 2),
  creature('Silvercoat Lion', '{1}{W}', ['Cat'], 2, 2),
  creature('Isamaru, Hound of Konda', '{W}', ['Dog'], 2, 2).legendary(),
  creature('Serra Angel', '{3}{W}{W}', ['Angel'], 4, 4).keywords('flying', 'vigilance'),
  creature('Wojek Apothecary', '{2}{W}{W}', ['Human', 'Cleric'], 1, 1).activated(
    'Radiance — {T}: Prevent the next 1 damage that would be dealt to target creature and each other creature that shares a color with it this turn.',
    {
      cost: { tap: true },
      targets: [targetCreature()],
      effects: [
        preventNextDamageThisTurn(1, target(0), {
          each: { types: ['Creature'], sharesColorWith: target(0) },
        }),
      ],
    },
  ),
  instant('Raise the Alarm', '{1}{W}').spell('Create two 1/1 white Soldier creature tokens.', {
    effects: [createTokens(2, creatureToken('Soldier', 'W', 1, 1))],
  }),
  enchantment('Glorious Anthem', '{1}{W}{W}').static('Creatures you control get +1/+1.', {
    kind: 'modify-pt',
    affected: { filter: { types: ['Creature'], controller: 'you' } },
    power: 1,
    toughness: 1,
  }),
  aura('Pacifism', '{1}{W}').static(
    "Enchanted creature can't attack or block.",
    { kind: 'cant-attack', affected: 'enchanted' },
    { kind: 'cant-block', affected: 'enchanted' },
  ),
  aura('Divine Favor', '{1}{W}')
    .triggered('When this Aura enters, you gain 3 life.', {
      trigger: { event: 'enters' },
      effects: [gainLife(3)],
    })
    .static('Enchanted creature gets +1/+3.', {
      kind: 'modify-pt',
      affected: 'enchanted',
      power: 1,
      toughness: 3,
    }),
  enchantment('Rest in Peace', '{1}{W}')
    .triggered('When this enchantment enters, exile all graveyards.', {
      trigger: { event: 'enters' },
      effects: [exile({ each: {}, zone: 'graveyard' })],
    })
    .replacement('If a card or token would be put into a graveyard from anywhere, exile it instead.', {
      event: 'zone-change',
      object: { filter: {} },
      to: 'graveyard',
      instead: { to: 'exile' },
    }),
];
