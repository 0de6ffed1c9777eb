// Multiplayer games go on after a player leaves (800.4): the 4-player random games, seeds 1-5
// (leaving-the-game-4-2.spec.ts: 6-10), in files of their own so that Jest's workers share them.
import { describe } from '@jest/globals';
import { itKeepsEveryInvariantWith } from './testing/multiplayer-games.js';

describe('800.4: a player leaves a multiplayer game', () => {
  itKeepsEveryInvariantWith(['alice', 'bob', 'carol', 'dave'], 1, 5);
});
