// Issue 18, done when: a game played over the API with a judge call, a warning, a backup (IPG 1.4)
// and a penalty upgrade (IPG 2.5: the third Game Rule Violation is a Game Loss, 104.3k), then
// exported (GET /games/:id/record), imported into a fresh store and verified there by another
// server: the chain of hashes intact and the rules giving exactly the recorded events.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEventStore } from '@mtg/event-store';
import { importGameRecord, type AuditEntry, type GameVerification, type GameView } from '@mtg/game';
import { ApiClient } from '../testing/api-client.js';
import { atFirstMainPhase, GOBLIN_DECK, playAGoblin, serverForSpecs } from '../testing/step-by-step.js';
import { JUDGE_TOKEN, startTestServer, type TestServer } from '../testing/test-server.js';

describe('a judged game, exported, imported into a fresh store and verified there (issue 18)', () => {
  const rest = serverForSpecs();
  let other: TestServer | undefined;
  afterAll(async () => other?.close());

  it('MTR 4.1, IPG 1.4, IPG 2.5, 104.3k: call, warning, backup, upgrade to a game loss; the record verifies elsewhere', async () => {
    const game = await atFirstMainPhase(rest.api, GOBLIN_DECK);
    const judge = <T>(path: string, body: unknown) =>
      rest.api.request<T>('POST', `/games/${game.gameId}/judge/${path}`, { token: JUDGE_TOKEN, body });
    const point = await game.view();

    // Alice casts a Raging Goblin; bob calls a judge, who finds a Game Rule Violation: a Warning.
    await playAGoblin(game);
    expect((await judge('calls', { calledBy: 'bob', reason: 'alice cast a creature' })).status).toBe(201);
    const grv = {
      player: 'alice',
      infraction: 'GPE-GRV',
      description: 'a spell cast without the mana for it',
    };
    expect((await judge<{ penalty: string }>('infractions', grv)).body.penalty).toBe('warning');
    // The head judge backs the game up to before the cast (IPG 1.4): the Goblin back in hand.
    const backup = await judge<{ revision: number; to: number }>('backups', {
      kind: 'full',
      to: point.revision,
    });
    expect(backup.status).toBe(201);
    const restored = await game.view();
    expect(restored.battlefield.filter((o) => o.name === 'Raging Goblin')).toEqual([]);
    expect(restored.players.find((p) => p.id === 'alice')!.handCount).toBe(
      point.players.find((p) => p.id === 'alice')!.handCount,
    );
    // Two more Game Rule Violations: the third Warning of the category is upgraded to a Game Loss,
    // which is applied at once (104.3k): bob wins.
    expect((await judge<{ penalty: string }>('infractions', grv)).body.penalty).toBe('warning');
    const third = await judge<{ penalty: string; upgrade: string }>('infractions', grv);
    expect(third.body).toMatchObject({ penalty: 'game loss', upgrade: expect.any(String) });
    const over = await game.view();
    expect(over).toMatchObject({ over: true, winner: 'bob' });

    // The audit trail tells each intervention, in the order given.
    const audit = (
      await rest.api.request<AuditEntry[]>('GET', `/games/${game.gameId}/audit`, { token: JUDGE_TOKEN })
    ).body;
    expect(
      audit.map((e) => e.kind).filter((k) => ['judge-call', 'infraction', 'backup'].includes(k)),
    ).toEqual(['judge-call', 'infraction', 'backup', 'infraction', 'infraction']);

    // Exported as NDJSON, imported into a fresh store, verified by another server on it.
    const record = await rest.api.request<string>('GET', `/games/${game.gameId}/record`, {
      token: JUDGE_TOKEN,
    });
    expect(record.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'mtg-imported-'));
    const store = await openEventStore({ kind: 'sqlite', path: join(dir, 'events.db') });
    try {
      expect((await importGameRecord(store, record.text)).gameId).toBe(game.gameId);
    } finally {
      await store.close();
    }
    other = await startTestServer({ dir });
    const elsewhere = new ApiClient(other.url);
    const verification = await elsewhere.request<GameVerification>(
      'GET',
      `/games/${game.gameId}/verification`,
      {
        token: JUDGE_TOKEN,
      },
    );
    const here = await rest.api.request<GameVerification>('GET', `/games/${game.gameId}/verification`, {
      token: JUDGE_TOKEN,
    });
    expect(verification.body).toMatchObject({
      verified: true,
      chain: 'intact',
      replay: 'matches',
      problems: [],
    });
    expect(verification.body.head).toEqual(here.body.head);
    const imported = await elsewhere.request<GameView>('GET', `/games/${game.gameId}`, {
      token: JUDGE_TOKEN,
    });
    expect(imported.body).toMatchObject({ over: true, winner: 'bob', revision: over.revision });
  });
});
