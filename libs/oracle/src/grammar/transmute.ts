// Transmute (702.53a): "Transmute [cost]" means "[Cost], Discard this card: Search your library for a
// card with the same mana value as the discarded card, reveal that card, and put it into your hand.
// Then shuffle your library. Activate only as a sorcery." An activated ability that works from the
// hand (602.1), its mana value read from the card's mana cost (202.3).
import { manaValue, parseManaCost, type Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** "Transmute {1}{U}{B}" as a whole line, for a card of that mana cost; else nothing is read. */
export function transmuteLine(
  sentence: Sentence,
  text: string,
  cardCost: string | undefined,
): Ability[] | undefined {
  const cost = keywordManaCost(sentence, 'transmute');
  if (!cost) return undefined;
  // 202.3a: a card with no mana cost has mana value 0.
  const value = cardCost === undefined ? 0 : manaValue(parseManaCost(cardCost));
  return [
    {
      kind: 'activated',
      text,
      cost: { mana: cost, discardSelf: true },
      targets: [],
      effects: [
        {
          kind: 'search-library',
          filter: { manaValueAtLeast: value, manaValueAtMost: value },
          amount: 1,
          reveal: true,
          to: 'hand',
        },
        { kind: 'shuffle-library' },
      ],
      sorcerySpeed: true,
      zone: 'hand',
      keyword: 'transmute',
    },
  ];
}
