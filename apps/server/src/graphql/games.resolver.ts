// The GraphQL API of games: the same operations, authentication, views and errors as REST.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver, Subscription } from '@nestjs/graphql';
import type { Actor, GameView } from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { parseCommand } from '../games/dto/command.dto.js';
import { CreateGameDto, deckCards } from '../games/dto/create-game.dto.js';
import { validated } from '../games/dto/validation.js';
import { GameApi, organiserOf } from '../games/game-api.js';
import { parseIdempotencyKey } from '../games/request-headers.js';
import { badRequest } from '../problems/problem-details.js';
import { GameUpdates, viewIterator } from '../updates/game-updates.js';
import {
  AuditEntryModel,
  CommandResultModel,
  CreateGameInput,
  CreatedGameModel,
  DeckInput,
  GameEventModel,
  GameModel,
  GameSummaryModel,
  LegalActionsModel,
  SeatTokenModel,
  VerificationModel,
  gameModel,
  seatTokens,
} from './game.types.js';
import { JSONScalar } from './json.scalar.js';

@Resolver(() => GameModel)
@UseGuards(CallerGuard)
export class GamesResolver {
  constructor(
    private readonly api: GameApi,
    private readonly updates: GameUpdates,
  ) {}

  @Query(() => GameModel, {
    description: 'The game as the caller may see it; with `at`, as the caller saw it at that past revision.',
  })
  async game(
    @Args('id', { type: () => ID }) id: string,
    @Caller() actor: Actor,
    @Args('at', { type: () => Int, nullable: true }) at?: number,
  ): Promise<GameModel> {
    if (at == null) return gameModel(this.api.view(id, actor));
    if (at < 0) throw badRequest('at must be a revision, 0 or more');
    return gameModel(await this.api.viewAt(id, actor, at));
  }

  @Query(() => [GameSummaryModel], {
    description:
      'The games the caller may see, newest first: a seat its own, an organiser those it created, the judge all, a spectator none.',
  })
  games(
    @Caller() actor: Actor,
    @Args('status', { type: () => String, nullable: true }) status?: string,
    @Args('limit', { type: () => Int, nullable: true }) limit?: number,
  ): GameSummaryModel[] {
    if (status != null && !['starting', 'playing', 'over'].includes(status)) {
      throw badRequest('status must be starting, playing or over');
    }
    if (limit !== undefined && limit !== null && (limit < 1 || limit > 500))
      throw badRequest('limit must be from 1 to 500');
    return this.api.list({ ...(status ? { status } : {}), ...(limit ? { limit } : {}) }, actor);
  }

  @Query(() => LegalActionsModel, { description: 'What the caller’s seat may do now (nothing for others).' })
  legalActions(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
  ): Promise<LegalActionsModel> {
    return this.api.legalActions(gameId, actor);
  }

  @Query(() => [GameEventModel], {
    description: 'The game’s events from a revision on, as the caller may see them.',
  })
  events(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
    @Args('from', { type: () => Int, nullable: true, defaultValue: 0 }) from: number,
  ): Promise<GameEventModel[]> {
    if (from < 0) throw badRequest('from must be 0 or more');
    return this.api.events(gameId, actor, from);
  }

  @Query(() => [AuditEntryModel], {
    description: 'The judge’s audit trail: each replacement, prevention and refused command, explained.',
  })
  audit(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
    @Args('from', { type: () => Int, nullable: true, description: 'The entries from this revision on.' })
    from?: number,
  ): Promise<AuditEntryModel[]> {
    return this.api.audit(gameId, actor, from ?? 0);
  }

  @Query(() => VerificationModel, {
    description:
      'Verifies the game: its chain of event hashes, and the rules run again on its recorded commands (judge, or the organiser who created it).',
  })
  verification(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
  ): Promise<VerificationModel> {
    return this.api.verification(gameId, actor);
  }

  @Mutation(() => CreatedGameModel, {
    description: 'Creates a game (organiser API key only); one bearer token per seat.',
  })
  async createGame(
    @Args('input', { type: () => CreateGameInput }) input: CreateGameInput,
    @Caller() actor: Actor,
  ): Promise<CreatedGameModel> {
    const organiser = organiserOf(actor, 'create games');
    const decks = Object.fromEntries(input.decks.map((d) => [d.player, deckInputOf(d)]));
    if (Object.keys(decks).length !== input.decks.length)
      throw badRequest('the input has two decks for one player');
    const dto = validated(
      CreateGameDto,
      {
        players: input.players,
        decks,
        ...(input.seed != null ? { seed: input.seed } : {}),
        ...(input.startingPlayer != null ? { startingPlayer: input.startingPlayer } : {}),
      },
      'the input',
    );
    const created = await this.api.create({ ...dto, decks: deckCards(dto.decks), organiser });
    return { gameId: created.gameId, revision: created.revision, tokens: seatTokens(created.tokens) };
  }

  @Mutation(() => [SeatTokenModel], {
    description:
      'Revokes the seat tokens of one player (or of every seat) of a game the calling organiser created; a fresh token for each.',
  })
  async revokeTokens(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
    @Args('player', { type: () => String, nullable: true }) player?: string,
  ): Promise<SeatTokenModel[]> {
    const organiser = organiserOf(actor, 'revoke seat tokens');
    return seatTokens(await this.api.revokeTokens(gameId, organiser, player ?? undefined));
  }

  @Mutation(() => CommandResultModel, {
    description: 'Sends one engine command (as JSON, like the REST body) for the caller’s seat.',
  })
  submitCommand(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('command', { type: () => JSONScalar }) command: unknown,
    @Args('idempotencyKey') idempotencyKey: string,
    @Caller() actor: Actor,
    @Args('expectedRevision', { type: () => Int, nullable: true }) expectedRevision?: number,
  ): Promise<CommandResultModel> {
    return this.api.submit({
      gameId,
      actor,
      command: parseCommand(command),
      idempotencyKey: parseIdempotencyKey(idempotencyKey),
      ...(expectedRevision != null ? { expectedRevision } : {}),
    });
  }

  @Subscription(() => GameModel, {
    description: 'The subscriber’s view now, then after each change; completes when the game is over.',
    resolve: (view: GameView) => gameModel(view),
  })
  gameUpdated(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Caller() actor: Actor,
  ): AsyncIterableIterator<GameView> {
    return viewIterator(this.updates, gameId, actor);
  }
}

/** A deck input's card names or its text (the validation says what is wrong when it has neither or both). */
function deckInputOf(deck: DeckInput): string[] | string | undefined {
  if (deck.cards != null && deck.text != null)
    throw badRequest(`the deck of ${deck.player} has both cards and text`);
  return deck.cards ?? deck.text ?? undefined;
}
