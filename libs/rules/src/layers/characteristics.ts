// Characteristics after continuous effects, applied in layers (613). Computed from the state on
// demand and cached per state object (states are immutable), never stored.
import {
  colorsOfCost,
  manaValue,
  type Affected,
  type CardDefinition,
  type Keyword,
  type StaticEffect,
} from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import { manaCostOf } from '../mana/mana-cost.js';
import { definitionOf } from '../objects/definition.js';
import type { Characteristics, GameObject, GameState, ObjectId } from '../state/game-state.js';
import { evaluateAmount } from '../objects/amount.js';
import { matchesFilter } from '../objects/filter.js';

interface AppliedStatic {
  source: GameObject;
  effect: StaticEffect;
  timestamp: number;
}

interface LayerCache {
  /** The parts of the state characteristics depend on; the cache serves only states sharing them. */
  battlefield: GameState['battlefield'];
  effects: GameState['effects'];
  players: GameState['players'];
  ctx: RulesContext;
  statics: AppliedStatic[];
  computed: Map<ObjectId, Characteristics>;
}

// Keyed by the objects record: events that change neither objects, battlefield, effects nor players
// (priority passing, steps) keep their characteristics cached.
const caches = new WeakMap<GameState['objects'], LayerCache>();

function cacheFor(state: GameState, ctx: RulesContext): LayerCache {
  let cache = caches.get(state.objects);
  if (
    !cache ||
    cache.battlefield !== state.battlefield ||
    cache.effects !== state.effects ||
    cache.players !== state.players ||
    cache.ctx !== ctx
  ) {
    cache = {
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
 * No card of the pool changes these yet, so they are the printed ones.
 */
export function typeCharacteristics(state: GameState, ctx: RulesContext, id: ObjectId): Characteristics {
  return printedCharacteristics(ctx, state.objects[id]!);
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
  const base = fromDefinition(def, object);
  const keywords = new Set<Keyword>(base.keywords);
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
