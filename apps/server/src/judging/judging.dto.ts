// Bodies of the judge's routes (issue 18, items 4 and 5): a call, an infraction, a fix; a backup
// (IPG 1.4) and a partial fix (IPG 2.5).
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { INFRACTIONS, type BackupRequest, type Penalty } from '@mtg/game';
import type { PartialFix } from '@mtg/rules';

const FIXES = ['untap', 'tap', 'draw', 'discard', 'return-to-hand', 'move'] as const;
const ZONES = ['library', 'hand', 'graveyard', 'battlefield', 'exile', 'command'] as const;

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

export class BackupDto {
  @ApiProperty({
    enum: ['simple', 'full'],
    description: 'IPG 1.4: `simple` reverses the last action; `full` goes back to the revision `to`.',
  })
  @IsIn(['simple', 'full'])
  kind!: 'simple' | 'full';

  @ApiProperty({
    required: false,
    description: 'For a full backup: the revision to go back to, one where the game waited for a player.',
  })
  @ValidateIf((dto: BackupDto) => dto.kind === 'full')
  @IsInt()
  to?: number;
}

/** The backup a validated body asks for. */
export function backupRequest(dto: BackupDto): BackupRequest {
  return dto.kind === 'full' ? { kind: 'full', to: dto.to! } : { kind: 'simple' };
}

export class PartialFixDto {
  @ApiProperty({
    enum: FIXES,
    description:
      'IPG 2.5: untap or tap a permanent, draw a card (the player), discard a card of a hand, return an object to its owner’s hand, move an object known to all players to a zone (`to`).',
  })
  @IsIn(FIXES)
  kind!: (typeof FIXES)[number];

  @ApiProperty({ required: false, description: 'The object fixed (all but draw).' })
  @ValidateIf((dto: PartialFixDto) => dto.kind !== 'draw')
  @IsString()
  @Length(1, 64)
  object?: string;

  @ApiProperty({ required: false, description: 'The player who draws (draw).' })
  @ValidateIf((dto: PartialFixDto) => dto.kind === 'draw')
  @IsString()
  @Length(1, 64)
  player?: string;

  @ApiProperty({ required: false, enum: ZONES, description: 'The zone it should be in (move).' })
  @ValidateIf((dto: PartialFixDto) => dto.kind === 'move')
  @IsIn(ZONES)
  to?: (typeof ZONES)[number];
}

/** The partial fix a validated body asks for. */
export function partialFix(dto: PartialFixDto): PartialFix {
  if (dto.kind === 'draw') return { kind: 'draw', player: dto.player! };
  if (dto.kind === 'move') return { kind: 'move', object: dto.object!, to: dto.to! };
  return { kind: dto.kind, object: dto.object! };
}

export class BackupResponse {
  @ApiProperty({ description: 'The game’s revision after the backup (its GameBackedUp event).' })
  revision!: number;
  @ApiProperty({ description: 'Who authorised it (the head judge).' }) judge!: string;
  @ApiProperty({ description: 'The revision the game was at.' }) from!: number;
  @ApiProperty({ description: 'The revision it went back to.' }) to!: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'The events reversed, the most recent first: revision and type.',
  })
  undone!: unknown[];
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description:
      'The cards put back on top of a library, in order: the card drawn, or one chosen at random from the hand in its place.',
  })
  returned!: unknown[];
  @ApiProperty({
    type: [String],
    description: 'The players whose library’s random portion was shuffled again.',
  })
  reshuffled!: string[];
}

export class PartialFixResponse {
  @ApiProperty({ description: 'The game’s revision after the fix.' }) revision!: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) fix!: unknown;
  @ApiProperty({ type: [String], description: 'The types of the events that did it.' }) events!: string[];
}
