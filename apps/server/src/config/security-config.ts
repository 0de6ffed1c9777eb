// Limits against abuse and who may see what of the service (README "Limits"), read from the
// environment. A limit of 0 is no limit.

/** Requests a minute before 429 `RATE_LIMITED`. */
export interface RateLimits {
  /** Per bearer token (a seat, the judge). */
  perToken: number;
  /** Per client IP address, whatever its token. */
  perIp: number;
  /** Requests with a bearer token that is not valid, per client IP address. */
  authFailures: number;
}

/** What one GraphQL document may ask for (refused with 400 before it runs). */
export interface GraphQLLimits {
  /** Fields nested in fields. */
  maxDepth: number;
  /** Aliased fields, fragments counted each time they are spread. */
  maxAliases: number;
  /** Fields, each one inside a list counting `LIST_WEIGHT` times. */
  maxCost: number;
  /** Mutation fields in one operation. */
  maxMutations: number;
}

export interface SecurityConfig {
  rateLimits: RateLimits;
  graphql: GraphQLLimits;
  /** The origins allowed cross-origin requests (CORS); none: no cross-origin access. */
  corsOrigins: string[];
  /** The bearer token that sees the details of GET /health; none: nobody does. */
  operatorToken?: string;
}

export const DEFAULT_SECURITY: SecurityConfig = {
  rateLimits: { perToken: 600, perIp: 1200, authFailures: 20 },
  graphql: { maxDepth: 8, maxAliases: 10, maxCost: 2000, maxMutations: 1 },
  corsOrigins: [],
};

/**
 * Reads RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_IP_PER_MINUTE, AUTH_FAILURES_PER_MINUTE,
 * GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_ALIASES, GRAPHQL_MAX_COST, GRAPHQL_MAX_MUTATIONS, CORS_ORIGINS
 * and OPERATOR_TOKEN.
 */
export function securityConfigFromEnv(env: NodeJS.ProcessEnv): SecurityConfig {
  const limit = (name: string, fallback: number) => wholeNumber(env, name, fallback);
  const { rateLimits, graphql } = DEFAULT_SECURITY;
  return {
    rateLimits: {
      perToken: limit('RATE_LIMIT_PER_MINUTE', rateLimits.perToken),
      perIp: limit('RATE_LIMIT_PER_IP_PER_MINUTE', rateLimits.perIp),
      authFailures: limit('AUTH_FAILURES_PER_MINUTE', rateLimits.authFailures),
    },
    graphql: {
      maxDepth: limit('GRAPHQL_MAX_DEPTH', graphql.maxDepth),
      maxAliases: limit('GRAPHQL_MAX_ALIASES', graphql.maxAliases),
      maxCost: limit('GRAPHQL_MAX_COST', graphql.maxCost),
      maxMutations: limit('GRAPHQL_MAX_MUTATIONS', graphql.maxMutations),
    },
    corsOrigins: corsOrigins(env.CORS_ORIGINS),
    ...(env.OPERATOR_TOKEN ? { operatorToken: env.OPERATOR_TOKEN } : {}),
  };
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number (0: no limit), not "${text}"`);
  return value;
}

/** CORS_ORIGINS: a comma-separated list of origins, e.g. `https://a.example,https://b.example`. */
function corsOrigins(text: string | undefined): string[] {
  const origins = (text ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins)
    if (!/^https?:\/\/[^/\s]+$/.test(origin))
      throw new Error(`CORS_ORIGINS must list origins like https://app.example, not "${origin}"`);
  return origins;
}
