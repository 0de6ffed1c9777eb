// The judge's interventions in GraphQL (issue 18, items 4 and 5): the same service and checks as REST's.
import { UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Resolver } from '@nestjs/graphql';
import { JudgeInterventions, type Actor } from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { validated } from '../games/dto/validation.js';
import {
  BackupDto,
  backupRequest,
  FixDto,
  InfractionDto,
  JudgeCallDto,
  partialFix,
  PartialFixDto,
} from '../judging/judging.dto.js';
import {
  BackupModel,
  FixModel,
  InfractionInput,
  InfractionRecordModel,
  JudgeCallModel,
  PartialFixInput,
  PartialFixModel,
} from './judging.types.js';

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

  @Mutation(() => BackupModel, {
    description:
      'IPG 1.4: the head judge backs the game up to the revision `to`, or, without it, to before its last action (head judge only).',
  })
  backUp(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('to', { type: () => Int, nullable: true }) to: number | undefined,
    @Caller() actor: Actor,
  ): Promise<BackupModel> {
    const body = to === undefined || to === null ? { kind: 'simple' } : { kind: 'full', to };
    return this.judging.backUp(gameId, actor, backupRequest(validated(BackupDto, body, 'the input')));
  }

  @Mutation(() => PartialFixModel, {
    description: 'IPG 2.5: a partial fix of a game rule violation, done by the rules (judge only).',
  })
  applyPartialFix(
    @Args('gameId', { type: () => ID }) gameId: string,
    @Args('input', { type: () => PartialFixInput }) input: PartialFixInput,
    @Caller() actor: Actor,
  ): Promise<PartialFixModel> {
    const body = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== null));
    return this.judging.partialFix(gameId, actor, partialFix(validated(PartialFixDto, body, 'the input')));
  }
}
