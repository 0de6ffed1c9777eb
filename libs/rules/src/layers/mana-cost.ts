import { parseManaCost, type ManaCost } from '@mtg/cards';

const parsed = new Map<string, ManaCost>();

/** A mana cost parsed once per distinct text (costs are read on every cast and activation). */
export function manaCostOf(text: string | undefined): ManaCost {
  if (!text) return [];
  let cost = parsed.get(text);
  if (!cost) {
    cost = parseManaCost(text);
    parsed.set(text, cost);
  }
  return cost;
}
