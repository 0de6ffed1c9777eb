// The console's client of the REST API: the caller's bearer token on every request, problems
// (RFC 9457) turned into errors that carry their code and rule, and the types the server answers
// with, imported from the libraries (type-only: nothing of them is bundled).
import type {
  AuditEntry,
  CardMetrics,
  EventView,
  GameMetrics,
  GameSummary,
  GameVerification,
  GameView,
  LegalActionsView,
} from '@mtg/game';
import type { ChoiceAnswer, Command, LegalChoice } from '@mtg/rules';

export type {
  AuditEntry,
  CardMetrics,
  GameMetrics,
  ChoiceAnswer,
  Command,
  EventView,
  GameSummary,
  GameVerification,
  GameView,
  LegalActionsView,
  LegalChoice,
};

/** A refusal of the API: its problem's title, detail, code and, when the rules refused, the rule. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly rule: string | undefined,
    detail: string,
  ) {
    super(detail);
  }
}

export interface CreatedGame {
  gameId: string;
  revision: number;
  tokens: Record<string, string>;
}

async function call<T>(
  method: string,
  path: string,
  token: string | undefined,
  body?: unknown,
  headers = {},
): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: {
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const problem = (json ?? {}) as { code?: string; rule?: string; detail?: string; title?: string };
    throw new ApiProblem(
      response.status,
      problem.code ?? 'ERROR',
      problem.rule,
      problem.detail ?? problem.title ?? text,
    );
  }
  return json as T;
}

const game = (id: string) => `/games/${encodeURIComponent(id)}`;

export const api = {
  games: (token: string | undefined) => call<GameSummary[]>('GET', '/games', token),
  game: (token: string | undefined, id: string, at?: number) =>
    call<GameView>('GET', `${game(id)}${at === undefined ? '' : `?at=${at}`}`, token),
  events: (token: string | undefined, id: string, from = 0) =>
    call<EventView[]>('GET', `${game(id)}/events?from=${from}`, token),
  legalActions: (token: string | undefined, id: string) =>
    call<LegalActionsView>('GET', `${game(id)}/legal-actions`, token),
  audit: (token: string | undefined, id: string) => call<AuditEntry[]>('GET', `${game(id)}/audit`, token),
  verification: (token: string | undefined, id: string) =>
    call<GameVerification>('GET', `${game(id)}/verification`, token),
  command: (token: string | undefined, id: string, command: Command, revision: number) =>
    call<{ revision: number }>('POST', `${game(id)}/commands`, token, command, {
      'idempotency-key': crypto.randomUUID(),
      'if-match': `"${revision}"`,
    }),
  create: (token: string | undefined, players: string[], decks: Record<string, string>, seed?: number) =>
    call<CreatedGame>('POST', '/games', token, { players, decks, ...(seed === undefined ? {} : { seed }) }),
  cardMetrics: (token: string | undefined, deck?: string) =>
    call<{ cards: CardMetrics[] }>(
      'GET',
      `/analytics/cards${deck ? `?deck=${encodeURIComponent(deck)}` : ''}`,
      token,
    ),
  gameMetrics: (token: string | undefined, deck?: string) =>
    call<GameMetrics>('GET', `/analytics/games${deck ? `?deck=${encodeURIComponent(deck)}` : ''}`, token),
  streamTicket: (token: string | undefined, id: string) =>
    call<{ ticket: string }>('POST', `${game(id)}/stream-ticket`, token),
};
