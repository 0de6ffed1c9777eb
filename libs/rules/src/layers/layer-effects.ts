// The continuous effects the layer system applies (613), each split into the parts it has in each
// layer (613.6): from static abilities of permanents (611.3) and from resolved spells and abilities
// (611.2), and what each part does to an object's characteristics.
import {
  cardTypesOfSubtype,
  isLandType,
  type Affected,
  type CardType,
  type Color,
  type CombatConstraint,
  type Filter,
  type Keyword,
} from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { copiableValues, definitionOf } from './definition.js';
import { matchesFilter } from './filter.js';
import type {
  Characteristics,
  GameObject,
  GameState,
  GrantedAbility,
  ObjectId,
  PlayerId,
} from '../data/state/game-state.js';
import type { ContinuousEffect } from '../data/state/continuous-effect.js';
import { conditionHolds } from './condition.js';
import { objectOf } from '../data/state/objects.js';

/** The layers and sublayers continuous effects apply in (613.1, 613.4); layer 7a is each object's own CDA. */
export type Layer = 4 | 5 | 6 | '7b' | '7c';
export const LAYERS: readonly Layer[] = [4, 5, 6, '7b', '7c'];

/** One continuous effect, with what it does in each layer it applies in. */
export interface LayerEffect {
  id: string;
  timestamp: number;
  /** The permanent whose static ability generates it (611.3a); none for a resolved spell's or ability's effect. */
  source?: GameObject;
  /** What it affects: objects chosen by the ability's words, or those fixed as it began (611.2c). */
  affected: Affected | { ids: readonly string[] };
  // Layer 4 (613.1d): types kept ("in addition") or replaced (205.1a-b), land types set (305.7).
  addTypes?: readonly CardType[];
  setTypes?: readonly CardType[];
  addSubtypes?: readonly string[];
  landTypes?: readonly string[];
  // Layer 5 (613.1e).
  colors?: readonly Color[];
  // Layer 6 (613.1f): abilities added and removed; "can't attack or block" goes along.
  addKeywords?: readonly Keyword[];
  loseKeywords?: readonly Keyword[];
  loseAllAbilities?: true;
  protectionFrom?: Color;
  grant?: GrantedAbility;
  cantAttack?: true;
  /** 508.1c: "can't attack unless defending player controls [a permanent matching it]". */
  cantAttackUnless?: Filter;
  /** 509.1a: how many more attackers it can block ("any": any number). */
  blocksAdditional?: number | 'any';
  cantBlock?: true;
  mustAttack?: true;
  doesntUntap?: true;
  mayChooseNotToUntap?: true;
  cantBeBlocked?: { except?: readonly Filter[]; by?: Filter };
  /** A resolved effect's controller and source (a static ability's are its `source`'s). */
  from?: { controller: PlayerId; source: ObjectId };
  // Layer 7b (613.4b) and 7c (613.4c).
  setPowerToughness?: 'mana-value' | { power: number; toughness: number };
  modifyPT?: { power: number; toughness: number };
}

/** An object's characteristics while the layers are applied to them: mutable copies of the arrays. */
export type Working = Characteristics;

export function hasPart(e: LayerEffect, layer: Layer): boolean {
  switch (layer) {
    case 4:
      return !!(e.addTypes || e.setTypes || e.addSubtypes || e.landTypes);
    case 5:
      return !!e.colors;
    case 6:
      return !!(
        e.addKeywords ||
        e.loseKeywords ||
        e.loseAllAbilities ||
        e.protectionFrom ||
        e.grant ||
        e.cantAttack ||
        e.cantAttackUnless ||
        e.blocksAdditional ||
        e.cantBlock ||
        e.mustAttack ||
        e.doesntUntap ||
        e.mayChooseNotToUntap ||
        e.cantBeBlocked
      );
    case '7b':
      return !!e.setPowerToughness;
    case '7c':
      return !!e.modifyPT;
  }
}

/** Whether an ability-removing effect is among them (the layers then need their dependency order, 613.8). */
export function removesAbilities(e: LayerEffect): boolean {
  return !!(e.landTypes || e.loseAllAbilities);
}

// 611.3a: a static ability's effect applies while its permanent is on the battlefield; 611.2c: a
// resolved effect's are the objects fixed as it began. `conditional`: with the static abilities that
// apply "as long as" a condition holds (else without them).
export function collectEffects(state: GameState, ctx: RulesContext, conditional = true): LayerEffect[] {
  const effects: LayerEffect[] = [];
  for (const id of state.battlefield) {
    const source = objectOf(state, id)!;
    definitionOf(ctx, source).abilities.forEach((ability, index) => {
      if (ability.kind !== 'static') return;
      // 611.3a: "as long as ...": the effect applies at any moment the condition holds.
      if (
        ability.condition &&
        (!conditional || !conditionHolds(state, ctx, ability.condition, source.controller, id))
      )
        return;
      const base = { id: `${id}#${index}`, timestamp: source.timestamp, source };
      const e = ability.effect;
      switch (e.kind) {
        case 'becomes':
          effects.push({
            ...base,
            affected: e.affected,
            ...(e.types?.add ? { addTypes: e.types.add } : {}),
            ...(e.types?.set ? { setTypes: e.types.set } : {}),
            ...(e.landTypes ? { landTypes: e.landTypes } : {}),
            ...(e.colors ? { colors: e.colors } : {}),
            ...(e.powerToughness ? { setPowerToughness: e.powerToughness } : {}),
          });
          return;
        case 'grant-keywords':
          effects.push({ ...base, affected: e.affected, addKeywords: e.keywords });
          return;
        case 'lose-keywords':
          effects.push({ ...base, affected: e.affected, loseKeywords: e.keywords });
          return;
        case 'lose-all-abilities':
          effects.push({ ...base, affected: e.affected, loseAllAbilities: true });
          return;
        case 'protection': {
          // 702.16a: the color it names, or the one chosen as its source entered.
          const color = e.from === 'chosen-color' ? source.chosen?.color : e.from.color;
          if (color) effects.push({ ...base, affected: e.affected, protectionFrom: color });
          return;
        }
        case 'grant-ability': {
          const grantedBy = { source: id, index, copiable: copiableValues(source) };
          effects.push({ ...base, affected: e.affected, grant: { ability: e.ability, grantedBy } });
          return;
        }
        case 'cant-attack':
          effects.push({
            ...base,
            affected: e.affected,
            ...(e.unlessDefenderControls
              ? { cantAttackUnless: e.unlessDefenderControls }
              : { cantAttack: true }),
          });
          return;
        case 'can-block-additional':
          effects.push({ ...base, affected: e.affected, blocksAdditional: e.amount });
          return;
        case 'cant-block':
          effects.push({ ...base, affected: e.affected, cantBlock: true });
          return;
        case 'attacks-each-combat':
          effects.push({ ...base, affected: e.affected, mustAttack: true });
          return;
        case 'doesnt-untap':
          effects.push({ ...base, affected: e.affected, doesntUntap: true });
          return;
        case 'may-choose-not-to-untap':
          effects.push({ ...base, affected: 'self', mayChooseNotToUntap: true });
          return;
        case 'cant-be-blocked': {
          const { except, by } = e;
          effects.push({
            ...base,
            affected: e.affected,
            cantBeBlocked: { ...(except ? { except } : {}), ...(by ? { by } : {}) },
          });
          return;
        }
        case 'modify-pt':
          effects.push({
            ...base,
            affected: e.affected,
            modifyPT: { power: e.power, toughness: e.toughness },
          });
          return;
      }
    });
  }
  for (const e of state.effects) {
    const part = layerPart(e.change);
    if (!part) continue;
    // 509.1b: a resolved "can't be blocked" is read from its source's controller, as a static one is.
    const from = part.cantBeBlocked ? { from: { controller: e.controller, source: e.source } } : {};
    effects.push({ id: e.id, timestamp: e.timestamp, affected: { ids: e.affected }, ...from, ...part });
  }
  // 613.7: timestamp order, the static abilities of one permanent in the order printed.
  return effects.sort((a, b) => a.timestamp - b.timestamp);
}

type Change = ContinuousEffect['change'];
type ChangeOf<K extends Change['kind']> = Extract<Change, { kind: K }>;

/**
 * What each kind of resolved continuous effect that changes characteristics does in the layers
 * (611.2, 613); the other kinds (damage shields, "can't gain life" and the like) change none.
 */
const LAYER_PARTS: { [K in Change['kind']]?: (change: ChangeOf<K>) => Partial<LayerEffect> } = {
  'set-colors': (c) => ({ colors: c.colors }),
  'add-subtypes': (c) => ({ addSubtypes: c.subtypes }),
  'add-types': (c) => ({ addTypes: c.types }),
  'grant-keywords': (c) => ({ addKeywords: c.keywords }),
  // 702.16a, 613.1f: protection is an ability, added in layer 6.
  protection: (c) => ({ protectionFrom: c.color }),
  'modify-pt': (c) => ({ modifyPT: { power: c.power, toughness: c.toughness } }),
  'doesnt-untap': () => ({ doesntUntap: true }), // 502.3
  // 613.1f: "can't attack or block" goes along with the abilities (508.1c-d, 509.1b).
  'combat-constraint': (c) => COMBAT_CONSTRAINTS[c.constraint],
  // 205.1a-b, 613.1d-f, 613.4b: "become 1/1 creatures ... They're still lands" (Life); "becomes a
  // 2/2 white and blue Bird artifact creature with flying" (a Keyrune: only those card types).
  'becomes-creature': (c) => ({
    [c.replacesTypes ? 'setTypes' : 'addTypes']: c.types ?? ['Creature'],
    ...(c.subtypes ? { addSubtypes: c.subtypes } : {}),
    ...(c.colors ? { colors: c.colors } : {}),
    ...(c.keywords ? { addKeywords: c.keywords } : {}),
    setPowerToughness: { power: c.power, toughness: c.toughness },
  }),
};

/** What each restriction or requirement on attacking and blocking sets in layer 6. */
const COMBAT_CONSTRAINTS: Record<CombatConstraint, Partial<LayerEffect>> = {
  'cant-attack': { cantAttack: true }, // 508.1c
  'cant-block': { cantBlock: true }, // 509.1b
  'cant-attack-or-block': { cantAttack: true, cantBlock: true },
  'attacks-if-able': { mustAttack: true }, // 508.1d
  'can-block-additional': { blocksAdditional: 1 }, // 509.1a
  'can-block-any-number': { blocksAdditional: 'any' },
  'cant-be-blocked': { cantBeBlocked: {} }, // 509.1b
};

function layerPart(change: Change): Partial<LayerEffect> | undefined {
  return (LAYER_PARTS[change.kind] as ((c: Change) => Partial<LayerEffect>) | undefined)?.(change);
}

function inLayers(e: ContinuousEffect): boolean {
  return e.change.kind in LAYER_PARTS;
}

/**
 * Whether two lists of resolved continuous effects have the same effects that change
 * characteristics, in the same order: the layers apply the same ones (damage shields, "can't gain
 * life" and the like aside).
 */
export function sameLayerEffects(a: readonly ContinuousEffect[], b: readonly ContinuousEffect[]): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && !inLayers(a[i]!)) i++;
    while (j < b.length && !inLayers(b[j]!)) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length;
    if (a[i++] !== b[j++]) return false;
  }
}

/** Whether the effect affects `object`, whose characteristics are `chars` at this point of the layers. */
export function affectsNow(
  state: GameState,
  ctx: RulesContext,
  e: LayerEffect,
  object: GameObject,
  chars: Characteristics,
): boolean {
  const affected = e.affected;
  if (typeof affected === 'object' && 'ids' in affected) return affected.ids.includes(object.id);
  const source = e.source!;
  if (affected === 'self') return source.id === object.id;
  // 303.4m, 301.5f: "enchanted"/"equipped" is whatever the permanent is attached to.
  if (affected === 'enchanted' || affected === 'equipped') return source.attachedTo === object.id;
  // "anywhere": cards in every zone, spells and permanents; abilities have no characteristics to change.
  const zone = affected.zone ?? 'battlefield';
  if (zone === 'anywhere' ? object.isAbility : object.zone !== zone) return false;
  return matchesFilter(
    state,
    ctx,
    object,
    affected.filter,
    { controller: source.controller, source: source.id },
    chars,
  );
}

/** Applies the effect's part in `layer` to the characteristics. */
export function applyPart(e: LayerEffect, layer: Layer, w: Working): void {
  switch (layer) {
    case 4:
      return applyTypes(e, w);
    case 5:
      w.colors = [...e.colors!];
      return;
    case 6:
      return applyAbilities(e, w);
    case '7b':
      // 613.4b: "power and toughness each equal to its mana value", "1/1 creatures" set them.
      w.power = e.setPowerToughness === 'mana-value' ? w.manaValue : e.setPowerToughness!.power;
      w.toughness = e.setPowerToughness === 'mana-value' ? w.manaValue : e.setPowerToughness!.toughness;
      return;
    case '7c':
      if (w.power !== undefined) w.power += e.modifyPT!.power;
      if (w.toughness !== undefined) w.toughness += e.modifyPT!.toughness;
      return;
  }
}

function applyTypes(e: LayerEffect, w: Working): void {
  if (e.setTypes) {
    // 205.1a: new card types replace the old; a subtype stays only if a card type it goes with remains.
    w.types = [...e.setTypes];
    w.subtypes = w.subtypes.filter((t) => cardTypesOfSubtype(t).some((type) => w.types.includes(type)));
  }
  // 205.1b: "in addition to its other types", "artifact creature": the old types stay.
  if (e.addTypes) w.types = [...w.types, ...e.addTypes.filter((t) => !w.types.includes(t))];
  if (e.addSubtypes) w.subtypes = [...w.subtypes, ...e.addSubtypes.filter((t) => !w.subtypes.includes(t))];
  if (e.landTypes) {
    // 305.7: the land loses its old land types and the abilities its rules text gives it (its
    // keywords included); it gains the mana ability of each new basic land type (305.6).
    w.subtypes = [...w.subtypes.filter((t) => !isLandType(t)), ...e.landTypes];
    w.keywords = [];
    w.abilitiesLost = true;
  }
}

function applyAbilities(e: LayerEffect, w: Working): void {
  if (e.loseAllAbilities) {
    w.keywords = [];
    w.protectedFrom = [];
    w.abilitiesLost = true;
    delete w.granted;
  }
  if (e.grant) w.granted = [...(w.granted ?? []), e.grant];
  if (e.addKeywords) w.keywords = [...w.keywords, ...e.addKeywords.filter((k) => !w.keywords.includes(k))];
  if (e.loseKeywords) w.keywords = w.keywords.filter((k) => !e.loseKeywords!.includes(k));
  if (e.protectionFrom && !w.protectedFrom.includes(e.protectionFrom))
    w.protectedFrom = [...w.protectedFrom, e.protectionFrom];
  if (e.cantAttack) w.cantAttack = true;
  if (e.cantAttackUnless)
    w.attackUnlessDefenderControls = [...(w.attackUnlessDefenderControls ?? []), e.cantAttackUnless];
  if (e.blocksAdditional) w.blocksAdditional = moreBlocks(w.blocksAdditional, e.blocksAdditional);
  if (e.cantBlock) w.cantBlock = true;
  if (e.mustAttack) w.mustAttack = true;
  if (e.doesntUntap) w.doesntUntap = true;
  if (e.mayChooseNotToUntap) w.mayChooseNotToUntap = true;
  if (e.cantBeBlocked) {
    const { controller, source } = e.from ?? { controller: e.source!.controller, source: e.source!.id };
    w.blockingRestrictions = [...(w.blockingRestrictions ?? []), { ...e.cantBeBlocked, controller, source }];
  }
}

/** 509.1a: the effects that let a creature block more attackers add up; "any number" is the most. */
function moreBlocks(had: number | 'any' | undefined, more: number | 'any'): number | 'any' {
  return had === 'any' || more === 'any' ? 'any' : (had ?? 0) + more;
}
