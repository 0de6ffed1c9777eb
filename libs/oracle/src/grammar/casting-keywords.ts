// Keyword abilities about casting a card, each a whole line: "Cycling {U}" (702.29a: "[Cost],
// Discard this card: Draw a card.", from the hand), "Kicker {R}" (702.33a), "Delve" (702.66a),
// "Jump-start" (702.133a), "Convoke" (702.51a), "Flashback {2}{U}" (702.34a, a flashback cost of mana), "Morph {2}{G}"
// and "Megamorph {2}{G}" (702.37a-b).
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** A keyword with a mana cost after it ("Cycling {2}"), read whole; else nothing is read. */
/** The whole line, if it is one of these keywords; else nothing is read. */
export function castingKeywordLine(sentence: Sentence, text: string): Ability[] | undefined {
  const cycling = keywordManaCost(sentence, 'cycling');
  if (cycling)
    return [
      {
        kind: 'activated',
        text,
        cost: { mana: cycling, discardSelf: true },
        targets: [],
        effects: [{ kind: 'draw', who: 'you', amount: 1 }],
        zone: 'hand',
        keyword: 'cycling',
      },
    ];
  const kicker = keywordManaCost(sentence, 'kicker');
  if (kicker) return [{ kind: 'kicker', cost: { mana: kicker } }];
  const flashback = keywordManaCost(sentence, 'flashback');
  if (flashback) return [{ kind: 'flashback', cost: { mana: flashback } }];
  const morph = keywordManaCost(sentence, 'morph');
  if (morph) return [{ kind: 'morph', cost: morph }];
  const megamorph = keywordManaCost(sentence, 'megamorph');
  if (megamorph) return [{ kind: 'morph', cost: megamorph, megamorph: true }];
  if (sentence.peek(1)) return undefined;
  if (sentence.accept('delve')) return [{ kind: 'delve' }];
  if (sentence.accept('jump-start')) return [{ kind: 'jump-start' }];
  if (sentence.accept('convoke')) return [{ kind: 'convoke' }];
  return undefined;
}
