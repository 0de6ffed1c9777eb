import { describe, expect, it } from '@jest/globals';
import { GraphQLError, parseValue } from 'graphql';
import { MAX_JSON_DEPTH } from '../problems/input-limits.js';
import { JSONScalar } from './json.scalar.js';

const literal = (text: string, variables?: Record<string, unknown>) =>
  JSONScalar.parseLiteral(parseValue(text), variables);
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as GraphQLError).extensions.code;
  }
  return undefined;
};

describe('the JSON scalar', () => {
  it('reads nested object and list literals, variables in them by their values', () => {
    expect(
      literal('{ type: "CastSpell", targets: [["o1", $who]], x: 2, f: 1.5, ok: true, no: null }', {
        who: 'bob',
      }),
    ).toEqual({
      type: 'CastSpell',
      targets: [['o1', 'bob']],
      x: 2,
      f: 1.5,
      ok: true,
      no: null,
    });
  });

  it('makes objects without prototypes, so that __proto__ and constructor are plain own keys', () => {
    const value = literal('{ __proto__: 1, constructor: { a: 2 } }') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBeNull();
    expect(Object.keys(value)).toEqual(['__proto__', 'constructor']);
    const variable = JSONScalar.parseValue(JSON.parse('{"__proto__": {"x": 1}}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(variable)).toBeNull();
    expect(Object.keys(variable)).toEqual(['__proto__']);
  });

  it('refuses literals and variables nested deeper than the limit (BODY_TOO_DEEP)', () => {
    const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
    expect(codeOf(() => literal(nested(MAX_JSON_DEPTH)))).toBeUndefined();
    expect(codeOf(() => literal(nested(MAX_JSON_DEPTH + 1)))).toBe('BODY_TOO_DEEP');
    expect(codeOf(() => literal(`[$deep]`, { deep: JSON.parse(nested(MAX_JSON_DEPTH)) }))).toBe(
      'BODY_TOO_DEEP',
    );
    expect(codeOf(() => JSONScalar.parseValue(JSON.parse(nested(100_000))))).toBe('BODY_TOO_DEEP');
  });
});
