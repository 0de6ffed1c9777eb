// The Magic Tournament Rules of a match: deck minimums and sideboards (MTR 6.1, 7.1), a deck
// presented against its registration (MTR 3.16), the play/draw choice (MTR 2.2), the match's end and
// result (MTR 2.1), and the clock with its additional turns (MTR 2.4).
import { describe, expect, it } from '@jest/globals';
import {
  chooserOf,
  deckProblems,
  lastAdditionalTurn,
  matchOver,
  matchResult,
  registrationProblems,
  roundEnd,
  turnAtTime,
  type MatchGame,
} from './match-rules.js';
import { matchGameId, matchGamesUpTo, matchIdOfGame } from './match-ids.js';

const cards = (n: number, name: string) => Array.from({ length: n }, () => name);
const players = ['alice', 'bob'];

function game(number: number, chooser: string, winner?: string, over = true): MatchGame {
  return {
    number,
    gameId: `m.${number}`,
    chooser,
    startingPlayer: chooser,
    over,
    ...(winner ? { winner } : {}),
  };
}

describe('decks (MTR 6.1, 7.1)', () => {
  it('MTR 6.1: a constructed deck has at least sixty cards and a sideboard of at most fifteen', () => {
    expect(
      deckProblems({ main: cards(60, 'Mountain'), sideboard: cards(15, 'Shock') }, 'constructed'),
    ).toEqual([]);
    expect(
      deckProblems({ main: cards(59, 'Mountain'), sideboard: cards(16, 'Shock') }, 'constructed'),
    ).toEqual([
      'the main deck has 59 cards: a constructed deck has at least 60 (MTR 6.1)',
      'the sideboard has 16 cards: at most 15 (MTR 6.1)',
    ]);
  });

  it('MTR 7.1: a limited deck has at least forty cards, its sideboard the rest of the pool', () => {
    expect(deckProblems({ main: cards(40, 'Forest'), sideboard: cards(45, 'Bear') }, 'limited')).toEqual([]);
    expect(deckProblems({ main: cards(39, 'Forest'), sideboard: [] }, 'limited')).toEqual([
      'the main deck has 39 cards: a limited deck has at least 40 (MTR 7.1)',
    ]);
  });

  it('MTR 3.16: sideboarding moves registered cards between deck and sideboard, none comes in or leaves', () => {
    const registered = {
      main: [...cards(56, 'Mountain'), ...cards(4, 'Shock')],
      sideboard: cards(3, 'Bear'),
    };
    const swapped = {
      main: [...cards(56, 'Mountain'), ...cards(3, 'Bear'), 'Shock'],
      sideboard: cards(3, 'Shock'),
    };
    expect(registrationProblems(swapped, registered)).toEqual([]);
    const smuggled = { main: [...cards(56, 'Mountain'), ...cards(4, 'Shock')], sideboard: cards(3, 'Ogre') };
    expect(registrationProblems(smuggled, registered)).toEqual([
      '3 Ogre more than registered',
      '3 Bear fewer than registered',
    ]);
  });
});

describe('the play/draw choice (MTR 2.2)', () => {
  it('MTR 2.2: the winner of the random method chooses first, then the loser of the game before', () => {
    expect(chooserOf([], players, 'bob')).toBe('bob');
    expect(chooserOf([game(1, 'bob', 'bob')], players, 'bob')).toBe('alice');
    expect(chooserOf([game(1, 'bob', 'bob'), game(2, 'alice', 'alice')], players, 'bob')).toBe('bob');
  });

  it('MTR 2.2: after a drawn game, the player who chose for it chooses again', () => {
    expect(chooserOf([game(1, 'alice', 'bob'), game(2, 'alice')], players, 'bob')).toBe('alice');
  });
});

describe('the match and its result (MTR 2.1)', () => {
  it('MTR 2.1: best of three ends when a player has won two games: 2-0, 2-1', () => {
    const twoZero = [game(1, 'alice', 'bob'), game(2, 'alice', 'bob')];
    expect(matchOver('best-of-three', twoZero, players, false)).toBe(true);
    expect(matchResult(twoZero, players)).toEqual({ winner: 'bob', score: '2-0' });
    const oneOne = [game(1, 'alice', 'bob'), game(2, 'alice', 'alice')];
    expect(matchOver('best-of-three', oneOne, players, false)).toBe(false);
    const twoOne = [...oneOne, game(3, 'bob', 'alice')];
    expect(matchResult(twoOne, players)).toEqual({ winner: 'alice', score: '2-1' });
  });

  it('MTR 2.1: a drawn game does not count toward the two wins; time up between games ends the match: 1-1-1', () => {
    const games = [game(1, 'alice', 'bob'), game(2, 'alice', 'alice'), game(3, 'bob')];
    expect(matchOver('best-of-three', games, players, false)).toBe(false);
    expect(matchOver('best-of-three', games, players, true)).toBe(true);
    expect(matchResult(games, players)).toEqual({ score: '1-1-1' });
    expect(matchResult([game(1, 'alice', 'alice'), game(2, 'bob')], players)).toEqual({
      winner: 'alice',
      score: '1-0-1',
    });
  });

  it('MTR 2.1: a one-game match ends with its game, a game going on keeps any match going', () => {
    expect(matchOver('one-game', [game(1, 'alice')], players, false)).toBe(true);
    expect(matchResult([game(1, 'alice')], players)).toEqual({ score: '0-0-1' });
    expect(matchOver('best-of-three', [game(1, 'alice', undefined, false)], players, true)).toBe(false);
  });
});

describe('the clock (MTR 2.4)', () => {
  it('MTR 2.4: the round ends its time after it began, later by each time extension', () => {
    const start = Date.parse('2026-01-01T10:00:00Z');
    expect(new Date(roundEnd(start, 50, [])).toISOString()).toBe('2026-01-01T10:50:00.000Z');
    expect(new Date(roundEnd(start, 50, [3, 5])).toISOString()).toBe('2026-01-01T10:58:00.000Z');
  });

  it('MTR 2.4: the turn going on when time is called is finished, then five additional turns', () => {
    const turns = [
      { number: 1, began: 100 },
      { number: 2, began: 200 },
      { number: 3, began: 300 },
    ];
    expect(turnAtTime(turns, 250)).toBe(2);
    expect(lastAdditionalTurn(turnAtTime(turns, 250))).toBe(7);
    expect(turnAtTime(turns, 50)).toBe(0);
  });
});

describe("a match's games are named after it", () => {
  it('game n of match M is M.n; a game alone has no match', () => {
    const id = matchGameId('9b1c-44', 2);
    expect(id).toBe('9b1c-44.2');
    expect(matchIdOfGame(id)).toBe('9b1c-44');
    expect(matchIdOfGame('6f0e8d3a-1b2c-4d5e-8f90-123456789abc')).toBeUndefined();
    expect(matchGamesUpTo(matchGameId('m', 3))).toEqual(['m.1', 'm.2', 'm.3']);
    expect(matchGamesUpTo('lone')).toEqual(['lone']);
  });
});
