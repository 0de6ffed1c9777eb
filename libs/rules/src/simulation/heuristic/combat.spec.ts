// How the heuristic player judges a fight between an attacker and its only blocker (510.1-510.4):
// first strike (702.7b), double strike (702.4b), deathtouch (702.2b), indestructible (702.12b).
import { describe, expect, it } from '@jest/globals';
import { fight, type Fighter } from './combat.js';

const creature = (power: number, toughness: number, also: Partial<Fighter> = {}): Fighter => ({
  power,
  toughness,
  firstStrike: false,
  doubleStrike: false,
  deathtouch: false,
  indestructible: false,
  ...also,
});

describe('fight: which of two creatures dies when one blocks the other', () => {
  it('each takes the other’s power: a 3/3 kills a 2/2 and survives, two 2/2s trade', () => {
    expect(fight(creature(3, 3), creature(2, 2))).toEqual({ aDies: false, bDies: true });
    expect(fight(creature(2, 2), creature(2, 2))).toEqual({ aDies: true, bDies: true });
  });

  it('702.7b: a first striker kills first and takes no damage from what it killed', () => {
    expect(fight(creature(2, 2, { firstStrike: true }), creature(2, 2))).toEqual({
      aDies: false,
      bDies: true,
    });
    expect(fight(creature(2, 2), creature(2, 2, { firstStrike: true }))).toEqual({
      aDies: true,
      bDies: false,
    });
  });

  it('702.4b: a double striker deals its damage in both steps', () => {
    expect(fight(creature(2, 2, { doubleStrike: true }), creature(3, 3))).toEqual({
      aDies: true,
      bDies: true,
    });
    expect(fight(creature(2, 4, { doubleStrike: true }), creature(3, 3))).toEqual({
      aDies: false,
      bDies: true,
    });
  });

  it('702.2b, 702.12b: deathtouch kills whatever it damages but an indestructible creature', () => {
    expect(fight(creature(1, 1, { deathtouch: true }), creature(6, 4))).toEqual({ aDies: true, bDies: true });
    expect(fight(creature(1, 1, { deathtouch: true }), creature(6, 4, { indestructible: true }))).toEqual({
      aDies: true,
      bDies: false,
    });
    expect(fight(creature(0, 1, { deathtouch: true }), creature(2, 2))).toEqual({
      aDies: true,
      bDies: false,
    });
  });
});
