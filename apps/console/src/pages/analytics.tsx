// Analytics (issue 19) over the ended games: 17lands' card metrics as a table sortable by each
// column, and the game metrics with two charts (uPlot): game length, and mana spent per turn. Read
// with the organiser's API key (or the judge token), like the API's /analytics routes.
import { useEffect, useRef, useState } from 'preact/hooks';
import uPlot from 'uplot';
import { api, type CardMetrics, type GameMetrics } from '../api.js';
import { ownToken } from '../credentials.js';

type WinRate = CardMetrics['gp'];
const RATES = ['gp', 'oh', 'gd', 'gih', 'gns'] as const;
const TITLES: Record<(typeof RATES)[number], string> = {
  gp: 'GP WR (in the deck)',
  oh: 'OH WR (opening hand)',
  gd: 'GD WR (drawn)',
  gih: 'GIH WR (in hand)',
  gns: 'GNS WR (not seen)',
};

const percent = (value: number | null) => (value === null ? '–' : `${(value * 100).toFixed(1)}%`);
const rateText = (r: WinRate) =>
  r.rate === null ? '–' : `${percent(r.rate)} (${r.games}; ${percent(r.low)}–${percent(r.high)})`;

type SortKey = 'card' | (typeof RATES)[number] | 'iwd';
const sortValue = (c: CardMetrics, key: SortKey): number | string =>
  key === 'card' ? c.card : key === 'iwd' ? (c.iwd ?? -Infinity) : (c[key].rate ?? -Infinity);

function CardTable({ cards }: { cards: CardMetrics[] }) {
  const [key, setKey] = useState<SortKey>('gih');
  const sorted = [...cards].sort((a, b) => {
    const [x, y] = [sortValue(a, key), sortValue(b, key)];
    return typeof x === 'string' ? x.localeCompare(y as string) : (y as number) - x;
  });
  const header = (k: SortKey, label: string) => (
    <th scope="col" aria-sort={key === k ? (k === 'card' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => setKey(k)}>
        {label}
      </button>
    </th>
  );
  return (
    <div class="table-scroll">
      <table class="metrics" aria-label="card metrics">
        <caption>
          Win rates with their games and 95% Wilson intervals; IWD = GIH WR − GNS WR. Sorted by{' '}
          {key.toUpperCase()}.
        </caption>
        <thead>
          <tr>
            {header('card', 'Card')}
            {RATES.map((r) => header(r, TITLES[r]))}
            {header('iwd', 'IWD')}
            <th scope="col">Cast in</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((c) => (
            <tr key={c.card}>
              <td>{c.card}</td>
              {RATES.map((r) => (
                <td key={r}>{rateText(c[r])}</td>
              ))}
              <td>{c.iwd === null ? '–' : `${(c.iwd * 100).toFixed(1)} pp`}</td>
              <td>{c.cast}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A uPlot chart of one series over x, drawn into its own element and redrawn when the data change. */
function Chart({
  title,
  x,
  y,
  xLabel,
  yLabel,
  bars,
}: {
  title: string;
  x: number[];
  y: number[];
  xLabel: string;
  yLabel: string;
  bars?: boolean;
}) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current || !x.length) return;
    const plot = new uPlot(
      {
        title,
        width: 360,
        height: 220,
        scales: { x: { time: false } },
        axes: [{ label: xLabel }, { label: yLabel }],
        series: [
          { label: xLabel },
          {
            label: yLabel,
            stroke: '#0b4f9c',
            fill: 'rgba(11,79,156,0.25)',
            ...(bars ? { paths: uPlot.paths.bars!({ size: [0.6] }) } : {}),
          },
        ],
      },
      [x, y],
      element.current,
    );
    return () => plot.destroy();
  }, [x.join(), y.join()]);
  return <figure ref={element} aria-label={title} />;
}

function GameSummary({ games }: { games: GameMetrics }) {
  return (
    <section aria-label="game metrics">
      <h3>Games</h3>
      <dl class="summary">
        <div>
          <dt>Games</dt>
          <dd>{games.games}</dd>
        </div>
        <div>
          <dt>Mulligan rate</dt>
          <dd>{percent(games.mulliganRate)}</dd>
        </div>
        <div>
          <dt>Win rate on the play</dt>
          <dd>{rateText(games.onThePlay)}</dd>
        </div>
        <div>
          <dt>Win rate on the draw</dt>
          <dd>{rateText(games.onTheDraw)}</dd>
        </div>
        <div>
          <dt>Mean length</dt>
          <dd>{games.meanTurns === null ? '–' : `${games.meanTurns.toFixed(1)} turns`}</dd>
        </div>
      </dl>
      <div class="charts">
        <Chart
          title="Game length"
          x={games.turns.map((t) => t.turns)}
          y={games.turns.map((t) => t.games)}
          xLabel="turns"
          yLabel="games"
          bars
        />
        <Chart
          title="Mana spent per turn"
          x={games.manaSpentPerTurn.map((t) => t.turn)}
          y={games.manaSpentPerTurn.map((t) => t.mean)}
          xLabel="turn"
          yLabel="mean mana spent"
        />
      </div>
    </section>
  );
}

export function AnalyticsPage() {
  const [deck, setDeck] = useState('');
  const [cards, setCards] = useState<CardMetrics[]>();
  const [games, setGames] = useState<GameMetrics>();
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const token = ownToken();
    Promise.all([api.cardMetrics(token, deck || undefined), api.gameMetrics(token, deck || undefined)]).then(
      ([c, g]) => (setCards(c.cards), setGames(g), setProblem(undefined)),
      (error: Error) => setProblem(error.message),
    );
  }, [deck]);
  return (
    <main>
      <h2>Analytics</h2>
      <form class="filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Deck id{' '}
          <input value={deck} onChange={(e) => setDeck((e.target as HTMLInputElement).value.trim())} />
        </label>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {games && <GameSummary games={games} />}
      {cards && (
        <section aria-label="cards">
          <h3>Cards</h3>
          <CardTable cards={cards} />
        </section>
      )}
    </main>
  );
}
