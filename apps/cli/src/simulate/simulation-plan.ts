// What the worker threads of `mtg simulate` are told (a plan, cloned into each), ask and answer:
// the main thread hands out game numbers one at a time, a worker plays and records each and
// answers with its outcome, or with why it failed.
import type { EventStoreConfig, SqliteSynchronous } from '@mtg/event-store';
import type { DeckList, PlayerId, PlayerName } from '@mtg/rules';
import { storeConfig } from '../commands/store-copy.js';

export interface SimulationPlan {
  /** The store each worker opens a connection of its own to: sqlite:PATH or an EventStoreDB's URL. */
  store: string;
  /**
   * SQLite's synchronous mode for a sqlite: store. NORMAL by default: a game cut short by a power
   * cut is finished by the next run (resumable), so a durable sync at every command buys nothing.
   */
  sync: SqliteSynchronous;
  decks: DeckList[];
  /** The decks' ids joined by a dash, in the games' ids. */
  pair: string;
  players: [PlayerName, PlayerName];
  /** Game i (from 0) has seed `seed + i`. */
  seed: number;
  turns: number;
}

/** The store of the plan, each connection with the plan's synchronous mode when it is SQLite. */
export function simulationStore(plan: Pick<SimulationPlan, 'store' | 'sync'>): EventStoreConfig {
  const config = storeConfig(plan.store);
  return config.kind === 'sqlite' ? { ...config, synchronous: plan.sync } : config;
}

/** The id of the plan's game of seed `seed`: a second run with the same seed and decks finds it. */
export const simulatedGameId = (seed: number, pair: string): string => `sim-${seed}-${pair}`;

export type ToWorker = { kind: 'game'; index: number } | { kind: 'stop' };

export interface GameOutcome {
  index: number;
  gameId: string;
  skipped: boolean;
  winner?: PlayerId;
}

export type FromWorker =
  { kind: 'ready' } | ({ kind: 'game' } & GameOutcome) | { kind: 'failed'; gameId?: string; message: string };
