import { describe, expect, it } from '@jest/globals';
import { abilityIndex, groupTargets } from './commands.js';
import { citesRule } from './runner.js';

describe('groupTargets', () => {
  it('gives each target spec its count, in order', () => {
    expect(groupTargets(['a', 'b'], [{}, {}])).toEqual([['a'], ['b']]);
    expect(groupTargets(['a', 'b'], [{ count: 2 }])).toEqual([['a', 'b']]);
    expect(groupTargets(['a', 'b', 'c'], [{ count: 2 }, {}])).toEqual([['a', 'b'], ['c']]);
  });

  it('gives "up to" specs only what the others leave', () => {
    expect(groupTargets(['a'], [{ count: 2, upTo: true }, {}])).toEqual([[], ['a']]);
    expect(groupTargets(['a', 'b'], [{ count: 2, upTo: true }, {}])).toEqual([['a'], ['b']]);
    expect(groupTargets([], [{ upTo: true }])).toEqual([[]]);
  });

  it('leaves missing and extra targets for the engine to reject', () => {
    expect(groupTargets(['a'], [{}, {}])).toEqual([['a'], []]);
    expect(groupTargets(['a', 'b'], [{}])).toEqual([['a', 'b']]);
    expect(groupTargets(['a'], [])).toEqual([['a']]);
    expect(groupTargets([], [])).toEqual([]);
  });
});

describe('abilityIndex', () => {
  const abilities = [{ text: '{T}: Tap target creature.' }, { text: '{2}, {T}: Draw a card.' }];

  it('takes a 1-based index or a text prefix', () => {
    expect(abilityIndex(2, abilities, 'X')).toBe(1);
    expect(abilityIndex('{2}', abilities, 'X')).toBe(1);
    expect(abilityIndex('{t}: tap', abilities, 'X')).toBe(0);
    expect(abilityIndex(undefined, [abilities[0]!], 'X')).toBe(0);
    expect(abilityIndex(undefined, [], 'X')).toBe(0);
  });

  it('fails when the ability is missing or unclear', () => {
    expect(() => abilityIndex(undefined, abilities, 'X')).toThrow(/X has 2 activated abilities, say which/);
    expect(() => abilityIndex(3, abilities, 'X')).toThrow(/X has no activated ability 3/);
    expect(() => abilityIndex('{3}', abilities, 'X')).toThrow(/no activated ability starting with "\{3\}"/);
    expect(() => abilityIndex('{', abilities, 'X')).toThrow(/several activated abilities starting with "\{"/);
  });
});

describe('citesRule', () => {
  it('accepts any cited rule starting with the prefix', () => {
    expect(citesRule('601.2c', '601.2')).toBe(true);
    expect(citesRule('117.3d, 601.2h', '601.2')).toBe(true);
    expect(citesRule('602.2 118.3', '118')).toBe(true);
    expect(citesRule('602.2', '601')).toBe(false);
  });
});
