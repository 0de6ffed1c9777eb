// The declarations of combat as decisions: attackers (508.1), then blockers (509.1).
import type { Command } from '../data/commands/command.js';
import { ask, emit, reject, type Run } from '../engine/run.js';
import { tap } from '../game-actions/actions.js';
import { characteristics } from '../layers/characteristics.js';
import type { Task } from '../data/state/task.js';
import {
  attackProblem,
  blockLimit,
  blockProblem,
  possibleAttackers,
  possibleBlockers,
  requiredAttackers,
  underBlocked,
} from './declare.js';
import { objectOf } from '../data/state/objects.js';
import { bandProblem, blocksOfBands } from './banding.js';
import type { ObjectId } from '../data/state/game-state.js';

// 508.1: the active player declares attackers. The declaration is always asked, even of none.
export function declareAttackersDue(run: Run): void {
  const player = run.state.turn.active;
  // 800.4j: the turn of a player who left goes on without them: nobody declares attackers.
  if (run.state.players.find((p) => p.id === player)!.left) {
    emit(run, { type: 'AttackersDeclared', player, attackers: [] });
    return;
  }
  ask(run, null, {
    player,
    kind: 'declare-attackers',
    prompt: 'Declare attackers (508.1)',
    options: possibleAttackers(run.state, run.ctx, player).map((id) => ({
      id,
      label: objectOf(run.state, id)!.name,
    })),
    min: 0,
    max: possibleAttackers(run.state, run.ctx, player).length,
  });
}

// 509.1: each defending player, in APNAP order, declares blockers.
export function declareBlockersDue(run: Run, task: Extract<Task, { kind: 'declare-blockers' }>): void {
  const [player, ...rest] = task.players;
  if (!player) return;
  const options = possibleBlockers(run.state, run.ctx, player);
  ask(
    run,
    { kind: 'declare-blockers', players: rest },
    {
      player,
      kind: 'declare-blockers',
      prompt: 'Declare blockers (509.1)',
      options: options.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: 0,
      max: options.length,
    },
  );
}

type DeclareAttackers = Extract<Command, { type: 'DeclareAttackers' }>;
type DeclareBlockers = Extract<Command, { type: 'DeclareBlockers' }>;

export function declareAttackers(run: Run, command: DeclareAttackers): void {
  const seen = new Set<string>();
  for (const { attacker, defender } of command.attackers) {
    if (seen.has(attacker)) reject('ATTACKER_TWICE', '508.1a', `${attacker} is declared twice`);
    seen.add(attacker);
    const problem = attackProblem(run.state, run.ctx, command.player, attacker, defender);
    if (problem) reject('ATTACK_ILLEGAL', problem.rule, problem.message);
  }
  // 508.1d: each creature that attacks each combat if able, and can, attacks.
  const idle = requiredAttackers(run.state, run.ctx, command.player).find((id) => !seen.has(id));
  if (idle)
    reject('ATTACK_REQUIRED', '508.1d', `${objectOf(run.state, idle)!.name} attacks each combat if able`);
  const bands = command.bands?.filter((band) => band.length > 0) ?? [];
  const banding = bandProblem(run.state, run.ctx, command.attackers, bands);
  if (banding) reject('BAND_ILLEGAL', banding.rule, banding.message);
  emit(run, {
    type: 'AttackersDeclared',
    player: command.player,
    attackers: command.attackers,
    ...(bands.length ? { bands } : {}),
  });
  // 508.1f: attacking creatures become tapped, unless they have vigilance (702.20b).
  for (const { attacker } of command.attackers) {
    if (!characteristics(run.state, run.ctx, attacker).keywords.includes('vigilance')) tap(run, attacker);
  }
}

export function declareBlockers(run: Run, command: DeclareBlockers): void {
  const seen: { blocker: ObjectId; attacker: ObjectId }[] = [];
  for (const { blocker, attacker } of command.blocks) {
    // 509.1a: each creature blocks at most one attacker unless an effect says otherwise, each attacker once.
    const blocked = seen.filter((b) => b.blocker === blocker);
    if (blocked.some((b) => b.attacker === attacker))
      reject('BLOCKER_TWICE', '509.1a', `${blocker} blocks ${attacker} twice`);
    if (blocked.length >= blockLimit(run.state, run.ctx, blocker))
      reject('BLOCKER_TWICE', '509.1a', `${blocker} can't block that many attackers`);
    seen.push({ blocker, attacker });
    const problem = blockProblem(run.state, run.ctx, command.player, blocker, attacker);
    if (problem) reject('BLOCK_ILLEGAL', problem.rule, problem.message);
  }
  // 702.111b: a creature with menace is blocked by two or more creatures, or by none.
  const few = underBlocked(run.state, run.ctx, command.blocks);
  if (few) reject('BLOCK_ILLEGAL', '509.1b, 702.111b', `${objectOf(run.state, few)!.name} has menace`);
  const banded = blocksOfBands(run.state, command.blocks);
  emit(run, {
    type: 'BlockersDeclared',
    player: command.player,
    blocks: command.blocks,
    ...(banded.length ? { banded } : {}),
  });
}
