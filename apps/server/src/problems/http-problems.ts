// Problems for requests that no route handler sees: a request Node's HTTP parser refuses (its head
// too large, or no HTTP), a path the router refuses, a request target too long, a method a path
// does not have, a body that is not JSON or that nests too deep.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_JSON_DEPTH,
  MAX_QUERY_DEPTH,
  MAX_URL_LENGTH,
  nestsDeeperThan,
  queryNestsDeeperThan,
  tooDeep,
} from './input-limits.js';
import { PROBLEM_CONTENT_TYPE, httpProblem, type Problem } from './problem-details.js';
import { sendProblem } from './problem.filter.js';

/** The problem for an error of Node's HTTP parser, written on the socket before Fastify sees a request. */
export function clientErrorProblem(error: { code?: string; rawPacket?: unknown }): Problem {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return requestLineTooLong(error.rawPacket)
        ? uriTooLong()
        : httpProblem(431, 'the request head (request line and headers) is too large', 'HEADERS_TOO_LARGE');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return httpProblem(408, 'the request did not arrive in time', 'REQUEST_TIMEOUT');
    default:
      return httpProblem(400, 'the request is not well-formed HTTP', 'MALFORMED_REQUEST');
  }
}

/** Whether the bytes the parser stopped at are a request line that alone is over the URL limit. */
function requestLineTooLong(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const head = rawPacket.toString('latin1', 0, MAX_URL_LENGTH + 64);
  return /^[A-Z]+ /.test(head) && !head.includes('\r\n');
}

function uriTooLong(): Problem {
  return httpProblem(414, `the request target is longer than ${MAX_URL_LENGTH} characters`, 'URI_TOO_LONG');
}

/** Fastify's `clientErrorHandler`: answers the parser's refusal as a problem, then closes. */
export function clientProblemHandler(error: Error & { code?: string; rawPacket?: unknown }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(rawResponse(clientErrorProblem(error)));
  socket.destroy();
}

/** Fastify's `frameworkErrors`, the router's refusals: a path not valid percent-encoding (400), a parameter too long (414). */
export function frameworkProblemHandler(
  error: Error & { code?: string; statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  sendProblem(reply, routerProblem(error));
}

function routerProblem(error: { code?: string; statusCode?: number; message: string }): Problem {
  if (error.code === 'FST_ERR_BAD_URL')
    return httpProblem(400, 'the request path is not valid percent-encoded UTF-8', 'BAD_URL');
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return uriTooLong();
  return httpProblem(error.statusCode ?? 400, error.message);
}

/** The Fastify server options that make its own refusals problems; a path parameter may be as long as the target. */
export const PROBLEM_SERVER_OPTIONS = {
  clientErrorHandler: clientProblemHandler,
  frameworkErrors: frameworkProblemHandler,
  routerOptions: { maxParamLength: MAX_URL_LENGTH },
};

/** A whole HTTP/1.1 response carrying the problem, for a socket that has no request object. */
export function rawResponse(problem: Problem): string {
  const body = JSON.stringify(problem);
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status] ?? 'Error'}`,
    `Content-Type: ${PROBLEM_CONTENT_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** A route path as Fastify writes it (`/games/:id`, `/docs/*`) as a pattern of request paths. */
export function routePattern(url: string): RegExp {
  const parts = url.split(/(:[^/]+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}/?$`);
}

/** A route: its method, and the request paths it answers. */
interface Route {
  method: string;
  path: RegExp;
}

/** A route path that answers every path. */
const CATCH_ALL = /^\/?\*$/;

/** The methods of the routes whose paths match the request path. */
export function allowedMethods(routes: readonly Route[], path: string): string[] {
  return [...new Set(routes.filter((r) => r.path.test(path)).map((r) => r.method))].sort();
}

/** The media types a body may have: JSON, and GraphQL documents on the GraphQL path. */
const BODY_MEDIA_TYPE = /^application\/(json|graphql)\s*(;|$)/i;

/** Whether the request has a body (a length above 0, or chunks). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * What is wrong with the request before its body is read: its target too long (414), its method
 * one its path has not (405), or its body not JSON (415).
 */
function requestProblem(routes: readonly Route[], request: FastifyRequest): Problem | undefined {
  if (request.url.length > MAX_URL_LENGTH) return uriTooLong();
  if (request.is404) return methodNotAllowed(routes, request);
  const type = request.headers['content-type'];
  if (!hasBody(request) || BODY_MEDIA_TYPE.test(type ?? '')) return undefined;
  const given = type ? `of type ${type}` : 'of no type';
  return httpProblem(415, `the body is ${given}: send it as application/json`, 'UNSUPPORTED_MEDIA_TYPE');
}

/** A 405 listing the methods the path has, if it has some (else the request is a 404). */
function methodNotAllowed(routes: readonly Route[], request: FastifyRequest): Problem | undefined {
  const path = request.url.split('?', 1)[0]!;
  const allowed = allowedMethods(routes, path).join(', ');
  if (!allowed) return undefined;
  return { ...httpProblem(405, `${path} answers ${allowed}, not ${request.method}`), allow: allowed };
}

/** The GraphQL document a request sends: the JSON body's `query`, an application/graphql body, or `?query=`. */
function graphQLDocumentOf(request: FastifyRequest): unknown {
  const { body, query } = request as { body?: unknown; query?: unknown };
  if (typeof body === 'string') return body;
  const field = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as { query?: unknown }).query : undefined;
  return field(body) ?? field(query);
}

/**
 * Every request is checked, before its route's validation: the target's length (414), that its
 * path has the method (405, with `Allow`), its media type (JSON, or 415), and the nesting of its
 * JSON body and, on the GraphQL path, of its GraphQL document (400 BODY_TOO_DEEP).
 */
export function installRequestChecks(fastify: FastifyInstance, graphQLPath = '/graphql'): void {
  const routes: Route[] = [];
  fastify.addHook('onRoute', (route) => {
    // A catch-all (CORS preflights: OPTIONS *) tells nothing of which methods a path has.
    if (CATCH_ALL.test(route.url)) return;
    for (const method of [route.method].flat()) routes.push({ method, path: routePattern(route.url) });
  });
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const problem = requestProblem(routes, request);
    if (!problem) return;
    if (problem.status === 405) void reply.header('allow', String(problem.allow));
    sendProblem(reply, problem);
    return reply;
  });
  fastify.addHook('preValidation', async (request: FastifyRequest) => {
    if (nestsDeeperThan(request.body, MAX_JSON_DEPTH)) throw tooDeep('the request body');
    if (request.routeOptions.url !== graphQLPath) return;
    const document = graphQLDocumentOf(request);
    if (typeof document === 'string' && queryNestsDeeperThan(document, MAX_QUERY_DEPTH))
      throw tooDeep('the GraphQL document', MAX_QUERY_DEPTH);
  });
}
