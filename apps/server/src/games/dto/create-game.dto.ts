import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  Max,
  Min,
} from 'class-validator';
import { parseDeckText } from '@mtg/cards';
import { PLAYER_NAME_MAX, playerNameProblem } from './player-name.js';
import { isJsonObject, registerProblems } from './validation.js';

/** The most cards a deck may have. */
const DECK_MAX = 250;
/** The longest card name (the longest printed one is 141 characters). */
const CARD_NAME_MAX = 141;

/** What is wrong with the decks of these players, each cause with its field. */
export function deckProblems(decks: unknown, players: unknown): string[] {
  if (!isJsonObject(decks))
    return ['decks must be an object: each player’s list of card names or decklist text'];
  const seats = Array.isArray(players) ? players.filter((p): p is string => typeof p === 'string') : [];
  const missing = seats.filter((player) => !Object.hasOwn(decks, player));
  return [
    ...missing.map((player) => `decks.${player}: missing (each player has a deck)`),
    ...Object.entries(decks).flatMap(([player, cards]) =>
      deckProblem(`decks.${player}`, cards, seats.includes(player)),
    ),
  ];
}

function deckProblem(at: string, cards: unknown, isPlayer: boolean): string[] {
  if (!isPlayer) return [`${at}: not a player of the game`];
  if (typeof cards === 'string') return deckTextProblems(at, cards);
  if (!Array.isArray(cards)) return [`${at} must be a list of card names or a decklist's text`];
  if (cards.length > DECK_MAX) return [`${at} has ${cards.length} cards: at most ${DECK_MAX}`];
  const bad = cards.findIndex((c) => typeof c !== 'string' || c.length < 1 || c.length > CARD_NAME_MAX);
  return bad < 0 ? [] : [`${at}[${bad}] must be a card name of 1 to ${CARD_NAME_MAX} characters`];
}

/** What is wrong with a decklist given as text ("4 Lightning Bolt", one entry a line), by line. */
function deckTextProblems(at: string, text: string): string[] {
  const read = parseDeckText(text);
  if ('problems' in read) return read.problems.map((p) => `${at} line ${p.line}: ${p.message}`);
  const { main } = read.deck;
  if (main.length > DECK_MAX) return [`${at} has ${main.length} cards: at most ${DECK_MAX}`];
  return main.length ? [] : [`${at} has no card (its main deck is empty)`];
}

/** Each player's deck as a list of card names: a decklist's text gives its main deck (its sideboard stays out of the game). */
export function deckCards(decks: Readonly<Record<string, string[] | string>>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(decks).map(([player, deck]) => {
      if (typeof deck !== 'string') return [player, deck];
      const read = parseDeckText(deck);
      return [player, 'deck' in read ? read.deck.main : []];
    }),
  );
}

/** Each player of the game has a deck, and nobody else does; a deck is a list of card names. */
const IsDeckPerPlayer = () =>
  registerProblems('isDeckPerPlayer', (decks, body) =>
    deckProblems(decks, (body as { players?: unknown }).players),
  );

/** Each player's name is a good one (player-name.ts), or the message names the bad ones and why. */
export const ArePlayerNames = () =>
  registerProblems('arePlayerNames', (names) =>
    Array.isArray(names)
      ? names.flatMap((name, i) => {
          const problem = playerNameProblem(name);
          return problem ? [`players[${i}] ${JSON.stringify(name)} ${problem}`] : [];
        })
      : [],
  );

/** A seed of the game's random generator: a 31-bit whole number, optional. */
export const IsSeed = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ description, minimum: 0, maximum: 2 ** 31 - 1 }),
    IsOptional(),
    IsInt(),
    Min(0),
    Max(2 ** 31 - 1),
  );

export class CreateGameDto {
  @ApiProperty({
    type: [String],
    minItems: 2,
    maxItems: 4,
    example: ['alice', 'bob'],
    description: `The seats, in turn order: names of 1 to ${PLAYER_NAME_MAX} characters (NFC), letters, marks, digits, spaces and - _ . ' , (no space first or last), not like an object id (a lowercase letter and digits: o12), not "judge" or "spectator".`,
  })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(4)
  @ArrayUnique()
  @ArePlayerNames()
  players!: string[];

  @ApiProperty({
    type: 'object',
    additionalProperties: {
      oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
    },
    description:
      'Each player’s deck: card names, one entry per card, or a decklist’s text, one line per card with its count ("4 Lightning Bolt"; a "Sideboard" line starts the sideboard, which stays out of the game). Library order is shuffled.',
    example: { alice: ['Mountain', 'Mountain', 'Raging Goblin'], bob: '2 Forest\n1 Grizzly Bears\n' },
  })
  @IsDeckPerPlayer()
  decks!: Record<string, string[] | string>;

  @IsSeed('Seed of the shuffles and the starting player (random if absent).')
  seed?: number;

  @ApiPropertyOptional({ description: 'Who starts (chosen at random from the seed if absent).' })
  @IsOptional()
  @IsString()
  startingPlayer?: string;
}
