import {
  counter,
  creature,
  damage,
  discard,
  draw,
  gainLife,
  instant,
  target,
  targetCreature,
  targetSpell,
  unlessPays,
  damageDivided,
  getEnergy,
  loseLife,
  oneOrTwoTargets,
  putOntoBattlefield,
  sorcery,
  splitCard,
  tap,
  targetCardInYourGraveyard,
  targetPermanent,
} from '../../builder/index.js';

export const multicolored = [
  instant('Izzet Charm', '{U}{R}').modal([
    {
      text: 'Counter target noncreature spell unless its controller pays {2}.',
      targets: [targetSpell({ notTypes: ['Creature'] })],
      effects: [unlessPays({ controllerOf: target(0) }, { mana: '{2}' }, counter(target(0)))],
    },
    {
      text: 'Izzet Charm deals 2 damage to target creature.',
      targets: [targetCreature()],
      effects: [damage(2, target(0))],
    },
    { text: 'Draw two cards, then discard two cards.', effects: [draw(2), discard(2, 'you')] },
  ]),
  creature('Goblin Electromancer', '{U}{R}', ['Goblin', 'Wizard'], 2, 2).static(
    'Instant and sorcery spells you cast cost {1} less to cast.',
    {
      kind: 'cost-modification',
      spells: { anyOfTypes: ['Instant', 'Sorcery'], controller: 'you' },
      generic: -1,
    },
  ),
  creature('Gaddock Teeg', '{G}{W}', ['Kithkin', 'Advisor'], 2, 2)
    .legendary()
    .static("Noncreature spells with mana value 4 or greater can't be cast.", {
      kind: 'cant-cast',
      spells: { notTypes: ['Creature'], manaValueAtLeast: 4 },
    })
    .static("Noncreature spells with {X} in their mana costs can't be cast.", {
      kind: 'cant-cast',
      spells: { notTypes: ['Creature'], xInManaCost: true },
    }),
  creature('Kitchen Finks', '{1}{G/W}{G/W}', ['Ouphe'], 3, 2)
    .triggered('When this creature enters, you gain 2 life.', {
      trigger: { event: 'enters' },
      effects: [gainLife(2)],
    })
    .persist(),
  creature('Rogue Refiner', '{1}{G}{U}', ['Human', 'Rogue'], 3, 2).triggered(
    'When this creature enters, draw a card and you get {E}{E} (two energy counters).',
    { trigger: { event: 'enters' }, effects: [draw(1), getEnergy(2)] },
  ),
  splitCard(
    instant('Fire', '{1}{R}').spell('Fire deals 2 damage divided as you choose among one or two targets.', {
      targets: [oneOrTwoTargets()],
      effects: [damageDivided(2, target(0), 'as-you-choose')],
    }),
    instant('Ice', '{1}{U}').spell('Tap target permanent.\nDraw a card.', {
      targets: [targetPermanent({})],
      effects: [tap(target(0)), draw(1)],
    }),
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
