import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { GqlContextType } from '@nestjs/graphql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { invalidGraphQL } from './graphql-problems.js';
import {
  PROBLEM_CONTENT_TYPE,
  UnauthenticatedException,
  problemOf,
  type Problem,
} from './problem-details.js';

/**
 * The one exception filter of the API: REST answers with `application/problem+json`, GraphQL
 * with an error whose `extensions` hold the same fields (code, rule, status, type, title).
 */
@Catch()
export class ProblemFilter implements ExceptionFilter {
  private readonly logger = new Logger('Problems');

  catch(exception: unknown, host: ArgumentsHost): GraphQLError | void {
    const problem = problemOf(exception);
    logProblem(this.logger, problem, exception);
    if (host.getType<GqlContextType>() === 'graphql') return graphQLError(problem);
    sendProblem(host.switchToHttp().getResponse<FastifyReply>(), problem, exception);
  }
}

/** Answers with the problem as `application/problem+json`. */
export function sendProblem(reply: FastifyReply, problem: Problem, exception?: unknown): void {
  if (reply.sent || reply.raw.headersSent) {
    // A stream that already started (server-sent events) can only be ended.
    reply.raw.end();
    return;
  }
  if (exception instanceof UnauthenticatedException) {
    void reply.header('www-authenticate', exception.invalidToken ? 'Bearer error="invalid_token"' : 'Bearer');
  }
  if (problem.retryAfter !== undefined) void reply.header('retry-after', String(problem.retryAfter));
  void reply.status(problem.status).header('content-type', PROBLEM_CONTENT_TYPE).send(problem);
}

interface ProblemLogger {
  error(message: string): void;
  warn(message: string): void;
}

/**
 * Server errors are logged: a 500 with its stack (a bug), a 503 (the store is away, which
 * `/health` reports too) in one line.
 */
function logProblem(logger: ProblemLogger, problem: Problem, exception: unknown): void {
  if (problem.status === 503) logger.warn(`${problem.code}: ${messageOf(exception)}`);
  else if (problem.status >= 500)
    logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
}

function messageOf(exception: unknown): string {
  return exception instanceof Error ? exception.message : String(exception);
}

/**
 * Fastify's own errors (malformed JSON, body too large, unsupported media type) happen before a
 * Nest handler runs: they get problem details from Fastify's error handler, set before any route.
 */
export function fastifyProblemHandler(logger: ProblemLogger) {
  return (error: unknown, _request: FastifyRequest, reply: FastifyReply): void => {
    const invalid = invalidGraphQL(error);
    if (invalid) return void reply.status(400).send({ data: null, errors: invalid });
    const problem = problemOf(error);
    logProblem(logger, problem, error);
    sendProblem(reply, problem, error);
  };
}

export function graphQLError(problem: Problem): GraphQLError {
  const { detail, ...extensions } = problem;
  return new GraphQLError(detail, { extensions: { ...extensions, detail } });
}
