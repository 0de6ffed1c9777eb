// The judge's interventions in GraphQL (issue 18, item 4): the same service and checks as REST's.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Resolver } from '@nestjs/graphql';
import { JudgeInterventions, type Actor } from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { validated } from '../games/dto/validation.js';
import { FixDto, InfractionDto, JudgeCallDto } from '../judging/judging.dto.js';
import { FixModel, InfractionInput, InfractionRecordModel, JudgeCallModel } from './judging.types.js';

@Resolver()
@UseGuards(CallerGuard)
export class JudgingResolver {
  constructor(private readonly judging: JudgeInterventions) {}

  @Mutation(() => JudgeCallModel, { description: 'Records a judge call: who called and why (judge only).' })
  judgeCall(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('calledBy') calledBy: string,
    @Args('reason') reason: string,
    @Caller() actor: Actor,
  ): Promise<JudgeCallModel> {
    return this.judging.call(gameId, actor, validated(JudgeCallDto, { calledBy, reason }, 'the input'));
  }

  @Mutation(() => InfractionRecordModel, {
    description:
      'Records an infraction with its penalty, upgraded by the player’s earlier ones of the match (of the game played alone), or another the head judge gives (IPG 1); a penalty that loses the game is applied (104.3k). Judge only.',
  })
  recordInfraction(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input', { type: () => InfractionInput }) input: InfractionInput,
    @Caller() actor: Actor,
  ): Promise<InfractionRecordModel> {
    return this.judging.infraction(gameId, actor, validated(InfractionDto, { ...input }, 'the input'));
  }

  @Mutation(() => FixModel, { description: 'Records the fix a judge applied (judge only).' })
  recordFix(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('description') description: string,
    @Caller() actor: Actor,
  ): Promise<FixModel> {
    return this.judging.fix(gameId, actor, validated(FixDto, { description }, 'the input'));
  }
}
