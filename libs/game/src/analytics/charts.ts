// The analytics charts (issue 19): the card and game metrics drawn as SVG by Apache ECharts'
// server-side renderer (no DOM, no canvas). Each chart is a small pure function from metric rows to
// a chart (title, description, ECharts option); `renderChart` draws it and gives the SVG its
// accessible name and description (role="img", <title>, <desc>).
import * as echarts from 'echarts';
import type { CustomSeriesRenderItem, EChartsOption } from 'echarts';
import type { AnalyticsStore } from './analytics-store.js';
import {
  queryCardMetrics,
  queryGameMetrics,
  queryManaSpentByDeck,
  type AnalyticsFilter,
  type CardMetrics,
  type DeckManaSpent,
  type GameMetrics,
} from './card-metrics.js';
import { REPLAY_TURNS } from './game-tally.js';

/** A chart to draw: its file name (without .svg), what it shows, its size and its ECharts option. */
export interface Chart {
  name: ChartName;
  title: string;
  /** What the chart shows, in words: the SVG's <desc>, read by screen readers. */
  description: string;
  width: number;
  height: number;
  option: EChartsOption;
}

export interface ChartFilter extends AnalyticsFilter {
  /** The GIH WR chart: only the cards in hand in at least this many games (default 1). */
  minGames?: number;
}

const WIDTH = 760;
/** Faces whose widths ECharts' text measures (without a canvas) match, so that labels fit as laid out. */
const FONT = 'Arial, Helvetica, sans-serif';
/** The grid holds the axes' labels and names inside the layout rectangle (ECharts 6's outer bounds). */
const CONTAINED = { outerBoundsMode: 'same', outerBoundsContain: 'all' } as const;
/** Room for a card name left of the GIH WR bars: 12px labels, wide enough for the widest common sans-serif faces. */
const cardLabelsWidth = (names: readonly string[]) =>
  24 + Math.ceil(7.2 * Math.max(...names.map((n) => n.length)));
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const filterText = (filter: ChartFilter) => (filter.deck === undefined ? '' : `, deck ${filter.deck}`);

/** The option of a chart with nothing to draw: its title and a line saying why. */
function emptyOption(title: string, reason: string): EChartsOption {
  return {
    title: { text: title, left: 'center' },
    graphic: {
      type: 'text',
      left: 'center',
      top: 'middle',
      style: { text: reason, fontSize: 16, fontFamily: FONT, fill: '#555' },
    },
  };
}

/** The interval of each bar, drawn as an error bar with whiskers: data [low, high, category index]. */
const errorBar: CustomSeriesRenderItem = (_params, api) => {
  const low = api.coord([api.value(0), api.value(2)]);
  const high = api.coord([api.value(1), api.value(2)]);
  const whisker = ((api.size?.([0, 1]) as number[])[1] ?? 20) * 0.25;
  const style = { stroke: '#333', lineWidth: 1.5 };
  const line = (x1: number, y1: number, x2: number, y2: number) => ({
    type: 'line' as const,
    shape: { x1, y1, x2, y2 },
    style,
  });
  return {
    type: 'group',
    children: [
      line(low[0]!, low[1]!, high[0]!, high[1]!),
      line(low[0]!, low[1]! - whisker, low[0]!, low[1]! + whisker),
      line(high[0]!, high[1]! - whisker, high[0]!, high[1]! + whisker),
    ],
  };
};

/**
 * GIH WR by card (17lands' "games in hand" win rate), a bar per card with its 95% Wilson interval
 * as an error bar, best first; only the cards in hand in at least `minGames` games.
 */
export function gihWinRateChart(
  cards: readonly CardMetrics[],
  games: number,
  filter: ChartFilter = {},
): Chart {
  const minGames = Math.max(1, filter.minGames ?? 1);
  const title = 'GIH win rate by card';
  const shown = cards
    .filter((c) => c.gih.games >= minGames && c.gih.rate !== null)
    .sort((a, b) => b.gih.rate! - a.gih.rate! || a.card.localeCompare(b.card));
  const scope = `${games} games${filterText(filter)}${minGames > 1 ? `, cards in hand in at least ${minGames} games` : ''}`;
  const base = { name: 'gih-win-rate' as const, title, width: WIDTH };
  if (shown.length === 0) {
    const reason = games === 0 ? 'no games' : `no card in hand in at least ${minGames} games`;
    return { ...base, height: 300, description: `${title}: ${reason}.`, option: emptyOption(title, reason) };
  }
  const description =
    `Win rate of the games in which each card was in hand (opening hand or drawn), with its 95% Wilson interval (${scope}): ` +
    shown
      .map(
        (c) =>
          `${c.card} ${percent(c.gih.rate!)} (${percent(c.gih.low!)} to ${percent(c.gih.high!)}, ${c.gih.games} games)`,
      )
      .join('; ') +
    '.';
  return {
    ...base,
    height: 110 + 26 * shown.length,
    description,
    option: {
      title: { text: title, subtext: `95% Wilson intervals; ${scope}`, left: 'center' },
      grid: { left: cardLabelsWidth(shown.map((c) => c.card)), right: 40, top: 70, bottom: 48 },
      xAxis: {
        type: 'value',
        min: 0,
        max: 100,
        interval: 10,
        name: 'GIH WR (%)',
        nameLocation: 'middle',
        nameGap: 26,
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: shown.map((c) => c.card),
        axisLabel: { interval: 0 },
      },
      series: [
        {
          type: 'bar',
          name: 'GIH WR',
          data: shown.map((c) => +(c.gih.rate! * 100).toFixed(2)),
          barWidth: '55%',
          markLine: {
            symbol: 'none',
            silent: true,
            data: [{ xAxis: 50 }],
            label: { show: false },
          },
        },
        {
          type: 'custom',
          name: '95% interval',
          renderItem: errorBar,
          encode: { x: [0, 1], y: 2 },
          data: shown.map((c, i) => [+(c.gih.low! * 100).toFixed(2), +(c.gih.high! * 100).toFixed(2), i]),
          z: 10,
        },
      ],
    },
  };
}

/** The distribution of game lengths: a bar per number of turns, from the shortest game to the longest. */
export function gameLengthChart(
  games: Pick<GameMetrics, 'turns' | 'games' | 'meanTurns'>,
  filter: ChartFilter = {},
): Chart {
  const title = 'Game length';
  const base = { name: 'game-length' as const, title, width: WIDTH, height: 400 };
  if (games.turns.length === 0)
    return { ...base, description: `${title}: no games.`, option: emptyOption(title, 'no games') };
  const first = games.turns[0]!.turns;
  const last = games.turns.at(-1)!.turns;
  const counts = new Map(games.turns.map((t) => [t.turns, t.games]));
  const lengths = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  const scope = `${games.games} games${filterText(filter)}; mean ${games.meanTurns!.toFixed(1)} turns`;
  return {
    ...base,
    description:
      `Number of games by length in turns (${scope}): ` +
      games.turns.map((t) => `${t.turns} turns ${t.games} ${t.games === 1 ? 'game' : 'games'}`).join(', ') +
      '.',
    option: {
      title: { text: title, subtext: scope, left: 'center' },
      grid: { left: 16, right: 24, top: 70, bottom: 16, ...CONTAINED },
      xAxis: {
        type: 'category',
        data: lengths.map(String),
        name: 'turns',
        nameLocation: 'middle',
        nameGap: 28,
      },
      yAxis: { type: 'value', name: 'games', nameLocation: 'middle', nameGap: 36, minInterval: 1 },
      // A length no game had is a gap ('-': no bar), not a bar of height 0.
      series: [
        { type: 'bar', name: 'games', data: lengths.map((n) => counts.get(n) ?? '-'), barCategoryGap: '10%' },
      ],
    },
  };
}

const deckName = (d: DeckManaSpent) => `${d.deck}, ${d.games} ${d.games === 1 ? 'game' : 'games'}`;

/** Mean mana spent per turn of the game, a line per deck (turns past the replay table's last are not kept). */
export function manaSpentChart(decks: readonly DeckManaSpent[], filter: ChartFilter = {}): Chart {
  const title = 'Mana spent per turn by deck';
  const base = { name: 'mana-spent' as const, title, width: WIDTH, height: 420 };
  const played = decks.filter((d) => d.turns.length > 0);
  if (played.length === 0)
    return { ...base, description: `${title}: no games.`, option: emptyOption(title, 'no games') };
  const last = Math.max(...played.flatMap((d) => d.turns.map((t) => t.turn)));
  const turns = Array.from({ length: last }, (_, i) => i + 1);
  const scope = `mean over the sides whose game lasted the turn, up to turn ${REPLAY_TURNS}${filterText(filter)}`;
  return {
    ...base,
    description:
      `Mean mana spent in each turn of the game (${scope}): ` +
      played
        .map(
          (d) =>
            `deck ${deckName(d)}: ${d.turns.map((t) => `turn ${t.turn} ${t.mean.toFixed(2)}`).join(', ')}`,
        )
        .join('; ') +
      '.',
    option: {
      title: { text: title, subtext: scope, left: 'center' },
      legend: { bottom: 8, data: played.map(deckName) },
      grid: { left: 16, right: 24, top: 70, bottom: 40, ...CONTAINED },
      xAxis: { type: 'category', data: turns.map(String), name: 'turn', nameLocation: 'middle', nameGap: 28 },
      yAxis: { type: 'value', name: 'mana spent', nameLocation: 'middle', nameGap: 36 },
      series: played.map((d) => {
        const mean = new Map(d.turns.map((t) => [t.turn, +t.mean.toFixed(3)]));
        return { type: 'line' as const, name: deckName(d), data: turns.map((n) => mean.get(n) ?? null) };
      }),
    },
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`);

/** The chart as an SVG document, with role="img", a <title> and a <desc> naming and describing it. */
export function renderChart(chart: Chart): string {
  const instance = echarts.init(null, null, {
    renderer: 'svg',
    ssr: true,
    width: chart.width,
    height: chart.height,
  });
  try {
    instance.setOption({
      animation: false,
      backgroundColor: '#fff',
      textStyle: { fontFamily: FONT },
      ...chart.option,
    });
    const svg = instance.renderToSVGString();
    const ids = { title: `${chart.name}-title`, desc: `${chart.name}-desc` };
    return svg
      .replace(/^<svg /, `<svg role="img" aria-labelledby="${ids.title}" aria-describedby="${ids.desc}" `)
      .replace(
        /^(<svg[^>]*>)/,
        `$1<title id="${ids.title}">${escapeXml(chart.title)}</title><desc id="${ids.desc}">${escapeXml(chart.description)}</desc>`,
      );
  } finally {
    instance.dispose();
  }
}

/** The charts, by the name they are served and written under (`<name>.svg`). */
export const CHART_NAMES = ['gih-win-rate', 'game-length', 'mana-spent'] as const;
export type ChartName = (typeof CHART_NAMES)[number];

export const isChartName = (name: string): name is ChartName =>
  (CHART_NAMES as readonly string[]).includes(name);

/** Each chart: the metrics it reads from the store and how it draws them. */
const CHARTS: Record<ChartName, (store: AnalyticsStore, filter: ChartFilter) => Promise<Chart>> = {
  'gih-win-rate': async (store, filter) =>
    gihWinRateChart(
      await queryCardMetrics(store, filter),
      (await queryGameMetrics(store, filter)).games,
      filter,
    ),
  'game-length': async (store, filter) => gameLengthChart(await queryGameMetrics(store, filter), filter),
  'mana-spent': async (store, filter) => manaSpentChart(await queryManaSpentByDeck(store, filter), filter),
};

/** The chart `name` of the store's games, as SVG. */
export async function analyticsChart(
  store: AnalyticsStore,
  name: ChartName,
  filter: ChartFilter = {},
): Promise<string> {
  return renderChart(await CHARTS[name](store, filter));
}
