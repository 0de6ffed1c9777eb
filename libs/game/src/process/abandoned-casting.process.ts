// A process manager for spells cast and abilities activated step by step (AnnounceSpell or
// AnnounceAbility, answers, PayCost): the rules decider orchestrates the steps themselves (libs/rules
// casting/casting-process.ts), all within the game's commands; what the decider can't do is notice
// time passing. A casting (or activation) whose player stops
// answering (a client gone) holds the whole game, since only that player may act; after a while this
// process cancels it, so that it is reversed (730.1) and the player keeps priority (730.2). Its
// decider is pure (events in, the casting that waits out); the saga adds the clock.
import { Inject, Logger } from '@nestjs/common';
import { Command as CqrsCommand, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { GameEvent } from '@mtg/rules';
import { RevisionConflictError } from '../errors.js';
import { GameService } from '../games/game-service.js';

/** How long a casting step by step may wait for its player before it is cancelled (ms; 0: never). */
export const CASTING_TIMEOUT_MS = Symbol('CASTING_TIMEOUT_MS');

export class CancelAbandonedCastingCommand extends CqrsCommand<void> {
  constructor(
    readonly gameId: string,
    readonly player: string,
    /** The game's revision when the casting was left waiting: a later one means the player went on. */
    readonly revision: bigint,
  ) {
    super();
  }
}

/**
 * The player whose casting (or activation) step by step waits after `event`, from the one that
 * waited before it.
 */
export function castingAfter(casting: string | undefined, event: GameEvent): string | undefined {
  switch (event.type) {
    case 'SpellAnnounced':
    case 'AbilityAnnounced':
      return event.player;
    case 'SpellCast':
    case 'AbilityActivated':
    case 'IllegalActionReversed':
    case 'GameEnded':
      return undefined;
    case 'PlayerLeftGame':
      return event.player === casting ? undefined : casting;
    case 'GameBackedUp':
      // IPG 1.4: the game is back where it was: a casting in progress then waits for its player again.
      return event.state.action?.player;
    default:
      return casting;
  }
}

@CommandHandler(CancelAbandonedCastingCommand)
export class CancelAbandonedCastingHandler implements ICommandHandler<CancelAbandonedCastingCommand> {
  private readonly logger = new Logger(CancelAbandonedCastingHandler.name);

  constructor(@Inject(GameService) private readonly games: GameService) {}

  async execute({ gameId, player, revision }: CancelAbandonedCastingCommand): Promise<void> {
    try {
      // The id is derived from the revision: a replayed event cancels nothing twice.
      await this.games.submitForProcess('abandoned-casting', {
        gameId,
        command: { type: 'CancelCasting', player },
        commandId: `abandoned-casting@${revision}`,
        expectedRevision: revision,
      });
    } catch (error) {
      // The game went on meanwhile: the casting is not abandoned.
      if (error instanceof RevisionConflictError) return;
      this.logger.error(`cancelling ${player}'s casting in game ${gameId} failed: ${String(error)}`);
    }
  }
}
