// Whether an object matches a filter of the ability IR ("nonblack creature you control", "creature
// with flying", ...). Filters look at the characteristics of layers 1-6 (613.1a-f); power only when
// they say it ("with power 2 or less"): then at every layer (613.4).
import type { Filter } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { characteristics, typeCharacteristics } from './characteristics.js';
import { manaCostOf } from './mana-cost.js';
import { definitionOf } from './definition.js';
import type { Characteristics, GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';

/** Who "you" is and which object "this" is, for filters and amounts. */
export interface Perspective {
  controller: PlayerId;
  source: ObjectId;
}

/** A permanent (on the battlefield, 109.2: "creatures", "lands") matching the filter. */
export function isPermanentMatching(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  filter: Filter,
  from: Perspective,
): boolean {
  return object.zone === 'battlefield' && matchesFilter(state, ctx, object, filter, from);
}

export function matchesFilter(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  filter: Filter,
  from: Perspective,
  given?: Characteristics,
): boolean {
  const chars = given ?? typeCharacteristics(state, ctx, object.id);
  if (filter.types && !filter.types.every((t) => chars.types.includes(t))) return false;
  if (filter.anyOfTypes && !filter.anyOfTypes.some((t) => chars.types.includes(t))) return false;
  if (filter.notTypes && filter.notTypes.some((t) => chars.types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.every((t) => chars.subtypes.includes(t))) return false;
  if (filter.anyOfSubtypes && !filter.anyOfSubtypes.some((t) => chars.subtypes.includes(t))) return false;
  if (filter.notSubtypes && filter.notSubtypes.some((t) => chars.subtypes.includes(t))) return false;
  if (filter.supertypes && !filter.supertypes.every((t) => chars.supertypes.includes(t))) return false;
  if (filter.notSupertypes?.some((t) => chars.supertypes.includes(t))) return false;
  if (filter.colors && !filter.colors.some((c) => chars.colors.includes(c))) return false;
  // 105.2: "a red or white permanent" is one of either color (or both).
  if (filter.anyOfColors && !filter.anyOfColors.some((c) => chars.colors.includes(c))) return false;
  if (filter.notColors && filter.notColors.some((c) => chars.colors.includes(c))) return false;
  // 105.2c: a colorless object has no color.
  if (filter.colorless && chars.colors.length) return false;
  if (filter.controller && !controlledAsSaid(state, object, filter.controller, from)) return false;
  if (filter.owner && (object.owner === from.controller) !== (filter.owner === 'you')) return false;
  if (filter.token !== undefined && !!object.token !== filter.token) return false;
  if (filter.other && object.id === from.source) return false;
  // 607.2a-b: "exiled with [this object]" means by an ability of this very object (400.7).
  if (filter.exiledWithSelf && object.exiledWith?.source !== from.source) return false;
  if (filter.chosenType && !isOfChosenType(state, chars, from.source)) return false;
  if (filter.manaValueAtLeast !== undefined && chars.manaValue < filter.manaValueAtLeast) return false;
  if (filter.manaValueAtMost !== undefined && chars.manaValue > filter.manaValueAtMost) return false;
  if (filter.xInManaCost && !manaCostOf(definitionOf(ctx, object).manaCost).some((s) => s.kind === 'x'))
    return false;
  // 506.4: a creature is attacking from its declaration until it is removed from combat.
  if (filter.attacking !== undefined && (object.attacking !== undefined) !== filter.attacking) return false;
  // 509.1g: a creature is blocking from its declaration until it is removed from combat.
  if (filter.blocking !== undefined && isBlocking(object) !== filter.blocking) return false;
  // 509.1h: an attacking creature with no blockers declared for it is unblocked.
  if (
    filter.unblocked !== undefined &&
    (object.attacking !== undefined && object.blocked === false) !== filter.unblocked
  )
    return false;
  if (filter.inCombat && object.attacking === undefined && !isBlocking(object)) return false;
  if (filter.keywords && !filter.keywords.every((k) => chars.keywords.includes(k))) return false;
  if (filter.notKeywords?.some((k) => chars.keywords.includes(k))) return false;
  // 122.1: "with a +1/+1 counter on it".
  if (filter.withCounter !== undefined && !object.counters[filter.withCounter]) return false;
  return powerMatches(filter, () => (given ?? characteristics(state, ctx, object.id)).power);
}

const isBlocking = (object: GameObject) => (object.blocking?.length ?? 0) > 0;

// 208.1: "with power N or less (or greater)": an object with no power has none (208.3).
function powerMatches(filter: Filter, power: () => number | undefined): boolean {
  if (filter.powerAtMost === undefined && filter.powerAtLeast === undefined) return true;
  const value = power();
  if (value === undefined) return false;
  return value <= (filter.powerAtMost ?? Infinity) && value >= (filter.powerAtLeast ?? -Infinity);
}

// "You", "an opponent", or "the chosen player" (614.12a): none while no player was chosen (208.2a).
function controlledAsSaid(
  state: GameState,
  object: GameObject,
  controller: NonNullable<Filter['controller']>,
  from: Perspective,
): boolean {
  if (controller === 'defending-player') return object.controller === defendingPlayerFor(state, from.source);
  if (controller === 'chosen-player') {
    const chosen = objectOf(state, from.source)?.chosen?.player;
    return chosen !== undefined && object.controller === chosen;
  }
  // 702.5d, 303.4e: "enchanted player controls": the player the source Aura is attached to.
  if (controller === 'enchanted-player')
    return object.controller === objectOf(state, from.source)?.attachedTo;
  return (object.controller === from.controller) === (controller === 'you');
}

/**
 * 508.5a: the defending player of an ability's source: the player it (or the creature it is attached
 * to) attacks, or the controller of the planeswalker it attacks; for another source ("whenever a
 * Dragon you control attacks"), the only player being attacked, none when several are.
 */
function defendingPlayerFor(state: GameState, source: ObjectId): PlayerId | undefined {
  const object = objectOf(state, source);
  const attacker = object?.attachedTo !== undefined ? objectOf(state, object.attachedTo) : object;
  if (attacker?.attacking !== undefined) return defendingPlayerOf(state, attacker.attacking);
  const attacked = new Set(
    state.battlefield.flatMap((id) => {
      const attacking = objectOf(state, id)!.attacking;
      return attacking === undefined ? [] : [defendingPlayerOf(state, attacking)];
    }),
  );
  return attacked.size === 1 ? [...attacked][0] : undefined;
}

// "Of the chosen type": the creature type chosen as the source entered (614.12a); none chosen, none matches.
function isOfChosenType(state: GameState, chars: Characteristics, source: ObjectId): boolean {
  const type = objectOf(state, source)?.chosen?.type;
  return type !== undefined && chars.subtypes.includes(type);
}

/** The permanents on the battlefield that match a filter. */
export function permanentsMatching(
  state: GameState,
  ctx: RulesContext,
  filter: Filter,
  from: Perspective,
): ObjectId[] {
  return state.battlefield.filter((id) => matchesFilter(state, ctx, objectOf(state, id)!, filter, from));
}
