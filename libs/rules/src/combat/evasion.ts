// Evasion (509.1b): the keywords and effects that restrict which creatures may block an attacker
// (702.9 flying, 702.13 intimidate, 702.14 landwalk, 702.28 shadow, 702.31 horsemanship, 702.36 fear,
// 702.111 menace, 702.118 skulk, "can't be blocked").
import type { Filter, Keyword } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { Characteristics, GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import { matchesFilter } from '../layers/filter.js';
import { objectOf } from '../data/state/objects.js';

/** Why a creature can't block an attacker: the rule, and what the attacker has. */
export interface Evasion {
  rule: string;
  has: string;
}

/** A blocker as the restrictions read it: the object and its characteristics. */
export interface Combatant {
  object: GameObject;
  chars: Characteristics;
}

/** 702.14c: the lands whose presence each landwalk needs, under the defending player's control. */
const LANDWALKS: Partial<Record<Keyword, Filter>> = {
  plainswalk: { types: ['Land'], subtypes: ['Plains'] },
  islandwalk: { types: ['Land'], subtypes: ['Island'] },
  swampwalk: { types: ['Land'], subtypes: ['Swamp'] },
  mountainwalk: { types: ['Land'], subtypes: ['Mountain'] },
  forestwalk: { types: ['Land'], subtypes: ['Forest'] },
  'nonbasic landwalk': { types: ['Land'], notSupertypes: ['Basic'] },
  'legendary landwalk': { types: ['Land'], supertypes: ['Legendary'] },
};

const has = (chars: Characteristics, keyword: Keyword) => chars.keywords.includes(keyword);

/** 702.14c: the landwalk of the attacker that the defending player's lands give, if any. */
function landwalk(state: GameState, ctx: RulesContext, defending: PlayerId, attacker: Combatant) {
  const from = { controller: defending, source: attacker.object.id };
  return attacker.chars.keywords.find((k) => {
    const lands = LANDWALKS[k];
    return (
      lands &&
      state.battlefield.some((id) => {
        const land = objectOf(state, id)!;
        return land.controller === defending && matchesFilter(state, ctx, land, lands, from);
      })
    );
  });
}

/** 702.13b: an artifact creature, or a creature that shares a color with the attacker. */
const sharesColorOrArtifact = (attacker: Characteristics, blocker: Characteristics) =>
  blocker.types.includes('Artifact') || blocker.colors.some((c) => attacker.colors.includes(c));

/** The keyword of the attacker that keeps the blocker from blocking it, if any (702.9b, 702.13b, 702.28b, 702.31b, 702.36b, 702.118b). */
function evasiveKeyword(attacker: Characteristics, blocker: Characteristics): Evasion | undefined {
  // 702.9b: flying: only by creatures with flying or reach.
  if (has(attacker, 'flying') && !has(blocker, 'flying') && !has(blocker, 'reach'))
    return { rule: '702.9b', has: 'flying' };
  // 702.36b: fear: only by artifact creatures and/or black creatures.
  if (has(attacker, 'fear') && !blocker.types.includes('Artifact') && !blocker.colors.includes('B'))
    return { rule: '702.36b', has: 'fear' };
  // 702.13b: intimidate: only by artifact creatures and/or creatures that share a color with it.
  if (has(attacker, 'intimidate') && !sharesColorOrArtifact(attacker, blocker))
    return { rule: '702.13b', has: 'intimidate' };
  // 702.28b: shadow: only by creatures with shadow; a creature with shadow blocks only creatures with shadow.
  if (has(attacker, 'shadow') !== has(blocker, 'shadow'))
    return { rule: '702.28b', has: has(attacker, 'shadow') ? 'shadow' : 'no shadow' };
  // 702.118b: skulk: not by creatures with greater power.
  if (has(attacker, 'skulk') && (blocker.power ?? 0) > (attacker.power ?? 0))
    return { rule: '702.118b', has: 'skulk' };
  // 702.31b: horsemanship: only by creatures with horsemanship.
  if (has(attacker, 'horsemanship') && !has(blocker, 'horsemanship'))
    return { rule: '702.31b', has: 'horsemanship' };
  return undefined;
}

/** 509.1b: "can't be blocked [by ... / except by ...]": the restriction on the attacker the blocker breaks, if any. */
function restriction(state: GameState, ctx: RulesContext, attacker: Characteristics, blocker: Combatant) {
  return attacker.blockingRestrictions?.find(({ except, by, controller, source }) => {
    const matches = (filter: Filter) =>
      matchesFilter(state, ctx, blocker.object, filter, { controller, source }, blocker.chars);
    if (except) return !except.some(matches);
    return by ? matches(by) : true;
  });
}

/** Why `blocker` can't block `attacker` (attacking `defending`) by evasion, or undefined if it can (509.1b). */
export function evasion(
  state: GameState,
  ctx: RulesContext,
  defending: PlayerId,
  attacker: Combatant,
  blocker: Combatant,
): Evasion | undefined {
  const keyword = evasiveKeyword(attacker.chars, blocker.chars);
  if (keyword) return keyword;
  // 702.14c: landwalk: unblockable while the defending player controls a land of that kind.
  const walk = landwalk(state, ctx, defending, attacker);
  if (walk) return { rule: '702.14c', has: `${walk} (you control such a land)` };
  if (restriction(state, ctx, attacker.chars, blocker))
    return { rule: '509.1b', has: "an effect saying it can't be blocked by this creature" };
  return undefined;
}

/** 702.111b: how many creatures must block the attacker if any do (menace: two), else 1. */
export function fewestBlockers(attacker: Characteristics): number {
  return has(attacker, 'menace') ? 2 : 1;
}
