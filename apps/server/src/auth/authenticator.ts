// Who calls: a seat (its game's bearer token), an organiser (an API key), the judge (JUDGE_TOKEN)
// or, without a token, a spectator. A token that is not valid is refused (401), never taken for a
// spectator; so is a seat token that was revoked or has expired, each with its own code.
import { actorOf, ForbiddenError, type Actor, type TokenConfig, type TokenStatus } from '@mtg/game';
import { UnauthenticatedException } from '../problems/problem-details.js';
import type { OrganiserKeys } from './organiser-keys.js';

export class Authenticator {
  constructor(
    private readonly tokens: TokenConfig,
    private readonly organisers: OrganiserKeys,
  ) {}

  /** The actor of an `Authorization` header value (`Bearer <token>`); none is a spectator. */
  actor(authorization: string | undefined): Actor {
    const token = bearerToken(authorization);
    return token === undefined ? { kind: 'spectator' } : this.actorOfToken(token);
  }

  /** The actor of a bearer token (from the header, or the stream's cookie). */
  actorOfToken(token: string): Actor {
    const organiser = this.organisers.organiserOf(token);
    if (organiser) return { kind: 'organiser', organiser };
    try {
      return actorOf(this.tokens, token);
    } catch (error) {
      if (error instanceof ForbiddenError)
        throw new UnauthenticatedException('the bearer token is not valid', true);
      throw error;
    }
  }
}

/** The token of an `Authorization` header value (`Bearer <token>`); undefined without one. */
export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined || authorization === '') return undefined;
  const match = /^Bearer +(\S+) *$/i.exec(authorization);
  if (!match) throw new UnauthenticatedException('the Authorization header must be "Bearer <token>"', true);
  return match[1]!;
}

/** A seat token that was revoked, or whose game ended more than its lifetime ago, is refused (401). */
export function refuseEndedToken(status: TokenStatus): void {
  if (status === 'revoked')
    throw new UnauthenticatedException(
      "this seat token was revoked by the game's organiser, who may give the seat a new one",
      true,
      'TOKEN_REVOKED',
    );
  if (status === 'expired')
    throw new UnauthenticatedException(
      'this seat token has expired: its game ended longer ago than seat tokens last',
      true,
      'TOKEN_EXPIRED',
    );
}
