import type { Amount } from '../../ir/abilities.js';
import {
  asThisEntersChoose,
  damage,
  destroy,
  ifKicked,
  targetPermanent,
  becomes,
  creature,
  draw,
  enchantment,
  exile,
  gainLife,
  instant,
  preventNextDamageThisTurn,
  preventNextDamageThisTurnPuttingCounters,
  skipsNextCombatPhaseThisTurn,
  tap,
  target,
  targetCreature,
  targetPlayer,
  sorcery,
  putOntoBattlefield,
  siege,
  transformingDoubleFacedCard,
  ventureIntoTheDungeon,
} from '../../builder/index.js';

const onePlusChosenPlayersCreatures: Amount = {
  sum: [1, { count: { types: ['Creature'], controller: 'chosen-player' } }],
};

export const white = [
  instant('Niveous Wisps', '{W}').spell(
    'Target creature becomes white until end of turn. Tap that creature.\nDraw a card.',
    { targets: [targetCreature()], effects: [becomes(target(0), 'W'), tap(target(0)), draw(1)] },
  ),
  instant('Test of Faith', '{1}{W}').spell(
    'Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.',
    {
      targets: [targetCreature()],
      effects: [preventNextDamageThisTurnPuttingCounters(3, target(0), '+1/+1')],
    },
  ),
  creature('Palisade Giant', '{4}{W}{W}', ['Giant', 'Soldier'], 2, 7).replacement(
    'All damage that would be dealt to you or another permanent you control is dealt to this creature instead.',
    { event: 'damage-redirect', toYou: true, toPermanents: { controller: 'you', other: true } },
  ),
  instant("Orim's Thunder", '{2}{W}')
    .kicker('{R}')
    .spell(
      "Destroy target artifact or enchantment. If this spell was kicked, it deals damage equal to that permanent's mana value to target creature.",
      {
        targets: [
          targetPermanent({ anyOfTypes: ['Artifact', 'Enchantment'] }),
          { kind: 'creature', ifKicked: true },
        ],
        effects: [destroy(target(0)), ifKicked(damage({ manaValueOf: target(0) }, target(1)))],
      },
    ),
  instant('Moment of Silence', '{W}').spell('Target player skips their next combat phase this turn.', {
    targets: [targetPlayer()],
    effects: [skipsNextCombatPhaseThisTurn(target(0))],
  }),
  creature('Voice of All', '{2}{W}{W}', ['Angel'], 2, 2)
    .keywords('flying')
    .replacement('As Voice of All enters, choose a color.', asThisEntersChoose('color'))
    .static('Voice of All has protection from the chosen color.', {
      kind: 'protection',
      affected: 'self',
      from: 'chosen-color',
    }),
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
  creature('Nadaar, Selfless Paladin', '{2}{W}', ['Dragon', 'Knight'], 3, 3)
    .legendary()
    .keywords('vigilance')
    .triggered(
      'Whenever Nadaar, Selfless Paladin enters or attacks, venture into the dungeon. (Enter the first room or advance to the next room.)',
      {
        trigger: { event: 'any-of', triggers: [{ event: 'enters' }, { event: 'attacks' }] },
        effects: [ventureIntoTheDungeon()],
      },
    )
    .staticAsLongAs(
      "Other creatures you control get +1/+1 as long as you've completed a dungeon.",
      { kind: 'completed-dungeon' },
      {
        kind: 'modify-pt',
        affected: { filter: { types: ['Creature'], controller: 'you', other: true } },
        power: 1,
        toughness: 1,
      },
    )
    .from('hand: Oracle text (Adventures in the Forgotten Realms, 2021; Forge card script)'),
  enchantment('Suppression Field', '{1}{W}').static(
    "Activated abilities cost {2} more to activate unless they're mana abilities.",
    { kind: 'activation-cost-modification', generic: 2, exceptManaAbilities: true },
  ),
  creature('Lost Order of Jarkeld', '{2}{W}{W}', ['Human', 'Knight'], '1+*', '1+*')
    .replacement('As Lost Order of Jarkeld enters, choose an opponent.', asThisEntersChoose('opponent'))
    .static(
      "Lost Order of Jarkeld's power and toughness are each equal to 1 plus the number of creatures the chosen player controls.",
      { kind: 'set-pt-cda', power: onePlusChosenPlayersCreatures, toughness: onePlusChosenPlayersCreatures },
    ),
  sorcery('Replenish', '{3}{W}').spell(
    'Return all enchantment cards from your graveyard to the battlefield. (Auras with nothing to enchant remain in your graveyard.)',
    { effects: [putOntoBattlefield({ each: { types: ['Enchantment'], owner: 'you' }, zone: 'graveyard' })] },
  ),
  transformingDoubleFacedCard(
    siege('Invasion of Dominaria', '{2}{W}', 5).triggered(
      'When this Siege enters, you gain 4 life and draw a card.',
      { trigger: { event: 'enters' }, effects: [gainLife(4), draw(1)] },
    ),
    creature('Serra Faithkeeper', undefined, ['Angel'], 4, 4)
      .colorIndicator('W')
      .keywords('flying', 'vigilance'),
  ).from('hand: Oracle text, March of the Machine (2023)'),
];
