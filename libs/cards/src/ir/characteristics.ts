// Printed characteristics of cards (rule 109.3) and the words the type line uses (205).

export type Color = 'W' | 'U' | 'B' | 'R' | 'G';
export const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The colors' names (105.1). */
export const COLOR_NAMES: Readonly<Record<Color, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/** A mana type (106.2): one of the five colors or colorless. */
export type ManaType = Color | 'C';

export type CardType =
  | 'Artifact'
  | 'Battle'
  | 'Creature'
  /** 309.1: a nontraditional card, brought into the command zone by venturing (309.2). */
  | 'Dungeon'
  | 'Enchantment'
  | 'Instant'
  | 'Kindred'
  | 'Land'
  | 'Planeswalker'
  | 'Sorcery';

export type Supertype = 'Basic' | 'Legendary' | 'Snow' | 'World';

/**
 * A printed power, toughness or loyalty: a number, or `*` (`1+*`) defined by a characteristic-defining
 * ability (208.2).
 */
export type PrintedNumber = number | '*' | '1+*';

export type Keyword =
  /** 702.22: attacks in a band with other creatures; whoever has a banding creature in a fight divides the other side's combat damage. */
  | 'banding'
  /** 702.73: a characteristic-defining ability: the object is every creature type (in every zone, 604.3). */
  | 'changeling'
  | 'deathtouch'
  | 'defender'
  | 'double strike'
  /** 702.36: can't be blocked except by artifact creatures and/or black creatures. */
  | 'fear'
  | 'first strike'
  | 'flash'
  | 'flying'
  | 'forestwalk'
  | 'haste'
  | 'hexproof'
  /** 702.31: can't be blocked except by creatures with horsemanship. */
  | 'horsemanship'
  /** 702.114a: a characteristic-defining ability: the object is colorless (604.3, every zone). */
  | 'devoid'
  | 'indestructible'
  | 'infect'
  /** 702.13: can't be blocked except by artifact creatures and/or creatures that share a color with it. */
  | 'intimidate'
  | 'islandwalk'
  /** 702.14c: can't be blocked while the defending player controls a legendary land. */
  | 'legendary landwalk'
  | 'lifelink'
  /** 702.111: can't be blocked except by two or more creatures. */
  | 'menace'
  | 'mountainwalk'
  /** 702.14c: can't be blocked while the defending player controls a nonbasic land. */
  | 'nonbasic landwalk'
  | 'plainswalk'
  | 'reach'
  /** 702.28: blocks and is blocked only by creatures with shadow. */
  | 'shadow'
  | 'shroud'
  /** 702.118b: can't be blocked by creatures with greater power. */
  | 'skulk'
  /** 702.158: creatures get sector designations while a permanent with it is on the battlefield. */
  | 'space sculptor'
  /** 702.61: while the spell is on the stack, players can't cast other spells or activate abilities that aren't mana abilities. */
  | 'split second'
  | 'swampwalk'
  | 'trample'
  | 'vigilance'
  /** 702.80: deals damage to creatures in the form of -1/-1 counters. */
  | 'wither';

/** The basic land types (205.3i). */
export type BasicLandType = 'Plains' | 'Island' | 'Swamp' | 'Mountain' | 'Forest';

/** 305.6: the mana a land of each basic land type adds with its intrinsic "{T}: Add [mana symbol]." */
export const BASIC_LAND_MANA: Readonly<Record<BasicLandType, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};
