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
];
