// Which replacement effects apply to a proposed event (614), and what each one makes of it.
import type { Affected, Replacement } from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { characteristics, printedCharacteristics } from '../layers/characteristics.js';
import { evaluateAmount } from '../objects/amount.js';
import { definitionOf } from '../objects/definition.js';
import { matchesFilter } from '../objects/filter.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/game-state.js';
import type { ContinuousEffect } from '../state/continuous-effect.js';
import { playerById } from '../state/updates.js';
import type { Proposal } from './proposal.js';

/** A prevention shield as the pipeline sees it (615.7): it prevents damage to one recipient. */
export interface Shield {
  event: 'prevent';
  recipient: string;
  remaining: number;
}

/** A regeneration shield on one permanent (701.15a). */
export interface RegenerationShield {
  event: 'regenerate';
  object: ObjectId;
}

/** One replacement or prevention effect: an object's replacement ability (614.1, 113.6), or a shield (615). */
export interface ReplacementEffect {
  /** `<object>#<ability index>`: an effect applies at most once to an event (614.5). */
  id: string;
  source: ObjectId;
  sourceName: string;
  controller: PlayerId;
  index: number;
  text: string;
  replacement: Replacement | Shield | RegenerationShield;
}

function effectsOf(ctx: RulesContext, object: GameObject, anywhereOnly: boolean): ReplacementEffect[] {
  const effects: ReplacementEffect[] = [];
  definitionOf(ctx, object).abilities.forEach((a, index) => {
    if (a.kind !== 'replacement' || (anywhereOnly && a.zone !== 'anywhere')) return;
    effects.push({
      id: `${object.id}#${index}`,
      source: object.id,
      sourceName: object.name,
      controller: object.controller,
      index,
      text: a.text,
      replacement: a.replacement,
    });
  });
  return effects;
}

// Replacement abilities of permanents, indexed by the kind of event they replace, once per battlefield.
const byKind = new WeakMap<
  GameState['battlefield'],
  Map<ReplacementEffect['replacement']['event'], ReplacementEffect[]>
>();

function battlefieldEffects(
  state: GameState,
  ctx: RulesContext,
  event: Replacement['event'],
): ReplacementEffect[] {
  let index = byKind.get(state.battlefield);
  if (!index) {
    index = new Map();
    for (const id of state.battlefield) {
      for (const effect of effectsOf(ctx, state.objects[id]!, false)) {
        const list = index.get(effect.replacement.event) ?? [];
        list.push(effect);
        index.set(effect.replacement.event, list);
      }
    }
    byKind.set(state.battlefield, index);
  }
  return index.get(event) ?? [];
}

/** The replacement effects that could apply to a proposed event, before checking each one. */
export function candidateEffects(state: GameState, ctx: RulesContext, p: Proposal): ReplacementEffect[] {
  if (p.kind === 'damage')
    return [
      ...battlefieldEffects(state, ctx, 'damage'),
      ...battlefieldEffects(state, ctx, 'damage-redirect'),
      ...shieldsFor(state, p.target, p.combat),
    ];
  if (p.kind === 'token')
    return [...battlefieldEffects(state, ctx, 'enters'), ...battlefieldEffects(state, ctx, 'tokens')];
  if (p.kind === 'counters') return battlefieldEffects(state, ctx, 'counters');
  if (p.kind === 'draw') return battlefieldEffects(state, ctx, 'draw');
  if (p.kind === 'win' || p.kind === 'regenerate') return [];
  const object = state.objects[p.object];
  if (!object) return [];
  const regeneration = p.destroy ? regenerationShieldsFor(state, p.object) : [];
  const own = effectsOf(ctx, object, false);
  return [
    ...regeneration,
    ...battlefieldEffects(state, ctx, 'zone-change'),
    // 113.6b: an ability that works "from anywhere" works from the zone the object is in.
    ...(object.zone !== 'battlefield' && !characteristics(state, ctx, object.id).abilitiesLost
      ? own.filter((e) => e.replacement.event === 'zone-change' && isAnywhere(ctx, object, e))
      : []),
    ...(p.to === 'battlefield'
      ? [
          ...battlefieldEffects(state, ctx, 'enters'),
          // 614.12: how a permanent enters is also modified by its own abilities, as it would exist there.
          ...own.filter((e) => e.replacement.event === 'enters' && e.replacement.object === 'self'),
          // Counters it enters with are counters put on a permanent (Hardened Scales, Doubling Season).
          ...battlefieldEffects(state, ctx, 'counters'),
        ]
      : []),
  ];
}

/** A continuous effect from a resolved spell or ability, as a replacement effect the pipeline offers. */
function fromContinuousEffect(
  e: ContinuousEffect,
  text: string,
  replacement: Shield | RegenerationShield,
): ReplacementEffect {
  return {
    id: e.id,
    source: e.source,
    sourceName: e.sourceName ?? text,
    controller: e.controller,
    index: -1,
    text,
    replacement,
  };
}

// 615.7: prevention shields on the recipient, as effects the affected player or controller orders (616.1).
function shieldsFor(state: GameState, recipient: string, combat: boolean): ReplacementEffect[] {
  return state.effects.flatMap((e) => {
    if (e.change.kind === 'prevent-all-combat-damage' && combat) {
      return [
        fromContinuousEffect(e, 'prevent all combat damage this turn', {
          event: 'prevent',
          recipient,
          remaining: Infinity,
        }),
      ];
    }
    if (e.change.kind !== 'prevent-damage' || !e.affected.includes(recipient)) return [];
    const remaining = e.change.remaining;
    return [
      fromContinuousEffect(e, `prevent the next ${remaining} damage`, {
        event: 'prevent',
        recipient,
        remaining,
      }),
    ];
  });
}

// 701.15a: regeneration shields replace the next destruction of their permanent.
function regenerationShieldsFor(state: GameState, object: ObjectId): ReplacementEffect[] {
  return state.effects.flatMap((e) =>
    e.change.kind === 'regeneration' && e.affected.includes(object)
      ? [fromContinuousEffect(e, 'regenerate', { event: 'regenerate', object })]
      : [],
  );
}

function isAnywhere(ctx: RulesContext, object: GameObject, effect: ReplacementEffect): boolean {
  const ability = definitionOf(ctx, object).abilities[effect.index];
  return ability?.kind === 'replacement' && ability.zone === 'anywhere';
}

function affects(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  affected: Affected,
  object: GameObject,
  as: { controller: PlayerId },
): boolean {
  if (affected === 'self') return object.id === effect.source;
  if (affected === 'enchanted' || affected === 'equipped')
    return state.objects[effect.source]?.attachedTo === object.id;
  // 614.12: the object is checked as it would exist after the event (a card entering: as a permanent).
  const chars = printedCharacteristics(ctx, object);
  return matchesFilter(
    state,
    ctx,
    { ...object, controller: as.controller },
    affected.filter,
    { controller: effect.controller, source: effect.source },
    chars,
  );
}

type CountersReplacement = Extract<Replacement, { event: 'counters' }>;

// 614.9: redirection to a permanent that is no longer on the battlefield does nothing.
function redirects(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  r: Extract<Replacement, { event: 'damage-redirect' }>,
  p: Extract<Proposal, { kind: 'damage' }>,
): boolean {
  if (p.amount <= 0 || p.target === effect.source || state.objects[effect.source]?.zone !== 'battlefield')
    return false;
  if (r.toYou && p.target === effect.controller) return true;
  const target = state.objects[p.target];
  if (!r.toPermanents || !target || target.zone !== 'battlefield') return false;
  return matchesFilter(state, ctx, target, r.toPermanents, {
    controller: effect.controller,
    source: effect.source,
  });
}

function countersApply(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  r: CountersReplacement,
  p: Proposal,
): boolean {
  if (p.kind === 'counters') {
    const object = state.objects[p.on];
    if (!object || object.zone !== 'battlefield' || p.amount <= 0 || (r.counter && r.counter !== p.counter))
      return false;
    return affects(state, ctx, effect, r.on, object, object);
  }
  // 614.1c, 614.12: a permanent entering with counters gets them "put on" it as it enters.
  if (p.kind !== 'move' || p.to !== 'battlefield' || !p.counters) return false;
  const counters = p.counters;
  const object = state.objects[p.object];
  const kinds = Object.keys(counters).filter((k) => counters[k]! > 0 && (!r.counter || r.counter === k));
  return (
    !!object &&
    kinds.length > 0 &&
    affects(state, ctx, effect, r.on, object, { controller: p.controller ?? object.owner })
  );
}

function changed(amount: number, r: CountersReplacement): number {
  return (amount + (r.plus ?? 0)) * (r.multiply ?? 1);
}

function moreCounters(r: CountersReplacement, p: Proposal): Proposal {
  if (p.kind === 'counters') return { ...p, amount: changed(p.amount, r) };
  if (p.kind !== 'move' || !p.counters) return p;
  const counters = Object.fromEntries(
    Object.entries(p.counters).map(([k, n]) => [
      k,
      n > 0 && (!r.counter || r.counter === k) ? changed(n, r) : n,
    ]),
  );
  return { ...p, counters };
}

/** Whether the effect applies to the proposed event as it now stands (616.1f checks again each time). */
export function applies(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  p: Proposal,
): boolean {
  const r = effect.replacement;
  switch (r.event) {
    case 'counters':
      return countersApply(state, ctx, effect, r, p);
    case 'tokens':
      return p.kind === 'token' && p.controller === effect.controller && p.count > 0;
    case 'regenerate':
      // 701.15c: "can't be regenerated" makes regeneration shields not apply.
      return p.kind === 'move' && !!p.destroy && !p.noRegeneration && p.object === r.object;
    case 'draw': {
      // 614.11: a draw replacement applies even when the library is empty ("if you would draw").
      if (p.kind !== 'draw' || p.player !== effect.controller) return false;
      const player = playerById(state, p.player);
      if (r.handEmpty && (p.count !== 1 || player.hand.length > 0)) return false;
      return !r.libraryEmpty || (p.count === 1 && player.library.length === 0);
    }
    case 'damage-redirect':
      return p.kind === 'damage' && redirects(state, ctx, effect, r, p);
    case 'prevent':
      return p.kind === 'damage' && p.amount > 0 && p.target === r.recipient && r.remaining > 0;
    case 'damage': {
      const source = p.kind === 'damage' ? state.objects[p.source] : undefined;
      return (
        !!source &&
        p.kind === 'damage' &&
        p.amount > 0 &&
        affects(state, ctx, effect, r.source, source, source)
      );
    }
    case 'enters': {
      if (p.kind === 'token') {
        if (typeof r.object !== 'object') return false;
        const token = {
          id: '',
          cardId: '',
          name: p.token.name,
          token: p.token,
          owner: p.controller,
          controller: p.controller,
          zone: 'battlefield' as const,
          tapped: false,
          damage: 0,
          counters: {},
          sick: true,
          timestamp: 0,
        };
        return matchesFilter(
          state,
          ctx,
          token,
          r.object.filter,
          { controller: effect.controller, source: effect.source },
          printedCharacteristics(ctx, token),
        );
      }
      if (p.kind !== 'move' || p.to !== 'battlefield') return false;
      const object = state.objects[p.object];
      return (
        !!object &&
        affects(state, ctx, effect, r.object, object, { controller: p.controller ?? object.owner })
      );
    }
    case 'zone-change': {
      if (p.kind !== 'move' || p.to !== r.to) return false;
      const object = state.objects[p.object];
      if (!object || (r.from && object.zone !== r.from)) return false;
      return affects(state, ctx, effect, r.object, object, object);
    }
  }
}

/** The event as the effect modifies it (614.1). */
export function applyEffect(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  p: Proposal,
): Proposal {
  const r = effect.replacement;
  switch (r.event) {
    case 'counters':
      return moreCounters(r, p);
    case 'tokens':
      return p.kind === 'token' ? { ...p, count: p.count * r.multiply } : p;
    case 'regenerate':
      return p.kind === 'move' ? { kind: 'regenerate', object: p.object, shield: effect.id } : p;
    case 'draw': {
      if (p.kind !== 'draw') return p;
      if ('win' in r.instead) return { kind: 'win', player: p.player };
      const loseLife = (p.loseLife ?? 0) + (r.instead.loseLife ?? 0);
      return { ...p, count: p.count * r.instead.multiply, ...(loseLife ? { loseLife } : {}) };
    }
    // 614.9: the damage is dealt to the redirecting permanent instead.
    case 'damage-redirect':
      return p.kind === 'damage' ? { ...p, target: effect.source } : p;
    case 'prevent':
      return p.kind === 'damage' ? { ...p, amount: p.amount - Math.min(p.amount, r.remaining) } : p;
    case 'damage':
      return p.kind === 'damage' ? { ...p, amount: p.amount * r.multiply } : p;
    case 'enters': {
      if (p.kind !== 'move' && p.kind !== 'token') return p;
      const next = { ...p, ...(r.tapped ? { tapped: true } : {}) };
      if (!r.counters) return next;
      const object = p.kind === 'move' ? state.objects[p.object] : undefined;
      const amount = evaluateAmount(state, ctx, r.counters.amount, {
        controller: effect.controller,
        source: effect.source,
        x: object?.stack?.x ?? 0,
      });
      const counters = {
        ...next.counters,
        [r.counters.counter]: (next.counters?.[r.counters.counter] ?? 0) + amount,
      };
      return { ...next, counters };
    }
    case 'zone-change':
      if (p.kind !== 'move') return p;
      return {
        ...p,
        to: r.instead.to,
        ...(r.instead.position ? { position: r.instead.position } : {}),
        ...(r.instead.reveal ? { reveal: true } : {}),
      };
  }
}

/** Who chooses among replacement effects (616.1): the affected player, or the affected object's controller (owner if none). */
export function affectedChooser(state: GameState, p: Proposal): PlayerId {
  if (p.kind === 'token') return p.controller;
  if (p.kind === 'draw' || p.kind === 'win') return p.player;
  if (p.kind === 'counters') return state.objects[p.on]?.controller ?? p.on;
  if (p.kind === 'regenerate') return state.objects[p.object]?.controller ?? '';
  const id = p.kind === 'damage' ? p.target : p.object;
  const object = state.objects[id];
  if (!object) return id;
  return object.zone === 'battlefield' || object.zone === 'stack' ? object.controller : object.owner;
}
