// What one recorded game says to an analyst: folds its events (evolve) and counts, per side and per
// turn, what 17lands' replay data counts; rows of the `games`, `replay` and `card_games` tables.
import { createHash } from 'node:crypto';
import {
  characteristics,
  evolve,
  initialState,
  objectOf,
  type Characteristics,
  type GameEvent,
  type GameState,
  type ObjectId,
  type PlayerId,
  type RulesContext,
} from '@mtg/rules';

type CardType = Characteristics['types'][number];

/** Turns past this one are not counted per turn (17lands' replay data stops at 30 too). */
export const REPLAY_TURNS = 30;

/** The per-turn counts of one side, in the order of the replay table's columns. */
export const TURN_METRICS = [
  'cards_drawn',
  'lands_played',
  'creatures_cast',
  'non_creatures_cast',
  'mana_spent',
  'creatures_attacked',
  'creatures_blocking',
  'combat_damage_dealt',
  'creatures_killed',
  'eot_cards_in_hand',
  'eot_lands_in_play',
  'eot_creatures_in_play',
  'eot_life',
] as const;
export type TurnMetric = (typeof TURN_METRICS)[number];
export type TurnCounts = Record<TurnMetric, number>;

/** A row of `games`. */
export interface GameRow {
  gameId: string;
  endedAt: string;
  players: PlayerId[];
  /** Each player's deck id (`deckId`), in the order of `players`. */
  decks: string[];
  onPlay: PlayerId;
  turns: number;
  winner: PlayerId | null;
  draw: boolean;
  /** How the game ended: GameEnded's reason, else the loser's (PlayerLost's, e.g. a 704.5 reason, or `conceded`). */
  endReason: string;
}

/** A row of `replay`: one side of one game; `turns[n - 1]` are its counts in the game's turn n. */
export interface ReplayRow {
  gameId: string;
  player: PlayerId;
  deck: string;
  onPlay: boolean;
  mulligans: number;
  won: boolean;
  turns: TurnCounts[];
  /** The game's turns this side took, in order: every other turn, and any extra turn (500.7). */
  activeTurns: number[];
}

/** A row of `card_games`: one card name of one side's deck in one game (copies counted). */
export interface CardGameRow {
  gameId: string;
  player: PlayerId;
  deck: string;
  card: string;
  won: boolean;
  inDeck: number;
  inOpeningHand: number;
  drawn: number;
  cast: number;
}

export interface GameTally {
  game: GameRow;
  replay: ReplayRow[];
  cards: CardGameRow[];
}

/** A deck's id: the first 12 hex digits of the SHA-256 of its sorted card names (the same list gives the same id). */
export function deckId(cards: readonly string[]): string {
  return createHash('sha256')
    .update([...cards].sort().join('\n'))
    .digest('hex')
    .slice(0, 12);
}

const zeroCounts = (): TurnCounts => Object.fromEntries(TURN_METRICS.map((m) => [m, 0])) as TurnCounts;

interface Side {
  deck: Map<string, number>;
  openingHand: Map<string, number>;
  drawn: Map<string, number>;
  cast: Map<string, number>;
  mulligans: number;
  /** Its hand went back into its library for a mulligan; the shuffle that follows counts it (103.5). */
  mulliganShuffle: boolean;
  turns: TurnCounts[];
  activeTurns: number[];
}

const add = (counts: Map<string, number>, name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);

/**
 * Tallies a finished game from its events (its whole stream: an event's index is its revision), with
 * the catalogue `ctx` for the characteristics (is it a creature, a land); undefined if the events
 * don't end the game. The events a judge's backup undid are folded but not counted.
 */
export function tallyGame(
  gameId: string,
  events: readonly GameEvent[],
  ctx: RulesContext,
  endedAt = new Date(0).toISOString(),
): GameTally | undefined {
  let state = initialState();
  const sides = new Map<PlayerId, Side>();
  let onPlay: PlayerId | undefined;
  let ended: Extract<GameEvent, { type: 'GameEnded' }> | undefined;
  /** Why the last player who lost lost (104.3): a concession, or the rule's reason. */
  let lost: string | undefined;
  const isA = (s: GameState, id: ObjectId, type: CardType) =>
    objectOf(s, id) !== undefined && characteristics(s, ctx, id).types.includes(type);
  const counts = (player: PlayerId): TurnCounts | undefined => {
    const n = state.turn.number;
    return n >= 1 && n <= REPLAY_TURNS ? sides.get(player)?.turns[n - 1] : undefined;
  };
  const bump = (player: PlayerId | undefined, metric: TurnMetric, by = 1) => {
    const c = player === undefined ? undefined : counts(player);
    if (c) c[metric] += by;
  };
  // IPG 1.4: what a backup undid happened, for the state, but is not counted.
  const undone = new Set(
    events.flatMap((e) => (e.type === 'GameBackedUp' ? e.undone.map((u) => u.revision) : [])),
  );
  for (const [revision, event] of events.entries()) {
    const before = state;
    state = evolve(state, event);
    if (undone.has(revision)) continue;
    switch (event.type) {
      case 'GameStarted':
        for (const player of state.players) {
          const deck = new Map<string, number>();
          for (const id of [...player.library, ...player.hand]) add(deck, objectOf(state, id)!.name);
          sides.set(player.id, {
            deck,
            openingHand: new Map(),
            drawn: new Map(),
            cast: new Map(),
            mulligans: 0,
            mulliganShuffle: false,
            turns: Array.from({ length: REPLAY_TURNS }, zeroCounts),
            activeTurns: [],
          });
        }
        break;
      case 'TurnBegan':
        sides.get(event.active)?.activeTurns.push(event.number);
        if (event.number === 1) {
          onPlay = event.active;
          // 103.5: the hands kept after the mulligans are the opening hands.
          for (const player of before.players)
            for (const id of player.hand) add(sides.get(player.id)!.openingHand, objectOf(before, id)!.name);
        } else endOfTurn(before, sides, ctx);
        break;
      case 'ZoneChanged': {
        const object = objectOf(before, event.object);
        if (!object) break;
        const side = sides.get(object.owner);
        if (event.reason === 'mulligan' && event.from === 'hand' && event.position !== 'bottom' && side)
          side.mulliganShuffle = true;
        if (event.reason === 'draw' && event.to === 'hand' && state.turn.number >= 1 && side) {
          add(side.drawn, object.name);
          bump(object.owner, 'cards_drawn');
        }
        if (event.from === 'battlefield' && event.to === 'graveyard' && isA(before, event.object, 'Creature'))
          for (const p of state.players) if (p.id !== object.controller) bump(p.id, 'creatures_killed');
        break;
      }
      case 'LibraryShuffled': {
        const side = sides.get(event.player);
        if (side?.mulliganShuffle) {
          side.mulligans++;
          side.mulliganShuffle = false;
        }
        break;
      }
      case 'LandPlayed':
        bump(event.player, 'lands_played');
        break;
      case 'SpellCast': {
        const object = objectOf(state, event.object);
        if (!object) break;
        if (!object.isCopy && !object.token) add(sides.get(event.player)?.cast ?? new Map(), object.name);
        bump(event.player, isA(state, event.object, 'Creature') ? 'creatures_cast' : 'non_creatures_cast');
        break;
      }
      case 'ManaSpent':
        bump(event.player, 'mana_spent', event.mana.length);
        break;
      case 'AttackersDeclared':
        bump(event.player, 'creatures_attacked', event.attackers.length);
        break;
      case 'BlockersDeclared':
        bump(event.player, 'creatures_blocking', event.blocks.length);
        break;
      case 'DamageDealt':
        if (event.combat)
          bump(objectOf(before, event.source)?.controller, 'combat_damage_dealt', event.amount);
        break;
      case 'PlayerConceded':
        lost = 'conceded';
        break;
      case 'PlayerLost':
        lost = event.reason;
        break;
      case 'GameEnded':
        ended = event;
        break;
    }
  }
  if (!ended || onPlay === undefined) return undefined;
  endOfTurn(state, sides, ctx);
  return rowsOf(
    gameId,
    endedAt,
    state,
    sides,
    onPlay,
    ended.reason ?? (ended.draw ? 'draw' : (lost ?? 'won')),
  );
}

/** The end-of-turn columns of the turn `state` is in: hand, lands, creatures and life of each side. */
function endOfTurn(state: GameState, sides: Map<PlayerId, Side>, ctx: RulesContext): void {
  const n = state.turn.number;
  if (n < 1 || n > REPLAY_TURNS) return;
  const on = (player: PlayerId, type: CardType) =>
    state.battlefield.filter(
      (id) =>
        objectOf(state, id)?.controller === player && characteristics(state, ctx, id).types.includes(type),
    ).length;
  for (const player of state.players) {
    const c = sides.get(player.id)?.turns[n - 1];
    if (!c) continue;
    c.eot_cards_in_hand = player.hand.length;
    c.eot_lands_in_play = on(player.id, 'Land');
    c.eot_creatures_in_play = on(player.id, 'Creature');
    c.eot_life = player.life;
  }
}

function rowsOf(
  gameId: string,
  endedAt: string,
  state: GameState,
  sides: Map<PlayerId, Side>,
  onPlay: PlayerId,
  endReason: string,
): GameTally {
  const players = [...sides.keys()];
  const decks = players.map((p) => deckId(expand(sides.get(p)!.deck)));
  const turns = Math.min(state.turn.number, REPLAY_TURNS);
  const winner = state.winner ?? null;
  const replay = players.map((player, i): ReplayRow => {
    const side = sides.get(player)!;
    return {
      gameId,
      player,
      deck: decks[i]!,
      onPlay: player === onPlay,
      mulligans: side.mulligans,
      won: player === winner,
      turns: side.turns.slice(0, turns),
      activeTurns: side.activeTurns,
    };
  });
  const cards = players.flatMap((player, i) => {
    const side = sides.get(player)!;
    return [...side.deck].map(([card, inDeck]): CardGameRow => ({
      gameId,
      player,
      deck: decks[i]!,
      card,
      won: player === winner,
      inDeck,
      inOpeningHand: side.openingHand.get(card) ?? 0,
      drawn: side.drawn.get(card) ?? 0,
      cast: side.cast.get(card) ?? 0,
    }));
  });
  const game: GameRow = {
    gameId,
    endedAt,
    players,
    decks,
    onPlay,
    turns: state.turn.number,
    winner,
    draw: state.draw === true,
    endReason,
  };
  return { game, replay, cards };
}

const expand = (counts: Map<string, number>) =>
  [...counts].flatMap(([name, n]) => Array.from({ length: n }, () => name));
