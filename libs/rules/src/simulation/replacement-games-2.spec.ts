// Random games with the replacement and prevention cards (614-616) keep every invariant: the
// scheduled game events, decisions among replacement effects and shields work in real play.
// Seeds 11-20 of the 20 games (testing/replacement-games.ts); replacement-games.spec.ts plays 1-10.
import { describe } from '@jest/globals';
import { itKeepsEveryInvariantInGames } from './testing/replacement-games.js';

describe('random games with replacement and prevention effects', () => {
  itKeepsEveryInvariantInGames(11, 20);
});
