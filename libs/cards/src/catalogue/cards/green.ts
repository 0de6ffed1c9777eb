import {
  creature,
  enchantment,
  gets,
  instant,
  target,
  targetCreature,
  cantBeTargetedByOpponentsThisTurn,
  ifKicked,
  targetPermanent,
} from '../../builder/index.js';

export const green = [
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
  enchantment('Song of the Dryads', '{2}{G}', ['Aura'])
    .enchant('permanent', targetPermanent({}))
    .static('Enchanted permanent is a colorless Forest land.', {
      kind: 'becomes',
      affected: 'enchanted',
      types: { set: ['Land'] },
      landTypes: ['Forest'],
      colors: [],
    }),
];
