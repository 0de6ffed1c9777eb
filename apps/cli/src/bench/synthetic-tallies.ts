// Synthetic rows of the analytical store for `mtg bench analytics`: many games' `games`, `replay`
// and `card_games` rows made without the engine (100,000 games played by it would take days), in the
// shapes the analytics projection writes (GameTally), from the two decks of the engine's random
// games. Each game is a plausible sketch, seeded: a shuffled deck, an opening hand after 0-2
// mulligans, a draw each turn but the first player's first, a land a turn while there is one, the
// cheapest spells first while the lands pay for them, attacks and blocks among the creatures out.
import { cardCatalogue } from '@mtg/oracle';
import { deckId, REPLAY_TURNS, type CardGameRow, type GameTally, type TurnCounts } from '@mtg/game';
import { dice, RED_GREEN, roll, shuffled, WHITE_BLUE_BLACK, type Dice } from '@mtg/rules';

const PLAYERS = ['alice', 'bob'] as const;
const DECKS = [RED_GREEN, WHITE_BLUE_BLACK];
const DECK_IDS = DECKS.map(deckId);
/** The games are spread over this many days (the Parquet partitions), ending on FIRST_DAY + DAYS - 1. */
const DAYS = 30;
const FIRST_DAY = Date.UTC(2026, 10, 7);

interface Card {
  name: string;
  land: boolean;
  creature: boolean;
  /** Mana value (202.3), from the mana cost's symbols. */
  cost: number;
}

const manaValue = (cost: string | undefined) =>
  [...(cost ?? '').matchAll(/\{([^}]+)\}/g)].reduce((n, [, s]) => n + (/^\d+$/.test(s!) ? Number(s) : 1), 0);

function cardOf(name: string): Card {
  const definition = cardCatalogue.get(name);
  if (!definition) throw new Error(`${name} is not in the catalogue`);
  const types: readonly string[] = definition.types;
  return {
    name,
    land: types.includes('Land'),
    creature: types.includes('Creature'),
    cost: manaValue(definition.manaCost),
  };
}

const CARDS = DECKS.map((deck) => deck.map(cardOf));

const zeroCounts = (): TurnCounts => ({
  cards_drawn: 0,
  lands_played: 0,
  creatures_cast: 0,
  non_creatures_cast: 0,
  mana_spent: 0,
  creatures_attacked: 0,
  creatures_blocking: 0,
  combat_damage_dealt: 0,
  creatures_killed: 0,
  eot_cards_in_hand: 0,
  eot_lands_in_play: 0,
  eot_creatures_in_play: 0,
  eot_life: 20,
});

interface Side {
  library: Card[];
  hand: Card[];
  lands: number;
  creatures: number;
  life: number;
  mulligans: number;
  opening: Card[];
  drawn: Card[];
  cast: Card[];
  turns: TurnCounts[];
}

function sideOf(cards: Card[], d: Dice): Side {
  const r = roll(d, 100);
  const mulligans = r < 85 ? 0 : r < 97 ? 1 : 2;
  const library = shuffled(cards, d);
  // 103.5 (London mulligan): seven drawn, as many as the mulligans put on the bottom.
  const opening = library.slice(0, 7 - mulligans);
  const bottom = library.slice(7 - mulligans, 7);
  return {
    library: [...library.slice(7), ...bottom],
    hand: [...opening],
    lands: 0,
    creatures: 0,
    life: 20,
    mulligans,
    opening,
    drawn: [],
    cast: [],
    turns: [],
  };
}

/** The active side's turn: draw, a land, spells cheapest first, an attack the other side blocks in part. */
function playTurn(active: Side, other: Side, first: boolean, d: Dice): void {
  const me = active.turns[active.turns.length - 1]!;
  const them = other.turns[other.turns.length - 1]!;
  if (!first && active.library.length > 0) {
    const card = active.library.shift()!;
    active.hand.push(card);
    active.drawn.push(card);
    me.cards_drawn++;
  }
  const land = active.hand.findIndex((c) => c.land);
  if (land >= 0) {
    active.hand.splice(land, 1);
    active.lands++;
    me.lands_played++;
  }
  let mana = active.lands;
  for (const spell of active.hand.filter((c) => !c.land).sort((a, b) => a.cost - b.cost)) {
    if (spell.cost > mana) break;
    mana -= spell.cost;
    me.mana_spent += spell.cost;
    active.hand.splice(active.hand.indexOf(spell), 1);
    active.cast.push(spell);
    if (spell.creature) {
      me.creatures_cast++;
      active.creatures++;
    } else me.non_creatures_cast++;
  }
  const attackers = roll(d, active.creatures + 1);
  const blockers = Math.min(attackers, roll(d, other.creatures + 1));
  me.creatures_attacked = attackers;
  them.creatures_blocking = blockers;
  const damage = (attackers - blockers) * 2;
  me.combat_damage_dealt = damage + blockers * 2;
  other.life -= damage;
  const killed = Math.min(other.creatures, roll(d, blockers + 1));
  other.creatures -= killed;
  me.creatures_killed = killed;
}

function endOfTurn(side: Side): void {
  const c = side.turns[side.turns.length - 1]!;
  c.eot_cards_in_hand = side.hand.length;
  c.eot_lands_in_play = side.lands;
  c.eot_creatures_in_play = side.creatures;
  c.eot_life = side.life;
}

const count = (cards: readonly Card[]) =>
  cards.reduce((m, c) => m.set(c.name, (m.get(c.name) ?? 0) + 1), new Map<string, number>());

/** Game `index`'s rows: seeded by `seed` and the index, so that any slice of the games is the same. */
export function syntheticTally(index: number, seed: number): GameTally {
  const d = dice(seed * 1_000_003 + index);
  const gameId = `synthetic-${index}`;
  const sides = CARDS.map((cards) => sideOf(cards, d));
  const onPlay = roll(d, 2);
  let turn = 0;
  while (turn < 40 && sides.every((s) => s.life > 0)) {
    turn++;
    const active = (onPlay + turn - 1) % 2;
    for (const s of sides) s.turns.push(zeroCounts());
    playTurn(sides[active]!, sides[1 - active]!, turn === 1, d);
    sides.forEach(endOfTurn);
    if (turn >= 8 && roll(d, 12) === 0) break; // a concession
  }
  const dead = sides.findIndex((s) => s.life <= 0);
  const winner = dead >= 0 ? 1 - dead : sides[0]!.life >= sides[1]!.life ? 0 : 1;
  const endedAt = new Date(FIRST_DAY + (index % DAYS) * 86_400_000 + (index % 86_400) * 1000).toISOString();
  const cards = sides.flatMap((side, s): CardGameRow[] => {
    const [opening, drawn, cast] = [count(side.opening), count(side.drawn), count(side.cast)];
    return [...count(CARDS[s]!)].map(([card, inDeck]) => ({
      gameId,
      player: PLAYERS[s]!,
      deck: DECK_IDS[s]!,
      card,
      won: s === winner,
      inDeck,
      inOpeningHand: opening.get(card) ?? 0,
      drawn: drawn.get(card) ?? 0,
      cast: cast.get(card) ?? 0,
    }));
  });
  return {
    game: {
      gameId,
      endedAt,
      players: [...PLAYERS],
      decks: DECK_IDS,
      onPlay: PLAYERS[onPlay]!,
      turns: turn,
      winner: PLAYERS[winner]!,
      draw: false,
      endReason: dead >= 0 ? '704.5a' : 'conceded',
    },
    replay: sides.map((side, s) => ({
      gameId,
      player: PLAYERS[s]!,
      deck: DECK_IDS[s]!,
      onPlay: s === onPlay,
      mulligans: side.mulligans,
      won: s === winner,
      turns: side.turns.slice(0, REPLAY_TURNS),
      activeTurns: Array.from({ length: turn }, (_, t) => t + 1).filter((t) => (onPlay + t - 1) % 2 === s),
    })),
    cards,
  };
}
