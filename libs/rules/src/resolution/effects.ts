// Performing one effect of a resolving spell or ability (608.2c), in the order written.
import type { Duration, Effect, Filter } from '@mtg/cards';
import type { ContinuousChange } from '../state/continuous-effect.js';
import { ask, emit, nextId, reject, takeAnswer, type Run } from '../engine/run.js';
import {
  addCounters,
  createTokens,
  dealDamage,
  destroy,
  drawCards,
  gainLife,
  loseLife,
  moveObject,
  sacrifice,
  tap,
  type MoveOptions,
} from '../game-actions/actions.js';
import { evaluateAmount } from '../objects/amount.js';
import { matchesFilter } from '../objects/filter.js';
import { manaCostOf } from '../mana/mana-cost.js';
import { payManaCost, planManaPayment } from '../casting/pay-mana.js';
import { chooseSource } from '../replacement/damage-sources.js';
import type { PlayerId, ZoneName } from '../state/game-state.js';
import type { EffectContext, Task } from '../state/task.js';
import type { SelfReplacement } from '../replacement/proposal.js';
import { playerById } from '../state/updates.js';
import {
  resolveEach,
  resolveObjects,
  resolveObjectsOrEach,
  resolvePlayers,
  resolveRecipients,
} from './references.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

export function performEffect(run: Run, task: EffectTask): void {
  const { effect, ctx } = task;
  const state = run.state;
  const amount = (a: Parameters<typeof evaluateAmount>[2]) =>
    evaluateAmount(run.state, run.ctx, a, {
      controller: ctx.controller,
      source: ctx.self,
      x: ctx.x,
      ...(ctx.lastKnown ? { lastKnown: ctx.lastKnown } : {}),
      ...(ctx.triggerAmount !== undefined ? { triggerAmount: ctx.triggerAmount } : {}),
      ...(ctx.previousCount !== undefined ? { previousCount: ctx.previousCount } : {}),
    });
  switch (effect.kind) {
    case 'deal-damage': {
      const n = amount(effect.amount);
      const source = state.objects[ctx.self] ? ctx.self : ctx.source;
      const targets = resolveRecipients(state, effect.to, ctx);
      dealDamage(
        run,
        targets.map((target) => ({ source, target, amount: n, combat: false })),
      );
      return;
    }
    case 'destroy':
      for (const id of resolveObjects(state, effect.what, ctx))
        destroy(run, id, 'destroy', effect.noRegeneration);
      return;
    case 'draw':
      for (const p of resolvePlayers(state, effect.who, ctx))
        drawCards(run, p, amount(effect.amount), effect.andThen);
      return;
    case 'mill': // 701.13a: put the top N cards of the library into the graveyard.
      for (const p of resolvePlayers(state, effect.who, ctx)) {
        for (const id of playerById(run.state, p).library.slice(0, amount(effect.amount))) {
          moveObject(run, id, 'graveyard', { reason: 'mill' });
        }
      }
      return;
    case 'gain-life':
      for (const p of resolvePlayers(state, effect.who, ctx)) gainLife(run, p, amount(effect.amount));
      return;
    case 'lose-life':
      for (const p of resolvePlayers(state, effect.who, ctx)) loseLife(run, p, amount(effect.amount));
      return;
    case 'add-mana':
      if (effect.mana.kind === 'fixed')
        emit(run, { type: 'ManaAdded', player: ctx.controller, mana: effect.mana.mana, source: ctx.self });
      return;
    case 'create-token':
      createTokens(run, effect.token, ctx.controller, amount(effect.count));
      return;
    case 'counter':
      for (const id of resolveObjects(state, effect.what, ctx))
        counter(run, id, selfReplacement(task, effect));
      return;
    case 'control-entering':
      return createEffect(run, ctx, [], { kind: 'control-entering', filter: effect.filter }, effect.duration);
    case 'return-to-hand':
      return moveEach(run, ctx, resolveObjectsOrEach(state, run.ctx, effect.what, ctx), 'hand', {
        reason: 'return',
      });
    case 'put-onto-battlefield':
      for (const id of resolveObjects(state, effect.what, ctx))
        moveObject(run, id, 'battlefield', { reason: 'put', controller: ctx.controller });
      return;
    case 'put-on-library':
      for (const id of resolveObjects(state, effect.what, ctx)) {
        moveObject(run, id, 'library', { reason: 'put', position: effect.position });
      }
      return;
    case 'modify-pt':
    case 'grant-keywords':
    case 'set-colors': {
      const affected = resolveObjects(state, effect.what, ctx).filter(
        (id) => state.objects[id]!.zone === 'battlefield',
      );
      if (!affected.length) return;
      const change: ContinuousChange =
        effect.kind === 'modify-pt'
          ? { kind: 'modify-pt', power: effect.power, toughness: effect.toughness }
          : effect.kind === 'grant-keywords'
            ? { kind: 'grant-keywords', keywords: effect.keywords }
            : { kind: 'set-colors', colors: effect.colors };
      createEffect(run, ctx, affected, change, effect.duration);
      return;
    }
    case 'add-counters':
      for (const id of resolveRecipients(state, effect.what, ctx))
        addCounters(run, id, effect.counter, amount(effect.amount));
      return;
    case 'attach': {
      const [what] = resolveObjects(state, effect.what, ctx);
      const [to] = resolveObjects(state, effect.to, ctx);
      if (what && to && state.objects[to]!.zone === 'battlefield')
        emit(run, { type: 'Attached', object: what, to });
      return;
    }
    case 'discard':
      return chooseAndDo(run, task, effect.who, 'discard', amount(effect.amount));
    case 'sacrifice':
      return chooseAndDo(run, task, effect.who, 'sacrifice', amount(effect.amount), effect.filter);
    case 'optional':
      return mayDo(run, task, effect.effects);
    case 'unless-pay':
      return unlessPaid(run, task, effect);
    case 'sacrifice-object':
      // 701.21a: a player can sacrifice only a permanent they control.
      for (const id of resolveObjects(state, effect.what, ctx)) {
        if (state.objects[id]!.controller === ctx.controller) sacrifice(run, id);
      }
      return;
    case 'tap':
      for (const id of resolveObjects(state, effect.what, ctx)) tap(run, id);
      return;
    case 'add-player-counters':
      for (const p of resolvePlayers(state, effect.who, ctx))
        addCounters(run, p, effect.counter, amount(effect.amount));
      return;
    case 'exile': {
      // "Exile that card from your graveyard": only if it is still there (a new object if it left, 400.7).
      const exiled = resolveObjectsOrEach(state, run.ctx, effect.what, ctx).filter(
        (id) => !effect.from || state.objects[id]!.zone === effect.from,
      );
      return moveEach(run, ctx, exiled, 'exile', {
        reason: 'exile',
        // 406.3: exiled face down; 607.2a: what exiled it, for "exiled with" and "that card".
        ...(effect.faceDown ? { faceDown: true } : {}),
        exiledWith: { source: ctx.self, ability: ctx.source },
      });
    }
    case 'skip-next-step':
      for (const p of resolvePlayers(state, effect.who, ctx))
        createEffect(run, ctx, [p], { kind: 'skip-next-step', step: effect.step }, 'permanent');
      return;
    case 'delayed-trigger':
      return createDelayedTrigger(run, ctx, effect);
    case 'prevent-damage':
      return createShields(run, effect, ctx);
    case 'prevent-all-combat-damage':
      return createEffect(run, ctx, [], { kind: 'prevent-all-combat-damage' }, effect.duration);
    case 'prevent-next-damage-from-source':
    case 'redirect-next-damage-from-source':
      return shieldAgainstChosenSource(run, task, effect);
    case 'cant-gain-life': {
      const players = resolvePlayers(state, effect.who, ctx);
      return createEffect(run, ctx, players, { kind: 'cant-gain-life' }, effect.duration);
    }
    case 'damage-cant-be-prevented':
      return createEffect(run, ctx, [], { kind: 'damage-cant-be-prevented' }, effect.duration);
    case 'regenerate': {
      // 701.15a: a regeneration shield on a permanent, used the next time it would be destroyed this turn.
      const shielded = resolveObjects(state, effect.what, ctx).filter(
        (id) => state.objects[id]!.zone === 'battlefield',
      );
      if (shielded.length) createEffect(run, ctx, shielded, { kind: 'regeneration' }, 'end-of-turn');
      return;
    }
    default:
      // Ability- and discover-related effects come with their issues (8).
      reject(
        'NOT_IMPLEMENTED',
        '608.2c',
        `${ctx.sourceName}: the effect "${effect.kind}" is not implemented yet`,
      );
  }
}

/** Moves each object; the next instruction of the ability may count them ("that much"). */
function moveEach(run: Run, ctx: EffectContext, ids: string[], to: ZoneName, options: MoveOptions): void {
  for (const id of ids) moveObject(run, id, to, options);
  const next = run.agenda[0];
  if (next?.kind === 'effect' && next.ctx.source === ctx.source)
    run.agenda[0] = { ...next, ctx: { ...next.ctx, previousCount: ids.length } };
}

// 603.7a, 603.7e: a delayed triggered ability has the source and controller of the ability that
// created it; the cards it refers to ("that card") are fixed now (603.7c).
function createDelayedTrigger(
  run: Run,
  ctx: EffectContext,
  effect: Extract<Effect, { kind: 'delayed-trigger' }>,
): void {
  emit(run, {
    type: 'DelayedTriggerCreated',
    trigger: {
      source: ctx.self,
      sourceCardId: ctx.sourceCardId,
      sourceName: ctx.sourceName,
      controller: ctx.controller,
      abilityIndex: run.state.objects[ctx.source]?.stack?.ability?.index ?? -1,
      trigger: effect.trigger,
      ability: {
        id: nextId(run, 'd'),
        text: effect.text,
        effects: effect.effects,
        linked: resolveObjects(run.state, 'exiled-card', ctx),
      },
    },
  });
}

// 611.2c: a continuous effect from a resolving spell or ability affects the objects fixed now.
function createEffect(
  run: Run,
  ctx: EffectContext,
  affected: string[],
  change: ContinuousChange,
  duration: Duration,
): void {
  emit(run, {
    type: 'EffectCreated',
    effect: {
      id: nextId(run, 'e'),
      timestamp: run.state.nextTimestamp,
      source: ctx.source,
      sourceName: ctx.sourceName,
      controller: ctx.controller,
      affected,
      change,
      duration,
    },
  });
}

// 615.7, 615.11: "prevent the next N damage" shields each recipient, fixed when the effect happens.
function createShields(
  run: Run,
  effect: Extract<Effect, { kind: 'prevent-damage' }>,
  ctx: EffectContext,
): void {
  const recipients = new Set<string>();
  for (const to of effect.to) {
    const ids =
      typeof to === 'object' && 'each' in to
        ? resolveEach(run.state, run.ctx, to, ctx)
        : resolveRecipients(run.state, to, ctx);
    for (const id of ids) recipients.add(id);
  }
  const counters = effect.counterPerDamagePrevented;
  for (const recipient of recipients) {
    createEffect(
      run,
      ctx,
      [recipient],
      { kind: 'prevent-damage', remaining: effect.amount, ...(counters ? { counters } : {}) },
      effect.duration,
    );
  }
}

// 609.7a, 615.8, 614.9: a shield against damage from a source the controller chooses as the effect
// begins; it protects the controller (and, for a redirection, the permanents they control).
function shieldAgainstChosenSource(
  run: Run,
  task: EffectTask,
  effect: Extract<Effect, { kind: 'prevent-next-damage-from-source' | 'redirect-next-damage-from-source' }>,
): void {
  const { ctx } = task;
  const chosen = chooseSource(run, task, effect.source);
  if (chosen === undefined) return;
  const from = { objects: [chosen], spec: effect.source };
  if (effect.kind === 'prevent-next-damage-from-source') {
    const { combatOnly, allBut } = effect;
    const change: ContinuousChange = {
      kind: 'prevent-next-damage-from-source',
      from,
      ...(combatOnly ? { combatOnly } : {}),
      ...(allBut !== undefined ? { allBut } : {}),
    };
    return createEffect(run, ctx, [ctx.controller], change, effect.duration);
  }
  const [to] = resolveRecipients(run.state, effect.to, ctx);
  if (to === undefined) return;
  const change: ContinuousChange = {
    kind: 'redirect-damage-from-source',
    from,
    remaining: effect.amount,
    to,
  };
  createEffect(run, ctx, [ctx.controller], change, effect.duration);
}

function counter(run: Run, id: string, instead?: SelfReplacement): void {
  const object = run.state.objects[id];
  if (!object || object.zone !== 'stack') return;
  // 701.5a: a countered spell goes to its owner's graveyard; a countered ability is removed.
  if (object.isAbility) emit(run, { type: 'AbilityRemovedFromStack', object: id, reason: 'countered' });
  else
    moveObject(run, id, 'graveyard', { reason: 'counter', ...(instead ? { selfReplacement: instead } : {}) });
}

// 614.15: "If that spell is countered this way, exile it instead": the countering spell's own
// replacement of where the countered spell goes.
function selfReplacement(
  task: EffectTask,
  effect: Extract<Effect, { kind: 'counter' }>,
): SelfReplacement | undefined {
  if (!effect.instead) return undefined;
  const { source, sourceName } = task.ctx;
  const text = `countered this way: put into ${effect.instead.to} instead of the graveyard`;
  return { source, sourceName, text, to: 'graveyard', instead: effect.instead };
}

// 118.12: "[effects] unless you pay [cost]": the controller chooses whether to pay as the effect
// happens; a cost they can't pay is not offered (only one option, so nothing is asked).
function unlessPaid(run: Run, task: EffectTask, effect: Extract<Effect, { kind: 'unless-pay' }>): void {
  const { ctx } = task;
  const mana = manaCostOf(effect.cost.mana);
  const payable = planManaPayment(run, ctx.controller, mana, 0) !== null;
  const answer = takeAnswer(run);
  if (payable && answer?.kind === 'yes-no' && answer.yes) {
    payManaCost(run, ctx.controller, mana, 0);
    return;
  }
  if (payable && answer?.kind !== 'yes-no') {
    ask(run, task, {
      player: ctx.controller,
      kind: 'yes-no',
      prompt: `${ctx.sourceName}: pay ${effect.cost.mana}? If you don't: ${effect.effects.map((e) => e.kind).join(', ')}`,
      options: [
        { id: 'yes', label: 'pay' },
        { id: 'no', label: "don't pay" },
      ],
      min: 1,
      max: 1,
    });
    return;
  }
  run.agenda.unshift(...effect.effects.map((e): Task => ({ kind: 'effect', effect: e, ctx })));
}

// "You may ...": the controller chooses yes or no as the effect happens.
function mayDo(run: Run, task: EffectTask, effects: Effect[]): void {
  const answer = takeAnswer(run);
  if (answer?.kind === 'yes-no') {
    if (answer.yes)
      run.agenda.unshift(...effects.map((effect): Task => ({ kind: 'effect', effect, ctx: task.ctx })));
    return;
  }
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'yes-no',
    prompt: `${task.ctx.sourceName}: do you want to do it?`,
    options: [
      { id: 'yes', label: 'yes' },
      { id: 'no', label: 'no' },
    ],
    min: 1,
    max: 1,
  });
}

/**
 * Discard or sacrifice: each affected player chooses which (701.8b, 701.17a), in APNAP order;
 * nothing is asked when the choice is forced.
 */
function chooseAndDo(
  run: Run,
  task: EffectTask,
  who: Extract<Effect, { kind: 'discard' }>['who'],
  action: 'discard' | 'sacrifice',
  count: number,
  filter?: Filter,
): void {
  const done = task.ctx.done ?? [];
  const players = resolvePlayers(run.state, who, task.ctx).filter((p) => !done.includes(p));
  const answer = takeAnswer(run);
  for (const player of players) {
    const candidates = candidatesFor(run, task.ctx, player, action, filter);
    const n = Math.min(count, candidates.length);
    let chosen: string[];
    if (n === candidates.length) chosen = candidates;
    else if (
      answer?.kind === 'options' &&
      answer.ids.length === n &&
      answer.ids.every((id) => candidates.includes(id))
    ) {
      chosen = answer.ids;
    } else {
      ask(
        run,
        { ...task, ctx: { ...task.ctx, done: [...done, ...players.slice(0, players.indexOf(player))] } },
        {
          player,
          kind: 'cards',
          prompt: `${task.ctx.sourceName}: choose ${n} to ${action}`,
          options: candidates.map((id) => ({ id, label: run.state.objects[id]!.name })),
          min: n,
          max: n,
        },
      );
      return;
    }
    for (const id of chosen) {
      if (action === 'sacrifice') sacrifice(run, id);
      else moveObject(run, id, 'graveyard', { reason: 'discard' });
    }
  }
}

function candidatesFor(
  run: Run,
  ctx: EffectContext,
  player: PlayerId,
  action: 'discard' | 'sacrifice',
  filter?: Filter,
): string[] {
  const state = run.state;
  if (action === 'discard') return [...playerById(state, player).hand];
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    return (
      o.controller === player &&
      (!filter || matchesFilter(state, run.ctx, o, filter, { controller: player, source: ctx.self }))
    );
  });
}
