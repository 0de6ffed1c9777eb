import type { Amount, EachObject, TokenDefinition } from '../../ir/abilities.js';
import {
  createRoleAttachedTo,
  cursedRole,
  anyTarget,
  asThisEntersChoose,
  damage,
  destroy,
  ifKicked,
  targetPermanent,
  aura,
  becomes,
  createTokens,
  creature,
  creatureToken,
  draw,
  enchantment,
  exile,
  gainLife,
  instant,
  preventAllCombatDamageThisTurn,
  preventNextDamageFromChosenSource,
  preventNextDamageThisTurn,
  preventNextDamageThisTurnPuttingCounters,
  redirectNextDamageFromChosenSource,
  skipsNextCombatPhaseThisTurn,
  tap,
  target,
  targetCreature,
  targetPlayer,
  planeswalker,
  loyalty,
  addCounters,
  gains,
  sorcery,
  putOntoBattlefield,
  getEnergy,
  youMayPay,
  youMayPayWhenYouDo,
  becomesSubtypes,
  land,
  modalDoubleFacedCard,
  tapForMana,
  siege,
  transformingDoubleFacedCard,
  ventureIntoTheDungeon,
} from '../../builder/index.js';

const onePlusChosenPlayersCreatures: Amount = {
  sum: [1, { count: { types: ['Creature'], controller: 'chosen-player' } }],
};
const creaturesYouControl: EachObject = { each: { types: ['Creature'], controller: 'you' } };
const yourLifeTotal: Amount = { lifeTotal: 'you' };
/** Ajani Goldmane's Avatar: its power and toughness are defined by its ability (604.3, 111.4). */
const avatarToken: TokenDefinition = {
  name: 'Avatar Token',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Avatar'],
  abilities: [
    {
      kind: 'static',
      text: "This creature's power and toughness are each equal to your life total.",
      effect: { kind: 'set-pt-cda', power: yourLifeTotal, toughness: yourLifeTotal },
    },
  ],
};

export const white = [
  creature('Soltari Foot Soldier', '{W}', ['Soltari', 'Soldier'], 1, 1).keywords('shadow'),
  creature('Akrasan Squire', '{W}', ['Human', 'Soldier'], 1, 1).exalted(),
  creature('Devoted Retainer', '{W}', ['Human', 'Samurai'], 1, 1).bushido(1),
  creature('Cursed Courtier', '{2}{W}', ['Human', 'Noble'], 3, 3)
    .from('hand: Oracle text, Wilds of Eldraine (2023)')
    .keywords('lifelink')
    .triggered(
      'When this creature enters, create a Cursed Role token attached to it. (Enchanted creature is 1/1.)',
      { trigger: { event: 'enters' }, effects: [createRoleAttachedTo(cursedRole, 'self')] },
    ),
  instant("Harm's Way", '{W}').spell(
    'The next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt to any target instead.',
    { targets: [anyTarget()], effects: [redirectNextDamageFromChosenSource(2, target(0))] },
  ),
  enchantment('Circle of Protection: Red', '{1}{W}').activated(
    '{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.',
    { cost: { mana: '{1}' }, effects: [preventNextDamageFromChosenSource({ filter: { colors: ['R'] } })] },
  ),
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
  instant('Holy Day', '{W}').spell('Prevent all combat damage that would be dealt this turn.', {
    effects: [preventAllCombatDamageThisTurn()],
  }),
  instant('Moment of Silence', '{W}').spell('Target player skips their next combat phase this turn.', {
    targets: [targetPlayer()],
    effects: [skipsNextCombatPhaseThisTurn(target(0))],
  }),
  instant('Healing Salve', '{W}').modal([
    { text: 'Target player gains 3 life.', targets: [targetPlayer()], effects: [gainLife(3, target(0))] },
    {
      text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
      targets: [anyTarget()],
      effects: [preventNextDamageThisTurn(3, target(0))],
    },
  ]),
  creature('Savannah Lions', '{W}', ['Cat'], 2, 1),
  creature('Glory Seeker', '{1}{W}', ['Human', 'Soldier'], 2, 2),
  creature('Silvercoat Lion', '{1}{W}', ['Cat'], 2, 2),
  creature('Isamaru, Hound of Konda', '{W}', ['Dog'], 2, 2).legendary(),
  creature('Guide of Souls', '{W}', ['Human', 'Cleric'], 1, 2)
    .triggered(
      'Whenever another creature you control enters, you gain 1 life and get {E} (an energy counter).',
      {
        trigger: { event: 'enters', filter: { types: ['Creature'], controller: 'you', other: true } },
        effects: [gainLife(1), getEnergy(1)],
      },
    )
    .triggered(
      'Whenever you attack, you may pay {E}{E}{E}. When you do, put two +1/+1 counters and a flying counter on target attacking creature. It becomes an Angel in addition to its other types.',
      {
        trigger: { event: 'you-attack' },
        effects: [
          youMayPayWhenYouDo(
            { energy: 3 },
            {
              text: 'When you do, put two +1/+1 counters and a flying counter on target attacking creature. It becomes an Angel in addition to its other types.',
              targets: [targetCreature({ attacking: true })],
              effects: [
                addCounters(target(0), '+1/+1', 2),
                addCounters(target(0), 'flying', 1),
                becomesSubtypes(target(0), 'Angel'),
              ],
            },
          ),
        ],
      },
    )
    .from('hand: Oracle text, Modern Horizons 3 (2024)'),
  creature('Serra Angel', '{3}{W}{W}', ['Angel'], 4, 4).keywords('flying', 'vigilance'),
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
  instant('Raise the Alarm', '{1}{W}').spell('Create two 1/1 white Soldier creature tokens.', {
    effects: [createTokens(2, creatureToken('Soldier', 'W', 1, 1))],
  }),
  enchantment('Glorious Anthem', '{1}{W}{W}').static('Creatures you control get +1/+1.', {
    kind: 'modify-pt',
    affected: { filter: { types: ['Creature'], controller: 'you' } },
    power: 1,
    toughness: 1,
  }),
  aura('Pacifism', '{1}{W}').static(
    "Enchanted creature can't attack or block.",
    { kind: 'cant-attack', affected: 'enchanted' },
    { kind: 'cant-block', affected: 'enchanted' },
  ),
  aura('Divine Favor', '{1}{W}')
    .triggered('When this Aura enters, you gain 3 life.', {
      trigger: { event: 'enters' },
      effects: [gainLife(3)],
    })
    .static('Enchanted creature gets +1/+3.', {
      kind: 'modify-pt',
      affected: 'enchanted',
      power: 1,
      toughness: 3,
    }),
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
  creature('Thalia, Guardian of Thraben', '{1}{W}', ['Human', 'Soldier'], 2, 1)
    .legendary()
    .keywords('first strike')
    .static('Noncreature spells cost {1} more to cast.', {
      kind: 'cost-modification',
      spells: { notTypes: ['Creature'] },
      generic: 1,
    }),
  creature('Lost Order of Jarkeld', '{2}{W}{W}', ['Human', 'Knight'], '1+*', '1+*')
    .replacement('As Lost Order of Jarkeld enters, choose an opponent.', asThisEntersChoose('opponent'))
    .static(
      "Lost Order of Jarkeld's power and toughness are each equal to 1 plus the number of creatures the chosen player controls.",
      { kind: 'set-pt-cda', power: onePlusChosenPlayersCreatures, toughness: onePlusChosenPlayersCreatures },
    ),
  planeswalker('Ajani Goldmane', '{2}{W}{W}', 'Ajani', 4).with(
    loyalty(+1, 'You gain 2 life.', { effects: [gainLife(2)] }),
    loyalty(
      -1,
      'Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.',
      { effects: [addCounters(creaturesYouControl, '+1/+1', 1), gains(creaturesYouControl, 'vigilance')] },
    ),
    loyalty(
      -6,
      'Create a white Avatar creature token. It has "This creature\'s power and toughness are each equal to your life total."',
      { effects: [createTokens(1, avatarToken)] },
    ),
  ),
  sorcery('Replenish', '{3}{W}').spell(
    'Return all enchantment cards from your graveyard to the battlefield. (Auras with nothing to enchant remain in your graveyard.)',
    { effects: [putOntoBattlefield({ each: { types: ['Enchantment'], owner: 'you' }, zone: 'graveyard' })] },
  ),
  creature('Eddytrail Hawk', '{1}{W}', ['Bird'], 1, 2)
    .keywords('flying')
    .triggered('When this creature enters, you get {E}{E} (two energy counters).', {
      trigger: { event: 'enters' },
      effects: [getEnergy(2)],
    })
    .triggered(
      'Whenever this creature attacks, you may pay {E}. If you do, another target attacking creature gains flying until end of turn.',
      {
        trigger: { event: 'attacks' },
        targets: [targetCreature({ attacking: true, other: true })],
        effects: [youMayPay({ energy: 1 }, gains(target(0), 'flying'))],
      },
    ),
  modalDoubleFacedCard(
    sorcery("Emeria's Call", '{4}{W}{W}{W}').spell(
      'Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn.',
      {
        effects: [
          createTokens(2, {
            name: 'Angel Warrior Token',
            colors: ['W'],
            types: ['Creature'],
            subtypes: ['Angel', 'Warrior'],
            power: 4,
            toughness: 4,
            abilities: [{ kind: 'keyword', keyword: 'flying' }],
          }),
          {
            kind: 'grant-keywords',
            what: { each: { types: ['Creature'], notSubtypes: ['Angel'], controller: 'you' } },
            keywords: ['indestructible'],
            duration: 'until-your-next-turn',
          },
        ],
      },
    ),
    land('Emeria, Shattered Skyclave')
      .replacement("As this land enters, you may pay 3 life. If you don't, it enters tapped.", {
        event: 'enters',
        object: 'self',
        payLifeOrTapped: 3,
      })
      .with(tapForMana('W')),
  ).from('hand: Oracle text, Zendikar Rising (2020)'),
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
