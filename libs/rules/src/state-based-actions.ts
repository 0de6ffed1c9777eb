// State-based actions (704; seed 420): checked whenever a player would receive priority, performed
// simultaneously as one event, and checked again until none apply (704.3).
import type { RulesContext } from './engine/context.js';
import { ask, emit, takeAnswer, type Run } from './engine/run.js';
import { ceaseToExist, destroy, moveObject, removeCounters } from './game-actions/actions.js';
import { characteristics } from './layers/characteristics.js';
import { perPermanent } from './objects/per-permanent.js';
import type { GameObject, GameState, ObjectId, PlayerId } from './state/game-state.js';
import type { Task } from './state/task.js';
import { canBeAttachedTo } from './objects/attachment.js';
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
  // 704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e: a copy of a spell
  // outside the stack, and a copy of a card outside the stack and the battlefield, too.
  // (A copy of a permanent spell becomes a token as it resolves, 111.12: no copy is ever on the battlefield.)
  const outside = (ids: readonly ObjectId[], onStack = false) => {
    for (const id of ids) {
      const o = state.objects[id]!;
      if (o.token || (o.isCopy && !onStack)) check.ceaseToExist.push(id);
    }
  };
  for (const p of state.players) {
    outside(p.hand);
    outside(p.graveyard);
    outside(p.library);
  }
  outside(state.exile);
  outside(state.stack, true);
  const legends = new Map<string, ObjectId[]>();
  const worlds: ObjectId[] = [];
  const facts = permanentFacts(state, ctx);
  state.battlefield.forEach((id, i) => {
    const f = facts[i]!;
    if (f.toGraveyard) check.toGraveyard.push(id);
    if (f.destroyed) check.destroyed.push(id);
    if (f.legend !== undefined) legends.set(f.legend, [...(legends.get(f.legend) ?? []), id]);
    if (f.world) worlds.push(id);
    if (f.annihilate) check.annihilate.push({ id, n: f.annihilate });
    if (!f.aura && !f.attached) return;
    const host = state.objects[id]!.attachedTo;
    // 704.5m: an Aura attached to an illegal object, or to nothing, goes to its owner's graveyard.
    if (f.aura && !(host && canBeAttachedTo(state, ctx, id, host))) check.toGraveyard.push(id);
    // 704.5n: an Equipment attached to an illegal permanent, 704.5p: a creature, or anything else
    // attached that is no Aura or Equipment, becomes unattached and stays on the battlefield.
    else if (host && !canBeAttachedTo(state, ctx, id, host)) check.unattach.push(id);
  });
  // 704.5k: the world rule; all but the newest world permanent go, all of them on a tie.
  if (worlds.length > 1) {
    const newest = Math.max(...worlds.map((id) => state.objects[id]!.timestamp));
    const kept = worlds.filter((id) => state.objects[id]!.timestamp === newest);
    check.toGraveyard.push(...worlds.filter((id) => kept.length > 1 || !kept.includes(id)));
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

/** What the state-based actions find in one permanent by itself, from its characteristics. */
interface PermanentFacts {
  /** 704.5f: a creature with toughness 0 or less; 704.5i: a planeswalker with no loyalty. */
  toGraveyard: boolean;
  /** 704.5g-h: a creature with lethal or deathtouch damage, unless indestructible (702.12b). */
  destroyed: boolean;
  /** 704.5q: how many +1/+1 and -1/-1 counters annihilate. */
  annihilate: number;
  /** 704.5j: its controller and name, if legendary. */
  legend?: string;
  world: boolean;
  aura: boolean;
  /** Attached to something (704.5m-p look at what, which may have changed). */
  attached: boolean;
}

function factsOf(state: GameState, ctx: RulesContext, o: GameObject): PermanentFacts {
  const chars = characteristics(state, ctx, o.id);
  const creature = chars.types.includes('Creature');
  const toughness = chars.toughness ?? 0;
  const destructible = !chars.keywords.includes('indestructible');
  const lethal = o.damage > 0 && (o.damage >= toughness || !!o.deathtouchDamage);
  const plus = o.counters['+1/+1'] ?? 0;
  const minus = o.counters['-1/-1'] ?? 0;
  return {
    toGraveyard:
      (creature && toughness <= 0) ||
      (chars.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0),
    destroyed: creature && toughness > 0 && destructible && lethal,
    annihilate: plus > 0 && minus > 0 ? Math.min(plus, minus) : 0,
    ...(chars.supertypes.includes('Legendary') ? { legend: `${o.controller}\u0000${chars.name}` } : {}),
    world: chars.supertypes.includes('World'),
    aura: chars.subtypes.includes('Aura'),
    attached: o.attachedTo !== undefined,
  };
}

/** The facts of each permanent, in battlefield order, found again only for those that changed. */
function permanentFacts(state: GameState, ctx: RulesContext): readonly PermanentFacts[] {
  return perPermanent(state, ctx, 'state-based actions', (o) => factsOf(state, ctx, o));
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
