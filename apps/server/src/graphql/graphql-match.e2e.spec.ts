// Matches in GraphQL (issue 18, item 6): the match and the answers of createMatch, appointJudge,
// nextGame, extendTime and presentDeck are typed, with REST's fields; each viewer sees what
// GET /matches/:id shows them (MTR 2.7: the organiser and the match's judges every registration, a
// player their own and their seat, anyone else neither), a field a viewer may not see being null.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MatchView } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import { API_KEY, startTestServer, type TestServer } from '../testing/test-server.js';

const REGISTERED = '60 Mountain\nSideboard\n4 Raging Goblin\n';

const MATCH = `query Match($id: ID!) { match(id: $id) {
  matchId players format construction over nextChooser
  games { number gameId chooser startingPlayer over winner draw }
  scores { player wins losses draws }
  result { winner score }
  clock { roundMinutes startedAt endsAt timeCalled calledInTurn lastTurn extensions { minutes reason judge } }
  judges { role name }
  registrations { player main sideboard }
  seat { gameId token }
} }`;

interface MatchData {
  matchId: string;
  players: string[];
  format: string;
  construction: string;
  over: boolean;
  nextChooser: string | null;
  games: { number: number; gameId: string; winner: string | null; over: boolean; draw: boolean }[];
  scores: { player: string; wins: number; losses: number; draws: number }[];
  result: { winner: string | null; score: string } | null;
  clock: { endsAt: string; timeCalled: boolean; calledInTurn: number | null; extensions: unknown[] };
  judges: { role: string; name: string }[];
  registrations: { player: string; main: string[]; sideboard: string[] }[];
  seat: { gameId: string; token: string } | null;
}

describe('matches in GraphQL, typed (running server)', () => {
  let server: TestServer;
  let gql: GraphQLClient;
  let api: ApiClient;

  beforeAll(async () => {
    server = await startTestServer();
    gql = new GraphQLClient(server.url);
    api = new ApiClient(server.url);
  });
  afterAll(async () => {
    await server.close();
  });

  it('MTR 2.1, 2.2, 2.4, 2.7, 3.16: typed answers, and each viewer sees what REST shows them', async () => {
    const { createMatch } = await gql.data<{
      createMatch: { matchId: string; chooser: string; tokens: { player: string; token: string }[] };
    }>(
      `mutation($input: JSON!) { createMatch(input: $input) { matchId chooser tokens { player token } } }`,
      { input: { players: ['alice', 'bob'], decks: { alice: REGISTERED, bob: REGISTERED }, seed: 3 } },
      API_KEY,
    );
    const { matchId } = createMatch;
    expect(createMatch.chooser).toBe('bob'); // MTR 2.2: the winner of the random method (seed 3)
    expect(createMatch.tokens.map((t) => t.player)).toEqual(['alice', 'bob']);
    const tokens = Object.fromEntries(createMatch.tokens.map((t) => [t.player, t.token]));

    const { appointJudge } = await gql.data<{ appointJudge: { role: string; name: string; token: string } }>(
      `mutation($id: ID!) { appointJudge(matchId: $id, role: "floor", name: "Dana") { role name token } }`,
      { id: matchId },
      API_KEY,
    );
    expect(appointJudge).toMatchObject({ role: 'floor', name: 'Dana', token: expect.any(String) });
    const floor = appointJudge.token;

    const { nextGame } = await gql.data<{
      nextGame: {
        gameId: string;
        number: number;
        startingPlayer: string;
        revision: number;
        tokens: { player: string; token: string }[];
      };
    }>(
      `mutation($id: ID!) { nextGame(matchId: $id, play: true) { gameId number startingPlayer revision tokens { player token } } }`,
      { id: matchId },
      tokens.bob,
    );
    expect(nextGame).toMatchObject({ gameId: `${matchId}.1`, number: 1, startingPlayer: 'bob' });
    expect(nextGame.revision).toBeGreaterThan(0);
    expect(nextGame.tokens.map((t) => t.player)).toEqual(['bob']);

    const { extendTime } = await gql.data<{ extendTime: { minutes: number; reason: string; judge: string } }>(
      `mutation($id: ID!) { extendTime(matchId: $id, minutes: 3, reason: "a long ruling") { minutes reason judge } }`,
      { id: matchId },
      floor,
    );
    expect(extendTime).toEqual({ minutes: 3, reason: 'a long ruling', judge: 'Dana' });

    const both = async (token: string) => {
      const rest = (await api.request<MatchView>('GET', `/matches/${matchId}`, { token })).body;
      const { match } = await gql.data<{ match: MatchData }>(MATCH, { id: matchId }, token);
      return { rest, match };
    };
    const registration = (rest: MatchView, player: string) => ({ player, ...rest.registrations[player]! });

    // The organiser: the whole match; no seat.
    const organiser = await both(API_KEY);
    expect(organiser.match).toMatchObject({
      matchId,
      players: ['alice', 'bob'],
      format: 'best-of-three',
      construction: 'constructed',
      over: false,
      nextChooser: null,
      result: null,
      seat: null,
      games: [{ number: 1, gameId: `${matchId}.1`, over: false, winner: null, draw: false }],
      scores: [
        { player: 'alice', wins: 0, losses: 0, draws: 0 },
        { player: 'bob', wins: 0, losses: 0, draws: 0 },
      ],
      judges: [{ role: 'floor', name: 'Dana' }],
    });
    expect(organiser.match.clock).toMatchObject({
      endsAt: organiser.rest.clock.endsAt,
      timeCalled: false,
      calledInTurn: null,
      extensions: [{ minutes: 3, reason: 'a long ruling', judge: 'Dana' }],
    });
    expect(organiser.match.registrations).toEqual([
      registration(organiser.rest, 'alice'),
      registration(organiser.rest, 'bob'),
    ]);
    expect(organiser.match.registrations[0]!.main).toHaveLength(60);
    expect(organiser.match.registrations[0]!.sideboard).toEqual(Array(4).fill('Raging Goblin'));

    // The match's judge: every registration, no seat.
    const judge = await both(floor);
    expect(judge.match.registrations.map((r) => r.player)).toEqual(['alice', 'bob']);
    expect(judge.match.seat).toBeNull();
    expect(judge.rest.seat).toBeUndefined();

    // A player: their own registration and their seat in game 1, as REST gives them.
    const alice = await both(tokens.alice!);
    expect(alice.match.registrations).toEqual([registration(alice.rest, 'alice')]);
    expect(Object.keys(alice.rest.registrations)).toEqual(['alice']);
    expect(alice.match.seat).toEqual({ gameId: `${matchId}.1`, token: alice.rest.seat!.token });

    // Anyone else (a seat of another game): no registration, no seat.
    const other = await api.createGame({
      players: ['carol', 'dave'],
      decks: { carol: ['Mountain'], dave: ['Mountain'] },
      seed: 1,
    });
    const stranger = await both(other.tokens.carol!);
    expect(stranger.match.registrations).toEqual([]);
    expect(stranger.rest.registrations).toEqual({});
    expect(stranger.match.seat).toBeNull();
    expect(stranger.match.judges).toEqual([{ role: 'floor', name: 'Dana' }]);

    // Game 1: bob concedes; he chooses for game 2 (MTR 2.2) and presents his deck for it (MTR 3.16).
    const conceded = await api.command(
      nextGame.gameId,
      nextGame.tokens[0]!.token,
      { type: 'Concede', player: 'bob' },
      'gg',
    );
    expect(conceded.status).toBe(200);
    const { presentDeck } = await gql.data<{ presentDeck: { game: number } }>(
      `mutation($id: ID!, $deck: String!) { presentDeck(matchId: $id, deck: $deck) { game } }`,
      { id: matchId, deck: '56 Mountain\n4 Raging Goblin\nSideboard\n4 Mountain\n' },
      tokens.bob,
    );
    expect(presentDeck).toEqual({ game: 2 });
    const after = (await gql.data<{ match: MatchData }>(MATCH, { id: matchId }, API_KEY)).match;
    expect(after).toMatchObject({
      over: false,
      nextChooser: 'bob',
      result: null,
      games: [{ number: 1, over: true, winner: 'alice', draw: false }],
      scores: [
        { player: 'alice', wins: 1, losses: 0, draws: 0 },
        { player: 'bob', wins: 0, losses: 1, draws: 0 },
      ],
    });

    // The same refusals as REST: a player issues no judge token.
    const refused = await gql.request(
      `mutation($id: ID!) { appointJudge(matchId: $id, role: "head", name: "x") { token } }`,
      { id: matchId },
      tokens.alice,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(refused.data).toBeNull();
  });
});
