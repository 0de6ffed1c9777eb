// Cost reductions by an amount of mana (118.7b-g; seed 424.4): "cost {W}{B} less to cast". Each
// symbol of the reduction takes off the mana of its type; what the cost doesn't require of that type
// comes off its generic mana instead, unless the effect "reduces only the amount of colored mana you
// pay". Pure functions of the cost and the reduction; the reductions of generic mana alone are
// 118.7a (total-cost.ts).
import type { Color, ManaSymbol } from '@mtg/cards';
import { withGenericChange } from './total-cost.js';

/** A reduction by a mana cost, and the mana it may take off: any, only colored mana, or only mana of one color. */
export interface ManaReduction {
  mana: readonly ManaSymbol[];
  only?: 'colored' | Color;
}

/** 118.7e: the half of a hybrid symbol of a reduction that the paying player chooses: a color, or a generic half. */
export type HybridHalf = Color | 'generic';

/** One mana a reduction takes off, once its hybrid symbols' halves are chosen. */
type Unit = { kind: 'generic'; amount: number } | { kind: 'colored'; color: Color } | { kind: 'colorless' };

/** The halves a symbol of a reduction offers (118.7e): none for a symbol that isn't hybrid. */
export function halvesOf(symbol: ManaSymbol): HybridHalf[] {
  if (symbol.kind === 'hybrid') return [...symbol.colors];
  if (symbol.kind === 'twobrid') return [symbol.color, 'generic'];
  return [];
}

/** The symbols of a reduction whose half is chosen (118.7e), in order. */
export function hybridSymbols(reduction: ManaReduction): ManaSymbol[] {
  return reduction.mana.filter((s) => halvesOf(s).length > 0);
}

/** What each symbol of the reduction takes off, `halves` naming the half of each hybrid symbol in order. */
function unitsOf(reduction: ManaReduction, halves: readonly HybridHalf[]): Unit[] {
  let next = 0;
  return reduction.mana.flatMap((symbol): Unit[] => {
    switch (symbol.kind) {
      case 'generic':
        return [{ kind: 'generic', amount: symbol.amount }];
      case 'colored':
        return [{ kind: 'colored', color: symbol.color }];
      case 'colorless':
        return [{ kind: 'colorless' }];
      // 118.7e: a colored half takes off one mana of that color; a generic half, its number of generic mana.
      case 'hybrid':
      case 'twobrid': {
        const half = halves[next++] ?? halvesOf(symbol)[0]!;
        return [half === 'generic' ? { kind: 'generic', amount: 2 } : { kind: 'colored', color: half }];
      }
      // 118.7f: a Phyrexian symbol takes off one mana of its color.
      case 'phyrexian':
        return [{ kind: 'colored', color: symbol.color }];
      // 118.7g: a snow symbol takes off one generic mana.
      case 'snow':
        return [{ kind: 'generic', amount: 1 }];
      case 'x':
        return [];
    }
  });
}

/**
 * The symbol of the cost a unit takes off: one of its type; for a color, a colored symbol first,
 * then one the player may pay with that color (hybrid, Phyrexian: 601.2b announces which).
 */
function symbolTakenOff(cost: readonly ManaSymbol[], unit: Exclude<Unit, { kind: 'generic' }>): number {
  if (unit.kind === 'colorless') return cost.findIndex((s) => s.kind === 'colorless');
  const { color } = unit;
  const exact = cost.findIndex((s) => s.kind === 'colored' && s.color === color);
  if (exact >= 0) return exact;
  return cost.findIndex(
    (s) =>
      (s.kind === 'hybrid' && s.colors.includes(color)) ||
      ((s.kind === 'twobrid' || s.kind === 'phyrexian') && s.color === color),
  );
}

/** Whether a restricted reduction may take off this mana ("reduces only the amount of colored/white mana you pay"). */
function allowed(only: ManaReduction['only'], unit: Unit): boolean {
  if (!only) return true;
  return unit.kind === 'colored' && (only === 'colored' || only === unit.color);
}

/**
 * 118.7b-g: a cost reduced by an amount of mana. Generic mana takes off generic mana (118.7a); a
 * color or colorless mana takes off mana of its type, or, when the cost doesn't require (any more)
 * mana of that type, generic mana (118.7b-d); hybrid symbols as the player chose (118.7e), Phyrexian
 * as their color (118.7f), snow as generic (118.7g). A restricted reduction takes off only its kind of
 * mana, nothing else. The cost can't go below {0} (601.2f).
 */
export function reduceCost(
  cost: readonly ManaSymbol[],
  reduction: ManaReduction,
  halves: readonly HybridHalf[] = [],
): ManaSymbol[] {
  const rest = [...cost];
  let generic = 0;
  for (const unit of unitsOf(reduction, halves)) {
    if (!allowed(reduction.only, unit)) continue;
    if (unit.kind === 'generic') {
      generic += unit.amount;
      continue;
    }
    const taken = symbolTakenOff(rest, unit);
    if (taken >= 0) rest.splice(taken, 1);
    // 118.7b-d: of a type the cost doesn't require, or beyond its component of that type.
    else if (!reduction.only) generic += 1;
  }
  return withGenericChange(rest, -generic);
}

/** Every choice of halves for the hybrid symbols of some reductions (118.7e), in order. */
export function halvesChoices(reductions: readonly ManaReduction[]): HybridHalf[][] {
  return reductions
    .flatMap(hybridSymbols)
    .reduce<HybridHalf[][]>(
      (choices, symbol) => choices.flatMap((c) => halvesOf(symbol).map((h) => [...c, h])),
      [[]],
    );
}

/** A cost reduced by several reductions in turn, `halves` naming the halves of all their hybrid symbols in order. */
export function reduceCostBy(
  cost: readonly ManaSymbol[],
  reductions: readonly ManaReduction[],
  halves: readonly HybridHalf[] = [],
): ManaSymbol[] {
  let reduced = [...cost];
  let used = 0;
  for (const reduction of reductions) {
    const count = hybridSymbols(reduction).length;
    reduced = reduceCost(reduced, reduction, halves.slice(used, used + count));
    used += count;
  }
  return reduced;
}
