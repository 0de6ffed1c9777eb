// The card catalogue: card definitions by exact name, with a case-insensitive fallback; a card with
// several faces also by the name of each face.
import type { CardDefinition } from '../ir/abilities.js';

export interface CardCatalogue {
  /** The card of that exact name (or face name), else the one whose name matches ignoring case. */
  get(name: string): CardDefinition | undefined;
  /** Like `get`, but throws `UnknownCardError` naming the card. */
  require(name: string): CardDefinition;
  /** Every card name, sorted. */
  names(): string[];
}

export class UnknownCardError extends Error {
  constructor(readonly cardName: string) {
    super(`Unknown card "${cardName}": no card of that name in the catalogue`);
    this.name = 'UnknownCardError';
  }
}

/** Definitions are shared by every game: freezing them keeps one game from changing another's cards. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

export function createCatalogue(definitions: readonly CardDefinition[]): CardCatalogue {
  const byName = new Map<string, CardDefinition>();
  const byFoldedName = new Map<string, CardDefinition>();
  for (const definition of definitions) {
    const folded = definition.name.toLowerCase();
    if (byFoldedName.has(folded))
      throw new Error(`Card "${definition.name}" is defined twice in the catalogue`);
    byName.set(definition.name, deepFreeze(definition));
    byFoldedName.set(folded, definition);
  }
  const names = [...byName.keys()].sort();
  // 709.4a, 712.19, 715.5: a card with several faces is also found by the name of each face and by
  // all of them ("Bonecrusher Giant // Stomp"), unless another card has that name.
  for (const definition of definitions) {
    const faces = definition.faces?.map((face) => face.name) ?? [];
    for (const alias of faces.length ? [...faces, faces.join(' // ')] : []) {
      if (byName.has(alias)) continue;
      byName.set(alias, definition);
      byFoldedName.set(alias.toLowerCase(), definition);
    }
  }
  return lookingUp((name) => byName.get(name) ?? byFoldedName.get(name.toLowerCase()), names);
}

/** The catalogue that finds cards with `get` and holds `names`. */
function lookingUp(
  get: (name: string) => CardDefinition | undefined,
  names: readonly string[],
): CardCatalogue {
  return {
    get,
    require(name) {
      const definition = get(name);
      if (definition === undefined) throw new UnknownCardError(name);
      return definition;
    },
    names: () => [...names],
  };
}

/** `base` with more definitions, found first (a test's or a benchmark's own cards). */
export function extendCatalogue(base: CardCatalogue, definitions: readonly CardDefinition[]): CardCatalogue {
  const own = createCatalogue(definitions);
  const exact = new Map(own.names().map((name) => [name, own.require(name)]));
  // The exact names first, without folding case: the engine looks cards up often.
  return lookingUp(
    (name) => exact.get(name) ?? base.get(name) ?? own.get(name),
    [...new Set([...own.names(), ...base.names()])].sort(),
  );
}
