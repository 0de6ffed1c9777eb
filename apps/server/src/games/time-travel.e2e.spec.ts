// Issue 18, item 3: time travel. GET /games/:id?at=REVISION shows the game as the caller saw it
// then (a seat: its own view of that time, never a card hidden from it; the judge: everything),
// the same in GraphQL; the audit trail is read from any revision.
import { describe, expect, it } from '@jest/globals';
import type { GameView } from '@mtg/game';
import { GraphQLClient } from '../testing/graphql-client.js';
import { expectProblem } from '../testing/game-scenarios.js';
import {
  atFirstMainPhase,
  cardInHand,
  GOBLIN_DECK,
  playAGoblin,
  serverForSpecs,
} from '../testing/step-by-step.js';
import { JUDGE_TOKEN } from '../testing/test-server.js';

const names = (objects: { name?: string | null }[] | undefined) => (objects ?? []).map((o) => o.name);

describe('the game at a past revision (running server)', () => {
  const rest = serverForSpecs();

  it('shows each caller the game as it saw it then, and the audit trail from a revision on', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    const before = await game.view('alice');
    const mountain = await cardInHand(game, 'Mountain');
    await playAGoblin(game);
    const now = await game.view('alice');
    expect(names(now.battlefield)).toEqual(expect.arrayContaining(['Mountain', 'Raging Goblin']));

    const at = (token: string, revision: number) =>
      rest.api.request<GameView>('GET', `/games/${game.gameId}?at=${revision}`, { token });
    const aliceThen = await at(game.tokens.alice!, before.revision);
    expect(aliceThen.status).toBe(200);
    expect(aliceThen.headers.get('etag')).toBe(`"${before.revision}"`);
    expect(aliceThen.body).toEqual(before);
    const alice = (view: GameView) => view.players.find((p) => p.id === 'alice')!;
    expect(names(alice(aliceThen.body).hand)).toContain('Mountain');
    expect(names(aliceThen.body.battlefield)).not.toContain('Raging Goblin');

    const bobThen = await at(game.tokens.bob!, before.revision);
    expect(alice(bobThen.body).hand).toBeUndefined();
    expect(alice(bobThen.body).handCount).toBe(alice(aliceThen.body).hand!.length);
    expect(JSON.stringify(bobThen.body)).not.toContain(mountain);

    const judgeThen = await at(JUDGE_TOKEN, before.revision);
    expect(names(alice(judgeThen.body).hand)).toEqual(names(alice(aliceThen.body).hand));

    expectProblem(await at(JUDGE_TOKEN, now.revision + 1), 400, 'INVALID_REQUEST');
    expectProblem(
      await rest.api.request('GET', `/games/${game.gameId}?at=-1`, { token: JUDGE_TOKEN }),
      400,
      'BAD_REQUEST',
    );

    const graphql = new GraphQLClient(rest.server.url);
    const answer = await graphql.request<{ game: { revision: number } }>(
      `query($id: ID!, $at: Int) { game(id: $id, at: $at) { revision } }`,
      { id: game.gameId, at: before.revision },
      game.tokens.bob,
    );
    expect(answer.data?.game.revision).toBe(before.revision);

    const knew = await rest.api.request<{
      revision: number;
      players: { player: string; hand: { card: string }[] }[];
    }>('GET', `/games/${game.gameId}/knowledge?at=${before.revision}`, { token: JUDGE_TOKEN });
    expect(knew.body.revision).toBe(before.revision);
    expect(knew.body.players[0]!.hand.map((c) => c.card)).toEqual(names(alice(aliceThen.body).hand));
    expectProblem(
      await rest.api.request('GET', `/games/${game.gameId}/knowledge`, { token: game.tokens.alice }),
      403,
      'FORBIDDEN',
    );

    const audit = await rest.api.request<{ revision: number }[]>(
      'GET',
      `/games/${game.gameId}/audit?from=${before.revision}`,
      { token: JUDGE_TOKEN },
    );
    expect(audit.status).toBe(200);
    for (const entry of audit.body) expect(entry.revision).toBeGreaterThanOrEqual(before.revision);
  });
});
