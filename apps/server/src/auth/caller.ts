// The caller of a REST or GraphQL request, resolved once by the guard and read by the handlers.
import {
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { SeatAccess, type Actor } from '@mtg/game';
import { Authenticator, refuseEndedToken } from './authenticator.js';
import { StreamTickets } from './stream-tickets.js';

/** The cookie a browser may hold its bearer token in, for the server-sent events only. */
export const TOKEN_COOKIE = 'mtg_token';

/** The token cookie's attributes (`POST /games/:id/session`): the game's stream only, no script, this site only. */
export function tokenCookieOptions(gameId: string, secure: boolean) {
  return {
    path: `/games/${encodeURIComponent(gameId)}/stream`,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure,
  };
}

type HeaderValues = Record<string, string | string[] | undefined>;

interface WithActor {
  actor?: Actor;
  headers?: HeaderValues;
  query?: unknown;
  params?: unknown;
  /** Parsed by @fastify/cookie. */
  cookies?: Record<string, string | undefined>;
}

const STREAM_CREDENTIALS = 'stream-credentials';

/**
 * Marks the route of server-sent events: without an Authorization header (a browser's
 * EventSource sends none), its caller is told by `?ticket=` or the `mtg_token` cookie.
 */
export const AcceptsStreamCredentials = () => SetMetadata(STREAM_CREDENTIALS, true);

/** What carries the caller: the HTTP request, or the GraphQL context (which may hold `actor` already). */
function carrier(context: ExecutionContext): { holder: WithActor; request: WithActor | undefined } {
  if (context.getType<GqlContextType>() === 'graphql') {
    const ctx = GqlExecutionContext.create(context).getContext<{
      actor?: Actor;
      req?: WithActor;
      request?: WithActor;
    }>();
    return { holder: ctx, request: ctx.req ?? ctx.request };
  }
  const request = context.switchToHttp().getRequest<WithActor>();
  return { holder: request, request };
}

const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header);

/**
 * Resolves the bearer token of the request (or of the GraphQL subscription's connection), and
 * refuses a seat token that was revoked or has expired.
 */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly access: SeatAccess,
    private readonly tickets: StreamTickets,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const { holder, request } = carrier(context);
    holder.actor ??= this.resolve(context, request);
    refuseEndedToken(this.access.status(holder.actor));
    return true;
  }

  private resolve(context: ExecutionContext, request: WithActor | undefined): Actor {
    const authorization = first(request?.headers?.authorization);
    // The header wins; only the stream's route looks further, at a ticket, then at the cookie.
    if (authorization || !this.reflector.get<boolean>(STREAM_CREDENTIALS, context.getHandler()))
      return this.authenticator.actor(authorization);
    const { ticket } = (request?.query ?? {}) as { ticket?: string };
    if (ticket !== undefined) return this.tickets.redeem(ticket, (request?.params as { id: string }).id);
    const token = request?.cookies?.[TOKEN_COOKIE];
    return token ? this.authenticator.actorOfToken(token) : { kind: 'spectator' };
  }
}

/** The caller as an `Actor` (guarded by `CallerGuard`). */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = carrier(context).holder.actor;
  if (!actor) throw new Error('Caller used without CallerGuard');
  return actor;
});
