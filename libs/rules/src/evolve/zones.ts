// Zone changes (400.7); objects that cease to exist, abilities leaving the stack among them;
// libraries reordered; cards seen.
import type { EventOf } from '../data/events/game-event.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import {
  playerById,
  putObject,
  withoutObjects,
  placedInZone,
  removedFromZone,
  withPlayer,
  type OwnedObjects,
} from '../data/state/updates.js';
import { unchanged, type EventHandlers } from './handlers.js';
import { objectOf } from '../data/state/objects.js';

export const zoneEvents = {
  ZoneChanged: (owned, state, event) => followChosenSpell(changeZone(owned, state, event), event),
  AbilityResolved: ceasedToExist,
  AbilityRemovedFromStack: ceasedToExist,
  CeasedToExist: ceasedToExist,
  Scried: (_, state, event) => arranged(state, event),
  LibraryArranged: (_, state, event) => arranged(state, event),
  Discovered: unchanged,
  Clashed: unchanged,
  Voted: unchanged,
  CardSuspended: unchanged,
  CardRevealed: unchanged,
  HandLookedAt: unchanged,
} satisfies Partial<EventHandlers>;

/** 401.4, 701.18a: cards of a library put on its top and bottom, in the order given (topmost first). */
function arranged(
  state: GameState,
  event: { player: PlayerId; top: ObjectId[]; bottom: ObjectId[]; library?: PlayerId },
): GameState {
  const moved = [...event.top, ...event.bottom];
  const owner = event.library ?? event.player;
  const rest = playerById(state, owner).library.filter((id) => !moved.includes(id));
  return withPlayer(state, owner, { library: [...event.top, ...rest, ...event.bottom] });
}

/** An object that leaves its zone and becomes no new object: an ability that left the stack, a token or a copy. */
function ceasedToExist(
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<'AbilityResolved' | 'AbilityRemovedFromStack' | 'CeasedToExist'>,
): GameState {
  return removeObject(owned, state, event.object);
}

// 609.7a: an effect whose chosen source is a permanent spell also applies to the permanent it becomes.
function followChosenSpell(state: GameState, event: EventOf<'ZoneChanged'>): GameState {
  const { object, newObject } = event;
  if (event.from !== 'stack' || event.to !== 'battlefield' || !newObject) return state;
  const follows = (e: GameState['effects'][number]) =>
    (e.change.kind === 'prevent-next-damage-from-source' ||
      e.change.kind === 'redirect-damage-from-source') &&
    e.change.from.objects.includes(object);
  if (!state.effects.some(follows)) return state;
  return {
    ...state,
    effects: state.effects.map((e) => {
      const change = e.change;
      if (!follows(e) || !('from' in change)) return e;
      return {
        ...e,
        change: { ...change, from: { ...change.from, objects: [...change.from.objects, newObject] } },
      };
    }),
  };
}

function removeObject(owned: OwnedObjects, state: GameState, id: string): GameState {
  const object = objectOf(state, id);
  if (!object) return state;
  return removedFromZone(owned, withoutObjects(owned, state, [id]), object.zone, object.owner, id);
}

// 400.7: an object that moves from one zone to another becomes a new object with no memory of its previous existence.
function changeZone(owned: OwnedObjects, state: GameState, event: EventOf<'ZoneChanged'>): GameState {
  const old = objectOf(state, event.object);
  if (!old) return state;
  const removed = removeObject(owned, state, event.object);
  if (!event.newObject) return removed;
  const created: GameObject = {
    id: event.newObject,
    cardId: old.cardId,
    name: old.name,
    ...(old.token ? { token: old.token } : {}),
    // 704.5e: a copy of a card stays a copy (no card) wherever it goes.
    ...(old.isCopy ? { isCopy: old.isCopy } : {}),
    owner: old.owner,
    controller: event.controller ?? old.owner,
    zone: event.to,
    tapped: event.tapped ?? false,
    damage: 0,
    counters: event.counters ?? {},
    sick: event.to === 'battlefield',
    timestamp: state.nextTimestamp,
    ...(event.chosen ? { chosen: event.chosen } : {}),
    ...(event.copyOf ? { copyOf: event.copyOf } : {}),
    ...(event.faceDown ? { faceDown: true } : {}),
    ...(event.exiledWith ? { exiledWith: event.exiledWith } : {}),
    ...(event.face ? { face: event.face } : {}),
    ...(event.onAdventure ? { onAdventure: event.onAdventure } : {}),
    ...(event.castBy ? { castBy: event.castBy } : {}),
    ...(event.castWith ? { castWith: event.castWith } : {}),
    ...(event.bestowed ? { bestowed: true as const } : {}),
    ...(event.kicked ? { kicked: event.kicked } : {}),
    ...(event.protector ? { protector: event.protector } : {}),
    ...(event.unearthed ? { unearthed: true as const } : {}),
    // 508.4, 702.49c: it enters attacking, and unblocked.
    ...(event.attacking !== undefined ? { attacking: event.attacking, blocked: false } : {}),
    ...(event.devoured ? { devoured: event.devoured } : {}),
  };
  const next = {
    ...putObject(owned, removed, created),
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
  const onTop = event.position !== 'bottom';
  // A library lists its top card first; every other zone lists its newest (top) object last.
  const first = event.to === 'library' ? onTop : !onTop;
  return placedInZone(owned, next, event.to, old.owner, created.id, first);
}
