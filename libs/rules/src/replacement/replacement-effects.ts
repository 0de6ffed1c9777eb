// Which replacement effects apply to a proposed event (614), and what each one makes of it.
import {
  COLOR_NAMES,
  type Affected,
  type Filter,
  type Replacement,
  type TurnPart,
  type ZoneDestination,
} from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { abilitiesOf, characteristicsOfAny, printedCharacteristics } from '../layers/characteristics.js';
import { evaluateAmount } from '../objects/amount.js';
import { definitionOf } from '../objects/definition.js';
import { perPermanent } from '../objects/per-permanent.js';
import { matchesFilter } from '../objects/filter.js';
import { protectionFrom } from '../objects/protection.js';
import type { GameObject, GameState, ObjectId, PlayerId, ZoneName } from '../state/game-state.js';
import type { ContinuousEffect } from '../state/continuous-effect.js';
import { playerById } from '../state/updates.js';
import type { Proposal, SelfReplacement } from './proposal.js';
import {
  canBeRedirectedTo,
  damageCantBePrevented,
  damageShieldsFor,
  shieldApplies,
  shieldOutcome,
  type RedirectShield,
  type Shield,
} from './damage-shields.js';
import { asItWouldEnter, withEntryChoice } from './entry-choices.js';

/** A regeneration shield on one permanent (701.15a). */
export interface RegenerationShield {
  event: 'regenerate';
  object: ObjectId;
}

/** A skip effect (614.10): of one player's steps (`player`), or of every player's. */
export interface StepSkip {
  event: 'skip';
  step: TurnPart;
  player?: PlayerId;
}

/** 122.1d: the stun counter on a permanent replaces its untapping with the counter's removal. */
export interface StunCounter {
  event: 'stun';
  object: ObjectId;
}

/** A resolving spell's own replacement of a move it makes (614.15). */
export interface SelfReplacementEffect {
  event: 'self-replacement';
  to: ZoneName;
  instead: ZoneDestination;
}

/** "[Objects] that would enter under an opponent's control enter under your control instead" (616.1b). */
export interface ControlReplacement {
  event: 'control';
  filter: Filter;
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
  replacement:
    | Replacement
    | Shield
    | RedirectShield
    | RegenerationShield
    | StepSkip
    | SelfReplacementEffect
    | ControlReplacement
    | StunCounter;
}

// 305.7, 613.1f: an object whose abilities an effect removed has no replacement abilities.
function effectsOf(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  anywhereOnly: boolean,
): ReplacementEffect[] {
  const effects: ReplacementEffect[] = [];
  abilitiesOf(state, ctx, object).forEach((a, index) => {
    if (a.kind !== 'replacement' || (anywhereOnly && a.zone !== 'anywhere')) return;
    effects.push({
      // A copy's abilities are other abilities than the card's own, applied once each (614.5).
      id: `${object.id}${object.copyOf ? `@${object.copyOf.name}` : ''}#${index}`,
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

// Replacement abilities of permanents of the kind of event they replace; each permanent's are found
// again only when it changed (an effect carries its source's controller and name).
function battlefieldEffects(
  state: GameState,
  ctx: RulesContext,
  event: Replacement['event'],
): ReplacementEffect[] {
  const found: ReplacementEffect[] = [];
  for (const effects of perPermanent(state, ctx, 'replacement abilities', (o) =>
    effectsOf(state, ctx, o, false),
  ))
    for (const effect of effects) if (effect.replacement.event === event) found.push(effect);
  return found;
}

/** The replacement effects that could apply to a proposed event, before checking each one. */
export function candidateEffects(state: GameState, ctx: RulesContext, p: Proposal): ReplacementEffect[] {
  if (p.kind === 'damage')
    return [
      ...battlefieldEffects(state, ctx, 'damage'),
      ...battlefieldEffects(state, ctx, 'damage-redirect'),
      ...shieldsFor(state, p),
      ...protectionFor(state, ctx, p),
    ];
  if (p.kind === 'token')
    return [
      ...battlefieldEffects(state, ctx, 'enters'),
      // 614.12: the token's own "As [this] enters" abilities (a copy's are those it copies, 707.2).
      ...effectsOf(state, ctx, enteringToken(p), false).filter(
        (e) => e.replacement.event === 'enters' && e.replacement.object === 'self',
      ),
      ...battlefieldEffects(state, ctx, 'tokens'),
      ...controlEffectsFor(state),
    ];
  if (p.kind === 'counters') return battlefieldEffects(state, ctx, 'counters');
  if (p.kind === 'draw') return battlefieldEffects(state, ctx, 'draw');
  if (p.kind === 'gain-life') return battlefieldEffects(state, ctx, 'gain-life');
  if (p.kind === 'step') return skipEffectsFor(state, ctx);
  if (p.kind === 'untap') return stunCountersOn(state, p.objects);
  if (p.kind === 'win' || p.kind === 'regenerate' || p.kind === 'lose-life' || p.kind === 'exile-top')
    return [];
  const object = state.objects[p.object];
  if (!object) return [];
  const regeneration = p.destroy ? regenerationShieldsFor(state, p.object) : [];
  const own = effectsOf(state, ctx, object, false);
  // 614.12, 707.5: its own abilities as it would exist there (a copy's are those it copies; under
  // Blood Moon a nonbasic land enters without its rules-text abilities, 305.7).
  const entering = p.to === 'battlefield' ? effectsOf(state, ctx, asItWouldEnter(object, p), false) : [];
  return [
    ...(p.selfReplacement ? [selfReplacementOf(p.selfReplacement)] : []),
    ...regeneration,
    ...exiledLeavingTheStack(object, p),
    ...battlefieldEffects(state, ctx, 'zone-change'),
    // 113.6b: an ability that works "from anywhere" works from the zone the object is in.
    ...(object.zone !== 'battlefield'
      ? own.filter((e) => e.replacement.event === 'zone-change' && isAnywhere(ctx, object, e))
      : []),
    ...(p.to === 'battlefield'
      ? [
          ...battlefieldEffects(state, ctx, 'enters'),
          // 614.12: how a permanent enters is also modified by its own abilities, as it would exist there.
          ...entering.filter(
            (e) =>
              (e.replacement.event === 'enters' && e.replacement.object === 'self') ||
              e.replacement.event === 'enters-as-copy',
          ),
          // Counters it enters with are counters put on a permanent (Hardened Scales, Doubling Season).
          ...battlefieldEffects(state, ctx, 'counters'),
          ...controlEffectsFor(state),
        ]
      : []),
  ];
}

/**
 * 702.34a, 702.133a: a spell cast with flashback or jump-start is exiled instead of being put
 * anywhere else any time it would leave the stack (an ability of the card on the stack).
 */
function exiledLeavingTheStack(
  object: GameObject,
  p: Extract<Proposal, { kind: 'move' }>,
): ReplacementEffect[] {
  if (object.zone !== 'stack' || !object.stack?.exiledFromStack || p.to === 'exile') return [];
  const method = object.stack.castWith ?? 'flashback';
  const { id, name, controller } = object;
  return [
    {
      id: `${id}#${method}`,
      source: id,
      sourceName: name,
      controller,
      index: -1,
      text: `${method}: exile this card instead of putting it anywhere else any time it would leave the stack`,
      replacement: {
        event: 'zone-change',
        object: 'self',
        from: 'stack',
        to: p.to,
        instead: { to: 'exile' },
      },
    },
  ];
}

// 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a stun
// counter from it": a rule of the counter, an effect of the permanent it is on.
function stunCountersOn(state: GameState, ids: readonly ObjectId[]): ReplacementEffect[] {
  return ids.flatMap((id) => {
    const { name, controller, counters } = state.objects[id]!;
    if (!counters.stun) return [];
    const text = 'if this permanent would become untapped, instead remove a stun counter from it (122.1d)';
    const replacement: StunCounter = { event: 'stun', object: id };
    return [{ id: `${id}#stun`, source: id, sourceName: name, controller, index: -1, text, replacement }];
  });
}

/** The resolving spell's own "instead" (614.15), as the effect the pipeline applies first (616.1a). */
function selfReplacementOf(r: SelfReplacement): ReplacementEffect {
  const { source, sourceName, text, to, instead } = r;
  const replacement: SelfReplacementEffect = { event: 'self-replacement', to, instead };
  return { id: `${source}#self`, source, sourceName, controller: '', index: -1, text, replacement };
}

// 616.1b: effects of resolved spells that change under whose control objects enter (Gather Specimens).
function controlEffectsFor(state: GameState): ReplacementEffect[] {
  return state.effects.flatMap((e) =>
    e.change.kind === 'control-entering'
      ? [
          fromContinuousEffect(e, "enters under your control instead of an opponent's", {
            event: 'control',
            filter: e.change.filter,
          }),
        ]
      : [],
  );
}

/** A continuous effect from a resolved spell or ability, as a replacement effect the pipeline offers. */
function fromContinuousEffect(
  e: ContinuousEffect,
  text: string,
  replacement: Shield | RedirectShield | RegenerationShield | StepSkip | ControlReplacement,
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

// 615.7, 614.9: shields of resolved effects, as effects the affected player or controller orders (616.1).
function shieldsFor(state: GameState, p: Extract<Proposal, { kind: 'damage' }>): ReplacementEffect[] {
  return damageShieldsFor(state, p).map(({ effect, text, shield }) =>
    fromContinuousEffect(effect, text, shield),
  );
}

// 702.16e: damage a source with the quality would deal to a permanent with protection is prevented
// (a prevention effect, 615.12 included); the audit names the protection.
function protectionFor(
  state: GameState,
  ctx: RulesContext,
  p: Extract<Proposal, { kind: 'damage' }>,
): ReplacementEffect[] {
  const recipient = state.objects[p.target];
  const colors = damageCantBePrevented(state) ? [] : protectionFrom(state, ctx, p.target, p.source);
  if (!recipient || !colors.length) return [];
  return [
    {
      id: `${p.target}#protection`,
      source: p.target,
      sourceName: recipient.name,
      controller: recipient.controller,
      index: -1,
      text: `protection from ${colors.map((c) => COLOR_NAMES[c]).join(' and ')}`,
      replacement: { event: 'prevent', recipient: p.target, remaining: Infinity },
    },
  ];
}

// 701.15a: regeneration shields replace the next destruction of their permanent.
function regenerationShieldsFor(state: GameState, object: ObjectId): ReplacementEffect[] {
  return state.effects.flatMap((e) =>
    e.change.kind === 'regeneration' && e.affected.includes(object)
      ? [fromContinuousEffect(e, 'regenerate', { event: 'regenerate', object })]
      : [],
  );
}

// 614.10: skip effects of static abilities of permanents ("Players skip their untap steps", "Skip
// your draw step") and of resolved spells ("Target player skips their next draw step", 614.10a).
function skipEffectsFor(state: GameState, ctx: RulesContext): ReplacementEffect[] {
  const statics = state.battlefield.flatMap((id) => skipAbilitiesOf(state, ctx, state.objects[id]!));
  const next = state.effects.flatMap((e) =>
    e.change.kind === 'skip-next-step'
      ? [
          fromContinuousEffect(e, `skip the next ${skippedWords(e.change.step, e.change.count)}`, {
            event: 'skip',
            step: e.change.step,
            player: e.affected[0]!,
          }),
        ]
      : [],
  );
  return [...statics, ...next];
}

function skippedWords(part: TurnPart, count = 1): string {
  const what = part === 'turn' ? 'turn' : part === 'combat-phase' ? 'combat phase' : `${part} step`;
  return count > 1 ? `${count} ${what}s` : what;
}

/** A permanent's "skip" static abilities, as replacement effects of every player's steps or its controller's. */
function skipAbilitiesOf(state: GameState, ctx: RulesContext, object: GameObject): ReplacementEffect[] {
  return abilitiesOf(state, ctx, object).flatMap((a, index): ReplacementEffect[] => {
    if (a.kind !== 'static' || a.effect.kind !== 'skip-step') return [];
    const { step, whose } = a.effect;
    const { id, name, controller } = object;
    const player = whose === 'yours' ? { player: controller } : {};
    const replacement: StepSkip = { event: 'skip', step, ...player };
    return [
      { id: `${id}#${index}`, source: id, sourceName: name, controller, index, text: a.text, replacement },
    ];
  });
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
): boolean {
  if (affected === 'self') return object.id === effect.source;
  if (affected === 'enchanted' || affected === 'equipped')
    return state.objects[effect.source]?.attachedTo === object.id;
  // 614.12: an entering object is checked as it would exist after the event (`asItWouldEnter`).
  return matchesFilter(
    state,
    ctx,
    object,
    affected.filter,
    { controller: effect.controller, source: effect.source },
    characteristicsOfAny(state, ctx, object),
  );
}

type CountersReplacement = Extract<Replacement, { event: 'counters' }>;

type Redirection = Extract<Replacement, { event: 'damage-redirect' }>;

// 614.9: the permanent the damage is redirected to: this one, or the creature it equips (if any).
function redirectedTo(state: GameState, effect: ReplacementEffect, r: Redirection): string | undefined {
  return r.to === 'equipped' ? state.objects[effect.source]?.attachedTo : effect.source;
}

// 614.9: redirection to a permanent that is no longer on the battlefield (or no creature) does nothing.
function redirects(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  r: Redirection,
  p: Extract<Proposal, { kind: 'damage' }>,
): boolean {
  const to = redirectedTo(state, effect, r);
  if (p.amount <= 0 || to === undefined || p.target === to || !canBeRedirectedTo(state, ctx, to))
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
    // "If an effect would put": not the counters a rule puts (714.3b).
    if (r.byEffect && p.byRule) return false;
    return affects(state, ctx, effect, r.on, object);
  }
  // 614.1c, 614.12: a permanent entering with counters gets them "put on" it as it enters.
  if (p.kind !== 'move' || p.to !== 'battlefield' || !p.counters) return false;
  const counters = p.counters;
  const object = state.objects[p.object];
  const kinds = Object.keys(counters).filter((k) => counters[k]! > 0 && modifies(r, p, k));
  return !!object && kinds.length > 0 && affects(state, ctx, effect, r.on, asItWouldEnter(object, p));
}

/** Whether it modifies the entering permanent's `kind` counters: "if an effect would put" leaves a rule's alone (714.3a). */
function modifies(r: CountersReplacement, p: Extract<Proposal, { kind: 'move' }>, kind: string): boolean {
  return (!r.counter || r.counter === kind) && !(r.byEffect && p.countersByRule?.includes(kind));
}

function changed(amount: number, r: CountersReplacement): number {
  return (amount + (r.plus ?? 0)) * (r.multiply ?? 1);
}

function moreCounters(r: CountersReplacement, p: Proposal): Proposal {
  if (p.kind === 'counters') return { ...p, amount: changed(p.amount, r) };
  if (p.kind !== 'move' || !p.counters) return p;
  const counters = Object.fromEntries(
    Object.entries(p.counters).map(([k, n]) => [k, n > 0 && modifies(r, p, k) ? changed(n, r) : n]),
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
      // 121.2: "exile the top card instead" replaces each card draw on its own.
      if ('exileTopCard' in r.instead && p.count !== 1) return false;
      return !r.libraryEmpty || (p.count === 1 && player.library.length === 0);
    }
    // 119.10: "if an opponent would gain life"; gaining 0 life is no event (119.9).
    case 'gain-life':
      return p.kind === 'gain-life' && p.amount > 0 && (p.player === effect.controller) === (r.who === 'you');
    case 'stun':
      return p.kind === 'untap' && p.objects.includes(r.object);
    // 614.10: a step that has begun can't be skipped; one skipped is skipped by one effect (614.10a).
    case 'skip':
      return p.kind === 'step' && !p.skipped && p.step === r.step && (!r.player || r.player === p.player);
    case 'damage-redirect':
      return p.kind === 'damage' && redirects(state, ctx, effect, r, p);
    case 'prevent':
    case 'redirect':
      return p.kind === 'damage' && shieldApplies(state, ctx, effect, r, p);
    case 'damage': {
      const source = p.kind === 'damage' ? state.objects[p.source] : undefined;
      return !!source && p.kind === 'damage' && p.amount > 0 && affects(state, ctx, effect, r.source, source);
    }
    case 'enters': {
      if (p.kind === 'token') {
        const token = enteringToken(p);
        if (r.object === 'self') return effect.source === token.id && p.count === 1;
        if (typeof r.object !== 'object') return false;
        const as = { controller: effect.controller, source: effect.source };
        return matchesFilter(state, ctx, token, r.object.filter, as, printedCharacteristics(ctx, token));
      }
      if (p.kind !== 'move' || p.to !== 'battlefield') return false;
      const object = state.objects[p.object];
      return !!object && affects(state, ctx, effect, r.object, asItWouldEnter(object, p));
    }
    // 616.1b: it applies to an object that would enter under an opponent's control.
    case 'control': {
      const entering =
        p.kind === 'token'
          ? enteringToken(p)
          : p.kind === 'move' && p.to === 'battlefield' && state.objects[p.object]
            ? asItWouldEnter(state.objects[p.object]!, p)
            : undefined;
      if (!entering || entering.controller === effect.controller) return false;
      const as = { controller: effect.controller, source: effect.source };
      return matchesFilter(state, ctx, entering, r.filter, as, printedCharacteristics(ctx, entering));
    }
    case 'self-replacement':
      return p.kind === 'move' && p.to === r.to;
    // 707.5: "enter as a copy" is the entering object's own effect.
    case 'enters-as-copy':
      return p.kind === 'move' && p.to === 'battlefield' && p.object === effect.source;
    case 'zone-change': {
      if (p.kind !== 'move' || p.to !== r.to) return false;
      const object = state.objects[p.object];
      if (!object || (r.from && object.zone !== r.from)) return false;
      return affects(state, ctx, effect, r.object, object);
    }
  }
}

/** The id a token has in the replacement step, before it exists: its own effects' source. */
const ENTERING_TOKEN = 'entering-token';

/** A token as it would enter the battlefield (614.12), for the effects that check it. */
function enteringToken(p: Extract<Proposal, { kind: 'token' }>): GameObject {
  const { token, controller, copyOf, chosen } = p;
  return {
    ...{
      id: ENTERING_TOKEN,
      cardId: '',
      name: copyOf?.name ?? token.name,
      token,
      owner: controller,
      controller,
    },
    ...(copyOf ? { copyOf } : {}),
    ...(chosen ? { chosen } : {}),
    ...{ zone: 'battlefield', tapped: false, damage: 0, counters: {}, sick: true, timestamp: 0 },
  };
}

/** The event as the effect modifies it (614.1); `made` is the choice it needed, if any (`entryDecision`). */
export function applyEffect(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  p: Proposal,
  made: string[] = [],
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
      if ('exileTopCard' in r.instead)
        return {
          kind: 'exile-top',
          player: p.player,
          ...(r.instead.exileTopCard.faceDown ? { faceDown: true } : {}),
          // 607.2b: the card is exiled with the object whose replacement effect exiled it.
          exiledWith: { source: effect.source },
        };
      // 614.11b: an action on the drawn card is not done to the cards a replaced draw draws.
      const { andThen: _notDone, ...draw } = p;
      const loseLife = (p.loseLife ?? 0) + (r.instead.loseLife ?? 0);
      return { ...draw, count: p.count * r.instead.multiply, ...(loseLife ? { loseLife } : {}) };
    }
    case 'gain-life':
      return p.kind === 'gain-life' ? { kind: 'lose-life', player: p.player, amount: p.amount } : p;
    case 'skip':
      return p.kind === 'step' ? { ...p, skipped: true } : p;
    // Kept in id order, so that the order the counters apply in makes no difference (616.1).
    case 'stun':
      return p.kind === 'untap'
        ? {
            ...p,
            objects: p.objects.filter((id) => id !== r.object),
            stunned: [...(p.stunned ?? []), r.object].sort(),
          }
        : p;
    // 614.9: the damage is dealt to the redirecting permanent (or the creature it equips) instead.
    case 'damage-redirect':
      return p.kind === 'damage' ? { ...p, target: redirectedTo(state, effect, r) ?? p.target } : p;
    case 'prevent':
    case 'redirect':
      return p.kind === 'damage' ? shieldOutcome(r, p) : p;
    case 'damage':
      return p.kind === 'damage' ? { ...p, amount: p.amount * r.multiply } : p;
    case 'enters-as-copy':
      return withEntryChoice(state, r, p, made);
    case 'enters': {
      if (p.kind !== 'move' && p.kind !== 'token') return p;
      const next = { ...withEntryChoice(state, r, p, made), ...(r.tapped ? { tapped: true } : {}) };
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
    case 'self-replacement':
      if (p.kind !== 'move') return p;
      return {
        ...p,
        to: r.instead.to,
        ...(r.instead.position ? { position: r.instead.position } : {}),
        ...(r.instead.reveal ? { reveal: true } : {}),
      };
    case 'control':
      return p.kind === 'move' || p.kind === 'token' ? { ...p, controller: effect.controller } : p;
  }
}

/** Who chooses among replacement effects (616.1): the affected player, or the affected object's controller (owner if none). */
export function affectedChooser(state: GameState, p: Proposal): PlayerId {
  if (p.kind === 'token') return p.controller;
  if (
    p.kind === 'draw' ||
    p.kind === 'win' ||
    p.kind === 'gain-life' ||
    p.kind === 'lose-life' ||
    p.kind === 'exile-top' ||
    p.kind === 'step'
  )
    return p.player;
  if (p.kind === 'counters') return state.objects[p.on]?.controller ?? p.on;
  if (p.kind === 'regenerate') return state.objects[p.object]?.controller ?? '';
  if (p.kind === 'untap') return state.objects[p.objects[0] ?? p.stunned?.[0] ?? '']?.controller ?? '';
  const id = p.kind === 'damage' ? p.target : p.object;
  const object = state.objects[id];
  if (!object) return id;
  return object.zone === 'battlefield' || object.zone === 'stack' ? object.controller : object.owner;
}
