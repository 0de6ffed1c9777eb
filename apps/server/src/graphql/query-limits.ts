// Limits on what one GraphQL document may ask for, as validation rules: a document over a limit is
// refused (400, `extensions.code`) before anything runs. Fragments count each time they are spread.
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  Kind,
  SchemaMetaFieldDef,
  specifiedRules,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  validate,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { GraphQLLimits } from '../config/security-config.js';
import { badRequest } from '../problems/problem-details.js';
import { graphQLError } from '../problems/problem.filter.js';

/** A field inside a list counts this many times in the cost (lists of lists multiply). */
export const LIST_WEIGHT = 10;

/** What a selection set asks for. */
export interface QueryMeasure {
  /** Levels of fields nested in fields. */
  depth: number;
  aliases: number;
  /** One per field, `LIST_WEIGHT` times for each list it is in. */
  cost: number;
  /** Fields at the top of the selection set (a mutation's count). */
  fields: number;
}

const NOTHING: QueryMeasure = { depth: 0, aliases: 0, cost: 0, fields: 0 };

/** The rules refusing documents over the limits (a limit of 0 is no limit). */
export function queryLimitRules(limits: GraphQLLimits): ValidationRule[] {
  return [
    (context) => {
      const measure = measurer(context);
      return {
        OperationDefinition(operation) {
          const root = context.getSchema().getRootType(operation.operation);
          if (!root) return false;
          for (const refusal of refusals(operation, measure(operation.selectionSet, root), limits))
            context.reportError(graphQLError(badRequest(refusal.detail, undefined, refusal.code).problem));
          return false;
        },
      };
    },
  ];
}

/**
 * Mercurius validates no subscription (over WebSocket): this `preSubscriptionExecution` hook does,
 * with graphql-js's rules and the limits, refusing the subscription with the first error.
 */
export function subscriptionValidation(limits: GraphQLLimits) {
  const rules = [...specifiedRules, ...queryLimitRules(limits)];
  return (schema: GraphQLSchema, document: DocumentNode): void => {
    const [error] = validate(schema, document, rules);
    if (error) throw error;
  };
}

/** Each limit the operation goes over, with its code. */
function refusals(
  operation: OperationDefinitionNode,
  measure: QueryMeasure,
  limits: GraphQLLimits,
): { code: string; detail: string }[] {
  const mutations = operation.operation === 'mutation' ? measure.fields : 0;
  const checks: [code: string, what: string, value: number, max: number][] = [
    ['QUERY_TOO_DEEP', 'levels of nested fields', measure.depth, limits.maxDepth],
    ['TOO_MANY_ALIASES', 'aliases', measure.aliases, limits.maxAliases],
    [
      'QUERY_TOO_COSTLY',
      `cost (a field counts ${LIST_WEIGHT} times in a list)`,
      measure.cost,
      limits.maxCost,
    ],
    ['TOO_MANY_MUTATIONS', 'mutation fields', mutations, limits.maxMutations],
  ];
  return checks
    .filter(([, , value, max]) => max > 0 && value > max)
    .map(([code, what, value, max]) => ({ code, detail: `${what}: ${value}, more than the ${max} allowed` }));
}

/** Measures selection sets of one document; each fragment is measured once, however often it is spread. */
function measurer(context: ValidationContext) {
  const fragments = new Map<string, QueryMeasure>();
  const measureSet = (set: SelectionSetNode, type: GraphQLCompositeType): QueryMeasure =>
    set.selections.reduce((sum, selection) => {
      switch (selection.kind) {
        case Kind.FIELD:
          return add(sum, measureField(selection, type));
        case Kind.INLINE_FRAGMENT:
          return add(
            sum,
            measureSet(selection.selectionSet, conditionType(selection.typeCondition?.name.value) ?? type),
          );
        case Kind.FRAGMENT_SPREAD:
          return add(sum, measureFragment(selection.name.value));
      }
    }, NOTHING);
  const measureField = (field: FieldNode, parent: GraphQLCompositeType): QueryMeasure => {
    const type = fieldType(parent, field.name.value);
    const named = type && getNamedType(type);
    const inner =
      field.selectionSet && named && isCompositeType(named) ? measureSet(field.selectionSet, named) : NOTHING;
    const weight = type && isListType(getNullableType(type)) ? LIST_WEIGHT : 1;
    return {
      depth: 1 + inner.depth,
      aliases: (field.alias ? 1 : 0) + inner.aliases,
      cost: 1 + weight * inner.cost,
      fields: 1,
    };
  };
  const measureFragment = (name: string): QueryMeasure => {
    const known = fragments.get(name);
    if (known) return known;
    fragments.set(name, NOTHING); // a fragment spreading itself is another rule's error
    const fragment = context.getFragment(name);
    const type = fragment && conditionType(fragment.typeCondition.name.value);
    const measure = fragment && type ? measureSet(fragment.selectionSet, type) : NOTHING;
    fragments.set(name, measure);
    return measure;
  };
  const conditionType = (name: string | undefined): GraphQLCompositeType | undefined => {
    const type = name === undefined ? undefined : context.getSchema().getType(name);
    return type && isCompositeType(type) ? type : undefined;
  };
  return measureSet;
}

function add(a: QueryMeasure, b: QueryMeasure): QueryMeasure {
  return {
    depth: Math.max(a.depth, b.depth),
    aliases: a.aliases + b.aliases,
    cost: a.cost + b.cost,
    fields: a.fields + b.fields,
  };
}

/** The type of a field of a composite type, introspection fields included; none if there is no such field. */
function fieldType(parent: GraphQLCompositeType, name: string): GraphQLOutputType | undefined {
  if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef.type;
  if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef.type;
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef.type;
  return 'getFields' in parent ? parent.getFields()[name]?.type : undefined;
}
