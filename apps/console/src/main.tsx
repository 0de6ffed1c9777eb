// The web console (issue 20): the games, a game live or replayed as a seat, a spectator or the
// judge sees it, and play from the board. It talks to the server's own REST API and server-sent
// events, with the token the user gives; it never shows more than that token may see.
import { render } from 'preact';
import { useState } from 'preact/hooks';
import { ownToken, setOwnToken } from './credentials.js';
import { GamePage } from './pages/game.js';
import { GamesPage } from './pages/games.js';
import { AnalyticsPage } from './pages/analytics.js';
import { NewGamePage } from './pages/new-game.js';
import { href, useRoute } from './route.js';

function TokenForm() {
  const [token, setToken] = useState(ownToken() ?? '');
  const [saved, setSaved] = useState(false);
  return (
    <form
      class="token"
      onSubmit={(e) => {
        e.preventDefault();
        setOwnToken(token.trim());
        setSaved(true);
        location.reload();
      }}
    >
      <label>
        Your token (organiser API key or judge token){' '}
        <input
          type="password"
          autoComplete="off"
          value={token}
          onInput={(e) => (setToken((e.target as HTMLInputElement).value), setSaved(false))}
        />
      </label>
      <button type="submit">{saved ? 'Saved' : 'Use this token'}</button>
    </form>
  );
}

function Page() {
  const route = useRoute();
  const [first, second] = route.path;
  if (first === 'games' && second)
    return <GamePage key={`${second}:${route.params.get('as')}`} gameId={second} params={route.params} />;
  if (first === 'new') return <NewGamePage />;
  if (first === 'analytics') return <AnalyticsPage />;
  return <GamesPage />;
}

function Console() {
  return (
    <>
      <header class="top">
        <h1>
          <a href={href([])}>MTG rules service</a>
        </h1>
        <nav aria-label="pages">
          <a href={href([])}>Games</a> <a href={href(['new'])}>New game</a>{' '}
          <a href={href(['analytics'])}>Analytics</a>
        </nav>
        <TokenForm />
      </header>
      <Page />
    </>
  );
}

render(<Console />, document.getElementById('console')!);
