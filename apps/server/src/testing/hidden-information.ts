// Hidden information checks: which card names a viewer must not see at a moment (from the judge's
// view then), and what a response must never hold (library orders, shuffle results, the rng).
import { cardCatalogue } from '@mtg/oracle';
import { perceives, type EventView, type GameView, type ObjectView, type Viewer } from '@mtg/game';
import { evolve, initialState, type GameEvent, allObjectIds } from '@mtg/rules';

const names = (objects: readonly ObjectView[] | undefined) => (objects ?? []).map((o) => o.name);

/** Names of cards anyone may see now: battlefield, stack, exile, graveyards. */
export function publicNames(judge: GameView): Set<string> {
  return new Set([
    ...names(judge.battlefield),
    ...names(judge.stack),
    ...names(judge.exile),
    ...judge.players.flatMap((p) => names(p.graveyard)),
  ]);
}

/**
 * The names `viewer` (a player, or undefined for a spectator) must not find in anything it is
 * sent now: the names of other players' hands and of every library, less the public names and
 * the viewer's own cards (its hand and library: its own deck list).
 */
export function hiddenNames(judge: GameView, viewer?: string): Set<string> {
  const visible = publicNames(judge);
  const own = judge.players
    .filter((p) => p.id === viewer)
    .flatMap((p) => [...names(p.hand), ...names(p.library)]);
  for (const name of own) visible.add(name);
  const hidden = judge.players.flatMap((p) => [
    ...(p.id === viewer ? [] : names(p.hand)),
    ...names(p.library),
  ]);
  return new Set(hidden.filter((name) => !visible.has(name)));
}

/**
 * Keys that only the judge may be sent: library contents, shuffle results, the random number
 * generator, the engine's pending work, and the state's table of every object (a plain object;
 * an array of object ids under that name, as in `PermanentsUntapped`, is public).
 */
export const JUDGE_ONLY_KEYS: Record<string, (value: unknown) => boolean> = {
  library: () => true,
  order: () => true,
  rng: () => true,
  agenda: () => true,
  objects: (value) => typeof value === 'object' && !Array.isArray(value),
};

/** What in a response's text breaks hidden information: hidden names, judge-only keys (with a value), hands. */
export function leaks(
  text: string,
  hidden: ReadonlySet<string>,
  options: { hands?: 'none' | 'allowed' } = {},
): string[] {
  const found = [...hidden].filter((name) => text.includes(name)).map((name) => `name "${name}"`);
  const keys = new Set<string>();
  collectKeys(JSON.parse(text), keys);
  for (const key of keys) {
    if (Object.hasOwn(JUDGE_ONLY_KEYS, key) || (key === 'hand' && options.hands === 'none'))
      found.push(`key "${key}"`);
  }
  return found;
}

/** The keys present with a value that counts (GraphQL answers the fields it may not fill with null). */
function collectKeys(value: unknown, keys: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectKeys(v, keys);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (v === null || v === undefined) continue;
      if (k === 'hand' || !Object.hasOwn(JUDGE_ONLY_KEYS, k) || JUDGE_ONLY_KEYS[k]!(v)) keys.add(k);
      collectKeys(v, keys);
    }
  }
}

/**
 * The ids of every object that was, at some revision, in a zone hidden from `viewer` (a library,
 * or a hand it doesn't own), from the judge's whole event log.
 */
export function hiddenObjectIds(judgeEvents: readonly EventView[], viewer: Viewer): Set<string> {
  const ctx = { cards: cardCatalogue };
  const hidden = new Set<string>();
  let state = initialState();
  for (const e of judgeEvents) {
    state = evolve(state, e.data as GameEvent);
    for (const id of allObjectIds(state)) if (perceives(state, ctx, viewer, id) === false) hidden.add(id);
  }
  return hidden;
}

/** The ids of `hidden` found as string values in a response's JSON. */
export function hiddenIdsIn(text: string, hidden: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (hidden.has(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(JSON.parse(text));
  return [...found];
}
