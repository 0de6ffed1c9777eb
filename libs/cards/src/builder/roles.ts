// Role tokens (303.7, 111.10j-r): colorless Aura Role enchantment tokens with enchant creature,
// created attached to a creature; a player's newest Role on a permanent replaces the others (704.5y).
import type { Ability, StaticEffect, TokenDefinition } from '../ir/abilities.js';
import { targetCreature } from './targets.js';

const role = (name: string, text: string, ...effects: StaticEffect[]): TokenDefinition => ({
  name,
  colors: [],
  types: ['Enchantment'],
  subtypes: ['Aura', 'Role'],
  abilities: [
    { kind: 'enchant', target: targetCreature() },
    ...effects.map((effect): Ability => ({ kind: 'static', text, effect })),
  ],
});

/** 111.10j: "Enchanted creature has base power and toughness 1/1." (layer 7b) */
export const cursedRole = role('Cursed', 'Enchanted creature has base power and toughness 1/1.', {
  kind: 'becomes',
  affected: 'enchanted',
  powerToughness: { power: 1, toughness: 1 },
});

/** 111.10k: "Enchanted creature gets +1/+1 and has trample." */
export const monsterRole = role(
  'Monster',
  'Enchanted creature gets +1/+1 and has trample.',
  { kind: 'modify-pt', affected: 'enchanted', power: 1, toughness: 1 },
  { kind: 'grant-keywords', affected: 'enchanted', keywords: ['trample'] },
);
