// Decks for the e2e tests. Hidden-information decks share no card name, so that a name tells
// whose card it is: bob's deck has no land, so none of his cards is ever cast.
const deck = (entries: [number, string][]) =>
  entries.flatMap(([n, name]) => Array.from({ length: n }, () => name));

export const ALICE_DECK = deck([
  [24, 'Mountain'],
  [12, 'Raging Goblin'],
  [8, 'Lightning Bolt'],
  [8, 'Shock'],
  [8, 'Hill Giant'],
]);

export const BOB_HIDDEN_DECK = deck([
  [4, 'Craw Wurm'],
  [4, 'Air Elemental'],
  [4, 'Serra Angel'],
  [4, 'Vampire Nighthawk'],
  [4, 'Nightmare'],
  [4, 'Grave Titan'],
  [4, 'Gravedigger'],
  [4, 'Annihilate'],
  [4, 'Counterspell'],
  [4, 'Divination'],
  [4, 'Murder'],
  [4, 'Set Adrift'],
  [4, 'Glorious Anthem'],
  [4, 'Wojek Apothecary'],
  [4, 'Mind Rot'],
]);

/** Two playable decks: lands and cheap creatures and burn, so that games end by damage or concession. */
export const RED_DECK = deck([
  [17, 'Mountain'],
  [12, 'Raging Goblin'],
  [8, 'Lightning Bolt'],
  [8, 'Shock'],
  [7, 'Hill Giant'],
  [8, 'Thunderscape Familiar'],
]);

export const GREEN_DECK = deck([
  [17, 'Forest'],
  [12, 'Llanowar Elves'],
  [12, 'Grizzly Bears'],
  [8, 'Giant Growth'],
  [6, 'Giant Spider'],
  [5, 'Craw Wurm'],
]);
