// Mana abilities (605) a permanent has: printed ones, and the intrinsic ability of each basic land type (305.6).
import type { ManaType } from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { characteristics } from '../layers/characteristics.js';
import { definitionOf } from '../objects/definition.js';
import type { GameState, ObjectId } from '../state/game-state.js';

export const BASIC_LAND_MANA: Readonly<Record<string, ManaType>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

const ANY_COLOR: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/** A "{T}: Add ..." ability of a permanent: one mana of one of `produces`. */
export interface ManaSource {
  object: ObjectId;
  produces: readonly ManaType[];
}

/** The tap mana abilities of a permanent, whether or not they can be activated now. */
export function manaAbilitiesOf(state: GameState, ctx: RulesContext, id: ObjectId): ManaSource[] {
  const object = state.objects[id];
  if (!object || object.zone !== 'battlefield') return [];
  const sources: ManaSource[] = [];
  // 305.6: a land with a basic land type has "{T}: Add [mana]" for that type.
  for (const subtype of characteristics(state, ctx, id).subtypes) {
    const mana = BASIC_LAND_MANA[subtype];
    if (mana) sources.push({ object: id, produces: [mana] });
  }
  for (const ability of definitionOf(ctx, object).abilities) {
    if (ability.kind !== 'activated' || !ability.manaAbility || !ability.cost.tap) continue;
    for (const effect of ability.effects) {
      if (effect.kind !== 'add-mana') continue;
      sources.push({ object: id, produces: effect.mana.kind === 'any-color' ? ANY_COLOR : effect.mana.mana });
    }
  }
  return sources;
}

/** Why a permanent can't be tapped to pay a {T} cost now (the rules it breaks), or null if it can. */
export function tapCostProblem(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
): { rule: string; message: string } | null {
  const object = state.objects[id];
  if (!object || object.zone !== 'battlefield') return { rule: '602.2', message: `${id} is not a permanent` };
  // 118.3: a permanent that's already tapped can't be tapped to pay a cost.
  if (object.tapped) return { rule: '118.3', message: `${object.name} is already tapped` };
  if (!object.sick) return null;
  // 302.6, 602.5a: a creature's {T} abilities can't be activated unless it has been under its
  // controller's control continuously since their most recent turn began (or it has haste, 702.10c).
  const chars = characteristics(state, ctx, id);
  if (!chars.types.includes('Creature') || chars.keywords.includes('haste')) return null;
  return { rule: '302.6, 602.5a', message: `${object.name} has summoning sickness` };
}

export function canTapForCost(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return tapCostProblem(state, ctx, id) === null;
}

/** Mana abilities `player` could activate now: untapped sources they control. */
export function availableManaSources(state: GameState, ctx: RulesContext, player: string): ManaSource[] {
  const sources: ManaSource[] = [];
  for (const id of state.battlefield) {
    if (state.objects[id]!.controller !== player || !canTapForCost(state, ctx, id)) continue;
    const abilities = manaAbilitiesOf(state, ctx, id);
    // One tap gives one mana: a permanent with several mana abilities offers their union.
    if (abilities.length)
      sources.push({ object: id, produces: [...new Set(abilities.flatMap((a) => a.produces))] });
  }
  return sources;
}
