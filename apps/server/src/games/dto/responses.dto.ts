// The shapes of the REST answers, for the OpenAPI document.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CreatedGameResponse {
  @ApiProperty({ format: 'uuid' })
  gameId!: string;

  @ApiProperty({ description: 'The game stream’s revision after its creation.' })
  revision!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'One bearer token per seat: give each player only theirs.',
  })
  tokens!: Record<string, string>;
}

export class GameSummaryResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['starting', 'playing', 'over'] }) status!: string;
  @ApiProperty({ type: [String] }) players!: string[];
  @ApiProperty() turn!: number;
  @ApiProperty() step!: string;
  @ApiProperty() active!: string;
  @ApiPropertyOptional() winner?: string;
  @ApiProperty() draw!: boolean;
  @ApiProperty() revision!: number;
  @ApiProperty({ format: 'date-time' }) created!: string;
  @ApiProperty({ format: 'date-time' }) updated!: string;
}

export class ObjectViewResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() owner!: string;
  @ApiProperty() controller!: string;
  @ApiProperty() zone!: string;
  @ApiPropertyOptional() tapped?: boolean;
  @ApiPropertyOptional() damage?: number;
  @ApiPropertyOptional() power?: number;
  @ApiPropertyOptional() toughness?: number;
  @ApiPropertyOptional() sick?: boolean;
  @ApiPropertyOptional() attachedTo?: string;
  @ApiPropertyOptional() attacking?: string;
  @ApiPropertyOptional({ description: 'The attacking band it is in (702.22c), named by its first member.' })
  band?: string;
  @ApiPropertyOptional({ type: [String] }) blocking?: string[];
  @ApiPropertyOptional() token?: boolean;
  @ApiPropertyOptional() ability?: boolean;
  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'string' } } })
  targets?: string[][];
  @ApiPropertyOptional() x?: number;
  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' } }) counters?: Record<
    string,
    number
  >;
  @ApiPropertyOptional({ description: 'Exiled face down: only the judge is told its name.' })
  faceDown?: boolean;
  @ApiPropertyOptional({ description: "A battle's defense (310.4c)." }) defense?: number;
  @ApiPropertyOptional({ description: "A battle's protector (310.8)." }) protector?: string;
  @ApiPropertyOptional({ description: 'Its sector designation: alpha, beta or gamma (702.158b).' })
  sector?: string;
  @ApiPropertyOptional({
    description: "Flipped (110.5): a flip card has its bottom half's characteristics (710.2).",
  })
  flipped?: boolean;
  @ApiPropertyOptional({
    description:
      'A bestowed Aura spell or permanent (702.103b): an Aura with enchant creature, not a creature.',
  })
  bestowed?: boolean;
}

export class DungeonViewResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() room!: string;
}

export class PlayerViewResponse {
  @ApiProperty() id!: string;
  @ApiProperty() life!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'number' } }) counters!: Record<
    string,
    number
  >;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'number' },
    example: { W: 0, U: 0, B: 0, R: 1, G: 0, C: 0 },
  })
  manaPool!: Record<string, number>;
  @ApiProperty() handCount!: number;
  @ApiPropertyOptional({
    type: [ObjectViewResponse],
    description: 'Only the seat itself (and the judge) sees a hand.',
  })
  hand?: ObjectViewResponse[];
  @ApiProperty() libraryCount!: number;
  @ApiPropertyOptional({
    type: [ObjectViewResponse],
    description: 'Only the judge sees a library, top first.',
  })
  library?: ObjectViewResponse[];
  @ApiProperty({ type: [ObjectViewResponse] }) graveyard!: ObjectViewResponse[];
  @ApiProperty() landsPlayed!: number;
  @ApiPropertyOptional({ description: "The player's speed (702.179), once they have one." }) speed?: number;
  @ApiPropertyOptional({ description: 'The player is the monarch (722.1).' }) monarch?: true;
  @ApiProperty() lost!: boolean;
  @ApiProperty() won!: boolean;
  @ApiPropertyOptional({
    type: DungeonViewResponse,
    description:
      'The dungeon the player owns in the command zone, with the room of their venture marker (309.4).',
  })
  dungeon?: DungeonViewResponse;
  @ApiPropertyOptional({ type: [String], description: 'The dungeons the player completed (309.7).' })
  completedDungeons?: string[];
}

export class TurnResponse {
  @ApiProperty() number!: number;
  @ApiProperty() active!: string;
  @ApiProperty() step!: string;
  @ApiProperty({ type: String, nullable: true }) priority!: string | null;
}

export class DecisionOptionResponse {
  @ApiProperty() id!: string;
  @ApiProperty() label!: string;
}

export class DecisionViewResponse {
  @ApiProperty() id!: string;
  @ApiProperty() player!: string;
  @ApiProperty({ example: 'mulligan' }) kind!: string;
  @ApiProperty() prompt!: string;
  @ApiProperty({ type: [DecisionOptionResponse], description: 'The options this viewer may see.' })
  options!: DecisionOptionResponse[];
  @ApiProperty() optionCount!: number;
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
}

export class GameViewResponse {
  @ApiProperty() gameId!: string;
  @ApiProperty() revision!: number;
  @ApiProperty({ description: 'Whose view this is: a player, "spectator" or "judge".' }) viewer!: string;
  @ApiProperty({
    description:
      "Fit for competitive play: the random generator was seeded from a cryptographic source and its seed is the judge's alone; false when the caller gave the seed.",
  })
  competitive!: boolean;
  @ApiPropertyOptional({ description: "The random generator's seed: only in the judge's view." })
  seed?: string;
  @ApiProperty() over!: boolean;
  @ApiPropertyOptional() winner?: string;
  @ApiPropertyOptional() draw?: boolean;
  @ApiProperty({ type: TurnResponse }) turn!: TurnResponse;
  @ApiProperty({ type: [PlayerViewResponse] }) players!: PlayerViewResponse[];
  @ApiProperty({ type: [ObjectViewResponse] }) battlefield!: ObjectViewResponse[];
  @ApiProperty({ type: [ObjectViewResponse], description: 'Top first.' }) stack!: ObjectViewResponse[];
  @ApiProperty({ type: [ObjectViewResponse] }) exile!: ObjectViewResponse[];
  @ApiProperty({ type: DecisionViewResponse, nullable: true }) decision!: DecisionViewResponse | null;
}

export class EventViewResponse {
  @ApiProperty() revision!: number;
  @ApiProperty({ example: 'ZoneChanged' }) type!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The event as the caller may see it.',
  })
  data!: unknown;
}

export class AuditEntryResponse {
  @ApiProperty({
    description: 'The game stream revision; for a refused command, the revision it was judged at.',
  })
  revision!: number;
  @ApiProperty({
    enum: [
      'replacement',
      'prevention',
      'regeneration',
      'skipped-step',
      'shortcut',
      'mandatory-loop',
      'reversed-action',
      'dungeon',
      'protector',
      'rejected-command',
      'judge-call',
      'infraction',
      'fix',
    ],
  })
  kind!: string;
  @ApiProperty({ example: '616.1', description: 'The rule that explains the entry.' }) rule!: string;
  @ApiProperty({ example: 'Rest in Peace (...): ... would be put into the graveyard, instead ... exile' })
  text!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The event or refusal as recorded.',
  })
  data!: unknown;
}

const PROBLEM_KINDS = [
  'changed',
  'inserted or removed',
  'missing',
  'unchained',
  'not produced by the rules',
  'refused by the rules',
  'no command',
];

export class VerificationProblemResponse {
  @ApiProperty({ description: 'The revision the problem is found at.' }) revision!: number;
  @ApiPropertyOptional({
    description: 'The last revision of a run of events that do not chain (revisions renumbered).',
  })
  through?: number;
  @ApiProperty({ enum: PROBLEM_KINDS }) kind!: string;
  @ApiProperty() message!: string;
}

export class ChainHeadResponse {
  @ApiProperty() revision!: number;
  @ApiProperty({ description: 'SHA-256 (hex) of the last event: it stands for the whole game.' })
  hash!: string;
}

export class VerificationResponse {
  @ApiProperty() gameId!: string;
  @ApiProperty({ description: 'Events in the game stream.' }) events!: number;
  @ApiProperty({ type: ChainHeadResponse, nullable: true }) head!: ChainHeadResponse | null;
  @ApiProperty({
    enum: ['intact', 'broken', 'absent'],
    description: 'absent: the game was recorded before events carried hashes.',
  })
  chain!: string;
  @ApiProperty({ nullable: true, description: 'The first revision with a hash.' }) chainedFrom!:
    number | null;
  @ApiProperty({
    enum: ['matches', 'differs', 'partial'],
    description:
      'The recorded commands run again through the rules: partial when events were recorded without their command.',
  })
  replay!: string;
  @ApiProperty({ description: 'The recorded commands the rules ran again.' }) commands!: number;
  @ApiProperty({ description: 'The chain is intact and the rules give exactly the recorded events.' })
  verified!: boolean;
  @ApiProperty({ type: [VerificationProblemResponse] }) problems!: VerificationProblemResponse[];
}

export class CommandResultResponse {
  @ApiProperty({ description: 'The game’s revision after the command.' }) revision!: number;
  @ApiProperty({ type: [EventViewResponse] }) events!: EventViewResponse[];
}

export class LegalActionsResponse {
  @ApiProperty() revision!: number;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Commands the caller’s seat may send now.',
  })
  actions!: unknown[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description:
      'The choice among combinations the pending decision asks of the seat, described by its parts and their constraints (kind: attackers, blockers, options, number, yes-no or assignment); every combination formed within them is accepted. Null when no decision waits for the seat.',
  })
  choice!: unknown;
}

export class ProblemResponse {
  @ApiProperty({ example: 'urn:mtg-rules:problem:illegal-action' }) type!: string;
  @ApiProperty() title!: string;
  @ApiProperty() status!: number;
  @ApiProperty() detail!: string;
  @ApiProperty({ example: 'NOT_YOUR_DECISION' }) code!: string;
  @ApiPropertyOptional({ example: '117.3a' }) rule?: string;
  @ApiPropertyOptional({ type: [String] }) errors?: string[];
  @ApiPropertyOptional({
    description: 'Seconds to wait before retrying (503), as in Retry-After.',
    example: 1,
  })
  retryAfter?: number;
}
