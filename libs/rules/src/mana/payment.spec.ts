// 107.4, 601.2g-h: finding a payment for generic, colored, hybrid, Phyrexian and X symbols, tested on
// the payment search itself (scenarios pay Kitchen Finks' hybrid and Gitaxian Probe's Phyrexian symbols).
import { describe, expect, it } from '@jest/globals';
import { parseManaCost, type ManaType } from '@mtg/cards';
import type { ManaPool } from '../data/state/game-state.js';
import { findPayment, withinReach } from './payment.js';
import type { ManaSource } from './mana-sources.js';

const EMPTY: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const lands = (...types: ManaType[]): ManaSource[] =>
  types.map((t, i) => ({ object: `land${i}`, produces: [t] }));
const pay = (
  cost: string,
  sources: ManaSource[],
  options: { x?: number; pool?: Partial<ManaPool>; life?: number } = {},
) =>
  findPayment(
    parseManaCost(cost),
    options.x ?? 0,
    { ...EMPTY, ...options.pool },
    sources,
    options.life ?? 20,
  );

describe('finding a mana payment', () => {
  it('107.4a-b: pays colored symbols with their color and generic ones with anything', () => {
    const plan = pay('{2}{G}', lands('R', 'G', 'U'));
    expect(plan?.spent.sort()).toEqual(['G', 'R', 'U']);
    expect(pay('{G}{G}', lands('G', 'R'))).toBeNull();
  });

  it('107.4e: pays a hybrid symbol with either of its colors', () => {
    expect(pay('{W/U}', lands('U'))?.spent).toEqual(['U']);
    expect(pay('{W/U}', lands('W'))?.spent).toEqual(['W']);
    expect(pay('{W/U}', lands('B'))).toBeNull();
    // A hybrid symbol takes the land the colored symbol doesn't need.
    expect(pay('{W}{W/U}', lands('U', 'W'))?.spent.sort()).toEqual(['U', 'W']);
  });

  it('107.4e: pays a monocolored hybrid symbol {2/W} with its color or with two generic mana', () => {
    expect(pay('{2/W}', lands('W'))?.spent).toEqual(['W']);
    expect(pay('{2/W}', lands('R', 'G'))?.spent.sort()).toEqual(['G', 'R']);
    expect(pay('{2/W}', lands('R'))).toBeNull();
    // With a white source, the color is used and the other land stays untapped.
    expect(pay('{2/W}', lands('R', 'W', 'G'))?.activations).toEqual([{ object: 'land1', mana: 'W' }]);
    expect(pay('{1}{2/W}', lands('R', 'G', 'B'))?.spent).toHaveLength(3);
  });

  it('107.4f: pays a Phyrexian symbol with its color, or with 2 life only if no mana can', () => {
    expect(pay('{G/P}', lands('G'))).toMatchObject({ spent: ['G'], life: 0 });
    expect(pay('{G/P}', lands('R'))).toMatchObject({ spent: [], life: 2 });
    expect(pay('{G/P}', lands('R'), { life: 1 })).toBeNull();
  });

  it('107.3a: X in a cost is generic mana of the announced amount', () => {
    expect(pay('{X}{R}', lands('R', 'G', 'G'), { x: 2 })?.activations).toHaveLength(3);
    expect(pay('{X}{R}', lands('R', 'G', 'G'), { x: 3 })).toBeNull();
  });

  it('601.2g: sacrifices a permanent for mana (Blood Pet) only when no other source can pay', () => {
    const pet: ManaSource = { object: 'pet', produces: ['B'], sacrifice: true };
    expect(pay('{B}', [pet, ...lands('B')])?.activations).toEqual([{ object: 'land0', mana: 'B' }]);
    expect(pay('{1}{B}', [pet, ...lands('B')])?.activations).toEqual([
      { object: 'land0', mana: 'B' },
      { object: 'pet', mana: 'B', sacrifice: true },
    ]);
  });

  it('106.4, 601.2g: spends mana already in the pool before activating mana abilities', () => {
    const plan = pay('{1}{U}', lands('U', 'G'), { pool: { U: 1 } });
    expect(plan?.activations).toHaveLength(1);
    expect(plan?.spent).toContain('U');
  });

  it('601.2h: the bound (withinReach) holds for every cost a payment exists for, and rules out a type no mana makes', () => {
    const costs = ['{1}', '{G}{G}', '{2}{U}', '{C}', '{W/U}', '{2/W}', '{G/P}', '{X}{R}', '{1}{B}{B}'];
    const pools: Partial<ManaPool>[] = [{}, { U: 1 }, { C: 1, G: 1 }];
    const sourceSets = [
      lands(),
      lands('G'),
      lands('R', 'G', 'U'),
      lands('W', 'W', 'B'),
      [...lands('B'), { object: 'any', produces: ['W', 'U', 'B', 'R', 'G'] as ManaType[] }],
    ];
    for (const cost of costs)
      for (const pool of pools)
        for (const sources of sourceSets)
          for (const anyColor of [false, true]) {
            const full = { ...EMPTY, ...pool };
            const found = findPayment(parseManaCost(cost), 1, full, sources, 20, anyColor);
            if (found) expect(withinReach(parseManaCost(cost), 1, full, sources, anyColor)).toBe(true);
          }
    expect(withinReach(parseManaCost('{1}{U}'), 0, EMPTY, lands('W', 'W'), false)).toBe(false);
    expect(withinReach(parseManaCost('{1}{U}'), 0, EMPTY, lands('W', 'W'), true)).toBe(true);
    expect(withinReach(parseManaCost('{C}'), 0, EMPTY, lands('W', 'W'), true)).toBe(false);
    expect(withinReach(parseManaCost('{3}'), 0, { ...EMPTY, R: 1 }, lands('W'), false)).toBe(false);
  });
});
