import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { MAX_JSON_DEPTH, nestsDeeperThan, tooDeep } from '../problems/input-limits.js';
import { graphQLError } from '../problems/problem.filter.js';

type Variables = Readonly<Record<string, unknown>> | null | undefined;

/** A JSON input nested deeper than the limit, as a GraphQL error with the problem's code. */
const tooDeepError = () => graphQLError(tooDeep('the JSON value').problem);

/**
 * The JSON value with its objects made without a prototype, so that every key, `__proto__` and
 * `constructor` too, is an own field that validation sees. Its depth is checked first.
 */
function inputValue(value: unknown): unknown {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw tooDeepError();
  return withoutPrototypes(value);
}

function withoutPrototypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrototypes);
  if (typeof value !== 'object' || value === null) return value;
  const copy = Object.create(null) as Record<string, unknown>;
  for (const [key, field] of Object.entries(value)) copy[key] = withoutPrototypes(field);
  return copy;
}

/** A literal as JSON: objects and lists nested in it too, variables in it by their values. */
function literalValue(node: ValueNode, variables: Variables, depth = 0): unknown {
  switch (node.kind) {
    case Kind.OBJECT: {
      if (depth >= MAX_JSON_DEPTH) throw tooDeepError();
      const object = Object.create(null) as Record<string, unknown>;
      for (const field of node.fields)
        object[field.name.value] = literalValue(field.value, variables, depth + 1);
      return object;
    }
    case Kind.LIST:
      if (depth >= MAX_JSON_DEPTH) throw tooDeepError();
      return node.values.map((item) => literalValue(item, variables, depth + 1));
    case Kind.VARIABLE:
      return variables && Object.hasOwn(variables, node.name.value) ? variables[node.name.value] : undefined;
    case Kind.INT:
      return Number.parseInt(node.value, 10);
    case Kind.FLOAT:
      return Number.parseFloat(node.value);
    case Kind.NULL:
      return null;
    default:
      return node.value;
  }
}

/** Any JSON value: engine commands, and the parts of views whose full schema would be too long. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: `Any JSON value, nested at most ${MAX_JSON_DEPTH} levels deep.`,
  serialize: (value) => value,
  parseValue: inputValue,
  parseLiteral: (ast, variables) => inputValue(literalValue(ast, variables)),
});
