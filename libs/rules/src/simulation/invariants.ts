// Invariants every game state and every accepted command must keep, whatever the players do. The
// property tests check them after each command of random games; a violation is a bug in the engine.
import type { Command } from '../data/commands/command.js';
import type { GameEvent } from '../data/events/game-event.js';
import type { GameObject, GameState, ObjectId, PlayerId, ZoneName } from '../data/state/game-state.js';
import { allObjectIds, allObjects, objectOf } from '../data/state/objects.js';

// Read once: the property tests check every object of every state, and under Jest each read of a
// global (`Number`) is a slow call, the module running in a `vm` context.
const { isInteger } = Number;

/** The zones that hold lists of object ids: a player's own, and the shared ones (the command zone aside: it may be absent). */
const PLAYER_ZONES = ['library', 'hand', 'graveyard'] as const;
const SHARED_ZONES = ['battlefield', 'stack', 'exile'] as const;

/** Where each id is listed: zone name and, for a player's zone, the player. */
interface Listing {
  zone: ZoneName;
  player?: PlayerId;
}

function listingName(listing: Listing): string {
  return listing.player ? `${listing.player}'s ${listing.zone}` : listing.zone;
}

/** A card (not a token, not an ability on the stack, not a copy of a spell). */
function isCard(object: GameObject): boolean {
  // 707.10, 108.2: a copy of a spell is no card.
  return !object.token && !object.isAbility && !object.isCopy;
}

/**
 * Zone consistency: no id is listed twice; every listed id is an object whose `zone` (and owner, for
 * a player's zone) matches the list; every object is listed. Card conservation: each owner's cards,
 * counted across every zone list, number exactly their deck. One pass over the zone lists does both
 * (the property tests check every state of every game: this is their inner loop).
 */
function zoneProblems(state: GameState, deckSizes: Record<PlayerId, number>): string[] {
  const problems: string[] = [];
  const seen = new Map<ObjectId, Listing>();
  const cards = new Map<PlayerId, number>();
  const list = (ids: readonly ObjectId[], listing: Listing) => {
    for (const id of ids) {
      const earlier = seen.get(id);
      if (earlier) problems.push(`${id} is listed in ${listingName(earlier)} and in ${listingName(listing)}`);
      seen.set(id, listing);
      const object = objectOf(state, id);
      if (!object) problems.push(`${listingName(listing)} lists ${id}, which is not an object`);
      else {
        if (object.zone !== listing.zone)
          problems.push(
            `${id} (${object.name}) says zone ${object.zone} but is listed in ${listingName(listing)}`,
          );
        else if (listing.player && object.owner !== listing.player)
          problems.push(`${id} (${object.name}) of ${object.owner} is in ${listingName(listing)}`);
        // 309.2a: a dungeon in the command zone was brought from outside the game, not from the deck.
        if (isCard(object) && listing.zone !== 'command')
          cards.set(object.owner, (cards.get(object.owner) ?? 0) + 1);
      }
    }
  };
  for (const player of state.players) {
    for (const zone of PLAYER_ZONES) list(player[zone], { zone, player: player.id });
  }
  for (const zone of SHARED_ZONES) list(state[zone], { zone });
  list(state.command ?? [], { zone: 'command' }); // 408
  for (const id of allObjectIds(state)) {
    if (!seen.has(id))
      problems.push(
        `${id} (${objectOf(state, id)!.name}) is in no zone list (zone says ${objectOf(state, id)!.zone})`,
      );
  }
  for (const player in deckSizes) {
    const [count, size] = [cards.get(player) ?? 0, deckSizes[player]];
    if (count !== size) problems.push(`${player} owns ${count} cards in all zones, deck had ${size}`);
  }
  return problems;
}

function negativeCounters(problems: string[], where: () => string, counters: Record<string, number>): void {
  for (const kind in counters) {
    const n = counters[kind]!;
    if (!(isInteger(n) && n >= 0)) problems.push(`${where()} has ${n} ${kind} counters`);
  }
}

/** Numbers stay sane: life is a number, damage and counters are never negative, mana pools neither. */
function numericSanity(state: GameState): string[] {
  const problems: string[] = [];
  for (const p of state.players) {
    if (!isInteger(p.life)) problems.push(`${p.id} has life ${p.life}`);
    negativeCounters(problems, () => p.id, p.counters);
    for (const type in p.manaPool) {
      const n = p.manaPool[type as keyof typeof p.manaPool];
      if (!(n >= 0)) problems.push(`${p.id} has ${n} ${type} mana`);
    }
  }
  for (const o of allObjects(state)) {
    if (!(isInteger(o.damage) && o.damage >= 0)) problems.push(`${o.id} (${o.name}) has ${o.damage} damage`);
    negativeCounters(problems, () => `${o.id} (${o.name})`, o.counters);
  }
  return problems;
}

/** The invariants of one state. Empty when it is sound. */
export function stateProblems(state: GameState, deckSizes: Record<PlayerId, number>): string[] {
  return [...zoneProblems(state, deckSizes), ...numericSanity(state)];
}

/**
 * The life change each player's events account for: gains, losses, and damage dealt to them (120.3a),
 * but for damage from a source with infect, which gives poison counters instead (702.90b).
 */
export function lifeDeltas(events: readonly GameEvent[]): Map<PlayerId, number> {
  const deltas = new Map<PlayerId, number>();
  const add = (player: PlayerId, n: number) => deltas.set(player, (deltas.get(player) ?? 0) + n);
  for (const e of events) {
    if (e.type === 'LifeGained') add(e.player, e.amount);
    else if (e.type === 'LifeLost') add(e.player, -e.amount);
    else if (e.type === 'DamageDealt' && e.recipient === 'player' && !e.infect) add(e.target, -e.amount);
  }
  return deltas;
}

/**
 * Every player's life changed by exactly what the events of the command say. A reversal (730.1)
 * returns the game to the state before the action, with the events it kept: life is counted from
 * there, by those events and the ones after it.
 */
function lifeAccounting(before: GameState, events: readonly GameEvent[], after: GameState): string[] {
  const at = events.findIndex((e) => e.type === 'IllegalActionReversed');
  const reversal =
    at >= 0 ? (events[at] as Extract<GameEvent, { type: 'IllegalActionReversed' }>) : undefined;
  const start = reversal && before.action?.before ? before.action.before : before;
  const deltas = lifeDeltas(reversal ? [...reversal.kept, ...events.slice(at + 1)] : events);
  return after.players.flatMap((p) => {
    const was = start.players.find((q) => q.id === p.id)?.life ?? p.life;
    const expected = deltas.get(p.id) ?? 0;
    return p.life - was === expected
      ? []
      : [`${p.id}'s life went ${was} -> ${p.life}, events account for ${expected}`];
  });
}

/** The invariants of one accepted command: the state after it, and how it got there. */
export function stepProblems(
  before: GameState,
  command: Command,
  events: readonly GameEvent[],
  after: GameState,
  deckSizes: Record<PlayerId, number>,
): string[] {
  return [...stateProblems(after, deckSizes), ...lifeAccounting(before, events, after)].map(
    (problem) =>
      `after ${command.type} of ${'player' in command ? command.player : '?'} in turn ${after.turn.number} (${after.turn.step}): ${problem}`,
  );
}

/** The first value in a state that JSON would not keep as it is (a Map, a class, NaN, a function, ...), or null. */
export function nonPlainValue(value: unknown, path = 'state'): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean' || value === undefined)
    return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (typeof value !== 'object') return `${path} is a ${typeof value}`;
  if (Array.isArray(value)) return firstOf(value.map((v, i) => [`${path}[${i}]`, v]));
  // A plain object's prototype is Object.prototype (of any realm: Jest runs modules in vm contexts) or null.
  const proto = Object.getPrototypeOf(value) as object | null;
  if (proto !== null && Object.getPrototypeOf(proto) !== null)
    return `${path} is a ${value.constructor.name}`;
  return firstOf(Object.entries(value).map(([k, v]) => [`${path}.${k}`, v]));
}

function firstOf(entries: [string, unknown][]): string | null {
  for (const [path, v] of entries) {
    const found = nonPlainValue(v, path);
    if (found) return found;
  }
  return null;
}
