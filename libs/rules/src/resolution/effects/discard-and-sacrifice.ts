// Discarding (701.8) and sacrificing (701.21): chosen by each player in APNAP order, or in piles (700.3);
// returning permanents a player chooses among their own to their owner's hand (bounce lands).
import type { Filter, PlayerRef } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../../engine/run.js';
import { loseLife, moveObject, sacrifice } from '../../game-actions/actions.js';
import { matchesFilter } from '../../layers/filter.js';
import type { PlayerId } from '../../data/state/game-state.js';
import type { EffectContext } from '../../data/state/task.js';
import { playerById } from '../../data/state/updates.js';
import { resolveObjects, resolvePlayers } from '../references.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';
import { chooseAtRandom } from '../../game-actions/random-choices.js';

export const discardAndSacrificeEffects = {
  discard: (run, task, effect) =>
    effect.atRandom
      ? discardAtRandom(run, task, effect, amountOf(run, task.ctx, effect.amount))
      : chooseAndDo(
          run,
          task,
          effect.who,
          'discard',
          amountOf(run, task.ctx, effect.amount),
          effect.filter,
          effect.chooser,
        ),
  sacrifice: (run, task, effect) =>
    chooseAndDo(run, task, effect.who, 'sacrifice', amountOf(run, task.ctx, effect.amount), effect.filter),
  'return-chosen-to-hand': (run, task, effect) =>
    chooseAndDo(run, task, effect.who, 'return', amountOf(run, task.ctx, effect.amount), effect.filter),
  'sacrifice-object': (run, { ctx }, effect) => {
    const state = run.state;
    // 701.21a: a player can sacrifice only a permanent they control.
    for (const id of resolveObjects(state, run.ctx, effect.what, ctx)) {
      if (objectOf(state, id)!.controller === ctx.controller) sacrifice(run, id);
    }
  },
  'sacrifice-a-pile': (run, task, effect) => sacrificeAPile(run, task, effect.who),
  'lose-life-unless': (run, task, effect) =>
    loseLifeUnless(run, task, effect, amountOf(run, task.ctx, effect.amount)),
  exploit,
} satisfies Partial<EffectHandlers>;

/**
 * 702.110a-b: "you may sacrifice a creature": the controller chooses one of their creatures, or none;
 * the one sacrificed is exploited by the ability's source (a fact its "when [this] exploits a
 * creature" ability triggers on, recorded before the sacrifice: it may exploit itself).
 */
function exploit(run: Run, task: EffectTask): void {
  const { ctx } = task;
  const candidates = candidatesFor(run, ctx, ctx.controller, 'sacrifice', { types: ['Creature'] });
  if (!candidates.length) return;
  const answer = takeAnswer(run);
  if (answer?.kind !== 'options' || !answer.ids.every((id) => candidates.includes(id))) {
    ask(run, task, {
      player: ctx.controller,
      kind: 'cards',
      prompt: `${ctx.sourceName}: you may sacrifice a creature (exploit)`,
      options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: 0,
      max: 1,
    });
    return;
  }
  const [creature] = answer.ids;
  if (creature === undefined) return;
  emit(run, { type: 'Exploited', object: ctx.self, name: ctx.sourceName, creature });
  sacrifice(run, creature);
}

/**
 * Discard or sacrifice: each affected player chooses which (701.8b, 701.17a), in APNAP order;
 * nothing is asked when the choice is forced.
 */
function chooseAndDo(
  run: Run,
  task: EffectTask,
  who: EffectOf<'discard'>['who'],
  action: Chosen,
  count: number,
  filter?: Filter,
  chooser?: 'you',
): void {
  // 101.4: each player chooses in APNAP order, then the cards are discarded (or sacrificed) at once.
  const chosen = { ...task.ctx.chosen };
  const answer = takeAnswer(run);
  for (const player of resolvePlayers(run.state, run.ctx, who, task.ctx)) {
    if (chosen[player]) continue;
    const candidates = candidatesFor(run, task.ctx, player, action, filter);
    const n = Math.min(count, candidates.length);
    const answered =
      answer?.kind === 'options' &&
      answer.ids.length === n &&
      answer.ids.every((id) => candidates.includes(id));
    if (n === candidates.length) chosen[player] = candidates;
    else if (answered) chosen[player] = answer.ids;
    else {
      ask(
        run,
        { ...task, ctx: { ...task.ctx, chosen } },
        {
          // "You choose a noncreature, nonland card from it. That player discards that card." (Duress)
          player: chooser === 'you' ? task.ctx.controller : player,
          kind: 'cards',
          prompt: `${task.ctx.sourceName}: choose ${n} to ${action}${chooser === 'you' ? ` from ${player}'s hand` : ''}`,
          options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
          min: n,
          max: n,
        },
      );
      return;
    }
  }
  discardOrSacrifice(run, action, Object.values(chosen).flat());
}

/**
 * 701.8b: "discards N cards at random": nobody chooses; for each player in APNAP order (101.4) the
 * game's random source picks, then the cards are discarded at once.
 */
function discardAtRandom(run: Run, task: EffectTask, effect: EffectOf<'discard'>, count: number): void {
  const players = resolvePlayers(run.state, run.ctx, effect.who, task.ctx);
  const chosen = players.flatMap((player) =>
    chooseAtRandom(run, player, candidatesFor(run, task.ctx, player, 'discard', effect.filter), count),
  );
  discardOrSacrifice(run, 'discard', chosen);
}

/**
 * "[Each player] loses N life unless they discard a card / sacrifice a permanent" (118.12a): each
 * player chooses what they pay, or nothing, in APNAP order (101.4); then the cards are discarded and
 * the permanents sacrificed at once, and each player who paid nothing loses the life.
 */
function loseLifeUnless(
  run: Run,
  task: EffectTask,
  effect: EffectOf<'lose-life-unless'>,
  life: number,
): void {
  const action: Chosen = 'discard' in effect.unless ? 'discard' : 'sacrifice';
  const filter = 'discard' in effect.unless ? effect.unless.discard : effect.unless.sacrifice;
  const chosen = { ...task.ctx.chosen };
  let answer = takeAnswer(run);
  for (const player of resolvePlayers(run.state, run.ctx, effect.who, task.ctx)) {
    if (chosen[player]) continue;
    const candidates = candidatesFor(run, task.ctx, player, action, filter);
    if (!candidates.length) chosen[player] = [];
    else if (answer?.kind === 'options' && answer.ids.every((id) => candidates.includes(id))) {
      chosen[player] = answer.ids;
      answer = undefined;
    } else {
      return ask(
        run,
        { ...task, ctx: { ...task.ctx, chosen } },
        {
          player,
          kind: 'cards',
          prompt: `${task.ctx.sourceName}: choose one to ${action}, or none and lose ${life} life`,
          options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
          min: 0,
          max: 1,
        },
      );
    }
  }
  discardOrSacrifice(run, action, Object.values(chosen).flat());
  for (const [player, paid] of Object.entries(chosen)) if (!paid.length) loseLife(run, player, life);
}

/** What a player does with what they chose among their own cards or permanents. */
type Chosen = 'discard' | 'sacrifice' | 'return';

/**
 * The chosen cards are discarded (701.8a), the chosen permanents sacrificed (701.17a) or returned to
 * their owner's hand.
 */
function discardOrSacrifice(run: Run, action: Chosen, ids: readonly string[]): void {
  for (const id of ids) {
    if (action === 'sacrifice') sacrifice(run, id);
    else if (action === 'return') moveObject(run, id, 'hand', { reason: 'return' });
    else moveObject(run, id, 'graveyard', { reason: 'discard' });
  }
}

/**
 * "Separate all permanents [that player] controls into two piles. That player sacrifices all
 * permanents in the pile of their choice." (700.3): the controller puts permanents in the first pile
 * (the rest make the second, either may be empty, 700.3a), then that player chooses a pile.
 */
function sacrificeAPile(run: Run, task: EffectTask, who: PlayerRef): void {
  const [player] = resolvePlayers(run.state, run.ctx, who, task.ctx);
  if (!player) return;
  const theirs = run.state.battlefield.filter((id) => objectOf(run.state, id)!.controller === player);
  const answer = takeAnswer(run);
  const piles = task.ctx.piles;
  if (!piles) {
    if (answer?.kind === 'options' && answer.ids.every((id) => theirs.includes(id))) {
      const first = answer.ids;
      const second = theirs.filter((id) => !first.includes(id));
      return askPile(run, { ...task, ctx: { ...task.ctx, piles: [first, second] } }, player);
    }
    return ask(run, task, {
      player: task.ctx.controller,
      kind: 'cards',
      prompt: `${task.ctx.sourceName}: choose the permanents of ${player}'s first pile; the others make the second (700.3)`,
      options: theirs.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: 0,
      max: theirs.length,
    });
  }
  const chosen = answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (chosen !== 'first' && chosen !== 'second') return askPile(run, task, player);
  // 701.21a: only what they still control is sacrificed.
  for (const id of piles[chosen === 'first' ? 0 : 1]!)
    if (objectOf(run.state, id)?.controller === player) sacrifice(run, id);
}

function askPile(run: Run, task: EffectTask, player: PlayerId): void {
  const [first, second] = task.ctx.piles!;
  const names = (ids: readonly string[]) =>
    ids.map((id) => objectOf(run.state, id)?.name ?? id).join(', ') || 'nothing';
  ask(run, task, {
    player,
    kind: 'option',
    prompt: `${task.ctx.sourceName}: choose the pile whose permanents you sacrifice`,
    options: [
      { id: 'first', label: `first pile: ${names(first!)}` },
      { id: 'second', label: `second pile: ${names(second!)}` },
    ],
    min: 1,
    max: 1,
  });
}

function candidatesFor(
  run: Run,
  ctx: EffectContext,
  player: PlayerId,
  action: Chosen,
  filter?: Filter,
): string[] {
  const state = run.state;
  const fits = (id: string) =>
    !filter ||
    matchesFilter(state, run.ctx, objectOf(state, id)!, filter, { controller: player, source: ctx.self });
  if (action === 'discard') return playerById(state, player).hand.filter(fits);
  return state.battlefield.filter((id) => objectOf(state, id)!.controller === player && fits(id));
}
