import {
  counter,
  entersUnderYourControl,
  creature,
  discard,
  skipsNextStep,
  youMay,
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
  returnToHand,
  sorcery,
  target,
  targetCreature,
  targetPermanent,
  targetPlayer,
  targetSpell,
  tapOrUntap,
  gainsFlashbackUntilEndOfTurn,
  lookAtHand,
  putCardsFromHandOnTop,
  targetCardInYourGraveyard,
  unlessPays,
  addCounters,
  adventure,
  adventurerCard,
  proliferate,
  tap,
  aura,
} from '../../builder/index.js';

const SACRIFICE_WHEN_TARGETED = 'When this creature becomes the target of a spell or ability, sacrifice it.';

export const blue = [
  aura('Claustrophobia', '{1}{U}{U}')
    .triggered('When Claustrophobia enters, tap enchanted creature.', {
      trigger: { event: 'enters' },
      effects: [tap('enchanted')],
    })
    .static("Enchanted creature doesn't untap during its controller's untap step.", {
      kind: 'doesnt-untap',
      affected: 'enchanted',
    }),
  sorcery('Fatigue', '{1}{U}').spell('Target player skips their next draw step.', {
    targets: [targetPlayer()],
    effects: [skipsNextStep(target(0), 'draw')],
  }),
  creature('Phantom Warrior', '{1}{U}{U}', ['Illusion', 'Warrior'], 2, 2).static(
    "Phantom Warrior can't be blocked.",
    { kind: 'cant-be-blocked', affected: 'self' },
  ),
  creature('Murder of Crows', '{3}{U}{U}', ['Bird'], 4, 4)
    .keywords('flying')
    .triggered('Whenever another creature dies, you may draw a card. If you do, discard a card.', {
      trigger: { event: 'dies', filter: { types: ['Creature'], other: true } },
      effects: [youMay(draw(1), discard(1, 'you'))],
    }),
  creature('Sindbad', '{1}{U}', ['Human'], 1, 1).activated(
    "{T}: Draw a card and reveal it. If it isn't a land card, discard it.",
    { cost: { tap: true }, effects: [draw(1, 'you', { reveal: true, discardIf: { notTypes: ['Land'] } })] },
  ),
  creature('Clone', '{3}{U}', ['Shapeshifter'], 0, 0).replacement(
    'You may have Clone enter as a copy of any creature on the battlefield.',
    { event: 'enters-as-copy', of: { types: ['Creature'] } },
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
  creature('Air Elemental', '{3}{U}{U}', ['Elemental'], 4, 4).keywords('flying'),
  instant('Take into Custody', '{U}').spell(
    "Tap target creature. It doesn't untap during its controller's next untap step.",
    {
      targets: [targetCreature()],
      effects: [tap(target(0)), { kind: 'doesnt-untap-next', what: target(0) }],
    },
  ),
  instant('Unsummon', '{U}').spell("Return target creature to its owner's hand.", {
    targets: [targetCreature()],
    effects: [returnToHand(target(0))],
  }),
  instant('Counterspell', '{U}{U}').spell('Counter target spell.', {
    targets: [targetSpell()],
    effects: [counter(target(0))],
  }),
  instant('Dissipate', '{1}{U}{U}').spell(
    "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
    { targets: [targetSpell()], effects: [counter(target(0), { to: 'exile' })] },
  ),
  instant('Gather Specimens', '{3}{U}{U}{U}').spell(
    "If a creature would enter under an opponent's control this turn, it enters under your control instead.",
    { effects: [entersUnderYourControl({ types: ['Creature'] })] },
  ),
  sorcery('Divination', '{2}{U}').spell('Draw two cards.', { effects: [draw(2)] }),
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
  creature('Pestermite', '{2}{U}', ['Faerie', 'Rogue'], 2, 1)
    .keywords('flash')
    .keywords('flying')
    .triggered('When Pestermite enters, you may tap or untap target permanent.', {
      trigger: { event: 'enters' },
      targets: [targetPermanent({})],
      effects: [youMay(tapOrUntap(target(0)))],
    }),
  instant('Force of Will', '{3}{U}{U}')
    .alternativeCost(
      "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.",
      { life: 1, exile: { from: 'hand', filter: { colors: ['U'] }, count: 1 } },
    )
    .spell('Counter target spell.', { targets: [targetSpell()], effects: [counter(target(0))] }),
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
  sorcery('Gitaxian Probe', '{U/P}')
    .reminder('({U/P} can be paid with either {U} or 2 life.)')
    .spell("Look at target player's hand.\nDraw a card.", {
      targets: [targetPlayer()],
      effects: [lookAtHand(target(0)), draw(1)],
    }),
  instant('Brainstorm', '{U}').spell(
    'Draw three cards, then put two cards from your hand on top of your library in any order.',
    { effects: [draw(3), putCardsFromHandOnTop(2)] },
  ),
  instant('Mana Leak', '{1}{U}').spell('Counter target spell unless its controller pays {3}.', {
    targets: [targetSpell()],
    effects: [unlessPays({ controllerOf: target(0) }, { mana: '{3}' }, counter(target(0)))],
  }),
  instant('Cancel', '{1}{U}{U}').spell('Counter target spell.', {
    targets: [targetSpell()],
    effects: [counter(target(0))],
  }),
  enchantment('Omniscience', '{7}{U}{U}{U}').static(
    'You may cast spells from your hand without paying their mana costs.',
    { kind: 'cast-without-paying', from: 'hand' },
  ),
  enchantment('Confiscate', '{4}{U}{U}', ['Aura'])
    .enchant('permanent', targetPermanent({}))
    .static('You control enchanted permanent.', { kind: 'control', affected: 'enchanted' }),
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
  sorcery('Contentious Plan', '{1}{U}')
    .from('hand: Oracle text, War of the Spark (2019)')
    .spell(
      'Proliferate. (Choose any number of permanents and/or players, then give each another counter of each kind already there.)\nDraw a card.',
      { effects: [proliferate(), draw(1)] },
    ),
  adventurerCard(
    creature('Galvanic Giant', '{3}{U}', ['Giant', 'Wizard'], 3, 3).triggered(
      'Whenever you cast a spell with mana value 5 or greater, tap target creature an opponent controls and put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)',
      {
        trigger: { event: 'cast', by: 'you', filter: { manaValueAtLeast: 5 } },
        targets: [targetCreature({ controller: 'opponent' })],
        effects: [tap(target(0)), addCounters(target(0), 'stun', 1)],
      },
    ),
    adventure('Storm Reading', '{5}{U}{U}', 'Instant').spell('Draw four cards, then discard two cards.', {
      effects: [draw(4), discard(2, 'you')],
    }),
  ).from('hand: Oracle text, Wilds of Eldraine (2023)'),
  adventurerCard(
    creature('Brazen Borrower', '{1}{U}{U}', ['Faerie', 'Rogue'], 3, 1)
      .keywords('flash')
      .keywords('flying')
      .static('This creature can block only creatures with flying.', {
        kind: 'can-block-only',
        keyword: 'flying',
      }),
    adventure('Petty Theft', '{1}{U}', 'Instant').spell(
      "Return target nonland permanent an opponent controls to its owner's hand.",
      {
        targets: [targetPermanent({ notTypes: ['Land'], controller: 'opponent' })],
        effects: [returnToHand(target(0))],
      },
    ),
  ).from('hand: Oracle text, Throne of Eldraine (2019)'),
];
