// Performing one effect of a resolving spell or ability (608.2c), in the order written.
import type { Duration, Effect, Filter, ObjectRef, PlayerRef } from '@mtg/cards';
import { castTransformed, discover, lookAndCastFree } from './discover.js';
import { payAnyAmountOfEnergy, payDuringResolution, triggerSourceOf } from './payments.js';
import { proliferate } from './proliferate.js';
import { increaseSpeed } from '../speed/speed.js';
import { scry } from './scry.js';
import { venture } from '../dungeons/dungeons.js';
import { SECTORS } from '../objects/sectors.js';
import type { ContinuousChange } from '../state/continuous-effect.js';
import { ask, emit, nextId, takeAnswer, type Run } from '../engine/run.js';
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
  untap,
  type MoveOptions,
} from '../game-actions/actions.js';
import { evaluateAmount } from '../objects/amount.js';
import { matchesFilter } from '../objects/filter.js';
import { canBeAttachedTo } from '../objects/attachment.js';
import { characteristics } from '../layers/characteristics.js';
import { manaCostOf } from '../mana/mana-cost.js';
import { payManaCost, planManaPayment } from '../casting/pay-mana.js';
import { chooseSource } from '../replacement/damage-sources.js';
import { createTokenCopy } from '../game-actions/token-copies.js';
import { lookAtHand, putFromHandOnLibrary, revealHand } from './hands.js';
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
      ...(ctx.paid !== undefined ? { paid: ctx.paid } : {}),
      ...(ctx.excess !== undefined ? { excess: ctx.excess } : {}),
      manaValueOf: (ref) => manaValueOf(run, ctx, ref),
      powerOf: (ref) => {
        const [id] = resolveObjects(run.state, ref, ctx);
        return id === undefined ? 0 : (characteristics(run.state, run.ctx, id).power ?? 0);
      },
    });
  switch (effect.kind) {
    case 'deal-damage': {
      const n = amount(effect.amount);
      // 608.2b: an object that deals the damage and is an illegal target deals none.
      const source = effect.from
        ? resolveObjects(state, effect.from, ctx)[0]
        : state.objects[ctx.self]
          ? ctx.self
          : ctx.source;
      if (source === undefined) return;
      const ifExcess = effect.ifExcess && { effects: effect.ifExcess, ctx };
      // 120.4: "... and each creature that player controls": all of it is dealt at the same time.
      const each = effect.andEach ? resolveEach(state, run.ctx, effect.andEach, ctx) : [];
      const targets = [...resolveRecipients(state, effect.to, ctx), ...each];
      // 601.2d: a divided amount as it was divided on casting; an illegal target gets none (608.2b).
      const dealt = (target: string) => (effect.divided ? (ctx.division?.[target] ?? 0) : n);
      dealDamage(
        run,
        targets.map((target) => ({
          source,
          target,
          amount: dealt(target),
          combat: false,
          ...(ifExcess ? { ifExcess } : {}),
        })),
      );
      return;
    }
    case 'destroy':
      for (const id of resolveObjectsOrEach(state, run.ctx, effect.what, ctx))
        destroy(run, id, 'destroy', effect.noRegeneration);
      return;
    case 'draw':
      if (effect.upTo)
        return drawUpTo(run, task, resolvePlayers(state, effect.who, ctx), amount(effect.amount));
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
    case 'create-token': {
      // 303.7: "create a [Role] token attached to it".
      const [attachTo] = effect.attachedTo ? resolveObjects(state, effect.attachedTo, ctx) : [];
      const made = { createdBy: ctx.source, ...(attachTo ? { attachTo } : {}) };
      createTokens(run, effect.token, ctx.controller, amount(effect.count), made);
      return;
    }
    case 'create-token-copy':
      for (const id of resolveObjects(state, effect.of, ctx))
        createTokenCopy(run, id, ctx.controller, ctx.source, effect.except);
      return;
    case 'tap-or-untap':
      return tapOrUntap(run, task, resolveObjects(state, effect.what, ctx));
    case 'additional-land-plays': {
      const change: ContinuousChange = { kind: 'additional-land-plays', count: effect.count };
      return createEffect(run, ctx, [ctx.controller], change, effect.duration);
    }
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
      return putOntoTheBattlefield(run, task, effect);
    case 'put-on-library':
      for (const id of resolveObjects(state, effect.what, ctx)) {
        moveObject(run, id, 'library', { reason: 'put', position: effect.position });
      }
      return;
    case 'modify-pt':
    case 'grant-keywords':
    case 'set-colors':
    case 'add-subtypes': {
      // 611.2c: "those creatures", "each creature you control": the objects fixed now.
      const affected = resolveObjectsOrEach(state, run.ctx, effect.what, ctx).filter(
        (id) => state.objects[id]!.zone === 'battlefield',
      );
      if (!affected.length) return;
      const change: ContinuousChange =
        effect.kind === 'modify-pt'
          ? { kind: 'modify-pt', power: effect.power, toughness: effect.toughness }
          : effect.kind === 'grant-keywords'
            ? { kind: 'grant-keywords', keywords: effect.keywords }
            : effect.kind === 'add-subtypes'
              ? { kind: 'add-subtypes', subtypes: effect.subtypes }
              : { kind: 'set-colors', colors: effect.colors };
      createEffect(run, ctx, affected, change, effect.duration);
      return;
    }
    case 'add-counters': {
      const what = effect.what;
      const on =
        typeof what === 'object' && 'each' in what
          ? resolveEach(state, run.ctx, what, ctx)
          : resolveRecipients(state, what, ctx);
      for (const id of on) addCounters(run, id, effect.counter, amount(effect.amount));
      return;
    }
    case 'attach': {
      const [what] = resolveObjects(state, effect.what, ctx);
      const [to] = resolveObjects(state, effect.to, ctx);
      // 701.3b, 301.5c: an Equipment (or Aura) that can't be attached to it doesn't move (an
      // Equipment that is a creature equips nothing).
      if (what && to && canBeAttachedTo(state, run.ctx, what, to))
        emit(run, { type: 'Attached', object: what, to });
      return;
    }
    case 'sacrifice-a-pile':
      return sacrificeAPile(run, task, effect.who);
    case 'discard':
      return chooseAndDo(
        run,
        task,
        effect.who,
        'discard',
        amount(effect.amount),
        effect.filter,
        effect.chooser,
      );
    case 'reveal-hand':
      for (const p of resolvePlayers(state, effect.who, ctx)) revealHand(run, p);
      return;
    case 'look-at-hand':
      for (const p of resolvePlayers(state, effect.who, ctx)) lookAtHand(run, ctx.controller, p);
      return;
    case 'put-from-hand-on-library':
      return putFromHandOnLibrary(run, task, amount(effect.amount));
    case 'sacrifice':
      return chooseAndDo(run, task, effect.who, 'sacrifice', amount(effect.amount), effect.filter);
    case 'optional':
      return mayDo(run, task, effect.effects);
    case 'unless-pay':
      return unlessPaid(run, task, effect);
    case 'if-kicked':
      // 702.33d: "if this spell was kicked".
      if (ctx.kicked)
        run.agenda.unshift(...effect.effects.map((e): Task => ({ kind: 'effect', effect: e, ctx })));
      return;
    case 'sacrifice-object':
      // 701.21a: a player can sacrifice only a permanent they control.
      for (const id of resolveObjects(state, effect.what, ctx)) {
        if (state.objects[id]!.controller === ctx.controller) sacrifice(run, id);
      }
      return;
    case 'tap':
      for (const id of resolveObjects(state, effect.what, ctx)) tap(run, id);
      return;
    case 'untap':
      return untap(run, resolveObjects(state, effect.what, ctx));
    case 'cant-be-targeted':
    case 'cant-activate-abilities': {
      const affected = resolveObjects(state, effect.what, ctx).filter(
        (id) => state.objects[id]!.zone === 'battlefield',
      );
      // 602.5 (Deadlock Trap): the permanent fixed now, tapped or not (611.2c).
      const change: ContinuousChange =
        effect.kind === 'cant-be-targeted'
          ? { kind: 'cant-be-targeted', by: effect.by }
          : { kind: 'cant-activate-abilities' };
      if (affected.length) createEffect(run, ctx, affected, change, effect.duration);
      return;
    }
    case 'grant-flashback': {
      // 702.34a: a card in a graveyard gains flashback (Snapcaster Mage).
      const cards = resolveObjects(state, effect.what, ctx).filter(
        (id) => state.objects[id]!.zone === 'graveyard',
      );
      if (cards.length) createEffect(run, ctx, cards, { kind: 'flashback' }, effect.duration);
      return;
    }
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
    case 'skip-next-step': {
      const { step, count, thisTurn } = effect;
      const change: ContinuousChange = { kind: 'skip-next-step', step, ...(count ? { count } : {}) };
      for (const p of resolvePlayers(state, effect.who, ctx))
        createEffect(run, ctx, [p], change, thisTurn ? 'end-of-turn' : 'permanent');
      return;
    }
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
    case 'discover':
      return discover(run, task, amount(effect.amount));
    case 'look-and-cast-free':
      return lookAndCastFree(run, task, effect.count);
    case 'cast-transformed':
      return castTransformed(run, task, effect.what);
    case 'pay':
      return payDuringResolution(run, task, effect);
    case 'pay-any-amount-of-energy':
      return payAnyAmountOfEnergy(run, task, effect.effects);
    case 'proliferate':
      return proliferate(run, task);
    case 'increase-speed':
      return increaseSpeed(run, ctx.controller, effect.amount);
    case 'scry':
      return scry(run, task, effect.amount);
    case 'venture':
      return venture(run, task);
    case 'choose-sector':
      return chooseSector(run, task, effect.effects);
    case 'blocked-only-within-sectors':
      return createEffect(run, ctx, [], { kind: 'blocked-only-within-sectors' }, effect.duration);
    case 'lose-life-unless':
      return loseLifeUnless(run, task, effect, amount(effect.amount));
    case 'become-creatures': {
      const { power, toughness } = effect;
      const affected = resolveEach(state, run.ctx, effect.what, ctx);
      if (affected.length)
        createEffect(run, ctx, affected, { kind: 'becomes-creature', power, toughness }, effect.duration);
      return;
    }
  }
}

// 202.3, 608.2h: the mana value of an object the effect refers to, as it is now or, once it has
// left its zone, as it last existed (recorded as resolution began).
function manaValueOf(run: Run, ctx: EffectContext, ref: ObjectRef): number {
  const [id] =
    typeof ref === 'object' ? (ctx.targets[ref.target] ?? []) : resolveObjects(run.state, ref, ctx);
  if (id === undefined) return 0;
  return run.state.objects[id]
    ? characteristics(run.state, run.ctx, id).manaValue
    : (ctx.targetHolders?.[id]?.manaValue ?? 0);
}

/**
 * Puts objects onto the battlefield (not cast, not played: 305.4). 303.4f: an Aura put there this way
 * enchants what its controller chooses as it enters, among what it could enchant (each Aura one
 * after the other, in the order the effect names them); 303.4g: with nothing to enchant, it stays
 * where it is.
 */
function putOntoTheBattlefield(
  run: Run,
  task: EffectTask,
  effect: Extract<Effect, { kind: 'put-onto-battlefield' }>,
): void {
  const { ctx } = task;
  const state = run.state;
  const counters = effect.counters ? { [effect.counters.counter]: effect.counters.amount } : undefined;
  const ids = resolveObjectsOrEach(state, run.ctx, effect.what, ctx);
  const controllerOf = (id: string) => (effect.ownersControl ? state.objects[id]!.owner : ctx.controller);
  const hosts = { ...ctx.chosen };
  const answer = takeAnswer(run);
  for (const id of ids) {
    if (hosts[id] || !characteristics(state, run.ctx, id).subtypes.includes('Aura')) continue;
    const legal = state.battlefield.filter((host) => canBeAttachedTo(state, run.ctx, id, host));
    if (legal.length <= 1) hosts[id] = legal;
    else if (answer?.kind === 'options' && answer.ids.length === 1 && legal.includes(answer.ids[0]!))
      hosts[id] = answer.ids;
    else
      return ask(
        run,
        { ...task, ctx: { ...ctx, chosen: hosts } },
        {
          player: controllerOf(id),
          kind: 'targets',
          prompt: `${state.objects[id]!.name} enters the battlefield: choose what it enchants (303.4f)`,
          options: legal.map((host) => ({ id: host, label: state.objects[host]!.name })),
          min: 1,
          max: 1,
        },
      );
  }
  for (const id of ids) {
    const host = hosts[id];
    if (host && !host.length) continue; // 303.4g
    const options = { reason: 'put', controller: controllerOf(id) } as const;
    moveObject(run, id, 'battlefield', {
      ...options,
      ...(counters ? { counters } : {}),
      ...(host ? { attachTo: host[0]! } : {}),
    });
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
      ...triggerSourceOf(run, ctx),
      trigger: effect.trigger,
      ability: {
        id: nextId(run, 'd'),
        text: effect.text,
        effects: effect.effects,
        linked: [
          ...resolveObjects(run.state, 'exiled-card', ctx),
          ...resolveObjects(run.state, 'created-token', ctx),
        ],
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

// 118.12a: "[effects] unless [a player] pays [cost]": that player (the controller, or the one the
// effect names: "its controller") chooses whether to pay as the effect happens; a cost they can't
// pay is not offered (only one option, so nothing is asked).
function unlessPaid(run: Run, task: EffectTask, effect: Extract<Effect, { kind: 'unless-pay' }>): void {
  const { ctx } = task;
  const payer = effect.who ? resolvePlayers(run.state, effect.who, ctx)[0] : ctx.controller;
  const mana = manaCostOf(effect.cost.mana);
  const payable = payer !== undefined && planManaPayment(run, payer, mana, 0) !== null;
  const answer = takeAnswer(run);
  if (payable && answer?.kind === 'yes-no' && answer.yes) {
    payManaCost(run, payer, mana, 0);
    return;
  }
  if (payable && answer?.kind !== 'yes-no') {
    ask(run, task, {
      player: payer,
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

/**
 * "[Players] draw up to N cards": each chooses how many, in APNAP order (101.4), then they draw
 * (Fatal Lore: "That player draws up to three cards").
 */
function drawUpTo(run: Run, task: EffectTask, players: PlayerId[], most: number): void {
  const drawing = { ...task.ctx.drawing };
  const answer = takeAnswer(run);
  const asked = players.find((p) => drawing[p] === undefined);
  if (asked && answer?.kind === 'number') drawing[asked] = answer.value;
  const next = most > 0 ? players.find((p) => drawing[p] === undefined) : undefined;
  if (next)
    return ask(
      run,
      { ...task, ctx: { ...task.ctx, drawing } },
      {
        player: next,
        kind: 'number',
        prompt: `${task.ctx.sourceName}: draw how many cards, up to ${most}?`,
        options: [],
        min: 0,
        max: most,
      },
    );
  for (const p of players) drawCards(run, p, drawing[p] ?? 0);
}

// 702.158d: "in the sector of your choice": the controller chooses one of the three sectors, then the
// effects act on the creatures with that sector designation.
function chooseSector(run: Run, task: EffectTask, effects: Effect[]): void {
  const answer = takeAnswer(run);
  const sector = SECTORS.find((s) => answer?.kind === 'options' && answer.ids[0] === s);
  if (sector) {
    const ctx = { ...task.ctx, sector };
    run.agenda.unshift(...effects.map((effect): Task => ({ kind: 'effect', effect, ctx })));
    return;
  }
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'option',
    prompt: `${task.ctx.sourceName}: choose a sector (702.158d)`,
    options: SECTORS.map((s) => ({ id: s, label: `${s} sector` })),
    min: 1,
    max: 1,
  });
}

// "Tap or untap [permanent]": the controller chooses which as the effect happens.
function tapOrUntap(run: Run, task: EffectTask, ids: string[]): void {
  if (!ids.length) return;
  const answer = takeAnswer(run);
  const choice = answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (choice === 'tap') return ids.forEach((id) => tap(run, id));
  if (choice === 'untap') return untap(run, ids);
  ask(run, task, {
    player: task.ctx.controller,
    kind: 'option',
    prompt: `${task.ctx.sourceName}: tap or untap ${ids.map((id) => run.state.objects[id]!.name).join(', ')}?`,
    options: [
      { id: 'tap', label: 'tap' },
      { id: 'untap', label: 'untap' },
    ],
    min: 1,
    max: 1,
  });
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
  chooser?: 'you',
): void {
  // 101.4: each player chooses in APNAP order, then the cards are discarded (or sacrificed) at once.
  const chosen = { ...task.ctx.chosen };
  const answer = takeAnswer(run);
  for (const player of resolvePlayers(run.state, who, task.ctx)) {
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
          options: candidates.map((id) => ({ id, label: run.state.objects[id]!.name })),
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
 * "[Each player] loses N life unless they discard a card / sacrifice a permanent" (118.12a): each
 * player chooses what they pay, or nothing, in APNAP order (101.4); then the cards are discarded and
 * the permanents sacrificed at once, and each player who paid nothing loses the life.
 */
function loseLifeUnless(
  run: Run,
  task: EffectTask,
  effect: Extract<Effect, { kind: 'lose-life-unless' }>,
  life: number,
): void {
  const action = 'discard' in effect.unless ? 'discard' : 'sacrifice';
  const filter = 'discard' in effect.unless ? effect.unless.discard : effect.unless.sacrifice;
  const chosen = { ...task.ctx.chosen };
  let answer = takeAnswer(run);
  for (const player of resolvePlayers(run.state, effect.who, task.ctx)) {
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
          options: candidates.map((id) => ({ id, label: run.state.objects[id]!.name })),
          min: 0,
          max: 1,
        },
      );
    }
  }
  discardOrSacrifice(run, action, Object.values(chosen).flat());
  for (const [player, paid] of Object.entries(chosen)) if (!paid.length) loseLife(run, player, life);
}

/** The chosen cards are discarded (701.8a), or the chosen permanents sacrificed (701.17a). */
function discardOrSacrifice(run: Run, action: 'discard' | 'sacrifice', ids: readonly string[]): void {
  for (const id of ids) {
    if (action === 'sacrifice') sacrifice(run, id);
    else moveObject(run, id, 'graveyard', { reason: 'discard' });
  }
}

/**
 * "Separate all permanents [that player] controls into two piles. That player sacrifices all
 * permanents in the pile of their choice." (700.3): the controller puts permanents in the first pile
 * (the rest make the second, either may be empty, 700.3a), then that player chooses a pile.
 */
function sacrificeAPile(run: Run, task: EffectTask, who: PlayerRef): void {
  const [player] = resolvePlayers(run.state, who, task.ctx);
  if (!player) return;
  const theirs = run.state.battlefield.filter((id) => run.state.objects[id]!.controller === player);
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
      options: theirs.map((id) => ({ id, label: run.state.objects[id]!.name })),
      min: 0,
      max: theirs.length,
    });
  }
  const chosen = answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (chosen !== 'first' && chosen !== 'second') return askPile(run, task, player);
  // 701.21a: only what they still control is sacrificed.
  for (const id of piles[chosen === 'first' ? 0 : 1]!)
    if (run.state.objects[id]?.controller === player) sacrifice(run, id);
}

function askPile(run: Run, task: EffectTask, player: PlayerId): void {
  const [first, second] = task.ctx.piles!;
  const names = (ids: readonly string[]) =>
    ids.map((id) => run.state.objects[id]?.name ?? id).join(', ') || 'nothing';
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
  action: 'discard' | 'sacrifice',
  filter?: Filter,
): string[] {
  const state = run.state;
  const fits = (id: string) =>
    !filter ||
    matchesFilter(state, run.ctx, state.objects[id]!, filter, { controller: player, source: ctx.self });
  if (action === 'discard') return playerById(state, player).hand.filter(fits);
  return state.battlefield.filter((id) => state.objects[id]!.controller === player && fits(id));
}
