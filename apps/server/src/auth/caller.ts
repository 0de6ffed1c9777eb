// The caller of a REST or GraphQL request, resolved once by the guard and read by the handlers.
import { createParamDecorator, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import type { Actor } from '@mtg/game';
import { Authenticator } from './authenticator.js';

interface WithActor {
  actor?: Actor;
  headers?: Record<string, string | string[] | undefined>;
}

/** What carries the caller: the HTTP request, or the GraphQL context (which may hold `actor` already). */
function carrier(context: ExecutionContext): { holder: WithActor; headers: WithActor['headers'] } {
  if (context.getType<GqlContextType>() === 'graphql') {
    const ctx = GqlExecutionContext.create(context).getContext<{
      actor?: Actor;
      req?: WithActor;
      request?: WithActor;
    }>();
    return { holder: ctx, headers: (ctx.req ?? ctx.request)?.headers };
  }
  const request = context.switchToHttp().getRequest<WithActor>();
  return { holder: request, headers: request.headers };
}

/** Resolves the bearer token of the request (or of the GraphQL subscription's connection). */
@Injectable()
export class CallerGuard implements CanActivate {
  constructor(private readonly authenticator: Authenticator) {}

  canActivate(context: ExecutionContext): boolean {
    const { holder, headers } = carrier(context);
    if (!holder.actor) {
      const header = headers?.authorization;
      holder.actor = this.authenticator.actor(Array.isArray(header) ? header[0] : header);
    }
    return true;
  }
}

/** The caller as an `Actor` (guarded by `CallerGuard`). */
export const Caller = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const actor = carrier(context).holder.actor;
  if (!actor) throw new Error('Caller used without CallerGuard');
  return actor;
});
