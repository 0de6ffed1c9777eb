// The cards API in GraphQL: the same search, pages and card details as REST (`GET /cards`).
import { Inject } from '@nestjs/common';
import { Args, Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { searchPool, type CardPool } from '@mtg/oracle';
import { JSONScalar } from '../graphql/json.scalar.js';
import { cardNotFound } from '../problems/problem-details.js';
import { CARD_POOL, cardDetail, type CardDetail } from './card-pool.js';
import { cardQuery } from './cards.controller.js';

@ObjectType('PoolCard', {
  description: 'A card of the pool: its Oracle text, where it came from, and its support.',
})
export class PoolCardModel {
  @Field() name!: string;
  @Field() layout!: string;
  @Field({ nullable: true }) manaCost?: string;
  @Field(() => [String]) supertypes!: string[];
  @Field(() => [String]) types!: string[];
  @Field(() => [String]) subtypes!: string[];
  @Field(() => [String], { description: 'Color symbols (W, U, B, R, G); none: colorless.' })
  colors!: string[];
  @Field({ nullable: true }) power?: string;
  @Field({ nullable: true }) toughness?: string;
  @Field({ nullable: true }) loyalty?: string;
  @Field({ description: 'The rules text games play with: its current Oracle text.' }) text!: string;
  @Field(() => JSONScalar, {
    description: 'Where the text came from: corpus (with the wording rules applied), errata, or given.',
  })
  textFrom!: CardDetail['textFrom'];
  @Field(() => [String], { description: 'Corpus sets it was printed in, oldest first.' }) sets!: string[];
  @Field({ description: 'Whether games may hold it.' }) supported!: boolean;
  @Field({ description: 'compiled, hand-written or none.' }) definedBy!: string;
  @Field(() => JSONScalar, { description: 'Why it does not compile: code, line, span, clause, message.' })
  diagnostics!: CardDetail['diagnostics'];
  @Field(() => JSONScalar, { nullable: true, description: 'Its definition in the ability IR, if supported.' })
  definition?: CardDetail['definition'];
}

@ObjectType('PoolCardList')
export class PoolCardListModel {
  @Field(() => Int, { description: 'How many cards match, on every page.' }) totalCards!: number;
  @Field() hasMore!: boolean;
  @Field(() => Int, { nullable: true, description: 'The next page, if any.' }) nextPage?: number;
  @Field(() => [PoolCardModel]) cards!: PoolCardModel[];
}

@Resolver(() => PoolCardModel)
export class CardsResolver {
  constructor(@Inject(CARD_POOL) private readonly pool: CardPool) {}

  @Query(() => PoolCardListModel, {
    description: 'The cards of the pool matching the query, sorted by name.',
  })
  cards(
    @Args('name', { nullable: true }) name?: string,
    @Args('type', { nullable: true }) type?: string,
    @Args('set', { nullable: true }) set?: string,
    @Args('color', { nullable: true, description: 'Color symbols it has, all of them (WU), or C.' })
    color?: string,
    @Args('supported', { nullable: true }) supported?: boolean,
    @Args('page', { type: () => Int, nullable: true }) page?: number,
    @Args('pageSize', { type: () => Int, nullable: true }) pageSize?: number,
  ): PoolCardListModel {
    // The same query as REST's, whose parameters are strings: an argument left out or null is not asked.
    const asked = { name, type, set, color, supported, page, page_size: pageSize };
    const query = cardQuery(
      Object.fromEntries(
        Object.entries(asked)
          .filter(([, value]) => value !== undefined && value !== null)
          .map(([key, value]) => [key, String(value)]),
      ),
    );
    const found = searchPool(this.pool, query);
    return {
      totalCards: found.total,
      hasMore: found.hasMore,
      ...(found.hasMore ? { nextPage: found.page + 1 } : {}),
      cards: found.cards.map((card) => cardDetail(this.pool, card)),
    };
  }

  @Query(() => PoolCardModel, { description: 'One card of the pool, by name or face name, ignoring case.' })
  card(@Args('name') name: string): PoolCardModel {
    const card = this.pool.card(name);
    if (!card) throw cardNotFound(name);
    return cardDetail(this.pool, card);
  }
}
