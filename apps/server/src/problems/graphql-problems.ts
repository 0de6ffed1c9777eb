// GraphQL's own refusals, in the API's terms: every error of an answer has a `code` in its
// extensions, and a refused WebSocket connection closes as graphql-transport-ws says.
import mercurius, { type MercuriusContext } from 'mercurius';
import { GraphQLError, type ExecutionResult } from 'graphql';

/** graphql-transport-ws: the server refuses a connection_init by closing with 4403 Forbidden. */
export const FORBIDDEN_CLOSE_CODE = 4403;

interface FormattedError {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * An error with no code yet: a request that is no valid GraphQL (400) is `GRAPHQL_PARSE_FAILED`
 * or `GRAPHQL_VALIDATION_FAILED`; an error while executing (it has a path) is `INTERNAL`.
 */
export function withCode(error: FormattedError): FormattedError {
  if (typeof error.extensions?.code === 'string') return error;
  const problem = error.path
    ? { code: 'INTERNAL', status: 500 }
    : {
        code: error.message.startsWith('Syntax Error') ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED',
        status: 400,
      };
  return { ...error, extensions: { ...error.extensions, ...problem } };
}

/**
 * The errors of a GraphQL request refused before it runs (syntax, validation, variables), each with
 * a code, or undefined for any other error: mercurius throws them as one `MER_ERR_GQL_VALIDATION`.
 */
export function invalidGraphQL(error: unknown): FormattedError[] | undefined {
  const { code, errors } = (error ?? {}) as { code?: unknown; errors?: unknown };
  if (code !== 'MER_ERR_GQL_VALIDATION' || !Array.isArray(errors)) return undefined;
  return errors.map((e: unknown) =>
    withCode(
      e instanceof GraphQLError
        ? (e.toJSON() as FormattedError)
        : { message: String((e as Error)?.message ?? e) },
    ),
  );
}

/** Mercurius's `errorFormatter`: its own formatting, with a code on every error. */
export function graphQLErrorFormatter(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  const { statusCode, response } = mercurius.defaultErrorFormatter(execution, context);
  const errors = response.errors?.map((e) => withCode(e as FormattedError));
  return { statusCode, response: { ...response, ...(errors ? { errors } : {}) } };
}

/**
 * Closes the connection an `onConnect` refuses (mercurius calls it with the connection as `this`),
 * the reason naming the refusal's problem code: `Forbidden: TOKEN_REVOKED`.
 */
export function closeForbidden(connection: unknown, refusal: unknown): void {
  const socket = (connection as { socket?: { close(code: number, reason: string): void } } | undefined)
    ?.socket;
  const code = (refusal as { problem?: { code?: unknown } } | undefined)?.problem?.code;
  socket?.close(FORBIDDEN_CLOSE_CODE, typeof code === 'string' ? `Forbidden: ${code}` : 'Forbidden');
}
