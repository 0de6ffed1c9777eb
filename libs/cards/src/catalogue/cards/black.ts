import type { Amount, TokenDefinition } from '../../ir/abilities.js';
import {
  saga,
  atTheBeginningOfYourNext,
  exile,
  createTokens,
  creature,
  enchantment,
  regenerate,
  creatureToken,
  destroy,
  discard,
  draw,
  drawUpTo,
  gets,
  instant,
  loseLife,
  putOntoBattlefield,
  returnToHand,
  sacrifice,
  sorcery,
  target,
  targetCardInYourGraveyard,
  targetCreature,
  targetPlayer,
  youMay,
  addMana,
  discardYouChoose,
  revealsHand,
  sacrificeForMana,
  targetOpponent,
  planeswalker,
  loyalty,
  targetPermanent,
  CardBuilder,
} from '../../builder/index.js';

const nonblackCreature = targetCreature({ notColors: ['B'] });
const swampsYouControl: Amount = { count: { subtypes: ['Swamp'], controller: 'you' } };

const faerieRogue: TokenDefinition = {
  name: 'Faerie Rogue Token',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Faerie', 'Rogue'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'keyword', keyword: 'flying' }],
};

export const black = [
  saga('The Eldest Reborn', '{4}{B}', 3)
    .from('hand: Oracle text, Dominaria (2018)')
    .chapter([1], 'Each opponent sacrifices a creature or planeswalker of their choice.', {
      effects: [sacrifice('each-opponent', { anyOfTypes: ['Creature', 'Planeswalker'] })],
    })
    .chapter([2], 'Each opponent discards a card.', { effects: [discard(1, 'each-opponent')] })
    .chapter(
      [3],
      'Put target creature or planeswalker card from a graveyard onto the battlefield under your control.',
      {
        targets: [{ kind: 'card', zone: 'graveyard', filter: { anyOfTypes: ['Creature', 'Planeswalker'] } }],
        effects: [putOntoBattlefield(target(0))],
      },
    ),
  creature('Asmodeus the Archfiend', '{4}{B}{B}', ['Devil', 'God'], 6, 6)
    .legendary()
    .from('hand: Oracle text (Adventures in the Forgotten Realms, 2021)')
    .replacement(
      'Binding Contract — If you would draw a card, exile the top card of your library face down instead.',
      { event: 'draw', instead: { exileTopCard: { faceDown: true } } },
    )
    .activated('{B}{B}{B}: Draw seven cards.', { cost: { mana: '{B}{B}{B}' }, effects: [draw(7)] })
    .activated(
      "{B}: Return all cards exiled with Asmodeus the Archfiend to their owner's hand and you lose that much life.",
      {
        cost: { mana: '{B}' },
        effects: [
          returnToHand({ each: { exiledWithSelf: true }, zone: 'exile' }),
          loseLife({ previousCount: true }, 'you'),
        ],
      },
    ),
  enchantment('Necropotence', '{B}{B}{B}')
    .static('Skip your draw step.', { kind: 'skip-step', step: 'draw', whose: 'yours' })
    .triggered('Whenever you discard a card, exile that card from your graveyard.', {
      trigger: { event: 'discard', by: 'you' },
      effects: [exile('trigger-object', { from: 'graveyard' })],
    })
    .activated(
      'Pay 1 life: Exile the top card of your library face down. Put that card into your hand at the beginning of your next end step.',
      {
        cost: { life: 1 },
        effects: [
          exile('top-of-library', { faceDown: true }),
          atTheBeginningOfYourNext('end', 'Put that card into your hand.', returnToHand('exiled-card')),
        ],
      },
    ),
  enchantment('Tainted Remedy', '{2}{B}').replacement(
    'If an opponent would gain life, that player loses that much life instead.',
    { event: 'gain-life', who: 'opponent', instead: 'lose-life' },
  ),
  enchantment('Leyline of the Void', '{2}{B}{B}')
    .beginOnBattlefield(
      'If Leyline of the Void is in your opening hand, you may begin the game with it on the battlefield.',
    )
    .replacement("If a card would be put into an opponent's graveyard from anywhere, exile it instead.", {
      event: 'zone-change',
      object: { filter: { owner: 'opponent', token: false } },
      to: 'graveyard',
      instead: { to: 'exile' },
    }),
  creature('Blood Scrivener', '{1}{B}', ['Zombie', 'Wizard'], 2, 1).replacement(
    'If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life.',
    { event: 'draw', instead: { multiply: 2, loseLife: 1 }, handEmpty: true },
  ),
  creature('Drudge Skeletons', '{1}{B}', ['Skeleton'], 1, 1).activated('{B}: Regenerate this creature.', {
    cost: { mana: '{B}' },
    effects: [regenerate('self')],
  }),
  creature('Typhoid Rats', '{B}', ['Rat'], 1, 1).keywords('deathtouch'),
  creature('Bog Wraith', '{3}{B}', ['Wraith'], 3, 3).keywords('swampwalk'),
  creature('Severed Legion', '{1}{B}{B}', ['Zombie'], 2, 2).keywords('fear'),
  creature('Accursed Spirit', '{3}{B}', ['Spirit'], 3, 2).keywords('intimidate'),
  creature('Alley Strangler', '{2}{B}', ['Aetherborn', 'Rogue'], 2, 3).keywords('menace'),
  creature('Sickle Ripper', '{1}{B}', ['Elemental', 'Warrior'], 2, 1).keywords('wither'),
  creature('Dauthi Slayer', '{B}{B}', ['Dauthi', 'Soldier'], 2, 2)
    .keywords('shadow')
    .static('Dauthi Slayer attacks each combat if able.', { kind: 'attacks-each-combat', affected: 'self' }),
  creature('Vampire Nighthawk', '{1}{B}{B}', ['Vampire', 'Shaman'], 2, 3).keywords(
    'flying',
    'deathtouch',
    'lifelink',
  ),
  creature('Nightmare', '{5}{B}', ['Nightmare', 'Horse'], '*', '*')
    .keywords('flying')
    .static("Nightmare's power and toughness are each equal to the number of Swamps you control.", {
      kind: 'set-pt-cda',
      power: swampsYouControl,
      toughness: swampsYouControl,
    }),
  creature('Gravedigger', '{3}{B}', ['Zombie'], 2, 2).triggered(
    'When this creature enters, you may return target creature card from your graveyard to your hand.',
    {
      trigger: { event: 'enters' },
      targets: [targetCardInYourGraveyard({ types: ['Creature'] })],
      effects: [youMay(returnToHand(target(0)))],
    },
  ),
  creature('Yixlid Jailer', '{1}{B}', ['Zombie', 'Wizard'], 2, 1).static(
    'Cards in graveyards lose all abilities.',
    {
      kind: 'lose-all-abilities',
      affected: { filter: {}, zone: 'graveyard' },
    },
  ),
  creature('Grave Titan', '{4}{B}{B}', ['Giant'], 6, 6)
    .keywords('deathtouch')
    .triggered('Whenever this creature enters or attacks, create two 2/2 black Zombie creature tokens.', {
      trigger: { event: 'any-of', triggers: [{ event: 'enters' }, { event: 'attacks' }] },
      effects: [createTokens(2, creatureToken('Zombie', 'B', 2, 2))],
    }),
  instant('Disfigure', '{B}').spell('Target creature gets -2/-2 until end of turn.', {
    targets: [targetCreature()],
    effects: [gets(target(0), -2, -2)],
  }),
  sorcery('Fatal Lore', '{2}{B}{B}').modal(
    [
      { text: 'You draw three cards.', effects: [draw(3)] },
      {
        text: "You destroy up to two target creatures that player controls. They can't be regenerated. That player draws up to three cards.",
        targets: [{ kind: 'creature', count: 2, upTo: true, filter: { controller: 'chosen-player' } }],
        effects: [destroy(target(0), { noRegeneration: true }), drawUpTo(3, 'chosen-player')],
      },
    ],
    1,
    'opponent',
  ),
  instant('Murder', '{1}{B}{B}').spell('Destroy target creature.', {
    targets: [targetCreature()],
    effects: [destroy(target(0))],
  }),
  instant('Annihilate', '{3}{B}{B}').spell(
    "Destroy target nonblack creature. It can't be regenerated.\nDraw a card.",
    {
      targets: [nonblackCreature],
      effects: [destroy(target(0), { noRegeneration: true }), draw(1)],
    },
  ),
  instant('Death Bomb', '{3}{B}').spell(
    "As an additional cost to cast this spell, sacrifice a creature.\nDestroy target nonblack creature. It can't be regenerated. Its controller loses 2 life.",
    {
      additionalCost: { sacrifice: { filter: { types: ['Creature'] }, count: 1 } },
      targets: [nonblackCreature],
      effects: [destroy(target(0), { noRegeneration: true }), loseLife(2, { controllerOf: target(0) })],
    },
  ),
  instant('Diabolic Edict', '{1}{B}').spell('Target player sacrifices a creature of their choice.', {
    targets: [targetPlayer()],
    effects: [sacrifice(target(0), { types: ['Creature'] })],
  }),
  sorcery('Mind Rot', '{2}{B}').spell('Target player discards two cards.', {
    targets: [targetPlayer()],
    effects: [discard(2, target(0))],
  }),
  sorcery('Zombify', '{3}{B}').spell('Return target creature card from your graveyard to the battlefield.', {
    targets: [targetCardInYourGraveyard({ types: ['Creature'] })],
    effects: [putOntoBattlefield(target(0))],
  }),
  instant("Altar's Reap", '{1}{B}').spell(
    'As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.',
    { additionalCost: { sacrifice: { filter: { types: ['Creature'] }, count: 1 } }, effects: [draw(2)] },
  ),
  creature('Blood Pet', '{B}', ['Thrull'], 1, 1).with(sacrificeForMana('creature', 'B')),
  instant('Dark Ritual', '{B}').spell('Add {B}{B}{B}.', { effects: [addMana('B', 'B', 'B')] }),
  sorcery('Duress', '{B}').spell(
    'Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.',
    {
      targets: [targetOpponent()],
      effects: [revealsHand(target(0)), discardYouChoose(1, target(0), { notTypes: ['Creature', 'Land'] })],
    },
  ),
  planeswalker('Liliana of the Veil', '{1}{B}{B}', 'Liliana', 3).with(
    loyalty(+1, 'Each player discards a card.', { effects: [discard(1, 'each-player')] }),
    loyalty(-2, 'Target player sacrifices a creature of their choice.', {
      targets: [targetPlayer()],
      effects: [sacrifice(target(0), { types: ['Creature'] })],
    }),
    loyalty(
      -6,
      'Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice.',
      { targets: [targetPlayer()], effects: [{ kind: 'sacrifice-a-pile', who: target(0) }] },
    ),
  ),
  enchantment('Evil Presence', '{B}', ['Aura'])
    .enchant('land', targetPermanent({ types: ['Land'] }))
    .static('Enchanted land is a Swamp.', { kind: 'becomes', affected: 'enchanted', landTypes: ['Swamp'] }),
  creature('Phyrexian Vatmother', '{2}{B}{B}', ['Horror'], 4, 5)
    .keywords('infect')
    .triggered('At the beginning of your upkeep, you get a poison counter.', {
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      effects: [{ kind: 'add-player-counters', who: 'you', counter: 'poison', amount: 1 }],
    }),
  // 308: a kindred card has another card type, whose rules it follows; its subtypes are creature types.
  new CardBuilder({
    name: 'Bitterblossom',
    manaCost: '{1}{B}',
    types: ['Kindred', 'Enchantment'],
    subtypes: ['Faerie'],
  }).triggered(
    'At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue creature token with flying.',
    {
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      effects: [loseLife(1, 'you'), createTokens(1, faerieRogue)],
    },
  ),
];
