// The tokens the console holds, for this browser tab only (sessionStorage: closing the tab forgets
// them): the caller's own token (an organiser API key or the judge's token), and the seat tokens of
// the games created from this tab, by game and player.
const OWN = 'mtg-console-token';
const SEATS = 'mtg-console-seats';

type Seats = Record<string, Record<string, string>>;

export function ownToken(): string | undefined {
  return sessionStorage.getItem(OWN) || undefined;
}

export function setOwnToken(token: string): void {
  if (token) sessionStorage.setItem(OWN, token);
  else sessionStorage.removeItem(OWN);
}

function seats(): Seats {
  return JSON.parse(sessionStorage.getItem(SEATS) ?? '{}') as Seats;
}

export function seatTokens(gameId: string): Record<string, string> {
  return seats()[gameId] ?? {};
}

export function keepSeatTokens(gameId: string, tokens: Record<string, string>): void {
  sessionStorage.setItem(
    SEATS,
    JSON.stringify({ ...seats(), [gameId]: { ...seatTokens(gameId), ...tokens } }),
  );
}

/** Who the console looks at a game as: a seat it holds a token of, its own token, or a spectator. */
export type Viewer = { kind: 'seat'; player: string } | { kind: 'own' } | { kind: 'spectator' };

export function tokenFor(gameId: string, viewer: Viewer): string | undefined {
  if (viewer.kind === 'seat') return seatTokens(gameId)[viewer.player];
  return viewer.kind === 'own' ? ownToken() : undefined;
}

export function viewerParam(viewer: Viewer): string {
  return viewer.kind === 'seat' ? `seat:${viewer.player}` : viewer.kind;
}

export function viewerFromParam(param: string | null): Viewer {
  if (param?.startsWith('seat:')) return { kind: 'seat', player: param.slice(5) };
  if (param === 'spectator') return { kind: 'spectator' };
  return { kind: 'own' };
}
