export { decide, type DecideResult } from './decide.js';
export { evolve, evolveAll, evolveOwning, initialState } from './evolve/evolve.js';
export { putObjects, withoutObjects, type OwnedObjects } from './data/state/updates.js';
export {
  objectOf,
  hasObject,
  allObjects,
  allObjectIds,
  bucketed,
  flatObjects,
  upcastStoredState,
  type ObjectBuckets,
} from './data/state/objects.js';
export { legalActions } from './legal-actions.js';
export { FACE_DOWN_NAME, isFaceDown } from './data/state/face-down.js';
export { legalChoice, type LegalChoice } from './legal-actions/choices.js';
export { characteristics } from './layers/characteristics.js';
export { topOfLibraryRevealed } from './lands/land-plays.js';
export { dungeonOf } from './dungeons/dungeons.js';
export { SECTORS } from './objects/sectors.js';
export {
  buildPosition,
  type Position,
  type PositionSpec,
  type PlayerSpec,
  type ObjectSpec,
} from './setup/position.js';
export { randomInt, randomStateOf, seedRandom, shuffle } from './data/state/random.js';
export type { RulesContext } from './data/state/context.js';
export type {
  Command,
  CommandType,
  ChoiceAnswer,
  Rejection,
  DeckList,
  Payment,
  ShortcutAction,
  PartialFix,
} from './data/commands/command.js';
export type { BackupReturn, GameEvent, GameEventType, EventOf } from './data/events/game-event.js';
export type { Proposal } from './data/state/proposal.js';
export type {
  GameState,
  RandomState,
  GameObject,
  PlayerState,
  PlayerId,
  ObjectId,
  ZoneName,
  Characteristics,
  TurnState,
} from './data/state/game-state.js';
export { PUBLIC_ZONES } from './data/state/game-state.js';
export type { Decision, DecisionKind, DecisionOption } from './data/state/decision.js';
export { activatedAbilitiesOf } from './casting/activate-ability.js';
export { targetSpecsOf } from './targets/targets.js';
export {
  playRandomGame,
  randomPlayer,
  actingPlayer,
  type RandomGameOptions,
  type RandomGameResult,
} from './simulation/random-game.js';
export {
  playGame,
  type GameOptions,
  type GameResult,
  type Player,
  type Turn,
} from './simulation/play-game.js';
export { heuristicPlayer } from './simulation/heuristic/heuristic-player.js';
export {
  duel,
  PLAYERS,
  type PlayerName,
  type DuelOptions,
  type DuelGame,
  type DuelReport,
} from './simulation/duel.js';
export { RED_GREEN, WHITE_BLUE_BLACK } from './simulation/decks.js';
export { dice, roll, shuffled, type Dice } from './simulation/dice.js';
export { manyDraws, type ManyDraws } from './simulation/many-draws.js';
export { kikiJikiLoop, type KikiJikiLoop } from './simulation/kiki-jiki-loop.js';
export {
  soak,
  type SoakOptions,
  type SoakReport,
  type SoakGame,
  type SoakFinding,
  type KindUse,
} from './simulation/soak/soak.js';
export { soakPool, type SoakPool, type SoakDeck } from './simulation/soak/soak-decks.js';
export {
  deckPairing,
  deckPool,
  randomPairing,
  type NamedDeck,
  type SoakPairing,
} from './simulation/soak/soak-pairings.js';
