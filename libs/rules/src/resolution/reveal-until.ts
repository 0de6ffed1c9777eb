// "Reveal cards from the top of your library until you reveal a creature card. Put that card into
// your hand and the rest on the bottom of your library in a random order" (Ajani, Valiant
// Protector), "target player reveals cards ... until they reveal a land card, then puts those cards
// into their graveyard" (Balustrade Spy): each card is revealed to every player (701.16a) until one
// of the kind is; with none, the whole library is. The card found goes where the effect says, and
// the rest to the bottom (in the order the library's owner chooses, 401.4, or at random), into the
// graveyard or exile.
import type { Effect } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { matchesFilter } from '../layers/filter.js';
import { shuffle } from '../data/state/random.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import type { EffectContext, Looking, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';
import { resolvePlayers } from './references.js';
import { revealCard, seenCard, tellTheRest } from './revealed-cards.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type RevealUntil = Extract<Effect, { kind: 'reveal-until' }>;

/** 701.16a: the top cards revealed one by one, up to the first of the kind (none found: the whole library). */
function reveal(run: Run, ctx: EffectContext, effect: RevealUntil, player: PlayerId): Looking {
  const library = playerById(run.state, player).library;
  const from = { controller: ctx.controller, source: ctx.self };
  const at = library.findIndex((id) =>
    matchesFilter(run.state, run.ctx, objectOf(run.state, id)!, effect.filter, from),
  );
  const cards = at < 0 ? [...library] : library.slice(0, at + 1);
  for (const id of cards) revealCard(run, id);
  return { cards, taken: at < 0 ? [] : [library[at]!] };
}

export function revealUntil(run: Run, task: EffectTask, effect: RevealUntil): void {
  const { ctx } = task;
  const [player] = resolvePlayers(run.state, run.ctx, effect.who, ctx);
  if (player === undefined) return;
  const answer = takeAnswer(run);
  const looking = ctx.looking ?? reveal(run, ctx, effect, player);
  const found = looking.taken!;
  const rest = effect.found ? looking.cards.filter((id) => !found.includes(id)) : looking.cards;
  let order = looking.order ?? (answer?.kind === 'options' ? answer.ids : undefined);
  if (effect.rest !== 'bottom' || rest.length <= 1) order = rest;
  if (!order)
    return ask(
      run,
      { ...task, ctx: { ...ctx, looking } },
      {
        player,
        kind: 'order',
        prompt: `${ctx.sourceName}: order the revealed cards you put on the bottom of your library, topmost first (401.4)`,
        options: rest.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
        min: rest.length,
        max: rest.length,
      },
    );
  // "That card": the card found, for the instructions that follow.
  tellTheRest(run, ctx, { revealed: found.map((id) => seenCard(run, id)) });
  putAway(run, ctx, effect, player, effect.found ? found : [], order);
}

/** The card found goes to the hand or the battlefield; the rest to the bottom, the graveyard or exile. */
function putAway(
  run: Run,
  ctx: EffectContext,
  effect: RevealUntil,
  player: PlayerId,
  found: ObjectId[],
  rest: ObjectId[],
): void {
  for (const id of found)
    moveObject(
      run,
      id,
      effect.found!,
      effect.found === 'battlefield' ? { reason: 'put', controller: ctx.controller } : { reason: 'put' },
    );
  if (effect.rest === 'graveyard' || effect.rest === 'exile') {
    for (const id of rest)
      moveObject(run, id, effect.rest, { reason: effect.rest === 'exile' ? 'exile' : 'put' });
    return;
  }
  if (!rest.length) return;
  let bottom = rest;
  // A random order is drawn now and recorded (docs/architecture.md: randomness is an input).
  if (effect.rest === 'bottom-random') {
    const { order, rng } = shuffle(rest, run.state.rng);
    emit(run, { type: 'RandomOrderChosen', player, objects: order, draws: rng.draws });
    bottom = order;
  }
  emit(run, { type: 'LibraryArranged', player, top: [], bottom });
}
