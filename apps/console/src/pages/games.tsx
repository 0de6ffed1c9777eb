// The games the caller may see, newest first, refreshed every few seconds, filtered by status and
// by player.
import { useEffect, useState } from 'preact/hooks';
import { api, type GameSummary } from '../api.js';
import { ownToken } from '../credentials.js';
import { href } from '../route.js';

const REFRESH_MS = 3000;

export function GamesPage() {
  const [games, setGames] = useState<GameSummary[]>([]);
  const [status, setStatus] = useState('');
  const [player, setPlayer] = useState('');
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const load = () =>
      api.games(ownToken()).then(
        (list) => (setGames(list), setProblem(undefined)),
        (error: Error) => setProblem(error.message),
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const shown = games.filter(
    (g) =>
      (!status || g.status === status) &&
      (!player || g.players.some((p) => p.toLowerCase().includes(player.toLowerCase()))),
  );
  return (
    <main>
      <h2>Games</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus((e.target as HTMLSelectElement).value)}>
            <option value="">any</option>
            <option value="starting">starting</option>
            <option value="playing">playing</option>
            <option value="over">over</option>
          </select>
        </label>
        <label>
          Player <input value={player} onInput={(e) => setPlayer((e.target as HTMLInputElement).value)} />
        </label>
      </form>
      {problem && <p role="alert">{problem}</p>}
      <table class="games">
        <caption>
          {shown.length} game{shown.length === 1 ? '' : 's'} (a seat sees its own game, an organiser its
          games, the judge all)
        </caption>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Status</th>
            <th scope="col">Players</th>
            <th scope="col">Turn</th>
            <th scope="col">Last change</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((g) => (
            <tr key={g.id}>
              <td>
                <a href={href(['games', g.id])}>{g.id.slice(0, 8)}</a>
              </td>
              <td>
                {g.status === 'over' ? (g.draw ? 'over: a draw' : `over: ${g.winner ?? '?'} won`) : g.status}
              </td>
              <td>{g.players.join(', ')}</td>
              <td>
                {g.turn} ({g.active}, {g.step})
              </td>
              <td>
                <time dateTime={g.updated}>{new Date(g.updated).toLocaleString()}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
