// Bodies and answers of the match routes (issue 18, item 6): a match registered with its decks,
// a deck presented between games, the next game begun, a time extension, a judge token issued.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
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
import { parseDeckText, type DeckText } from '@mtg/cards';
import type { CreateMatchRequest } from '@mtg/game';
import { isJsonObject, registerProblems } from '../games/dto/validation.js';
import { ArePlayerNames, IsSeed } from '../games/dto/create-game.dto.js';

/** The longest decklist text (a 250-card list of long names fits). */
const DECKLIST_MAX = 16_000;
const MINUTES_MAX = 24 * 60;

const DECKLIST_DESCRIPTION =
  'A decklist’s text, one line per card with its count ("4 Lightning Bolt"); a "Sideboard" line (or "SB:" before a line) starts the sideboard.';

/** What is wrong with a decklist's text, by line. */
function decklistProblems(at: string, text: unknown): string[] {
  if (typeof text !== 'string' || text.length > DECKLIST_MAX)
    return [`${at} must be a decklist's text of at most ${DECKLIST_MAX} characters`];
  const read = parseDeckText(text);
  return 'problems' in read ? read.problems.map((p) => `${at} line ${p.line}: ${p.message}`) : [];
}

/** The deck and sideboard of a decklist's text (checked by the DTO first). */
export function decklist(text: string): DeckText {
  const read = parseDeckText(text);
  return 'deck' in read ? read.deck : { main: [], sideboard: [] };
}

/** Each player of the match has a decklist's text, and nobody else does. */
const IsDecklistPerPlayer = () =>
  registerProblems('isDecklistPerPlayer', (decks, object) => {
    if (!isJsonObject(decks)) return ['decks must be an object: each player’s decklist text'];
    const players = (object as { players?: unknown }).players;
    const seats = Array.isArray(players) ? players.filter((p): p is string => typeof p === 'string') : [];
    return [
      ...seats
        .filter((p) => !Object.hasOwn(decks, p))
        .map((p) => `decks.${p}: missing (each player registers a deck)`),
      ...Object.entries(decks).flatMap(([player, text]) =>
        seats.includes(player)
          ? decklistProblems(`decks.${player}`, text)
          : [`decks.${player}: not a player of the match`],
      ),
    ];
  });

const IsDecklist = () => registerProblems('isDecklist', (text) => decklistProblems('deck', text));

export class CreateMatchDto {
  @ApiProperty({
    type: [String],
    minItems: 2,
    maxItems: 2,
    example: ['alice', 'bob'],
    description: 'The two players.',
  })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  @ArrayUnique()
  @ArePlayerNames()
  players!: [string, string];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: `Each player’s registered deck and sideboard (MTR 2.7). ${DECKLIST_DESCRIPTION} Constructed: at least 60 cards and at most 15 in the sideboard (MTR 6.1); limited: at least 40 (MTR 7.1).`,
    example: { alice: '60 Mountain\nSideboard\n4 Raging Goblin\n', bob: '60 Forest\n' },
  })
  @IsDecklistPerPlayer()
  decks!: Record<string, string>;

  @ApiPropertyOptional({
    enum: ['best-of-three', 'one-game'],
    default: 'best-of-three',
    description: 'MTR 2.1.',
  })
  @IsOptional()
  @IsIn(['best-of-three', 'one-game'])
  format?: 'best-of-three' | 'one-game';

  @ApiPropertyOptional({ enum: ['constructed', 'limited'], default: 'constructed' })
  @IsOptional()
  @IsIn(['constructed', 'limited'])
  construction?: 'constructed' | 'limited';

  @ApiPropertyOptional({
    minimum: 1,
    maximum: MINUTES_MAX,
    default: 50,
    description: 'The round’s time (MTR 2.4).',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(MINUTES_MAX)
  roundMinutes?: number;

  @IsSeed(
    'A seed (tests): the random choice of who chooses first and the games’ seeds follow from it; without one, they are secret.',
  )
  seed?: number;
}

/** The match the body registers: each deck read from its text, the defaults filled in. */
export function matchRegistration(dto: CreateMatchDto): CreateMatchRequest {
  return {
    players: dto.players,
    decks: Object.fromEntries(Object.entries(dto.decks).map(([p, text]) => [p, decklist(text)])),
    format: dto.format ?? 'best-of-three',
    construction: dto.construction ?? 'constructed',
    roundMinutes: dto.roundMinutes ?? 50,
    ...(dto.seed !== undefined ? { seed: dto.seed } : {}),
  };
}

export class PresentDeckDto {
  @ApiProperty({
    description: `The deck for the next game: the registered cards, moved between deck and sideboard (MTR 3.16). ${DECKLIST_DESCRIPTION}`,
  })
  @IsDecklist()
  deck!: string;
}

export class NextGameDto {
  @ApiProperty({ description: 'MTR 2.2: true to play first, false to draw (the other player starts).' })
  @IsBoolean()
  play!: boolean;
}

export class TimeExtensionDto {
  @ApiProperty({ minimum: 1, maximum: MINUTES_MAX, example: 3 })
  @IsInt()
  @Min(1)
  @Max(MINUTES_MAX)
  minutes!: number;

  @ApiProperty({ example: 'a long ruling' })
  @IsString()
  @Length(1, 2000)
  reason!: string;
}

export class AppointJudgeDto {
  @ApiProperty({
    enum: ['head', 'floor'],
    description:
      'A head judge may do all a judge does, and deviate from penalties and authorise backups (IPG 1, 1.4).',
  })
  @IsIn(['head', 'floor'])
  role!: 'head' | 'floor';

  @ApiProperty({ example: 'Dana' })
  @IsString()
  @Length(1, 64)
  name!: string;
}

export class CreatedMatchResponse {
  @ApiProperty() matchId!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description:
      'Each player’s match token: it presents their decks, chooses play or draw, and reads their seat in each game.',
  })
  tokens!: Record<string, string>;
  @ApiProperty({
    description: 'MTR 2.2: who chooses to play or draw in the first game (the winner of the random method).',
  })
  chooser!: string;
}

export class MatchResponse {
  @ApiProperty() matchId!: string;
  @ApiProperty({ type: [String] }) players!: string[];
  @ApiProperty({ enum: ['best-of-three', 'one-game'] }) format!: string;
  @ApiProperty({ enum: ['constructed', 'limited'] }) construction!: string;
  @ApiProperty({
    type: 'array',
    items: { type: 'object', additionalProperties: true },
    description: 'Each game: number, gameId, chooser, startingPlayer, over, winner, draw.',
  })
  games!: unknown[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Each player’s wins, losses and draws.',
  })
  scores!: unknown;
  @ApiProperty() over!: boolean;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Once over: winner (none for a draw) and score (2-1, 1-1-1).',
  })
  result?: unknown;
  @ApiPropertyOptional({
    description: 'Who chooses to play or draw in the next game (MTR 2.2), while one may begin.',
  })
  nextChooser?: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'roundMinutes, startedAt, endsAt (extensions counted), extensions, timeCalled; once time is called during a game, calledInTurn and lastTurn (MTR 2.4).',
  })
  clock!: unknown;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) judges!: unknown[];
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Registered decks: all for the organiser and judges, their own for a player.',
  })
  registrations!: unknown;
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'For a player: their seat in the current game, { gameId, token }.',
  })
  seat?: unknown;
}

export class BegunGameResponse {
  @ApiProperty() gameId!: string;
  @ApiProperty() number!: number;
  @ApiProperty() startingPlayer!: string;
  @ApiProperty() revision!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'The caller’s seat token for the game.',
  })
  tokens!: Record<string, string>;
}

export class JudgeTokenResponse {
  @ApiProperty({ enum: ['head', 'floor'] }) role!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The judge’s bearer token, for the match’s games only.' }) token!: string;
}

export class TimeExtensionResponse {
  @ApiProperty() minutes!: number;
  @ApiProperty() reason!: string;
  @ApiProperty() judge!: string;
}
