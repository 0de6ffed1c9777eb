// 205.3d-q: each card type has its own subtypes (Comprehensive Rules 2025-02-07); a subtype goes with
// the card type whose list holds it (205.3d), and leaves with it (205.1a).
import type { CardType } from './characteristics.js';
import { CREATURE_TYPES } from './creature-types.js';

/** 205.3g: artifact types. */
export const ARTIFACT_TYPES: readonly string[] = [
  'Attraction',
  'Blood',
  'Bobblehead',
  'Clue',
  'Contraption',
  'Equipment',
  'Food',
  'Fortification',
  'Gold',
  'Incubator',
  'Junk',
  'Map',
  'Powerstone',
  'Treasure',
  'Vehicle',
];

/** 205.3h: enchantment types. */
export const ENCHANTMENT_TYPES: readonly string[] = [
  'Aura',
  'Background',
  'Cartouche',
  'Case',
  'Class',
  'Curse',
  'Role',
  'Room',
  'Rune',
  'Saga',
  'Shard',
  'Shrine',
];

/** 205.3i: land types; the first five are the basic land types (305.6). */
export const LAND_TYPES: readonly string[] = [
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Cave',
  'Desert',
  'Gate',
  'Lair',
  'Locus',
  'Mine',
  'Power-Plant',
  'Sphere',
  'Tower',
  'Urza’s',
];

/** 205.3j: planeswalker types. */
export const PLANESWALKER_TYPES: readonly string[] = (
  'Ajani Aminatou Angrath Arlinn Ashiok Bahamut Basri Bolas Calix Chandra Comet Dack Dakkon Daretti ' +
  'Davriel Dihada Domri Dovin Ellywick Elminster Elspeth Estrid Freyalise Garruk Gideon Grist Guff Huatli ' +
  'Jace Jared Jaya Jeska Kaito Karn Kasmina Kaya Kiora Koth Liliana Lolth Lukka Minsc Mordenkainen Nahiri ' +
  'Narset Niko Nissa Nixilis Oko Quintorius Ral Rowan Saheeli Samut Sarkhan Serra Sivitri Sorin Szat ' +
  'Tamiyo Tasha Teferi Teyo Tezzeret Tibalt Tyvar Ugin Urza Venser Vivien Vraska Vronos Will Windgrace ' +
  'Wrenn Xenagos Yanggu Yanling Zariel'
).split(' ');

/** 205.3k: spell types, shared by instants and sorceries. */
export const SPELL_TYPES: readonly string[] = ['Adventure', 'Arcane', 'Lesson', 'Trap'];

/** 205.3q: battle types. */
export const BATTLE_TYPES: readonly string[] = ['Siege'];

const LISTS: readonly [readonly string[], readonly CardType[]][] = [
  [ARTIFACT_TYPES, ['Artifact']],
  [ENCHANTMENT_TYPES, ['Enchantment']],
  [LAND_TYPES, ['Land']],
  [PLANESWALKER_TYPES, ['Planeswalker']],
  [SPELL_TYPES, ['Instant', 'Sorcery']],
  [BATTLE_TYPES, ['Battle']],
  // 205.3m: creatures and kindreds share the creature types.
  [CREATURE_TYPES, ['Creature', 'Kindred']],
];

/** The card types whose subtype lists hold `subtype` (205.3d); none for a word that is no subtype (205.3e). */
export function cardTypesOfSubtype(subtype: string): readonly CardType[] {
  return LISTS.find(([list]) => list.includes(subtype))?.[1] ?? [];
}

/** 205.3i: whether a subtype is a land type. */
export function isLandType(subtype: string): boolean {
  return LAND_TYPES.includes(subtype);
}
