// Ability words (207.2c): words that tie cards with similar functionality together and have no
// rules meaning, set off by a long dash ("Landfall — Whenever a land enters under your control, ...").
import type { Sentence } from '../parser/sentence.js';

/** 207.2c: the ability words (Comprehensive Rules 2025), each as the words Oracle text writes. */
const ABILITY_WORDS: readonly string[][] = [
  'adamant',
  'addendum',
  'alliance',
  'battalion',
  'bloodrush',
  'celebration',
  'channel',
  'chroma',
  'cohort',
  'constellation',
  'converge',
  "council's dilemma",
  'coven',
  'delirium',
  'descend 4',
  'descend 8',
  'domain',
  'eerie',
  'eminence',
  'enrage',
  'fateful hour',
  'fathomless descent',
  'ferocious',
  'flurry',
  'formidable',
  'grandeur',
  'hellbent',
  'heroic',
  'imprint',
  'inspired',
  'join forces',
  'kinship',
  'landfall',
  'lieutenant',
  'magecraft',
  'metalcraft',
  'morbid',
  'pack tactics',
  'paradox',
  'parley',
  'radiance',
  'raid',
  'rally',
  'revolt',
  'secret council',
  'spell mastery',
  'strive',
  'survival',
  'sweep',
  'tempting offer',
  'threshold',
  'undergrowth',
  'valiant',
  'void',
  'will of the council',
].map((words) => words.split(' '));

/** Reads an ability word and its dash, if the line begins with one: the ability is what follows. */
export function abilityWord(sentence: Sentence): void {
  const mark = sentence.mark;
  if (ABILITY_WORDS.some((words) => sentence.accept(...words)) && sentence.accept('—')) return;
  sentence.reset(mark);
}
