// "Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom
// of your library in any order" (Impulse), "then put them back in any order" (Index), "You may reveal
// a colorless card from among them and put it into your hand" (Ancient Stirrings), "look at the top
// three cards of target player's library" (Architects of Will), "reveal the top four cards of your
// library. Put all Goblin cards revealed this way into your hand" (Goblin Ringleader): the controller
// looks at the cards (701.16e: shown to them only) or reveals them (701.16a), takes some into their
// hand (revealing them if told), and puts the rest back where the effect says, in the order they
// choose (401.4).
import type { Effect } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { matchesFilter } from '../layers/filter.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import type { EffectContext, Looking, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';
import { resolvePlayers } from './references.js';
import { revealCard, seenCard, tellTheRest } from './revealed-cards.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type LookAtTop = Extract<Effect, { kind: 'look-at-top' }>;

interface Choice {
  field: 'taken' | 'order';
  cards: ObjectId[];
  min: number;
  max: number;
}

/** The cards that may be taken: all of them, or those of the kind the effect names. */
function takeable(run: Run, ctx: EffectContext, look: LookAtTop, cards: ObjectId[]): ObjectId[] {
  const filter = look.filter;
  if (!filter) return cards;
  const from = { controller: ctx.controller, source: ctx.self };
  return cards.filter((id) => matchesFilter(run.state, run.ctx, objectOf(run.state, id)!, filter, from));
}

/** The next choice: the cards taken into the hand, then the order of the rest (none for a graveyard or exile). */
function nextChoice(run: Run, ctx: EffectContext, look: LookAtTop, l: Looking): Choice | undefined {
  if (!l.taken) {
    const cards = takeable(run, ctx, look, l.cards);
    const max = look.take === 'all' ? cards.length : Math.min(look.take ?? 0, cards.length);
    return { field: 'taken', cards, min: look.upTo ? 0 : max, max };
  }
  const rest = l.cards.filter((id) => !l.taken!.includes(id));
  if (!l.order && (look.rest === 'top' || look.rest === 'bottom'))
    return { field: 'order', cards: rest, min: rest.length, max: rest.length };
  return undefined;
}

/** The cards looked at (701.16e), or revealed to every player (701.16a: "reveal the top N cards"). */
function startLooking(run: Run, look: LookAtTop, cards: ObjectId[]): Looking {
  if (look.revealAll) for (const id of cards) revealCard(run, id);
  return { cards };
}

/** A choice with one outcome is not asked: nothing or all of the cards to take, one card to order. */
function onlyOutcome({ field, cards, min, max }: Choice): ObjectId[] | undefined {
  if (field === 'order') return cards.length <= 1 ? cards : undefined;
  if (max === 0) return [];
  return min === cards.length ? cards : undefined;
}

export function lookAtTop(run: Run, task: EffectTask, look: LookAtTop, amount: number): void {
  const { ctx } = task;
  const player = ctx.controller;
  const [owner] = look.whose ? resolvePlayers(run.state, run.ctx, look.whose, ctx) : [player];
  if (owner === undefined) return;
  let looking = ctx.looking ?? startLooking(run, look, playerById(run.state, owner).library.slice(0, amount));
  if (!looking.cards.length) return;
  const answer = takeAnswer(run);
  let chosen = answer?.kind === 'options' ? answer.ids : undefined;
  for (
    let choice = nextChoice(run, ctx, look, looking);
    choice;
    choice = nextChoice(run, ctx, look, looking)
  ) {
    chosen ??= onlyOutcome(choice);
    const library = owner === player ? 'your' : "that player's";
    if (!chosen)
      return ask(run, { ...task, ctx: { ...ctx, looking } }, decision(run, ctx, look, library, choice));
    looking = { ...looking, [choice.field]: chosen };
    chosen = undefined;
  }
  putBack(run, player, owner, look, looking);
  // "That card": one card looked at, for the instructions that follow (Brutal Deceiver).
  if (looking.cards.length === 1 && look.rest === 'top')
    tellTheRest(run, ctx, { revealed: [seenCard(run, looking.cards[0]!)] });
}

function decision(
  run: Run,
  ctx: EffectContext,
  look: LookAtTop,
  library: string,
  { field, cards, min, max }: Choice,
) {
  const amount = `${min < max ? 'up to ' : ''}${max}`;
  const kind = look.filter ? ' matching' : '';
  return {
    player: ctx.controller,
    kind: field === 'taken' ? ('cards' as const) : ('order' as const),
    prompt:
      field === 'taken'
        ? `${ctx.sourceName}: choose ${amount}${kind} of the top cards of ${library} library to put into your hand (701.16e)`
        : `${ctx.sourceName}: order the cards you put on the ${look.rest} of ${library} library, topmost first (401.4)`,
    options: cards.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
    min,
    max,
  };
}

/** The cards taken go to the hand (revealed if told), the rest to the bottom, back on top, into the graveyard or exile. */
function putBack(run: Run, player: PlayerId, owner: PlayerId, look: LookAtTop, looking: Looking): void {
  const order = looking.order ?? [];
  const rest = looking.cards.filter((c) => !looking.taken!.includes(c));
  if (look.rest === 'graveyard' || look.rest === 'exile')
    for (const id of rest)
      moveObject(run, id, look.rest, look.rest === 'exile' ? { reason: 'exile' } : { reason: 'put' });
  else if (order.length)
    emit(run, {
      type: 'LibraryArranged',
      player,
      top: look.rest === 'top' ? order : [],
      bottom: look.rest === 'bottom' ? order : [],
      ...(owner !== player ? { library: owner } : {}),
    });
  for (const id of looking.taken!) {
    if (look.reveal && !look.revealAll) revealCard(run, id);
    moveObject(run, id, 'hand', { reason: 'put' });
  }
}
