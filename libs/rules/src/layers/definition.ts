import {
  fusedHalves,
  type Ability,
  type CardDefinition,
  type CopyException,
  type TokenDefinition,
} from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { CopiableValues, GameObject, StackInfo } from '../data/state/game-state.js';
import { abilityGiven } from '../speed/speed.js';
import { FACE_DOWN_VALUES, isFaceDown } from '../data/state/face-down.js';
import { bestowedDefinition, isBestowed } from './bestow.js';

const tokenDefinitions = new WeakMap<TokenDefinition, CardDefinition>();

/**
 * The printed definition of an object: its card, or its token's definition (111.4); for a copy, that
 * of what it copies (613.2a, layer 1: copy effects come before every other continuous effect).
 */
export function definitionOf(ctx: RulesContext, object: GameObject): CardDefinition {
  // 702.103b: a bestowed spell or permanent is an Aura with enchant creature.
  if (isBestowed(object)) return bestowedDefinition(printedDefinitionOf(ctx, object));
  return printedDefinitionOf(ctx, object);
}

function printedDefinitionOf(ctx: RulesContext, object: GameObject): CardDefinition {
  // 708.2, 707.3: face down, an object has only the face-down characteristics, even one that became a copy.
  if (isFaceDown(object)) return copiedDefinition(ctx, FACE_DOWN_VALUES);
  // 113.7a: an ability on the stack whose source is a token or a copy reads its source's copiable values.
  const source = object.stack?.ability?.copiable;
  if (source) return definitionOfValues(ctx, source);
  const copy = object.copyOf;
  if (copy?.except) return flippedDefinition(object, withExceptions(ctx, copy));
  const def = copiedDefinition(ctx, copy ?? object);
  return object.face && !copy ? faceDefinition(def, object.face) : flippedDefinition(object, def);
}

/**
 * 710.2: a flipped permanent that is a flip card (or a copy of one, 707.2) has its bottom half's
 * name, text, type line, power and toughness; its mana cost and color stay the top half's (710.1c).
 */
function flippedDefinition(object: GameObject, def: CardDefinition): CardDefinition {
  return object.flipped && def.layout === 'flip' ? faceDefinition(def, def.faces![1]!.name) : def;
}

const faceDefinitions = new WeakMap<CardDefinition, Map<string, CardDefinition>>();

/**
 * The characteristics of one face of a card (709.3b, 712.8f, 715.3b): only that face's, as a
 * definition of its own; a split card's whole name is its fused split spell's face, both halves
 * combined (702.102b, 709.4d); the card's own when it has no face of that name.
 */
export function faceDefinition(def: CardDefinition, face: string): CardDefinition {
  let byFace = faceDefinitions.get(def);
  if (!byFace) {
    byFace = new Map(
      (def.faces ?? []).map((f): [string, CardDefinition] => [f.name, { ...f, source: def.source }]),
    );
    if (def.layout === 'split') byFace.set(def.name, { ...fusedHalves(def.faces!), source: def.source });
    faceDefinitions.set(def, byFace);
  }
  return byFace.get(face) ?? def;
}

/**
 * The definition a name stands for: a card's, or one face's when it names a face (the source of an
 * ability of a permanent with its back face up is named after that face, 712.8e).
 */
export function namedDefinition(ctx: RulesContext, name: string): CardDefinition {
  const def = ctx.cards.require(name);
  return def.name === name ? def : faceDefinition(def, name);
}

/**
 * 712.8c, 712.8e: a transforming double-faced spell or permanent with its back face up has its back
 * face's characteristics, but its mana value is that of its front face's mana cost.
 */
export function frontFaceManaCost(ctx: RulesContext, object: GameObject): string | undefined {
  if (!object.face || object.copyOf) return undefined;
  const card = copiedDefinition(ctx, object);
  const [front, back] = card.layout === 'transform' ? card.faces! : [];
  return back?.name === object.face ? front!.manaCost : undefined;
}

/** The definition copiable values stand for (707.2), their exceptions included (707.9). */
export function definitionOfValues(ctx: RulesContext, values: CopiableValues): CardDefinition {
  return values.except ? withExceptions(ctx, values) : copiedDefinition(ctx, values);
}

/**
 * The copiable values an ability of `source` needs to be found once its source is gone (113.7a):
 * those of a copy or a token, whose abilities no card of the catalogue prints.
 */
export function valuesOfAbilitySource(source: GameObject): { copiable: CopiableValues } | undefined {
  return source.copyOf || source.token ? { copiable: copiableValues(source) } : undefined;
}

function copiedDefinition(ctx: RulesContext, values: CopiableValues | GameObject): CardDefinition {
  if (!values.token) return ctx.cards.require(values.name);
  let def = tokenDefinitions.get(values.token);
  if (!def) {
    def = tokenCard(values.token);
    tokenDefinitions.set(values.token, def);
  }
  return def;
}

const exceptedDefinitions = new WeakMap<CopiableValues, CardDefinition>();

// 707.9a-b: a copy effect's exceptions ("except it has haste") are part of the copy's copiable values.
function withExceptions(ctx: RulesContext, values: CopiableValues): CardDefinition {
  let def = exceptedDefinitions.get(values);
  if (!def) {
    const copied = copiedDefinition(ctx, values);
    const { subtypes = [], abilities = [] } = values.except ?? {};
    def = {
      ...copied,
      subtypes: [...copied.subtypes, ...subtypes.filter((t) => !copied.subtypes.includes(t))],
      abilities: [...copied.abilities, ...abilities],
    };
    exceptedDefinitions.set(values, def);
  }
  return def;
}

/** 707.2: what a copy of the object copies: its printed values as modified by other copy effects (707.3). */
export function copiableValues(object: GameObject): CopiableValues {
  // 707.2, 708.2: a face-down object's copiable values are the face-down characteristics.
  if (isFaceDown(object)) return FACE_DOWN_VALUES;
  if (object.copyOf) return object.copyOf;
  return object.token ? { name: object.token.name, token: object.token } : { name: object.name };
}

function tokenCard(t: TokenDefinition): CardDefinition {
  return {
    name: t.name,
    colors: t.colors,
    supertypes: t.supertypes ?? [],
    types: t.types,
    subtypes: t.subtypes,
    ...(t.power !== undefined ? { power: t.power } : {}),
    ...(t.toughness !== undefined ? { toughness: t.toughness } : {}),
    text: '',
    abilities: t.abilities ?? [],
    source: 'token',
  };
}

/** 707.9b: the exceptions of a copy of a copy are those it copied plus its own. */
export function withException(values: CopiableValues, except: CopyException | undefined): CopiableValues {
  if (!except) return values;
  const before = values.except ?? {};
  const subtypes = [...(before.subtypes ?? []), ...(except.subtypes ?? [])];
  const abilities = [...(before.abilities ?? []), ...(except.abilities ?? [])];
  return {
    ...values,
    except: { ...(subtypes.length ? { subtypes } : {}), ...(abilities.length ? { abilities } : {}) },
  };
}

/** The ability `info` names, of a source named `name` (an ability is named after its source). */
export function abilityOfSource(
  ctx: RulesContext,
  name: string,
  info: NonNullable<StackInfo['ability']>,
): Ability | undefined {
  // 613.1f: an ability another object granted is that object's "has \"...\"" ability's.
  if (info.grantedBy) {
    const granting = definitionOfValues(ctx, info.grantedBy.copiable).abilities[info.grantedBy.index];
    return granting?.kind === 'static' && granting.effect.kind === 'grant-ability'
      ? granting.effect.ability
      : undefined;
  }
  // 113.7a: the ability exists apart from its source; a copy's or token's is found from its values.
  const def = info.copiable ? definitionOfValues(ctx, info.copiable) : namedDefinition(ctx, name);
  return abilityGiven(def.abilities[info.index]);
}
