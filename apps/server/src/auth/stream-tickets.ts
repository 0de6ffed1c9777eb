// Tickets for the server-sent events of a game: a browser's EventSource cannot send headers, so a
// caller trades its bearer token for a ticket and opens `GET /games/:id/stream?ticket=...`. A
// ticket holds no state: it is signed with the token secret (HMAC), for one game and the caller,
// and expires, so every instance with the secret takes it. Each instance takes it once (it keeps
// the tickets it took until they expire); another instance could take it once more within its life.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Actor } from '@mtg/game';
import { UnauthenticatedException } from '../problems/problem-details.js';

interface Ticket {
  gameId: string;
  actor: Actor;
  /** When it expires (ms since the epoch). */
  expires: number;
  /** Tells two tickets of the same caller apart, for single use. */
  nonce: string;
}

export class StreamTickets {
  /** The tickets taken here, by nonce, until they expire (in the order taken, so expiry order). */
  private readonly taken = new Map<string, number>();

  constructor(
    /** The token secret: tickets are signed with it. */
    private readonly secret: string,
    /** How long a ticket may wait for its use (ms). */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new ticket standing for the caller, for the stream of one game. */
  issue(gameId: string, actor: Actor): { ticket: string; expiresInSeconds: number } {
    const ticket: Ticket = {
      gameId,
      actor,
      expires: this.now() + this.ttlMs,
      nonce: randomBytes(16).toString('base64url'),
    };
    const body = Buffer.from(JSON.stringify(ticket)).toString('base64url');
    return { ticket: `${body}.${this.signature(body)}`, expiresInSeconds: Math.ceil(this.ttlMs / 1000) };
  }

  /** The caller a ticket stands for, once: a forged, used, expired or other game's ticket is refused. */
  redeem(ticket: string, gameId: string): Actor {
    this.forgetExpired();
    const found = this.verified(ticket);
    if (!found || found.expires < this.now() || found.gameId !== gameId || this.taken.has(found.nonce))
      throw new UnauthenticatedException(
        'the stream ticket is not valid, used, expired or for another game: ask for a new one',
        true,
        'TICKET_INVALID',
      );
    this.taken.set(found.nonce, found.expires);
    return found.actor;
  }

  private verified(ticket: string): Ticket | undefined {
    const [body, signature, ...rest] = ticket.split('.');
    if (body === undefined || signature === undefined || rest.length > 0) return undefined;
    const expected = Buffer.from(this.signature(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Ticket;
  }

  /** Keyed apart from seat tokens, which are signed with the same secret. */
  private signature(body: string): string {
    return createHmac('sha256', this.secret).update(`stream-ticket\n${body}`).digest('base64url');
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [nonce, expires] of this.taken) {
      if (expires >= now) return;
      this.taken.delete(nonce);
    }
  }
}
