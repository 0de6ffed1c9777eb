// Issue 18, item 5: backups (IPG 1.4) over the API. A full backup after a draw and combat damage,
// a simple backup after a mulligan's shuffle; each checked by life, zones and hand sizes, told by
// the audit trail, and verified; time travel still shows the game before it; a seat may not back
// up, and a backup to a revision not before now or before the game's start changes nothing.
import { describe, expect, it } from '@jest/globals';
import type { AuditEntry, GameView } from '@mtg/game';
import { expectProblem } from '../testing/game-scenarios.js';
import { GraphQLClient } from '../testing/graphql-client.js';
import {
  atFirstMainPhase,
  GOBLIN_DECK,
  playAGoblin,
  serverForSpecs,
  type Seated,
} from '../testing/step-by-step.js';
import { JUDGE_TOKEN } from '../testing/test-server.js';

interface Backup {
  revision: number;
  judge: string;
  from: number;
  to: number;
  undone: { revision: number; type: string }[];
  returned: { player: string; name: string; random: boolean; drawn: string }[];
  reshuffled: string[];
}

const player = (view: GameView, id: string) => view.players.find((p) => p.id === id)!;
const names = (objects: { name?: string }[] | undefined) => (objects ?? []).map((o) => o.name).sort();

describe('backups (IPG 1.4, running server)', () => {
  const rest = serverForSpecs();
  const backUp = (gameId: string, body: unknown, token = JUDGE_TOKEN) =>
    rest.api.request<Backup>('POST', `/games/${gameId}/judge/backups`, { token, body });
  const audit = async (gameId: string) =>
    (await rest.api.request<AuditEntry[]>('GET', `/games/${gameId}/audit`, { token: JUDGE_TOKEN })).body;
  const verified = async (gameId: string) =>
    (
      await rest.api.request<{ verified: boolean; problems: unknown[] }>(
        'GET',
        `/games/${gameId}/verification`,
        { token: JUDGE_TOKEN },
      )
    ).body;

  /** Each player with priority passes, alice attacks with Raging Goblin and bob does not block, until `until` holds. */
  async function passUntil(game: Seated, until: (view: GameView) => boolean): Promise<GameView> {
    for (let step = 0; step < 60; step++) {
      const view = await game.view();
      if (until(view)) return view;
      if (view.decision?.kind === 'declare-attackers') {
        const { player: seat } = view.decision;
        const { actions } = await rest.api.legalActions(game.gameId, game.tokens[seat]);
        const attack = actions.find((a) => a.type === 'DeclareAttackers' && a.attackers.length > 0);
        if (!attack) throw new Error('Raging Goblin may not attack');
        await game.play(seat, attack);
      } else if (view.decision?.kind === 'declare-blockers')
        await game.play(view.decision.player, { type: 'DeclareBlockers', blocks: [] });
      else if (view.decision) throw new Error(`unexpected decision ${view.decision.prompt}`);
      else await game.play(view.turn.priority!, { type: 'PassPriority' });
    }
    throw new Error('the game never got there');
  }

  it('IPG 1.4: a full backup after combat damage and a draw: life, battlefield, hands and libraries as they were; the drawn card replaced by a random one', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    await playAGoblin(game);
    const point = await game.view();
    expect(point.turn).toMatchObject({ active: 'alice', step: 'main1', priority: 'alice' });
    const [alice, bob] = [player(point, 'alice'), player(point, 'bob')];

    // Raging Goblin (haste) attacks; bob's turn begins and he draws (504.1).
    const later = await passUntil(game, (v) => v.turn.active === 'bob' && v.turn.step === 'main1');
    expect(player(later, 'bob').life).toBe(19);
    expect(player(later, 'bob').handCount).toBe(bob.handCount + 1);

    const answer = await backUp(game.gameId, { kind: 'full', to: point.revision });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ judge: 'judge', from: later.revision, to: point.revision });
    expect(answer.body.undone[0]!.revision).toBe(later.revision);
    expect(answer.body.undone).toHaveLength(later.revision - point.revision);
    // Bob's draw was not known to alice: a random card of his hand went back on top in its place.
    expect(answer.body.returned).toEqual([
      {
        player: 'bob',
        object: expect.any(String),
        name: expect.any(String),
        random: true,
        drawn: expect.any(String),
      },
    ]);

    const restored = await game.view();
    expect(restored.revision).toBe(answer.body.revision);
    expect(restored.turn).toMatchObject({
      number: point.turn.number,
      active: 'alice',
      step: 'main1',
      priority: 'alice',
    });
    expect(player(restored, 'bob')).toMatchObject({
      life: 20,
      handCount: bob.handCount,
      libraryCount: bob.libraryCount,
    });
    expect(player(restored, 'alice')).toMatchObject({
      life: alice.life,
      handCount: alice.handCount,
      libraryCount: alice.libraryCount,
      manaPool: alice.manaPool,
    });
    expect(names(restored.battlefield)).toEqual(['Mountain', 'Raging Goblin']);
    // The Mountain tapped for the Goblin, the Goblin untapped (it attacked since, tapped).
    const tapped = (view: GameView) =>
      view.battlefield.map((o) => [o.name, (o as { tapped?: boolean }).tapped]);
    expect(tapped(later)).toContainEqual(['Raging Goblin', true]);
    expect(tapped(restored)).toEqual(tapped(point));
    // The card put back is on top of bob's library; his hand and it are the cards he held after the draw.
    const top = player(restored, 'bob').library![0]!;
    expect(top.name).toBe(answer.body.returned[0]!.name);
    expect([...names(player(restored, 'bob').hand), top.name].sort()).toEqual(
      [...names(player(later, 'bob').hand)].sort(),
    );

    // Each seat sees the backup as its own view: the card put back is named to bob only.
    const seen = async (seat: string) =>
      (await rest.api.events(game.gameId, game.tokens[seat], answer.body.revision))[0]!.data as {
        returned: unknown[];
        state: GameView;
      };
    const [byAlice, byBob] = [await seen('alice'), await seen('bob')];
    expect(byAlice.returned).toEqual([{ player: 'bob', object: null, random: true }]);
    expect(player(byAlice.state, 'bob')).toMatchObject({ handCount: bob.handCount });
    expect(player(byAlice.state, 'bob').hand).toBeUndefined();
    expect(byBob.returned).toEqual([expect.objectContaining({ name: answer.body.returned[0]!.name })]);

    // The audit trail tells it; the game verifies; time travel still shows the game before it.
    const told = (await audit(game.gameId)).filter((e) => e.kind === 'backup');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ revision: answer.body.revision, rule: 'IPG 1.4' });
    expect(told[0]!.text).toContain(
      `judge backed the game up from revision ${later.revision} to revision ${point.revision}`,
    );
    expect(told[0]!.text).toContain('chosen at random from their hand, on top of their library in place of');
    expect(await verified(game.gameId)).toMatchObject({ verified: true, problems: [] });
    const before = await rest.api.request<GameView>('GET', `/games/${game.gameId}?at=${later.revision}`, {
      token: JUDGE_TOKEN,
    });
    expect(player(before.body, 'bob').life).toBe(19);

    // The game goes on from the restored state: the Goblin attacks again.
    const again = await passUntil(game, (v) => v.turn.active === 'bob');
    expect(player(again, 'bob').life).toBe(19);
    expect(await verified(game.gameId)).toMatchObject({ verified: true });
  });

  it('IPG 1.4, 103.5: a simple backup after a mulligan: the cards drawn since replaced by random ones of the hand, the library shuffled again (GraphQL)', async () => {
    const created = await rest.api.createGame({
      players: ['alice', 'bob'],
      decks: { alice: GOBLIN_DECK, bob: GOBLIN_DECK },
      seed: 9,
      startingPlayer: 'alice',
    });
    const start = await rest.api.view(created.gameId, JUDGE_TOKEN);
    expect(start.decision).toMatchObject({ player: 'alice' });
    const mulligan = await rest.api.command(
      created.gameId,
      created.tokens.alice,
      { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: false } },
      'mulligan',
    );
    expect(mulligan.status).toBe(200);
    expect(mulligan.body.events.map((e) => e.type)).toContain('LibraryShuffled');

    const graphql = new GraphQLClient(rest.server.url);
    const result = await graphql.request<{ backUp: Backup }>(
      `mutation($id: ID!) { backUp(gameId: $id) { revision from to reshuffled returned { name } undone { type } } }`,
      { id: created.gameId },
      JUDGE_TOKEN,
    );
    const backup = result.data!.backUp;
    expect(backup).toMatchObject({ to: start.revision, reshuffled: ['alice'] });
    const restored = await rest.api.view(created.gameId, JUDGE_TOKEN);
    const [was, is] = [player(start, 'alice'), player(restored, 'alice')];
    // The cards of the new hand that came from the library (drawn since, unknown to bob) are
    // reversed by random cards of the hand put back on top; the rest of the library is shuffled again.
    expect(backup.returned.length).toBeGreaterThan(0);
    expect(is.handCount).toBe(7);
    expect(is.libraryCount).toBe(was.libraryCount);
    expect(names(is.library!.slice(0, backup.returned.length))).toEqual(names(backup.returned));
    expect(names([...is.hand!, ...is.library!])).toEqual(names([...was.hand!, ...was.library!]));
    expect(is.library!.map((o) => o.id)).not.toEqual(was.library!.map((o) => o.id));
    expect(restored.decision).toMatchObject({ player: 'alice', kind: start.decision!.kind });
    const told = (await audit(created.gameId)).find((e) => e.kind === 'backup')!;
    expect(told.text).toContain("alice's library shuffled again but for the cards whose position was known");
    expect(await verified(created.gameId)).toMatchObject({ verified: true });

    // A seat may not back up: 403, in GraphQL as in REST.
    const refused = await graphql.request(
      `mutation($id: ID!) { backUp(gameId: $id) { revision } }`,
      { id: created.gameId },
      created.tokens.bob,
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });

  it('IPG 1.4: a seat may not back up; a backup to a revision not before now or before the start is refused and changes nothing', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    const now = await game.view();
    expectProblem(await backUp(game.gameId, { kind: 'simple' }, game.tokens.alice), 403, 'FORBIDDEN');
    const future = await backUp(game.gameId, { kind: 'full', to: now.revision + 5 });
    expectProblem(future, 400, 'BACKUP_REVISION');
    expect(future.body).toMatchObject({ rule: 'IPG 1.4', detail: expect.stringContaining('is not before') });
    const early = await backUp(game.gameId, { kind: 'full', to: 0 });
    expectProblem(early, 400, 'BACKUP_REVISION');
    expect(early.body).toMatchObject({ detail: expect.stringContaining("before the game's start") });
    expectProblem(await backUp(game.gameId, { kind: 'full' }), 400, 'VALIDATION_FAILED');
    expect(await game.view()).toEqual(now);
    expect((await audit(game.gameId)).filter((e) => e.kind === 'backup')).toEqual([]);
  });

  it('IPG 2.5: partial fixes are the judge’s commands: tap and untap a land, draw a card; a seat may not', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    await playAGoblin(game);
    const fix = (body: unknown, token = JUDGE_TOKEN) =>
      rest.api.request<{ revision: number; events: string[] }>(
        'POST',
        `/games/${game.gameId}/judge/partial-fixes`,
        {
          token,
          body,
        },
      );
    const mountain = (await game.view()).battlefield.find((o) => o.name === 'Mountain')!;
    const untapped = await fix({ kind: 'untap', object: mountain.id });
    expect(untapped.status).toBe(201);
    expect(untapped.body.events.slice(0, 2)).toEqual(['PartialFixApplied', 'PermanentsUntapped']);
    const handCount = player(await game.view(), 'alice').handCount;
    const drew = await fix({ kind: 'draw', player: 'alice' });
    expect(drew.body.events).toContain('ZoneChanged');
    expect(player(await game.view(), 'alice').handCount).toBe(handCount + 1);
    expectProblem(await fix({ kind: 'untap', object: mountain.id }), 422, 'FIX_NOT_POSSIBLE');
    expectProblem(await fix({ kind: 'draw', player: 'alice' }, game.tokens.alice), 403, 'FORBIDDEN');
    const told = (await audit(game.gameId)).filter((e) => e.kind === 'partial-fix').map((e) => e.text);
    expect(told).toEqual([
      `judge applied a partial fix: untap Mountain (${mountain.id})`,
      'judge applied a partial fix: alice draws a card',
    ]);
    expect(await verified(game.gameId)).toMatchObject({ verified: true });
  });
});
