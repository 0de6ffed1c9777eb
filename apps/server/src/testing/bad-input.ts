// Helpers of the bad-input specs: what a refusal must look like, and what it must leave unchanged.
import { connect } from 'node:net';
import { expect } from '@jest/globals';
import type { EventStore } from '@mtg/event-store';
import { EVENT_STORE, auditStream } from '@mtg/game';
import { ApiClient, type Answer } from './api-client.js';
import { newGame, type CreatedGame } from './game-scenarios.js';
import { startTestServer, type TestServer } from './test-server.js';

/** A test server with one game in it, for bad input to be thrown at. */
export async function serverWithAGame(): Promise<{ server: TestServer; api: ApiClient; game: CreatedGame }> {
  const server = await startTestServer();
  const api = new ApiClient(server.url);
  return { server, api, game: await newGame(api) };
}

/** The position of the store's last event (-1 if it has none). */
export async function storeHead(server: TestServer): Promise<bigint> {
  const store = server.app.get<EventStore>(EVENT_STORE);
  const [last] = await store.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 1 });
  return last?.position ?? -1n;
}

/**
 * The streams written since that position, but for audit streams (a refused command is audited:
 * README "API", 422): a refused input must leave this empty.
 */
export async function writtenSince(server: TestServer, head: bigint): Promise<string[]> {
  const store = server.app.get<EventStore>(EVENT_STORE);
  const events = await store.readAll({ fromPosition: head + 1n });
  return events.map((e) => e.stream).filter((s) => !s.startsWith(auditStream('')));
}

/** The answer is an RFC 9457 problem document with a 4xx status and a code. */
export function expectProblemDocument(answer: Pick<Answer, 'status' | 'contentType' | 'body'>): void {
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.contentType).toContain('application/problem+json');
  expect(answer.body).toMatchObject({
    type: expect.any(String),
    title: expect.any(String),
    status: answer.status,
    detail: expect.any(String),
    code: expect.any(String),
  });
}

/** A GraphQL answer that is no server error: a problem document, or errors that each carry a code. */
export function expectGraphQLRefusalOrData(answer: Answer): void {
  expect(answer.status).toBeLessThan(500);
  if (answer.status >= 400 && answer.contentType.includes('problem+json'))
    return expectProblemDocument(answer);
  expect(answer.contentType).toContain('application/json');
  const { errors } = answer.body as { errors?: { message: unknown; extensions?: { code?: unknown } }[] };
  for (const error of errors ?? []) {
    expect(error).toMatchObject({ message: expect.any(String), extensions: { code: expect.any(String) } });
  }
}

/** Sends bytes as they are over TCP and reads the whole answer (the server closes the connection). */
export function rawRequest(
  url: string,
  bytes: string,
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the bytes are still being sent: its answer is what was read.
    socket.on('error', (error) => (chunks.length ? socket.destroy() : reject(error)));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}
