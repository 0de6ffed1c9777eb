// What a casting proposes (601.2a): a spell, or an activated ability, whose activation follows the
// same steps (602.2b): the parts of it that the steps of 601.2b-i look at, for either.
import type { Ability, CardDefinition, Effect, ManaSymbol, TargetSpec } from '@mtg/cards';
import type { Run } from '../engine/run.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { definitionOf, abilityOfSource } from '../layers/definition.js';
import type { ObjectId } from '../data/state/game-state.js';
import { chosenModes, spellTargetSpecs } from '../targets/targets.js';
import type { ActivatedAbility } from './activate-ability.js';
import type { CastingMethod } from '../data/state/casting.js';
import type { Casting } from '../data/state/casting.js';
import { objectOf } from '../data/state/objects.js';

type SpellAbility = Extract<Ability, { kind: 'spell' }>;

export function definitionOfCast(run: Run, casting: Casting): CardDefinition {
  return definitionOf(run.ctx, objectOf(run.state, casting.spell ?? casting.card)!);
}

export function spellAbility(def: CardDefinition): SpellAbility | undefined {
  return def.abilities.find((a): a is SpellAbility => a.kind === 'spell');
}

/** 700.2: how many modes of a modal spell its caster chooses: "choose two", "choose one or both". */
export function modesToChoose(spell: SpellAbility): { fewest: number; most: number } {
  const most = spell.chooseModes ?? 1;
  return { fewest: spell.chooseAtLeast ?? most, most };
}

/** "2 modes", "1 to 2 modes". */
export function howMany(fewest: number, most: number): string {
  return `${fewest === most ? fewest : `${fewest} to ${most}`} mode${most === 1 ? '' : 's'}`;
}

/** The activated ability being activated (602.2), or undefined when a spell is cast. */
export function activatedAbility(run: Run, casting: Casting): ActivatedAbility | undefined {
  const activation = casting.activation;
  if (!activation) return undefined;
  return abilityOfSource(run.ctx, activation.name, activation.ability) as ActivatedAbility;
}

/** The name of the spell, or of the ability (its source's, 602.2a). */
export function nameOfCast(run: Run, casting: Casting): string {
  return casting.activation?.name ?? definitionOfCast(run, casting).name;
}

/**
 * The object whose targets are chosen and whose costs are paid: the spell, or the ability's source
 * ("{T}", "Remove a counter from this creature" are its source's, 602.1a).
 */
export function costSourceOf(casting: Casting): ObjectId {
  return casting.activation ? casting.card : casting.spell!;
}

/** 601.2c: the target specs of the spell's chosen modes (or its Aura's enchant), or of the ability. */
export function targetSpecsOfCast(run: Run, casting: Casting): TargetSpec[] {
  const ability = activatedAbility(run, casting);
  return ability
    ? ability.targets
    : spellTargetSpecs(definitionOfCast(run, casting), casting.modes, casting.kicked);
}

/** What the spell's chosen modes do, or what the ability does. */
export function effectsOfCast(run: Run, casting: Casting): Effect[] {
  const ability = activatedAbility(run, casting);
  if (ability) return ability.effects;
  const spell = spellAbility(definitionOfCast(run, casting));
  return spell ? chosenModes(spell, casting.modes).flatMap((mode) => mode.effects) : [];
}

/** 601.6, 700.2e: whether an opponent of the caster chooses the spell's modes ("An opponent chooses one —"). */
export function modesChosenByOpponent(def: CardDefinition): boolean {
  return spellAbility(def)?.modesChosenBy === 'opponent';
}

export const hasX = (cost: readonly ManaSymbol[]) => cost.some((s) => s.kind === 'x');

/** 107.3b: whether X is paid: the mana cost, or the alternative cost paid instead, has an X. */
export function paysX(def: CardDefinition, method: CastingMethod): boolean {
  return hasX(manaCostOf(method.instead ? method.instead.mana : def.manaCost));
}

/** 107.3, 601.2b: whether X is announced: in the cost paid for a spell, or in an activation cost ("−X", 606.4). */
export function paysXOfCast(run: Run, casting: Casting): boolean {
  const ability = activatedAbility(run, casting);
  if (ability) return hasX(manaCostOf(ability.cost.mana)) || !!ability.cost.loyaltyMinusX;
  return paysX(definitionOfCast(run, casting), casting.method);
}
