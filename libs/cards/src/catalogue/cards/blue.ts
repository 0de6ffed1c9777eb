import {
  creature,
  cycling,
  draw,
  enchantment,
  unlessYouPay,
  sacrificeIt,
  gains,
  instant,
  loyalty,
  mill,
  planeswalker,
  putOnTopOfLibrary,
  sorcery,
  target,
  targetCreature,
  targetPermanent,
  targetPlayer,
  gainsFlashbackUntilEndOfTurn,
  targetCardInYourGraveyard,
} from '../../builder/index.js';

const SACRIFICE_WHEN_TARGETED = 'When this creature becomes the target of a spell or ability, sacrifice it.';

export const blue = [
  creature('Sindbad', '{1}{U}', ['Human'], 1, 1).activated(
    "{T}: Draw a card and reveal it. If it isn't a land card, discard it.",
    { cost: { tap: true }, effects: [draw(1, 'you', { reveal: true, discardIf: { notTypes: ['Land'] } })] },
  ),
  enchantment('Training Grounds', '{U}').static(
    "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.",
    {
      kind: 'activation-cost-modification',
      generic: -2,
      of: { types: ['Creature'], controller: 'you' },
      leavesOneMana: true,
    },
  ),
  enchantment('Stasis', '{1}{U}')
    .static('Players skip their untap steps.', { kind: 'skip-step', step: 'untap', whose: 'each' })
    .triggered('At the beginning of your upkeep, sacrifice Stasis unless you pay {U}.', {
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      effects: [unlessYouPay({ mana: '{U}' }, sacrificeIt('self'))],
    }),
  enchantment('Thought Reflection', '{4}{U}{U}{U}').replacement(
    'If you would draw a card, draw two cards instead.',
    {
      event: 'draw',
      instead: { multiply: 2 },
    },
  ),
  creature('Laboratory Maniac', '{2}{U}', ['Human', 'Wizard'], 2, 2).replacement(
    'If you would draw a card while your library has no cards in it, you win the game instead.',
    { event: 'draw', instead: { win: true }, libraryEmpty: true },
  ),
  instant("Mage's Guile", '{1}{U}')
    .spell(
      "Target creature gains shroud until end of turn. (It can't be the target of spells or abilities.)",
      {
        targets: [targetCreature()],
        effects: [gains(target(0), 'shroud')],
      },
    )
    .with(cycling('{U}')),
  sorcery('Set Adrift', '{5}{U}')
    .delve()
    .spell("Put target nonland permanent on top of its owner's library.", {
      targets: [targetPermanent({ notTypes: ['Land'] })],
      effects: [putOnTopOfLibrary(target(0))],
    }),
  planeswalker('Jace Beleren', '{1}{U}{U}', 'Jace', 3).with(
    loyalty(+2, 'Each player draws a card.', { effects: [draw(1, 'each-player')] }),
    loyalty(-1, 'Target player draws a card.', { targets: [targetPlayer()], effects: [draw(1, target(0))] }),
    loyalty(-10, 'Target player mills twenty cards.', {
      targets: [targetPlayer()],
      effects: [mill(20, target(0))],
    }),
  ),
  instant('Radical Idea', '{1}{U}')
    .from('hand: Oracle text (Guilds of Ravnica, 2018)')
    .spell('Draw a card.', { effects: [draw(1)] })
    .jumpStart(),
  creature('Snapcaster Mage', '{1}{U}', ['Human', 'Wizard'], 2, 1)
    .keywords('flash')
    .triggered(
      'When this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost. (You may cast that card from your graveyard for its flashback cost. Then exile it.)',
      {
        trigger: { event: 'enters' },
        targets: [targetCardInYourGraveyard({ anyOfTypes: ['Instant', 'Sorcery'] })],
        effects: [gainsFlashbackUntilEndOfTurn(target(0))],
      },
    ),
  enchantment('Omniscience', '{7}{U}{U}{U}').static(
    'You may cast spells from your hand without paying their mana costs.',
    { kind: 'cast-without-paying', from: 'hand' },
  ),
  enchantment('March of the Machines', '{3}{U}').static(
    'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
    {
      kind: 'becomes',
      affected: { filter: { types: ['Artifact'], notTypes: ['Creature'] } },
      types: { add: ['Creature'] },
      powerToughness: 'mana-value',
    },
  ),
  creature('Phantasmal Image', '{1}{U}', ['Illusion'], 0, 0).replacement(
    `You may have this creature enter as a copy of any creature on the battlefield, except it's an Illusion in addition to its other types and it has "${SACRIFICE_WHEN_TARGETED}"`,
    {
      event: 'enters-as-copy',
      of: { types: ['Creature'] },
      except: {
        subtypes: ['Illusion'],
        abilities: [
          {
            kind: 'triggered',
            text: SACRIFICE_WHEN_TARGETED,
            trigger: { event: 'becomes-target' },
            targets: [],
            effects: [sacrificeIt('self')],
          },
        ],
      },
    },
  ),
];
