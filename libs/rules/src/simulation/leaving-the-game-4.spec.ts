// Multiplayer games go on after a player leaves (800.4): the 4-player random games of
// leaving-the-game.spec.ts, in a file of their own so that Jest's workers share the two.
import { describe } from '@jest/globals';
import { itKeepsEveryInvariantWith } from './testing/multiplayer-games.js';

describe('800.4: a player leaves a multiplayer game', () => {
  itKeepsEveryInvariantWith(['alice', 'bob', 'carol', 'dave']);
});
