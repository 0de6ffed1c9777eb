// A small HTTP client of the REST API for the e2e tests: every answer is kept whole (status,
// headers, text, JSON) so that tests can check problem details and scan for hidden information.
// It creates games with an organiser API key (the test servers' by default).
import type { EventView, GameView, LegalActionsView } from '@mtg/game';
import { API_KEY } from './credentials.js';

export interface Answer<T = unknown> {
  status: number;
  contentType: string;
  headers: Headers;
  text: string;
  body: T;
}

export interface RequestOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is (for malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
}

export interface CommandAnswer {
  revision: number;
  events: EventView[];
}

export class ApiClient {
  /** Every answer, with the token it was asked with (for the hidden-information scans). */
  readonly log: { token: string | undefined; path: string; text: string }[] = [];

  constructor(
    readonly url: string,
    /** The organiser API key games are created with. */
    readonly apiKey: string = API_KEY,
  ) {}

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = options.rawBody ?? JSON.stringify(options.body);
    }
    const response = await fetch(`${this.url}${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    this.log.push({ token: options.token, path, text });
    return {
      status: response.status,
      contentType,
      headers: response.headers,
      text,
      body: (/[/+]json\b/.test(contentType) && text ? JSON.parse(text) : text) as T,
    };
  }

  async createGame(
    body: unknown,
  ): Promise<{ gameId: string; revision: number; tokens: Record<string, string> }> {
    const answer = await this.request<{ gameId: string; revision: number; tokens: Record<string, string> }>(
      'POST',
      '/games',
      { body, token: this.apiKey },
    );
    if (answer.status !== 201) throw new Error(`POST /games answered ${answer.status}: ${answer.text}`);
    return answer.body;
  }

  async view(gameId: string, token?: string): Promise<GameView> {
    return this.ok<GameView>(await this.request('GET', `/games/${gameId}`, { token }));
  }

  async events(gameId: string, token?: string, from = 0): Promise<EventView[]> {
    return this.ok<EventView[]>(await this.request('GET', `/games/${gameId}/events?from=${from}`, { token }));
  }

  async legalActions(gameId: string, token?: string): Promise<LegalActionsView> {
    return this.ok(await this.request('GET', `/games/${gameId}/legal-actions`, { token }));
  }

  command(
    gameId: string,
    token: string | undefined,
    command: unknown,
    key: string,
    headers: Record<string, string> = {},
  ): Promise<Answer<CommandAnswer>> {
    return this.request<CommandAnswer>('POST', `/games/${gameId}/commands`, {
      token,
      body: command,
      headers: { 'idempotency-key': key, ...headers },
    });
  }

  private ok<T>(answer: Answer<unknown>): T {
    if (answer.status !== 200) throw new Error(`answered ${answer.status}: ${answer.text}`);
    return answer.body as T;
  }
}
