// Bestow (702.103): a spell cast bestowed, and the permanent it becomes, is an Aura enchantment with
// enchant creature (702.103b) until it ceases to be bestowed (702.103e-f).
import type { CardDefinition } from '@mtg/cards';
import type { GameObject } from '../data/state/game-state.js';

const bestowedDefinitions = new WeakMap<CardDefinition, CardDefinition>();

/** A bestowed spell or permanent: on the stack, or on the battlefield while attached (702.103b, 702.103f). */
export const isBestowed = (object: GameObject): boolean =>
  !!object.bestowed && (object.zone === 'stack' || object.zone === 'battlefield');

/**
 * 702.103b: as a bestowed Aura it is an Aura enchantment (no longer a creature, with no creature
 * types, power or toughness) and it gains enchant creature.
 */
export function bestowedDefinition(def: CardDefinition): CardDefinition {
  let bestowed = bestowedDefinitions.get(def);
  if (!bestowed) {
    const { power: _p, toughness: _t, ...rest } = def;
    bestowed = {
      ...rest,
      types: def.types.filter((type) => type !== 'Creature'),
      subtypes: ['Aura'],
      // After its own abilities: they keep their indices (113.7a, 613.1f: an ability is found by its index).
      abilities: [...def.abilities, { kind: 'enchant', target: { kind: 'creature' } }],
    };
    bestowedDefinitions.set(def, bestowed);
  }
  return bestowed;
}
