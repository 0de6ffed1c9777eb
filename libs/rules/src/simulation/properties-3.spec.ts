// Part 3 of the property tests' seeded random games (simulation/testing/property-games.ts);
// properties.spec.ts plays part 1 and checks the other properties on a few of its games.
import { describe } from '@jest/globals';
import { itKeepsEveryInvariant } from './testing/property-games.js';

describe('random games between the two 60-card decks', () => {
  itKeepsEveryInvariant(3);
});
