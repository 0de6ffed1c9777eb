// CQRS commands of the service: creating a game, and one command class (with its handler) per
// engine command type, all carried out by the GameService.
import { Command as CqrsCommand, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject, type Type } from '@nestjs/common';
import type { CommandType } from '@mtg/rules';
import type { CreateGameRequest, CreatedGame, SubmitRequest, SubmitResult } from '../games/game-service.js';
import { GameService } from '../games/game-service.js';

export class CreateGameCommand extends CqrsCommand<CreatedGame> {
  constructor(readonly request: CreateGameRequest) {
    super();
  }
}

@CommandHandler(CreateGameCommand)
export class CreateGameHandler implements ICommandHandler<CreateGameCommand> {
  constructor(@Inject(GameService) private readonly games: GameService) {}

  execute(command: CreateGameCommand): Promise<CreatedGame> {
    return this.games.create(command.request);
  }
}

/** A player's engine command for a game, as a CQRS command. */
export abstract class GameCommand extends CqrsCommand<SubmitResult> {
  constructor(readonly request: SubmitRequest) {
    super();
  }
}

export const PLAYER_COMMAND_TYPES = [
  'PassPriority',
  'PlayLand',
  'TurnFaceUp',
  'Suspend',
  'CastSpell',
  'AnnounceSpell',
  'AnnounceAbility',
  'PayCost',
  'CancelCasting',
  'ActivateAbility',
  'ActivateManaAbility',
  'DeclareAttackers',
  'DeclareBlockers',
  'MakeChoice',
  'ChooseReplacement',
  'Concede',
  'ProposeShortcut',
] as const satisfies readonly CommandType[];

export type PlayerCommandType = (typeof PLAYER_COMMAND_TYPES)[number];

type GameCommandClass = new (request: SubmitRequest) => GameCommand;

function defineCommand(type: PlayerCommandType): {
  command: GameCommandClass;
  handler: Type<ICommandHandler>;
} {
  const command = { [`${type}Command`]: class extends GameCommand {} }[`${type}Command`]!;
  @CommandHandler(command)
  class Handler implements ICommandHandler<GameCommand> {
    constructor(@Inject(GameService) private readonly games: GameService) {}

    execute(c: GameCommand): Promise<SubmitResult> {
      return this.games.submit(c.request);
    }
  }
  Object.defineProperty(Handler, 'name', { value: `${type}Handler` });
  return { command, handler: Handler };
}

const DEFINED = Object.fromEntries(PLAYER_COMMAND_TYPES.map((t) => [t, defineCommand(t)])) as Record<
  PlayerCommandType,
  ReturnType<typeof defineCommand>
>;

/** The CQRS command for an engine command, ready for the CommandBus. */
export function gameCommand(request: SubmitRequest): GameCommand {
  const type = request.command.type as PlayerCommandType;
  const defined = DEFINED[type];
  if (!defined) throw new Error(`${request.command.type} is not a player command`);
  return new defined.command(request);
}

export const GAME_COMMAND_HANDLERS: Type<ICommandHandler>[] = [
  CreateGameHandler,
  ...Object.values(DEFINED).map((d) => d.handler),
];
