import {
  createRoleAttachedTo,
  monsterRole,
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
  createTokenCopy,
  atTheBeginningOfTheNext,
  sacrificeIt,
  targetCreature,
  anyNumberOfTargets,
  damageDivided,
  oneOrTwoTargets,
  planeswalker,
  loyalty,
  loyaltyMinusX,
  gets,
  aura,
  activated,
  adventure,
  adventurerCard,
  amountPaid,
  discover,
  discoverReminder,
  getEnergy,
  payAnyAmountOfEnergy,
  targetCreatureOrPlaneswalker,
  land,
  modalDoubleFacedCard,
  tapForMana,
} from '../../builder/index.js';

export const red = [
  instant('Monstrous Rage', '{R}')
    .from('hand: Oracle text, Wilds of Eldraine (2023)')
    .spell(
      'Target creature gets +2/+0 until end of turn. Create a Monster Role token attached to it. (If you control another Role on it, put that one into the graveyard. Enchanted creature gets +1/+1 and has trample.)',
      {
        targets: [targetCreature()],
        effects: [gets(target(0), 2, 0), createRoleAttachedTo(monsterRole, target(0))],
      },
    ),
  creature('Hill Giant', '{3}{R}', ['Giant'], 3, 3),
  creature('Barbarian General', '{4}{R}', ['Human', 'Barbarian', 'Soldier'], 3, 2).keywords('horsemanship'),
  creature('Raging Goblin', '{R}', ['Goblin', 'Berserker'], 1, 1).keywords('haste'),
  creature("Suq'Ata Lancer", '{2}{R}', ['Human', 'Knight'], 2, 2).keywords('haste').flanking(),
  creature('Monastery Swiftspear', '{R}', ['Human', 'Monk'], 1, 2).keywords('haste').prowess(),
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
  instant('Sudden Shock', '{1}{R}')
    .keywords('split second')
    .spell('Sudden Shock deals 2 damage to any target.', {
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
  creature('Kiki-Jiki, Mirror Breaker', '{2}{R}{R}{R}', ['Goblin', 'Shaman'], 2, 2)
    .legendary()
    .keywords('haste')
    .activated(
      "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
      {
        cost: { tap: true },
        targets: [targetCreature({ controller: 'you', notSupertypes: ['Legendary'] })],
        effects: [
          createTokenCopy(target(0), { abilities: [{ kind: 'keyword', keyword: 'haste' }] }),
          atTheBeginningOfTheNext('end', 'Sacrifice it.', sacrificeIt('created-token')),
        ],
      },
    ),
  sorcery('Rolling Thunder', '{X}{R}{R}').spell(
    'Rolling Thunder deals X damage divided as you choose among any number of targets.',
    { targets: [anyNumberOfTargets()], effects: [damageDivided('X', target(0), 'as-you-choose')] },
  ),
  sorcery('Fireball', '{X}{R}')
    .spell('Fireball deals X damage divided evenly, rounded down, among any number of targets.', {
      targets: [anyNumberOfTargets()],
      effects: [damageDivided('X', target(0), 'evenly')],
    })
    .static('This spell costs {1} more to cast for each target beyond the first.', {
      kind: 'self-cost-modification',
      generic: 1,
      forEach: 'target-beyond-first',
    }),
  sorcery('Arc Lightning', '{2}{R}').spell(
    'Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.',
    {
      targets: [{ kind: 'any', count: 3, atLeast: 1 }],
      effects: [damageDivided(3, target(0), 'as-you-choose')],
    },
  ),
  sorcery('Forked Bolt', '{R}').spell(
    'Forked Bolt deals 2 damage divided as you choose among one or two targets.',
    { targets: [oneOrTwoTargets()], effects: [damageDivided(2, target(0), 'as-you-choose')] },
  ),
  enchantment('Blood Moon', '{2}{R}').static('Nonbasic lands are Mountains.', {
    kind: 'becomes',
    affected: { filter: { types: ['Land'], notSupertypes: ['Basic'] } },
    landTypes: ['Mountain'],
  }),
  planeswalker('Chandra Nalaar', '{3}{R}{R}', 'Chandra', 6).with(
    loyalty(+1, 'Chandra Nalaar deals 1 damage to target player or planeswalker.', {
      targets: [targetPlayerOrPlaneswalker()],
      effects: [damage(1, target(0))],
    }),
    loyaltyMinusX('Chandra Nalaar deals X damage to target creature.', {
      targets: [targetCreature()],
      effects: [damage('X', target(0))],
    }),
    loyalty(
      -8,
      "Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
      {
        targets: [targetPlayerOrPlaneswalker()],
        effects: [
          {
            kind: 'deal-damage',
            amount: 10,
            to: target(0),
            andEach: { each: { types: ['Creature'] }, controlledBy: { targetOrItsController: 0 } },
          },
        ],
      },
    ),
  ),
  creature('Kiln Fiend', '{1}{R}', ['Elemental', 'Beast'], 1, 2).triggered(
    'Whenever you cast an instant or sorcery spell, this creature gets +3/+0 until end of turn.',
    {
      trigger: { event: 'cast', by: 'you', filter: { anyOfTypes: ['Instant', 'Sorcery'] } },
      effects: [gets('self', 3, 0)],
    },
  ),
  aura('Arcane Teachings', '{2}{R}').static(
    'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."',
    { kind: 'modify-pt', affected: 'enchanted', power: 2, toughness: 2 },
    {
      kind: 'grant-ability',
      affected: 'enchanted',
      ability: {
        kind: 'activated',
        text: '{T}: This creature deals 1 damage to any target.',
        cost: { tap: true },
        targets: [anyTarget()],
        effects: [damage(1, target(0))],
      },
    },
  ),
  instant('Harnessed Lightning', '{1}{R}').spell(
    'Choose target creature. You get {E}{E}{E} (three energy counters), then you may pay any amount of {E}. Harnessed Lightning deals that much damage to that creature.',
    {
      targets: [targetCreature()],
      effects: [getEnergy(3), payAnyAmountOfEnergy(damage(amountPaid, target(0)))],
    },
  ),
  creature('Trumpeting Carnosaur', '{4}{R}{R}', ['Dinosaur'], 7, 6)
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .keywords('trample')
    .triggered('When this creature enters, discover 5.', {
      trigger: { event: 'enters' },
      effects: [discover(5)],
    })
    .with(
      activated('{2}{R}, Discard this card: It deals 3 damage to target creature or planeswalker.', {
        cost: { mana: '{2}{R}', discardSelf: true },
        targets: [targetCreatureOrPlaneswalker()],
        effects: [damage(3, target(0))],
        zone: 'hand',
      }),
    ),
  creature('Geological Appraiser', '{2}{R}{R}', ['Human', 'Artificer'], 3, 2)
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .with({
      kind: 'triggered',
      text: `When this creature enters, if you cast it, discover 3. ${discoverReminder(3)}`,
      trigger: { event: 'enters' },
      condition: { kind: 'you-cast-it' },
      targets: [],
      effects: [discover(3)],
    }),
  creature("Curator of Sun's Creation", '{3}{R}', ['Human', 'Artificer'], 3, 3)
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .with({
      kind: 'triggered',
      text: 'Whenever you discover, discover again for the same value. This ability triggers only once each turn.',
      trigger: { event: 'discover' },
      oncePerTurn: true,
      targets: [],
      effects: [discover({ triggerAmount: true })],
    }),
  creature('Harsh Mentor', '{1}{R}', ['Human', 'Cleric'], 2, 2)
    .from('hand: Oracle text, Amonkhet (2017)')
    .triggered(
      "Whenever an opponent activates an ability of an artifact, creature, or land that isn't a mana ability, Harsh Mentor deals 2 damage to that player.",
      {
        trigger: { event: 'activate', by: 'opponent', of: { anyOfTypes: ['Artifact', 'Creature', 'Land'] } },
        effects: [damage(2, { controllerOf: 'trigger-object' })],
      },
    ),
  adventurerCard(
    creature('Bonecrusher Giant', '{2}{R}', ['Giant'], 4, 3).triggered(
      "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.",
      {
        trigger: { event: 'becomes-target', spell: true },
        effects: [damage(2, { controllerOf: 'trigger-object' })],
      },
    ),
    adventure('Stomp', '{1}{R}', 'Instant').spell(
      "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
      { targets: [anyTarget()], effects: [damageCantBePreventedThisTurn(), damage(2, target(0))] },
    ),
  ).from('hand: Oracle text, Throne of Eldraine (2019)'),
  modalDoubleFacedCard(
    sorcery('Shatterskull Smashing', '{X}{R}{R}').spell(
      'Shatterskull Smashing deals X damage divided as you choose among up to two target creatures and/or planeswalkers. If X is 6 or more, Shatterskull Smashing deals twice X damage divided as you choose among them instead.',
      {
        targets: [{ kind: 'creature-or-planeswalker', count: 2, upTo: true }],
        effects: [
          damageDivided({ ifXAtLeast: 6, then: { twice: 'X' }, otherwise: 'X' }, target(0), 'as-you-choose'),
        ],
      },
    ),
    land('Shatterskull, the Hammer Pass')
      .replacement("As this land enters, you may pay 3 life. If you don't, it enters tapped.", {
        event: 'enters',
        object: 'self',
        payLifeOrTapped: 3,
      })
      .with(tapForMana('R')),
  ).from('hand: Oracle text, Zendikar Rising (2020)'),
];
