// A minimal GraphQL over WebSocket client (the graphql-transport-ws protocol of graphql-ws, which
// mercurius speaks) for the e2e tests.
import WebSocket from 'ws';

type Message = { type: string; id?: string; payload?: unknown };

export interface Subscription<T> {
  /** Every `next` payload's data, in order. */
  readonly received: T[];
  /** Resolves when the server completes the subscription; rejects on an error message. */
  readonly completed: Promise<void>;
  /** Resolves with the first payload that satisfies the predicate (already received or later). */
  until(predicate: (data: T) => boolean, timeoutMs?: number): Promise<T>;
}

export class GraphQLWsClient {
  private nextId = 1;
  private readonly handlers = new Map<string, (message: Message) => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as Message;
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
      if (message.id) this.handlers.get(message.id)?.(message);
    });
  }

  /** Connects and waits for `connection_ack`; `connectionParams` go in `connection_init`. */
  static connect(url: string, connectionParams?: Record<string, unknown>): Promise<GraphQLWsClient> {
    const socket = new WebSocket(url.replace(/^http/, 'ws'), 'graphql-transport-ws');
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.once('close', (code, reason) =>
        reject(new Error(`closed before ack: ${code} ${String(reason)}`)),
      );
      socket.once('open', () =>
        socket.send(JSON.stringify({ type: 'connection_init', payload: connectionParams ?? {} })),
      );
      const onAck = (raw: WebSocket.RawData) => {
        const message = JSON.parse(String(raw)) as Message;
        if (message.type === 'connection_ack') {
          socket.off('message', onAck);
          socket.removeAllListeners('close');
          resolve(new GraphQLWsClient(socket));
        } else if (message.type === 'connection_error') {
          reject(new Error(`connection refused: ${JSON.stringify(message.payload)}`));
        }
      };
      socket.on('message', onAck);
    });
  }

  subscribe<T>(query: string, variables: Record<string, unknown> = {}): Subscription<T> {
    const id = String(this.nextId++);
    const received: T[] = [];
    const waiters: { predicate: (data: T) => boolean; resolve: (data: T) => void }[] = [];
    let settle!: { resolve: () => void; reject: (error: Error) => void };
    const completed = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
    completed.catch(() => undefined);
    this.handlers.set(id, (message) => {
      if (message.type === 'next') {
        const payload = message.payload as { data?: T; errors?: unknown[] };
        if (payload.errors) return settle.reject(new Error(JSON.stringify(payload.errors)));
        const data = payload.data as T;
        received.push(data);
        for (const w of [...waiters]) {
          if (w.predicate(data)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(data);
          }
        }
      } else if (message.type === 'complete') settle.resolve();
      else if (message.type === 'error') settle.reject(new Error(JSON.stringify(message.payload)));
    });
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
    return {
      received,
      completed,
      until: (predicate, timeoutMs = 10_000) => {
        const found = received.find(predicate);
        if (found) return Promise.resolve(found);
        return new Promise<T>((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`no matching payload in ${timeoutMs} ms (got ${received.length})`)),
            timeoutMs,
          );
          waiters.push({
            predicate,
            resolve: (data) => {
              clearTimeout(timer);
              resolve(data);
            },
          });
        });
      },
    };
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}
