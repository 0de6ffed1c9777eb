// Scry N (701.18a): look at the top N cards of your library, then put any number of them on the
// bottom in any order and the rest on top in any order. Nobody else sees the cards.
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import type { ObjectId } from '../data/state/game-state.js';
import type { Scrying, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

/** The next choice of a scry: the cards for the bottom, then the order of each pile (none for one card). */
function nextChoice(s: Scrying): { field: 'bottom' | 'top' | 'bottomOrder'; cards: ObjectId[] } | undefined {
  if (!s.bottom) return { field: 'bottom', cards: s.cards };
  if (!s.top) return { field: 'top', cards: s.cards.filter((id) => !s.bottom!.includes(id)) };
  if (!s.bottomOrder) return { field: 'bottomOrder', cards: s.bottom };
  return undefined;
}

export function scry(run: Run, task: EffectTask, amount: number): void {
  const player = task.ctx.controller;
  let scrying = task.ctx.scrying ?? { cards: playerById(run.state, player).library.slice(0, amount) };
  if (!scrying.cards.length) return;
  const answer = takeAnswer(run);
  let chosen = answer?.kind === 'options' ? answer.ids : undefined;
  for (let choice = nextChoice(scrying); choice; choice = nextChoice(scrying)) {
    const { field, cards } = choice;
    const ordering = field !== 'bottom';
    if (ordering && cards.length <= 1) chosen = cards;
    if (!chosen) {
      return ask(
        run,
        { ...task, ctx: { ...task.ctx, scrying } },
        {
          player,
          kind: ordering ? 'order' : 'cards',
          prompt: ordering
            ? `${task.ctx.sourceName}: scry: order the cards you put on the ${field === 'top' ? 'top' : 'bottom'} of your library, topmost first (701.18a)`
            : `${task.ctx.sourceName}: scry ${cards.length}: choose the cards to put on the bottom of your library (701.18a)`,
          options: cards.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
          min: ordering ? cards.length : 0,
          max: cards.length,
        },
      );
    }
    scrying = { ...scrying, [field]: chosen };
    chosen = undefined;
  }
  emit(run, { type: 'Scried', player, amount, top: scrying.top!, bottom: scrying.bottomOrder! });
}
