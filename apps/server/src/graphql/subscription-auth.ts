// Who opens a GraphQL WebSocket: the bearer token of its `connection_init`, checked as a request's
// is. A token that is not valid, or a seat token revoked or expired, closes the connection with
// 4403 (graphql-transport-ws's Forbidden), the reason naming the problem's code; no token
// subscribes as a spectator.
import type { Actor, SeatAccess } from '@mtg/game';
import { refuseEndedToken, type Authenticator } from '../auth/authenticator.js';
import { closeForbidden } from '../problems/graphql-problems.js';
import { withAuthFailureLimit } from '../security/rate-limits.js';

interface ConnectionInit {
  payload?: unknown;
}

/** The bearer token of a GraphQL subscription: `{ authorization: 'Bearer …' }` in connection_init. */
function authorizationOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const p = payload as {
    authorization?: unknown;
    Authorization?: unknown;
    headers?: { authorization?: unknown };
  };
  const value = p.authorization ?? p.Authorization ?? p.headers?.authorization;
  return typeof value === 'string' ? value : undefined;
}

/** What `check` answers, or false once the connection is closed for the refusal it threw. */
function refusing<T>(connection: unknown, check: () => T): T | false {
  try {
    return check();
  } catch (error) {
    closeForbidden(connection, error);
    return false;
  }
}

/**
 * Mercurius's `onConnect`. Only a token that is not valid counts as a failed authentication (over
 * the limit, closed 4429): a revoked or expired one is well signed, as on REST. `access` is asked
 * at each connection (the game module's SeatAccess, made after this).
 */
export function subscriptionOnConnect(authenticator: Authenticator, access: () => SeatAccess) {
  const authenticated = withAuthFailureLimit(function (this: unknown, { payload }: ConnectionInit) {
    return refusing(this, () => ({ actor: authenticator.actor(authorizationOf(payload)) }));
  });
  return async function (this: unknown, init: ConnectionInit): Promise<{ actor: Actor } | false> {
    const accepted = await authenticated.call(this, init);
    return (
      accepted &&
      refusing(this, () => {
        refuseEndedToken(access().status(accepted.actor));
        return accepted;
      })
    );
  };
}
