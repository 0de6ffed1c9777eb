// The live view of a game over the server-sent events of `GET /games/:id/stream`: a browser's
// EventSource sends no header, so a token is traded for a one-use ticket first; when the stream
// drops, a new ticket opens it again.
import { useEffect, useState } from 'preact/hooks';
import { api, type GameView } from './api.js';

const RETRY_MS = 2000;

export function useLiveView(gameId: string, token: string | undefined): GameView | undefined {
  const [view, setView] = useState<GameView>();
  useEffect(() => {
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const open = async () => {
      const query = token
        ? `?ticket=${encodeURIComponent((await api.streamTicket(token, gameId)).ticket)}`
        : '';
      if (closed) return;
      source = new EventSource(`/games/${encodeURIComponent(gameId)}/stream${query}`);
      source.addEventListener('view', (event) =>
        setView(JSON.parse((event as MessageEvent<string>).data) as GameView),
      );
      source.onerror = () => {
        source?.close();
        if (!closed) retry = setTimeout(() => void open().catch(() => undefined), RETRY_MS);
      };
    };
    setView(undefined);
    void api.game(token, gameId).then(
      (first) => !closed && setView((now) => now ?? first),
      () => undefined,
    );
    void open().catch(() => undefined);
    return () => {
      closed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [gameId, token]);
  return view;
}
