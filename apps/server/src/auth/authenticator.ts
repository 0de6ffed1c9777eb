// Who calls: a seat (its game's bearer token), the judge (JUDGE_TOKEN) or, without a token, a
// spectator. A token that is not valid is refused (401), never taken for a spectator.
import { actorOf, ForbiddenError, type Actor, type TokenConfig } from '@mtg/game';
import { UnauthenticatedException } from '../problems/problem-details.js';

export class Authenticator {
  constructor(private readonly tokens: TokenConfig) {}

  /** The actor of an `Authorization` header value (`Bearer <token>`); none is a spectator. */
  actor(authorization: string | undefined): Actor {
    if (authorization === undefined || authorization === '') return { kind: 'spectator' };
    const match = /^Bearer +(\S+) *$/i.exec(authorization);
    if (!match) throw new UnauthenticatedException('the Authorization header must be "Bearer <token>"', true);
    try {
      return actorOf(this.tokens, match[1]);
    } catch (error) {
      if (error instanceof ForbiddenError)
        throw new UnauthenticatedException('the bearer token is not valid', true);
      throw error;
    }
  }
}
