// Characteristics after continuous effects, applied in layers (613). Computed from the state on
// demand and cached per version of the state's objects (see `cacheFor`), never stored.
import {
  colorsOfCost,
  manaValue,
  type Affected,
  type CardDefinition,
  type Color,
  type Keyword,
  type ProtectionQuality,
  type StaticEffect,
} from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { manaCostOf } from '../mana/mana-cost.js';
import { definitionOf } from '../objects/definition.js';
import type { Characteristics, GameObject, GameState, ObjectId } from '../state/game-state.js';
import { evaluateAmount } from '../objects/amount.js';
import { matchesFilter } from '../objects/filter.js';
import { objectsRevision } from '../state/updates.js';

interface AppliedStatic {
  source: GameObject;
  effect: StaticEffect;
  timestamp: number;
}

interface LayerCache {
  /** The parts of the state characteristics depend on; the cache serves only states sharing them. */
  revision: number;
  battlefield: GameState['battlefield'];
  effects: GameState['effects'];
  players: GameState['players'];
  ctx: RulesContext;
  statics: AppliedStatic[];
  computed: Map<ObjectId, Characteristics>;
}

// Keyed by the objects record and its revision (a record written in place is another version of
// it): events that change neither objects, battlefield, effects nor players (priority passing,
// steps) keep their characteristics cached.
const caches = new WeakMap<GameState['objects'], LayerCache>();

function cacheFor(state: GameState, ctx: RulesContext): LayerCache {
  let cache = caches.get(state.objects);
  const revision = objectsRevision(state.objects);
  if (
    !cache ||
    cache.revision !== revision ||
    cache.battlefield !== state.battlefield ||
    cache.effects !== state.effects ||
    cache.players !== state.players ||
    cache.ctx !== ctx
  ) {
    cache = {
      revision,
      battlefield: state.battlefield,
      effects: state.effects,
      players: state.players,
      ctx,
      statics: collectStatics(state, ctx),
      computed: new Map(),
    };
    caches.set(state.objects, cache);
  }
  return cache;
}

// 611.3: a static ability's continuous effect applies while its permanent is on the battlefield.
function collectStatics(state: GameState, ctx: RulesContext): AppliedStatic[] {
  const statics: AppliedStatic[] = [];
  for (const id of state.battlefield) {
    const source = state.objects[id]!;
    for (const ability of definitionOf(ctx, source).abilities) {
      if (ability.kind === 'static' && ability.effect.kind !== 'set-pt-cda') {
        statics.push({ source, effect: ability.effect, timestamp: source.timestamp });
      }
    }
  }
  return statics;
}

const printedCache = new WeakMap<CardDefinition, Map<number, Characteristics>>();

/** The printed characteristics of an object, before any continuous effect (the copiable values, 707.2). */
export function printedCharacteristics(ctx: RulesContext, object: GameObject): Characteristics {
  return fromDefinition(definitionOf(ctx, object), object);
}

// 202.3b: on the stack, X in the mana cost is the announced value; elsewhere it is 0.
function fromDefinition(def: CardDefinition, object: GameObject): Characteristics {
  const x = object.zone === 'stack' ? (object.stack?.x ?? 0) : 0;
  let byX = printedCache.get(def);
  if (!byX) {
    byX = new Map();
    printedCache.set(def, byX);
  }
  let printed = byX.get(x);
  if (!printed) {
    printed = computePrinted(def, x);
    byX.set(x, printed);
  }
  return printed;
}

function computePrinted(def: CardDefinition, x: number): Characteristics {
  const cost = manaCostOf(def.manaCost);
  return {
    name: def.name,
    colors: def.colors ?? colorsOfCost(cost),
    types: def.types,
    subtypes: def.subtypes,
    supertypes: def.supertypes,
    ...(typeof def.power === 'number' ? { power: def.power } : {}),
    ...(typeof def.toughness === 'number' ? { toughness: def.toughness } : {}),
    ...(def.loyalty !== undefined ? { loyalty: def.loyalty } : {}),
    keywords: def.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])),
    protectedFrom: [],
    manaValue: manaValue(cost, x),
    cantAttack: false,
    cantBlock: false,
  };
}

function affects(
  state: GameState,
  ctx: RulesContext,
  applied: AppliedStatic,
  affected: Affected,
  object: GameObject,
): boolean {
  const source = applied.source;
  if (affected === 'self') return source.id === object.id;
  if (affected === 'enchanted' || affected === 'equipped') return source.attachedTo === object.id;
  return (
    object.zone === (affected.zone ?? 'battlefield') &&
    matchesFilter(state, ctx, object, affected.filter, { controller: source.controller, source: source.id })
  );
}

/**
 * An object's name, colors and types after layers 1-5 (613.1a-e), without abilities or power and
 * toughness: what filters such as "Swamps you control" look at, also while layers 6-7 are computed.
 * The only effects of the pool there are copy effects (layer 1) and a permanent's own "is the chosen
 * type" (layer 4), which depend on the object alone; so does a permanent as it would enter (614.12).
 */
export function typeCharacteristicsOf(ctx: RulesContext, object: GameObject): Characteristics {
  const def = definitionOf(ctx, object);
  const printed = fromDefinition(def, object);
  const type = object.chosen?.type;
  // 613.1d (layer 4): "[This] is the chosen type in addition to its other types" (611.3a: on the battlefield).
  const addsChosenType =
    object.zone === 'battlefield' &&
    def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'add-chosen-type');
  if (!type || !addsChosenType || printed.subtypes.includes(type)) return printed;
  return { ...printed, subtypes: [...printed.subtypes, type] };
}

export function typeCharacteristics(state: GameState, ctx: RulesContext, id: ObjectId): Characteristics {
  return withColorChanges(state, state.objects[id]!, typeCharacteristicsOf(ctx, state.objects[id]!));
}

// 613.1e (layer 5): color-changing effects of resolved spells and abilities, in timestamp order (613.7).
function withColorChanges(state: GameState, object: GameObject, chars: Characteristics): Characteristics {
  let colors: Color[] | undefined;
  for (const e of state.effects)
    if (e.change.kind === 'set-colors' && e.affected.includes(object.id)) colors = e.change.colors;
  return colors ? { ...chars, colors } : chars;
}

// 702.16a: the color a protection ability names, or the one chosen as its source entered.
function protectionColor(from: ProtectionQuality, source: GameObject): Color | undefined {
  return from === 'chosen-color' ? source.chosen?.color : from.color;
}

/** An object's characteristics with every continuous effect applied (613). */
export function characteristics(state: GameState, ctx: RulesContext, id: ObjectId): Characteristics {
  const cache = cacheFor(state, ctx);
  const known = cache.computed.get(id);
  if (known) return known;
  const object = state.objects[id];
  if (!object) throw new Error(`no object ${id}`);
  const computed = applyLayers(state, ctx, object, cache.statics);
  cache.computed.set(id, computed);
  return computed;
}

function applyLayers(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  statics: AppliedStatic[],
): Characteristics {
  const def = definitionOf(ctx, object);
  const base = withColorChanges(state, object, typeCharacteristicsOf(ctx, object));
  const keywords = new Set<Keyword>(base.keywords);
  const protectedFrom = new Set<Color>();
  let power = base.power;
  let toughness = base.toughness;
  let cantAttack = false;
  let cantBlock = false;
  let abilitiesLost = false;

  // 613.4a (layer 7a): characteristic-defining abilities work in every zone (604.3).
  for (const ability of def.abilities) {
    if (ability.kind === 'static' && ability.effect.kind === 'set-pt-cda') {
      power = evaluateAmount(state, ctx, ability.effect.power, {
        controller: object.controller,
        source: object.id,
      });
      toughness = evaluateAmount(state, ctx, ability.effect.toughness, {
        controller: object.controller,
        source: object.id,
      });
    }
  }
  let powerDelta = 0;
  let toughnessDelta = 0;
  for (const applied of statics) {
    const effect = applied.effect;
    if (!('affected' in effect) || !affects(state, ctx, applied, effect.affected, object)) continue;
    switch (effect.kind) {
      case 'grant-keywords': // 613.1f (layer 6)
        for (const k of effect.keywords) keywords.add(k);
        break;
      case 'protection': {
        const color = protectionColor(effect.from, applied.source);
        if (color) protectedFrom.add(color);
        break;
      }
      case 'modify-pt': // 613.4c (layer 7c)
        powerDelta += effect.power;
        toughnessDelta += effect.toughness;
        break;
      case 'cant-attack':
        cantAttack = true;
        break;
      case 'cant-block':
        cantBlock = true;
        break;
      case 'lose-all-abilities': // 613.1f (layer 6), in timestamp order with the other layer-6 effects
        keywords.clear();
        protectedFrom.clear();
        abilitiesLost = true;
        break;
    }
  }
  for (const effect of state.effects) {
    if (!effect.affected.includes(object.id)) continue;
    if (effect.change.kind === 'grant-keywords') for (const k of effect.change.keywords) keywords.add(k);
    else if (effect.change.kind === 'modify-pt') {
      powerDelta += effect.change.power;
      toughnessDelta += effect.change.toughness;
    }
  }
  // 613.4c: counters that modify power and toughness apply in layer 7c too.
  const counterDelta = (object.counters['+1/+1'] ?? 0) - (object.counters['-1/-1'] ?? 0);
  const isCreature = base.types.includes('Creature');
  return {
    ...base,
    keywords: [...keywords],
    protectedFrom: [...protectedFrom],
    ...(isCreature && power !== undefined ? { power: power + powerDelta + counterDelta } : {}),
    ...(isCreature && toughness !== undefined
      ? { toughness: toughness + toughnessDelta + counterDelta }
      : {}),
    ...(object.zone === 'battlefield' && base.types.includes('Planeswalker')
      ? { loyalty: object.counters.loyalty ?? 0 }
      : {}),
    cantAttack,
    cantBlock,
    ...(abilitiesLost ? { abilitiesLost } : {}),
  };
}

export function hasKeyword(state: GameState, ctx: RulesContext, id: ObjectId, keyword: Keyword): boolean {
  return characteristics(state, ctx, id).keywords.includes(keyword);
}
