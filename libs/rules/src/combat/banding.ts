// Banding (702.22): creatures that attack in a band, are blocked as a group, and let whoever has a
// banding creature in a fight divide the other side's combat damage.
import type { RulesContext } from '../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';
import { objectOf } from '../data/state/objects.js';
import { characteristics } from '../layers/characteristics.js';
import type { DeclarationProblem } from './declare.js';

type Attack = { attacker: ObjectId; defender: string };
type Block = { blocker: ObjectId; attacker: ObjectId };

export const hasBanding = (state: GameState, ctx: RulesContext, id: ObjectId): boolean =>
  characteristics(state, ctx, id).keywords.includes('banding');

/** Why the declared bands are illegal, or null if they are legal (508.1e, 702.22c-d). */
export function bandProblem(
  state: GameState,
  ctx: RulesContext,
  attacks: readonly Attack[],
  bands: readonly ObjectId[][],
): DeclarationProblem | null {
  const name = (id: ObjectId) => objectOf(state, id)?.name ?? id;
  const seen = new Set<ObjectId>();
  for (const band of bands) {
    for (const member of band) {
      // 508.1e: a band is made of creatures declared as attackers.
      if (!attacks.some((a) => a.attacker === member))
        return { rule: '508.1e', message: `${name(member)} is not declared as an attacker` };
      // 702.22c: each creature may be a member of only one band.
      if (seen.has(member)) return { rule: '702.22c', message: `${name(member)} is in two bands` };
      seen.add(member);
    }
    // 702.22c: one or more creatures with banding and up to one without.
    const without = band.filter((id) => !hasBanding(state, ctx, id));
    if (without.length === band.length)
      return { rule: '702.22c', message: 'a band has at least one creature with banding' };
    if (without.length > 1)
      return {
        rule: '702.22c',
        message: `a band has at most one creature without banding, not ${without.map(name).join(' and ')}`,
      };
    // 702.22d: all creatures in a band attack the same player, planeswalker or battle.
    const defenders = new Set(band.map((id) => attacks.find((a) => a.attacker === id)!.defender));
    if (defenders.size > 1)
      return {
        rule: '702.22d, 802.3b',
        message: 'the creatures of a band attack the same player or permanent',
      };
  }
  return null;
}

/** A band that groups `attackers`: all those with banding and the first without, if that is a band (702.22c). */
export function bandOf(
  state: GameState,
  ctx: RulesContext,
  attackers: readonly ObjectId[],
): ObjectId[] | null {
  const banding = attackers.filter((id) => hasBanding(state, ctx, id));
  const other = attackers.find((id) => !hasBanding(state, ctx, id));
  const band = [...banding, ...(other !== undefined ? [other] : [])];
  return banding.length > 0 && band.length > 1 ? band : null;
}

/**
 * 702.22h: a creature blocking a member of a band also blocks each other member of the band: the
 * blocks that follow from `declared`, beyond those declared.
 */
export function blocksOfBands(state: GameState, declared: readonly Block[]): Block[] {
  const implied: Block[] = [];
  const blocks = (b: Block) =>
    [...declared, ...implied].some((d) => d.blocker === b.blocker && d.attacker === b.attacker);
  for (const { blocker, attacker } of declared) {
    const band = objectOf(state, attacker)?.band;
    if (band === undefined) continue;
    for (const member of state.battlefield) {
      const block = { blocker, attacker: member };
      if (objectOf(state, member)!.band === band && !blocks(block)) implied.push(block);
    }
  }
  return implied;
}

/**
 * Who divides a creature's combat damage: its controller (510.1c-d), but the defending player for an
 * attacker blocked by a creature with banding (702.22j), and the active player for a blocker that
 * blocks a creature with banding (702.22k).
 */
export function damageDivider(
  state: GameState,
  ctx: RulesContext,
  creature: ObjectId,
  opponents: readonly ObjectId[],
): PlayerId {
  const object = objectOf(state, creature)!;
  if (!opponents.some((id) => hasBanding(state, ctx, id))) return object.controller;
  return object.attacking !== undefined ? defendingPlayerOf(state, object.attacking) : state.turn.active;
}
