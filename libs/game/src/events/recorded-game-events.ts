// Events read back from the store are rehydrated into classes, one per domain event type, because
// @nestjs/cqrs routes events to handlers by class.
import type { IEvent } from '@nestjs/cqrs';
import type { GameEvent, GameEventType } from '@mtg/rules';
import type { EventMetadata, RecordedEvent } from '@mtg/event-store';
import { gameIdOfStream } from '../streams.js';

/** A game event as the store recorded it: which game, at which revision and position. */
export abstract class RecordedGameEvent<E extends GameEvent = GameEvent> implements IEvent {
  constructor(
    readonly gameId: string,
    readonly revision: bigint,
    readonly position: bigint,
    readonly event: E,
    readonly metadata: EventMetadata,
  ) {}
}

type RecordedClass = new (...args: ConstructorParameters<typeof RecordedGameEvent>) => RecordedGameEvent;

const classes = new Map<string, RecordedClass>();

/** The class of recorded events of one type, for `@EventsHandler(recordedEventClass('GameEnded'))`. */
export function recordedEventClass(type: GameEventType): RecordedClass {
  let cls = classes.get(type);
  if (!cls) {
    cls = { [type]: class extends RecordedGameEvent {} }[type]!;
    classes.set(type, cls);
  }
  return cls;
}

/** Turns a stored event of a game stream back into its class; undefined for other streams. */
export function rehydrate(recorded: RecordedEvent): RecordedGameEvent | undefined {
  const gameId = gameIdOfStream(recorded.stream);
  if (gameId === undefined) return undefined;
  const Cls = recordedEventClass(recorded.type as GameEventType);
  return new Cls(gameId, recorded.revision, recorded.position, recorded.data as GameEvent, recorded.metadata);
}
