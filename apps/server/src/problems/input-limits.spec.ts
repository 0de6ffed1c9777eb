import { describe, expect, it } from '@jest/globals';
import { MAX_JSON_DEPTH, nestsDeeperThan, queryNestsDeeperThan } from './input-limits.js';

const arrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('input limits', () => {
  it('counts the levels of arrays and objects, scalars being none', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [1, { b: null }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [1, { b: null }] }, 2)).toBe(true);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks any depth without recursion', () => {
    expect(nestsDeeperThan(arrays(200_000), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts the brackets of a GraphQL document, but not those in strings and comments', () => {
    expect(queryNestsDeeperThan('{ a(b: [[1]]) { c } }', 4)).toBe(false);
    expect(queryNestsDeeperThan('{ a(b: [[1]]) { c } }', 3)).toBe(true);
    expect(queryNestsDeeperThan('{ a(b: "[[[[[[", c: """{{{{{""") # ((((((\n }', 2)).toBe(false);
    expect(queryNestsDeeperThan('{'.repeat(100_000), 64)).toBe(true);
  });
});
