// The untap step's turn-based action (502.3): the active player untaps their permanents. Those with
// "You may choose not to untap [this] during your untap step" stay tapped if the player so chooses:
// a choice within the turn-based action, since no player gets priority in this step (502.4).
import { ask, takeAnswer, type Run } from '../engine/run.js';
import { permanentsThatWouldUntap, untapPermanentsOf } from '../game-actions/actions.js';
import { typeCharacteristics } from '../layers/characteristics.js';
import type { Task } from '../data/state/task.js';
import type { ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

export function untapPermanents(run: Run, task: Task): void {
  const active = run.state.turn.active;
  const optional = untapOptional(run, permanentsThatWouldUntap(run.state, run.ctx, active));
  if (!optional.length) return untapPermanentsOf(run, active);
  const answer = takeAnswer(run);
  if (answer?.kind === 'options' && answer.ids.every((id) => optional.includes(id)))
    return untapPermanentsOf(run, active, answer.ids);
  ask(run, task, {
    player: active,
    kind: 'keep-tapped',
    prompt: 'Choose the permanents you keep tapped during your untap step (502.3)',
    options: optional.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
    min: 0,
    max: optional.length,
  });
}

/** 502.3: the permanents among them whose controller may choose not to untap them. */
function untapOptional(run: Run, untapping: readonly ObjectId[]): ObjectId[] {
  return untapping.filter((id) => typeCharacteristics(run.state, run.ctx, id).mayChooseNotToUntap);
}
