// Bodies of the judge's routes (issue 18, item 4): a call, an infraction, a fix.
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Length } from 'class-validator';
import { INFRACTIONS, type Penalty } from '@mtg/game';

const TEXT_MAX = 2000;
const PENALTIES: Penalty[] = ['no penalty', 'warning', 'game loss', 'match loss', 'disqualification'];

export class JudgeCallDto {
  @ApiProperty({
    description: 'Who called the judge: a player of the game, or "judge" when a judge stepped in.',
  })
  @IsString()
  @Length(1, 64)
  calledBy!: string;

  @ApiProperty({ example: 'bob says alice drew two cards' })
  @IsString()
  @Length(1, TEXT_MAX)
  reason!: string;
}

export class InfractionDto {
  @ApiProperty({ description: 'The player who committed it.' })
  @IsString()
  @Length(1, 64)
  player!: string;

  @ApiProperty({
    enum: INFRACTIONS.map((i) => i.code),
    description: INFRACTIONS.map((i) => `${i.code}: IPG ${i.section} ${i.name} (${i.penalty})`).join('; '),
  })
  @IsIn(INFRACTIONS.map((i) => i.code))
  infraction!: string;

  @ApiProperty({ example: 'cast Lightning Bolt with only a Forest untapped' })
  @IsString()
  @Length(1, TEXT_MAX)
  description!: string;

  @ApiProperty({
    required: false,
    enum: PENALTIES,
    description:
      'Another penalty than the guide’s (an upgrade or a downgrade): the head judge’s decision only (IPG 1); a disqualification too (IPG 1.2).',
  })
  @IsOptional()
  @IsIn(PENALTIES)
  penalty?: Penalty;
}

export class FixDto {
  @ApiProperty({ example: 'the extra card drawn put back on top of the library' })
  @IsString()
  @Length(1, TEXT_MAX)
  description!: string;
}

export class JudgeCallResponse {
  @ApiProperty({ description: 'The game’s revision when the judge was called.' }) revision!: number;
  @ApiProperty() calledBy!: string;
  @ApiProperty() reason!: string;
}

export class InfractionResponse {
  @ApiProperty() revision!: number;
  @ApiProperty() player!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The infraction: code, IPG section, name, category and its own penalty.',
  })
  infraction!: unknown;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: ['no penalty', 'warning', 'game loss', 'match loss', 'disqualification'] })
  penalty!: string;
  @ApiProperty({ required: false, description: 'Why the penalty was upgraded (IPG).' }) upgrade?: string;
  @ApiProperty({
    required: false,
    description: 'The guide’s penalty, when the head judge gave another (IPG 1).',
  })
  deviatesFrom?: string;
  @ApiProperty({
    required: false,
    description:
      'The game’s revision after the game loss was applied (104.3k), if the penalty lost the game.',
  })
  appliedAt?: number;
}

export class FixResponse {
  @ApiProperty() revision!: number;
  @ApiProperty() description!: string;
}
