// What every HTTP answer gets against abuse: security headers (helmet), cross-origin access only
// for the configured origins (CORS), and rate limits.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Authenticator } from '../auth/authenticator.js';
import { TOKEN_COOKIE } from '../auth/caller.js';
import type { SecurityConfig } from '../config/security-config.js';
import { CONSOLE_HELMET, isConsoleRoute } from '../console/console.js';
import type { OperatorAccess } from './operator-access.js';
import { installRateLimits, type Credential } from './rate-limits.js';

/** A JSON API renders nothing: no content of any kind, in no frame. */
const API_CSP = {
  useDefaults: false as const,
  directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
};
/**
 * The Swagger UI page (/docs) loads its own scripts, styles and images: helmet's default policy,
 * but for upgrade-insecure-requests, which would send a page served over HTTP to HTTPS for them.
 */
const DOCS_HELMET = {
  contentSecurityPolicy: { useDefaults: true as const, directives: { upgradeInsecureRequests: null } },
};

export async function installHttpSecurity(
  fastify: FastifyInstance,
  security: SecurityConfig,
  credentialOf: (request: FastifyRequest) => Credential,
): Promise<void> {
  fastify.addHook('onRoute', (route) => {
    if (route.url === '/docs' || route.url.startsWith('/docs/')) route.helmet = DOCS_HELMET;
    if (isConsoleRoute(route.url)) route.helmet = CONSOLE_HELMET;
  });
  await fastify.register(helmet, { contentSecurityPolicy: API_CSP });
  // Without CORS_ORIGINS no answer allows another origin, so browsers keep other sites out.
  if (security.corsOrigins.length)
    await fastify.register(cors, {
      origin: security.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'if-match', 'last-event-id'],
      exposedHeaders: ['etag', 'idempotent-replayed', 'retry-after', 'www-authenticate'],
      maxAge: 600,
    });
  // A WebSocket upgrade answered before @fastify/websocket saw it (a refusal in an onRequest hook:
  // 404, 414, ...) would keep its socket open: it is closed once answered.
  fastify.addHook('onResponse', async (request) => {
    if (request.headers.upgrade) request.raw.socket.destroy();
  });
  await installRateLimits(fastify, security.rateLimits, credentialOf);
}

/** The credential of a request, as the rate limits count it. */
export function credentialReader(authenticator: Authenticator, operator: OperatorAccess) {
  return (request: FastifyRequest): Credential => {
    const authorization = presentedAuthorization(request);
    if (!authorization) return { kind: 'none' };
    if (operator.allows(authorization)) return { kind: 'valid', key: 'operator' };
    try {
      return { kind: 'valid', key: JSON.stringify(authenticator.actor(authorization)) };
    } catch {
      return { kind: 'invalid' };
    }
  };
}

/** The route whose caller may be told by a cookie (`CallerGuard`), when there is no header. */
const STREAM_ROUTE = '/games/:id/stream';

/** What a request authenticates with: its Authorization header, or on a game's stream its cookie. */
function presentedAuthorization(request: FastifyRequest): string | undefined {
  if (request.headers.authorization) return request.headers.authorization;
  const cookie = request.routeOptions.url === STREAM_ROUTE ? request.cookies[TOKEN_COOKIE] : undefined;
  return cookie ? `Bearer ${cookie}` : undefined;
}
