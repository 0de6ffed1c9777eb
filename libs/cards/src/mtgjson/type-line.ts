// The type line of a 2017 card as it reads today: the errata issued since for every card alike.

/** A card's supertypes, card types and subtypes, as words. */
export interface TypeLine {
  supertypes: string[];
  types: string[];
  subtypes: string[];
}

/** 205.3m: creature types merged into others since 2017. */
const RENAMED_CREATURE_TYPES: Readonly<Record<string, string>> = { Hound: 'Dog' };

/**
 * The card's characteristics with the type-line errata issued since 2017 for every card alike:
 * "Tribal" is now "Kindred" (308.3), planeswalker cards are legendary (306.4), Hounds are Dogs.
 */
export function currentTypeLine(card: Partial<TypeLine>): TypeLine {
  const types = (card.types ?? []).map((type) => (type === 'Tribal' ? 'Kindred' : type));
  const supertypes = card.supertypes ?? [];
  const legendary = types.includes('Planeswalker') && !supertypes.includes('Legendary');
  return {
    supertypes: legendary ? ['Legendary', ...supertypes] : supertypes,
    types,
    subtypes: (card.subtypes ?? []).map((subtype) => RENAMED_CREATURE_TYPES[subtype] ?? subtype),
  };
}
