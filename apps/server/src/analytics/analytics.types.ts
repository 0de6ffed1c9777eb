// The GraphQL types of the analytics (issue 19), code first: the fields of the answers of
// `GET /analytics/cards` and `GET /analytics/games`, typed.
import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import type { CardMetrics, GameMetrics, ManaSpentTurn, WinRate } from '@mtg/game';

@ObjectType('WinRate', { description: 'A win rate with its count and its 95% Wilson score interval.' })
export class WinRateModel implements WinRate {
  @Field(() => Int) games!: number;
  @Field(() => Int, { description: 'Games won (a drawn game is not won).' }) wins!: number;
  @Field(() => Float, { nullable: true, description: 'wins / games, from 0 to 1; null without games.' })
  rate!: number | null;
  @Field(() => Float, { nullable: true, description: 'The 95% Wilson interval’s lower bound.' })
  low!: number | null;
  @Field(() => Float, { nullable: true, description: 'The 95% Wilson interval’s upper bound.' })
  high!: number | null;
}

@ObjectType('CardMetrics', { description: 'A card’s win rates as 17lands defines them.' })
export class CardMetricsModel implements CardMetrics {
  @Field({ description: 'The card’s name.' }) card!: string;
  @Field(() => WinRateModel, { description: 'Games played: the card was in the deck.' }) gp!: WinRate;
  @Field(() => WinRateModel, { description: 'In the opening hand (the hand kept, 103.5).' }) oh!: WinRate;
  @Field(() => WinRateModel, { description: 'Drawn after the opening hand.' }) gd!: WinRate;
  @Field(() => WinRateModel, { description: 'In hand: in the opening hand or drawn.' }) gih!: WinRate;
  @Field(() => WinRateModel, { description: 'Not seen: neither in the opening hand nor drawn.' })
  gns!: WinRate;
  @Field(() => Float, {
    nullable: true,
    description: 'Improvement when drawn: GIH WR - GNS WR (null unless both have games).',
  })
  iwd!: number | null;
  @Field(() => Int, { description: 'Games in which it was cast.' }) cast!: number;
}

@ObjectType('GameLengthCount', { description: 'How many games lasted a number of turns.' })
export class GameLengthCountModel {
  @Field(() => Int) turns!: number;
  @Field(() => Int) games!: number;
}

@ObjectType('ManaSpentTurn', {
  description:
    'The mean mana a side spent in a turn of the game, over the sides whose game lasted that long.',
})
export class ManaSpentTurnModel implements ManaSpentTurn {
  @Field(() => Int) turn!: number;
  @Field(() => Float) mean!: number;
  @Field(() => Int) sides!: number;
}

@ObjectType('EndReasonCount', { description: 'How many games ended for a reason (GameEnded’s).' })
export class EndReasonCountModel {
  @Field() reason!: string;
  @Field(() => Int) games!: number;
}

@ObjectType('GameMetrics', {
  description: 'Mulligan rate, win rates on the play and on the draw, game length, mana spent per turn.',
})
export class GameMetricsModel implements GameMetrics {
  @Field(() => Int, { description: 'Sides counted (two per two-player game).' }) sides!: number;
  @Field(() => Int) games!: number;
  @Field(() => Float, { nullable: true, description: 'The share of sides that took at least one mulligan.' })
  mulliganRate!: number | null;
  @Field(() => Float, { nullable: true, description: 'The mean of the mulligans a side took.' })
  meanMulligans!: number | null;
  @Field(() => WinRateModel) onThePlay!: WinRate;
  @Field(() => WinRateModel) onTheDraw!: WinRate;
  @Field(() => Float, { nullable: true, description: 'The mean game length in turns.' })
  meanTurns!: number | null;
  @Field(() => [GameLengthCountModel], { description: 'The games by length in turns, shortest first.' })
  turns!: GameLengthCountModel[];
  @Field(() => [ManaSpentTurnModel]) manaSpentPerTurn!: ManaSpentTurn[];
  @Field(() => [EndReasonCountModel], { description: 'How games ended, most frequent first.' })
  endReasons!: EndReasonCountModel[];
}
