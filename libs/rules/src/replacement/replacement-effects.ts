// Which replacement effects apply to a proposed event (614), and what each one makes of it.
import {
  COLOR_NAMES,
  type Ability,
  type Filter,
  type Replacement,
  type TurnPart,
  type ZoneDestination,
} from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { abilitiesOf } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import { factsWith, holds, type KeysOf } from '../objects/per-permanent.js';
import { UNREAD_BY_LAYERS } from '../layers/derived.js';
import { protectionFrom } from '../objects/protection.js';
import type { GameObject, GameState, ObjectId, PlayerId, ZoneName } from '../data/state/game-state.js';
import type { ContinuousEffect } from '../data/state/continuous-effect.js';
import type { Proposal, SelfReplacement } from '../data/state/proposal.js';
import {
  damageCantBePrevented,
  damageShieldsFor,
  type RedirectShield,
  type Shield,
} from './damage-shields.js';
import { asItWouldEnter } from './entry-choices.js';
import { counterReplacements } from './effects/counters.js';
import { damageReplacements } from './effects/damage.js';
import { drawReplacements } from './effects/drawing.js';
import { enteringReplacements, enteringToken } from './effects/entering.js';
import type { ReplacementHandler, ReplacementHandlers } from './effects/handlers.js';
import { lifeReplacements } from './effects/life.js';
import { tokenReplacements } from './effects/tokens.js';
import { turnReplacements } from './effects/turn.js';
import { untapReplacements } from './effects/untapping.js';
import { zoneChangeReplacements } from './effects/zone-changes.js';
import { objectOf } from '../data/state/objects.js';

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

/** 702.35a: madness: the card's discard exiles it instead of putting it into its owner's graveyard. */
export interface MadnessExile {
  event: 'madness';
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
    | StunCounter
    | MadnessExile;
}

// 305.7, 613.1f: an object whose abilities an effect removed has no replacement abilities. `only`:
// those that work from anywhere (113.6b), or those that work only in a graveyard (702.52a); by
// default, those that work on the battlefield.
function effectsOf(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  only?: 'anywhere' | 'graveyard',
): ReplacementEffect[] {
  const effects: ReplacementEffect[] = [];
  // Its abilities are those of its definition or none (613.1f): with no replacement ability among
  // them, no characteristics need finding.
  if (!definitionOf(ctx, object).abilities.some(isReplacement)) return effects;
  abilitiesOf(state, ctx, object).forEach((a, index) => {
    if (a.kind !== 'replacement' || (only ? a.zone !== only : a.zone === 'graveyard')) return;
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

/** A replacement ability, or a max speed ability that gives one (702.178a). */
function isReplacement(a: Ability): boolean {
  return a.kind === 'replacement' || (a.kind === 'max-speed' && a.ability.kind === 'replacement');
}

/** The kinds of event a permanent's replacement abilities replace. */
const replacedEvents: KeysOf<ReplacementEffect[]> = (effects) => [
  ...new Set(effects.map((e) => e.replacement.event)),
];

// Replacement abilities of permanents of the kind of event they replace, looked up by that kind;
// each permanent's are found again only when it changed (an effect carries its source's controller
// and name).
function battlefieldEffects(
  state: GameState,
  ctx: RulesContext,
  event: Replacement['event'],
): ReplacementEffect[] {
  const compute = (o: GameObject) => effectsOf(state, ctx, o);
  const { facts, at } = factsWith(
    state,
    ctx,
    'replacement abilities',
    compute,
    replacedEvents,
    [event],
    UNREAD_BY_LAYERS,
  );
  const found: ReplacementEffect[] = [];
  for (const p of at)
    for (const effect of facts[p]!) if (effect.replacement.event === event) found.push(effect);
  return found;
}

/** 702.52a: the replacement abilities of the cards in a player's graveyard that work only there (dredge). */
function graveyardEffects(state: GameState, ctx: RulesContext, player: PlayerId): ReplacementEffect[] {
  const graveyard = state.players.find((q) => q.id === player)?.graveyard ?? [];
  return graveyard.flatMap((id) => effectsOf(state, ctx, objectOf(state, id)!, 'graveyard'));
}

/** The replacement effects that could apply to a proposed event, before checking each one. */
export function candidateEffects(state: GameState, ctx: RulesContext, p: Proposal): ReplacementEffect[] {
  if (p.kind === 'damage')
    return [
      ...battlefieldEffects(state, ctx, 'damage'),
      ...battlefieldEffects(state, ctx, 'damage-redirect'),
      ...battlefieldEffects(state, ctx, 'prevent-damage'),
      ...shieldsFor(state, ctx, p),
      ...protectionFor(state, ctx, p),
    ];
  if (p.kind === 'token')
    return [
      ...battlefieldEffects(state, ctx, 'enters'),
      // 614.12: the token's own "As [this] enters" abilities (a copy's are those it copies, 707.2).
      ...effectsOf(state, ctx, enteringToken(p)).filter(
        (e) => e.replacement.event === 'enters' && e.replacement.object === 'self',
      ),
      ...battlefieldEffects(state, ctx, 'tokens'),
      ...controlEffectsFor(state),
    ];
  if (p.kind === 'counters') return battlefieldEffects(state, ctx, 'counters');
  if (p.kind === 'draw')
    return [...battlefieldEffects(state, ctx, 'draw'), ...graveyardEffects(state, ctx, p.player)];
  if (p.kind === 'gain-life') return battlefieldEffects(state, ctx, 'gain-life');
  if (p.kind === 'step') return skipEffectsFor(state, ctx);
  if (p.kind === 'untap') return stunCountersOn(state, p.objects);
  if (
    p.kind === 'win' ||
    p.kind === 'regenerate' ||
    p.kind === 'umbra-armor' ||
    p.kind === 'lose-life' ||
    p.kind === 'exile-top' ||
    p.kind === 'dredge'
  )
    return [];
  const object = objectOf(state, p.object);
  if (!object) return [];
  const regeneration = p.destroy
    ? [...regenerationShieldsFor(state, p.object), ...battlefieldEffects(state, ctx, 'umbra-armor')]
    : [];
  const own = effectsOf(state, ctx, object);
  // 614.12, 707.5: its own abilities as it would exist there (a copy's are those it copies; under
  // Blood Moon a nonbasic land enters without its rules-text abilities, 305.7).
  const entering = p.to === 'battlefield' ? effectsOf(state, ctx, asItWouldEnter(object, p)) : [];
  return [
    ...(p.selfReplacement ? [selfReplacementOf(p.selfReplacement)] : []),
    ...regeneration,
    ...exiledLeavingTheStack(object, p),
    ...exiledLeavingTheBattlefield(object, p),
    ...exiledByMadness(state, ctx, object, p),
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

/**
 * 702.84a: a permanent its unearth ability returned is exiled instead of being put anywhere else if
 * it would leave the battlefield (an effect of that ability, not of the permanent: it applies even
 * if the permanent loses its abilities).
 */
function exiledLeavingTheBattlefield(
  object: GameObject,
  p: Extract<Proposal, { kind: 'move' }>,
): ReplacementEffect[] {
  if (object.zone !== 'battlefield' || !object.unearthed || p.to === 'exile') return [];
  const { id, name, controller } = object;
  return [
    {
      id: `${id}#unearth`,
      source: id,
      sourceName: name,
      controller,
      index: -1,
      text: 'unearth: exile this permanent instead of putting it anywhere else if it would leave the battlefield',
      replacement: {
        event: 'zone-change',
        object: 'self',
        from: 'battlefield',
        to: p.to,
        instead: { to: 'exile' },
      },
    },
  ];
}

/**
 * 702.35a: madness, a static ability that works while the card is in a player's hand: "If a player
 * would discard this card, that player discards it, but exiles it instead of putting it into their
 * graveyard".
 */
function exiledByMadness(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  p: Extract<Proposal, { kind: 'move' }>,
): ReplacementEffect[] {
  if (object.zone !== 'hand' || p.reason !== 'discard' || p.to !== 'graveyard') return [];
  const index = abilitiesOf(state, ctx, object).findIndex((a) => a.kind === 'madness');
  if (index < 0) return [];
  const { id, name, controller } = object;
  const text = 'madness: discard this card into exile instead of the graveyard';
  return [
    {
      id: `${id}#${index}`,
      source: id,
      sourceName: name,
      controller,
      index,
      text,
      replacement: { event: 'madness' },
    },
  ];
}

// 122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a stun
// counter from it": a rule of the counter, an effect of the permanent it is on.
function stunCountersOn(state: GameState, ids: readonly ObjectId[]): ReplacementEffect[] {
  return ids.flatMap((id) => {
    const { name, controller, counters } = objectOf(state, id)!;
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
function shieldsFor(
  state: GameState,
  ctx: RulesContext,
  p: Extract<Proposal, { kind: 'damage' }>,
): ReplacementEffect[] {
  return damageShieldsFor(state, ctx, p).map(({ effect, text, shield }) =>
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
  const recipient = objectOf(state, p.target);
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
// The permanents' skip abilities are facts about each (`factsWith`): found again only for those that changed.
function skipEffectsFor(state: GameState, ctx: RulesContext): ReplacementEffect[] {
  const compute = (o: GameObject) => skipAbilitiesOf(state, ctx, o);
  const { facts, at } = factsWith(state, ctx, 'skip abilities', compute, someSkip, ['yes'], UNREAD_BY_LAYERS);
  const statics = at.flatMap((i) => facts[i]!);
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

const someSkip: KeysOf<readonly ReplacementEffect[]> = (effects) => holds(effects.length > 0);

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

/** Whether the effect applies to the proposed event as it now stands (616.1f checks again each time). */
export function applies(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  p: Proposal,
): boolean {
  const r = effect.replacement;
  return handlerOf(r).applies(r, p, effect, state, ctx);
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
  return handlerOf(r).apply(r, p, effect, state, ctx, made);
}

const REPLACEMENT_HANDLERS: ReplacementHandlers = {
  ...counterReplacements,
  ...damageReplacements,
  ...drawReplacements,
  ...enteringReplacements,
  ...lifeReplacements,
  ...tokenReplacements,
  ...turnReplacements,
  ...untapReplacements,
  ...zoneChangeReplacements,
};

function handlerOf(
  r: ReplacementEffect['replacement'],
): ReplacementHandler<ReplacementEffect['replacement']> {
  return REPLACEMENT_HANDLERS[r.event] as ReplacementHandler<ReplacementEffect['replacement']>;
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
    p.kind === 'dredge' ||
    p.kind === 'step'
  )
    return p.player;
  if (p.kind === 'counters') return objectOf(state, p.on)?.controller ?? p.on;
  if (p.kind === 'regenerate') return objectOf(state, p.object)?.controller ?? '';
  if (p.kind === 'untap') return objectOf(state, p.objects[0] ?? p.stunned?.[0] ?? '')?.controller ?? '';
  const id = p.kind === 'damage' ? p.target : p.object;
  const object = objectOf(state, id);
  if (!object) return id;
  return object.zone === 'battlefield' || object.zone === 'stack' ? object.controller : object.owner;
}
