import type { CardDefinition, TokenDefinition } from '@mtg/cards';
import type { RulesContext } from '../engine/context.js';
import type { GameObject } from '../state/game-state.js';

/** The printed definition of an object: its card, or its token's definition (111.4). */
const tokenDefinitions = new WeakMap<TokenDefinition, CardDefinition>();

export function definitionOf(ctx: RulesContext, object: GameObject): CardDefinition {
  if (!object.token) return ctx.cards.require(object.name);
  let def = tokenDefinitions.get(object.token);
  if (!def) {
    def = tokenCard(object.token);
    tokenDefinitions.set(object.token, def);
  }
  return def;
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
