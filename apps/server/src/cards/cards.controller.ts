// The cards API (README "Cards"): the card pool, searched by name, type, set, colors and support, a
// page at a time, and one card in full, with where its text came from and, for a card games may not
// hold yet, why. Cards are public: any caller, no token needed.
import { Controller, Get, Inject, Param, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { queryProblem, searchPool, MAX_PAGE_SIZE, type CardPool, type CardQuery } from '@mtg/oracle';
import { badRequest, cardNotFound } from '../problems/problem-details.js';
import { ProblemResponse } from '../games/dto/responses.dto.js';
import { parseInteger } from '../games/request-headers.js';
import { CARD_POOL, cardDetail, cardSummary, type CardDetail, type CardSummary } from './card-pool.js';
import { CardDetailResponse, CardListResponse } from './cards.dto.js';

export interface CardList {
  object: 'list';
  total_cards: number;
  has_more: boolean;
  next_page: string | null;
  data: CardSummary[];
}

interface CardListQuery {
  name?: string;
  type?: string;
  set?: string;
  color?: string;
  supported?: string;
  page?: string;
  page_size?: string;
}

function supportedQuery(value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw badRequest('supported must be true or false');
  return value === 'true';
}

/** The query a list request asks; a malformed one is a 400 naming what is wrong. */
export function cardQuery(query: CardListQuery): CardQuery {
  const supported = supportedQuery(query.supported);
  const parsed: CardQuery = {
    ...(query.name ? { name: query.name } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.set ? { set: query.set } : {}),
    ...(query.color ? { colors: query.color } : {}),
    ...(supported !== undefined ? { supported } : {}),
    ...(query.page !== undefined ? { page: parseInteger(query.page, 'page', 1) } : {}),
    ...(query.page_size !== undefined
      ? { pageSize: parseInteger(query.page_size, 'page_size', 1, MAX_PAGE_SIZE) }
      : {}),
  };
  const problem = queryProblem(parsed);
  if (problem) throw badRequest(problem);
  return parsed;
}

/** The list envelope of a page; `next_page` is the same request for the next page. */
export function cardList(pool: CardPool, query: CardQuery, url: string): CardList {
  const page = searchPool(pool, query);
  const next = new URL(url, 'http://cards.invalid');
  next.searchParams.set('page', String(page.page + 1));
  return {
    object: 'list',
    total_cards: page.total,
    has_more: page.hasMore,
    next_page: page.hasMore ? `${next.pathname}${next.search}` : null,
    data: page.cards.map(cardSummary),
  };
}

@ApiTags('cards')
@Controller('cards')
export class CardsController {
  constructor(@Inject(CARD_POOL) private readonly pool: CardPool) {}

  @Get()
  @ApiOperation({ summary: 'The cards of the pool matching the query, sorted by name, a page at a time.' })
  @ApiQuery({ name: 'name', required: false, description: 'Part of the name, ignoring case.' })
  @ApiQuery({ name: 'type', required: false, description: 'A supertype, card type or subtype (Goblin).' })
  @ApiQuery({ name: 'set', required: false, description: 'A set code (M15).' })
  @ApiQuery({ name: 'color', required: false, description: 'Color symbols it has, all of them (WU), or C.' })
  @ApiQuery({ name: 'supported', required: false, enum: ['true', 'false'] })
  @ApiQuery({ name: 'page', required: false, type: Number, description: 'From 1; default 1.' })
  @ApiQuery({
    name: 'page_size',
    required: false,
    type: Number,
    description: `1 to ${MAX_PAGE_SIZE}, default 100.`,
  })
  @ApiOkResponse({ type: CardListResponse })
  @ApiBadRequestResponse({ description: 'A malformed query (code BAD_REQUEST).', type: ProblemResponse })
  list(@Query() query: CardListQuery, @Req() request: FastifyRequest): CardList {
    return cardList(this.pool, cardQuery(query), request.url);
  }

  @Get(':name')
  @ApiOperation({
    summary:
      'One card: its Oracle text and where it came from, types, costs, whether games may hold it, its diagnostics if not, its IR definition if so.',
  })
  @ApiOkResponse({ type: CardDetailResponse })
  @ApiNotFoundResponse({ description: 'No card of that name (code CARD_NOT_FOUND).', type: ProblemResponse })
  card(@Param('name') name: string): CardDetail {
    const card = this.pool.card(name);
    if (!card) throw cardNotFound(name);
    return cardDetail(this.pool, card);
  }
}
