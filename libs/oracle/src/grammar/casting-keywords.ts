// Keyword abilities about casting a card, each a whole line: "Cycling {U}" (702.29a: "[Cost],
// Discard this card: Draw a card.", from the hand), "Kicker {R}" (702.33a), "Delve" (702.66a),
// "Jump-start" (702.133a), "Convoke" (702.51a), "Flashback {2}{U}" (702.34a, a flashback cost of
// mana), "Morph {2}{G}" and "Megamorph {2}{G}" (702.37a-b), "Buyback {3}" and "Buyback—Pay 4 life."
// (702.27a), "Entwine {2}" (702.42a), "Evoke {1}{B}" (702.74a), "Dash {1}{R}" (702.109a), "Bestow {3}{G}{G}"
// (702.103a), "Fuse" (702.102a, on a split card's halves),
// "Rebound" (702.88a), "Madness {1}{R}" (702.35a).
import {
  dashReturnAbility,
  evokeSacrificeAbility,
  madnessAbilities,
  type Ability,
  type Cost,
} from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { costItems, keywordManaCost } from './costs.js';

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
  const buyback = keywordCost(sentence, 'buyback');
  if (buyback) return [{ kind: 'buyback', cost: buyback }];
  const entwine = keywordCost(sentence, 'entwine');
  if (entwine) return [{ kind: 'entwine', cost: entwine }];
  const flashback = keywordManaCost(sentence, 'flashback');
  if (flashback) return [{ kind: 'flashback', cost: { mana: flashback } }];
  // 702.74a: "Evoke [cost]": an alternative cost, and the sacrifice of the permanent it pays for.
  const evoke = keywordManaCost(sentence, 'evoke');
  if (evoke)
    return [
      { kind: 'alternative-cost', text, cost: { mana: evoke }, keyword: 'evoke' },
      evokeSacrificeAbility(text),
    ];
  // 702.109a: "Dash [cost]": an alternative cost; cast so, the permanent has haste and returns to its
  // owner's hand at the beginning of the next end step.
  const dash = keywordManaCost(sentence, 'dash');
  if (dash)
    return [
      { kind: 'alternative-cost', text, cost: { mana: dash }, keyword: 'dash' },
      {
        kind: 'static',
        text,
        effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
        condition: { kind: 'cast-with', keyword: 'dash' },
      },
      dashReturnAbility(text),
    ];
  // 702.103a: "Bestow [cost]": an alternative cost; cast so, the spell is an Aura with enchant creature (702.103b).
  const bestow = keywordManaCost(sentence, 'bestow');
  if (bestow) return [{ kind: 'alternative-cost', text, cost: { mana: bestow }, keyword: 'bestow' }];
  // 702.35a: "Madness [cost]": a discard exiles the card, then its owner may cast it for that cost
  // (X in a madness cost is not read: the value of X would have to be chosen as it is cast).
  const mark = sentence.mark;
  const madness = keywordManaCost(sentence, 'madness');
  if (madness && !madness.includes('{X}')) return madnessAbilities(text, madness);
  sentence.reset(mark);
  const morph = keywordManaCost(sentence, 'morph');
  if (morph) return [{ kind: 'morph', cost: morph }];
  const megamorph = keywordManaCost(sentence, 'megamorph');
  if (megamorph) return [{ kind: 'morph', cost: megamorph, megamorph: true }];
  if (sentence.peek(1)) return undefined;
  if (sentence.accept('delve')) return [{ kind: 'delve' }];
  if (sentence.accept('jump-start')) return [{ kind: 'jump-start' }];
  if (sentence.accept('convoke')) return [{ kind: 'convoke' }];
  if (sentence.accept('fuse')) return [{ kind: 'fuse' }];
  if (sentence.accept('rebound')) return [{ kind: 'rebound' }];
  return undefined;
}

/**
 * 702.27a, 702.42a: "Buyback {3}", "Entwine {2}", or "Buyback—Sacrifice a land.", "Entwine—Sacrifice
 * two lands." (a cost other than mana), as a whole line.
 */
function keywordCost(sentence: Sentence, keyword: 'buyback' | 'entwine'): Cost | undefined {
  const mana = keywordManaCost(sentence, keyword);
  if (mana) return { mana };
  const mark = sentence.mark;
  const cost = sentence.accept(keyword, '—') ? costItems(sentence) : undefined;
  if (cost && sentence.accept('.') && sentence.done) return cost;
  sentence.reset(mark);
  return undefined;
}
