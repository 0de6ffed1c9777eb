// Proliferate (701.27a): "choose any number of permanents and/or players that have a counter, then give
// each one additional counter of each kind that permanent or player already has" (energy and poison
// counters of players too, 122.1).
import { ask, takeAnswer, type Run } from '../engine/run.js';
import { addCounters } from '../game-actions/actions.js';
import type { Task } from '../data/state/task.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

const kinds = (counters: Record<string, number>) => Object.keys(counters).filter((k) => counters[k]! > 0);

export function proliferate(run: Run, task: EffectTask): void {
  const { state } = run;
  const counters = (id: string) =>
    (objectOf(state, id)?.counters ?? state.players.find((p) => p.id === id)?.counters)!;
  const candidates = [...state.players.filter((p) => !p.left).map((p) => p.id), ...state.battlefield].filter(
    (id) => kinds(counters(id)).length > 0,
  );
  if (!candidates.length) return;
  const answer = takeAnswer(run);
  if (answer?.kind !== 'options')
    return ask(run, task, {
      player: task.ctx.controller,
      kind: 'cards',
      prompt: `${task.ctx.sourceName}: proliferate: choose any number of permanents and/or players with counters (701.27a)`,
      options: candidates.map((id) => ({
        id,
        label: `${objectOf(state, id)?.name ?? id} (${kinds(counters(id)).join(', ')})`,
      })),
      min: 0,
      max: candidates.length,
    });
  for (const id of answer.ids) for (const kind of kinds(counters(id))) addCounters(run, id, kind, 1);
}
