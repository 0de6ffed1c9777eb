// The abandoned-casting process manager: its pure decider follows a game's events to the casting
// step by step that waits; its saga cancels one that waited too long, the game unchanged meanwhile.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { ICommand } from '@nestjs/cqrs';
import type { GameEvent } from '@mtg/rules';
import { Subject } from 'rxjs';
import { recordedEventClass, type RecordedGameEvent } from '../events/recorded-game-events.js';
import { CancelAbandonedCastingCommand, castingAfter } from './abandoned-casting.process.js';
import { ProcessSagas } from './process-sagas.js';

const announced: GameEvent = { type: 'SpellAnnounced', player: 'alice', card: 'o1' };
const asked = { type: 'DecisionRequested', decision: {}, agenda: [] } as unknown as GameEvent;
const cast = { type: 'SpellCast', player: 'alice', object: 'o9', stack: { targets: [] } } as GameEvent;

function recorded(gameId: string, revision: number, event: GameEvent): RecordedGameEvent {
  const Cls = recordedEventClass(event.type);
  return new Cls(gameId, BigInt(revision), BigInt(revision), event, {});
}

/** Time passes (fake timers: the saga's clock is rxjs's, on setTimeout/setInterval). */
const pause = (ms: number) => void jest.advanceTimersByTime(ms);

describe('the abandoned-casting process (730.1)', () => {
  beforeEach(() => void jest.useFakeTimers());
  afterEach(() => void jest.useRealTimers());

  it('follows a casting from its announcement to its end', () => {
    const seen: (string | undefined)[] = [];
    let waiting: string | undefined;
    for (const event of [announced, asked, cast, asked]) seen.push((waiting = castingAfter(waiting, event)));
    expect(seen).toEqual(['alice', 'alice', undefined, undefined]);
    expect(castingAfter('alice', { type: 'PlayerLeftGame', player: 'alice', objects: [] })).toBeUndefined();
    // 602.2: an ability activated step by step waits the same way, until it becomes activated.
    const activating: GameEvent = { type: 'AbilityAnnounced', player: 'bob', source: 'o2' };
    const activated = { type: 'AbilityActivated', player: 'bob', object: 'o9' } as unknown as GameEvent;
    seen.length = 0;
    for (const event of [activating, asked, activated]) seen.push((waiting = castingAfter(waiting, event)));
    expect(seen).toEqual(['bob', 'bob', undefined]);
    expect(castingAfter('alice', { type: 'PlayerLeftGame', player: 'bob', objects: [] })).toBe('alice');
  });

  it('IPG 1.4: after a backup, the casting in progress at the revision backed up to waits again; none if none was', () => {
    const backup = (action?: { player: string }) =>
      ({ type: 'GameBackedUp', state: { action } }) as unknown as GameEvent;
    expect(castingAfter(undefined, backup({ player: 'bob' }))).toBe('bob');
    expect(castingAfter('alice', backup())).toBeUndefined();
  });

  it('cancels a casting after the timeout from its last event, per game; a finished one is left alone', () => {
    const events$ = new Subject<RecordedGameEvent>();
    const commands: ICommand[] = [];
    const subscription = new ProcessSagas(60).abandonedCastings(events$).subscribe((c) => commands.push(c));
    events$.next(recorded('g1', 3, announced));
    events$.next(recorded('g2', 7, announced));
    pause(30);
    // g1 goes on: its clock starts again; g2's casting is cast.
    events$.next(recorded('g1', 4, asked));
    events$.next(recorded('g2', 8, cast));
    pause(40);
    expect(commands).toEqual([]);
    pause(60);
    expect(commands).toEqual([new CancelAbandonedCastingCommand('g1', 'alice', 4n)]);
    subscription.unsubscribe();
  });

  it('follows a game’s next casting after its first one was cancelled', () => {
    const events$ = new Subject<RecordedGameEvent>();
    const commands: ICommand[] = [];
    const subscription = new ProcessSagas(60).abandonedCastings(events$).subscribe((c) => commands.push(c));
    events$.next(recorded('g1', 3, announced));
    pause(200);
    expect(commands).toEqual([new CancelAbandonedCastingCommand('g1', 'alice', 3n)]);
    events$.next(recorded('g1', 5, announced));
    pause(60);
    expect(commands).toHaveLength(2);
    expect(commands[1]).toEqual(new CancelAbandonedCastingCommand('g1', 'alice', 5n));
    subscription.unsubscribe();
  });

  it('does nothing when the timeout is 0', () => {
    const events$ = new Subject<RecordedGameEvent>();
    const commands: ICommand[] = [];
    new ProcessSagas(0).abandonedCastings(events$).subscribe((c) => commands.push(c));
    events$.next(recorded('g1', 3, announced));
    pause(20);
    expect(commands).toEqual([]);
  });
});
