// Tickets for the server-sent events of a game: a browser's EventSource cannot send headers, so a
// caller trades its bearer token for a ticket (random, for one game, used once, valid a minute)
// and opens `GET /games/:id/stream?ticket=...`. Tickets live in this process's memory only.
import { randomBytes } from 'node:crypto';
import type { Actor } from '@mtg/game';
import { UnauthenticatedException } from '../problems/problem-details.js';

interface Ticket {
  gameId: string;
  actor: Actor;
  expires: number;
}

export class StreamTickets {
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    /** How long a ticket may wait for its use (ms). */
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A new ticket standing for the caller, for the stream of one game. */
  issue(gameId: string, actor: Actor): { ticket: string; expiresInSeconds: number } {
    this.forgetExpired();
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(ticket, { gameId, actor, expires: this.now() + this.ttlMs });
    return { ticket, expiresInSeconds: Math.ceil(this.ttlMs / 1000) };
  }

  /** The caller a ticket stands for, once: an unknown, used, expired or other game's ticket is refused. */
  redeem(ticket: string, gameId: string): Actor {
    const found = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    if (!found || found.expires < this.now() || found.gameId !== gameId)
      throw new UnauthenticatedException(
        'the stream ticket is unknown, used, expired or for another game: ask for a new one',
        true,
        'TICKET_INVALID',
      );
    return found.actor;
  }

  /** Tickets never used are dropped once expired, so that they do not pile up. */
  private forgetExpired(): void {
    const now = this.now();
    for (const [ticket, { expires }] of this.tickets) if (expires < now) this.tickets.delete(ticket);
  }
}
