// What can go wrong when a command reaches a game; the API maps each to an HTTP status.
import type { Rejection } from '@mtg/rules';
import type { UnsupportedCard } from './cards/card-support.js';

export class GameNotFoundError extends Error {
  constructor(readonly gameId: string) {
    super(`no game ${gameId}`);
    this.name = 'GameNotFoundError';
  }
}

/** The rules refused the command (422 with its code and rule). */
export class CommandRejectedError extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.message);
    this.name = 'CommandRejectedError';
  }
}

/** The caller expected another revision of the game (409). */
export class RevisionConflictError extends Error {
  constructor(
    readonly gameId: string,
    readonly expected: bigint,
    readonly actual: bigint,
  ) {
    super(`game ${gameId} is at revision ${actual}, not ${expected}`);
    this.name = 'RevisionConflictError';
  }
}

/** The caller may not act as that player, or not at all (403). */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** The request itself is wrong: bad players, unknown cards (400), with the rules' reason if any. */
export class InvalidRequestError extends Error {
  constructor(
    message: string,
    readonly rejection?: Rejection,
  ) {
    super(message);
    this.name = 'InvalidRequestError';
  }
}

/** Decks name cards the service knows but cannot play yet (400 UNSUPPORTED_CARD), each with why. */
export class UnsupportedCardError extends InvalidRequestError {
  constructor(readonly cards: UnsupportedCard[]) {
    super(
      `unsupported card${cards.length > 1 ? 's' : ''}: ${cards
        .map((card) => `"${card.name}" (${card.reasons.join('; ')})`)
        .join(', ')}`,
    );
    this.name = 'UnsupportedCardError';
  }
}

/** An Idempotency-Key already used for another command (409): a retry must repeat the same command. */
export class IdempotencyKeyReusedError extends Error {
  constructor(readonly commandId: string) {
    super(`the key "${commandId}" was already used by this seat for another command of this game`);
    this.name = 'IdempotencyKeyReusedError';
  }
}

export class MatchNotFoundError extends Error {
  constructor(readonly matchId: string) {
    super(`no match ${matchId}`);
    this.name = 'MatchNotFoundError';
  }
}

/** The match is not at a point where this may be done (409), with the tournament rule that says so. */
export class MatchStateError extends Error {
  constructor(
    readonly code: string,
    readonly rule: string,
    message: string,
  ) {
    super(message);
    this.name = 'MatchStateError';
  }
}
