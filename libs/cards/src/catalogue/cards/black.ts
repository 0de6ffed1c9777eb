import type { Amount } from '../../ir/abilities.js';
import {
  saga,
  atTheBeginningOfYourNext,
  exile,
  creature,
  enchantment,
  destroy,
  discard,
  draw,
  drawUpTo,
  loseLife,
  putOntoBattlefield,
  returnToHand,
  sacrifice,
  sorcery,
  target,
  targetPlayer,
  discardYouChoose,
  revealsHand,
  targetOpponent,
  planeswalker,
  loyalty,
  targetPermanent,
} from '../../builder/index.js';
const swampsYouControl: Amount = { count: { subtypes: ['Swamp'], controller: 'you' } };

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
  creature('Nightmare', '{5}{B}', ['Nightmare', 'Horse'], '*', '*')
    .keywords('flying')
    .static("Nightmare's power and toughness are each equal to the number of Swamps you control.", {
      kind: 'set-pt-cda',
      power: swampsYouControl,
      toughness: swampsYouControl,
    }),
  creature('Yixlid Jailer', '{1}{B}', ['Zombie', 'Wizard'], 2, 1).static(
    'Cards in graveyards lose all abilities.',
    {
      kind: 'lose-all-abilities',
      affected: { filter: {}, zone: 'graveyard' },
    },
  ),
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
];
