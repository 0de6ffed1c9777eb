// The 2017 cards whose Oracle text today refers to the card as "this creature" (or "this Aura",
// "this land", ...) rather than by its name (201.5). Wizards writes new and reprinted permanent cards
// so since 2024; an older card keeps its name until it is reprinted, which the 2017 corpus cannot
// know. Source: the Oracle text of the hand-written catalogue (libs/cards), as of 2026.
export const REFERS_TO_ITSELF_AS_THIS: ReadonlySet<string> = new Set([
  'Blood Pet',
  'Deadlock Trap',
  'Devoted Druid',
  'Divine Favor',
  'Drudge Skeletons',
  'Eddytrail Hawk',
  'Endless One',
  'Grave Titan',
  'Gravedigger',
  'Greenbelt Rampager',
  'Kiln Fiend',
  'Kitchen Finks',
  'Palisade Giant',
  'Rest in Peace',
  'River Boa',
  'Rogue Refiner',
  'Scarwood Treefolk',
  'Snapcaster Mage',
  'Thriving Rhino',
  'Walking Ballista',
]);
