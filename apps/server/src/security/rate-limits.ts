// Rate limits per client (IP address) and per bearer token, stricter for tokens that are not valid
// (guessing): over a limit, 429 `RATE_LIMITED` with Retry-After until the minute is over.
import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../config/security-config.js';
import { ProblemException } from '../problems/problem-details.js';

const MINUTE_MS = 60_000;
/** How many clients and tokens the counters keep (least recently seen first forgotten). */
const COUNTERS_KEPT = 20_000;

/** What the bearer token of a request is: none, one that authenticates (its counter's key), or one that does not. */
export type Credential = { kind: 'none' } | { kind: 'valid'; key: string } | { kind: 'invalid' };

/** The fastify decoration with the failed-authentication counter, for WebSocket connections. */
const AUTH_FAILURES = Symbol('authFailures');

/** Counts a failed authentication (`increment`), or only reads the counter; true when over the limit. */
type AuthFailureCounter = (request: FastifyRequest, increment: boolean) => Promise<boolean>;

/** graphql-transport-ws has no code for it: 4429 says 429 to a WebSocket. */
export const TOO_MANY_REQUESTS_CLOSE_CODE = 4429;

interface Limit {
  name: 'auth-failures' | 'token' | 'address';
  /** Requests a minute; 0: no limit. */
  max: number;
  /** Whether the limit counts this request, only checks that its counter is not over, or neither. */
  applies(credential: Credential): 'count' | 'check' | undefined;
  /** Counted per token; else per client address (IPv6 per /64, as the plugin does). */
  perToken?: true;
  /** Whose requests are counted, for the problem's detail. */
  whose: string;
}

/** The limits, strictest first. */
function limitsOf(limits: RateLimits): Limit[] {
  return [
    // A client guessing tokens: its requests with tokens that are not valid; over the limit, its
    // valid tokens are refused too, or a guess could be told right by its answer.
    {
      name: 'auth-failures',
      max: limits.authFailures,
      applies: (c) => (c.kind === 'invalid' ? 'count' : c.kind === 'valid' ? 'check' : undefined),
      whose: 'with a bearer token that is not valid from this address',
    },
    // One seat (or the judge, an organiser), from wherever it calls.
    {
      name: 'token',
      max: limits.perToken,
      applies: (c) => (c.kind === 'valid' ? 'count' : undefined),
      perToken: true,
      whose: 'with this bearer token',
    },
    // One client address, whatever the token.
    { name: 'address', max: limits.perIp, applies: () => 'count', whose: 'from this address' },
  ];
}

/** Installs the limits (each 0 is off) as one `preParsing` hook; `credentialOf` reads a request's token. */
export async function installRateLimits(
  fastify: FastifyInstance,
  limits: RateLimits,
  credentialOf: (request: FastifyRequest) => Credential,
): Promise<void> {
  const active = limitsOf(limits).filter((limit) => limit.max > 0);
  if (!active.length) return;
  await fastify.register(rateLimit, { global: false });
  // The plugin's key generator sees the request only: it reads the request's credential from here.
  const credentials = new WeakMap<FastifyRequest, Credential>();
  const tokenOf = (request: FastifyRequest) => {
    const credential = credentials.get(request);
    return credential?.kind === 'valid' ? credential.key : '';
  };
  const counter = (limit: Limit) => {
    const options: CreateRateLimitOptions & { cache: number } = {
      max: limit.max,
      timeWindow: MINUTE_MS,
      cache: COUNTERS_KEPT,
      ...(limit.perToken ? { keyGenerator: tokenOf } : {}),
    };
    return fastify.createRateLimit(options);
  };
  const counters = active.map((limit) => ({ limit, count: counter(limit) }));
  const authFailures = counters.find((c) => c.limit.name === 'auth-failures');
  if (authFailures) {
    const counter: AuthFailureCounter = async (request, increment) => {
      const counted = await authFailures.count(request, { increment });
      return !counted.isAllowed && counted.isExceeded;
    };
    fastify.decorate(AUTH_FAILURES, counter);
  }
  // preParsing, not onRequest: after @fastify/websocket's onRequest hook, which marks an upgrade
  // request so that a refused one has its socket closed. The body is not read yet.
  fastify.addHook('preParsing', async (request) => {
    const credential = credentialOf(request);
    credentials.set(request, credential);
    for (const { limit, count } of counters) {
      const applies = limit.applies(credential);
      if (!applies) continue;
      const counted = await count(request, { increment: applies === 'count' });
      if (!counted.isAllowed && counted.isExceeded)
        throw rateLimited(limit.whose, counted.max, counted.ttlInSeconds);
    }
  });
}

/**
 * The failed-authentication limit on a GraphQL WebSocket's `connection_init` (its token): `onConnect`
 * refusing is a failure of the connection's address, and over the limit a connection is refused
 * (closed 4429) before its token is looked at. Mercurius calls it with the connection as `this`,
 * whose context holds the upgrade request.
 */
export function withAuthFailureLimit<Data, Accepted>(
  onConnect: (this: unknown, data: Data) => Accepted | false,
) {
  return async function (this: unknown, data: Data): Promise<Accepted | false> {
    const connection = this as {
      context?: { req?: FastifyRequest };
      socket?: { close(code: number, reason: string): void };
    };
    const request = connection?.context?.req;
    const counter = (request?.server as { [AUTH_FAILURES]?: AuthFailureCounter } | undefined)?.[
      AUTH_FAILURES
    ];
    if (request && counter && (await counter(request, false))) {
      connection.socket?.close(TOO_MANY_REQUESTS_CLOSE_CODE, 'Too Many Requests');
      return false;
    }
    const accepted = onConnect.call(this, data);
    if (accepted === false && request && counter) await counter(request, true);
    return accepted;
  };
}

/** 429, as a problem with Retry-After (seconds until the counter's minute is over). */
export function rateLimited(whose: string, max: number, retryAfter: number): ProblemException {
  return new ProblemException({
    type: 'about:blank',
    title: 'Too Many Requests',
    status: 429,
    detail: `more than ${max} requests a minute ${whose}; send again after ${retryAfter} s`,
    code: 'RATE_LIMITED',
    retryAfter: Math.max(1, retryAfter),
  });
}
