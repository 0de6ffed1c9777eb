// evolve(state, event) -> state: records a fact. It never re-applies a rule (docs/architecture.md).
// Each type of event has its handler in `EVENT_HANDLERS`, gathered from one file per family of events.
import type { EventOf, GameEvent, GameEventType } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import { seedRandom } from '../data/state/random.js';
import { evolvedFingerprint, wholeFingerprint } from '../data/state/fingerprint.js';
import type { OwnedObjects } from '../data/state/updates.js';
import { castingEvents } from './casting.js';
import { combatEvents } from './combat.js';
import { controlEvents } from './control.js';
import { counterEvents } from './counters.js';
import { damageEvents } from './damage.js';
import { decisionEvents } from './decisions.js';
import { dungeonEvents } from './dungeons.js';
import { effectEvents } from './effects.js';
import { gameEvents } from './game.js';
import type { EventHandler, EventHandlers } from './handlers.js';
import { manaEvents } from './mana.js';
import { permanentEvents } from './permanents.js';
import { playerEvents } from './players.js';
import { randomEvents } from './random.js';
import { stackEvents } from './stack.js';
import { tokenEvents } from './tokens.js';
import { triggerEvents } from './triggers.js';
import { turnEvents } from './turn.js';
import { zoneEvents } from './zones.js';

/** The state before any event: no players, no objects. */
export function initialState(): GameState {
  return {
    id: '',
    players: [],
    objects: {},
    battlefield: [],
    stack: [],
    exile: [],
    turn: { number: 0, active: '', step: 'untap', priority: null, passed: [] },
    effects: [],
    pendingTriggers: [],
    decision: null,
    agenda: [],
    nextId: 1,
    nextTimestamp: 1,
    rng: seedRandom(0),
    over: false,
  };
}

export function evolve(state: GameState, event: GameEvent): GameState {
  return evolveOwning({ oneEvent: true }, state, event);
}

/**
 * The state after `events`, from `state` (never written): the objects record is copied once, at
 * the first event that changes it, then written in place (see `OwnedObjects`). No state in between
 * is read, so the last one is fingerprinted whole, once, instead of term by term at each event.
 */
export function evolveAll(state: GameState, events: readonly GameEvent[]): GameState {
  const owned: OwnedObjects = { unfingerprinted: true };
  let next = state;
  for (const event of events) next = evolveOwning(owned, next, event);
  return next === state ? state : { ...next, fingerprint: wholeFingerprint(next) };
}

/**
 * `evolve` for a sequence of events that owns its copy of the objects record: writes it in place,
 * so states it returned before no longer hold their objects (see `OwnedObjects`).
 */
export function evolveOwning(owned: OwnedObjects, state: GameState, event: GameEvent): GameState {
  const next = (owned.unfingerprinted ? unfingerprinted : fingerprinted)(owned, state, event);
  // 730.1: the events of an action taken step by step, for what its reversal may not undo.
  return next.action && !announcing(event) ? recordedInAction(owned, next, event) : next;
}

/** The state an event makes, with its fingerprint brought up to date (729.3, 104.4b: the loop rules compare them). */
function fingerprinted(owned: OwnedObjects, before: GameState, event: GameEvent): GameState {
  const writes = (owned.writes ??= { objects: new Map(), zones: new Map() });
  writes.objects.clear();
  writes.zones.clear();
  const after = applyEvent(owned, before, event);
  const fingerprint = evolvedFingerprint(before, after, owned);
  return fingerprint === after.fingerprint ? after : { ...after, fingerprint };
}

/** A state whose fingerprint is not kept up to date has none (one is made whole if asked). */
function unfingerprinted(owned: OwnedObjects, before: GameState, event: GameEvent): GameState {
  owned.writes = undefined;
  const after = applyEvent(owned, before, event);
  return after.fingerprint ? { ...after, fingerprint: undefined } : after;
}

/** The event that begins an action step by step is not part of what its reversal looks at. */
const announcing = (event: GameEvent) => event.type === 'SpellAnnounced' || event.type === 'AbilityAnnounced';

const EVENT_HANDLERS: EventHandlers = {
  ...gameEvents,
  ...turnEvents,
  ...playerEvents,
  ...manaEvents,
  ...randomEvents,
  ...zoneEvents,
  ...castingEvents,
  IllegalActionReversed: reversed,
  ...stackEvents,
  ...triggerEvents,
  ...permanentEvents,
  ...controlEvents,
  ...damageEvents,
  ...counterEvents,
  ...tokenEvents,
  ...dungeonEvents,
  ...effectEvents,
  ...combatEvents,
  ...decisionEvents,
};

function applyEvent(owned: OwnedObjects, state: GameState, event: GameEvent): GameState {
  return (EVENT_HANDLERS[event.type] as EventHandler<GameEventType>)(owned, state, event);
}

/** The action's events with `event` last: a list the sequence made is added to in place (`OwnedObjects`). */
function recordedInAction(owned: OwnedObjects, state: GameState, event: GameEvent): GameState {
  const action = state.action!;
  let events = action.events;
  if (owned.actionEvents === events) events.push(event);
  else {
    events = [...events, event];
    if (!owned.oneEvent) owned.actionEvents = events;
  }
  return { ...state, action: { ...action, events } };
}

/**
 * 730.1: the state before the action, with the events it kept applied again. Ids and timestamps go
 * on from where they are, so that no id of the reversed action is given to another object.
 */
function reversed(
  _owned: OwnedObjects,
  state: GameState,
  event: EventOf<'IllegalActionReversed'>,
): GameState {
  const before = state.action?.before;
  if (!before) return state;
  return { ...evolveAll(before, event.kept), nextId: state.nextId, nextTimestamp: state.nextTimestamp };
}
