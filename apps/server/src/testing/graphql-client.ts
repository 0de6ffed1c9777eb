// GraphQL over HTTP for the e2e tests.
export interface GraphQLAnswer<T> {
  status: number;
  text: string;
  data: T | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export class GraphQLClient {
  readonly log: { token: string | undefined; text: string }[] = [];

  constructor(readonly url: string) {}

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    this.log.push({ token, text });
    const body = JSON.parse(text) as { data?: T | null; errors?: GraphQLAnswer<T>['errors'] };
    return {
      status: response.status,
      text,
      data: body.data ?? null,
      ...(body.errors ? { errors: body.errors } : {}),
    };
  }

  /** The data, or throws with the errors. */
  async data<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<T> {
    const answer = await this.request<T>(query, variables, token);
    if (answer.errors || !answer.data) throw new Error(`GraphQL errors: ${answer.text}`);
    return answer.data;
  }
}

export const GAME_FIELDS = `
  id revision viewer over winner draw
  turn { number active step priority }
  players { id life handCount libraryCount landsPlayed lost won hand { id name } graveyard { id name } }
  battlefield { id name controller tapped power toughness }
  stack { id name }
  decision { id player kind prompt options { id label } optionCount min max }
  view
`;
