// Process managers wired as @nestjs/cqrs sagas. A saga's stream stops for good after one uncaught
// error, so each event is handled on its own and its errors are caught and logged.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ofType, Saga, type ICommand } from '@nestjs/cqrs';
import { EMPTY, filter, from, groupBy, map, mergeMap, scan, switchMap, timer, type Observable } from 'rxjs';
import { RecordedGameEvent, recordedEventClass } from '../events/recorded-game-events.js';
import {
  CancelAbandonedCastingCommand,
  CASTING_TIMEOUT_MS,
  castingAfter,
} from './abandoned-casting.process.js';
import { decideEndOfMatch } from './end-of-match.process.js';
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

/** The casting that waits after an event of a game, and that event. */
interface Waiting {
  player?: string;
  recorded?: RecordedGameEvent;
}

@Injectable()
export class ProcessSagas {
  private readonly logger = new Logger(ProcessSagas.name);

  constructor(@Inject(CASTING_TIMEOUT_MS) private readonly castingTimeoutMs: number) {}

  /** After each event of a game, the casting step by step that waits, if any; an error keeps the last one. */
  private waiting = (previous: Waiting, recorded: RecordedGameEvent): Waiting => {
    try {
      return { player: castingAfter(previous.player, recorded.event), recorded };
    } catch (error) {
      this.logger.error(
        `abandoned-casting failed on ${recorded.event.type} of game ${recorded.gameId}: ${String(error)}`,
      );
      return previous;
    }
  };

  /**
   * A casting step by step that waited `castingTimeoutMs` for its player, the game unchanged, is
   * cancelled (730.1). Per game, each event restarts the clock; the game's group ends with it. (An
   * idle timer per game would keep the process alive after the application closes.)
   */
  @Saga()
  abandonedCastings = (events$: Observable<RecordedGameEvent>): Observable<ICommand> => {
    if (this.castingTimeoutMs <= 0) return EMPTY;
    return events$.pipe(
      filter((e): e is RecordedGameEvent => e instanceof RecordedGameEvent),
      groupBy((e) => e.gameId, {
        duration: (game$) => game$.pipe(filter((e) => e.event.type === 'GameEnded')),
      }),
      mergeMap((game$) =>
        game$.pipe(
          scan(this.waiting, {}),
          switchMap(({ player, recorded }) =>
            player && recorded
              ? timer(this.castingTimeoutMs).pipe(
                  map(() => new CancelAbandonedCastingCommand(recorded.gameId, player, recorded.revision)),
                )
              : EMPTY,
          ),
        ),
      ),
    );
  };

  @Saga()
  gameResult = (events$: Observable<RecordedGameEvent>): Observable<ICommand> =>
    asSaga(
      'game-result',
      decideGameResult,
      this.logger,
    )(events$.pipe(ofType(recordedEventClass('GameEnded'))));

  @Saga()
  endOfMatch = (events$: Observable<RecordedGameEvent>): Observable<ICommand> =>
    asSaga(
      'end-of-match',
      decideEndOfMatch,
      this.logger,
    )(events$.pipe(ofType(recordedEventClass('TurnBegan'))));
}
