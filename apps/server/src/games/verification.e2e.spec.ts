// Issue 18, item 1, over the API: a game played over REST is verified (its chain of event hashes,
// and the rules run again on its recorded commands) by the judge and by the organiser who created
// it, in REST and GraphQL; a seat may not ask.
import { describe, expect, it } from '@jest/globals';
import { GraphQLClient } from '../testing/graphql-client.js';
import { expectProblem } from '../testing/game-scenarios.js';
import { atFirstMainPhase, GOBLIN_DECK, playAGoblin, serverForSpecs } from '../testing/step-by-step.js';
import { API_KEY, JUDGE_TOKEN } from '../testing/test-server.js';

describe('GET /games/:id/verification (running server)', () => {
  const rest = serverForSpecs();

  it('verifies a game played over the API: chain intact, every recorded command gives its events again', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    await playAGoblin(game);
    const path = `/games/${game.gameId}/verification`;
    const judged = await rest.api.request<{
      verified: boolean;
      chain: string;
      replay: string;
      commands: number;
      events: number;
      head: { revision: number; hash: string };
      problems: unknown[];
    }>('GET', path, { token: JUDGE_TOKEN });
    expect(judged.status).toBe(200);
    expect(judged.body).toMatchObject({ verified: true, chain: 'intact', replay: 'matches', problems: [] });
    expect(judged.body.head).toEqual({
      revision: judged.body.events - 1,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(judged.body.commands).toBeGreaterThan(5);
    const organiser = await rest.api.request<{ verified: boolean }>('GET', path, { token: API_KEY });
    expect(organiser.status).toBe(200);
    expect(organiser.body.verified).toBe(true);
    expectProblem(await rest.api.request('GET', path, { token: game.tokens.alice }), 403, 'FORBIDDEN');
    expectProblem(
      await rest.api.request('GET', '/games/00000000-0000-4000-8000-000000000000/verification', {
        token: JUDGE_TOKEN,
      }),
      404,
      'GAME_NOT_FOUND',
    );

    const record = await rest.api.request<string>('GET', `/games/${game.gameId}/record`, { token: API_KEY });
    expect(record.status).toBe(200);
    expect(record.contentType).toContain('application/x-ndjson');
    const lines = record.text
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { format?: string; revision?: number; metadata?: { hash?: string } },
      );
    expect(lines[0]).toMatchObject({ format: 'mtg-game-record', gameId: game.gameId });
    const last = lines.filter((line) => line.revision !== undefined).at(-1)!;
    expect(last.metadata?.hash).toBe(judged.body.head.hash);
    expectProblem(
      await rest.api.request('GET', `/games/${game.gameId}/record`, { token: game.tokens.bob }),
      403,
      'FORBIDDEN',
    );

    const graphql = new GraphQLClient(rest.server.url);
    const answer = await graphql.request<{
      verification: { verified: boolean; head: { hash: string }; problems: unknown[] };
    }>(
      `query($id: ID!) { verification(gameId: $id) { verified head { hash } problems { revision kind message } } }`,
      { id: game.gameId },
      JUDGE_TOKEN,
    );
    expect(answer.data?.verification).toEqual({
      verified: true,
      head: { hash: judged.body.head.hash },
      problems: [],
    });
  });
});
