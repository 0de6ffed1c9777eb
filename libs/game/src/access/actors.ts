// Who is calling: a seat of a game (or a player of a match), an organiser (an API key), a judge (head
// or floor), or a spectator. A seat's token acts only for that seat; an organiser creates games and
// matches, revokes seat tokens and issues judge tokens for its matches; the configured judge token
// is the head judge of every game.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Command } from '@mtg/rules';
import { ForbiddenError } from '../errors.js';
import { matchIdOfGame } from '../matches/match-ids.js';

/** A head judge may do all a judge does, and what the IPG leaves to the head judge alone. */
export type JudgeRole = 'head' | 'floor';

export type Actor =
  | {
      kind: 'seat';
      gameId: string;
      player: string;
      /** How many times the seat's token was revoked before this one was issued (0: the first). */
      generation?: number;
    }
  | {
      kind: 'organiser';
      /** Stands for the API key (a digest prefix): the games it created are recorded under it. */
      organiser: string;
    }
  | {
      kind: 'judge';
      role: JudgeRole;
      /** The match the token was issued for (its games only); none: every game (JUDGE_TOKEN). */
      match?: string;
      /** The judge's name, as the organiser issued the token. */
      name?: string;
    }
  | { kind: 'spectator' };

export interface TokenConfig {
  /** Secret the seat tokens are derived from (HMAC); tokens stay valid across restarts with it. */
  secret: string;
  /** The judge's bearer token, from configuration; none means there is no judge access. */
  judgeToken?: string;
}

/**
 * The bearer token of a seat, checkable without storage: `seat.<game>.<player>.<hmac>` for the
 * first one, `seat.<game>.<player>.<generation>.<hmac>` for those issued after a revocation.
 */
export function seatToken(config: TokenConfig, gameId: string, player: string, generation = 0): string {
  const body = [encode(gameId), encode(player), ...(generation > 0 ? [String(generation)] : [])].join('.');
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
  if (config.judgeToken && sameText(token, config.judgeToken)) return { kind: 'judge', role: 'head' };
  const parts = token.split('.');
  const actor = seatOf(config, parts) ?? judgeOf(config, parts);
  if (actor) return actor;
  throw new ForbiddenError('the bearer token is not valid');
}

/** The seat of a seat token signed with the secret (the signature covers the generation too). */
function seatOf(config: TokenConfig, parts: string[]): Actor | undefined {
  if (parts[0] !== 'seat' || (parts.length !== 4 && parts.length !== 5)) return undefined;
  if (!sameText(parts[parts.length - 1]!, signature(config, parts.slice(1, -1).join('.')))) return undefined;
  return {
    kind: 'seat',
    gameId: Buffer.from(parts[1]!, 'base64url').toString('utf8'),
    player: Buffer.from(parts[2]!, 'base64url').toString('utf8'),
    generation: parts.length === 5 ? Number(parts[3]) : 0,
  };
}

/**
 * The bearer token of a judge of a match, issued by its organiser, checkable without storage:
 * `judge.<match>.<role>.<name>.<hmac>` (the signature covers the word `judge`, so no seat token's is one).
 */
export function judgeToken(config: TokenConfig, match: string, role: JudgeRole, name: string): string {
  const body = ['judge', encode(match), role, encode(name)].join('.');
  return `${body}.${signature(config, body)}`;
}

function judgeOf(config: TokenConfig, parts: string[]): Actor | undefined {
  if (parts[0] !== 'judge' || parts.length !== 5 || (parts[2] !== 'head' && parts[2] !== 'floor'))
    return undefined;
  if (!sameText(parts[4]!, signature(config, parts.slice(0, 4).join('.')))) return undefined;
  return {
    kind: 'judge',
    role: parts[2],
    match: Buffer.from(parts[1]!, 'base64url').toString('utf8'),
    name: Buffer.from(parts[3]!, 'base64url').toString('utf8'),
  };
}

/** Whether the actor judges this game: the configured judge every game, a match's judge its games. */
export function judgesGame(actor: Actor, gameId: string): boolean {
  return actor.kind === 'judge' && (actor.match === undefined || actor.match === matchIdOfGame(gameId));
}

/** Whether the actor judges this match: the configured judge every match, a match's judge its own. */
export function judgesMatch(actor: Actor, matchId: string): boolean {
  return actor.kind === 'judge' && (actor.match === undefined || actor.match === matchId);
}

/** IPG 1: only the head judge deviates from the guide's penalties (upgrades or downgrades them). */
export function mayDeviateFromPenalties(actor: Actor, gameId: string): boolean {
  return judgesGame(actor, gameId) && actor.kind === 'judge' && actor.role === 'head';
}

/** IPG 1.4: only the head judge authorises a backup. */
export function mayAuthoriseBackup(actor: Actor, gameId: string): boolean {
  return judgesGame(actor, gameId) && actor.kind === 'judge' && actor.role === 'head';
}

/** Only an organiser (an API key) creates games and revokes their seat tokens. */
export function authorizeOrganiser(actor: Actor, what: string): string {
  if (actor.kind !== 'organiser') throw new ForbiddenError(`only an organiser (an API key) may ${what}`);
  return actor.organiser;
}

/**
 * Which games a caller may list: a seat its own, an organiser those it created, the judge all (a
 * match's judge the match's games); a spectator none (undefined).
 */
export function listScope(actor: Actor): { id?: string; organiser?: string; match?: string } | undefined {
  if (actor.kind === 'seat') return { id: actor.gameId };
  if (actor.kind === 'organiser') return { organiser: actor.organiser };
  if (actor.kind === 'judge') return actor.match === undefined ? {} : { match: actor.match };
  return undefined;
}

/** The engine commands only a judge sends, with what they do. */
const JUDGE_COMMANDS: Partial<Record<Command['type'], string>> = {
  GameLossPenalty: 'gives a game loss penalty',
  Backup: 'backs up a game (IPG 1.4)',
  PartialFix: 'applies a partial fix (IPG 2.5)',
};

/**
 * IPG 1.4: only the head judge of the game (its match's, or the `JUDGE_TOKEN`) authorises a backup.
 * Returns who authorised it, as the game records it.
 */
export function authorizeBackup(actor: Actor, gameId: string): string {
  if (actor.kind !== 'judge' || !mayAuthoriseBackup(actor, gameId))
    throw new ForbiddenError('only the head judge of this game authorises a backup (IPG 1.4)');
  return actor.name ?? 'judge';
}

/** A seat acts only for its own player in its own game; spectators never act; a judge does not play. */
export function authorizeCommand(actor: Actor, gameId: string, command: Command): void {
  if (actor.kind !== 'seat') throw new ForbiddenError(`the ${actor.kind} cannot issue game commands`);
  if (actor.gameId !== gameId) throw new ForbiddenError('this token is for another game');
  // 104.3k, IPG 1.4, IPG 2.5: a game loss penalty, a backup and a partial fix are a judge's, never a player's.
  const judges = JUDGE_COMMANDS[command.type];
  if (judges) throw new ForbiddenError(`only a judge ${judges}`);
  if (!('player' in command) || command.player !== actor.player) {
    throw new ForbiddenError(`the token of ${actor.player} cannot act for another player`);
  }
}

/** Who sees what of a game: a seat (its own hidden cards), a spectator, or a judge (everything). */
export type Viewer = { kind: 'seat'; player: string } | { kind: 'spectator' } | { kind: 'judge' };

/**
 * An organiser sees a game as a spectator does: it runs games, it does not judge them; a judge
 * sees everything of the games it judges, and the others as a spectator.
 */
export function viewerOf(actor: Actor, gameId: string): Viewer {
  if (actor.kind === 'seat')
    return actor.gameId === gameId ? { kind: 'seat', player: actor.player } : { kind: 'spectator' };
  return judgesGame(actor, gameId) ? { kind: 'judge' } : { kind: 'spectator' };
}

/**
 * Who may read the analytics (aggregates of ended games, which hide nothing of a game going on):
 * an organiser (an API key: analysts are given one) or the event's judge (JUDGE_TOKEN); a seat or a
 * judge of one match may not, their tokens being for one game or match.
 */
export function authorizeAnalytics(actor: Actor): void {
  if (actor.kind === 'organiser' || (actor.kind === 'judge' && actor.match === undefined)) return;
  throw new ForbiddenError("only an organiser (an API key) or the event's judge may read the analytics");
}
