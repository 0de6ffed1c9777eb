// Characteristics after continuous effects, applied in layers (613). Computed from the state on
// demand and kept with the derived data of the state's version (`derivedOf`, `cacheFor`), never stored.
//
// Each object starts from its copiable values (layer 1: its card, its token's definition, or what
// it copies with the copy's exceptions, `definitionOf`), then every continuous effect applies in
// layers 4-7 (no effect of the pool changes text: layer 3 is empty; control, layer 2, is in
// `objects/control.ts`), in the order
// of `Plan`: timestamp order (613.7), or, when an effect may change what another applies to or
// whether it exists (type changes, abilities removed), the dependency order (613.8).
import {
  colorsOfCost,
  CREATURE_TYPES,
  manaValue,
  type Ability,
  type CardDefinition,
  type Condition,
  type Keyword,
} from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { manaCostOf } from './mana-cost.js';
import { definitionOf, frontFaceManaCost } from './definition.js';
import type { Characteristics, GameObject, GameState, ObjectId } from '../data/state/game-state.js';
import { evaluateAmount } from './amount.js';
import { withMaxSpeedAbilities } from '../speed/speed.js';
import { conditionHolds } from './condition.js';
import { battlefieldGrewFrom, derivedOf, sameExcept, UNREAD_BY_LAYERS, type Derived } from './derived.js';
import { objectsWriteMark, objectsWrittenSince } from '../data/state/updates.js';
import {
  affectsNow,
  applyPart,
  collectEffects,
  hasPart,
  LAYERS,
  removesAbilities,
  sameLayerEffects,
  type Layer,
  type LayerEffect,
  type Working,
} from './layer-effects.js';
import { objectOf } from '../data/state/objects.js';

/** The effects of each layer in the order they apply; an effect whose ability was removed before it began is left out (613.6). */
type Plan = Record<Layer, LayerEffect[]>;

/** An object's characteristics after layers 1-6, and which effects affect it (613.6: the same ones in later layers). */
interface Typed {
  chars: Characteristics;
  touched: Map<string, boolean>;
}

/** The characteristics of one version of the state (its part of `Derived`). */
export interface LayerCache {
  /** The version it was made for (carried over to a later one, `carriesOver`), with the record's write mark. */
  record: GameState['objects'];
  mark: number;
  battlefield: GameState['battlefield'];
  effects: GameState['effects'];
  ctx: RulesContext;
  plan?: Plan;
  typed: Map<ObjectId, Typed>;
  computed: Map<ObjectId, Characteristics>;
  /** What each result holds for: the object itself, or (its CDA counts others) this very cache. */
  holdsFor: Map<ObjectId, GameObject | LayerCache>;
  /**
   * The results each id had before they were last forgotten, and what they hold for: a version and
   * the one beside it (a trial, the state before simultaneous events) read objects of the same ids.
   */
  aside: Map<ObjectId, HeldResults>;
  /** The permanents whose static abilities the plan applies, and whether it needed the dependency order. */
  sources?: GameObject[];
  dependent?: boolean;
  /** The static abilities that apply "as long as" a condition holds (611.3a), and whether it held. */
  conditions?: ConditionalStatic[];
  /**
   * The permanents as they were when the plan was made, kept when an "as long as you control ..."
   * condition read them: while they are the same (but for what the layers never read), it holds as it did.
   */
  permanents?: GameObject[];
  /** The state's next timestamp when the cache was made: later permanents are new (613.7). */
  nextTimestamp: number;
  /**
   * While the plan is made: the plan the "as long as" conditions read characteristics with (made
   * when one first does), of the effects that apply whatever a condition says.
   */
  making?: { unconditional?: Plan };
}

/** The characteristics of the state's version (`derivedOf`), made when first read. */
function cacheFor(state: GameState, ctx: RulesContext): LayerCache {
  const d = derivedOf(state, ctx);
  if (!d.layers) {
    // Results for objects that didn't change stay valid while the effects that apply don't: those
    // of a version before.
    const old = d.earlier.layers;
    const kept = old && carriesOver(old, state, ctx, d) ? old : undefined;
    d.layers = {
      record: state.objects,
      mark: objectsWriteMark(state.objects),
      battlefield: state.battlefield,
      effects: state.effects,
      ctx,
      plan: kept?.plan,
      typed: kept?.typed ?? new Map(),
      computed: kept?.computed ?? new Map(),
      holdsFor: kept?.holdsFor ?? new Map(),
      aside: kept?.aside ?? new Map(),
      sources: kept?.sources,
      dependent: kept ? false : undefined,
      conditions: kept?.conditions,
      permanents: kept?.permanents,
      nextTimestamp: state.nextTimestamp,
    };
  }
  return d.layers;
}

/**
 * Whether a later version of the state has the same continuous effects (so the same plan, and the
 * same results for the objects that are the same, since objects are replaced, never changed): the
 * same resolved effects, the static abilities of the same sources and of no new permanent, each
 * "as long as" condition holding or not as it did (611.3a), and no dependency order (613.8), which
 * looks at every permanent.
 */
function carriesOver(old: LayerCache, state: GameState, ctx: RulesContext, d: Derived): boolean {
  if (!old.plan || old.dependent || old.ctx !== ctx) return false;
  if (old.effects !== state.effects && !sameLayerEffects(old.effects, state.effects)) return false;
  if (old.sources!.some((s) => !sameExcept(s, objectOf(state, s.id), UNREAD_BY_LAYERS))) return false;
  if (!old.conditions!.every((c) => stillHolds(state, ctx, c, old))) return false;
  return mayBeNew(old, state, d).every((id) => {
    const o = objectOf(state, id);
    return (
      o?.zone !== 'battlefield' ||
      o.timestamp < old.nextTimestamp ||
      !definitionOf(ctx, o).abilities.some((a) => a.kind === 'static')
    );
  });
}

/**
 * The permanents that may have a timestamp the old version didn't know: none on the same
 * battlefield; with the same record and permanents added at the end of the battlefield, those added
 * and the objects written since; otherwise all of them.
 */
function mayBeNew(old: LayerCache, state: GameState, d: Derived): readonly ObjectId[] {
  const { battlefield, objects } = state;
  if (old.battlefield === battlefield) return [];
  if (old.record !== objects || !battlefieldGrewFrom(d, old.battlefield)) return battlefield;
  return [...battlefield.slice(old.battlefield.length), ...objectsWrittenSince(objects, old.mark)];
}

/** The results for an id, and the object (or the cache, 604.3) they hold for. */
interface HeldResults {
  holder: GameObject | LayerCache | undefined;
  typed: Typed | undefined;
  computed: Characteristics | undefined;
}

/**
 * Makes the results for `id` those that hold for the object as it is now: kept if they do (for it,
 * or for an object it differs from only in what the layers don't read), else the ones set aside if
 * they do, else none (found again when read). Those replaced are set aside.
 */
function checkHeld(cache: LayerCache, ctx: RulesContext, object: GameObject): void {
  const { id } = object;
  const held = cache.holdsFor.get(id);
  if (held === object || held === cache) return;
  if (isObject(held) && sameExcept(held, object, UNREAD_BY_LAYERS))
    return void cache.holdsFor.set(id, object);
  const holder = countsOthers(ctx, object) ? cache : object;
  const aside = cache.aside.get(id);
  cache.aside.set(id, { holder: held, typed: cache.typed.get(id), computed: cache.computed.get(id) });
  const restored = aside?.holder === holder ? aside : undefined;
  setOrDelete(cache.typed, id, restored?.typed);
  setOrDelete(cache.computed, id, restored?.computed);
  cache.holdsFor.set(id, holder);
}

function isObject(holder: GameObject | LayerCache | undefined): holder is GameObject {
  return holder !== undefined && 'id' in holder;
}

function setOrDelete<V>(map: Map<ObjectId, V>, id: ObjectId, value: V | undefined): void {
  if (value === undefined) map.delete(id);
  else map.set(id, value);
}

const definesPowerToughness = new WeakMap<CardDefinition, boolean>();

// 604.3, 613.4a: a characteristic-defining ability may count other objects.
export function countsOthers(ctx: RulesContext, object: GameObject): boolean {
  const def = definitionOf(ctx, object);
  let counts = definesPowerToughness.get(def);
  if (counts === undefined) {
    counts = def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'set-pt-cda');
    definesPowerToughness.set(def, counts);
  }
  return counts;
}

/** A static ability of a permanent that applies "as long as" a condition holds (611.3a). */
interface ConditionalStatic {
  source: ObjectId;
  condition: Condition;
  holds: boolean;
}

function conditionalStatics(state: GameState, ctx: RulesContext): ConditionalStatic[] {
  const found: ConditionalStatic[] = [];
  for (const source of state.battlefield)
    for (const a of definitionOf(ctx, objectOf(state, source)!).abilities)
      if (a.kind === 'static' && a.condition)
        found.push({ source, condition: a.condition, holds: holdsNow(state, ctx, a.condition, source) });
  return found;
}

/**
 * Whether a conditional static ability's condition is what it was when the plan was made (so its
 * effect still applies, or still doesn't). A condition that reads other permanents ("as long as you
 * control ...") was read against the characteristics the plan's unconditional effects give (611.3a):
 * it holds as it did while the permanents are the same but for what the layers never read, none of
 * them counting other objects (604.3), and the effects are the same (checked before it); else the
 * plan is made afresh.
 */
function stillHolds(state: GameState, ctx: RulesContext, c: ConditionalStatic, old: LayerCache): boolean {
  if (!objectOf(state, c.source)) return false;
  if (c.condition.kind === 'controls') return samePermanents(state, ctx, old.permanents);
  return holdsNow(state, ctx, c.condition, c.source) === c.holds;
}

function samePermanents(
  state: GameState,
  ctx: RulesContext,
  before: readonly GameObject[] | undefined,
): boolean {
  if (!before || before.length !== state.battlefield.length) return false;
  return before.every((o, i) => {
    const now = objectOf(state, state.battlefield[i]!);
    return now !== undefined && sameExcept(o, now, UNREAD_BY_LAYERS) && !countsOthers(ctx, now);
  });
}

function holdsNow(state: GameState, ctx: RulesContext, condition: Condition, source: ObjectId): boolean {
  return conditionHolds(state, ctx, condition, objectOf(state, source)!.controller, source);
}

function planOf(state: GameState, ctx: RulesContext, cache: LayerCache): Plan {
  if (cache.making) return unconditionalPlan(state, ctx, cache.making);
  if (!cache.plan) {
    cache.making = {};
    try {
      const effects = collectEffects(state, ctx);
      cache.plan = makePlan(state, ctx, effects);
      cache.sources = effects.flatMap((e) => (e.source ? [e.source] : []));
      cache.dependent = needsDependencyOrder(effects);
    } finally {
      cache.making = undefined;
    }
    cache.conditions = conditionalStatics(state, ctx);
    if (cache.conditions.some((c) => c.condition.kind === 'controls'))
      cache.permanents = state.battlefield.map((id) => objectOf(state, id)!);
  }
  return cache.plan;
}

/**
 * 611.3a, 613.8: a condition that reads permanents ("as long as you control three or more
 * artifacts") is read while the plan is made, against the characteristics the effects that apply
 * whatever a condition says give: an "as long as" effect never decides its own condition, nor
 * another's. Those characteristics are not kept.
 */
function unconditionalPlan(state: GameState, ctx: RulesContext, making: { unconditional?: Plan }): Plan {
  return (making.unconditional ??= makePlan(state, ctx, collectEffects(state, ctx, false)));
}

const printedCache = new WeakMap<CardDefinition, Map<number, Characteristics>>();

/** The printed characteristics of an object, before any continuous effect (the copiable values, 707.2). */
export function printedCharacteristics(ctx: RulesContext, object: GameObject): Characteristics {
  return fromDefinition(ctx, definitionOf(ctx, object), object);
}

// 202.3b: on the stack, X in the mana cost is the announced value; elsewhere it is 0.
function fromDefinition(ctx: RulesContext, def: CardDefinition, object: GameObject): Characteristics {
  const x = object.zone === 'stack' ? (object.stack?.x ?? 0) : 0;
  let byX = printedCache.get(def);
  if (!byX) {
    byX = new Map();
    printedCache.set(def, byX);
  }
  let printed = byX.get(x);
  if (!printed) {
    // The face definition is the same object for every card with that face up (one front face each).
    printed = computePrinted(def, x, frontFaceManaCost(ctx, object));
    byX.set(x, printed);
  }
  return printed;
}

function computePrinted(def: CardDefinition, x: number, frontManaCost?: string): Characteristics {
  const cost = manaCostOf(def.manaCost);
  return {
    name: def.name,
    // 202.2, 204: the colors of its mana cost, or its color indicator; 702.114a: none with devoid.
    colors: isDevoid(def) ? [] : (def.colors ?? colorsOfCost(cost)),
    types: def.types,
    subtypes: isChangeling(def) ? everyCreatureType(def.subtypes) : def.subtypes,
    supertypes: def.supertypes,
    ...(typeof def.power === 'number' ? { power: def.power } : {}),
    ...(typeof def.toughness === 'number' ? { toughness: def.toughness } : {}),
    ...(def.loyalty !== undefined ? { loyalty: def.loyalty } : {}),
    ...(def.defense !== undefined ? { defense: def.defense } : {}),
    keywords: def.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])),
    protectedFrom: [],
    // 712.8c, 712.8e: a transforming double-faced card's back face has its front face's mana value.
    manaValue: frontManaCost === undefined ? manaValue(cost, x) : manaValue(manaCostOf(frontManaCost), x),
    cantAttack: false,
    cantBlock: false,
  };
}

// 702.73a, 604.3: changeling, a characteristic-defining ability, works in every zone and applies first
// in layer 4 (613.3): the object is every creature type (205.3d: a creature or kindred object only).
function isChangeling(def: CardDefinition): boolean {
  return (
    def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling') &&
    def.types.some((t) => t === 'Creature' || t === 'Kindred')
  );
}

// 702.114a, 604.3: devoid, a characteristic-defining ability, works in every zone and applies first
// in layer 5 (613.3): the object is colorless.
function isDevoid(def: CardDefinition): boolean {
  return def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'devoid');
}

function everyCreatureType(subtypes: readonly string[]): string[] {
  return [...subtypes, ...CREATURE_TYPES.filter((t) => !subtypes.includes(t))];
}

/**
 * An object's name, colors and types from its copiable values and its own "is the chosen type"
 * (layer 4, which depends on the object alone), with no other effect: for an object as it would be
 * somewhere (614.12) or as it last existed.
 */
export function typeCharacteristicsOf(ctx: RulesContext, object: GameObject): Characteristics {
  const def = definitionOf(ctx, object);
  const printed = fromDefinition(ctx, def, object);
  const type = object.chosen?.type;
  // 613.1d (layer 4): "[This] is the chosen type in addition to its other types" (611.3a: on the battlefield).
  const addsChosenType =
    object.zone === 'battlefield' &&
    def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'add-chosen-type');
  if (!type || !addsChosenType || printed.subtypes.includes(type)) return printed;
  return { ...printed, subtypes: [...printed.subtypes, type] };
}

/** An object's characteristics after layers 1-6 (613.1a-f): all but power and toughness. */
export function typeCharacteristics(state: GameState, ctx: RulesContext, id: ObjectId): Characteristics {
  return typedOf(state, ctx, id).chars;
}

function typedOf(state: GameState, ctx: RulesContext, id: ObjectId): Typed {
  const cache = cacheFor(state, ctx);
  const object = objectOf(state, id);
  if (!object) throw new Error(`no object ${id}`);
  checkHeld(cache, ctx, object);
  let typed = cache.typed.get(id);
  if (!typed) {
    typed = layersOneToSix(state, ctx, object, planOf(state, ctx, cache));
    if (!cache.making) cache.typed.set(id, typed);
  }
  return typed;
}

/**
 * A token of the continuous effects that apply now: the same for later versions of the state as
 * long as the characteristics of the objects that didn't change stay the same.
 */
export function layersVersion(state: GameState, ctx: RulesContext): object {
  const cache = cacheFor(state, ctx);
  planOf(state, ctx, cache);
  return cache.computed;
}

/** An object's characteristics with every continuous effect applied (613). */
export function characteristics(state: GameState, ctx: RulesContext, id: ObjectId): Characteristics {
  const cache = cacheFor(state, ctx);
  const object = objectOf(state, id);
  if (object) checkHeld(cache, ctx, object);
  let computed = cache.computed.get(id);
  if (!computed) {
    computed = layerSeven(
      state,
      ctx,
      objectOf(state, id)!,
      typedOf(state, ctx, id),
      planOf(state, ctx, cache),
    );
    // Characteristics read while the plan is made are provisional (`unconditionalPlan`).
    if (!cache.making) cache.computed.set(id, computed);
  }
  return computed;
}

/**
 * The characteristics of an object that is not (or not yet) in the state as it stands: a permanent
 * as it would exist on the battlefield (614.12), with the effects now applying there.
 */
export function characteristicsOfObject(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
): Characteristics {
  // The same computation for an object of the state: its results are kept.
  if (objectOf(state, object.id) === object) return characteristics(state, ctx, object.id);
  const plan = planOf(state, ctx, cacheFor(state, ctx));
  return layerSeven(state, ctx, object, layersOneToSix(state, ctx, object, plan), plan);
}

/**
 * The abilities an object has from its definition (its rules text, or what it copies): none once an
 * effect removed them (305.7 land type changes, 613.1f "loses all abilities").
 */
export function abilitiesOf(state: GameState, ctx: RulesContext, object: GameObject): readonly Ability[] {
  if (characteristicsOfAny(state, ctx, object).abilitiesLost) return [];
  // 702.178a: a max speed ability gives its ability as long as the controller has max speed.
  return withMaxSpeedAbilities(state, object.controller, definitionOf(ctx, object).abilities);
}

/**
 * The characteristics of an object of the state (layers 1-6: all but power and toughness), or of one
 * as it would exist somewhere (614.12, `characteristicsOfObject`).
 */
export function characteristicsOfAny(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
): Characteristics {
  return objectOf(state, object.id) === object
    ? typeCharacteristics(state, ctx, object.id)
    : characteristicsOfObject(state, ctx, object);
}

export function hasKeyword(state: GameState, ctx: RulesContext, id: ObjectId, keyword: Keyword): boolean {
  return typeCharacteristics(state, ctx, id).keywords.includes(keyword);
}

// 613.1a (layer 1): the copiable values; the object's own "is the chosen type" goes with them (layer 4).
function base(ctx: RulesContext, object: GameObject): Working {
  return { ...typeCharacteristicsOf(ctx, object) };
}

function applyIfAffected(
  state: GameState,
  ctx: RulesContext,
  e: LayerEffect,
  layer: Layer,
  object: GameObject,
  w: Working,
  touched: Map<string, boolean>,
): void {
  // 613.6: an effect that began to apply in an earlier layer applies to the same objects in this one.
  let hit = touched.get(e.id);
  if (hit === undefined) {
    hit = affectsNow(state, ctx, e, object, w);
    touched.set(e.id, hit);
  }
  if (hit) applyPart(e, layer, w);
}

/** 122.1b: the keywords a keyword counter can be (those the engine knows). */
const KEYWORD_COUNTERS: readonly Keyword[] = [
  'flying',
  'first strike',
  'double strike',
  'deathtouch',
  'haste',
  'hexproof',
  'indestructible',
  'lifelink',
  'reach',
  'trample',
  'vigilance',
];

// 122.1b, 613.1f: a keyword counter gives its object that keyword in layer 6. Counters keep no
// timestamp (613.7c), so they apply before the layer's other effects (an effect removing abilities
// removes them).
function addKeywordCounters(object: GameObject, w: Working): void {
  const gained = KEYWORD_COUNTERS.filter((k) => (object.counters[k] ?? 0) > 0 && !w.keywords.includes(k));
  if (gained.length) w.keywords = [...w.keywords, ...gained];
}

function layersOneToSix(state: GameState, ctx: RulesContext, object: GameObject, plan: Plan): Typed {
  const w = base(ctx, object);
  const touched = new Map<string, boolean>();
  for (const layer of [4, 5, 6] as const) {
    if (layer === 6) addKeywordCounters(object, w);
    for (const e of plan[layer]) applyIfAffected(state, ctx, e, layer, object, w, touched);
  }
  return { chars: w, touched };
}

function layerSeven(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  typed: Typed,
  plan: Plan,
): Characteristics {
  const w: Working = { ...typed.chars };
  const touched = new Map(typed.touched);
  // 613.4a (layer 7a): characteristic-defining abilities work in every zone (604.3); a number they
  // can't determine counts as 0 (208.2a), a player not chosen controls nothing.
  if (!w.abilitiesLost) {
    for (const ability of definitionOf(ctx, object).abilities) {
      if (ability.kind !== 'static' || ability.effect.kind !== 'set-pt-cda') continue;
      const from = { controller: object.controller, source: object.id };
      const { power, toughness } = ability.effect;
      w.power = evaluateAmount(state, ctx, power, from);
      // 604.3: "[its] power is equal to ...": its toughness is the printed one.
      if (toughness !== undefined) w.toughness = evaluateAmount(state, ctx, toughness, from);
    }
  }
  for (const layer of ['7b', '7c'] as const)
    for (const e of plan[layer]) applyIfAffected(state, ctx, e, layer, object, w, touched);
  // 613.4c: counters that modify power and toughness apply in layer 7c too.
  const counters = (object.counters['+1/+1'] ?? 0) - (object.counters['-1/-1'] ?? 0);
  // 208.3, 302.4: only creatures have power and toughness.
  const creature = w.types.includes('Creature');
  const onBattlefield = object.zone === 'battlefield';
  // Copied key by key, the keys set below last (an object rest and spreads cost several times more).
  const chars: Record<string, unknown> = {};
  for (const key in w) if (!SET_IN_LAYER_SEVEN.has(key)) chars[key] = w[key as keyof Working];
  if (creature && w.power !== undefined) chars.power = w.power + counters;
  if (creature && w.toughness !== undefined) chars.toughness = w.toughness + counters;
  // 306.5b-c, 209.1: a planeswalker's loyalty is its loyalty counters on the battlefield, the printed number elsewhere.
  if (w.types.includes('Planeswalker'))
    chars.loyalty = onBattlefield ? (object.counters.loyalty ?? 0) : w.loyalty;
  // 310.4a-c: a battle's defense is its defense counters on the battlefield, the printed number elsewhere.
  if (w.types.includes('Battle')) chars.defense = onBattlefield ? (object.counters.defense ?? 0) : w.defense;
  if (w.abilitiesLost) chars.abilitiesLost = w.abilitiesLost;
  return chars as unknown as Characteristics;
}

/** The characteristics layer 7 sets last, from the working values and the counters. */
const SET_IN_LAYER_SEVEN = new Set(['power', 'toughness', 'loyalty', 'defense', 'abilitiesLost']);

// 613.7: with no effect that changes types or removes abilities, every effect applies in timestamp order.
function makePlan(state: GameState, ctx: RulesContext, effects: LayerEffect[]): Plan {
  if (needsDependencyOrder(effects)) return dependencyPlan(state, ctx, effects);
  const plan = {} as Plan;
  for (const layer of LAYERS) plan[layer] = effects.filter((e) => hasPart(e, layer));
  return plan;
}

/** 613.8: effects that change types or remove abilities may change what others apply to. */
function needsDependencyOrder(effects: LayerEffect[]): boolean {
  return effects.some((e) => hasPart(e, 4) || removesAbilities(e));
}

/**
 * 613.8: the order of the effects when one may depend on another, found by applying them to the
 * permanents layer by layer: an effect waits for the effects that would change whether it exists or
 * what it applies to (613.8a-b), the others go in timestamp order, and the order is found again after
 * each one (613.8c). An effect whose source lost its abilities before it began doesn't apply (613.6).
 */
function dependencyPlan(state: GameState, ctx: RulesContext, effects: LayerEffect[]): Plan {
  const permanents = state.battlefield.map((id) => objectOf(state, id)!);
  let snapshot = new Map(permanents.map((o) => [o.id, base(ctx, o)]));
  const touched = new Map(permanents.map((o) => [o.id, new Map<string, boolean>()]));
  const started = new Set<string>();
  const exists = (e: LayerEffect, chars: Map<ObjectId, Working>): boolean =>
    started.has(e.id) || !e.source || !chars.get(e.source.id)?.abilitiesLost;
  // The permanents' characteristics once `e` is applied to them now.
  const after = (e: LayerEffect, layer: Layer): Map<ObjectId, Working> => {
    const next = new Map(snapshot);
    for (const o of permanents) {
      const w = snapshot.get(o.id)!;
      if (!(touched.get(o.id)!.get(e.id) ?? affectsNow(state, ctx, e, o, w))) continue;
      const changed = { ...w };
      applyPart(e, layer, changed);
      next.set(o.id, changed);
    }
    return next;
  };
  // 613.8a: `a` depends on `b` if applying `b` changes whether `a` exists or what it applies to.
  const dependsOn = (a: LayerEffect, b: LayerEffect, layer: Layer): boolean => {
    if (started.has(a.id)) return false;
    const changed = after(b, layer);
    if (exists(a, snapshot) !== exists(a, changed)) return true;
    return permanents.some(
      (o) =>
        affectsNow(state, ctx, a, o, snapshot.get(o.id)!) !==
        affectsNow(state, ctx, a, o, changed.get(o.id)!),
    );
  };
  const plan = {} as Plan;
  for (const layer of [4, 5, 6] as const) {
    plan[layer] = [];
    let pending = effects.filter((e) => hasPart(e, layer));
    for (;;) {
      pending = pending.filter((e) => exists(e, snapshot));
      if (!pending.length) break;
      const independent = pending.filter((a) => !pending.some((b) => b !== a && dependsOn(a, b, layer)));
      // 613.8b: a dependency loop is applied in timestamp order.
      const next = independent[0] ?? pending[0]!;
      snapshot = new Map(snapshot);
      for (const o of permanents) {
        const w = { ...snapshot.get(o.id)! };
        applyIfAffected(state, ctx, next, layer, o, w, touched.get(o.id)!);
        snapshot.set(o.id, w);
      }
      started.add(next.id);
      plan[layer].push(next);
      pending = pending.filter((e) => e !== next);
    }
  }
  for (const layer of ['7b', '7c'] as const)
    plan[layer] = effects.filter((e) => hasPart(e, layer) && exists(e, snapshot));
  return plan;
}
