// Matches in GraphQL (issue 18, item 6): the same service, checks and errors as REST's; the match
// and the answers are typed (`matches.types.ts`), with what each viewer may see as REST shows it.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { MatchService, type Actor } from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { validated } from '../games/dto/validation.js';
import { organiserOf } from '../games/game-api.js';
import {
  AppointJudgeDto,
  CreateMatchDto,
  decklist,
  matchRegistration,
  NextGameDto,
  PresentDeckDto,
  TimeExtensionDto,
} from '../matches/matches.dto.js';
import { JSONScalar } from './json.scalar.js';
import {
  BegunGameModel,
  begunGameModel,
  CreatedMatchModel,
  createdMatchModel,
  JudgeTokenModel,
  MatchModel,
  matchModel,
  PresentedDeckModel,
  TimeExtensionModel,
} from './matches.types.js';

@Resolver()
@UseGuards(CallerGuard)
export class MatchesResolver {
  constructor(private readonly matches: MatchService) {}

  @Query(() => MatchModel, {
    description:
      'The match as the caller may see it (as GET /matches/:id): games, scores, result, clock, judges, registrations, seat.',
  })
  async match(@Args('id', { type: () => ID }) id: string, @Caller() actor: Actor): Promise<MatchModel> {
    return matchModel(await this.matches.view(id, actor));
  }

  @Mutation(() => CreatedMatchModel, {
    description:
      'Registers a match (organiser API key): `input` as the body of POST /matches; answers its id, each player’s match token and who chooses first.',
  })
  async createMatch(
    @Args('input', { type: () => JSONScalar }) input: unknown,
    @Caller() actor: Actor,
  ): Promise<CreatedMatchModel> {
    const organiser = organiserOf(actor, 'create matches');
    const dto = validated(CreateMatchDto, input, 'the input');
    const created = await this.matches.create(matchRegistration(dto), organiser);
    return createdMatchModel(created);
  }

  @Mutation(() => PresentedDeckModel, {
    description: 'A player presents their deck for the next game, between games (MTR 3.16).',
  })
  presentDeck(
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('deck') deck: string,
    @Caller() actor: Actor,
  ): Promise<PresentedDeckModel> {
    return this.matches.presentDeck(
      matchId,
      actor,
      decklist(validated(PresentDeckDto, { deck }, 'the input').deck),
    );
  }

  @Mutation(() => BegunGameModel, {
    description: 'The player who chooses plays or draws (MTR 2.2), and the next game begins.',
  })
  async nextGame(
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('play') play: boolean,
    @Caller() actor: Actor,
  ): Promise<BegunGameModel> {
    return begunGameModel(
      await this.matches.beginGame(matchId, actor, validated(NextGameDto, { play }, 'the input').play),
    );
  }

  @Mutation(() => TimeExtensionModel, { description: 'A judge of the match gives it more time (MTR 2.4).' })
  extendTime(
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('minutes', { type: () => Int }) minutes: number,
    @Args('reason') reason: string,
    @Caller() actor: Actor,
  ): Promise<TimeExtensionModel> {
    return this.matches.extendTime(
      matchId,
      actor,
      validated(TimeExtensionDto, { minutes, reason }, 'the input'),
    );
  }

  @Mutation(() => JudgeTokenModel, {
    description: 'The match’s organiser issues a judge token for it: role head or floor.',
  })
  appointJudge(
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('role') role: string,
    @Args('name') name: string,
    @Caller() actor: Actor,
  ): Promise<JudgeTokenModel> {
    return this.matches.appointJudge(matchId, actor, validated(AppointJudgeDto, { role, name }, 'the input'));
  }
}
