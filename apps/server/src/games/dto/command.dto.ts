// One DTO per engine command (libs/rules `Command`), told apart by `type`. The body of
// `POST /games/:id/commands` is exactly one of them, with no other fields.
import {
  ApiExtraModels,
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  type ApiPropertyOptions,
} from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import {
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
} from 'class-validator';
import type { Command, ShortcutAction } from '@mtg/rules';
import type { PlayerCommandType } from '@mtg/game';
import { badRequest } from '../../problems/problem-details.js';
import { IsAmounts, IsPayment, IsStringMatrix, Nested, validated } from './validation.js';

const ID = { minLength: 1, maxLength: 100 };
/** The most repetitions a shortcut may propose over the API. */
const MAX_REPETITIONS = 1_000_000;

/** The player who acts: the seat of the bearer token. */
const Player = () =>
  applyDecorators(
    ApiProperty({ description: 'The player who acts: the seat of the bearer token.', example: 'alice' }),
    IsString(),
    Length(1, 64),
  );

abstract class PlayerCommandDto {
  @Player()
  player!: string;
}

const TARGETS = {
  type: 'array',
  items: { type: 'array', items: { type: 'string' } },
  description: 'Targets per target spec, in order: object or player ids.',
} as const;

const PAYMENT: ApiPropertyOptions = {
  oneOf: [
    { type: 'string', enum: ['auto'] },
    { type: 'array', items: { type: 'string' } },
  ],
  description: '"auto", or the permanents whose mana abilities pay.',
};

export class PassPriorityDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['PassPriority'] })
  @IsIn(['PassPriority'])
  type!: 'PassPriority';
}

export class PlayLandDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['PlayLand'] })
  @IsIn(['PlayLand'])
  type!: 'PlayLand';

  @ApiProperty({ ...ID, description: 'The land card in hand.' })
  @IsString()
  @Length(1, 100)
  card!: string;
}

export class TurnFaceUpDto extends PlayerCommandDto {
  @ApiProperty({
    enum: ['TurnFaceUp'],
    description:
      'Turns a face-down permanent you control face up, paying its morph cost: a special action, any time you have priority (702.37e, 116.2b).',
  })
  @IsIn(['TurnFaceUp'])
  type!: 'TurnFaceUp';

  @ApiProperty({ ...ID, description: 'The face-down permanent.' })
  @IsString()
  @Length(1, 100)
  object!: string;

  @ApiPropertyOptional(PAYMENT)
  @IsOptional()
  @IsPayment()
  payment?: 'auto' | string[];
}

export class SuspendDto extends PlayerCommandDto {
  @ApiProperty({
    enum: ['Suspend'],
    description:
      'Exiles a card with suspend from your hand with its time counters, paying its suspend cost: a special action, any time you have priority and could cast the card (702.62a, 116.2f).',
  })
  @IsIn(['Suspend'])
  type!: 'Suspend';

  @ApiProperty({ ...ID, description: 'The card with suspend in hand.' })
  @IsString()
  @Length(1, 100)
  card!: string;

  @ApiPropertyOptional(PAYMENT)
  @IsOptional()
  @IsPayment()
  payment?: 'auto' | string[];
}

export class AdditionalCostsDto {
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  sacrifice?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  discard?: string[];

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  exile?: string[];

  @ApiPropertyOptional({
    type: [String],
    description:
      'The untapped creatures tapped for convoke, each paying one generic mana or one mana of its color (702.51a).',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  convoke?: string[];
}

/**
 * The additional costs of a cast: the objects they take, how many times it is kicked (702.33a),
 * whether its buyback cost is paid (702.27a), how many times its replicate cost is paid (702.56a),
 * whether its entwine cost is paid (702.42a).
 */
export class CastAdditionalCostsDto extends AdditionalCostsDto {
  @ApiPropertyOptional({ minimum: 0, description: 'How many times the spell is kicked (702.33a).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  kicker?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 1, description: '1: its buyback cost is paid (702.27a).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1)
  buyback?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'How many times its replicate cost is paid (702.56a).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  replicate?: number;

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 1,
    description: '1: its entwine cost is paid, all modes chosen (702.42a).',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1)
  entwine?: number;
}

export class CastSpellDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['CastSpell'] })
  @IsIn(['CastSpell'])
  type!: 'CastSpell';

  @ApiProperty({ ...ID, description: 'The card to cast.' })
  @IsString()
  @Length(1, 100)
  card!: string;

  @ApiPropertyOptional(TARGETS)
  @IsOptional()
  @IsStringMatrix()
  targets?: string[][];

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  x?: number;

  @ApiPropertyOptional({ type: [Number], description: '1-based mode numbers of a modal spell.' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  @Min(1, { each: true })
  modes?: number[];

  @ApiPropertyOptional(PAYMENT)
  @IsOptional()
  @IsPayment()
  payment?: 'auto' | string[];

  @ApiPropertyOptional({ type: CastAdditionalCostsDto })
  @IsOptional()
  @Nested(() => CastAdditionalCostsDto)
  additional?: CastAdditionalCostsDto;

  @ApiPropertyOptional({ description: 'The face to cast of a split, adventurer or modal double-faced card.' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  face?: string;

  @ApiPropertyOptional({
    description:
      'The alternative cost or way to cast it (118.9): a keyword (flashback, jump-start) or the name of the card whose text spells the cost out (Force of Will, Omniscience).',
  })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  alternative?: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 1 },
    description: 'How a divided amount is divided among the targets (601.2d): amount by target id.',
  })
  @IsOptional()
  @IsAmounts()
  divide?: Record<string, number>;

  @ApiPropertyOptional({
    type: [String],
    description:
      'For each hybrid symbol of the cost reductions that apply, in order, the half chosen (118.7e): a color (W, U, B, R, G) or "generic".',
  })
  @IsOptional()
  @IsArray()
  @IsIn(['W', 'U', 'B', 'R', 'G', 'generic'], { each: true })
  reductionHalves?: string[];
}

export class AnnounceSpellDto extends PlayerCommandDto {
  @ApiProperty({
    enum: ['AnnounceSpell'],
    description:
      'Begins casting a spell step by step (601.2a): the card moves to the stack, then each choice is asked as a decision (MakeChoice), then the payment (PayCost).',
  })
  @IsIn(['AnnounceSpell'])
  type!: 'AnnounceSpell';

  @ApiProperty({ ...ID, description: 'The card to cast.' })
  @IsString()
  @Length(1, 100)
  card!: string;

  @ApiPropertyOptional({ description: 'The face to cast of a split, adventurer or modal double-faced card.' })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  face?: string;
}

/** The activated ability a command names: its object and its index (602.1). */
abstract class AbilityCommandDto extends PlayerCommandDto {
  @ApiProperty({ ...ID, description: 'The object whose ability is activated.' })
  @IsString()
  @Length(1, 100)
  source!: string;

  @ApiProperty({
    minimum: 0,
    description: '0-based index among the object’s activated abilities that are not mana abilities.',
  })
  @IsInt()
  @Min(0)
  ability!: number;
}

export class AnnounceAbilityDto extends AbilityCommandDto {
  @ApiProperty({
    enum: ['AnnounceAbility'],
    description:
      'Begins activating an ability step by step (602.2a): it is created on the stack, then each choice is asked as a decision (MakeChoice), then the payment (PayCost). Not for a mana ability (605.3: ActivateManaAbility).',
  })
  @IsIn(['AnnounceAbility'])
  type!: 'AnnounceAbility';
}

export class PayCostDto extends AdditionalCostsDto implements PlayerCommandDto {
  @ApiProperty({
    enum: ['PayCost'],
    description:
      'Pays the total cost of the spell being cast (or the ability being activated) step by step (601.2g-h), answering its payment decision; a payment that can’t be made reverses the casting (730.1).',
  })
  @IsIn(['PayCost'])
  type!: 'PayCost';

  @Player()
  player!: string;

  @ApiPropertyOptional({
    description: 'The id of the payment decision answered (the pending one if absent).',
  })
  @IsOptional()
  @IsString()
  decision?: string;

  @ApiPropertyOptional(PAYMENT)
  @IsOptional()
  @IsPayment()
  payment?: 'auto' | string[];
}

export class CancelCastingDto extends PlayerCommandDto {
  @ApiProperty({
    enum: ['CancelCasting'],
    description:
      'Stops casting the spell (or activating the ability) being cast step by step, while it asks a choice: it is reversed (730.1).',
  })
  @IsIn(['CancelCasting'])
  type!: 'CancelCasting';
}

export class ActivateAbilityDto extends AbilityCommandDto {
  @ApiProperty({ enum: ['ActivateAbility'] })
  @IsIn(['ActivateAbility'])
  type!: 'ActivateAbility';

  @ApiPropertyOptional(TARGETS)
  @IsOptional()
  @IsStringMatrix()
  targets?: string[][];

  @ApiPropertyOptional({ minimum: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  x?: number;

  @ApiPropertyOptional(PAYMENT)
  @IsOptional()
  @IsPayment()
  payment?: 'auto' | string[];
}

export class ActivateManaAbilityDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['ActivateManaAbility'] })
  @IsIn(['ActivateManaAbility'])
  type!: 'ActivateManaAbility';

  @ApiProperty(ID)
  @IsString()
  @Length(1, 100)
  source!: string;

  @ApiPropertyOptional({ enum: ['W', 'U', 'B', 'R', 'G', 'C'] })
  @IsOptional()
  @IsIn(['W', 'U', 'B', 'R', 'G', 'C'])
  color?: 'W' | 'U' | 'B' | 'R' | 'G' | 'C';

  @ApiPropertyOptional({
    type: [String],
    description: 'What a mana ability whose cost is to sacrifice a permanent of your choice sacrifices.',
  })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  sacrifice?: string[];
}

export class AttackDto {
  @ApiProperty(ID)
  @IsString()
  @Length(1, 100)
  attacker!: string;

  @ApiProperty({ ...ID, description: 'The player or planeswalker attacked.' })
  @IsString()
  @Length(1, 100)
  defender!: string;
}

export class DeclareAttackersDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['DeclareAttackers'] })
  @IsIn(['DeclareAttackers'])
  type!: 'DeclareAttackers';

  @ApiProperty({ type: [AttackDto] })
  @IsArray()
  @Nested(() => AttackDto, { each: true })
  attackers!: AttackDto[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'array', items: { type: 'string' } },
    description: 'Attacking bands (508.1e, 702.22c): each a list of declared attackers.',
  })
  @IsOptional()
  @IsStringMatrix()
  bands?: string[][];
}

export class BlockDto {
  @ApiProperty(ID)
  @IsString()
  @Length(1, 100)
  blocker!: string;

  @ApiProperty(ID)
  @IsString()
  @Length(1, 100)
  attacker!: string;
}

export class DeclareBlockersDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['DeclareBlockers'] })
  @IsIn(['DeclareBlockers'])
  type!: 'DeclareBlockers';

  @ApiProperty({ type: [BlockDto] })
  @IsArray()
  @Nested(() => BlockDto, { each: true })
  blocks!: BlockDto[];
}

const ANSWER_KINDS = ['yes-no', 'options', 'number', 'assignment'] as const;

export class ChoiceAnswerDto {
  @ApiProperty({ enum: ANSWER_KINDS })
  @IsIn(ANSWER_KINDS)
  kind!: (typeof ANSWER_KINDS)[number];
}

export class YesNoAnswerDto extends ChoiceAnswerDto {
  @ApiProperty({ description: 'For a mulligan decision: true keeps the hand.' })
  @IsBoolean()
  yes!: boolean;
}

export class OptionsAnswerDto extends ChoiceAnswerDto {
  @ApiProperty({ type: [String], description: 'The chosen options’ ids.' })
  @IsArray()
  @IsString({ each: true })
  ids!: string[];
}

export class NumberAnswerDto extends ChoiceAnswerDto {
  @ApiProperty()
  @IsInt()
  value!: number;
}

export class AssignmentAnswerDto extends ChoiceAnswerDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer', minimum: 0 },
    description: 'For a damage-assignment decision: damage by recipient (object or player id).',
  })
  @IsAmounts()
  amounts!: Record<string, number>;
}

export class MakeChoiceDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['MakeChoice'] })
  @IsIn(['MakeChoice'])
  type!: 'MakeChoice';

  @ApiPropertyOptional({ description: 'The id of the decision answered (the pending one if absent).' })
  @IsOptional()
  @IsString()
  decision?: string;

  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(YesNoAnswerDto) },
      { $ref: getSchemaPath(OptionsAnswerDto) },
      { $ref: getSchemaPath(NumberAnswerDto) },
      { $ref: getSchemaPath(AssignmentAnswerDto) },
    ],
    discriminator: { propertyName: 'kind' },
  })
  @Nested({
    discriminator: 'kind',
    subTypes: new Map<unknown, typeof ChoiceAnswerDto>([
      ['yes-no', YesNoAnswerDto],
      ['options', OptionsAnswerDto],
      ['number', NumberAnswerDto],
      ['assignment', AssignmentAnswerDto],
    ]),
    otherwise: ChoiceAnswerDto,
  })
  answer!: YesNoAnswerDto | OptionsAnswerDto | NumberAnswerDto | AssignmentAnswerDto;
}

export class ChooseReplacementDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['ChooseReplacement'] })
  @IsIn(['ChooseReplacement'])
  type!: 'ChooseReplacement';

  @ApiPropertyOptional({ description: 'The id of the decision answered (the pending one if absent).' })
  @IsOptional()
  @IsString()
  decision?: string;

  @ApiProperty({
    description: 'The replacement or prevention effect to apply first (616.1): the id of one of the options.',
    example: 'o12#1',
  })
  @IsString()
  @Length(ID.minLength, ID.maxLength)
  effect!: string;
}

export class ConcedeDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['Concede'] })
  @IsIn(['Concede'])
  type!: 'Concede';
}

/** The game choices a shortcut may describe: commands (answers without a decision id), or `ResolveTop`. */
const SHORTCUT_CHOICES = [
  'PassPriority',
  'PlayLand',
  'TurnFaceUp',
  'Suspend',
  'CastSpell',
  'ActivateAbility',
  'ActivateManaAbility',
  'DeclareAttackers',
  'DeclareBlockers',
  'MakeChoice',
  'ChooseReplacement',
] as const satisfies readonly PlayerCommandType[];

export class ProposeShortcutDto extends PlayerCommandDto {
  @ApiProperty({ enum: ['ProposeShortcut'] })
  @IsIn(['ProposeShortcut'])
  type!: 'ProposeShortcut';

  @ApiProperty({
    type: 'array',
    items: { type: 'object' },
    description:
      'The game choices of one repetition, for all players (729.2a): commands of the types ' +
      `${SHORTCUT_CHOICES.join(', ')} (an answer without a decision id), or { "type": "ResolveTop" }: ` +
      'each player in turn passes priority until the top object of the stack resolves.',
  })
  @IsArray()
  @ArrayNotEmpty()
  actions!: ShortcutAction[];

  @ApiProperty({ minimum: 1, maximum: MAX_REPETITIONS, description: 'How many times the choices repeat.' })
  @IsInt()
  @Min(1)
  @Max(MAX_REPETITIONS)
  times!: number;
}

/** A shortcut's game choices, each checked against its command's DTO (729.2a). */
function checkShortcutChoices(actions: unknown[], what: string): void {
  actions.forEach((action, i) => {
    const where = `${what}.actions[${i}]`;
    const type =
      typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
    const invalid = (message: string) => badRequest(`${where} ${message}`, undefined, 'VALIDATION_FAILED');
    if (type === 'ResolveTop') {
      if (Object.keys(action as object).length !== 1) throw invalid('(ResolveTop) takes no other field');
      return;
    }
    if (!(SHORTCUT_CHOICES as readonly unknown[]).includes(type))
      throw invalid(`must be ResolveTop or a command of type ${SHORTCUT_CHOICES.join(', ')}`);
    if ('decision' in (action as object)) throw invalid("names a decision: a shortcut's answers don't");
    validated<PlayerCommandDto>(COMMAND_DTOS[type as (typeof SHORTCUT_CHOICES)[number]], action, where);
  });
}

/** The DTO of each command a player may send. */
export const COMMAND_DTOS = {
  PassPriority: PassPriorityDto,
  PlayLand: PlayLandDto,
  TurnFaceUp: TurnFaceUpDto,
  Suspend: SuspendDto,
  CastSpell: CastSpellDto,
  AnnounceSpell: AnnounceSpellDto,
  AnnounceAbility: AnnounceAbilityDto,
  PayCost: PayCostDto,
  CancelCasting: CancelCastingDto,
  ActivateAbility: ActivateAbilityDto,
  ActivateManaAbility: ActivateManaAbilityDto,
  DeclareAttackers: DeclareAttackersDto,
  DeclareBlockers: DeclareBlockersDto,
  MakeChoice: MakeChoiceDto,
  ChooseReplacement: ChooseReplacementDto,
  Concede: ConcedeDto,
  ProposeShortcut: ProposeShortcutDto,
} satisfies Record<PlayerCommandType, new () => PlayerCommandDto>;

export const COMMAND_MODELS = [
  ...Object.values(COMMAND_DTOS),
  YesNoAnswerDto,
  OptionsAnswerDto,
  NumberAnswerDto,
  AssignmentAnswerDto,
];

/** The OpenAPI schema of a command body: one of the DTOs, by `type`. */
export const COMMAND_SCHEMA = {
  oneOf: Object.values(COMMAND_DTOS).map((dto) => ({ $ref: getSchemaPath(dto) })),
  discriminator: {
    propertyName: 'type',
    mapping: Object.fromEntries(
      Object.entries(COMMAND_DTOS).map(([type, dto]) => [type, getSchemaPath(dto)]),
    ),
  },
};

export const ApiCommandModels = () => ApiExtraModels(...COMMAND_MODELS);

/** A command body checked against its type's DTO; the plain JSON is what goes to the engine. */
export function parseCommand(body: unknown, what = 'the command'): Command {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest(`${what} must be a JSON object`);
  const type = (body as { type?: unknown }).type;
  const dto =
    typeof type === 'string' && Object.hasOwn(COMMAND_DTOS, type)
      ? COMMAND_DTOS[type as PlayerCommandType]
      : undefined;
  if (!dto) {
    throw badRequest(
      `${what} has ${typeof type === 'string' ? `an unknown type "${type}"` : 'no type'}: one of ${Object.keys(COMMAND_DTOS).join(', ')}`,
      undefined,
      'UNKNOWN_COMMAND_TYPE',
    );
  }
  validated<PlayerCommandDto>(dto, body, what);
  if (type === 'ProposeShortcut') checkShortcutChoices((body as { actions: unknown[] }).actions, what);
  return structuredClone(body) as Command;
}
