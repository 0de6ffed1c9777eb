// A few hand-written cards, so the parser and reference tests need neither the real catalogue nor
// a finished engine.
import type { CardCatalogue, CardDefinition } from '@mtg/cards';
import type { RulesContext } from '@mtg/rules';

function card(name: string, fields: Partial<CardDefinition>): CardDefinition {
  return {
    name,
    supertypes: [],
    types: [],
    subtypes: [],
    text: '',
    abilities: [],
    source: 'test',
    ...fields,
  };
}

const CARDS = [
  card('Grizzly Bears', {
    manaCost: '{1}{G}',
    types: ['Creature'],
    subtypes: ['Bear'],
    power: 2,
    toughness: 2,
  }),
  card('Forest', { supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'] }),
  card('Lightning Bolt', { manaCost: '{R}', types: ['Instant'] }),
  card('Pacifism', { manaCost: '{1}{W}', types: ['Enchantment'], subtypes: ['Aura'] }),
];

export const fakeCards: CardCatalogue = {
  get: (name) =>
    CARDS.find((c) => c.name === name) ?? CARDS.find((c) => c.name.toLowerCase() === name.toLowerCase()),
  require(name) {
    const found = this.get(name);
    if (!found) throw new Error(`Unknown card "${name}"`);
    return found;
  },
  names: () => CARDS.map((c) => c.name).sort(),
};

export const fakeContext: RulesContext = { cards: fakeCards };
