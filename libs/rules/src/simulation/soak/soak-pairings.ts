// Who plays whom in each game of the soak: two decks drawn at random from the pool (`randomPairing`,
// the default), or named decklists (`deckPairing`, `mtg soak --decks`), each playing its games in a
// row of seeds against the other decks in turn.
import { COLORS, type CardCatalogue, type Color } from '@mtg/cards';
import type { Dice } from '../dice.js';
import { colorsOf, soakDeck, type SoakDeck, type SoakPool } from './soak-decks.js';

/** The two decks of the game of `seed` (alice's first); `dice` are the random players' generator. */
export type SoakPairing = (seed: number, dice: Dice) => readonly [SoakDeck, SoakDeck];

/** A decklist the soak plays, by its name: its main deck's card names, as the catalogue names them. */
export interface NamedDeck {
  name: string;
  cards: readonly string[];
}

/** Two decks drawn from the pool for each game. */
export function randomPairing(pool: SoakPool): SoakPairing {
  return (_seed, dice) => [soakDeck(pool, dice), soakDeck(pool, dice)];
}

/**
 * The named decks, `gamesEach` games each from `firstSeed` on: the games of seeds `firstSeed` to
 * `firstSeed + gamesEach - 1` are the first deck's, the next ones the second's, and so on. A deck
 * plays alice's seat against the other decks in turn (the next deck in the list first), or against
 * itself when it is alone.
 */
export function deckPairing(
  decks: readonly NamedDeck[],
  gamesEach: number,
  firstSeed: number,
  cards: CardCatalogue,
): SoakPairing {
  if (!decks.length || gamesEach < 1) throw new RangeError('deckPairing: no deck or no game');
  const soakDecks = decks.map((deck) => namedSoakDeck(deck, cards));
  return (seed) => {
    const game = seed - firstSeed;
    const index = Math.floor(game / gamesEach);
    const own = soakDecks[index];
    if (!own || game < 0) throw new RangeError(`deckPairing: no deck plays the game of seed ${seed}`);
    const others = decks.length - 1;
    const opponent = others ? (index + 1 + (game % others)) % decks.length : index;
    return [own, soakDecks[opponent]!];
  };
}

/** A named deck as the soak plays it: its cards and the colours of its cards (202.2). */
function namedSoakDeck(deck: NamedDeck, cards: CardCatalogue): SoakDeck {
  const colors = new Set<Color>(deck.cards.flatMap((name) => colorsOf(cards.require(name))));
  return { name: deck.name, colors: COLORS.filter((c) => colors.has(c)), cards: [...deck.cards] };
}

/** The cards of the named decks, each once, as a pool: the IR node kinds the soak reports are theirs. */
export function deckPool(decks: readonly NamedDeck[], cards: CardCatalogue): SoakPool {
  const definitions = [...new Set(decks.flatMap((deck) => deck.cards))].map((name) => cards.require(name));
  return {
    lands: definitions.filter((d) => d.types.includes('Land')).map((d) => d.name),
    spells: definitions
      .filter((d) => !d.types.includes('Land'))
      .map((d) => ({ name: d.name, colors: colorsOf(d) })),
  };
}
