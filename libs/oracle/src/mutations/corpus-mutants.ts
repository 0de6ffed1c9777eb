// The mutants of the corpus cards the compiler reads: each line of a card's current text (its rules
// text, reminder text aside: 207.2) altered by a mutation operator, the card's other lines as they
// are; and what the compiler makes of each: a diagnostic, another IR (the mutant is killed), or the
// same IR (it survives: the grammar swallowed the altered words).
import type { CardDefinition } from '@mtg/cards';
import { compileCard } from '../compile.js';
import { CORPUS_SOURCE, type CorpusCard } from '../corpus/corpus.js';
import { oracleCard } from '../coverage/coverage.js';
import { withoutReminderText } from '../wording/reminder-text.js';
import { applied, type Edit, type MutationOperator } from './mutations.js';

/** One line of a card altered by one operator. */
export interface Mutant {
  card: string;
  operator: string;
  /** The line altered (1-based), its rules text, and what the operator made of it. */
  line: number;
  original: string;
  mutated: string;
  /** The card's text with that line altered. */
  text: string;
}

export type MutantOutcome = 'diagnostic' | 'changed' | 'same';

/** Where the card's name stands in a line: the object itself (201.5), which no operator alters from within. */
function nameSpans(line: string, name: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let at = line.indexOf(name); at >= 0; at = line.indexOf(name, at + 1))
    spans.push([at, at + name.length]);
  return spans;
}

/** Whether an edit alters part of a name and not the whole of it. */
function withinName(edit: Edit, spans: [number, number][]): boolean {
  return spans.some(
    ([start, end]) => edit.start < end && edit.end > start && (edit.start > start || edit.end < end),
  );
}

/** The mutants of a card whose text is `text` (its current text), by each operator, each line in turn. */
export function cardMutants(
  card: CorpusCard,
  text: string,
  operators: readonly MutationOperator[],
): Mutant[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const original = withoutReminderText(line);
    if (!original) return [];
    const names = nameSpans(original, card.name);
    return operators.flatMap((operator) => {
      const edits = operator.edits(original).filter((edit) => !withinName(edit, names));
      const altered = new Set(edits.map((edit) => applied(original, edit)));
      altered.delete(original);
      return [...altered].map((mutated) => ({
        card: card.name,
        operator: operator.name,
        line: i + 1,
        original,
        mutated,
        text: lines.map((other, j) => (j === i ? mutated : other)).join('\n'),
      }));
    });
  });
}

/**
 * A definition as the rules read it, to compare two: without its texts (the card's, its abilities',
 * its modes'), which change with any alteration, and with its objects' keys in order.
 */
export function asRules(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asRules);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => key !== 'text')
      .sort()
      .map((key) => [key, asRules((value as Record<string, unknown>)[key])]),
  );
}

/** What the compiler makes of a mutant of a card whose definition (from its current text) is `original`. */
export function mutantOutcome(card: CorpusCard, mutant: Mutant, original: CardDefinition): MutantOutcome {
  const { definition } = compileCard(oracleCard(card, mutant.text), CORPUS_SOURCE);
  if (!definition) return 'diagnostic';
  return JSON.stringify(asRules(definition)) === JSON.stringify(asRules(original)) ? 'same' : 'changed';
}

/** 32 bits of a seeded generator (mulberry32): the same draws for a seed, run after run. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A fixed sample of `count` of the items for a seed (all of them when there are no more), in their order. */
export function sample<T>(items: readonly T[], count: number, seed: number): T[] {
  if (items.length <= count) return [...items];
  const next = generator(seed);
  const indices = items.map((_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + (next() % (indices.length - i));
    [indices[i], indices[j]] = [indices[j]!, indices[i]!];
  }
  return indices
    .slice(0, count)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}
