// Issue 18, item 4: judge interventions recorded with the game. A call, infractions with their IPG
// penalties, the third Warning for one Game Play Error upgraded to a Game Loss and applied to the
// game (104.3k: bob wins), Failure to Maintain Game State never upgraded, a fix; the audit trail
// tells them in words, the game still verifies, and only the judge may intervene.
import { describe, expect, it } from '@jest/globals';
import { expectProblem } from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { atFirstMainPhase, GOBLIN_DECK, serverForSpecs } from '../testing/step-by-step.js';
import { JUDGE_TOKEN } from '../testing/test-server.js';

describe('judge interventions (running server)', () => {
  const rest = serverForSpecs();

  it('records a call, infractions with their penalties (upgraded, then applied: 104.3k) and a fix', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    const judge = <T>(path: string, body: unknown, token = JUDGE_TOKEN) =>
      rest.api.request<T>('POST', `/games/${game.gameId}/judge/${path}`, { token, body });
    const call = await judge<{ revision: number }>('calls', {
      calledBy: 'bob',
      reason: 'alice drew two cards',
    });
    expect(call.status).toBe(201);
    const revision = call.body.revision;

    const grv = { player: 'alice', infraction: 'GPE-GRV', description: 'cast a spell without priority' };
    const first = await judge<{ penalty: string; upgrade?: string }>('infractions', grv);
    expect(first.body).toMatchObject({
      penalty: 'warning',
      infraction: { section: '2.5', name: 'Game Rule Violation' },
    });
    const ftm = { player: 'bob', infraction: 'GPE-FMGS', description: 'let it happen' };
    for (let i = 0; i < 3; i++)
      expect((await judge<{ penalty: string }>('infractions', ftm)).body.penalty).toBe('warning');
    expect((await judge<{ penalty: string }>('infractions', grv)).body.penalty).toBe('warning');
    const fix = await judge<{ description: string }>('fixes', {
      description: 'the extra card put back on top',
    });
    expect(fix.status).toBe(201);

    const third = await judge<{ penalty: string; upgrade: string; appliedAt: number }>('infractions', grv);
    expect(third.status).toBe(201);
    expect(third.body).toMatchObject({
      penalty: 'game loss',
      upgrade: expect.stringContaining(
        'IPG 2.5: Warning number 3 for Game Play Error — Game Rule Violation upgrades to a Game Loss',
      ),
      appliedAt: expect.any(Number),
    });
    const view = await game.view();
    expect(view.over).toBe(true);
    expect(view.players.find((p) => p.id === 'bob')!.won).toBe(true);

    const audit = await rest.api.request<{ kind: string; rule: string; text: string; revision: number }[]>(
      'GET',
      `/games/${game.gameId}/audit`,
      { token: JUDGE_TOKEN },
    );
    const judging = audit.body.filter((e) => ['judge-call', 'infraction', 'fix'].includes(e.kind));
    expect(judging.map((e) => e.kind)).toEqual([
      'judge-call',
      'infraction',
      'infraction',
      'infraction',
      'infraction',
      'infraction',
      'fix',
      'infraction',
    ]);
    expect(judging[0]).toMatchObject({ revision, text: 'bob called a judge: alice drew two cards' });
    expect(judging.at(-1)!.text).toContain(
      'alice: Game Play Error — Game Rule Violation: cast a spell without priority; penalty: game loss (IPG 2.5',
    );
    expect(judging.at(-1)!.text).toContain('alice lost the game (104.3k)');

    const graphql = new GraphQLClient(rest.server.url);
    const fixed = await graphql.request<{ recordFix: { description: string } }>(
      `mutation($id: ID!) { recordFix(gameId: $id, description: "a fix") { description } }`,
      { id: game.gameId },
      JUDGE_TOKEN,
    );
    expect(fixed.data).toEqual({ recordFix: { description: 'a fix' } });
    const called = await graphql.request<{ judgeCall: { calledBy: string } }>(
      `mutation($id: ID!) { judgeCall(gameId: $id, calledBy: "alice", reason: "a question") { calledBy } }`,
      { id: game.gameId },
      JUDGE_TOKEN,
    );
    expect(called.data).toEqual({ judgeCall: { calledBy: 'alice' } });
    const refused = await graphql.request(
      `mutation($id: ID!) { recordInfraction(gameId: $id, input: { player: "bob", infraction: "GPE-GRV", description: "x" }) { penalty } }`,
      { id: game.gameId },
      game.tokens.bob,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });

    const verified = await rest.api.request<{ verified: boolean }>(
      'GET',
      `/games/${game.gameId}/verification`,
      { token: JUDGE_TOKEN },
    );
    expect(verified.body.verified).toBe(true);

    expectProblem(await judge('fixes', { description: 'x' }, game.tokens.alice), 403, 'FORBIDDEN');
    expectProblem(await judge('infractions', { ...grv, infraction: 'GPE-XYZ' }), 400, 'VALIDATION_FAILED');
    expectProblem(await judge('infractions', { ...grv, player: 'carol' }), 400, 'INVALID_REQUEST');
    expectProblem(
      await rest.api.command(
        game.gameId,
        game.tokens.bob,
        { type: 'GameLossPenalty', player: 'bob', infraction: 'x' },
        'gl',
      ),
      400,
      'UNKNOWN_COMMAND_TYPE',
    );
  });
});
