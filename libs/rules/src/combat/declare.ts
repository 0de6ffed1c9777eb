// Declaring attackers (508.1) and blockers (509.1): the restrictions a declaration must obey.
import type { RulesContext } from '../data/state/context.js';
import { abilitiesOf, characteristics } from '../layers/characteristics.js';
import { isProtectedFrom } from '../objects/protection.js';
import type { Characteristics, GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { permanentsMatching } from '../layers/filter.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';
import { apnapOrder } from '../data/state/apnap.js';
import { objectOf } from '../data/state/objects.js';
import { evasion, fewestBlockers } from './evasion.js';

/** Why a declaration is illegal: the rules it breaks, and how. */
export interface DeclarationProblem {
  rule: string;
  message: string;
}

const problem = (rule: string, message: string): DeclarationProblem => ({ rule, message });

/** Why `attacker` can't attack `defender`, or null if it can (508.1a-c). */
export function attackProblem(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  attacker: ObjectId,
  defender: string,
): DeclarationProblem | null {
  const object = objectOf(state, attacker);
  if (!object || object.zone !== 'battlefield' || object.controller !== player)
    return problem('508.1a', `${attacker} is not a creature you control`);
  const chars = characteristics(state, ctx, attacker);
  if (!chars.types.includes('Creature')) return problem('508.1a', `${object.name} is not a creature`);
  // 508.1a: attackers must be untapped, and have haste or be under control since the turn began (302.6).
  if (object.tapped) return problem('508.1a', `${object.name} is tapped`);
  if (object.sick && !chars.keywords.includes('haste'))
    return problem('508.1a, 302.6', `${object.name} has summoning sickness`);
  // 508.1c: restrictions on attacking (defender, 702.3b; "can't attack").
  if (chars.keywords.includes('defender')) return problem('508.1c, 702.3b', `${object.name} has defender`);
  if (chars.cantAttack) return problem('508.1c', `${object.name} can't attack`);
  return (
    defenderProblem(state, ctx, player, defender) ??
    attackRestrictionProblem(state, ctx, object, chars, defender)
  );
}

// 508.1c: "can't attack unless defending player controls an Island": the player it would attack (or
// the controller of the planeswalker, the protector of the battle, 508.5) controls a matching permanent.
function attackRestrictionProblem(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  chars: Characteristics,
  defender: string,
): DeclarationProblem | null {
  const defending = defendingPlayerOf(state, defender);
  const from = { controller: defending, source: object.id };
  const unmet = chars.attackUnlessDefenderControls?.find(
    (filter) => !permanentsMatching(state, ctx, { ...filter, controller: 'you' }, from).length,
  );
  return unmet
    ? problem('508.1c', `${object.name} can't attack unless ${defending} controls a permanent it names`)
    : null;
}

// 508.1b: an attacking creature attacks an opponent, a planeswalker an opponent controls, or a battle
// an opponent protects (310.8b: never one its own controller protects; a Siege's controller may).
function defenderProblem(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  defender: string,
): DeclarationProblem | null {
  const opponent = state.players.find((p) => p.id === defender);
  if (opponent)
    return opponent.left || opponent.id === player
      ? problem('508.1b', `${defender} is not an opponent in the game`)
      : null;
  const permanent = objectOf(state, defender);
  const types = permanent?.zone === 'battlefield' ? characteristics(state, ctx, defender).types : [];
  if (types.includes('Planeswalker') && permanent!.controller !== player) return null;
  if (types.includes('Battle') && isOpponentInGame(state, player, permanent!.protector)) return null;
  return problem(
    '508.1b, 310.8b',
    `${defender} is neither an opponent, nor a planeswalker an opponent controls, nor a battle an opponent protects`,
  );
}

function isOpponentInGame(state: GameState, player: PlayerId, other: PlayerId | undefined): boolean {
  return other !== player && state.players.some((p) => p.id === other && !p.left);
}

/** The creatures `player` could declare as attackers now. */
export function possibleAttackers(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  const opponent = state.players.find((p) => p.id !== player && !p.left);
  if (!opponent) return [];
  return state.battlefield.filter((id) => attackProblem(state, ctx, player, id, opponent.id) === null);
}

/** 508.1d: the creatures `player` could declare as attackers that attack each combat if able. */
export function requiredAttackers(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  return possibleAttackers(state, ctx, player).filter((id) => characteristics(state, ctx, id).mustAttack);
}

/** 702.111b: the attacker blocked by fewer creatures than it must be if blocked at all (menace), if any. */
export function underBlocked(
  state: GameState,
  ctx: RulesContext,
  blocks: readonly { attacker: ObjectId }[],
): ObjectId | undefined {
  const count = (attacker: ObjectId) => blocks.filter((b) => b.attacker === attacker).length;
  return blocks.map((b) => b.attacker).find((a) => count(a) < fewestBlockers(characteristics(state, ctx, a)));
}

/** The players, planeswalkers and battles `player` may attack. */
export function attackableDefenders(state: GameState, ctx: RulesContext, player: PlayerId): string[] {
  const players = state.players.filter((p) => p.id !== player && !p.left).map((p) => p.id);
  const walkers = state.battlefield.filter((id) => defenderProblem(state, ctx, player, id) === null);
  return [...players, ...walkers];
}

/** 509.1a: how many attackers `blocker` can block: one, more as effects allow ("any number": all). */
export function blockLimit(state: GameState, ctx: RulesContext, blocker: ObjectId): number {
  const more = characteristics(state, ctx, blocker).blocksAdditional ?? 0;
  return more === 'any' ? Infinity : 1 + more;
}

/** Why `blocker` can't block `attacker`, or null if it can (509.1a-b). */
export function blockProblem(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  blocker: ObjectId,
  attacker: ObjectId,
): DeclarationProblem | null {
  const object = objectOf(state, blocker);
  if (!object || object.zone !== 'battlefield' || object.controller !== player)
    return problem('509.1a', `${blocker} is not a creature you control`);
  const chars = characteristics(state, ctx, blocker);
  if (!chars.types.includes('Creature')) return problem('509.1a', `${object.name} is not a creature`);
  // 509.1a: blockers must be untapped and block a creature attacking their controller, its
  // planeswalkers or the battles it protects (310.8c: only the protector blocks for a battle).
  if (object.tapped) return problem('509.1a', `${object.name} is tapped`);
  const attacking = objectOf(state, attacker);
  if (!attacking || attacking.attacking === undefined)
    return problem('509.1a', `${attacker} is not attacking`);
  if (!defendsAgainst(state, player, attacking.attacking))
    return problem(
      '509.1a, 310.8c',
      `${attacking.name} is not attacking you, your planeswalkers or a battle you protect`,
    );
  // 509.1b: restrictions on blocking ("can't block", flying).
  if (chars.cantBlock) return problem('509.1b', `${object.name} can't block`);
  // 509.1b: evasion (flying, landwalk, fear, shadow, ...) and "can't be blocked".
  const attackerChars = characteristics(state, ctx, attacker);
  const evaded = evasion(state, ctx, player, { object: attacking, chars: attackerChars }, { object, chars });
  if (evaded) return problem(`509.1b, ${evaded.rule}`, `${attacking.name} has ${evaded.has}`);
  // 509.1b: "This creature can block only creatures with flying" (Brazen Borrower).
  const only = abilitiesOf(state, ctx, object).find(
    (a) => a.kind === 'static' && a.effect.kind === 'can-block-only',
  );
  if (
    only?.kind === 'static' &&
    only.effect.kind === 'can-block-only' &&
    !attackerChars.keywords.includes(only.effect.keyword)
  )
    return problem('509.1b', `${object.name} can block only creatures with ${only.effect.keyword}`);
  // 702.16f: an attacking creature with protection can't be blocked by creatures with the quality.
  if (isProtectedFrom(state, ctx, attacker, blocker)) {
    return problem('509.1b, 702.16f', `${attacking.name} has protection from ${object.name}`);
  }
  // 702.158 (Space Beleren): "creatures in each sector can be blocked this turn only by creatures in the same sector".
  const sector = attacking.sector;
  const withinSectors = state.effects.some((e) => e.change.kind === 'blocked-only-within-sectors');
  if (withinSectors && sector && object.sector !== sector)
    return problem('509.1b, 702.158e', `${attacking.name} is in the ${sector} sector, ${object.name} isn't`);
  return null;
}

function defendsAgainst(state: GameState, player: PlayerId, defender: string): boolean {
  return defendingPlayerOf(state, defender) === player;
}

/** The players being attacked (directly, through their planeswalkers or the battles they protect), in APNAP order. */
export function defendingPlayers(state: GameState): PlayerId[] {
  const attacked = new Set<PlayerId>();
  for (const id of state.battlefield) {
    const target = objectOf(state, id)!.attacking;
    if (target === undefined) continue;
    attacked.add(defendingPlayerOf(state, target));
  }
  return apnapOrder(state).filter((p) => attacked.has(p));
}

export function attackers(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => objectOf(state, id)!.attacking !== undefined);
}

/** Untapped creatures `player` controls that could block some attacker. */
export function possibleBlockers(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  const attacking = attackers(state);
  return state.battlefield.filter((id) =>
    attacking.some((a) => blockProblem(state, ctx, player, id, a) === null),
  );
}
