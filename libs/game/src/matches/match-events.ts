// The events of a match's stream and the match they fold into. The games themselves are game streams
// (`<match>.<n>`); the match records what the games do not: the players' registered decks, the deck
// each presented for each game, who chose to play or draw, the clock, and its judges.
import type { DeckText } from '@mtg/cards';
import type { JudgeRole } from '../access/actors.js';
import type { DeckConstruction, MatchFormat } from './match-rules.js';

export interface MatchCreated {
  matchId: string;
  /** The organiser's key id: its matches and their games. */
  organiser: string;
  players: [string, string];
  format: MatchFormat;
  construction: DeckConstruction;
  /** MTR 2.7: each player's registered deck and sideboard. */
  registrations: Record<string, DeckText>;
  roundMinutes: number;
  /** When the round began (ISO), by the service's clock. */
  startedAt: string;
  /** MTR 2.2: the winner of the random method, who chooses to play or draw in the first game. */
  firstChooser: string;
  /** A caller's seed (tests): the games' seeds follow from it; none: each game gets a secret one. */
  seed?: number;
}

/** A player presented a deck for a game after the first (sideboarding, MTR 3.16). */
export interface DeckPresented {
  player: string;
  game: number;
  deck: DeckText;
}

/** A game of the match began: who chose and what (MTR 2.2), and the deck each played. */
export interface MatchGameBegan {
  number: number;
  gameId: string;
  chooser: string;
  play: boolean;
  startingPlayer: string;
  decks: Record<string, DeckText>;
}

/** MTR 2.4: a judge gave the match more time (a long ruling, a deck check). */
export interface TimeExtended {
  minutes: number;
  reason: string;
  judge: string;
}

/** The organiser issued a judge token for the match (the token itself is not kept). */
export interface JudgeAppointed {
  role: JudgeRole;
  name: string;
}

export type MatchEvent =
  | { type: 'MatchCreated'; data: MatchCreated }
  | { type: 'DeckPresented'; data: DeckPresented }
  | { type: 'MatchGameBegan'; data: MatchGameBegan }
  | { type: 'TimeExtended'; data: TimeExtended }
  | { type: 'JudgeAppointed'; data: JudgeAppointed };

/** A match folded from its events. */
export interface Match extends MatchCreated {
  games: MatchGameBegan[];
  /** The deck each player presented for the next game, if they did. */
  presented: Record<string, DeckPresented>;
  extensions: TimeExtended[];
  judges: JudgeAppointed[];
}

/** The match its events make; undefined without its `MatchCreated`. */
export function foldMatch(events: readonly MatchEvent[]): Match | undefined {
  let match: Match | undefined;
  for (const event of events) {
    if (event.type === 'MatchCreated') {
      match = { ...event.data, games: [], presented: {}, extensions: [], judges: [] };
      continue;
    }
    if (!match) return undefined;
    if (event.type === 'DeckPresented')
      match = { ...match, presented: { ...match.presented, [event.data.player]: event.data } };
    if (event.type === 'MatchGameBegan')
      match = { ...match, games: [...match.games, event.data], presented: {} };
    if (event.type === 'TimeExtended') match = { ...match, extensions: [...match.extensions, event.data] };
    if (event.type === 'JudgeAppointed') match = { ...match, judges: [...match.judges, event.data] };
  }
  return match;
}
