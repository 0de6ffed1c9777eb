// The GraphQL types of games (code first). Views keep their top-level fields typed; deeper parts
// (counters, mana pools, targets, commands, event data) are JSON, and `view` is the whole view.
import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import type {
  AuditEntry,
  DungeonView,
  EventView,
  GameSummary,
  GameView,
  ObjectView,
  PlayerView,
} from '@mtg/game';
import { JSONScalar } from './json.scalar.js';

@ObjectType('Card', { description: 'A card, token, spell or ability the viewer may see.' })
export class CardModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() owner!: string;
  @Field() controller!: string;
  @Field() zone!: string;
  @Field({ nullable: true }) tapped?: boolean;
  @Field(() => Int, { nullable: true }) damage?: number;
  @Field(() => Int, { nullable: true }) power?: number;
  @Field(() => Int, { nullable: true }) toughness?: number;
  @Field({ nullable: true }) sick?: boolean;
  @Field({ nullable: true }) attachedTo?: string;
  @Field({ nullable: true, description: 'The player, planeswalker or battle it attacks.' })
  attacking?: string;
  @Field({ nullable: true, description: 'The attacking band it is in (702.22c), named by its first member.' })
  band?: string;
  @Field(() => [String], { nullable: true }) blocking?: string[];
  @Field({ nullable: true }) token?: boolean;
  @Field({ nullable: true }) ability?: boolean;
  @Field({ nullable: true, description: 'A copy of a spell (707.10), not a card.' }) copy?: boolean;
  @Field(() => JSONScalar, { nullable: true, description: 'Targets per target spec.' }) targets?: string[][];
  @Field(() => Int, { nullable: true }) x?: number;
  @Field(() => JSONScalar, { nullable: true }) counters?: Record<string, number>;
  @Field({ nullable: true, description: 'Exiled face down: only the judge is told its name.' })
  faceDown?: boolean;
  @Field(() => Int, { nullable: true, description: "A battle's defense (310.4c)." }) defense?: number;
  @Field({ nullable: true, description: "A battle's protector (310.8)." }) protector?: string;
  @Field({ nullable: true, description: 'Its sector designation: alpha, beta or gamma (702.158b).' })
  sector?: string;
  @Field({
    nullable: true,
    description: "Flipped (110.5): a flip card has its bottom half's characteristics (710.2).",
  })
  flipped?: boolean;
  @Field({
    nullable: true,
    description:
      'A bestowed Aura spell or permanent (702.103b): an Aura with enchant creature, not a creature.',
  })
  bestowed?: boolean;
}

@ObjectType('Player')
export class PlayerModel {
  @Field(() => ID) id!: string;
  @Field(() => Int) life!: number;
  @Field(() => Int) handCount!: number;
  @Field(() => [CardModel], { nullable: true, description: 'Only the seat itself and the judge see a hand.' })
  hand?: ObjectView[];
  @Field(() => Int) libraryCount!: number;
  @Field(() => [CardModel], { nullable: true, description: 'Only the judge sees a library, top first.' })
  library?: ObjectView[];
  @Field(() => [CardModel]) graveyard!: ObjectView[];
  @Field(() => Int) landsPlayed!: number;
  @Field(() => Int, { nullable: true, description: "The player's speed (702.179), once they have one." })
  speed?: number;
  @Field(() => Boolean, { nullable: true, description: 'The player is the monarch (722.1).' })
  monarch?: true;
  @Field() lost!: boolean;
  @Field() won!: boolean;
  @Field(() => JSONScalar, {
    nullable: true,
    description: 'The dungeon in the command zone: { id, name, room } (the room of the venture marker).',
  })
  dungeon?: DungeonView;
  @Field(() => [String], { nullable: true, description: 'The dungeons the player completed (309.7).' })
  completedDungeons?: string[];
  @Field(() => JSONScalar) counters!: Record<string, number>;
  @Field(() => JSONScalar, { description: 'Mana by type: W, U, B, R, G, C.' }) manaPool!: Record<
    string,
    number
  >;
}

@ObjectType('Turn')
export class TurnModel {
  @Field(() => Int) number!: number;
  @Field() active!: string;
  @Field() step!: string;
  @Field(() => String, { nullable: true }) priority!: string | null;
}

@ObjectType('DecisionOption')
export class DecisionOptionModel {
  @Field() id!: string;
  @Field() label!: string;
}

@ObjectType('Decision', { description: 'The decision the game waits for.' })
export class DecisionModel {
  @Field(() => ID) id!: string;
  @Field() player!: string;
  @Field() kind!: string;
  @Field() prompt!: string;
  @Field(() => [DecisionOptionModel], { description: 'The options this viewer may see.' })
  options!: DecisionOptionModel[];
  @Field(() => Int) optionCount!: number;
  @Field(() => Int) min!: number;
  @Field(() => Int) max!: number;
}

@ObjectType('Game', { description: 'A game as the caller may see it (seat, judge or spectator).' })
export class GameModel {
  @Field(() => ID) id!: string;
  @Field(() => Int) revision!: number;
  @Field({ description: 'Whose view: a player, "spectator" or "judge".' }) viewer!: string;
  @Field({
    description: "Fit for competitive play: seeded from a cryptographic source, the seed the judge's alone.",
  })
  competitive!: boolean;
  @Field(() => String, { nullable: true, description: "The random generator's seed (the judge only)." })
  seed?: string;
  @Field() over!: boolean;
  @Field(() => String, { nullable: true }) winner?: string;
  @Field() draw!: boolean;
  @Field(() => TurnModel) turn!: TurnModel;
  @Field(() => [PlayerModel]) players!: PlayerView[];
  @Field(() => [CardModel]) battlefield!: ObjectView[];
  @Field(() => [CardModel], { description: 'Top first.' }) stack!: ObjectView[];
  @Field(() => [CardModel]) exile!: ObjectView[];
  @Field(() => DecisionModel, { nullable: true }) decision!: DecisionModel | null;
  @Field(() => JSONScalar, { description: 'The whole view, as REST answers it.' }) view!: GameView;
}

export function gameModel(view: GameView): GameModel {
  return { ...view, id: view.gameId, draw: view.draw ?? false, view };
}

@ObjectType('GameSummary')
export class GameSummaryModel implements GameSummary {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'starting, playing or over' }) status!: GameSummary['status'];
  @Field(() => [String]) players!: string[];
  @Field(() => Int) turn!: number;
  @Field() step!: string;
  @Field() active!: string;
  @Field(() => String, { nullable: true }) winner?: string;
  @Field() draw!: boolean;
  @Field(() => Int) revision!: number;
  @Field() created!: string;
  @Field() updated!: string;
}

@ObjectType('GameEvent', { description: 'An event as the caller may see it.' })
export class GameEventModel implements EventView {
  @Field(() => Int) revision!: number;
  @Field() type!: string;
  @Field(() => JSONScalar) data!: unknown;
}

@ObjectType('AuditEntry', { description: 'One entry of the judge’s audit trail.' })
export class AuditEntryModel implements AuditEntry {
  @Field(() => Int, { description: 'The game revision; for a refused command, the one it was judged at.' })
  revision!: number;
  @Field(() => String, {
    description:
      'replacement, prevention, regeneration, skipped-step, shortcut, mandatory-loop or rejected-command',
  })
  kind!: AuditEntry['kind'];
  @Field({ description: 'The rule that explains the entry.' }) rule!: string;
  @Field() text!: string;
  @Field(() => JSONScalar, { description: 'The event or refusal as recorded.' }) data!: unknown;
}

@ObjectType('VerificationProblem')
export class VerificationProblemModel {
  @Field(() => Int) revision!: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The last revision of a run of events that do not chain.',
  })
  through?: number;
  @Field({
    description:
      'changed, inserted or removed, missing, unchained, not produced by the rules, refused by the rules, no command',
  })
  kind!: string;
  @Field() message!: string;
}

@ObjectType('ChainHead')
export class ChainHeadModel {
  @Field(() => Int) revision!: number;
  @Field({ description: 'SHA-256 (hex) of the last event: it stands for the whole game.' }) hash!: string;
}

@ObjectType('Verification')
export class VerificationModel {
  @Field(() => ID) gameId!: string;
  @Field(() => Int) events!: number;
  @Field(() => ChainHeadModel, { nullable: true }) head!: ChainHeadModel | null;
  @Field({ description: 'intact, broken, or absent (recorded before events carried hashes)' }) chain!: string;
  @Field(() => Int, { nullable: true }) chainedFrom!: number | null;
  @Field({ description: 'matches, differs, or partial (events recorded without their command)' })
  replay!: string;
  @Field(() => Int, { description: 'The recorded commands the rules ran again.' }) commands!: number;
  @Field({ description: 'The chain is intact and the rules give exactly the recorded events.' })
  verified!: boolean;
  @Field(() => [VerificationProblemModel]) problems!: VerificationProblemModel[];
}

@ObjectType('LegalActions')
export class LegalActionsModel {
  @Field(() => Int) revision!: number;
  @Field(() => [JSONScalar], {
    description: 'Commands the caller’s seat may send now, ready for submitCommand.',
  })
  actions!: unknown[];
  @Field(() => JSONScalar, {
    nullable: true,
    description:
      'The choice among combinations the pending decision asks of the seat, described by its parts and their constraints; every combination formed within them is accepted.',
  })
  choice!: unknown;
}

@ObjectType('SeatToken')
export class SeatTokenModel {
  @Field() player!: string;
  @Field({ description: 'The seat’s bearer token.' }) token!: string;
}

/** Seat tokens by player, as GraphQL lists them. */
export function seatTokens(tokens: Record<string, string>): SeatTokenModel[] {
  return Object.entries(tokens).map(([player, token]) => ({ player, token }));
}

@ObjectType('CreatedGame')
export class CreatedGameModel {
  @Field(() => ID) gameId!: string;
  @Field(() => Int) revision!: number;
  @Field(() => [SeatTokenModel]) tokens!: SeatTokenModel[];
}

@ObjectType('CommandResult')
export class CommandResultModel {
  @Field(() => Int) revision!: number;
  @Field(() => [GameEventModel]) events!: EventView[];
  @Field({ description: 'A retry of an accepted command (same idempotency key): nothing was appended.' })
  replayed!: boolean;
}

@InputType('DeckInput')
export class DeckInput {
  @Field() player!: string;
  @Field(() => [String], { nullable: true, description: 'Card names, one entry per card (or give text).' })
  cards?: string[];
  @Field(() => String, {
    nullable: true,
    description:
      'The decklist as text, one line per card with its count ("4 Lightning Bolt"); a "Sideboard" line starts the sideboard, which stays out of the game.',
  })
  text?: string;
}

@InputType('CreateGameInput')
export class CreateGameInput {
  @Field(() => [String]) players!: string[];
  @Field(() => [DeckInput]) decks!: DeckInput[];
  @Field(() => Int, { nullable: true }) seed?: number;
  @Field(() => String, { nullable: true }) startingPlayer?: string;
}
