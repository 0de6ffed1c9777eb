import {
  addMana,
  preventNextDamageThisTurn,
  addCounters,
  creature,
  damage,
  gainLife,
  target,
  loseLife,
  putOntoBattlefield,
  sorcery,
  splitCard,
  targetCardInYourGraveyard,
  planeswalker,
  loyalty,
  blockedThisTurnOnlyWithinSectors,
  inTheSectorOfYourChoice,
  creaturesInTheChosenSector,
  destroy,
} from '../../builder/index.js';

export const multicolored = [
  planeswalker('Space Beleren', '{2}{W}{U}', 'Jace', 3)
    .spaceSculptor()
    .with(
      loyalty(+1, 'Creatures in each sector can be blocked this turn only by creatures in the same sector.', {
        effects: [blockedThisTurnOnlyWithinSectors()],
      }),
      loyalty(-1, 'Put a +1/+1 counter on each creature in the sector of your choice.', {
        effects: [inTheSectorOfYourChoice(addCounters(creaturesInTheChosenSector, '+1/+1', 1))],
      }),
      loyalty(-5, 'Destroy all creatures in the sector of your choice.', {
        effects: [inTheSectorOfYourChoice(destroy(creaturesInTheChosenSector))],
      }),
    )
    .from('hand: Oracle text (Unfinity, 2022; Forge card script)'),
  creature('Rasputin Dreamweaver', '{4}{W}{U}', ['Human', 'Wizard'], 4, 1)
    .legendary()
    .replacement('Rasputin enters with seven dream counters on it.', {
      event: 'enters',
      object: 'self',
      counters: { counter: 'dream', amount: 7 },
    })
    .activated('Remove a dream counter from Rasputin: Add {C}.', {
      cost: { removeCounters: { counter: 'dream', amount: 1 } },
      effects: [addMana('C')],
      manaAbility: true,
    })
    .activated(
      'Remove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.',
      {
        cost: { removeCounters: { counter: 'dream', amount: 1 } },
        effects: [preventNextDamageThisTurn(1, 'self')],
      },
    )
    .with({
      kind: 'triggered',
      text: 'At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.',
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      condition: { kind: 'started-turn-untapped' },
      targets: [],
      effects: [addCounters('self', 'dream', 1)],
    })
    .static("Rasputin can't have more than seven dream counters on it.", {
      kind: 'max-counters',
      counter: 'dream',
      max: 7,
    }),
  sorcery('Misfortune', '{1}{B}{R}{G}').modal(
    [
      {
        text: 'You put a +1/+1 counter on each creature you control and gain 4 life.',
        effects: [addCounters({ each: { types: ['Creature'], controller: 'you' } }, '+1/+1', 1), gainLife(4)],
      },
      {
        text: 'You put a -1/-1 counter on each creature that player controls and Misfortune deals 4 damage to that player.',
        effects: [
          addCounters({ each: { types: ['Creature'], controller: 'chosen-player' } }, '-1/-1', 1),
          damage(4, 'chosen-player'),
        ],
      },
    ],
    1,
    'opponent',
  ),
  splitCard(
    sorcery('Life', '{G}').spell(
      "All lands you control become 1/1 creatures until end of turn. They're still lands.",
      {
        effects: [
          {
            kind: 'become-creatures',
            what: { each: { types: ['Land'], controller: 'you' } },
            power: 1,
            toughness: 1,
            duration: 'end-of-turn',
          },
        ],
      },
    ),
    sorcery('Death', '{1}{B}').spell(
      'Return target creature card from your graveyard to the battlefield. You lose life equal to its mana value.',
      {
        targets: [targetCardInYourGraveyard({ types: ['Creature'] })],
        effects: [putOntoBattlefield(target(0)), loseLife({ manaValueOf: target(0) }, 'you')],
      },
    ),
  ),
];
