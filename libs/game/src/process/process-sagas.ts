// Process managers wired as @nestjs/cqrs sagas. A saga's stream stops for good after one uncaught
// error, so each event is handled on its own and its errors are caught and logged.
import { Injectable, Logger } from '@nestjs/common';
import { ofType, Saga, type ICommand } from '@nestjs/cqrs';
import { EMPTY, from, mergeMap, type Observable } from 'rxjs';
import { recordedEventClass, type RecordedGameEvent } from '../events/recorded-game-events.js';
import { decideGameResult } from './game-result.process.js';

/** Turns a pure process decider into a saga operator that survives errors. */
export function asSaga(name: string, decider: (event: RecordedGameEvent) => ICommand[], logger: Logger) {
  return (events$: Observable<RecordedGameEvent>): Observable<ICommand> =>
    events$.pipe(
      mergeMap((event) => {
        try {
          return from(decider(event));
        } catch (error) {
          logger.error(`${name} failed on ${event.event.type} of game ${event.gameId}: ${String(error)}`);
          return EMPTY;
        }
      }),
    );
}

@Injectable()
export class ProcessSagas {
  private readonly logger = new Logger(ProcessSagas.name);

  @Saga()
  gameResult = (events$: Observable<RecordedGameEvent>): Observable<ICommand> =>
    asSaga(
      'game-result',
      decideGameResult,
      this.logger,
    )(events$.pipe(ofType(recordedEventClass('GameEnded'))));
}
