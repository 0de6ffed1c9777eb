// Who is calling: a seat of a game, a judge, or a spectator. A seat's token acts only for that seat.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Command } from '@mtg/rules';
import { ForbiddenError } from '../errors.js';

export type Actor =
  { kind: 'seat'; gameId: string; player: string } | { kind: 'judge' } | { kind: 'spectator' };

export interface TokenConfig {
  /** Secret the seat tokens are derived from (HMAC); tokens stay valid across restarts with it. */
  secret: string;
  /** The judge's bearer token, from configuration; none means there is no judge access. */
  judgeToken?: string;
}

/** The bearer token of a seat: `seat.<game>.<player>.<hmac>`, checkable without storage. */
export function seatToken(config: TokenConfig, gameId: string, player: string): string {
  const body = `${encode(gameId)}.${encode(player)}`;
  return `seat.${body}.${signature(config, body)}`;
}

function encode(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64url');
}

function signature(config: TokenConfig, body: string): string {
  return createHmac('sha256', config.secret).update(body).digest('base64url');
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The actor a bearer token stands for; no token at all is a spectator. Bad tokens are refused. */
export function actorOf(config: TokenConfig, token: string | undefined): Actor {
  if (!token) return { kind: 'spectator' };
  if (config.judgeToken && sameText(token, config.judgeToken)) return { kind: 'judge' };
  const parts = token.split('.');
  if (parts.length === 4 && parts[0] === 'seat') {
    const body = `${parts[1]}.${parts[2]}`;
    if (sameText(parts[3]!, signature(config, body))) {
      return {
        kind: 'seat',
        gameId: Buffer.from(parts[1]!, 'base64url').toString('utf8'),
        player: Buffer.from(parts[2]!, 'base64url').toString('utf8'),
      };
    }
  }
  throw new ForbiddenError('the bearer token is not valid');
}

/** A seat acts only for its own player in its own game; spectators never act; a judge does not play. */
export function authorizeCommand(actor: Actor, gameId: string, command: Command): void {
  if (actor.kind !== 'seat') throw new ForbiddenError(`a ${actor.kind} cannot issue game commands`);
  if (actor.gameId !== gameId) throw new ForbiddenError('this token is for another game');
  if (!('player' in command) || command.player !== actor.player) {
    throw new ForbiddenError(`the token of ${actor.player} cannot act for another player`);
  }
}

/** Who sees what of a game: a seat (its own hidden cards), a spectator, or a judge (everything). */
export type Viewer = { kind: 'seat'; player: string } | { kind: 'spectator' } | { kind: 'judge' };

export function viewerOf(actor: Actor, gameId: string): Viewer {
  if (actor.kind === 'seat')
    return actor.gameId === gameId ? { kind: 'seat', player: actor.player } : { kind: 'spectator' };
  return actor;
}
