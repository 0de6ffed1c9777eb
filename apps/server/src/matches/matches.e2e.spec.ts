// Issue 18, item 6: a best-of-three match over the API, on a clock the test moves. The organiser
// registers it (decks checked, MTR 6.1) and issues a floor and a head judge token; game 1 ends by a
// concession; its loser chooses to play (MTR 2.2) after sideboarding, an illegal deck refused (MTR
// 3.16); a floor judge's third Game Rule Violation for bob, over two games, is a Game Loss (IPG
// 2.5), but a deviation from the guide is the head judge's alone (IPG 1); in game 3 time is called,
// the active player finishes the turn and five more are played, and the unfinished game is a draw
// (MTR 2.4): the match is 1-1-1. A seat cannot issue judge tokens.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { setTimeout as delay } from 'node:timers/promises';
import type { Command } from '@mtg/rules';
import type { GameView, LegalActionsView, MatchView } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { chooseAction } from '../testing/autoplay.js';
import { expectProblem } from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { API_KEY, JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

const REGISTERED = '60 Mountain\nSideboard\n4 Raging Goblin\n';

describe('a best-of-three match (running server, a clock the test moves)', () => {
  let now = Date.parse('2026-03-01T10:00:00Z');
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer({ clock: () => now });
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  const post = <T>(path: string, token: string, body: unknown) =>
    api.request<T>('POST', path, { token, body });
  const match = async (id: string, token: string) =>
    (await api.request<MatchView>('GET', `/matches/${id}`, { token })).body;
  const judgeView = async (gameId: string) =>
    (await api.request<GameView>('GET', `/games/${gameId}`, { token: JUDGE_TOKEN })).body;

  let key = 0;
  /** Plays the game on: decisions answered, lands played, priority passed, until `done` says stop. */
  async function playOn(gameId: string, seats: Record<string, string>, done: (view: GameView) => boolean) {
    for (let step = 0; step < 400; step++) {
      const view = await judgeView(gameId);
      if (view.over || done(view)) return view;
      const player = view.decision?.player ?? view.turn.priority!;
      const legal = await api.request<LegalActionsView>('GET', `/games/${gameId}/legal-actions`, {
        token: seats[player],
      });
      const actions = legal.body.actions;
      const command: Command | undefined = view.decision
        ? chooseAction(actions, step)
        : (actions.find((a) => a.type === 'PlayLand') ?? actions.find((a) => a.type === 'PassPriority'));
      const sent = await api.command(gameId, seats[player]!, command!, `k${key++}`);
      if (sent.status !== 200) throw new Error(`${JSON.stringify(command)}: ${sent.status} ${sent.text}`);
    }
    throw new Error('the game went on too long');
  }

  it('MTR 2.1, 2.2, 2.4, 3.16, 6.1; IPG 1, 2.5: registration, sideboarding, play/draw, penalties over the match, the end-of-match draw', async () => {
    const register = (decks: Record<string, string>) =>
      post<{ matchId: string; tokens: Record<string, string>; chooser: string }>('/matches', API_KEY, {
        players: ['alice', 'bob'],
        decks,
        format: 'best-of-three',
        roundMinutes: 50,
        seed: 3,
      });
    // MTR 6.1: a constructed deck has sixty cards or more, a sideboard fifteen or fewer.
    const short = await register({ alice: '59 Mountain\n', bob: REGISTERED });
    expectProblem(short, 400, 'DECK_NOT_LEGAL');
    expect(short.body).toMatchObject({
      rule: 'MTR 6.1',
      detail: expect.stringContaining('alice: the main deck has 59 cards'),
    });
    expectProblem(
      await register({ alice: REGISTERED, bob: '60 Mountain\nSideboard\n16 Mountain\n' }),
      400,
      'DECK_NOT_LEGAL',
    );

    const created = await register({ alice: REGISTERED, bob: REGISTERED });
    expect(created.status).toBe(201);
    const { matchId, tokens } = created.body;
    expect(created.body.chooser).toBe('bob'); // MTR 2.2: the winner of the random method (seed 3)

    // A seat cannot issue judge tokens; the organiser issues a floor and a head judge's.
    expectProblem(
      await post(`/matches/${matchId}/judges`, tokens.alice!, { role: 'head', name: 'Al' }),
      403,
      'FORBIDDEN',
    );
    const floor = (
      await post<{ token: string }>(`/matches/${matchId}/judges`, API_KEY, { role: 'floor', name: 'Dana' })
    ).body.token;
    const head = (
      await post<{ token: string }>(`/matches/${matchId}/judges`, API_KEY, { role: 'head', name: 'Lee' })
    ).body.token;

    // Game 1: no deck is presented before it (MTR 3.16), and bob, who won the random method, chooses.
    expectProblem(
      await post(`/matches/${matchId}/sideboard`, tokens.alice!, { deck: REGISTERED }),
      409,
      'NOT_BETWEEN_GAMES',
    );
    expectProblem(
      await post(`/matches/${matchId}/next-game`, tokens.alice!, { play: true }),
      409,
      'NOT_YOUR_CHOICE',
    );
    const game1 = await post<{ gameId: string; startingPlayer: string; tokens: Record<string, string> }>(
      `/matches/${matchId}/next-game`,
      tokens.bob!,
      { play: true },
    );
    expect(game1.body).toMatchObject({ gameId: `${matchId}.1`, startingPlayer: 'bob' });
    const seats = async () => {
      const [a, b] = await Promise.all([match(matchId, tokens.alice!), match(matchId, tokens.bob!)]);
      return { alice: a.seat!.token, bob: b.seat!.token };
    };
    const seats1 = await seats();
    expect(seats1.bob).toBe(game1.body.tokens.bob);

    // The floor judge records two Game Rule Violations of bob: Warnings (IPG 2.5).
    const infraction = (gameId: string, token: string, body: Record<string, unknown>) =>
      post<{ penalty: string; upgrade?: string; deviatesFrom?: string }>(
        `/games/${gameId}/judge/infractions`,
        token,
        body,
      );
    const grv = {
      player: 'bob',
      infraction: 'GPE-GRV',
      description: 'attacked with a creature that could not',
    };
    for (let i = 0; i < 2; i++)
      expect((await infraction(game1.body.gameId, floor, grv)).body.penalty).toBe('warning');
    // Game 1 ends: alice concedes.
    expect(
      (await api.command(game1.body.gameId, seats1.alice, { type: 'Concede', player: 'alice' }, 'gg')).status,
    ).toBe(200);
    const afterGame1 = await match(matchId, API_KEY);
    expect(afterGame1.games).toEqual([
      expect.objectContaining({ number: 1, winner: 'bob', over: true, draw: false }),
    ]);
    expect(afterGame1).toMatchObject({
      over: false,
      nextChooser: 'alice',
      scores: { bob: { wins: 1, losses: 0, draws: 0 } },
    });

    // Sideboarding (MTR 3.16): a card that was not registered is refused; the registered cards moved are taken.
    const smuggled = await post(`/matches/${matchId}/sideboard`, tokens.alice!, {
      deck: '56 Mountain\n4 Raging Goblin\nSideboard\n4 Lightning Bolt\n',
    });
    expectProblem(smuggled, 400, 'DECK_NOT_AS_REGISTERED');
    expect(smuggled.body).toMatchObject({
      rule: 'MTR 3.16',
      detail: expect.stringContaining('4 Lightning Bolt more than registered'),
    });
    expect(
      (
        await post(`/matches/${matchId}/sideboard`, tokens.alice!, {
          deck: '56 Mountain\n4 Raging Goblin\nSideboard\n4 Mountain\n',
        })
      ).status,
    ).toBe(201);

    // MTR 2.2: the loser of game 1 chooses: alice plays first.
    expectProblem(
      await post(`/matches/${matchId}/next-game`, tokens.bob!, { play: true }),
      409,
      'NOT_YOUR_CHOICE',
    );
    const game2 = await post<{ gameId: string; startingPlayer: string }>(
      `/matches/${matchId}/next-game`,
      tokens.alice!,
      { play: true },
    );
    expect(game2.body).toMatchObject({ gameId: `${matchId}.2`, startingPlayer: 'alice' });
    const view2 = await judgeView(game2.body.gameId);
    const alices = view2.players.find((p) => p.id === 'alice')!;
    const goblins = [...alices.library!, ...alices.hand!].filter((o) => o.name === 'Raging Goblin');
    expect(goblins).toHaveLength(4); // the deck she presented

    // IPG 1: a floor judge may not deviate from the guide's penalty; the head judge may.
    const lec = {
      player: 'alice',
      infraction: 'GPE-LEC',
      description: 'saw the next card',
      penalty: 'no penalty',
    };
    expectProblem(await infraction(game2.body.gameId, floor, lec), 403, 'FORBIDDEN');
    expect((await infraction(game2.body.gameId, head, lec)).body).toMatchObject({
      penalty: 'no penalty',
      deviatesFrom: 'warning',
    });
    // IPG 1.2: only the head judge disqualifies.
    const aggression = { player: 'alice', infraction: 'USC-AB', description: 'threw a chair' };
    expectProblem(await infraction(game2.body.gameId, floor, aggression), 403, 'FORBIDDEN');
    // IPG 2.5: bob's third Game Rule Violation of the match (two were in game 1) is a Game Loss: alice wins game 2.
    const third = await infraction(game2.body.gameId, floor, grv);
    expect(third.body).toMatchObject({
      penalty: 'game loss',
      upgrade: expect.stringContaining('Warning number 3'),
    });
    const afterGame2 = await match(matchId, floor);
    expect(afterGame2.games.map((g) => g.winner)).toEqual(['bob', 'alice']);
    expect(afterGame2.nextChooser).toBe('bob');

    // Game 3: bob chooses to draw; a judge gives five more minutes (MTR 2.4).
    expectProblem(
      await post(`/matches/${matchId}/time-extensions`, tokens.bob!, { minutes: 5, reason: 'x' }),
      403,
      'FORBIDDEN',
    );
    expect(
      (await post(`/matches/${matchId}/time-extensions`, floor, { minutes: 5, reason: 'a long ruling' }))
        .status,
    ).toBe(201);
    const game3 = await post<{ gameId: string; startingPlayer: string }>(
      `/matches/${matchId}/next-game`,
      tokens.bob!,
      { play: false },
    );
    expect(game3.body.startingPlayer).toBe('alice');
    const seats3 = await seats();
    await playOn(game3.body.gameId, seats3, (view) => view.turn.number === 1 && view.turn.step === 'main1');

    // Time is called during turn 1 (the round ends at 10:55): that turn is finished, then turns 2 to 6.
    now = Date.parse('2026-03-01T10:56:00Z');
    const called = await match(matchId, head);
    expect(called.clock).toMatchObject({
      endsAt: '2026-03-01T10:55:00.000Z',
      timeCalled: true,
      calledInTurn: 1,
      lastTurn: 6,
    });
    await playOn(game3.body.gameId, seats3, (view) => view.turn.number === 7);
    // The clock's process ends the game as a draw once turn 7 began, turn 6 being over.
    let ended = await judgeView(game3.body.gameId);
    for (let i = 0; i < 100 && !ended.over; i++) {
      await delay(50);
      ended = await judgeView(game3.body.gameId);
    }
    expect(ended).toMatchObject({ over: true, turn: { number: 7 } });
    expect(ended.players.every((p) => !p.won)).toBe(true);
    const events = await api.request<{ type: string; data: unknown }[]>(
      'GET',
      `/games/${game3.body.gameId}/events`,
      {
        token: head,
      },
    );
    expect(events.body.at(-1)).toMatchObject({
      type: 'GameEnded',
      data: { draw: true, reason: 'MTR 2.4: unfinished after turn 6, the last additional turn' },
    });
    const final = await match(matchId, API_KEY);
    expect(final).toMatchObject({ over: true, result: { score: '1-1-1' } });
    expect(final.result!.winner).toBeUndefined();
    expect(final.games[2]).toMatchObject({ over: true, draw: true });
    expectProblem(
      await post(`/matches/${matchId}/next-game`, tokens.alice!, { play: true }),
      409,
      'MATCH_OVER',
    );

    // The draw is a command of the game's record: it verifies.
    const verified = await api.request<{ verified: boolean }>(
      'GET',
      `/games/${game3.body.gameId}/verification`,
      { token: head },
    );
    expect(verified.body.verified).toBe(true);

    // The match's judges judge its games only; GraphQL tells the same match.
    const other = await api.createGame({
      players: ['carol', 'dave'],
      decks: { carol: ['Mountain'], dave: ['Mountain'] },
      seed: 1,
    });
    expectProblem(
      await api.request('GET', `/games/${other.gameId}/audit`, { token: head }),
      403,
      'FORBIDDEN',
    );
    const listed = await api.request<{ id: string }[]>('GET', '/games', { token: floor });
    expect(listed.body.map((g) => g.id).sort()).toEqual([1, 2, 3].map((n) => `${matchId}.${n}`));
    const graphql = new GraphQLClient(server.url);
    const read = await graphql.request<{ match: Pick<MatchView, 'over' | 'result'> }>(
      `query($id: ID!) { match(id: $id) { over result { winner score } } }`,
      { id: matchId },
      API_KEY,
    );
    expect(read.data?.match).toEqual({ over: true, result: { winner: null, score: '1-1-1' } });
    const refused = await graphql.request(
      `mutation($id: ID!) { appointJudge(matchId: $id, role: "head", name: "x") { token } }`,
      { id: matchId },
      seats3.alice,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  }, 120_000);
});
