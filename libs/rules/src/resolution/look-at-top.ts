// "Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom
// of your library in any order" (Impulse), "then put them back in any order" (Index): the controller
// looks at the cards (701.16e: shown to them only), takes some into their hand, and puts the rest back
// where the effect says, in the order they choose (401.4).
import type { Effect } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import type { ObjectId } from '../data/state/game-state.js';
import type { Looking, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type LookAtTop = Extract<Effect, { kind: 'look-at-top' }>;

/** The next choice: the cards taken into the hand, then the order of the rest (none for one card or for a graveyard). */
function nextChoice(
  look: LookAtTop,
  l: Looking,
): { field: 'taken' | 'order'; cards: ObjectId[] } | undefined {
  if (!l.taken) return { field: 'taken', cards: l.cards };
  const rest = l.cards.filter((id) => !l.taken!.includes(id));
  if (!l.order && look.rest !== 'graveyard') return { field: 'order', cards: rest };
  return undefined;
}

export function lookAtTop(run: Run, task: EffectTask, look: LookAtTop, amount: number): void {
  const player = task.ctx.controller;
  let looking = task.ctx.looking ?? { cards: playerById(run.state, player).library.slice(0, amount) };
  if (!looking.cards.length) return;
  const answer = takeAnswer(run);
  let chosen = answer?.kind === 'options' ? answer.ids : undefined;
  for (let choice = nextChoice(look, looking); choice; choice = nextChoice(look, looking)) {
    const { field, cards } = choice;
    const count = field === 'taken' ? Math.min(look.take ?? 0, cards.length) : cards.length;
    // A choice with one outcome is not asked: nothing or all of them to take, one card to order.
    const oneOutcome = field === 'taken' ? count === 0 || count === cards.length : count <= 1;
    if (oneOutcome) chosen = cards.slice(0, count);
    if (!chosen)
      return ask(
        run,
        { ...task, ctx: { ...task.ctx, looking } },
        {
          player,
          kind: field === 'taken' ? 'cards' : 'order',
          prompt:
            field === 'taken'
              ? `${task.ctx.sourceName}: choose ${count} of the top cards of your library to put into your hand (701.16e)`
              : `${task.ctx.sourceName}: order the cards you put on the ${look.rest} of your library, topmost first (401.4)`,
          options: cards.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
          min: count,
          max: count,
        },
      );
    looking = { ...looking, [field]: chosen };
    chosen = undefined;
  }
  putBack(run, player, look, looking);
}

/** The cards taken go to the hand, the rest to the bottom, back on top, or into the graveyard. */
function putBack(run: Run, player: string, look: LookAtTop, looking: Looking): void {
  const order = looking.order ?? [];
  if (look.rest === 'graveyard')
    for (const id of looking.cards.filter((c) => !looking.taken!.includes(c)))
      moveObject(run, id, 'graveyard', { reason: 'put' });
  else if (order.length)
    emit(run, {
      type: 'LibraryArranged',
      player,
      top: look.rest === 'top' ? order : [],
      bottom: look.rest === 'bottom' ? order : [],
    });
  for (const id of looking.taken!) moveObject(run, id, 'hand', { reason: 'put' });
}
