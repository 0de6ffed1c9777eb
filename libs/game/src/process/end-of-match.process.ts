// MTR 2.4: once a match's time is called, the active player finishes the turn and five additional
// turns are played; a game still going after them is a draw. The decider is pure (a turn of a
// match's game began: look at the clock); the handler asks the match, which ends the game as a
// draw through the rules (`EndOfMatchDraw`) when the turn that began is past the last additional one.
import { Inject, Logger } from '@nestjs/common';
import { Command as CqrsCommand, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import { matchIdOfGame } from '../matches/match-ids.js';
import { MatchService } from '../matches/match-service.js';

export class CheckEndOfMatchCommand extends CqrsCommand<void> {
  constructor(readonly gameId: string) {
    super();
  }
}

/** A turn of a match's game began -> check the end-of-match procedure; every other event -> nothing. */
export function decideEndOfMatch(recorded: RecordedGameEvent): CheckEndOfMatchCommand[] {
  if (recorded.event.type !== 'TurnBegan' || matchIdOfGame(recorded.gameId) === undefined) return [];
  return [new CheckEndOfMatchCommand(recorded.gameId)];
}

@CommandHandler(CheckEndOfMatchCommand)
export class CheckEndOfMatchHandler implements ICommandHandler<CheckEndOfMatchCommand> {
  private readonly logger = new Logger(CheckEndOfMatchHandler.name);

  constructor(@Inject(MatchService) private readonly matches: MatchService) {}

  async execute({ gameId }: CheckEndOfMatchCommand): Promise<void> {
    try {
      await this.matches.drawIfTimeIsUp(gameId);
    } catch (error) {
      this.logger.error(`the end-of-match procedure of game ${gameId} failed: ${String(error)}`);
    }
  }
}
