import { describe, expect, it } from '@jest/globals';
import { playerNameProblem } from './player-name.js';

describe('player names', () => {
  it.each([
    'alice',
    'Zoë',
    'Jean-Luc Picard',
    "O'Brien",
    'Anne-Marie, Jr.',
    '李小龙',
    'x_y',
    'O12',
    'o12x',
    'ab1',
  ])('%j is a name', (name) => expect(playerNameProblem(name)).toBeUndefined());

  it.each([
    [42, 'must be a string'],
    ['\ud800', 'lone surrogate "\\ud800" (U+D800)'],
    ['', 'must be 1 to 40 characters long, not 0'],
    ['𝕏'.repeat(41), 'not 41'],
    ['Zoe\u0308', 'normalization form C'],
    ['tab\there', '"\\t" (U+0009)'],
    ['alice@home', '"@" (U+0040)'],
    [' alice', 'must not begin or end with a space'],
    ['o12', 'looks like an object id'],
    ['t4', 'looks like an object id'],
    ['judge', 'reserved'],
    ['__proto__', 'reserved'],
    ['hasOwnProperty', 'reserved'],
  ])('%j is refused: %s', (name, cause) => expect(playerNameProblem(name)).toContain(cause));

  it('counts characters, not UTF-16 units', () => {
    expect(playerNameProblem('𝕏'.repeat(40))).toBeUndefined();
  });
});
