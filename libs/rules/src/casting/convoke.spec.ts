// 702.51a: the mana a creature tapped for convoke pays, as a pure function of the cost and the
// creatures' colors (the scenarios under scenarios/costs/ play it with real cards).
import { describe, expect, it } from '@jest/globals';
import { formatManaCost, parseManaCost, type Color } from '@mtg/cards';
import { costsLeftByConvoke } from './convoke.js';

/** The costs that may be left, as players write them. */
const left = (cost: string, creatures: Color[][]) =>
  costsLeftByConvoke(parseManaCost(cost), creatures).map((c) => formatManaCost(c) || '{0}');

describe('convoke (702.51a)', () => {
  it('a creature pays one mana of its color or one generic mana', () => {
    expect(left('{2}{R}{R}', [['R']])).toEqual(['{2}{R}', '{1}{R}{R}']);
    expect(left('{2}{R}{R}', [['W']])).toEqual(['{1}{R}{R}']);
    expect(left('{2}{R}{R}', [['R'], ['W']])).toEqual(['{1}{R}', '{R}{R}']);
  });

  it("a multicolored creature pays for one mana of either color, a hybrid symbol for either half's color", () => {
    expect(left('{G}{W}', [['G', 'W']])).toEqual(['{W}', '{G}']);
    expect(left('{G/W}', [['W']])).toEqual(['{0}']);
    expect(left('{W/P}', [['W']])).toEqual(['{0}']);
  });

  it("creatures that can't each pay one mana leave no cost: colorless mana, or a color not theirs", () => {
    expect(left('{C}', [['U']])).toEqual([]);
    expect(left('{R}{R}', [['U']])).toEqual([]);
    expect(left('{1}{R}', [['U'], ['U']])).toEqual([]);
    expect(left('{1}', [[]])).toEqual(['{0}']);
  });
});
