// The replay table in 17lands' replay-data shape, for the CSV export: one row per side of a
// two-player game, seen from that side ("user") against the other ("oppo"), with the columns
// `user_turn_K_...` for the side's K-th turn and `oppo_turn_K_...` for the opponent's K-th turn.
//
// Source of the names: the columns of 17lands' public replay data file
// (replay_data_public.<SET>.PremierDraft.csv.gz from https://www.17lands.com/public_datasets), as
// the arrow schema of that file lists them in the documentation of the mtgr R package
// (`mr_make_17lands_schema("KTK", "replay", "premier")`).
//
// Our replay table counts per turn of the game (turn n, both sides); 17lands counts per turn of
// each player. Each replay row lists the game's turns its side took (`active_turns`: every other
// turn, and any extra turn, 500.7), so a player's K-th turn is found whoever took the turns between.
// Values are counts where 17lands gives its own cards as lists of Arena ids
// (cards drawn, cast, in hand, in play): our tables count cards, they don't list them.
import { REPLAY_TURNS, TURN_METRICS, type TurnMetric } from './game-tally.js';
import { replayColumn } from './analytics-store.js';

/** Each player's turns the export has columns for: half the game's REPLAY_TURNS turns the replay table covers. */
export const SEVENTEEN_LANDS_TURNS = REPLAY_TURNS / 2;

/** Whose counts a 17lands column of a turn holds: the turn's active player's, the other's, or the user's / oppo's. */
type Whose = 'active' | 'other' | 'user' | 'oppo';

/** A 17lands per-turn column (the part after `user_turn_K_`) and the metric of ours it takes. */
interface TurnColumn {
  name: string;
  whose: Whose;
  metric: TurnMetric;
}

/** The per-turn columns we have, in 17lands' order. */
export const SEVENTEEN_LANDS_TURN_COLUMNS: readonly TurnColumn[] = [
  { name: 'cards_drawn', whose: 'active', metric: 'cards_drawn' },
  { name: 'lands_played', whose: 'active', metric: 'lands_played' },
  { name: 'creatures_cast', whose: 'active', metric: 'creatures_cast' },
  { name: 'non_creatures_cast', whose: 'active', metric: 'non_creatures_cast' },
  { name: 'creatures_attacked', whose: 'active', metric: 'creatures_attacked' },
  { name: 'creatures_blocking', whose: 'other', metric: 'creatures_blocking' },
  { name: 'user_mana_spent', whose: 'user', metric: 'mana_spent' },
  { name: 'oppo_mana_spent', whose: 'oppo', metric: 'mana_spent' },
  { name: 'eot_user_cards_in_hand', whose: 'user', metric: 'eot_cards_in_hand' },
  { name: 'eot_oppo_cards_in_hand', whose: 'oppo', metric: 'eot_cards_in_hand' },
  { name: 'eot_user_lands_in_play', whose: 'user', metric: 'eot_lands_in_play' },
  { name: 'eot_oppo_lands_in_play', whose: 'oppo', metric: 'eot_lands_in_play' },
  { name: 'eot_user_creatures_in_play', whose: 'user', metric: 'eot_creatures_in_play' },
  { name: 'eot_oppo_creatures_in_play', whose: 'oppo', metric: 'eot_creatures_in_play' },
  { name: 'eot_user_life', whose: 'user', metric: 'eot_life' },
  { name: 'eot_oppo_life', whose: 'oppo', metric: 'eot_life' },
];

/**
 * The replay rows with their per-turn columns gathered, one list per metric indexed by the game's
 * turn (`cards_drawn[n]`: the side's cards drawn in the game's turn n).
 */
function sidesByGameTurn(): string {
  const lists = TURN_METRICS.map(
    (m) =>
      `list_value(${Array.from({ length: REPLAY_TURNS }, (_, n) => replayColumn(n + 1, m)).join(', ')}) AS ${m}`,
  );
  return `SELECT game_id, player, deck, on_play, num_mulligans, won, active_turns, ${lists.join(', ')} FROM replay`;
}

/**
 * The SQL expression of the 17lands column `column` of the `side`'s K-th turn (`u`: the user's
 * side, `o`: the opponent's): the metric in the game's turn that side took K-th (`active_turns[K]`,
 * extra turns counted: 500.7), NULL past the game's end.
 */
function turnExpression(side: 'user' | 'oppo', k: number, column: TurnColumn): string {
  const active = side === 'user' ? 'u' : 'o';
  const other = side === 'user' ? 'o' : 'u';
  const row = { active, other, user: 'u', oppo: 'o' }[column.whose];
  return `${row}.${column.metric}[${active}.active_turns[${k}]] AS ${side}_turn_${k}_${column.name}`;
}

/** The per-turn column names of the export, in 17lands' order (user_turn_1, oppo_turn_1, user_turn_2, ...). */
export function seventeenLandsTurnColumns(): string[] {
  return Array.from({ length: SEVENTEEN_LANDS_TURNS }, (_, i) =>
    (['user', 'oppo'] as const).flatMap((side) =>
      SEVENTEEN_LANDS_TURN_COLUMNS.map((c) => `${side}_turn_${i + 1}_${c.name}`),
    ),
  ).flat();
}

/**
 * The query of the replay rows in 17lands' shape: first our ids (game_id, player, deck: 17lands'
 * draft and match ids have no counterpart), game_time (the time of the game's last event), on_play,
 * num_mulligans, opp_num_mulligans, num_turns (the game's turns, both players'), won, then the turns.
 */
export function seventeenLandsReplayQuery(): string {
  const turns = Array.from({ length: SEVENTEEN_LANDS_TURNS }, (_, i) =>
    (['user', 'oppo'] as const).flatMap((side) =>
      SEVENTEEN_LANDS_TURN_COLUMNS.map((c) => turnExpression(side, i + 1, c)),
    ),
  ).flat();
  return `WITH sides AS (${sidesByGameTurn()})
    SELECT u.game_id, u.player, u.deck, g.ended_at AS game_time, u.on_play, u.num_mulligans,
      o.num_mulligans AS opp_num_mulligans, g.turns AS num_turns, u.won,
      ${turns.join(',\n      ')}
    FROM sides u
    JOIN sides o ON o.game_id = u.game_id AND o.player <> u.player
    JOIN games g ON g.game_id = u.game_id
    WHERE len(g.players) = 2
    ORDER BY g.ended_at, u.game_id, u.player`;
}
