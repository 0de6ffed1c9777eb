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
  playAdditionalLandsThisTurn,
  draw,
  sorcery,
  cantBeTargetedByOpponentsThisTurn,
  ifKicked,
  untap,
  aura,
  returnToHand,
  targetPermanent,
  addCounters,
  getEnergy,
  payOrElse,
  youMayPay,
  another,
  dealsDamageEqualToItsPower,
  discover,
} from '../../builder/index.js';

export const green = [
  instant('Fog', '{G}').spell('Prevent all combat damage that would be dealt this turn.', {
    effects: [preventAllCombatDamageThisTurn()],
  }),
  enchantment('Retaliation', '{2}{G}').static(
    'Creatures you control have "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn."',
    {
      kind: 'grant-ability',
      affected: { filter: { types: ['Creature'], controller: 'you' } },
      ability: {
        kind: 'triggered',
        text: 'Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of turn.',
        trigger: { event: 'blocked-by' },
        targets: [],
        effects: [{ kind: 'modify-pt', what: 'self', power: 1, toughness: 1, duration: 'end-of-turn' }],
      },
    },
  ),
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
      { event: 'counters', on: { filter: { controller: 'you' } }, multiply: 2, byEffect: true },
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
  sorcery('Explore', '{1}{G}').spell('You may play an additional land this turn.\nDraw a card.', {
    effects: [playAdditionalLandsThisTurn(), draw(1)],
  }),
  creature('Oracle of Mul Daya', '{3}{G}', ['Elf', 'Shaman'], 2, 2)
    .static('You may play an additional land on each of your turns.', {
      kind: 'additional-land-plays',
      count: 1,
    })
    .static('Play with the top card of your library revealed.', { kind: 'top-of-library-revealed' })
    .static('You may play lands from the top of your library.', { kind: 'play-lands-from-library-top' }),
  instant('Vines of Vastwood', '{G}')
    .kicker('{G}')
    .spell(
      "Target creature can't be the target of spells or abilities your opponents control this turn. If this spell was kicked, that creature gets +4/+4 until end of turn.",
      {
        targets: [targetCreature()],
        effects: [cantBeTargetedByOpponentsThisTurn(target(0)), ifKicked(gets(target(0), 4, 4))],
      },
    ),
  creature('Devoted Druid', '{1}{G}', ['Elf', 'Druid'], 0, 2)
    .with(tapForMana('G'))
    .activated('Put a -1/-1 counter on this creature: Untap this creature.', {
      cost: { putCounters: { counter: '-1/-1', amount: 1 } },
      effects: [untap('self')],
    }),
  creature('Melira, Sylvok Outcast', '{1}{G}', ['Human', 'Scout'], 2, 2)
    .legendary()
    .static("You can't get poison counters.", { kind: 'cant-have-counters', counter: 'poison', on: 'you' })
    .static("Creatures you control can't have -1/-1 counters put on them.", {
      kind: 'cant-have-counters',
      counter: '-1/-1',
      on: { filter: { types: ['Creature'], controller: 'you' } },
    })
    .static('Creatures your opponents control lose infect.', {
      kind: 'lose-keywords',
      affected: { filter: { types: ['Creature'], controller: 'opponent' } },
      keywords: ['infect'],
    }),
  creature('Glistener Elf', '{G}', ['Elf', 'Warrior'], 1, 1).keywords('infect'),
  creature('Woodland Changeling', '{1}{G}', ['Shapeshifter'], 2, 2).keywords('changeling'),
  creature('Terra Stomper', '{3}{G}{G}{G}', ['Beast'], 8, 8)
    .static("This spell can't be countered.", { kind: 'cant-be-countered' })
    .keywords('trample'),
  aura('Rancor', '{G}')
    .static(
      'Enchanted creature gets +2/+0 and has trample.',
      { kind: 'modify-pt', affected: 'enchanted', power: 2, toughness: 0 },
      { kind: 'grant-keywords', affected: 'enchanted', keywords: ['trample'] },
    )
    .triggered(
      "When Rancor is put into a graveyard from the battlefield, return Rancor to its owner's hand.",
      {
        trigger: { event: 'put-into-graveyard', from: 'battlefield' },
        // 400.7e: the ability finds the card Rancor became in the graveyard.
        effects: [returnToHand('trigger-object')],
      },
    ),
  enchantment('Concordant Crossroads', '{G}')
    .world()
    .static('All creatures have haste.', {
      kind: 'grant-keywords',
      affected: { filter: { types: ['Creature'] } },
      keywords: ['haste'],
    }),
  enchantment('Song of the Dryads', '{2}{G}', ['Aura'])
    .enchant('permanent', targetPermanent({}))
    .static('Enchanted permanent is a colorless Forest land.', {
      kind: 'becomes',
      affected: 'enchanted',
      types: { set: ['Land'] },
      landTypes: ['Forest'],
      colors: [],
    }),
  creature('Greenbelt Rampager', '{G}', ['Elephant'], 3, 4).triggered(
    "When this creature enters, pay {E}{E} (two energy counters). If you can't, return this creature to its owner's hand and you get {E}.",
    { trigger: { event: 'enters' }, effects: [payOrElse({ energy: 2 }, returnToHand('self'), getEnergy(1))] },
  ),
  creature('Thriving Rhino', '{2}{G}', ['Rhino'], 2, 3)
    .triggered('When this creature enters, you get {E}{E} (two energy counters).', {
      trigger: { event: 'enters' },
      effects: [getEnergy(2)],
    })
    .triggered('Whenever this creature attacks, you may pay {E}{E}. If you do, put a +1/+1 counter on it.', {
      trigger: { event: 'attacks' },
      effects: [youMayPay({ energy: 2 }, addCounters('self', '+1/+1', 1))],
    }),
  sorcery('Contest of Claws', '{1}{G}')
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .spell(
      'Target creature you control deals damage equal to its power to another target creature. If excess damage was dealt this way, discover X, where X is that excess damage. (Exile cards from the top of your library until you exile a nonland card with that mana value or less. Cast it without paying its mana cost or put it into your hand. Put the rest on the bottom in a random order.)',
      {
        targets: [targetCreature({ controller: 'you' }), another(targetCreature())],
        effects: [dealsDamageEqualToItsPower(target(0), target(1), [discover({ excess: true })])],
      },
    ),
  creature('Seeker of Skybreak', '{1}{G}', ['Elf'], 2, 1).activated('{T}: Untap target creature.', {
    cost: { tap: true },
    targets: [targetCreature()],
    effects: [untap(target(0))],
  }),
];
