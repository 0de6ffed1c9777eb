import { asThisEntersChoose, damage, artifact, artifactCreature, equip } from '../../builder/index.js';

export const colorless = [
  artifact("Pariah's Shield", '{5}', ['Equipment'])
    .replacement('All damage that would be dealt to you is dealt to equipped creature instead.', {
      event: 'damage-redirect',
      toYou: true,
      to: 'equipped',
    })
    .with(equip('{3}')),
  artifactCreature('Platinum Angel', '{7}', ['Angel'], 4, 4)
    .keywords('flying')
    .static("You can't lose the game and your opponents can't win the game.", { kind: 'cant-lose-game' }),
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
];
