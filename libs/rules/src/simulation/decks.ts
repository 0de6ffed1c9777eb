// Two 60-card decks of the kernel's card pool, for random games and benchmarks.

function deck(entries: [number, string][]): string[] {
  return entries.flatMap(([n, name]) => Array.from({ length: n }, () => name));
}

export const RED_GREEN = deck([
  [12, 'Mountain'],
  [12, 'Forest'],
  [4, 'Llanowar Elves'],
  [4, 'Grizzly Bears'],
  [4, 'Raging Goblin'],
  [4, 'Hill Giant'],
  [2, 'Craw Wurm'],
  [2, 'Giant Spider'],
  [4, 'Lightning Bolt'],
  [4, 'Shock'],
  [2, 'Flame Rift'],
  [4, 'Giant Growth'],
  [2, 'Bonesplitter'],
]);

export const WHITE_BLUE_BLACK = deck([
  [7, 'Plains'],
  [7, 'Island'],
  [7, 'Swamp'],
  [2, 'Savannah Lions'],
  [1, 'Glory Seeker'],
  [1, 'Silvercoat Lion'],
  [2, 'Serra Angel'],
  [2, 'Air Elemental'],
  [2, 'Typhoid Rats'],
  [2, 'Vampire Nighthawk'],
  [1, 'Wall of Stone'],
  [2, 'Nightmare'],
  [2, 'Gravedigger'],
  [1, 'Isamaru, Hound of Konda'],
  [1, 'Elvish Mystic'],
  [1, 'Birds of Paradise'],
  [2, 'Disfigure'],
  [2, 'Murder'],
  [1, 'Annihilate'],
  [1, 'Unsummon'],
  [2, 'Counterspell'],
  [1, 'Divination'],
  [1, 'Mind Rot'],
  [1, 'Raise the Alarm'],
  [1, 'Glorious Anthem'],
  [1, 'Pacifism'],
  [1, 'Divine Favor'],
  [1, 'Jace Beleren'],
  [1, "Mage's Guile"],
  [1, 'Zombify'],
  [1, 'Diabolic Edict'],
  [1, 'Set Adrift'],
]);
