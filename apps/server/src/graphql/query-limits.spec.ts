import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse, validate } from 'graphql';
import { queryLimitRules } from './query-limits.js';

const schema = buildSchema(`
  type Card { id: ID! name: String! }
  type Player { id: ID! hand: [Card!] }
  type Game { id: ID! players: [Player!]! }
  type Query { game(id: ID!): Game }
  type Mutation { concede(id: ID!): Game }
`);
const limits = { maxDepth: 4, maxAliases: 3, maxCost: 500, maxMutations: 1 };
const codes = (source: string) =>
  validate(schema, parse(source), queryLimitRules(limits)).map((e) => e.extensions.code);

describe('GraphQL query limits', () => {
  it('measures depth, aliases, cost (lists weighted) and mutations, fragments included', () => {
    expect(codes('{ game(id: "g") { players { hand { id name } } } }')).toEqual([]); // cost 1 + 10 × 21
    expect(codes('{ game(id: "g") { players { hand { id } } ...F } } fragment F on Game { id }')).toEqual([]);
    expect(codes('{ game(id: "g") { ... on Game { players { hand { id name } } } } }')).toEqual([]);
    expect(codes('{ a: game(id: "a") { id } b: game(id: "b") { id } c: game(id: "c") { i: id } }')).toEqual([
      'TOO_MANY_ALIASES',
    ]);
    expect(
      codes(
        '{ game(id: "g") { players { hand { id name } } p: players { hand { id name } } ...F ...F } }' +
          ' fragment F on Game { players { hand { id name } } }',
      ),
    ).toEqual(['QUERY_TOO_COSTLY']);
    expect(codes('{ __schema { types { fields { type { name } } } } }')).toEqual(['QUERY_TOO_DEEP']);
    expect(codes('mutation { a: concede(id: "a") { id } b: concede(id: "b") { id } }')).toEqual([
      'TOO_MANY_MUTATIONS',
    ]);
    expect(codes('mutation { concede(id: "a") { id } }')).toEqual([]);
  });

  it('a limit of 0 is no limit', () => {
    const none = { maxDepth: 0, maxAliases: 0, maxCost: 0, maxMutations: 0 };
    const source = 'mutation { a: concede(id: "a") { id } b: concede(id: "b") { players { hand { id } } } }';
    expect(validate(schema, parse(source), queryLimitRules(none))).toEqual([]);
  });

  it('measures a fragment bomb (each fragment spreading the last twice) at once, each fragment once', () => {
    const fragments = Array.from({ length: 40 }, (_, i) =>
      i === 0 ? 'fragment F0 on Game { id }' : `fragment F${i} on Game { ...F${i - 1} ...F${i - 1} }`,
    );
    const started = performance.now();
    expect(codes(`{ game(id: "g") { ...F39 } } ${fragments.join(' ')}`)).toEqual(['QUERY_TOO_COSTLY']);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
