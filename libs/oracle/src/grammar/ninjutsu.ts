// Ninjutsu (702.49a): "Ninjutsu [cost]" means "[Cost], Reveal this card from your hand, Return an
// unblocked attacking creature you control to its owner's hand: Put this card onto the battlefield
// from your hand tapped and attacking." An activated ability that works from the hand (602.1), whose
// ninja attacks what the returned creature attacked (702.49c).
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** "Ninjutsu {1}{U}" as a whole line; else nothing is read. */
export function ninjutsuLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mana = keywordManaCost(sentence, 'ninjutsu');
  if (!mana) return undefined;
  return [
    {
      kind: 'activated',
      text,
      cost: {
        mana,
        returnToHand: {
          filter: { types: ['Creature'], controller: 'you', attacking: true, unblocked: true },
          count: 1,
        },
      },
      targets: [],
      effects: [
        {
          kind: 'put-onto-battlefield',
          what: 'self',
          from: 'hand',
          tapped: true,
          attackingAsReturned: true,
        },
      ],
      zone: 'hand',
      keyword: 'ninjutsu',
    },
  ];
}
