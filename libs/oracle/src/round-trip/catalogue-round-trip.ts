// The round trip against the hand-written catalogue: each card's current text, compiled with its
// printed characteristics, must give exactly its hand-written definition, or be a card the compiler
// cannot read yet (`NOT_READ_YET`, a list that may only shrink).
import type { CardDefinition } from '@mtg/cards';
import { compileCard, type Compiled } from '../compile.js';

export type RoundTrip =
  | { name: string; outcome: 'same' }
  | { name: string; outcome: 'not read'; compiled: Compiled }
  | { name: string; outcome: 'different'; compiled: CardDefinition };

/** The hand-written definition's own text and characteristics, compiled. */
export function roundTrip(written: CardDefinition): RoundTrip {
  const { name, layout, manaCost, supertypes, types, subtypes, power, toughness, loyalty, colors, text } =
    written;
  const optional = { layout, manaCost, power, toughness, loyalty, colors };
  const compiled = compileCard(
    {
      name,
      supertypes,
      types,
      subtypes,
      text,
      ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)),
    },
    written.source,
  );
  if (!compiled.definition) return { name, outcome: 'not read', compiled };
  return JSON.stringify(sorted(compiled.definition)) === JSON.stringify(sorted(written))
    ? { name, outcome: 'same' }
    : { name, outcome: 'different', compiled: compiled.definition };
}

/** A value with its objects' keys in order, to compare definitions whatever order their fields were written in. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  );
}
