// Every error of the API is an RFC 9457 problem: `application/problem+json` over HTTP, the same
// fields in a GraphQL error's `extensions`. This maps the game service's errors to problems.
import { HttpException, HttpStatus } from '@nestjs/common';
import { StoreUnavailableError } from '@mtg/event-store';
import {
  CommandRejectedError,
  ForbiddenError,
  GameNotFoundError,
  InvalidRequestError,
  MatchNotFoundError,
  MatchStateError,
  RevisionConflictError,
  IdempotencyKeyReusedError,
  UnsupportedCardError,
} from '@mtg/game';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export interface Problem {
  /** A URI naming the kind of problem. */
  type: string;
  title: string;
  status: number;
  detail: string;
  /** A stable, machine-readable code: the rules' rejection code for illegal actions. */
  code: string;
  /** The Comprehensive Rules number an illegal action breaks. */
  rule?: string;
  /** What was wrong with each field of a malformed request. */
  errors?: string[];
  /** Seconds to wait before retrying (503): also the `Retry-After` header. */
  retryAfter?: number;
  [extension: string]: unknown;
}

const problemType = (slug: string) => `urn:mtg-rules:problem:${slug}`;

/** A problem to throw from the API layer itself (authentication, headers, validation). */
export class ProblemException extends HttpException {
  constructor(readonly problem: Problem) {
    super(problem, problem.status);
  }
}

export function badRequest(detail: string, errors?: string[], code = 'BAD_REQUEST'): ProblemException {
  return new ProblemException({
    type: problemType('bad-request'),
    title: 'The request is malformed',
    status: HttpStatus.BAD_REQUEST,
    detail,
    code,
    ...(errors?.length ? { errors } : {}),
  });
}

/** No card of that name in the pool (404 CARD_NOT_FOUND). */
export function cardNotFound(name: string): ProblemException {
  return new ProblemException({
    type: problemType('card-not-found'),
    title: 'No such card',
    status: HttpStatus.NOT_FOUND,
    detail: `no card named "${name}" in the card pool`,
    code: 'CARD_NOT_FOUND',
  });
}

/** No analytics chart of that name (404 CHART_NOT_FOUND): the problem lists the charts there are. */
export function chartNotFound(file: string, charts: readonly string[]): ProblemException {
  return new ProblemException({
    type: problemType('chart-not-found'),
    title: 'No such chart',
    status: HttpStatus.NOT_FOUND,
    detail: `no chart "${file}": the charts are ${charts.join(', ')}`,
    code: 'CHART_NOT_FOUND',
    charts: [...charts],
  });
}

/**
 * No credentials where some are needed, or credentials that are not valid (401): `code` tells
 * which (`UNAUTHENTICATED`, or `TOKEN_REVOKED`, `TOKEN_EXPIRED`, `TICKET_INVALID`).
 */
export class UnauthenticatedException extends ProblemException {
  constructor(
    detail: string,
    readonly invalidToken = false,
    code = 'UNAUTHENTICATED',
  ) {
    super({
      type: problemType('unauthenticated'),
      title: 'Authentication required',
      status: HttpStatus.UNAUTHORIZED,
      detail,
      code,
    });
  }
}

const STATUS_TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What Fastify's JSON parser refused, told plainly (its own messages name no cause). */
const BODY_PARSE_DETAILS = new Map([
  [
    'FST_ERR_CTP_INVALID_JSON_BODY',
    'the body is not valid JSON, or it has a "__proto__" key or a "constructor" key holding a "prototype" (refused, as they could change objects\' prototypes)',
  ],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'the body is empty: send a JSON object'],
]);

/** The problem an error stands for; unknown errors are 500s that tell nothing of their cause. */
export function problemOf(error: unknown): Problem {
  if (error instanceof ProblemException) return error.problem;
  if (error instanceof GameNotFoundError) {
    return {
      type: problemType('game-not-found'),
      title: 'No such game',
      status: 404,
      detail: error.message,
      code: 'GAME_NOT_FOUND',
      gameId: error.gameId,
    };
  }
  if (error instanceof MatchNotFoundError) {
    return {
      type: problemType('match-not-found'),
      title: 'No such match',
      status: 404,
      detail: error.message,
      code: 'MATCH_NOT_FOUND',
      matchId: error.matchId,
    };
  }
  if (error instanceof MatchStateError) {
    return {
      type: problemType('match-state'),
      title: 'The match does not allow this now',
      status: 409,
      detail: error.message,
      code: error.code,
      rule: error.rule,
    };
  }
  if (error instanceof CommandRejectedError) {
    return {
      type: problemType('illegal-action'),
      title: 'The rules do not allow this action',
      status: 422,
      detail: error.rejection.message,
      code: error.rejection.code,
      rule: error.rejection.rule,
    };
  }
  if (error instanceof IdempotencyKeyReusedError) {
    return {
      type: problemType('idempotency-key-reused'),
      title: 'The Idempotency-Key was used for another command',
      status: 409,
      detail: error.message,
      code: 'IDEMPOTENCY_KEY_REUSED',
    };
  }
  if (error instanceof RevisionConflictError) {
    return {
      type: problemType('revision-conflict'),
      title: 'The game has moved on',
      status: 409,
      detail: error.message,
      code: 'REVISION_CONFLICT',
      expectedRevision: Number(error.expected),
      actualRevision: Number(error.actual),
    };
  }
  if (error instanceof ForbiddenError) {
    return {
      type: problemType('forbidden'),
      title: 'Not allowed',
      status: 403,
      detail: error.message,
      code: 'FORBIDDEN',
    };
  }
  if (error instanceof StoreUnavailableError) {
    const retryAfter = Math.max(1, Math.ceil(error.retryAfterSeconds));
    return {
      type: problemType('store-unavailable'),
      title: 'The event store is unavailable',
      status: 503,
      detail:
        'the event store cannot be reached for now, so the request was not carried out; ' +
        `send it again as it is (a command with the same Idempotency-Key) after ${retryAfter} s`,
      code: 'STORE_UNAVAILABLE',
      retryAfter,
    };
  }
  if (error instanceof UnsupportedCardError) {
    return {
      type: problemType('unsupported-card'),
      title: 'The decks hold cards the engine cannot play yet',
      status: 400,
      detail: error.message,
      code: 'UNSUPPORTED_CARD',
      cards: error.cards,
    };
  }
  if (error instanceof InvalidRequestError) {
    return {
      type: problemType('invalid-request'),
      title: 'The request cannot make a game',
      status: 400,
      detail: error.message,
      code: error.rejection?.code ?? 'INVALID_REQUEST',
      ...(error.rejection ? { rule: error.rejection.rule } : {}),
    };
  }
  if (error instanceof HttpException)
    return httpProblem(error.getStatus(), messageOf(error.getResponse()) ?? error.message);
  // Fastify's own errors (body parsing, size limit, media type) carry their HTTP status.
  const fastify = error as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (typeof fastify?.statusCode === 'number' && fastify.statusCode >= 400 && fastify.statusCode < 500) {
    const detail = BODY_PARSE_DETAILS.get(String(fastify.code)) ?? String(fastify.message ?? '');
    const problem = httpProblem(fastify.statusCode, detail);
    if (fastify.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { ...problem, code: 'BODY_TOO_LARGE' };
    if (fastify.statusCode === 400)
      return { ...problem, type: problemType('bad-request'), code: 'MALFORMED_BODY' };
    return problem;
  }
  return {
    type: 'about:blank',
    title: STATUS_TITLES[500]!,
    status: 500,
    detail: 'the server failed to handle the request; the error is logged',
    code: 'INTERNAL',
  };
}

/** A problem told by its HTTP status alone; its code is the status's title in capitals by default. */
export function httpProblem(status: number, detail: string, code?: string): Problem {
  return {
    type: 'about:blank',
    title: STATUS_TITLES[status] ?? 'Error',
    status,
    detail,
    code: code ?? (STATUS_TITLES[status] ?? 'ERROR').toUpperCase().replace(/ /g, '_'),
  };
}

function messageOf(response: string | object): string | undefined {
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : undefined;
}
