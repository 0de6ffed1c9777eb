// A new game, created with the organiser's API key: two to four players and their decklists in the
// text form (`4 Lightning Bolt`). The seat tokens it answers are kept in this tab, to look and play
// as each seat.
import { useState } from 'preact/hooks';
import { api, ApiProblem } from '../api.js';
import { keepSeatTokens, ownToken } from '../credentials.js';
import { href } from '../route.js';

const RED = '24 Mountain\n12 Raging Goblin\n8 Lightning Bolt\n8 Shock\n8 Hill Giant';
const GREEN = '24 Forest\n12 Grizzly Bears\n12 Giant Growth\n12 Craw Wurm';

export function NewGamePage() {
  const [players, setPlayers] = useState([
    { name: 'alice', deck: RED },
    { name: 'bob', deck: GREEN },
  ]);
  const [seed, setSeed] = useState('');
  const [problem, setProblem] = useState<string>();
  const edit = (i: number, change: Partial<(typeof players)[number]>) =>
    setPlayers(players.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const create = async (e: Event) => {
    e.preventDefault();
    try {
      const created = await api.create(
        ownToken(),
        players.map((p) => p.name),
        Object.fromEntries(players.map((p) => [p.name, p.deck])),
        seed === '' ? undefined : Number(seed),
      );
      keepSeatTokens(created.gameId, created.tokens);
      location.hash = href(['games', created.gameId], { as: `seat:${players[0]!.name}` });
    } catch (error) {
      setProblem(error instanceof ApiProblem ? `${error.message} (${error.code})` : String(error));
    }
  };
  return (
    <main>
      <h2>New game</h2>
      <p>Creating a game takes the organiser's API key (the one `npm start` prints) as your token.</p>
      <form class="new-game" onSubmit={(e) => void create(e)}>
        {players.map((p, i) => (
          <fieldset key={i}>
            <legend>Player {i + 1}</legend>
            <label>
              Name{' '}
              <input
                value={p.name}
                required
                onInput={(e) => edit(i, { name: (e.target as HTMLInputElement).value })}
              />
            </label>
            <label>
              Decklist
              <textarea
                rows={6}
                value={p.deck}
                onInput={(e) => edit(i, { deck: (e.target as HTMLTextAreaElement).value })}
              />
            </label>
          </fieldset>
        ))}
        <label>
          Seed (optional: a game replayable from its seed, not fit for competitive play){' '}
          <input
            type="number"
            min={0}
            max={2147483647}
            value={seed}
            onInput={(e) => setSeed((e.target as HTMLInputElement).value)}
          />
        </label>
        <div class="buttons">
          {players.length < 4 && (
            <button
              type="button"
              onClick={() => setPlayers([...players, { name: `player${players.length + 1}`, deck: RED }])}
            >
              Add a player
            </button>
          )}
          {players.length > 2 && (
            <button type="button" onClick={() => setPlayers(players.slice(0, -1))}>
              Remove the last player
            </button>
          )}
          <button type="submit">Create the game</button>
        </div>
      </form>
      {problem && <p role="alert">{problem}</p>}
    </main>
  );
}
