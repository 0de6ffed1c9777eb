// Ids that would identify a hidden object (docs/architecture.md "Views and hidden information"): an object in
// a zone the viewer can't see is shown to it without its id, so that ids never chain through a
// library or another player's hand (400.7 makes each move a new object; the viewer must not link
// the new one to the old). Judges see every id.
import {
  topOfLibraryRevealed,
  type GameEvent,
  type GameState,
  type RulesContext,
  objectOf,
  hasObject,
} from '@mtg/rules';
import type { Viewer } from '../access/actors.js';

/** The states an event follows and leads to. */
export interface EventStates {
  before: GameState;
  after: GameState;
}

/** Whether the viewer can tell this object from the others of its zone (see its id), in `state`. */
export function perceives(
  state: GameState,
  ctx: RulesContext,
  viewer: Viewer,
  id: string,
): boolean | undefined {
  const object = objectOf(state, id);
  if (!object) return undefined;
  if (object.zone === 'hand') return seatOf(viewer) === object.owner;
  // 401.2: nobody may look at a library; 401.5: its top card while it is revealed to every player.
  if (object.zone === 'library') {
    const library = state.players.find((p) => p.id === object.owner)!.library;
    return library[0] === id && topOfLibraryRevealed(state, ctx, object.owner);
  }
  // 406.3: a card exiled face down is still an object everyone sees on the table, unnamed.
  return true;
}

const seatOf = (viewer: Viewer) => (viewer.kind === 'seat' ? viewer.player : undefined);

/**
 * Whether the zone change that names an object no state holds (the events a reversed action keeps,
 * 730.1) had it in a library or a hand: then its id is not shown (the judge sees it).
 */
function hiddenByMove(event: GameEvent, id: string): boolean {
  if (event.type !== 'ZoneChanged') return false;
  const zone = event.object === id ? event.from : event.newObject === id ? event.to : undefined;
  return zone === 'library' || zone === 'hand';
}

/** Whether the viewer may be shown the id `id` in `event`. */
function shown(
  event: GameEvent,
  id: string,
  states: EventStates,
  viewer: Viewer,
  ctx: RulesContext,
): boolean {
  const seen = [states.before, states.after].map((s) => perceives(s, ctx, viewer, id));
  if (seen.includes(true)) return true;
  if (seen.includes(false)) return false;
  return !hiddenByMove(event, id);
}

/** Players who looked at the hidden cards an event names, and so may see their ids. */
function lookedAt(event: GameEvent, viewer: Viewer): boolean {
  switch (event.type) {
    case 'CardRevealed': // 701.16a: revealed to every player
      return true;
    case 'Scried': // 701.18a: the player who scries looks at the cards
    case 'LibraryArranged': // 701.16e: the player who looked at the cards puts them back
    case 'DecisionAnswered': // the player who answered chose among the options they were shown
      return seatOf(viewer) === event.player;
    default:
      return false;
  }
}

/** `data` (the event as the viewer may see it) with each id the viewer may not see replaced by null. */
export function withoutHiddenIds(
  event: GameEvent,
  data: unknown,
  states: EventStates,
  viewer: Viewer,
  ctx: RulesContext,
): unknown {
  if (lookedAt(event, viewer)) return data;
  const isObject = (s: string) =>
    hasObject(states.before, s) || hasObject(states.after, s) || isMoved(event, s);
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string')
      return isObject(value) && !shown(event, value, states, viewer, ctx) ? null : value;
    if (Array.isArray(value)) return value.map(replace);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replace(v)]));
    return value;
  };
  return replace(data);
}

const isMoved = (event: GameEvent, id: string) =>
  event.type === 'ZoneChanged' && (event.object === id || event.newObject === id);

const viewerName = (viewer: Viewer) => (viewer.kind === 'seat' ? viewer.player : viewer.kind);

/**
 * Who may see each object an event names (issue 18, "who knew what"): for each id, the seats by
 * name and `spectator` if a spectator may; the judge sees every object, and is not listed. Ids no
 * one but the judge may see have an empty list.
 */
export function seenBy(
  event: GameEvent,
  states: EventStates,
  players: readonly string[],
  ctx: RulesContext,
): Record<string, string[]> {
  const viewers: Viewer[] = [
    ...players.map((player) => ({ kind: 'seat' as const, player })),
    { kind: 'spectator' },
  ];
  const ids = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (hasObject(states.before, value) || hasObject(states.after, value) || isMoved(event, value))
        ids.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(event);
  return Object.fromEntries(
    [...ids].map((id) => [
      id,
      viewers.filter((v) => lookedAt(event, v) || shown(event, id, states, v, ctx)).map(viewerName),
    ]),
  );
}
