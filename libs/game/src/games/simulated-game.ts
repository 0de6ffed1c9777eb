// A simulated game recorded as games over the API are (issue 19, `mtg simulate`): the players of
// `playGame` choose the commands, then the game service creates the game and applies each command
// for its seat, so that the stream, its chain of hashes and the projections are those of any game.
// Deterministic ids make it resumable: a game already recorded is skipped, one cut short goes on
// (the commands already applied are retries of the same idempotency keys, which append nothing).
import { StreamNotFoundError, type EventStore, type RecordedEvent } from '@mtg/event-store';
import {
  actingPlayer,
  playGame,
  type Command,
  type DeckList,
  type GameEvent,
  type Player,
  type PlayerId,
  type RulesContext,
} from '@mtg/rules';
import { gameStream } from '../streams.js';
import type { GameService } from './game-service.js';

export interface SimulatedGameOptions {
  gameId: string;
  seed: number;
  decks: DeckList[];
  players: Record<PlayerId, Player>;
  /** At this turn the active player concedes (104.3a), so that every recorded game ends. */
  turnCap: number;
}

export interface SimulatedGame {
  gameId: string;
  /** Already recorded whole: nothing was appended (nor played: `commands` and `turns` are 0). */
  skipped: boolean;
  /** Commands applied, the creation and a concession at the turn cap included. */
  commands: number;
  winner?: PlayerId;
  turns: number;
}

/** The game's last recorded event (undefined if it has no stream yet). */
async function lastRecorded(store: EventStore, gameId: string): Promise<RecordedEvent | undefined> {
  try {
    const [last] = await store.readStream(gameStream(gameId), {
      direction: 'backwards',
      fromRevision: 'end',
      maxCount: 1,
    });
    return last;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return undefined;
    throw error;
  }
}

export async function recordSimulatedGame(
  store: EventStore,
  service: GameService,
  ctx: RulesContext,
  options: SimulatedGameOptions,
): Promise<SimulatedGame> {
  const { gameId } = options;
  const last = await lastRecorded(store, gameId);
  if (last?.type === 'GameEnded') {
    const ended = last.data as Extract<GameEvent, { type: 'GameEnded' }>;
    return { gameId, skipped: true, commands: 0, turns: 0, ...winnerOf(ended.winner) };
  }
  const commands: { player: PlayerId; command: Command }[] = [];
  const result = playGame(ctx, {
    seed: options.seed,
    decks: options.decks,
    players: options.players,
    turnCap: options.turnCap,
    onStep: (before, command) => {
      if (command.type !== 'StartGame') commands.push({ player: actingPlayer(before)!, command });
    },
  });
  // 104.3a: at the turn cap the active player concedes.
  if (!result.state.over)
    commands.push({
      player: result.state.turn.active,
      command: { type: 'Concede', player: result.state.turn.active },
    });
  const summary = { gameId, commands: commands.length + 1, turns: result.state.turn.number };
  if (last === undefined)
    await service.create({
      gameId,
      commandId: `${gameId}.create`,
      seed: options.seed,
      players: options.decks.map((d) => d.player),
      decks: Object.fromEntries(options.decks.map((d) => [d.player, d.cards])),
    });
  let winner: PlayerId | undefined;
  for (const [i, { player, command }] of commands.entries()) {
    const submitted = await service.submit({
      gameId,
      actor: { kind: 'seat', gameId, player },
      command,
      commandId: `${gameId}.${i}`,
    });
    for (const e of submitted.events)
      if (e.type === 'GameEnded') winner = (e.data as { winner?: PlayerId }).winner;
  }
  return { ...summary, skipped: false, ...winnerOf(winner) };
}

const winnerOf = (winner: PlayerId | undefined) => (winner === undefined ? {} : { winner });
