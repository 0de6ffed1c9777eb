// Costs (118; seed 424): the actions a cost takes besides its mana, with the objects the player chose
// to pay them, whether they can be paid now (118.3, 118.6, 614.17b), and paying them.
import type { Cost, Filter } from '@mtg/cards';
import { emit, reject, type Run } from '../engine/run.js';
import {
  moveObject,
  payCountersCost,
  payLife,
  removeCounters,
  sacrifice,
  tap,
  untap,
} from '../game-actions/actions.js';
import { summoningSicknessProblem, tapCostProblem } from '../mana/mana-sources.js';
import { cantHaveCounters } from '../objects/counter-restrictions.js';
import { matchesFilter } from '../layers/filter.js';
import { characteristics } from '../layers/characteristics.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import type { CostAction } from '../data/state/casting.js';
import { objectOf } from '../data/state/objects.js';
import { pickAtRandom } from '../game-actions/random-choices.js';

type Choosable = 'sacrifice' | 'discard' | 'exile' | 'return';

/**
 * The objects a player named to pay the costs that take chosen objects (the command's `additional`),
 * a copy that paying the costs takes them from; `crew`: the creatures tapped for a crew cost (702.122a).
 */
export type ChosenForCosts = Record<Choosable | 'crew', ObjectId[]>;

export function chosenForCosts(
  named: { [K in Choosable | 'crew']?: readonly ObjectId[] } = {},
): ChosenForCosts {
  return {
    sacrifice: [...(named.sacrifice ?? [])],
    discard: [...(named.discard ?? [])],
    exile: [...(named.exile ?? [])],
    return: [...(named.return ?? [])],
    crew: [...(named.crew ?? [])],
  };
}

/** 702.122a: the other untapped creatures the player controls, which may be tapped to crew `source`. */
export function crewCandidates(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  source: ObjectId,
): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = objectOf(state, id)!;
    return (
      id !== source &&
      o.controller === player &&
      !o.tapped &&
      characteristics(state, ctx, id).types.includes('Creature')
    );
  });
}

/** The total power of creatures (702.122a); a negative power counts as it is. */
export function totalPower(state: GameState, ctx: RulesContext, ids: readonly ObjectId[]): number {
  return ids.reduce((sum, id) => sum + (characteristics(state, ctx, id).power ?? 0), 0);
}

/**
 * For interfaces: creatures that could crew `source` (702.122a): the greatest powers first, until
 * their total power is `n` or more; undefined if all of them together can't.
 */
export function someCrew(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  source: ObjectId,
  n: number,
): ObjectId[] | undefined {
  const power = (id: ObjectId) => characteristics(state, ctx, id).power ?? 0;
  const byPower = crewCandidates(state, ctx, player, source).sort((a, b) => power(b) - power(a));
  const crew: ObjectId[] = [];
  for (const id of byPower) {
    if (totalPower(state, ctx, crew) >= n) break;
    crew.push(id);
  }
  return totalPower(state, ctx, crew) >= n ? crew : undefined;
}

/**
 * For interfaces: ways to crew `source` (702.122a): each creature whose power alone is `n` or more,
 * and the fewest creatures of the greatest powers that together are.
 */
export function crewChoices(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  source: ObjectId,
  n: number,
): ObjectId[][] {
  const alone = crewCandidates(state, ctx, player, source)
    .filter((id) => totalPower(state, ctx, [id]) >= n)
    .map((id) => [id]);
  const together = someCrew(state, ctx, player, source, n);
  return together && together.length > 1 ? [...alone, together] : alone;
}

/**
 * 702.122a: the creatures that pay crew `n` of `source`: those the player named (taken out of
 * `chosen`), or, when they named none and no choice is left (every candidate is needed), all of them.
 */
function chooseCrew(run: Run, player: PlayerId, source: ObjectId, n: number, chosen: ObjectId[]): ObjectId[] {
  const { state, ctx } = run;
  const candidates = crewCandidates(state, ctx, player, source);
  const named = chosen.splice(0);
  if (!named.length) {
    const all = totalPower(state, ctx, candidates);
    // 118.3: the creatures there are can't pay it.
    if (all < n)
      reject(
        'COST_UNPAYABLE',
        '118.3',
        `crew ${n}: the untapped creatures you control have total power ${all}`,
      );
    const needed = candidates.every((id) => all - totalPower(state, ctx, [id]) < n);
    if (!needed) reject('COST_CHOICE_MISSING', '601.2h', `crew ${n}: choose the creatures to tap`);
    return candidates;
  }
  const wrong = named.find((id) => !candidates.includes(id));
  if (wrong)
    reject(
      'COST_CHOICE_INVALID',
      '702.122a',
      `${objectOf(state, wrong)?.name ?? wrong} is not another untapped creature you control: it can't crew`,
    );
  const power = totalPower(state, ctx, named);
  if (power < n)
    reject('COST_CHOICE_INVALID', '702.122a', `crew ${n}: the creatures chosen have total power ${power}`);
  return named;
}

/** Where the objects a chosen cost takes come from. */
function candidates(
  state: GameState,
  player: PlayerId,
  kind: Choosable,
  from: 'hand' | 'graveyard',
): ObjectId[] {
  if (kind === 'sacrifice' || kind === 'return')
    return state.battlefield.filter((id) => objectOf(state, id)!.controller === player);
  return playerById(state, player)[kind === 'discard' ? 'hand' : from];
}

type ChosenPart = { filter?: Filter; count: number; from?: 'hand' | 'graveyard' };

/** The part of a cost each kind of chosen objects pays. */
const COST_PART = {
  sacrifice: 'sacrifice',
  discard: 'discard',
  exile: 'exile',
  return: 'returnToHand',
} as const satisfies Record<Choosable, keyof Cost>;

/** The objects that could pay a part of a cost that takes chosen objects: where it takes them from, matching its filter. */
function fittingObjects(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  source: ObjectId,
  kind: Choosable,
  part: ChosenPart,
): ObjectId[] {
  return candidates(state, player, kind, part.from ?? 'graveyard').filter(
    (id) =>
      !part.filter ||
      matchesFilter(state, ctx, objectOf(state, id)!, part.filter, { controller: player, source }),
  );
}

/**
 * For interfaces: ways to pay a cost that returns one permanent to its owner's hand (702.49a): each
 * permanent that fits it, alone; for more than one, the first that fit.
 */
export function returnChoices(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  source: ObjectId,
  part: NonNullable<Cost['returnToHand']>,
): ObjectId[][] {
  const fitting = fittingObjects(state, ctx, player, source, 'return', part);
  if (fitting.length < part.count) return [];
  return part.count === 1 ? fitting.map((id) => [id]) : [fitting.slice(0, part.count)];
}

/**
 * For interfaces: objects that could pay the costs of a spell about to be cast that take chosen
 * objects (the `additional` of `CastSpell`), the first that fit, `card` itself left out (it will be on
 * the stack, 601.2a); undefined when there are not enough of them (118.3).
 */
export function someObjectsForCosts(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  card: ObjectId,
  costs: readonly Cost[],
): { [K in Choosable | 'crew']?: ObjectId[] } | undefined {
  const chosen: { [K in Choosable | 'crew']?: ObjectId[] } = {};
  for (const cost of costs) {
    if (cost.crew) {
      const crew = someCrew(state, ctx, player, card, cost.crew);
      if (!crew) return undefined;
      chosen.crew = crew;
    }
    for (const kind of ['sacrifice', 'discard', 'exile', 'return'] as const) {
      const part = cost[COST_PART[kind]];
      if (!part) continue;
      const taken = chosen[kind] ?? [];
      const free = fittingObjects(state, ctx, player, card, kind, part).filter(
        (id) => id !== card && !taken.includes(id),
      );
      if (free.length < part.count) return undefined;
      // 701.8b: the cards discarded at random are the game's to pick, not the player's to name.
      if (kind === 'discard' && cost.discard?.atRandom) continue;
      chosen[kind] = [...taken, ...free.slice(0, part.count)];
    }
  }
  return chosen;
}

/**
 * The objects that pay a cost of `count` objects matching `filter`: the first ones the player named
 * that are where the cost takes them from (taken out of `chosen`), or, when the player named none
 * there and no choice is left (as many candidates as needed), those.
 */
function chooseObjects(
  run: Run,
  player: PlayerId,
  source: ObjectId,
  kind: Choosable,
  part: ChosenPart,
  chosen: ObjectId[],
): ObjectId[] {
  const from = part.from ?? 'graveyard';
  const where =
    kind === 'sacrifice' || kind === 'return'
      ? 'you control'
      : kind === 'discard'
        ? 'in your hand'
        : `in your ${from}`;
  const there = candidates(run.state, player, kind, from);
  const possible = fittingObjects(run.state, run.ctx, player, source, kind, part);
  const fits = (id: ObjectId) => possible.includes(id);
  const named = chosen.filter((id) => there.includes(id)).slice(0, part.count);
  if (!named.length) {
    // 118.3: a cost that needs more objects than there are can't be paid.
    if (possible.length < part.count)
      reject('COST_UNPAYABLE', '118.3', `${kind} ${part.count}: only ${possible.length} ${where} can pay it`);
    if (possible.length > part.count)
      reject('COST_CHOICE_MISSING', '601.2h', `choose the ${part.count} to ${kind} (${where})`);
    return possible;
  }
  for (const id of named) chosen.splice(chosen.indexOf(id), 1);
  const wrong = named.find((id) => !fits(id));
  if (wrong)
    reject(
      'COST_CHOICE_INVALID',
      '601.2h',
      `${objectOf(run.state, wrong)!.name} doesn't fit the cost to ${kind}`,
    );
  if (named.length < part.count)
    reject('COST_CHOICE_INVALID', '601.2h', `${kind} needs ${part.count} ${where}, ${named.length} chosen`);
  return named;
}

/**
 * 701.8b: "Discard a card at random": the game's random source picks the cards from those that fit
 * (118.3: not fewer than the cost takes); the pick is recorded when the cost is paid.
 */
function discardAtRandom(run: Run, player: PlayerId, source: ObjectId, part: ChosenPart): CostAction {
  const possible = fittingObjects(run.state, run.ctx, player, source, 'discard', part);
  if (possible.length < part.count)
    reject(
      'COST_UNPAYABLE',
      '118.3',
      `discard ${part.count}: only ${possible.length} in your hand can pay it`,
    );
  const { objects, rng } = pickAtRandom(possible, part.count, run.state.rng);
  return possible.length > part.count
    ? { kind: 'discard', objects, atRandom: { from: possible, draws: rng.draws } }
    : { kind: 'discard', objects };
}

/**
 * The actions `cost` takes when `player` pays it for `source` (the object whose cost it is: the
 * spell, or the permanent whose ability it is), with the chosen objects taken from `chosen`.
 */
export function costActions(
  run: Run,
  player: PlayerId,
  source: ObjectId,
  cost: Cost,
  chosen: ChosenForCosts,
): CostAction[] {
  const actions: CostAction[] = [];
  if (cost.tap) actions.push({ kind: 'tap', object: source });
  if (cost.untap) actions.push({ kind: 'untap', object: source });
  if (cost.loyalty !== undefined) actions.push({ kind: 'loyalty', object: source, amount: cost.loyalty });
  if (cost.life) actions.push({ kind: 'life', amount: cost.life });
  if (cost.energy) actions.push({ kind: 'energy', amount: cost.energy });
  if (cost.removeCounters) actions.push({ kind: 'remove-counters', object: source, ...cost.removeCounters });
  if (cost.putCounters) actions.push({ kind: 'put-counters', object: source, ...cost.putCounters });
  if (cost.sacrifice)
    actions.push({
      kind: 'sacrifice',
      objects: chooseObjects(run, player, source, 'sacrifice', cost.sacrifice, chosen.sacrifice),
    });
  if (cost.discard)
    actions.push(
      cost.discard.atRandom
        ? discardAtRandom(run, player, source, cost.discard)
        : {
            kind: 'discard',
            objects: chooseObjects(run, player, source, 'discard', cost.discard, chosen.discard),
          },
    );
  if (cost.exile)
    actions.push({
      kind: 'exile',
      objects: chooseObjects(run, player, source, 'exile', cost.exile, chosen.exile),
    });
  // 702.49a: "Return an unblocked attacking creature you control to its owner's hand"; 702.49c: what it attacked.
  if (cost.returnToHand) {
    const objects = chooseObjects(run, player, source, 'return', cost.returnToHand, chosen.return);
    const attacked = objectOf(run.state, objects[0]!)?.attacking;
    actions.push({ kind: 'return', objects, ...(attacked !== undefined ? { attacked } : {}) });
  }
  // 701.8a, 701.17a: "Discard this card" (cycling) and "Sacrifice this permanent" take the source.
  if (cost.discardSelf) actions.push({ kind: 'discard', objects: [source] });
  if (cost.sacrificeSelf) actions.push({ kind: 'sacrifice', objects: [source] });
  if (cost.crew)
    actions.push({ kind: 'crew', objects: chooseCrew(run, player, source, cost.crew, chosen.crew) });
  return actions;
}

/** The parts of a cost other than its mana. */
export function withoutMana({ mana: _mana, ...rest }: Cost): Cost {
  return rest;
}

/** The objects a cost's actions take: tapped ones, and all those it uses. */
export function objectsUsed(actions: readonly CostAction[]): { tapped: ObjectId[]; used: ObjectId[] } {
  const tapped = actions.flatMap((a) => (a.kind === 'tap' ? [a.object] : a.kind === 'crew' ? a.objects : []));
  const used = actions.flatMap((a) => ('objects' in a ? a.objects : 'object' in a ? [a.object] : []));
  return { tapped, used };
}

/** The life a cost's actions pay (118.3b). */
export function lifePaid(actions: readonly CostAction[]): number {
  return actions.reduce((n, a) => n + (a.kind === 'life' ? a.amount : 0), 0);
}

interface Problem {
  rule: string;
  message: string;
}

function objectProblem(state: GameState, player: PlayerId, action: CostAction): Problem | null {
  if (!('objects' in action)) return null;
  for (const id of action.objects) {
    const object = objectOf(state, id);
    const where =
      action.kind === 'sacrifice' || action.kind === 'crew' || action.kind === 'return'
        ? 'battlefield'
        : action.kind === 'discard'
          ? 'hand'
          : undefined;
    // 701.17a: a player can sacrifice only a permanent they control.
    if (
      !object ||
      (where && object.zone !== where) ||
      ((action.kind === 'sacrifice' || action.kind === 'return') && object.controller !== player) ||
      // 702.122a: crewing taps untapped creatures its controller controls.
      (action.kind === 'crew' && (object.controller !== player || object.tapped))
    )
      return { rule: '118.3', message: `${object?.name ?? id} can't be used to ${action.kind} now` };
  }
  return null;
}

/** Why `player` can't take a cost action now (118.3: without the resources to pay it in full), or null. */
function actionProblem(run: Run, player: PlayerId, action: CostAction): Problem | null {
  const state = run.state;
  const object = 'object' in action ? objectOf(state, action.object) : undefined;
  // 118.3: a cost of an object that left its zone (sacrificed for mana while paying) can't be paid.
  if ('object' in action && !object) return { rule: '118.3', message: `${action.object} is no longer there` };
  const name = object?.name ?? '';
  switch (action.kind) {
    case 'life':
      // 119.4: a player can pay life only if their life total is at least that much.
      return playerById(state, player).life >= action.amount
        ? null
        : { rule: '119.4', message: `${player} can't pay ${action.amount} life` };
    case 'energy': {
      // 107.14: energy is paid by removing that many energy counters.
      const energy = playerById(state, player).counters.energy ?? 0;
      return energy >= action.amount
        ? null
        : {
            rule: '118.3',
            message: `${player} has ${energy} energy, not the ${action.amount} the cost needs`,
          };
    }
    case 'tap':
      return tapCostProblem(state, run.ctx, action.object);
    case 'untap':
      // 107.6: {Q} untaps the permanent; an untapped one can't be untapped to pay it.
      if (!object?.tapped) return { rule: '107.6', message: `${name} is not tapped` };
      return summoningSicknessProblem(state, run.ctx, object);
    case 'remove-counters': {
      const has = object?.counters[action.counter] ?? 0;
      return has >= action.amount
        ? null
        : { rule: '118.3', message: `${name} has ${has} ${action.counter} counter(s), not ${action.amount}` };
    }
    case 'put-counters':
      // 614.17b: a cost that includes an event that can't happen can't be paid.
      return object && cantHaveCounters(state, run.ctx, object.id, action.counter)
        ? { rule: '614.17b', message: `${name} can't have ${action.counter} counters put on it` }
        : null;
    case 'loyalty':
      // 606.6: a loyalty cost of -N needs at least N loyalty counters.
      return action.amount >= 0 || (object?.counters.loyalty ?? 0) >= -action.amount
        ? null
        : { rule: '606.6', message: `${name} has fewer than ${-action.amount} loyalty counters` };
    default:
      return objectProblem(state, player, action);
  }
}

/** Rejects a cost that can't be paid in full now (601.2h: partial payments are not allowed). */
export function checkCostActions(run: Run, player: PlayerId, actions: readonly CostAction[]): void {
  const total = lifePaid(actions);
  const all: CostAction[] = total
    ? [{ kind: 'life', amount: total }, ...actions.filter((a) => a.kind !== 'life')]
    : [...actions];
  for (const action of all) {
    const problem = actionProblem(run, player, action);
    if (problem) reject('COST_UNPAYABLE', problem.rule, `${problem.message}: the cost can't be paid`);
  }
  // 118.10: each payment applies to one cost: an object sacrificed, discarded or exiled pays once.
  const chosen = actions.flatMap((a) => ('objects' in a ? a.objects : []));
  if (new Set(chosen).size !== chosen.length)
    reject('COST_UNPAYABLE', '118.10', 'an object pays two costs at once');
}

/** Pays one cost action (601.2h); moves go through the replacement step (118.11). */
export function payCostAction(run: Run, player: PlayerId, action: CostAction): void {
  switch (action.kind) {
    case 'life':
      return payLife(run, player, action.amount);
    case 'energy':
      return removeCounters(run, player, 'energy', action.amount);
    case 'tap':
      return tap(run, action.object);
    case 'untap':
      return untap(run, [action.object]);
    case 'remove-counters':
      return removeCounters(run, action.object, action.counter, action.amount);
    case 'put-counters':
      return payCountersCost(run, action.object, action.counter, action.amount);
    case 'loyalty':
      emit(run, { type: 'LoyaltyAbilityActivated', object: action.object });
      if (action.amount > 0) payCountersCost(run, action.object, 'loyalty', action.amount);
      else removeCounters(run, action.object, 'loyalty', -action.amount);
      return;
    case 'sacrifice':
      for (const id of action.objects) sacrifice(run, id);
      return;
    case 'discard':
      if (action.atRandom)
        emit(run, { type: 'ChosenAtRandom', player, objects: action.objects, ...action.atRandom });
      // 701.8a: discarding a card to pay a cost is a discard.
      for (const id of action.objects) moveObject(run, id, 'graveyard', { reason: 'discard' });
      return;
    case 'exile':
      for (const id of action.objects) moveObject(run, id, 'exile', { reason: 'cost' });
      return;
    // 702.49a: returned to its owner's hand (400.3).
    case 'return':
      for (const id of action.objects) moveObject(run, id, 'hand', { reason: 'return' });
      return;
    // 702.122b: the creatures tapped crew the Vehicle.
    case 'crew':
      for (const id of action.objects) tap(run, id);
      return;
  }
}
