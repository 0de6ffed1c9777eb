// A game, live or replayed, as one viewer sees it: the board, the timeline, the seat's actions
// (live only), and for the judge the verification and the audit trail.
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  api,
  ApiProblem,
  type AuditEntry,
  type Command,
  type EventView,
  type GameVerification,
  type GameView,
  type LegalActionsView,
} from '../api.js';
import { AuditTrail, Verification } from '../components/audit.js';
import { Actions } from '../components/actions.js';
import { Board } from '../components/board.js';
import { Timeline } from '../components/timeline.js';
import { seatTokens, tokenFor, viewerFromParam, viewerParam, type Viewer } from '../credentials.js';
import { useLiveView } from '../live.js';
import { href } from '../route.js';

function problemText(error: unknown): string {
  if (error instanceof ApiProblem)
    return `${error.message} (${error.code}${error.rule ? `, rule ${error.rule}` : ''})`;
  return String(error);
}

/**
 * The views of past revisions, each fetched once; the revisions on either side of the one shown are
 * fetched ahead, so that a step back or forth shows a view already there.
 */
function usePastViews(gameId: string, token: string | undefined) {
  const kept = useRef(new Map<number, Promise<GameView>>());
  useEffect(() => kept.current.clear(), [gameId, token]);
  const fetchOnce = (revision: number) => {
    let view = kept.current.get(revision);
    if (!view) {
      view = api.game(token, gameId, revision);
      view.catch(() => kept.current.delete(revision));
      kept.current.set(revision, view);
    }
    return view;
  };
  return (revision: number, latest: number) => {
    const view = fetchOnce(revision);
    void view.then(
      () => {
        for (const next of [revision + 1, revision - 1])
          if (next >= 0 && next <= latest) void fetchOnce(next).catch(() => undefined);
      },
      () => undefined,
    );
    return view;
  };
}

function useEvents(
  gameId: string,
  token: string | undefined,
  latest: number | undefined,
): Map<number, EventView> {
  const [events, setEvents] = useState(new Map<number, EventView>());
  useEffect(() => setEvents(new Map()), [gameId, token]);
  useEffect(() => {
    if (latest === undefined) return;
    const from = events.size ? Math.max(...events.keys()) + 1 : 0;
    if (from > latest) return;
    void api.events(token, gameId, from).then(
      (more) => setEvents((now) => new Map([...now, ...more.map((e) => [e.revision, e] as const)])),
      () => undefined,
    );
  }, [gameId, token, latest]);
  return events;
}

function ViewerPicker({ gameId, viewer }: { gameId: string; viewer: Viewer }) {
  const seats = Object.keys(seatTokens(gameId));
  const choices: Viewer[] = [
    { kind: 'own' },
    ...seats.map((player) => ({ kind: 'seat', player }) as const),
    { kind: 'spectator' },
  ];
  const label = (v: Viewer) =>
    v.kind === 'seat' ? `seat ${v.player}` : v.kind === 'own' ? 'my token (judge or organiser)' : 'spectator';
  return (
    <label class="viewer-picker">
      Look as{' '}
      <select
        value={viewerParam(viewer)}
        onChange={(e) =>
          (location.hash = href(['games', gameId], { as: (e.target as HTMLSelectElement).value }))
        }
      >
        {choices.map((v) => (
          <option key={viewerParam(v)} value={viewerParam(v)}>
            {label(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

function JudgePanel({
  gameId,
  token,
  latest,
  go,
}: {
  gameId: string;
  token: string | undefined;
  latest: number;
  go: (r: number) => void;
}) {
  const [audit, setAudit] = useState<AuditEntry[]>();
  const [verification, setVerification] = useState<GameVerification>();
  useEffect(() => {
    // Only the judge reads these: for anyone else the server refuses, and the panel stays empty.
    void api.audit(token, gameId).then(setAudit, () => setAudit(undefined));
    void api.verification(token, gameId).then(setVerification, () => setVerification(undefined));
  }, [gameId, token, latest]);
  if (!audit && !verification) return null;
  return (
    <aside class="judge">
      {verification && <Verification verification={verification} />}
      {audit && <AuditTrail entries={audit} go={go} />}
    </aside>
  );
}

export function GamePage({ gameId, params }: { gameId: string; params: URLSearchParams }) {
  const viewer = viewerFromParam(params.get('as'));
  const token = tokenFor(gameId, viewer);
  const live = useLiveView(gameId, token);
  const pastView = usePastViews(gameId, token);
  const [at, setAt] = useState<number | null>(params.has('at') ? Number(params.get('at')) : null);
  const [past, setPast] = useState<GameView>();
  const [legal, setLegal] = useState<LegalActionsView>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const events = useEvents(gameId, token, live?.revision);

  useEffect(() => {
    if (at === null) return setPast(undefined);
    let current = true;
    void pastView(at, live?.revision ?? at).then(
      (view) => current && setPast(view),
      (error) => current && setProblem(problemText(error)),
    );
    return () => void (current = false);
  }, [at, gameId, token]);

  useEffect(() => {
    if (viewer.kind !== 'seat' || !live || live.over) return setLegal(undefined);
    void api.legalActions(token, gameId).then(setLegal, () => setLegal(undefined));
  }, [live?.revision, gameId, token]);

  const send = async (command: Command) => {
    if (!live) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await api.command(token, gameId, command, live.revision);
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  };

  const shown = at === null ? live : past;
  return (
    <main class="game">
      <header class="game-header">
        <h2>Game {gameId.slice(0, 8)}</h2>
        <ViewerPicker gameId={gameId} viewer={viewer} />
        <p>
          {at === null ? 'Live' : `Replay at revision ${at}`}, as {shown?.viewer ?? '…'}
        </p>
      </header>
      {problem && (
        <p role="alert" class="problem">
          Refused: {problem}
        </p>
      )}
      {live && <Timeline latest={live.revision} at={at ?? live.revision} events={events} go={setAt} />}
      <div class="game-body">
        <div>
          {shown ? <Board view={shown} /> : <p>Loading…</p>}
          {at === null && legal && live && viewer.kind === 'seat' && (
            <Actions
              legal={legal}
              player={viewer.player}
              view={live}
              send={(c) => void send(c)}
              busy={busy}
            />
          )}
        </div>
        {viewer.kind === 'own' && live && (
          <JudgePanel gameId={gameId} token={token} latest={live.revision} go={setAt} />
        )}
      </div>
    </main>
  );
}
