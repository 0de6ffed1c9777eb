// The counts the card metrics read, pre-aggregated: `card_counts` holds, per deck and card, the
// games (and games won) in which the card was in the deck, in the opening hand, drawn, in hand, and
// cast, as sums of signed rows. Each write of card_games adds the counts of the rows it appends and
// takes away those of the rows it deletes, in its transaction; the card metrics then sum a few
// rows per deck and card instead of scanning a row per game, side and card (100,000 games: 4.5
// million rows). Opening the store folds the rows into one per deck and card.

/** In hand: in the opening hand or drawn (17lands' GIH). */
const SEEN = 'in_opening_hand > 0 OR drawn > 0';

/** Each count and how it is counted over card_games rows (one per game, side and card name: a game counts once, whatever the copies). */
export const CARD_COUNTS = {
  gp: 'COUNT(*)',
  gp_wins: 'COUNT(*) FILTER (won)',
  oh: 'COUNT(*) FILTER (in_opening_hand > 0)',
  oh_wins: 'COUNT(*) FILTER (in_opening_hand > 0 AND won)',
  gd: 'COUNT(*) FILTER (drawn > 0)',
  gd_wins: 'COUNT(*) FILTER (drawn > 0 AND won)',
  gih: `COUNT(*) FILTER (${SEEN})`,
  gih_wins: `COUNT(*) FILTER ((${SEEN}) AND won)`,
  casts: 'COUNT(*) FILTER (casts > 0)',
} as const;

const NAMES = Object.keys(CARD_COUNTS) as (keyof typeof CARD_COUNTS)[];

export const CARD_COUNTS_SCHEMA = `CREATE TABLE IF NOT EXISTS card_counts (
  deck VARCHAR NOT NULL, card VARCHAR NOT NULL, ${NAMES.map((n) => `${n} INTEGER NOT NULL`).join(', ')})`;

/** The counts of the card_games rows `where` selects, added (sign 1) or taken away (-1), as rows of card_counts. */
export const cardCountsDelta = (where: string, sign: 1 | -1) =>
  `INSERT INTO card_counts SELECT deck, card, ${NAMES.map((n) => `${sign} * ${CARD_COUNTS[n]}`).join(', ')}
   FROM card_games ${where} GROUP BY deck, card`;

/** The sums of card_counts per deck and card, without the cards no game has any more. */
export const FOLDED_CARD_COUNTS = `SELECT deck, card, ${NAMES.map((n) => `SUM(${n})::INTEGER AS ${n}`).join(', ')}
   FROM card_counts GROUP BY deck, card HAVING SUM(gp) <> 0`;
