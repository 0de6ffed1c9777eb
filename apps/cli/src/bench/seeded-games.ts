// Stores of many games for the benchmarks: a few seeded random games, each copied under many game
// ids (fresh event ids, one command's events per append as the service writes them).
import { randomUUID } from 'node:crypto';
import { cardCatalogue } from '@mtg/oracle';
import type { EventData, EventStore } from '@mtg/event-store';
import { gameStream } from '@mtg/game';
import { playRandomGame, RED_GREEN, WHITE_BLUE_BLACK, type GameEvent } from '@mtg/rules';

const DECKS = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];

/** The events of one seeded random game, grouped by the command that produced them. */
export type CommandEvents = GameEvent[][];

/** `count` seeded random games of at most `turns` turns, as their commands' events. */
export function randomGameLogs(count: number, turns: number, seed = 1): CommandEvents[] {
  return Array.from({ length: count }, (_, i) => {
    const commands: CommandEvents = [];
    playRandomGame(
      { cards: cardCatalogue },
      {
        seed: seed + i,
        decks: DECKS,
        turnCap: turns,
        onStep: (_b, _c, events) => void commands.push(events),
      },
    );
    return commands;
  });
}

/** One command's events as the game service stores them. */
function stored(events: GameEvent[], time: string): EventData[] {
  const commandId = randomUUID();
  return events.map((event) => ({
    id: randomUUID(),
    type: event.type,
    data: event,
    metadata: { commandId, causationId: commandId, correlationId: commandId, actor: 'bench', time },
  }));
}

/**
 * Writes game `gameId` with the events of `log`, in one append (or one a command); returns the
 * `$all` position of its last event.
 */
export async function writeGame(
  store: EventStore,
  gameId: string,
  log: CommandEvents,
  { perCommand = false } = {},
): Promise<bigint> {
  const time = new Date().toISOString();
  const appends = perCommand ? log.map((command) => [command]) : [log];
  let result = { nextExpectedRevision: -1n, position: -1n };
  for (const commands of appends) {
    const events = commands.flatMap((command) => stored(command, time));
    const expectedRevision = result.nextExpectedRevision < 0n ? 'no_stream' : result.nextExpectedRevision;
    result = await store.append(gameStream(gameId), events, { expectedRevision });
  }
  return result.position;
}
