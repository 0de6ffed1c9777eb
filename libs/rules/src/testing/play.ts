// Helpers for specs that play a few commands from a prepared position, with the catalogue's cards
// and, when a rule needs a card the catalogue lacks, a few more defined in the spec.
import { extendCatalogue, type CardDefinition } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import type { GameEvent } from '../data/events/game-event.js';
import { decide } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition, type PositionSpec } from '../setup/position.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

/** A context whose catalogue has every card of the default one, plus `extra`. */
export function contextWith(...extra: CardDefinition[]): RulesContext {
  return { cards: extendCatalogue(cardCatalogue, extra) };
}

/** The game started at a prepared position (state-based actions and triggers done). */
export function startAt(ctx: RulesContext, spec: Omit<PositionSpec, 'gameId'>): GameState {
  const { state } = buildPosition({ gameId: 'spec', ...spec }, ctx);
  return act(ctx, initialState(), { type: 'StartFromPosition', initial: state });
}

/** Applies a command that must be accepted. */
export function act(ctx: RulesContext, state: GameState, command: Command): GameState {
  const result = decide(command, state, ctx);
  if (!result.ok)
    throw new Error(`${result.rejection.code} ${result.rejection.rule}: ${result.rejection.message}`);
  return result.state;
}

/** Each player passes in turn, starting with the one who has priority, until the stack is empty. */
export function resolveStack(ctx: RulesContext, state: GameState): GameState {
  let s = state;
  while (s.stack.length && !s.decision && !s.over)
    s = act(ctx, s, { type: 'PassPriority', player: s.turn.priority! });
  return s;
}

/** The ids of the objects with that name, in a player's zone or on the battlefield, in order. */
export function idsOf(
  state: GameState,
  name: string,
  where: 'battlefield' | 'hand' | 'graveyard' = 'battlefield',
  player?: PlayerId,
): ObjectId[] {
  const ids =
    where === 'battlefield'
      ? state.battlefield
      : state.players.flatMap((p) => (player && p.id !== player ? [] : p[where]));
  return ids.filter(
    (id) => objectOf(state, id)!.name === name && (!player || objectOf(state, id)!.controller === player),
  );
}

export function lifeOf(state: GameState, player: PlayerId): number {
  return state.players.find((p) => p.id === player)!.life;
}

/** A state and the events that led to it from a start. */
export interface Played {
  state: GameState;
  events: GameEvent[];
}

/** Applies commands that must be accepted, keeping the events they appended. */
export function playAll(ctx: RulesContext, { state, events }: Played, ...commands: Command[]): Played {
  for (const command of commands) {
    const result = decide(command, state, ctx);
    if (!result.ok)
      throw new Error(`${result.rejection.code} ${result.rejection.rule}: ${result.rejection.message}`);
    state = result.state;
    events = [...events, ...result.events];
  }
  return { state, events };
}

/** The events of one type, typed. */
export const eventsOf = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
