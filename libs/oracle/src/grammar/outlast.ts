// Outlast (702.107): a keyword line that stands for an activated ability of the creature itself.
import type { Ability } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/**
 * 702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only
 * as a sorcery." (A mana cost.)
 */
export function outlastLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mana = keywordManaCost(sentence, 'outlast');
  if (!mana) return undefined;
  return [
    {
      kind: 'activated',
      text,
      targets: [],
      cost: { mana, tap: true },
      effects: [{ kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 1 }],
      sorcerySpeed: true,
      keyword: 'outlast',
    },
  ];
}
