// State-based actions (704; seed 420): checked whenever a player would receive priority, performed
// simultaneously as one event, and checked again until none apply (704.3).
import type { RulesContext } from './engine/context.js';
import { ask, emit, takeAnswer, type Run } from './engine/run.js';
import { ceaseToExist, destroy, moveObject, removeCounters } from './game-actions/actions.js';
import { characteristics } from './layers/characteristics.js';
import { definitionOf } from './objects/definition.js';
import type { GameState, ObjectId, PlayerId } from './state/game-state.js';
import type { Task } from './state/task.js';
import { isLegalTarget } from './targets/targets.js';
import { isProtectedFrom } from './objects/protection.js';
import { leaveGame } from './multiplayer/leaving-the-game.js';
import { cantLose } from './game-end/cant-lose.js';

interface Check {
  losers: { player: PlayerId; reason: string }[];
  emptyDrawsForgotten: PlayerId[];
  ceaseToExist: ObjectId[];
  toGraveyard: ObjectId[];
  destroyed: ObjectId[];
  unattach: ObjectId[];
  annihilate: { id: ObjectId; n: number }[];
  /** Legend rule groups still waiting for their controller's choice. */
  legendChoices: { player: PlayerId; group: ObjectId[] }[];
}

function collect(state: GameState, ctx: RulesContext, keeps: readonly ObjectId[]): Check {
  const check: Check = {
    losers: [],
    emptyDrawsForgotten: [],
    ceaseToExist: [],
    toGraveyard: [],
    destroyed: [],
    unattach: [],
    annihilate: [],
    legendChoices: [],
  };
  for (const p of state.players) {
    if (p.left) continue;
    if (cantLose(state, ctx, p.id)) {
      // The attempt to draw is checked now, so it doesn't make the player lose later (704.5b).
      if (p.drewFromEmptyLibrary) check.emptyDrawsForgotten.push(p.id);
      continue;
    }
    if (p.life <= 0) check.losers.push({ player: p.id, reason: '704.5a: 0 or less life' });
    else if (p.drewFromEmptyLibrary)
      check.losers.push({ player: p.id, reason: '704.5b: drew from an empty library' });
    else if ((p.counters.poison ?? 0) >= 10)
      check.losers.push({ player: p.id, reason: '704.5c: ten or more poison counters' });
  }
  // 704.5d: a token in a zone other than the battlefield ceases to exist.
  const outside = (ids: readonly ObjectId[]) => {
    for (const id of ids) if (state.objects[id]!.token) check.ceaseToExist.push(id);
  };
  for (const p of state.players) {
    outside(p.hand);
    outside(p.graveyard);
    outside(p.library);
  }
  outside(state.exile);
  outside(state.stack);
  const legends = new Map<string, ObjectId[]>();
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const chars = characteristics(state, ctx, id);
    const creature = chars.types.includes('Creature');
    const toughness = chars.toughness ?? 0;
    // 702.12b: an indestructible permanent isn't destroyed, so lethal damage does nothing to it.
    const destructible = !chars.keywords.includes('indestructible');
    if (creature && toughness <= 0)
      check.toGraveyard.push(id); // 704.5f
    else if (creature && destructible && o.damage > 0 && o.damage >= toughness)
      check.destroyed.push(id); // 704.5g
    else if (creature && destructible && o.deathtouchDamage && o.damage > 0) check.destroyed.push(id); // 704.5h
    if (chars.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) check.toGraveyard.push(id); // 704.5i
    if (chars.supertypes.includes('Legendary')) {
      const key = `${o.controller}\u0000${chars.name}`;
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
    if (chars.subtypes.includes('Aura') && !auraAttachmentLegal(state, ctx, id)) check.toGraveyard.push(id); // 704.5m
    if (
      chars.subtypes.includes('Equipment') &&
      o.attachedTo &&
      !equipmentAttachmentLegal(state, ctx, id, o.attachedTo)
    ) {
      check.unattach.push(id); // 704.5n
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) check.annihilate.push({ id, n: Math.min(plus, minus) }); // 704.5q
  }
  // 704.5j: the legend rule; the controller chooses which one stays.
  for (const group of legends.values()) {
    if (group.length < 2) continue;
    const kept = group.find((id) => keeps.includes(id));
    if (kept) check.toGraveyard.push(...group.filter((id) => id !== kept));
    else check.legendChoices.push({ player: state.objects[group[0]!]!.controller, group });
  }
  return check;
}

function auraAttachmentLegal(state: GameState, ctx: RulesContext, aura: ObjectId): boolean {
  const object = state.objects[aura]!;
  const host = object.attachedTo;
  if (!host || state.objects[host]?.zone !== 'battlefield') return false;
  const enchant = definitionOf(ctx, object).abilities.find((a) => a.kind === 'enchant');
  // 303.4d: an Aura's enchant ability restricts what it can be attached to (not a targeting check for hexproof).
  return (
    !enchant ||
    isLegalTarget(state, ctx, enchant.target, host, object.controller, aura, { ignoreHexproof: true })
  );
}

function equipmentAttachmentLegal(
  state: GameState,
  ctx: RulesContext,
  equipment: ObjectId,
  host: ObjectId,
): boolean {
  return (
    state.objects[host]?.zone === 'battlefield' &&
    characteristics(state, ctx, host).types.includes('Creature') &&
    !isProtectedFrom(state, ctx, host, equipment) // 702.16d
  );
}

function isEmpty(check: Check): boolean {
  return (
    !check.losers.length &&
    !check.ceaseToExist.length &&
    !check.toGraveyard.length &&
    !check.destroyed.length &&
    !check.unattach.length &&
    !check.annihilate.length
  );
}

/** Whether any state-based action would be performed now (514.3a). */
export function stateBasedActionsApply(state: GameState, ctx: RulesContext): boolean {
  const check = collect(state, ctx, []);
  return !isEmpty(check) || check.legendChoices.length > 0;
}

/**
 * Performs one round of state-based actions. Returns 'none' when none applied, 'performed' when
 * some did (check again), or 'asked' when the legend rule waits for a choice.
 */
export function performStateBasedActions(
  run: Run,
  task: Extract<Task, { kind: 'priority' }>,
): 'none' | 'performed' | 'asked' {
  const keeps = [...(task.keeps ?? [])];
  const answer = takeAnswer(run);
  if (answer?.kind === 'options') keeps.push(...answer.ids);
  const check = collect(run.state, run.ctx, keeps);
  const choice = check.legendChoices[0];
  if (choice) {
    ask(
      run,
      { ...task, keeps },
      {
        player: choice.player,
        kind: 'keep',
        prompt: `Legend rule (704.5j): choose the ${run.state.objects[choice.group[0]!]!.name} to keep`,
        options: choice.group.map((id) => ({ id, label: `${run.state.objects[id]!.name} (${id})` })),
        min: 1,
        max: 1,
      },
    );
    return 'asked';
  }
  for (const player of check.emptyDrawsForgotten) emit(run, { type: 'EmptyLibraryDrawChecked', player });
  if (isEmpty(check)) return 'none';
  for (const { player, reason } of check.losers) emit(run, { type: 'PlayerLost', player, reason });
  endGameIfDecided(run);
  if (run.state.over) return 'performed';
  for (const { player } of check.losers) leaveGame(run, player); // 800.4a
  for (const id of check.ceaseToExist) ceaseToExist(run, run.state.objects[id]!);
  for (const id of new Set(check.toGraveyard)) moveObject(run, id, 'graveyard', { reason: 'state-based' });
  for (const id of check.destroyed) if (!check.toGraveyard.includes(id)) destroy(run, id, 'state-based');
  for (const id of check.unattach) if (run.state.objects[id]) emit(run, { type: 'Unattached', object: id });
  for (const { id, n } of check.annihilate) {
    if (!run.state.objects[id]) continue;
    removeCounters(run, id, '+1/+1', n);
    removeCounters(run, id, '-1/-1', n);
  }
  endGameIfDecided(run);
  return 'performed';
}

// 104.2a: a player still in the game wins when all their opponents have left; 104.4a: all lose at once, a draw.
export function endGameIfDecided(run: Run): void {
  if (run.state.over) return;
  const remaining = run.state.players.filter((p) => !p.left);
  if (remaining.length === 1) emit(run, { type: 'GameEnded', winner: remaining[0]!.id });
  else if (remaining.length === 0) emit(run, { type: 'GameEnded', draw: true });
}
