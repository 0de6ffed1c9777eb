// A match recorded by the match service in a SQLite file, for the specs of `mtg export` and
// `mtg import`: registered with two decks (MTR 2.7), then, one call at a time, its next game begun
// by the player who chooses (MTR 2.2) and, if asked, conceded, so that a spec exports a game's
// record between two steps of the match.
import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import { GameModule, GameService, MatchService } from '@mtg/game';

const REGISTERED = { main: Array<string>(60).fill('Mountain'), sideboard: [] };

/** Runs `work` with the match and game services of a game module on the SQLite file at `path`. */
export async function withGameServices<T>(
  path: string,
  work: (matches: MatchService, games: GameService) => Promise<T>,
): Promise<T> {
  const module = await Test.createTestingModule({
    imports: [
      GameModule.forRoot({
        store: { kind: 'sqlite', path },
        readModels: ':memory:',
        tokens: { secret: 's' },
      }),
    ],
  }).compile();
  const app: INestApplicationContext = await module.init();
  try {
    return await work(app.get(MatchService), app.get(GameService));
  } finally {
    await app.close();
  }
}

/** A best-of-three match of alice and bob, registered by organiser `org`; its id and who chooses first. */
export function recordedMatch(path: string, seed: number): Promise<{ matchId: string; chooser: string }> {
  return withGameServices(path, (matches) =>
    matches.create(
      {
        players: ['alice', 'bob'],
        decks: { alice: REGISTERED, bob: REGISTERED },
        format: 'best-of-three',
        construction: 'constructed',
        roundMinutes: 50,
        seed,
      },
      'org',
    ),
  );
}

/** The match's next game, begun by `chooser` playing first; `concede`: its loser concedes it at once. */
export function nextMatchGame(
  path: string,
  matchId: string,
  chooser: string,
  concede?: string,
): Promise<string> {
  return withGameServices(path, async (matches, games) => {
    const { gameId } = await matches.beginGame(
      matchId,
      { kind: 'seat', gameId: matchId, player: chooser },
      true,
    );
    if (concede)
      await games.submit({
        gameId,
        actor: { kind: 'seat', gameId, player: concede },
        command: { type: 'Concede', player: concede },
        commandId: `concede-${gameId}`,
      });
    return gameId;
  });
}
