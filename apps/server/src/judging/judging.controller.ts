// The judge's routes (issue 18, item 4): calls, infractions with their penalties, and fixes,
// recorded with the game (its audit stream), for the judge's token only.
import { Body, Controller, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import {
  JudgeInterventions,
  type Actor,
  type FixApplied,
  type InfractionRecorded,
  type JudgeCalled,
} from '@mtg/game';
import { Caller, CallerGuard } from '../auth/caller.js';
import { ProblemResponse } from '../games/dto/responses.dto.js';
import { validated } from '../games/dto/validation.js';
import {
  FixDto,
  FixResponse,
  InfractionDto,
  InfractionResponse,
  JudgeCallDto,
  JudgeCallResponse,
} from './judging.dto.js';

@ApiTags('judging')
@ApiBearerAuth()
@ApiForbiddenResponse({ description: 'Only a judge intervenes in a game.', type: ProblemResponse })
@ApiNotFoundResponse({ type: ProblemResponse })
@Controller('games/:id/judge')
@UseGuards(CallerGuard)
export class JudgingController {
  constructor(private readonly judging: JudgeInterventions) {}

  @Post('calls')
  @ApiOperation({ summary: 'Records a judge call: who called and why, at the game’s revision.' })
  @ApiBody({ type: JudgeCallDto })
  @ApiCreatedResponse({ type: JudgeCallResponse })
  call(@Param('id') gameId: string, @Body() body: unknown, @Caller() actor: Actor): Promise<JudgeCalled> {
    return this.judging.call(gameId, actor, validated(JudgeCallDto, body));
  }

  @Post('infractions')
  @ApiOperation({
    summary:
      'Records an infraction (IPG code) with its penalty, upgraded by the player’s earlier ones of the match (of the game played alone), or another the head judge gives (IPG 1) (a third Warning for one Game Play Error is a Game Loss; Failure to Maintain Game State never upgrades); a penalty that loses the game is applied to it (104.3k).',
  })
  @ApiBody({ type: InfractionDto })
  @ApiCreatedResponse({ type: InfractionResponse })
  infraction(
    @Param('id') gameId: string,
    @Body() body: unknown,
    @Caller() actor: Actor,
  ): Promise<InfractionRecorded> {
    return this.judging.infraction(gameId, actor, validated(InfractionDto, body));
  }

  @Post('fixes')
  @ApiOperation({ summary: 'Records the fix a judge applied, at the game’s revision.' })
  @ApiBody({ type: FixDto })
  @ApiCreatedResponse({ type: FixResponse })
  fix(@Param('id') gameId: string, @Body() body: unknown, @Caller() actor: Actor): Promise<FixApplied> {
    return this.judging.fix(gameId, actor, validated(FixDto, body));
  }
}
