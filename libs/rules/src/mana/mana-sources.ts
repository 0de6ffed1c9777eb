// Mana abilities (605) a permanent has: printed ones, and the intrinsic ability of each basic land type (305.6).
import type { Effect, ManaType } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { abilitiesOf, characteristics } from '../layers/characteristics.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import { factsWith, holds, type KeysOf } from '../objects/per-permanent.js';
import { activationProhibited } from '../objects/prohibitions.js';
import type { GameObject, GameState, ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { perState } from '../layers/derived.js';

export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

const ANY_COLOR: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * A mana ability of a permanent that a payment can use: one mana of one of `produces`, for tapping
 * it ("{T}: Add ..."), or for sacrificing it (`sacrifice`: "Sacrifice this creature: Add {B}"), and
 * tapping it too (`tap`: a Treasure's "{T}, Sacrifice this artifact: Add one mana of any color").
 */
export interface ManaSource {
  object: ObjectId;
  produces: readonly ManaType[];
  sacrifice?: true;
  tap?: true;
  /** Counters its cost removes besides tapping it ("{T}, Remove a charge counter from ~: Add ..."). */
  removeCounters?: { counter: string; amount: number };
  /** What else the ability does ("Llanowar Wastes deals 1 damage to you"), as it resolves (605.3b). */
  effects?: readonly Effect[];
}

/**
 * The mana abilities of a permanent whose only cost is {T} (and removing counters from it) or
 * sacrificing it, whether or not they can be activated now.
 */
export function manaAbilitiesOf(state: GameState, ctx: RulesContext, id: ObjectId): ManaSource[] {
  const object = objectOf(state, id);
  if (!object || object.zone !== 'battlefield') return [];
  const sources: ManaSource[] = [];
  // 305.6: a land with a basic land type has "{T}: Add [mana]" for that type.
  const chars = characteristics(state, ctx, id);
  for (const subtype of chars.types.includes('Land') ? chars.subtypes : []) {
    const mana = BASIC_LAND_MANA[subtype];
    if (mana) sources.push({ object: id, produces: [mana] });
  }
  // 305.7, 613.1f: the abilities of its rules text, unless an effect removed them.
  for (const ability of abilitiesOf(state, ctx, object)) {
    if (ability.kind !== 'activated' || !ability.manaAbility) continue;
    const { tap, sacrificeSelf, removeCounters, ...others } = ability.cost;
    if ((!tap && !sacrificeSelf) || Object.keys(others).length || (removeCounters && !tap)) continue;
    if (removeCounters && sacrificeSelf) continue;
    const also = ability.effects.filter((e) => e.kind !== 'add-mana');
    for (const effect of ability.effects) {
      if (effect.kind !== 'add-mana') continue;
      const produces = effect.mana.kind === 'any-color' ? ANY_COLOR : effect.mana.mana;
      sources.push({
        object: id,
        produces,
        ...(sacrificeSelf ? { sacrifice: true as const, ...(tap ? { tap: true as const } : {}) } : {}),
        ...(removeCounters ? { removeCounters } : {}),
        ...(also.length ? { effects: also } : {}),
      });
    }
  }
  return sources;
}

/** 118.3: the counters a mana ability's cost removes are on the permanent (a Vivid land's charge counters). */
export function countersPayable(state: GameState, source: ManaSource): boolean {
  const { removeCounters } = source;
  return (
    !removeCounters ||
    (objectOf(state, source.object)?.counters[removeCounters.counter] ?? 0) >= removeCounters.amount
  );
}

/** What a mana ability costs beyond tapping or sacrificing: the fewer extras, the cheaper. */
const extras = (a: ManaSource) => (a.removeCounters ? 2 : 0) + (a.effects ? 1 : 0);

/**
 * The mana ability that makes `mana` for a tap (or a sacrifice) whose cost can be paid: the one that
 * costs and does least besides, so a payment never removes a counter or deals damage it can avoid.
 */
export function manaAbilityMaking(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  mana: ManaType,
  sacrifice: boolean,
): ManaSource | undefined {
  const making = manaAbilitiesOf(state, ctx, id).filter(
    (a) => !a.sacrifice === !sacrifice && a.produces.includes(mana) && countersPayable(state, a),
  );
  return making.sort((a, b) => extras(a) - extras(b))[0];
}

/** 609.4b: whether a permanent lets players spend mana as though it were mana of any color (Mycosynth Lattice). */
export function spendsManaAsAnyColor(state: GameState, ctx: RulesContext): boolean {
  return battlefieldStatics(state, ctx, 'spend-mana-as-any-color').length > 0;
}

/** Why a permanent can't be tapped to pay a {T} cost now (the rules it breaks), or null if it can. */
export function tapCostProblem(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
): { rule: string; message: string } | null {
  const object = objectOf(state, id);
  if (!object || object.zone !== 'battlefield') return { rule: '602.2', message: `${id} is not a permanent` };
  // 118.3: a permanent that's already tapped can't be tapped to pay a cost.
  if (object.tapped) return { rule: '118.3', message: `${object.name} is already tapped` };
  return summoningSicknessProblem(state, ctx, object);
}

/**
 * 302.6, 602.5a: a creature's {T} and {Q} abilities can't be activated unless it has been under its
 * controller's control continuously since their most recent turn began (or it has haste, 702.10c).
 */
export function summoningSicknessProblem(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
): { rule: string; message: string } | null {
  if (!object.sick) return null;
  const chars = characteristics(state, ctx, object.id);
  if (!chars.types.includes('Creature') || chars.keywords.includes('haste')) return null;
  return { rule: '302.6, 602.5a', message: `${object.name} has summoning sickness` };
}

export function canTapForCost(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return tapCostProblem(state, ctx, id) === null;
}

const hasSome: KeysOf<readonly ManaSource[]> = (abilities) => holds(abilities.length > 0);

/**
 * Mana abilities `player` could activate now: untapped sources they control, and those they may
 * sacrifice. Found once for a state (`perState`): the legal actions read them for the mana abilities
 * offered and for the mana a spell could be paid with.
 */
export function availableManaSources(
  state: GameState,
  ctx: RulesContext,
  player: string,
): readonly ManaSource[] {
  return perState(state, ctx, `mana sources of ${player}`, () => manaSourcesNow(state, ctx, player));
}

function manaSourcesNow(state: GameState, ctx: RulesContext, player: string): ManaSource[] {
  const sources: ManaSource[] = [];
  const compute = (o: GameObject) => manaAbilitiesOf(state, ctx, o.id);
  const { facts, at: withSome } = factsWith(state, ctx, 'mana abilities', compute, hasSome, ['yes']);
  for (const at of withSome) {
    const id = state.battlefield[at]!;
    // 602.5: mana abilities too can be prohibited from being activated (Deadlock Trap).
    if (objectOf(state, id)!.controller !== player || activationProhibited(state, ctx, id)) continue;
    const abilities = facts[at]!;
    const tapped = abilities.filter((a) => !a.sacrifice && countersPayable(state, a));
    // One tap gives one mana: a permanent with several tap mana abilities offers their union.
    if (tapped.length && canTapForCost(state, ctx, id))
      sources.push({ object: id, produces: [...new Set(tapped.flatMap((a) => a.produces))] });
    // 701.21a: a permanent its controller may sacrifice; it is sacrificed once, whatever it makes.
    const sacrificed = abilities.filter((a) => a.sacrifice && (!a.tap || canTapForCost(state, ctx, id)));
    if (sacrificed.length)
      sources.push({
        object: id,
        produces: [...new Set(sacrificed.flatMap((a) => a.produces))],
        sacrifice: true,
      });
  }
  return sources;
}
