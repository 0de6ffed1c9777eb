// Hidden information checks: which card names a viewer must not see at a moment (from the judge's
// view then), and what a response must never hold (library orders, shuffle results, the rng).
import type { GameView, ObjectView } from '@mtg/game';

const names = (objects: readonly ObjectView[] | undefined) => (objects ?? []).map((o) => o.name);

/** Names of cards anyone may see now: battlefield, stack, exile, graveyards. */
export function publicNames(judge: GameView): Set<string> {
  return new Set([...names(judge.battlefield), ...names(judge.stack), ...names(judge.exile), ...judge.players.flatMap((p) => names(p.graveyard))]);
}

/**
 * The names `viewer` (a player, or undefined for a spectator) must not find in anything it is
 * sent now: the names of other players' hands and of every library, less the public names and
 * the viewer's own cards (its hand and library: its own deck list).
 */
export function hiddenNames(judge: GameView, viewer?: string): Set<string> {
  const visible = publicNames(judge);
  const own = judge.players.filter((p) => p.id === viewer).flatMap((p) => [...names(p.hand), ...names(p.library)]);
  for (const name of own) visible.add(name);
  const hidden = judge.players.flatMap((p) => [...(p.id === viewer ? [] : names(p.hand)), ...names(p.library)]);
  return new Set(hidden.filter((name) => !visible.has(name)));
}

/** Keys that only the judge may be sent: library contents, shuffle results, the engine's state. */
export const JUDGE_ONLY_KEYS = ['library', 'order', 'rng', 'agenda', 'objects'];

/** What in a response's text breaks hidden information: hidden names, judge-only keys, hands. */
export function leaks(text: string, hidden: ReadonlySet<string>, options: { hands?: 'none' | 'allowed' } = {}): string[] {
  const found = [...hidden].filter((name) => text.includes(name)).map((name) => `name "${name}"`);
  const keys = new Set<string>();
  collectKeys(JSON.parse(text), keys);
  for (const key of JUDGE_ONLY_KEYS) if (keys.has(key)) found.push(`key "${key}"`);
  if (options.hands === 'none' && keys.has('hand')) found.push('key "hand"');
  return found;
}

function collectKeys(value: unknown, keys: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectKeys(v, keys);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      keys.add(k);
      collectKeys(v, keys);
    }
  }
}
