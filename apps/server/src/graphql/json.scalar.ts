import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Any JSON value: engine commands, and the parts of views whose full schema would be too long. */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables ?? undefined),
});
