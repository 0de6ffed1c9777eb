// Targets (115): what a spell or ability may target, chosen on casting (601.2c) and checked again
// on resolution (608.2b).
import { renumberTargets, type CardDefinition, type Effect, type Mode, type TargetSpec } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import { definitionOf, faceDefinition } from '../layers/definition.js';
import { matchesFilter } from '../layers/filter.js';
import { isProtectedFrom } from '../objects/protection.js';
import type { Characteristics, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { isPlayerZone, zoneContents } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

/** The modes of a spell ability or of a modal triggered ability (700.2). */
type Modal = { readonly modes: Mode[] };

/** The modes chosen for a spell ability (1-based mode numbers); the only mode when not modal. */
export function chosenModes(ability: Modal, modes: readonly number[] | undefined): Mode[] {
  if (ability.modes.length === 1) return ability.modes;
  return (modes ?? []).map((m) => ability.modes[m - 1]!).filter(Boolean);
}

/**
 * 700.2, 601.2c: the targets and effects of the chosen modes, in order. A mode's effects name its own
 * targets from 0; among the targets of all the modes chosen, a later mode's come after the earlier
 * ones', so its references are renumbered.
 */
export function chosenModesParts(
  ability: Modal,
  modes: readonly number[] | undefined,
): { targets: TargetSpec[]; effects: Effect[] } {
  const targets: TargetSpec[] = [];
  const effects: Effect[] = [];
  for (const mode of chosenModes(ability, modes)) {
    effects.push(...(targets.length ? renumberTargets(mode.effects, targets.length) : mode.effects));
    targets.push(...mode.targets);
  }
  return { targets, effects };
}

/** 702.42a-b: every mode of a card's spell ability (an entwined spell's), in the order written. */
export function allModes(def: CardDefinition): number[] {
  return def.abilities.flatMap((a) => (a.kind === 'spell' ? a.modes.map((_mode, i) => i + 1) : []));
}

/**
 * The target specs of what a card does when cast: its spell ability's chosen modes, or its Aura's
 * enchant; a target it has only if kicked is left out when it isn't (601.2c; seed 409.1d).
 */
export function spellTargetSpecs(def: CardDefinition, modes?: readonly number[], kicked = 0): TargetSpec[] {
  const specs: TargetSpec[] = [];
  for (const ability of def.abilities) {
    if (ability.kind === 'spell')
      specs.push(
        ...chosenModes(ability, modes).flatMap((m) => m.targets.filter((t) => kicked > 0 || !t.ifKicked)),
      );
    // 303.4a: an Aura spell targets what it will enchant.
    if (ability.kind === 'enchant') specs.push(ability.target);
  }
  return specs;
}

/** The target specs of a card, spell or ability object (for interfaces and the scenario runner). */
export function targetSpecsOf(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  modes?: readonly number[],
  /** The face a card would be cast with (709.3a, 712.11c, 715.3a). */
  face?: string,
  kicked = 0,
  /** The entwine cost is paid: every mode is chosen (702.42a). */
  entwined = false,
): TargetSpec[] {
  const object = objectOf(state, id);
  if (!object) return [];
  const def = definitionOf(ctx, object);
  const cast = face ? faceDefinition(def, face) : def;
  return spellTargetSpecs(cast, entwined ? allModes(cast) : modes, kicked);
}

function isHexproofFrom(state: GameState, id: ObjectId, chooser: PlayerId, chars: Characteristics): boolean {
  // 702.18a shroud: can't be the target of spells or abilities; 702.11b hexproof: of opponents' ones.
  if (chars.keywords.includes('shroud')) return true;
  return chars.keywords.includes('hexproof') && objectOf(state, id)!.controller !== chooser;
}

// "Target creature can't be the target of spells or abilities your opponents control this turn"
// (Vines of Vastwood): like hexproof (702.11b), from the effect's controller's opponents.
function cantBeTargetedBy(state: GameState, id: ObjectId, chooser: PlayerId): boolean {
  return state.effects.some(
    (e) => e.change.kind === 'cant-be-targeted' && e.affected.includes(id) && e.controller !== chooser,
  );
}

/** Whether `candidate` (an object or player id) is a legal target for `spec` chosen by `chooser`. */
export function isLegalTarget(
  state: GameState,
  ctx: RulesContext,
  spec: TargetSpec,
  candidate: string,
  chooser: PlayerId,
  source: ObjectId,
  options: { ignoreHexproof?: boolean } = {},
): boolean {
  const player = state.players.find((p) => p.id === candidate);
  if (player) {
    if (player.left) return false;
    if (spec.opponentOnly && candidate === chooser) return false;
    return spec.kind === 'player' || spec.kind === 'any' || spec.kind === 'player-or-planeswalker';
  }
  const object = objectOf(state, candidate);
  if (!object) return false;
  const from = { controller: chooser, source };
  if (spec.kind === 'spell') {
    // 115.5: a spell or ability on the stack can't target itself.
    return (
      candidate !== source &&
      object.zone === 'stack' &&
      !object.isAbility &&
      (!spec.filter || matchesFilter(state, ctx, object, spec.filter, from))
    );
  }
  if (spec.kind === 'card') {
    if (object.zone !== (spec.zone ?? 'graveyard')) return false;
    return !spec.filter || matchesFilter(state, ctx, object, spec.filter, from);
  }
  if (object.zone !== 'battlefield' || spec.kind === 'player') return false;
  const chars = characteristics(state, ctx, candidate);
  if (!options.ignoreHexproof && isHexproofFrom(state, candidate, chooser, chars)) return false;
  if (!options.ignoreHexproof && cantBeTargetedBy(state, candidate, chooser)) return false;
  // 702.16b: not the target of spells or abilities from a source with the quality; 702.16c: not enchanted.
  if (chars.protectedFrom.length && isProtectedFrom(state, ctx, candidate, source)) return false;
  const types = chars.types;
  const kindOk =
    spec.kind === 'permanent' ||
    (spec.kind === 'creature' && types.includes('Creature')) ||
    // 115.4: "any target" is a creature, a player, a planeswalker or a battle.
    (spec.kind === 'any' && types.includes('Battle')) ||
    ((spec.kind === 'any' || spec.kind === 'creature-or-planeswalker') &&
      (types.includes('Creature') || types.includes('Planeswalker'))) ||
    (spec.kind === 'player-or-planeswalker' && types.includes('Planeswalker'));
  return kindOk && (!spec.filter || matchesFilter(state, ctx, object, spec.filter, from, chars));
}

/** Every legal target for a spec: players, then objects in the zones the spec looks at. */
export function legalTargets(
  state: GameState,
  ctx: RulesContext,
  spec: TargetSpec,
  chooser: PlayerId,
  source: ObjectId,
): string[] {
  return candidates(state, spec).filter((c) => isLegalTarget(state, ctx, spec, c, chooser, source));
}

/** Whether the spec has at least `count` legal targets (without looking for more). */
export function hasLegalTargets(
  state: GameState,
  ctx: RulesContext,
  spec: TargetSpec,
  chooser: PlayerId,
  source: ObjectId,
  count: number,
): boolean {
  let found = 0;
  for (const c of candidates(state, spec)) {
    if (isLegalTarget(state, ctx, spec, c, chooser, source) && ++found >= count) return true;
  }
  return found >= count;
}

function candidates(state: GameState, spec: TargetSpec): string[] {
  const candidates: string[] = [];
  if (spec.kind === 'player' || spec.kind === 'any' || spec.kind === 'player-or-planeswalker')
    candidates.push(...state.players.map((p) => p.id));
  if (spec.kind === 'spell') candidates.push(...state.stack);
  else if (spec.kind === 'card') {
    const zone = spec.zone ?? 'graveyard';
    for (const p of state.players) {
      if (isPlayerZone(zone)) candidates.push(...zoneContents(state, zone, p.id));
    }
    if (zone === 'exile') candidates.push(...state.exile);
  } else if (spec.kind !== 'player') candidates.push(...state.battlefield);
  return candidates;
}

/** How many targets a spec takes at most, and at least (115.1, 601.2c; 115.6: "any number" may be zero). */
export function targetCount(spec: TargetSpec): { min: number; max: number } {
  const max = spec.anyNumber ? Infinity : (spec.count ?? 1);
  return { min: spec.atLeast ?? (spec.upTo || spec.anyNumber ? 0 : max), max };
}

/**
 * Checks chosen targets against the specs when a spell is cast or an ability activated:
 * the right number, each legal, and no object chosen twice for one "target" word (115.3).
 * Returns the reason they are wrong, or null.
 */
export function checkChosenTargets(
  state: GameState,
  ctx: RulesContext,
  specs: readonly TargetSpec[],
  chosen: readonly (readonly string[])[],
  chooser: PlayerId,
  source: ObjectId,
): string | null {
  if (chosen.length > specs.length) return `${chosen.length} target groups for ${specs.length} target specs`;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const group = chosen[i] ?? [];
    const { min, max } = targetCount(spec);
    if (group.length < min || group.length > max)
      return `target ${i + 1} needs ${min === max ? min : max === Infinity ? `${min} or more` : `${min} to ${max}`}, got ${group.length}`;
    if (new Set(group).size !== group.length) return `the same target is chosen twice for target ${i + 1}`;
    const earlier = spec.another ? group.find((t) => chosen.slice(0, i).flat().includes(t)) : undefined;
    if (earlier)
      return `${describe(state, earlier)} is chosen for an earlier target: target ${i + 1} is another one (115.3)`;
    const illegal = group.find((t) => !isLegalTarget(state, ctx, spec, t, chooser, source));
    if (illegal)
      return `${describe(state, illegal)} is not a legal target for target ${i + 1} (${spec.kind})`;
  }
  return null;
}

export function describe(state: GameState, id: string): string {
  const object = objectOf(state, id);
  return object ? `${object.name} (${id})` : state.players.some((p) => p.id === id) ? id : `unknown "${id}"`;
}
