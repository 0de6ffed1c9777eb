export { EVENT_STORE, EventStoreModule } from './storage/event-store.module.js';
export {
  DEFAULT_EVENTSTOREDB_READ_MODELS,
  readModelsPathFor,
  readModelsPathFromEnv,
  analyticsPathFor,
  analyticsPathFromEnv,
  storeConfigFromEnv,
} from './storage/store-config.js';
export {
  DEFAULT_CASTING_TIMEOUT_MS,
  GameModule,
  READ_MODEL_DB,
  RULES_CONTEXT,
  TOKEN_CONFIG,
  type GameServiceConfig,
} from './game.module.js';
export {
  GameService,
  actorName,
  type CreateGameRequest,
  type CreatedGame,
  type SubmitRequest,
  type SubmitResult,
} from './games/game-service.js';
export { GameQueries, type LegalActionsView } from './games/game-queries.js';
export { GameRepository } from './games/game-repository.js';
export { DEFAULT_HOT_GAMES, DEFAULT_HOT_GAMES_IDLE_MS, LruCache } from './games/lru-cache.js';
export { ProjectionRunner } from './projections/projection-runner.js';
export { gameProjections } from './projections/game-projections.js';
export type { Projection } from './projections/projection.js';
export {
  GamesListProjection,
  type GameSummary,
  type ListOptions,
} from './projections/games-list.projection.js';
export { GameStateProjection } from './projections/game-state.projection.js';
export { openReadModelDb, type ReadModelDb } from './read-models/read-model-db.js';
export {
  CreateGameCommand,
  gameCommand,
  PLAYER_COMMAND_TYPES,
  type PlayerCommandType,
} from './commands/game-commands.js';
export {
  actorOf,
  judgesGame,
  judgesMatch,
  judgeToken,
  mayAuthoriseBackup,
  mayDeviateFromPenalties,
  seatToken,
  authorizeCommand,
  authorizeOrganiser,
  authorizeAnalytics,
  listScope,
  viewerOf,
  type Actor,
  type JudgeRole,
  type Viewer,
  type TokenConfig,
} from './access/actors.js';
export {
  DEFAULT_TOKEN_TTL_AFTER_GAME_MS,
  SeatAccess,
  type RevokedTokens,
  type TokenStatus,
} from './access/seat-access.js';
export {
  gameView,
  canSee,
  type GameView,
  type ObjectView,
  type PlayerView,
  type DecisionView,
  type DungeonView,
} from './views/game-view.js';
export { eventView, type EventView } from './views/event-view.js';
export { perceives, type EventStates } from './views/hidden-objects.js';
export { auditTrail, type AuditEntry } from './views/audit-trail.js';
export { rehydrate, recordedEventClass, RecordedGameEvent } from './events/recorded-game-events.js';
export { eventId } from './events/event-ids.js';
export { gameStream, auditStream, accessStream, GAME_STREAM_PREFIX } from './streams.js';
export * from './errors.js';
export {
  cardSupportOf,
  diagnosticText,
  unsupportedAmong,
  type CardSupport,
  type UnsupportedCard,
} from './cards/card-support.js';
export { verifyGame, type GameVerification, type VerificationProblem } from './integrity/verification.js';
export { chainBreaks, eventHash, GENESIS_HASH, type ChainBreak } from './integrity/event-chain.js';
export {
  exportGameRecord,
  importGameRecord,
  parseGameRecord,
  GameRecordError,
} from './integrity/game-record.js';
export {
  JudgeInterventions,
  type BackupApplied,
  type PartialFixApplied,
  type FixApplied,
  type InfractionRecorded,
  type JudgeCalled,
} from './judging/judge-interventions.js';
export type { BackupRequest } from './judging/backups.js';
export { INFRACTIONS, infractionOf, penaltyFor, type Infraction, type Penalty } from './judging/ipg.js';
export { knowledgeAt, type Knowledge, type KnownCard, type PlayerKnowledge } from './views/knowledge.js';
export {
  MatchService,
  type BegunGame,
  type CreateMatchRequest,
  type CreatedMatch,
  type MatchClock,
  type MatchView,
} from './matches/match-service.js';
export {
  ADDITIONAL_TURNS,
  CONSTRUCTED_SIDEBOARD_MAXIMUM,
  MAIN_DECK_MINIMUM,
  type DeckConstruction,
  type MatchFormat,
  type MatchResult,
} from './matches/match-rules.js';
export { matchGameId, matchIdOfGame } from './matches/match-ids.js';
export type { JudgeAppointed, TimeExtended } from './matches/match-events.js';
export { matchStream } from './streams.js';
export * from './analytics/index.js';
export {
  recordSimulatedGame,
  type SimulatedGame,
  type SimulatedGameOptions,
} from './games/simulated-game.js';
