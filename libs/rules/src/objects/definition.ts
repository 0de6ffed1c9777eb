import type { CardDefinition, TokenDefinition } from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import type { CopiableValues, GameObject } from '../state/game-state.js';

const tokenDefinitions = new WeakMap<TokenDefinition, CardDefinition>();

/**
 * The printed definition of an object: its card, or its token's definition (111.4); for a copy, that
 * of what it copies (613.2a, layer 1: copy effects come before every other continuous effect).
 */
export function definitionOf(ctx: RulesContext, object: GameObject): CardDefinition {
  const values = object.copyOf ?? object;
  if (!values.token) return ctx.cards.require(values.name);
  let def = tokenDefinitions.get(values.token);
  if (!def) {
    def = tokenCard(values.token);
    tokenDefinitions.set(values.token, def);
  }
  return def;
}

/** 707.2: what a copy of the object copies: its printed values as modified by other copy effects (707.3). */
export function copiableValues(object: GameObject): CopiableValues {
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
