// The object itself (201.5): its name, or "this creature" (and the like) in today's wording.
import type { Sentence } from '../parser/sentence.js';

const KINDS = [
  'creature',
  'artifact',
  'enchantment',
  'land',
  'permanent',
  'planeswalker',
  'aura',
  'equipment',
  'spell',
];

/** Reads a reference to the object itself, if one comes next. */
export function self(sentence: Sentence): boolean {
  if (sentence.peek()?.kind === 'self') return !!sentence.take();
  return KINDS.some((kind) => sentence.accept('this', kind));
}
