import { describe, expect, it } from '@jest/globals';
import {
  ManaCostSyntaxError,
  colorsOfCost,
  formatManaCost,
  manaValue,
  parseManaCost,
} from './parse-mana-cost.js';

describe('parseManaCost (107.4)', () => {
  it('reads every kind of mana symbol', () => {
    expect(parseManaCost('{2}{U/B}{G/P}{X}{C}{2/W}{S}{R}')).toEqual([
      { kind: 'generic', amount: 2 },
      { kind: 'hybrid', colors: ['U', 'B'] },
      { kind: 'phyrexian', color: 'G' },
      { kind: 'x' },
      { kind: 'colorless' },
      { kind: 'twobrid', color: 'W' },
      { kind: 'snow' },
      { kind: 'colored', color: 'R' },
    ]);
  });

  it('reads multi-digit generic mana and the empty cost', () => {
    expect(parseManaCost('{11}')).toEqual([{ kind: 'generic', amount: 11 }]);
    expect(parseManaCost('{0}')).toEqual([{ kind: 'generic', amount: 0 }]);
    expect(parseManaCost('')).toEqual([]);
  });

  it.each([
    ['{Q}', 'unknown mana symbol {Q} at position 0'],
    ['{1}{U', 'expected a symbol in braces at position 3'],
    ['1{U}', 'expected a symbol in braces at position 0'],
    ['{U}{}', 'unknown mana symbol {} at position 3'],
    ['{U/U}', 'unknown mana symbol {U/U}'],
    ['{W/2}', 'unknown mana symbol {W/2}'],
    ['{u}', 'unknown mana symbol {u}'],
    ['{G/U/P}', 'unknown mana symbol {G/U/P}'],
    ['{1} {G}', 'expected a symbol in braces at position 3'],
  ])('rejects %s with a clear error', (cost, detail) => {
    expect(() => parseManaCost(cost)).toThrow(ManaCostSyntaxError);
    expect(() => parseManaCost(cost)).toThrow(`Malformed mana cost "${cost}": ${detail}`);
  });
});

describe('manaValue (202.3)', () => {
  it.each([
    ['{3}{B}{B}', 5],
    ['{11}', 11],
    ['{W/U}{W/U}', 2],
    ['{2/W}{2/W}{2/W}', 6],
    ['{G/P}', 1],
    ['{C}{S}', 2],
    ['', 0],
  ])('%p has mana value %i', (cost, value) => {
    expect(manaValue(parseManaCost(cost))).toBe(value);
  });

  it('counts X as 0 unless a value is given (202.3e)', () => {
    const cost = parseManaCost('{X}{X}{R}');
    expect(manaValue(cost)).toBe(1);
    expect(manaValue(cost, 3)).toBe(7);
  });
});

describe('colorsOfCost (202.2)', () => {
  it('takes the colors of colored, hybrid, twobrid and Phyrexian symbols in WUBRG order', () => {
    expect(colorsOfCost(parseManaCost('{G}{2/W}{U/B}{R/P}'))).toEqual(['W', 'U', 'B', 'R', 'G']);
  });

  it('finds no color in generic, colorless, X and snow symbols', () => {
    expect(colorsOfCost(parseManaCost('{X}{2}{C}{S}'))).toEqual([]);
  });

  it('lists each color once', () => {
    expect(colorsOfCost(parseManaCost('{B}{B}{B/G}'))).toEqual(['B', 'G']);
  });
});

describe('formatManaCost', () => {
  it.each(['{2}{U/B}{G/P}{X}{C}{2/W}{S}', '{11}', '{0}', ''])('writes back %p as parsed', (cost) => {
    expect(formatManaCost(parseManaCost(cost))).toBe(cost);
  });
});
