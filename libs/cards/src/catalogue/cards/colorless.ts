import {
  addCounters,
  asThisEntersChoose,
  damage,
  createTokens,
  artifact,
  artifactCreature,
  cantActivateAbilitiesThisTurn,
  entersTapped,
  equip,
  getEnergy,
  skipsNextTurns,
  preventNextDamageFromChosenSource,
  tap,
  target,
  targetCreatureOrPlaneswalker,
} from '../../builder/index.js';

export const colorless = [
  artifact('Forcefield', '{3}').activated(
    '{1}: The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1 of that damage.',
    {
      cost: { mana: '{1}' },
      effects: [
        preventNextDamageFromChosenSource(
          { filter: { types: ['Creature'] }, unblocked: true },
          { combatOnly: true, allBut: 1 },
        ),
      ],
    },
  ),
  artifact("Pariah's Shield", '{5}', ['Equipment'])
    .replacement('All damage that would be dealt to you is dealt to equipped creature instead.', {
      event: 'damage-redirect',
      toYou: true,
      to: 'equipped',
    })
    .with(equip('{3}')),
  artifact('Deadlock Trap', '{3}')
    .replacement('This artifact enters tapped.', entersTapped)
    .triggered('When this artifact enters, you get {E}{E} (two energy counters).', {
      trigger: { event: 'enters' },
      effects: [getEnergy(2)],
    })
    .activated(
      "{T}, Pay {E}: Tap target creature or planeswalker. Its activated abilities can't be activated this turn.",
      {
        cost: { tap: true, energy: 1 },
        targets: [targetCreatureOrPlaneswalker()],
        effects: [tap(target(0)), cantActivateAbilitiesThisTurn(target(0))],
      },
    ),
  artifactCreature('Hangarback Walker', '{X}{X}', ['Construct'], 0, 0)
    .replacement('This creature enters with X +1/+1 counters on it.', {
      event: 'enters',
      object: 'self',
      counters: { counter: '+1/+1', amount: 'X' },
    })
    .triggered(
      'When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on it.',
      {
        trigger: { event: 'dies' },
        effects: [
          createTokens(
            { countersOnSelf: '+1/+1' },
            {
              name: 'Thopter Token',
              colors: [],
              types: ['Artifact', 'Creature'],
              subtypes: ['Thopter'],
              power: 1,
              toughness: 1,
              abilities: [{ kind: 'keyword', keyword: 'flying' }],
            },
          ),
        ],
      },
    )
    .activated('{1}, {T}: Put a +1/+1 counter on this creature.', {
      cost: { mana: '{1}', tap: true },
      effects: [addCounters('self', '+1/+1', 1)],
    }),
  artifactCreature('Eater of Days', '{4}', ['Leviathan'], 9, 8)
    .keywords('flying', 'trample')
    .triggered('When Eater of Days enters, you skip your next two turns.', {
      trigger: { event: 'enters' },
      targets: [],
      effects: [skipsNextTurns('you', 2)],
    }),
  artifactCreature('Platinum Angel', '{7}', ['Angel'], 4, 4)
    .keywords('flying')
    .static("You can't lose the game and your opponents can't win the game.", { kind: 'cant-lose-game' }),
  artifactCreature('Darksteel Colossus', '{11}', ['Golem'], 11, 11)
    .keywords('trample', 'indestructible')
    .replacement(
      "If Darksteel Colossus would be put into a graveyard from anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead.",
      {
        event: 'zone-change',
        object: 'self',
        to: 'graveyard',
        instead: { to: 'library', position: 'shuffle', reveal: true },
      },
      'anywhere',
    ),
  artifactCreature('Metallic Mimic', '{2}', ['Shapeshifter'], 2, 1)
    .replacement('As Metallic Mimic enters, choose a creature type.', asThisEntersChoose('creature-type'))
    .static('Metallic Mimic is the chosen type in addition to its other types.', { kind: 'add-chosen-type' })
    .replacement(
      'Each other creature you control of the chosen type enters with an additional +1/+1 counter on it.',
      {
        event: 'enters',
        object: { filter: { types: ['Creature'], controller: 'you', other: true, chosenType: true } },
        counters: { counter: '+1/+1', amount: 1 },
      },
    ),
  artifactCreature('Stuffy Doll', '{5}', ['Construct'], 0, 1)
    .replacement('As Stuffy Doll enters, choose a player.', asThisEntersChoose('player'))
    .static('Stuffy Doll is indestructible.', {
      kind: 'grant-keywords',
      affected: 'self',
      keywords: ['indestructible'],
    })
    .triggered('Whenever Stuffy Doll is dealt damage, it deals that much damage to the chosen player.', {
      trigger: { event: 'dealt-damage' },
      effects: [damage({ triggerAmount: true }, 'chosen-player')],
    })
    .activated('{T}: Stuffy Doll deals 1 damage to itself.', {
      cost: { tap: true },
      effects: [damage(1, 'self')],
    }),
  artifactCreature('Ancient Stone Idol', '{10}', ['Golem'], 12, 12)
    .from('hand: Oracle text (Scryfall, 2025)')
    .keywords('flash')
    .static('This spell costs {1} less to cast for each attacking creature.', {
      kind: 'self-cost-modification',
      generic: -1,
      forEach: { count: { types: ['Creature'], attacking: true } },
    })
    .keywords('trample')
    .triggered(
      'When this creature dies, create a 6/12 colorless Construct artifact creature token with trample.',
      {
        trigger: { event: 'dies' },
        effects: [
          createTokens(1, {
            name: 'Construct Token',
            colors: [],
            types: ['Artifact', 'Creature'],
            subtypes: ['Construct'],
            power: 6,
            toughness: 12,
            abilities: [{ kind: 'keyword', keyword: 'trample' }],
          }),
        ],
      },
    ),
  artifact('Mycosynth Lattice', '{6}')
    .static('All permanents are artifacts in addition to their other types.', {
      kind: 'becomes',
      affected: { filter: {} },
      types: { add: ['Artifact'] },
    })
    .static("All cards that aren't on the battlefield, spells, and permanents are colorless.", {
      kind: 'becomes',
      affected: { filter: {}, zone: 'anywhere' },
      colors: [],
    })
    .static('Players may spend mana as though it were mana of any color.', {
      kind: 'spend-mana-as-any-color',
    }),
  artifact('Aetherworks Marvel', '{4}')
    .legendary()
    .triggered('Whenever a permanent you control is put into a graveyard, you get {E} (an energy counter).', {
      trigger: { event: 'put-into-graveyard', from: 'battlefield', filter: { controller: 'you' } },
      effects: [getEnergy(1)],
    })
    .activated(
      '{T}, Pay {E}{E}{E}{E}{E}{E}: Look at the top six cards of your library. You may cast a spell from among them without paying its mana cost. Put the rest on the bottom of your library in a random order.',
      { cost: { tap: true, energy: 6 }, effects: [{ kind: 'look-and-cast-free', count: 6 }] },
    ),
];
