import {
  creature,
  damage,
  damageCantBePreventedThisTurn,
  instant,
  playersCantGainLifeThisTurn,
  sorcery,
  target,
  targetPlayerOrPlaneswalker,
  createTokenCopy,
  atTheBeginningOfTheNext,
  sacrificeIt,
  targetCreature,
  damageDivided,
  activated,
  discover,
  targetCreatureOrPlaneswalker,
  land,
  modalDoubleFacedCard,
  tapForMana,
} from '../../builder/index.js';

export const red = [
  creature('Thunderscape Familiar', '{1}{R}', ['Kavu'], 1, 1)
    .keywords('first strike')
    .static('Black spells and green spells you cast cost {1} less to cast.', {
      kind: 'cost-modification',
      spells: { anyOfColors: ['B', 'G'], controller: 'you' },
      generic: -1,
    }),
  instant('Skullcrack', '{1}{R}').spell(
    "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
    {
      targets: [targetPlayerOrPlaneswalker()],
      effects: [playersCantGainLifeThisTurn(), damageCantBePreventedThisTurn(), damage(3, target(0))],
    },
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
