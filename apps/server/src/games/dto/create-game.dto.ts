import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Length,
  Max,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';

/** Each player of the game has a deck, and nobody else does; a deck is a list of card names. */
function IsDeckPerPlayer() {
  return (target: object, property: string) =>
    registerDecorator({
      name: 'isDeckPerPlayer',
      target: target.constructor,
      propertyName: property,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
          const players = (args.object as { players?: unknown }).players;
          const decks = Object.entries(value);
          return (
            Array.isArray(players) &&
            decks.length === players.length &&
            decks.every(
              ([player, cards]) =>
                players.includes(player) &&
                Array.isArray(cards) &&
                cards.length <= 250 &&
                cards.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 141),
            )
          );
        },
        defaultMessage: () => 'decks must map each player (and only the players) to a list of card names',
      },
    });
}

export class CreateGameDto {
  @ApiProperty({
    type: [String],
    minItems: 2,
    maxItems: 4,
    example: ['alice', 'bob'],
    description: 'The seats, in turn order.',
  })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(4)
  @ArrayUnique()
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  players!: string[];

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    description: 'Each player’s deck: card names, one entry per card (library order is shuffled).',
    example: { alice: ['Mountain', 'Mountain', 'Raging Goblin'], bob: ['Forest', 'Forest', 'Grizzly Bears'] },
  })
  @IsObject()
  @IsDeckPerPlayer()
  decks!: Record<string, string[]>;

  @ApiPropertyOptional({
    description: 'Seed of the shuffles and the starting player (random if absent).',
    minimum: 0,
    maximum: 2 ** 31 - 1,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2 ** 31 - 1)
  seed?: number;

  @ApiPropertyOptional({ description: 'Who starts (chosen at random from the seed if absent).' })
  @IsOptional()
  @IsString()
  startingPlayer?: string;
}
