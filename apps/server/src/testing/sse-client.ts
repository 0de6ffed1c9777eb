// Reads a server-sent event stream (GET /games/:id/stream) in the e2e tests.
import type { GameView } from '@mtg/game';

export interface ViewStream {
  status: number;
  contentType: string;
  /** Each message's data, parsed. */
  readonly views: GameView[];
  /** Each message's raw text (for the hidden-information scans). */
  readonly texts: string[];
  /** Resolves when the server ends the stream. */
  readonly ended: Promise<void>;
  until(predicate: (view: GameView) => boolean, timeoutMs?: number): Promise<GameView>;
  close(): void;
}

/** Opens the stream with the bearer token, if any, and more headers (a cookie). */
export async function openViewStream(
  url: string,
  token?: string,
  headers: Record<string, string> = {},
): Promise<ViewStream> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: abort.signal,
  });
  const views: GameView[] = [];
  const texts: string[] = [];
  const waiters: { predicate: (view: GameView) => boolean; resolve: (view: GameView) => void }[] = [];
  const read = async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = message
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (!data) continue;
          texts.push(data);
          const view = JSON.parse(data) as GameView;
          views.push(view);
          for (const w of [...waiters]) {
            if (w.predicate(view)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(view);
            }
          }
        }
      }
    } catch (error) {
      if ((error as Error).name !== 'AbortError') throw error;
    }
  };
  const ended = response.status === 200 ? read() : response.text().then(() => undefined);
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    views,
    texts,
    ended,
    until: (predicate, timeoutMs = 10_000) => {
      const found = views.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching view in ${timeoutMs} ms (got ${views.length})`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (view) => {
            clearTimeout(timer);
            resolve(view);
          },
        });
      });
    },
    close: () => abort.abort(),
  };
}
