// Finding a way to pay a mana cost (601.2g-h, 107.4): which mana from the pool and which mana
// abilities to activate. A search that finds a payment whenever one exists.
import type { ManaSymbol, ManaType } from '@mtg/cards';
import type { ManaPool } from '../data/state/game-state.js';
import type { ManaSource } from './mana-sources.js';
import type { ManaPayment } from '../data/state/casting.js';

interface Unit {
  /** Index of the source, or -1 for mana already in the pool. */
  source: number;
  types: readonly ManaType[];
  sacrifice?: true;
}

/**
 * One symbol's worth of payment: any mana, or mana of given types, with an alternative for
 * Phyrexian symbols (2 life, 107.4f) and monocolored hybrid ones (two generic mana, 107.4e).
 */
type Need = { any: true } | { any: false; types: readonly ManaType[]; life?: number; orGeneric?: number };

const POOL_ORDER: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

function needsOf(cost: readonly ManaSymbol[], x: number): Need[] {
  const specific: Need[] = [];
  let generic = 0;
  for (const symbol of cost) {
    switch (symbol.kind) {
      case 'generic':
        generic += symbol.amount;
        break;
      case 'x':
        generic += x;
        break;
      case 'snow':
        generic += 1;
        break;
      case 'colored':
        specific.push({ any: false, types: [symbol.color] });
        break;
      case 'colorless':
        specific.push({ any: false, types: ['C'] });
        break;
      case 'hybrid':
        specific.push({ any: false, types: symbol.colors });
        break;
      case 'twobrid':
        specific.push({ any: false, types: [symbol.color], orGeneric: 2 });
        break;
      case 'phyrexian':
        specific.push({ any: false, types: [symbol.color], life: 2 });
        break;
    }
  }
  // The most constrained needs first; generic mana last.
  specific.sort((a, b) => (a.any || b.any ? 0 : a.types.length - b.types.length));
  return [...specific, ...Array.from({ length: generic }, (): Need => ({ any: true }))];
}

/**
 * A payment of `cost` from `pool` and `sources`, or null if none exists. Phyrexian symbols are paid
 * with life only when no mana can pay them and `life` allows it. With `anyColor`, mana may be spent
 * as though it were mana of any color (609.4b): any mana pays a colored symbol, only {C} pays {C}.
 */
export function findPayment(
  cost: readonly ManaSymbol[],
  x: number,
  pool: ManaPool,
  sources: readonly ManaSource[],
  life: number,
  anyColor = false,
): ManaPayment | null {
  const units: Unit[] = [];
  for (const type of POOL_ORDER)
    for (let i = 0; i < pool[type]; i++) units.push({ source: -1, types: [type] });
  // Less flexible sources first, so a flexible one is kept for a need only it can meet; permanents
  // that would be sacrificed last, so they are used only when nothing else can pay.
  sources
    .map((s, i): Unit => ({
      source: i,
      types: s.produces,
      ...(s.sacrifice ? { sacrifice: s.sacrifice } : {}),
    }))
    .sort((a, b) => Number(!!a.sacrifice) - Number(!!b.sacrifice) || a.types.length - b.types.length)
    .forEach((u) => units.push(u));
  const needs = needsOf(cost, x);
  const used = new Array<boolean>(units.length).fill(false);
  const chosen: { unit: number; mana: ManaType }[] = [];
  let lifePaid = 0;

  /** Pays needs[n..] and then `extra` more generic mana (the alternatives chosen on the way). */
  const search = (n: number, extra: number): boolean => {
    if (n === needs.length) return extra === 0 || payGeneric(extra);
    const need = needs[n]!;
    const tried = new Set<string>();
    for (let u = 0; u < units.length; u++) {
      if (used[u]) continue;
      const unit = units[u]!;
      const mana = need.any ? unit.types[0]! : fitting(unit.types, need.types, anyColor);
      if (!mana) continue;
      // Interchangeable units (same origin kind, same types) are tried once.
      const key = `${unit.source < 0 ? 'pool' : unit.sacrifice ? 'sac' : 'src'}:${unit.types.join('')}:${mana}`;
      if (tried.has(key)) continue;
      tried.add(key);
      used[u] = true;
      chosen.push({ unit: u, mana });
      if (search(n + 1, extra)) return true;
      chosen.pop();
      used[u] = false;
    }
    if (need.any) return false;
    if (need.orGeneric && search(n + 1, extra + need.orGeneric)) return true;
    if (need.life && life - lifePaid >= need.life) {
      lifePaid += need.life;
      if (search(n + 1, extra)) return true;
      lifePaid -= need.life;
    }
    return false;
  };

  /** Generic mana from any units left, least flexible first (all are interchangeable for it). */
  const payGeneric = (count: number): boolean => {
    const free = units.flatMap((_unit, u) => (used[u] ? [] : [u])).slice(0, count);
    if (free.length < count) return false;
    for (const u of free) {
      used[u] = true;
      chosen.push({ unit: u, mana: units[u]!.types[0]! });
    }
    return true;
  };

  if (!search(0, 0)) return null;
  return {
    activations: chosen
      .filter((c) => units[c.unit]!.source >= 0)
      .map((c) => {
        const unit = units[c.unit]!;
        return {
          object: sources[unit.source]!.object,
          mana: c.mana,
          ...(unit.sacrifice ? { sacrifice: unit.sacrifice } : {}),
        };
      }),
    spent: chosen.map((c) => c.mana),
    life: lifePaid,
  };
}

/** The mana a unit makes that pays a symbol needing `types`: one of them, or any with `anyColor` (609.4b). */
function fitting(
  made: readonly ManaType[],
  types: readonly ManaType[],
  anyColor: boolean,
): ManaType | undefined {
  const exact = made.find((t) => types.includes(t));
  return exact ?? (anyColor && !types.includes('C') ? made[0] : undefined);
}

/** The fewest mana units that can pay `cost` (Phyrexian symbols may be paid with life instead). */
export function leastManaUnits(cost: readonly ManaSymbol[], x: number): number {
  let units = 0;
  for (const symbol of cost) {
    if (symbol.kind === 'generic') units += symbol.amount;
    else if (symbol.kind === 'x') units += x;
    else if (symbol.kind !== 'phyrexian') units += 1;
  }
  return units;
}

/**
 * Whether the pool and the sources could pay `cost`, as far as a bound goes: as many mana as it needs
 * at least (`leastManaUnits`), and for each of its colored and colorless symbols a mana of that type
 * (any mana for a colored one, with `anyColor`, 609.4b). A payment (`findPayment`) exists only if so.
 */
export function withinReach(
  cost: readonly ManaSymbol[],
  x: number,
  pool: ManaPool,
  sources: readonly ManaSource[],
  anyColor: boolean,
): boolean {
  const units = POOL_ORDER.reduce((n, type) => n + pool[type], sources.length);
  if (leastManaUnits(cost, x) > units) return false;
  const needed = new Map<ManaType, number>();
  for (const symbol of cost) {
    const type = symbol.kind === 'colored' ? symbol.color : symbol.kind === 'colorless' ? 'C' : undefined;
    if (type) needed.set(type, (needed.get(type) ?? 0) + 1);
  }
  for (const [type, count] of needed) {
    if (anyColor && type !== 'C') continue;
    const making = sources.reduce((n, s) => n + (s.produces.includes(type) ? 1 : 0), pool[type]);
    if (count > making) return false;
  }
  return true;
}
