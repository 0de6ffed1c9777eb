// A process manager is a pure decider: events in, commands out. This one records each finished
// game's result in the game's audit stream, where tournament software reads results.
import { Command as CqrsCommand, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { EventStore } from '@mtg/event-store';
import type { RecordedGameEvent } from '../events/recorded-game-events.js';
import { eventId } from '../events/event-ids.js';
import { auditStream } from '../streams.js';
import { EVENT_STORE } from '../storage/event-store.module.js';

export class RecordGameResultCommand extends CqrsCommand<void> {
  constructor(
    readonly gameId: string,
    readonly revision: bigint,
    readonly result: { winner?: string; draw?: boolean },
  ) {
    super();
  }
}

/** GameEnded -> RecordGameResult; every other event -> nothing. */
export function decideGameResult(recorded: RecordedGameEvent): RecordGameResultCommand[] {
  const e = recorded.event;
  if (e.type !== 'GameEnded') return [];
  return [
    new RecordGameResultCommand(recorded.gameId, recorded.revision, {
      ...(e.winner ? { winner: e.winner } : {}),
      ...(e.draw ? { draw: true } : {}),
    }),
  ];
}

@CommandHandler(RecordGameResultCommand)
export class RecordGameResultHandler implements ICommandHandler<RecordGameResultCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute(command: RecordGameResultCommand): Promise<void> {
    // The id is derived from the game and the ending revision: a replayed event records nothing new.
    await this.store.append(
      auditStream(command.gameId),
      [
        {
          id: eventId(auditStream(command.gameId), 'game-result', Number(command.revision)),
          type: 'GameResultRecorded',
          data: { ...command.result, revision: Number(command.revision) },
          metadata: {
            actor: 'process:game-result',
            causationId: `${command.gameId}@${command.revision}`,
            time: new Date().toISOString(),
          },
        },
      ],
      { expectedRevision: 'any' },
    );
  }
}
