// `mtg simulate --pool SET`: each player's deck built from a sealed pool of the set, opened with a
// generator seeded by the set and --seed (alice's pool first, then bob's), so that a seed gives the
// same decks, and the same games, as long as the supported cards stay the same.
import { readSetPrintings, type CardPool, type PoolCard, type SetPrintings } from '@mtg/oracle';
import { seedRandom } from '@mtg/rules';
import { UsageError } from '../commands/play.js';
import { buildSealedDeck, type SealedDeck } from './sealed-deck.js';
import { openPool, sealedSet, type SealedSet } from './sealed-pool.js';

/** The decks of `players` from sealed pools of set `code`; a set whose pools do not open is a usage error naming those that do. */
export function sealedDecks(
  code: string,
  seed: number,
  players: readonly string[],
  pool: CardPool,
  printings: readonly SetPrintings[] = readSetPrintings(),
): { set: SealedSet; decks: SealedDeck[] } {
  const supported = (name: string) => {
    const card = pool.card(name);
    return card?.supported ? card.name : undefined;
  };
  const named = printings.find((set) => set.code.toUpperCase() === code.toUpperCase());
  const set = named ? sealedSet(named, supported) : `there is no set ${code} in the corpus`;
  if (typeof set === 'string') {
    const open = printings.flatMap((p) => {
      const s = sealedSet(p, supported);
      return typeof s === 'string' ? [] : [s.code];
    });
    throw new UsageError(`--pool ${code}: ${set}; the sets whose pools open: ${open.join(', ')}`);
  }
  let rng = seedRandom(`sealed ${set.code} ${seed}`);
  const cardOf = (name: string) => pool.card(name) as PoolCard;
  const decks = players.map(() => {
    const opened = openPool(set, rng);
    rng = opened.rng;
    return buildSealedDeck(opened.cards, cardOf);
  });
  return { set, decks };
}
