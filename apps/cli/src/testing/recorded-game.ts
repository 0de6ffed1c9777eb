// A game recorded by the game service in a SQLite file, for the specs of the commands that read
// stores (verify, export, import): started, both hands kept, then `refused` commands sent, each
// refused by the rules and kept in the game's audit stream.
import { CommandRejectedError } from '@mtg/game';
import { RED_GREEN, WHITE_BLUE_BLACK, type Command } from '@mtg/rules';
import { withGameServices } from './recorded-match.js';

type SeatCommand = Extract<Command, { player: string }>;

export async function recordedGame(path: string, seed: number, refused: SeatCommand[] = []): Promise<string> {
  return withGameServices(path, async (_matches, service) => {
    const { gameId } = await service.create({
      players: ['alice', 'bob'],
      decks: { alice: RED_GREEN, bob: WHITE_BLUE_BLACK },
      seed,
      startingPlayer: 'alice',
    });
    const send = (command: SeatCommand, commandId: string) =>
      service.submit({ gameId, actor: { kind: 'seat', gameId, player: command.player }, command, commandId });
    for (const player of ['alice', 'bob'])
      await send({ type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: true } }, `keep-${player}`);
    for (const [i, command] of refused.entries()) {
      const refusal = await send(command, `refused-${i}`).then(
        () => undefined,
        (error: unknown) => error,
      );
      if (!(refusal instanceof CommandRejectedError)) throw new Error(`${command.type} was not refused`);
    }
    return gameId;
  });
}
