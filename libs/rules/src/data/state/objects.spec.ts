import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../../decide.js';
import { evolve, evolveAll, initialState } from '../../evolve/evolve.js';
import { buildPosition } from '../../setup/position.js';
import type { Command } from '../commands/command.js';
import type { GameEvent } from '../events/game-event.js';
import type { GameState } from './game-state.js';
import {
  allObjectIds,
  allObjects,
  bucketOf,
  flatObjects,
  objectOf,
  recordedState,
  upcastStoredState,
  type RecordedState,
} from './objects.js';

const ctx = { cards: cardCatalogue };

function accepted(command: Command, state: GameState): { state: GameState; events: GameEvent[] } {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  return result;
}

/** A game of two libraries of `cards` Forests each, in alice's upkeep, and the events of her draw step. */
function bigGame(cards: number): { before: GameState; draw: GameEvent } {
  const library = Array.from({ length: cards }, () => ({ card: 'Forest' }));
  const players = [
    { id: 'alice', library },
    { id: 'bob', library },
  ];
  const { state } = buildPosition({ gameId: 'big', players, step: 'upkeep', turn: 2 }, ctx);
  const started = accepted({ type: 'StartFromPosition', initial: state }, initialState()).state;
  let at = started;
  const events = ['alice', 'bob'].flatMap((player) => {
    const result = accepted({ type: 'PassPriority', player }, at);
    at = result.state;
    return result.events;
  });
  const drawAt = events.findIndex((e) => e.type === 'ZoneChanged' && e.to === 'hand');
  return { before: evolveAll(started, events.slice(0, drawAt)), draw: events[drawAt]! };
}

describe('objects held in buckets (issue 15: a state that shares structure)', () => {
  it('puts ids made one after another in one bucket, and ids without a number by their text', () => {
    expect(bucketOf('o1')).toBe(bucketOf('o31'));
    expect(bucketOf('o31')).not.toBe(bucketOf('o32'));
    expect(bucketOf('t40')).toBe(bucketOf('o40'));
    expect(bucketOf('bolt')).toBe(bucketOf('bolt'));
    expect(typeof bucketOf('bolt')).toBe('string');
  });

  it('one event (400.7: a card drawn becomes a new object) copies the buckets it writes, and shares the others', () => {
    const { before, draw } = bigGame(2000);
    const after = evolve(before, draw);
    if (draw.type !== 'ZoneChanged') throw new Error('not a draw');
    expect(objectOf(after, draw.object)).toBeUndefined();
    expect(objectOf(after, draw.newObject!)).toMatchObject({ zone: 'hand', name: 'Forest' });
    expect(objectOf(before, draw.object)).toMatchObject({ zone: 'library' });
    const keys = Object.keys(before.objects);
    const shared = keys.filter((key) => after.objects[key] === before.objects[key]);
    const written = new Set([bucketOf(draw.object), bucketOf(draw.newObject!)].map(String));
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !shared.includes(key)).every((key) => written.has(key))).toBe(true);
    expect(shared.length).toBeGreaterThanOrEqual(keys.length - 2);
  });

  it('a state is its JSON: parsed again, it has the same objects and reads the same', () => {
    const { before } = bigGame(40);
    const copy = JSON.parse(JSON.stringify(before)) as GameState;
    expect(copy).toEqual(before);
    expect(allObjectIds(copy)).toEqual(allObjectIds(before));
    expect(allObjects(copy)).toHaveLength(80);
  });

  it('GameStarted records its objects in one record by id, as streams recorded before buckets do', () => {
    const { before } = bigGame(3);
    const recorded = recordedState(before);
    expect(Object.keys(recorded.objects).sort()).toEqual(allObjectIds(before).sort());
    expect(evolve(initialState(), { type: 'GameStarted', initial: recorded }).objects).toEqual(
      before.objects,
    );
  });

  it('a state stored in the older shape (one record, an action in progress keeping one too) comes back in buckets', () => {
    const { before } = bigGame(3);
    const old = recordedState(before);
    const withAction = {
      ...old,
      action: { kind: 'cast', player: 'alice', object: allObjectIds(before)[0]!, before: old, events: [] },
    } as unknown as RecordedState;
    const upcast = upcastStoredState(withAction);
    expect(upcast.objects).toEqual(before.objects);
    expect(upcast.action!.before.objects).toEqual(before.objects);
    expect(upcastStoredState(before)).toBe(before);
    expect(flatObjects(upcast)).toEqual(old.objects);
  });
});
