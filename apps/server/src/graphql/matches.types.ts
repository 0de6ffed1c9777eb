// The GraphQL types of matches (issue 18, item 6), code first: the fields of REST's answers, with
// what is keyed by player there (scores, registrations, tokens) listed with its player here. A
// viewer sees what `GET /matches/:id` shows them: the organiser and the match's judges every
// registration, a player their own and their seat (null for others), a spectator no registration.
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BegunGame, CreatedMatch, MatchView } from '@mtg/game';
import { SeatTokenModel, seatTokens } from './game.types.js';

@ObjectType('MatchGame', { description: 'A game of the match.' })
export class MatchGameModel {
  @Field(() => Int) number!: number;
  @Field(() => ID) gameId!: string;
  @Field({ description: 'Who chose to play or draw (MTR 2.2).' }) chooser!: string;
  @Field() startingPlayer!: string;
  @Field() over!: boolean;
  @Field(() => String, { nullable: true, description: 'None while it goes on, or for a draw.' })
  winner?: string;
  @Field() draw!: boolean;
}

@ObjectType('PlayerScore', { description: 'A player’s games won, lost and drawn in the match.' })
export class PlayerScoreModel {
  @Field() player!: string;
  @Field(() => Int) wins!: number;
  @Field(() => Int) losses!: number;
  @Field(() => Int) draws!: number;
}

@ObjectType('MatchResult', { description: 'MTR 2.1: the match’s result once it is over.' })
export class MatchResultModel {
  @Field(() => String, { nullable: true, description: 'None for a drawn match.' }) winner?: string;
  @Field({ description: 'Games won, lost and drawn from the winner’s side: 2-1, 1-1-1.' }) score!: string;
}

@ObjectType('TimeExtension', { description: 'MTR 2.4: more time a judge gave the match.' })
export class TimeExtensionModel {
  @Field(() => Int) minutes!: number;
  @Field() reason!: string;
  @Field({ description: 'The judge who gave it.' }) judge!: string;
}

@ObjectType('MatchClock', { description: 'The round’s clock (MTR 2.4).' })
export class MatchClockModel {
  @Field(() => Int) roundMinutes!: number;
  @Field() startedAt!: string;
  @Field({ description: 'When the round ends, time extensions counted.' }) endsAt!: string;
  @Field(() => [TimeExtensionModel]) extensions!: TimeExtensionModel[];
  @Field() timeCalled!: boolean;
  @Field(() => Int, { nullable: true, description: 'The turn being played when time was called.' })
  calledInTurn?: number;
  @Field(() => Int, { nullable: true, description: 'The last additional turn of the game going on then.' })
  lastTurn?: number;
}

@ObjectType('MatchJudge', { description: 'A judge the organiser appointed for the match.' })
export class MatchJudgeModel {
  @Field({ description: 'head or floor' }) role!: string;
  @Field() name!: string;
}

@ObjectType('JudgeToken', { description: 'A judge token issued for the match’s games.' })
export class JudgeTokenModel extends MatchJudgeModel {
  @Field({ description: 'The judge’s bearer token, for the match’s games only.' }) token!: string;
}

@ObjectType('Registration', { description: 'MTR 2.7: a player’s registered deck and sideboard.' })
export class RegistrationModel {
  @Field() player!: string;
  @Field(() => [String], { description: 'Card names, one entry per card.' }) main!: string[];
  @Field(() => [String]) sideboard!: string[];
}

@ObjectType('MatchSeat', { description: 'A player’s seat in the match’s current (or last) game.' })
export class MatchSeatModel {
  @Field(() => ID) gameId!: string;
  @Field({ description: 'The seat’s bearer token for that game.' }) token!: string;
}

@ObjectType('Match', { description: 'A match as the caller may see it (as GET /matches/:id).' })
export class MatchModel {
  @Field(() => ID) matchId!: string;
  @Field(() => [String]) players!: string[];
  @Field({ description: 'best-of-three or one-game (MTR 2.1)' }) format!: string;
  @Field({ description: 'constructed or limited' }) construction!: string;
  @Field(() => [MatchGameModel]) games!: MatchGameModel[];
  @Field(() => [PlayerScoreModel], { description: 'Each player’s score, in the order of players.' })
  scores!: PlayerScoreModel[];
  @Field() over!: boolean;
  @Field(() => MatchResultModel, { nullable: true }) result?: MatchResultModel;
  @Field(() => String, {
    nullable: true,
    description: 'Who chooses to play or draw in the next game (MTR 2.2), while one may begin.',
  })
  nextChooser?: string;
  @Field(() => MatchClockModel) clock!: MatchClockModel;
  @Field(() => [MatchJudgeModel]) judges!: MatchJudgeModel[];
  @Field(() => [RegistrationModel], {
    description: 'All for the organiser and the match’s judges, their own for a player, none for others.',
  })
  registrations!: RegistrationModel[];
  @Field(() => MatchSeatModel, { nullable: true, description: 'A player’s own seat; null for others.' })
  seat?: MatchSeatModel;
}

/** The match's view as GraphQL types it: what REST keys by player, listed with the player. */
export function matchModel(view: MatchView): MatchModel {
  return {
    ...view,
    scores: view.players.map((player) => ({ player, ...view.scores[player]! })),
    registrations: Object.entries(view.registrations).map(([player, deck]) => ({ player, ...deck })),
  };
}

@ObjectType('CreatedMatch')
export class CreatedMatchModel {
  @Field(() => ID) matchId!: string;
  @Field(() => [SeatTokenModel], {
    description:
      'Each player’s match token: it presents their decks, chooses play or draw, reads their seat.',
  })
  tokens!: SeatTokenModel[];
  @Field({ description: 'MTR 2.2: who chooses to play or draw in the first game.' }) chooser!: string;
}

export function createdMatchModel(created: CreatedMatch): CreatedMatchModel {
  return { ...created, tokens: seatTokens(created.tokens) };
}

@ObjectType('PresentedDeck')
export class PresentedDeckModel {
  @Field(() => Int, { description: 'The game the deck is for.' }) game!: number;
}

@ObjectType('BegunGame')
export class BegunGameModel {
  @Field(() => ID) gameId!: string;
  @Field(() => Int) number!: number;
  @Field() startingPlayer!: string;
  @Field(() => Int) revision!: number;
  @Field(() => [SeatTokenModel], { description: 'The caller’s seat token for the game.' })
  tokens!: SeatTokenModel[];
}

export function begunGameModel(begun: BegunGame): BegunGameModel {
  return { ...begun, tokens: seatTokens(begun.tokens) };
}
