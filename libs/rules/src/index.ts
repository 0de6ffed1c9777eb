export { decide, type DecideResult } from './decide.js';
export { evolve, initialState } from './evolve.js';
export { legalActions } from './legal-actions.js';
export { characteristics } from './layers/characteristics.js';
export { buildPosition, type Position, type PositionSpec, type PlayerSpec, type ObjectSpec } from './setup/position.js';
export type { RulesContext } from './engine/context.js';
export type { Command, ChoiceAnswer, Rejection, DeckList, Payment } from './commands/command.js';
export type { GameEvent, GameEventType, EventOf } from './events/game-event.js';
export type {
  GameState,
  GameObject,
  PlayerState,
  PlayerId,
  ObjectId,
  ZoneName,
  Characteristics,
  TurnState,
} from './state/game-state.js';
export type { Decision, DecisionKind, DecisionOption } from './state/decision.js';
