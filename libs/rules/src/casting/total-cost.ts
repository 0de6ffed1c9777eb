// The total cost of a spell (601.2f, 118.7-118.9; seed 409.1f, 424.4): the mana cost or the
// alternative cost, plus additional costs and cost increases, minus cost reductions; locked in once
// determined, so later changes of the effects that modify costs don't change it (seed 409.1f, 409.3).
import { formatManaCost, type CardDefinition, type ManaSymbol, type StaticEffect } from '@mtg/cards';
import type { Run } from '../engine/run.js';
import { definitionOf } from '../layers/definition.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import { isPermanentMatching, matchesFilter, permanentsMatching } from '../layers/filter.js';
import type { GameObject, ObjectId, PlayerId } from '../data/state/game-state.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { halvesChoices, reduceCostBy, type HybridHalf, type ManaReduction } from './cost-reduction.js';
import type { ActivatedAbility } from './activate-ability.js';
import { objectOf } from '../data/state/objects.js';

/** The cost as players write it: "{2}{B}", "{0}". */
export function describeMana(mana: readonly ManaSymbol[]): string {
  return mana.length ? formatManaCost(mana) : '{0}';
}

/** A mana cost with X replaced by generic mana of the announced value (107.3a), generic mana first. */
export function withXPaid(cost: readonly ManaSymbol[], x: number): ManaSymbol[] {
  const generic = cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : s.kind === 'x' ? x : 0), 0);
  const rest = cost.filter((s) => s.kind !== 'generic' && s.kind !== 'x');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}

/** The generic mana of a cost. */
export function genericOf(cost: readonly ManaSymbol[]): number {
  return cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
}

/** A cost whose generic mana changes by `delta`; it can't go below none (601.2f: never less than {0}). */
export function withGenericChange(cost: readonly ManaSymbol[], delta: number): ManaSymbol[] {
  const generic = Math.max(0, genericOf(cost) + delta);
  const rest = cost.filter((s) => s.kind !== 'generic');
  return generic > 0 ? [{ kind: 'generic', amount: generic }, ...rest] : rest;
}

type SelfCostModification = Extract<StaticEffect, { kind: 'self-cost-modification' }>;

/** A change of a spell's total cost (601.2f): generic mana added (taken off, below 0), and other mana symbols added. */
interface CostChange {
  generic: number;
  symbols: ManaSymbol[];
}

/** A change `times` over: "costs {2}{U} more for each target beyond the first". */
function changeOf(effect: { generic: number; mana?: string }, times = 1): CostChange {
  const symbols = manaCostOf(effect.mana);
  return {
    generic: effect.generic * times,
    symbols: Array.from({ length: times }, () => symbols).flat(),
  };
}

/**
 * 601.2f, 611.3a: what each static ability of a permanent on the battlefield adds to (or takes from)
 * the cost of this spell; `spells.controller` is relative to that ability's controller.
 */
function battlefieldModifications(run: Run, spell: ObjectId): CostChange[] {
  const state = run.state;
  const object = objectOf(state, spell)!;
  return battlefieldStatics(state, run.ctx, 'cost-modification').flatMap(({ source, effect }) =>
    matchesFilter(state, run.ctx, object, effect.spells, { controller: source.controller, source: source.id })
      ? [changeOf(effect)]
      : [],
  );
}

/** "This spell costs {1} more/less to cast for each ...": the spell's own static abilities (601.2f). */
function ownModifications(
  run: Run,
  def: CardDefinition,
  spell: ObjectId,
  player: PlayerId,
  targets: number,
): CostChange[] {
  return def.abilities.flatMap((ability) => {
    if (ability.kind !== 'static' || ability.effect.kind !== 'self-cost-modification') return [];
    const effect: SelfCostModification = ability.effect;
    const times =
      effect.forEach === 'target-beyond-first'
        ? Math.max(0, targets - 1)
        : permanentsMatching(run.state, run.ctx, effect.forEach.count, { controller: player, source: spell })
            .length;
    return times ? [changeOf(effect, times)] : [];
  });
}

/**
 * 601.2f, 611.3a, 118.7b-g: the reductions by an amount of mana ("cost {W}{B} less") of the static
 * abilities of permanents on the battlefield that apply to this spell.
 */
export function manaReductions(run: Run, spell: ObjectId): ManaReduction[] {
  const state = run.state;
  const object = objectOf(state, spell)!;
  return battlefieldStatics(state, run.ctx, 'cost-reduction').flatMap(({ source, effect }) =>
    matchesFilter(state, run.ctx, object, effect.spells, { controller: source.controller, source: source.id })
      ? [{ mana: manaCostOf(effect.mana), ...(effect.only ? { only: effect.only } : {}) }]
      : [],
  );
}

/**
 * Whether a static ability of a permanent on the battlefield takes mana off the costs of some spells
 * (601.2f): a cheap test before computing a spell's reduced cost.
 */
export function spellCostReducersOnBattlefield(run: Run): boolean {
  const { state, ctx } = run;
  return (
    battlefieldStatics(state, ctx, 'cost-reduction').length > 0 ||
    battlefieldStatics(state, ctx, 'cost-modification').some(({ effect }) => effect.generic < 0)
  );
}

/** Whether a spell's own static abilities may take mana off its cost ("costs {1} less for each ..."). */
export function reducesOwnCost(def: CardDefinition): boolean {
  return def.abilities.some(
    (a) => a.kind === 'static' && a.effect.kind === 'self-cost-modification' && a.effect.generic < 0,
  );
}

/** The symbols of a cost other than its generic mana (and X). */
export const notGeneric = (mana: readonly ManaSymbol[]): ManaSymbol[] =>
  mana.filter((s) => s.kind !== 'generic' && s.kind !== 'x');

/**
 * The part of a spell's mana that its total cost asks for whatever effects change it (601.2f): all
 * of it when nothing may take mana off (increases add generic mana); its symbols other than generic
 * mana when only generic mana may be taken off (118.7a); none when a reduction by an amount of mana
 * may apply (118.7b-g).
 */
export function irreducibleSpellMana(
  run: Run,
  def: CardDefinition,
  mana: readonly ManaSymbol[],
): ManaSymbol[] {
  if (battlefieldStatics(run.state, run.ctx, 'cost-reduction').length) return [];
  return spellCostReducersOnBattlefield(run) || reducesOwnCost(def) ? notGeneric(mana) : [...mana];
}

/**
 * The mana of a spell's total cost from the mana it would cost without any effect: plus every
 * increase (generic mana and other symbols), then minus every reduction (118.7a: reductions of generic mana reduce generic mana only;
 * 118.7b-g: reductions by an amount of mana, `halves` naming the half of each of their hybrid
 * symbols, 118.7e). Their order doesn't change the result: each takes off generic mana only as far
 * as it goes, and the colored part only of its own type.
 */
export function modifiedSpellMana(
  run: Run,
  spell: ObjectId,
  player: PlayerId,
  mana: readonly ManaSymbol[],
  targets: number,
  halves: readonly HybridHalf[] = [],
): ManaSymbol[] {
  const def = definitionOf(run.ctx, objectOf(run.state, spell)!);
  const changes = [
    ...battlefieldModifications(run, spell),
    ...ownModifications(run, def, spell, player, targets),
  ];
  const increases = changes.filter((c) => c.generic > 0).reduce((n, c) => n + c.generic, 0);
  const reductions = changes.filter((c) => c.generic < 0).reduce((n, c) => n + c.generic, 0);
  const added = [...mana, ...changes.flatMap((c) => c.symbols)];
  const generic = withGenericChange(withGenericChange(added, increases), reductions);
  return reduceCostBy(generic, manaReductions(run, spell), halves);
}

/**
 * 118.7e: the choices of halves for the hybrid symbols of the reductions that apply to the spell that
 * lead to different total costs, one each with its cost; a single one when the choice changes nothing.
 */
export function reductionChoices(
  run: Run,
  spell: ObjectId,
  player: PlayerId,
  mana: readonly ManaSymbol[],
  targets: number,
): { halves: HybridHalf[]; mana: ManaSymbol[] }[] {
  const choices = halvesChoices(manaReductions(run, spell)).map((halves) => ({
    halves,
    mana: modifiedSpellMana(run, spell, player, mana, targets, halves),
  }));
  return choices.filter(
    (c, i) => choices.findIndex((d) => describeMana(d.mana) === describeMana(c.mana)) === i,
  );
}

type ActivationCostModification = Extract<StaticEffect, { kind: 'activation-cost-modification' }>;

/**
 * 602.2b, 611.3a: the static abilities of permanents on the battlefield that change what activating
 * this ability of `source` costs: every one, or one of the permanents it names (109.2: "creatures"
 * are on the battlefield), relative to its controller; not a mana ability's when it excepts them.
 */
function activationModifications(
  run: Run,
  source: GameObject,
  ability: ActivatedAbility,
): ActivationCostModification[] {
  const { state, ctx } = run;
  return battlefieldStatics(state, ctx, 'activation-cost-modification').flatMap(({ source: from, effect }) =>
    (effect.exceptManaAbilities && ability.manaAbility) ||
    (effect.of &&
      !isPermanentMatching(state, ctx, source, effect.of, { controller: from.controller, source: from.id }))
      ? []
      : [effect],
  );
}

/** The number of mana a cost asks for, generic mana by its amount. */
function manaCount(cost: readonly ManaSymbol[]): number {
  return cost.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 1), 0);
}

/**
 * The generic mana a reduction takes off a cost: as far as it goes; one that "can't reduce the mana
 * in that cost to less than one mana" leaves one mana (and takes nothing off a cost of no mana).
 */
function genericTakenOff(cost: readonly ManaSymbol[], effect: ActivationCostModification): number {
  const most = effect.leavesOneMana ? Math.max(0, manaCount(cost) - 1) : genericOf(cost);
  return Math.min(-effect.generic, most);
}

/**
 * The part of an ability's mana that the total cost of activating it asks for whatever effects change
 * it (602.2b): the reductions take generic mana off only (118.7a).
 */
export function irreducibleActivationMana(
  run: Run,
  source: GameObject,
  ability: ActivatedAbility,
  mana: readonly ManaSymbol[],
): ManaSymbol[] {
  return activationModifications(run, source, ability).some((c) => c.generic < 0)
    ? notGeneric(mana)
    : [...mana];
}

/**
 * 602.2b, 601.2f: the mana of the total cost of activating an ability from its activation cost's
 * (X at its announced value): plus every increase (even of a cost with no mana), then minus every
 * reduction, each of generic mana only (118.7a).
 */
export function modifiedActivationMana(
  run: Run,
  source: GameObject,
  ability: ActivatedAbility,
  mana: readonly ManaSymbol[],
): ManaSymbol[] {
  const changes = activationModifications(run, source, ability);
  const increases = changes.filter((c) => c.generic > 0).reduce((n, c) => n + c.generic, 0);
  return changes
    .filter((c) => c.generic < 0)
    .reduce(
      (cost, c) => withGenericChange(cost, -genericTakenOff(cost, c)),
      withGenericChange(mana, increases),
    );
}
