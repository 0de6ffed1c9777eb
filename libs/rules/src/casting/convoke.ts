// Convoke (702.51): once a spell's total cost is determined (702.51b), its caster may tap untapped
// creatures they control to pay for part of it: each one for one generic mana, or for one mana of one
// of its colors (702.51a).
import { colorsOfSymbol, type CardDefinition, type Color, type ManaSymbol } from '@mtg/cards';
import type { Payment } from '../data/commands/command.js';
import { reject, type Run } from '../engine/run.js';
import { characteristics } from '../layers/characteristics.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { planManaPayment, type ManaExclusions } from './pay-mana.js';
import { genericOf, withGenericChange } from './total-cost.js';

/** The creatures convoke taps, and the mana still to pay once they are tapped. */
export interface Convoke {
  tapped: ObjectId[];
  mana: ManaSymbol[];
}

/** Whether a spell has convoke (702.51a). */
export const hasConvoke = (def: CardDefinition): boolean => def.abilities.some((a) => a.kind === 'convoke');

/** 702.51a: the untapped creatures a player controls, which convoke may tap. */
export function convokingCreatures(run: Run, player: PlayerId): ObjectId[] {
  const { state, ctx } = run;
  return state.battlefield.filter((id) => {
    const object = objectOf(state, id)!;
    return (
      object.controller === player &&
      !object.tapped &&
      characteristics(state, ctx, id).types.includes('Creature')
    );
  });
}

/** The symbols of a cost no creature may pay (702.51a): colorless and snow mana. */
export const convokeUnpaid = (cost: readonly ManaSymbol[]): ManaSymbol[] =>
  cost.filter((s) => s.kind === 'colorless' || s.kind === 'snow');

const keyOf = (cost: readonly ManaSymbol[]): string =>
  cost
    .map((s) => JSON.stringify(s))
    .sort()
    .join();

/**
 * The costs left once a creature of `colors` pays one mana of `cost` (702.51a): a symbol of one of
 * its colors, or else one generic mana. A colored symbol paid comes first: what pays the cost left
 * then pays the other too.
 */
function leftAfterOne(cost: readonly ManaSymbol[], colors: readonly Color[]): ManaSymbol[][] {
  const left = new Map<string, ManaSymbol[]>();
  cost.forEach((symbol, i) => {
    // 702.51a: a creature pays a symbol of one of its colors (either of a hybrid symbol's).
    if (colorsOfSymbol(symbol).some((c) => colors.includes(c))) {
      const rest = cost.filter((_s, j) => j !== i);
      left.set(keyOf(rest), rest);
    }
  });
  if (genericOf(cost) > 0) {
    const rest = withGenericChange(cost, -1);
    left.set(keyOf(rest), rest);
  }
  return [...left.values()];
}

/** Every cost that may be left once creatures of these colors each pay one mana of `cost`; none if they can't all pay. */
export function costsLeftByConvoke(
  cost: readonly ManaSymbol[],
  creatures: readonly (readonly Color[])[],
): ManaSymbol[][] {
  return creatures.reduce<ManaSymbol[][]>(
    (costs, colors) => {
      const next = new Map<string, ManaSymbol[]>();
      for (const c of costs) for (const left of leftAfterOne(c, colors)) next.set(keyOf(left), left);
      return [...next.values()];
    },
    [[...cost]],
  );
}

// 702.51a: each creature tapped is an untapped creature its caster controls, tapped once, for one mana.
function checkConvoking(
  run: Run,
  player: PlayerId,
  named: readonly ObjectId[],
  exclusions: ManaExclusions,
): void {
  const able = convokingCreatures(run, player);
  const other = named.find(
    (id) => !able.includes(id) || exclusions.tapped?.includes(id) || exclusions.used?.includes(id),
  );
  if (other) {
    const name = objectOf(run.state, other)?.name ?? other;
    reject('CONVOKE_ILLEGAL', '702.51a', `${name} is not an untapped creature ${player} controls`);
  }
  if (new Set(named).size !== named.length)
    reject('CONVOKE_ILLEGAL', '702.51a', 'a creature is tapped twice');
}

/** The costs that may be left once `creatures` are tapped for convoke (702.51a); none if they can't all pay. */
function costsLeft(run: Run, mana: readonly ManaSymbol[], creatures: readonly ObjectId[]): ManaSymbol[][] {
  const colors = creatures.map((id) => characteristics(run.state, run.ctx, id).colors);
  return costsLeftByConvoke(mana, colors);
}

/** The first of the costs left that the mana available pays once `creatures` are tapped. */
function payableLeft(
  run: Run,
  player: PlayerId,
  costs: readonly ManaSymbol[][],
  creatures: readonly ObjectId[],
  payment: Payment,
  exclusions: ManaExclusions,
): ManaSymbol[] | undefined {
  const tapped = { ...exclusions, tapped: [...(exclusions.tapped ?? []), ...creatures] };
  return costs.find((left) => planManaPayment(run, player, left, 0, payment, tapped));
}

/**
 * The creatures auto payment tries, in order: those that can't make mana now (a creature that can
 * would pay as much by its mana ability), the ones that pay a colored symbol of the cost first.
 */
function autoCandidates(
  run: Run,
  player: PlayerId,
  mana: readonly ManaSymbol[],
  exclusions: ManaExclusions,
): ObjectId[] {
  const sources = new Set(availableManaSources(run.state, run.ctx, player).map((s) => s.object));
  const free = convokingCreatures(run, player).filter(
    (id) => !sources.has(id) && !exclusions.tapped?.includes(id) && !exclusions.used?.includes(id),
  );
  let rest = [...mana];
  const colored: ObjectId[] = [];
  for (const id of free) {
    const colors = characteristics(run.state, run.ctx, id).colors;
    const paid = rest.findIndex((s) => colorsOfSymbol(s).some((c) => colors.includes(c)));
    if (paid < 0) continue;
    colored.push(id);
    rest = rest.filter((_s, i) => i !== paid);
  }
  return [...colored, ...free.filter((id) => !colored.includes(id))];
}

/**
 * The creatures convoke taps to pay part of `mana`: those named, or, with `pay: auto` and none named,
 * as few as the available mana needs (none if it suffices).
 */
export function planConvoke(
  run: Run,
  player: PlayerId,
  mana: readonly ManaSymbol[],
  named: readonly ObjectId[],
  payment: Payment,
  exclusions: ManaExclusions,
): Convoke {
  if (named.length) {
    checkConvoking(run, player, named, exclusions);
    const costs = costsLeft(run, mana, named);
    if (!costs.length)
      reject(
        'CONVOKE_ILLEGAL',
        '702.51a',
        `${named.length} creature(s) can't each pay for one mana of the cost: each pays one generic mana or one of its color`,
      );
    return {
      tapped: [...named],
      mana: payableLeft(run, player, costs, named, payment, exclusions) ?? costs[0]!,
    };
  }
  if (payment === 'auto' && !planManaPayment(run, player, mana, 0, payment, exclusions)) {
    const candidates = autoCandidates(run, player, mana, exclusions);
    for (let n = 1; n <= candidates.length; n++) {
      const creatures = candidates.slice(0, n);
      const costs = costsLeft(run, mana, creatures);
      if (!costs.length) break;
      const left = payableLeft(run, player, costs, creatures, payment, exclusions);
      if (left) return { tapped: creatures, mana: left };
    }
  }
  return { tapped: [], mana: [...mana] };
}
