import type { Amount } from '../../ir/abilities.js';
import {
  saga,
  atTheBeginningOfYourNext,
  exile,
  creature,
  enchantment,
  discard,
  putOntoBattlefield,
  returnToHand,
  sacrifice,
  target,
  targetPlayer,
  planeswalker,
  loyalty,
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
  creature('Phyrexian Vatmother', '{2}{B}{B}', ['Horror'], 4, 5)
    .keywords('infect')
    .triggered('At the beginning of your upkeep, you get a poison counter.', {
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      effects: [{ kind: 'add-player-counters', who: 'you', counter: 'poison', amount: 1 }],
    }),
];
