// Who knew what (issue 18, item 2; Magic Tournament Rules 4.1: free, derived and private
// information): at any revision, the hidden cards each player knew: those of their own hand, the
// cards of other players' hands they saw, and the cards of libraries whose position they knew.
// Found by folding the game's events: a card is known to a player once it was revealed to every
// player (701.16a) or to them (a scry, 701.18a; a look at a hand; the options of their decision),
// or seen in a public zone before it went to a hidden one; the knowledge follows the card as it
// moves between hidden zones (400.7 makes a new object of it, the same card), and a shuffle of a
// library ends the knowledge of its order (103.3, 701.20a).
import {
  evolveOwning,
  initialState,
  objectOf,
  type EventOf,
  type GameEvent,
  type GameState,
  type ObjectId,
  type OwnedObjects,
  type PlayerId,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';

export interface KnownCard {
  object: ObjectId;
  card: string;
  /** In a library: its position, 0 the top. */
  position?: number;
}

export interface PlayerKnowledge {
  player: PlayerId;
  /** The cards of their hand. */
  hand: KnownCard[];
  /** The cards of each other player's hand they knew, by player. */
  hands: Record<PlayerId, KnownCard[]>;
  /** The cards of each library (their own too) whose position they knew, by owner. */
  libraries: Record<PlayerId, KnownCard[]>;
}

export interface Knowledge {
  revision: number;
  players: PlayerKnowledge[];
}

const HIDDEN = new Set(['library', 'hand']);

/** Who knows each card in a hidden zone besides what the zone tells (a hand's owner), by object. */
type KnownBy = Map<ObjectId, Set<PlayerId>>;

function know(knownBy: KnownBy, object: ObjectId, players: Iterable<PlayerId>): void {
  const set = knownBy.get(object) ?? new Set<PlayerId>();
  for (const p of players) set.add(p);
  knownBy.set(object, set);
}

/** What each event teaches, read in the states before and after it. */
function learn(knownBy: KnownBy, event: GameEvent, before: GameState): void {
  const everyone = before.players.map((p) => p.id);
  switch (event.type) {
    case 'ZoneChanged': {
      const knowers = new Set(knownBy.get(event.object));
      knownBy.delete(event.object);
      // The owner of a hand knows its cards, wherever they go from it.
      if (event.from === 'hand') knowers.add(objectOf(before, event.object)!.owner);
      if (!event.newObject || !HIDDEN.has(event.to)) return;
      // A card seen in a public zone is known to all as it goes to a hidden one.
      const seen = HIDDEN.has(event.from) ? knowers : [...knowers, ...everyone];
      return know(knownBy, event.newObject, seen);
    }
    case 'CardRevealed':
      return know(knownBy, event.object, everyone);
    case 'Scried':
    case 'LibraryArranged':
      for (const id of [...event.top, ...event.bottom]) know(knownBy, id, [event.player]);
      return;
    case 'HandLookedAt':
      for (const id of before.players.find((p) => p.id === event.of)!.hand) know(knownBy, id, [event.player]);
      return;
    case 'DecisionRequested':
      for (const option of event.decision.options ?? []) {
        const id = option.object ?? option.id;
        if (HIDDEN.has(objectOf(before, id)?.zone ?? '')) know(knownBy, id, [event.decision.player]);
      }
      return;
    case 'LibraryShuffled':
      // 701.20b: the cards put on top, left out of the shuffle, are still known to those who knew them.
      for (const id of event.order) if (!event.onTop?.includes(id)) knownBy.delete(id);
      return;
    default:
      return;
  }
}

function card(state: GameState, object: ObjectId, position?: number): KnownCard {
  return { object, card: objectOf(state, object)!.name, ...(position !== undefined ? { position } : {}) };
}

function knowledgeOf(state: GameState, knownBy: KnownBy, player: PlayerId): PlayerKnowledge {
  const knows = (id: ObjectId) => knownBy.get(id)?.has(player) ?? false;
  const others = state.players.filter((p) => p.id !== player);
  const me = state.players.find((p) => p.id === player)!;
  return {
    player,
    hand: me.hand.map((id) => card(state, id)),
    hands: Object.fromEntries(others.map((p) => [p.id, p.hand.filter(knows).map((id) => card(state, id))])),
    libraries: Object.fromEntries(
      state.players.map((p) => [
        p.id,
        p.library.flatMap((id, position) => (knows(id) ? [card(state, id, position)] : [])),
      ]),
    ),
  };
}

/** What each player knew at `revision` (the records must run from revision 0 to it at least). */
export function knowledgeAt(records: readonly RecordedEvent[], revision: number): Knowledge {
  const { state, knownBy } = knownAt(records, revision);
  return { revision, players: state.players.map((p) => knowledgeOf(state, knownBy, p.id)) };
}

/** The game at `revision` and who knew each hidden card then. */
function knownAt(
  records: readonly RecordedEvent[],
  revision: number,
): { state: GameState; knownBy: KnownBy } {
  let knownBy: KnownBy = new Map();
  // One copy of the objects for the whole fold: each event is learnt from before it is applied.
  const owned: OwnedObjects = { unfingerprinted: true };
  let state = initialState();
  for (const record of records) {
    if (Number(record.revision) > revision) break;
    const event = record.data as GameEvent;
    if (event.type === 'GameBackedUp') knownBy = knownAfterBackup(records, event);
    else learn(knownBy, event, state);
    state = evolveOwning(owned, state, event);
  }
  return { state, knownBy };
}

/**
 * IPG 1.4: after a backup, what was known at the revision it went back to, and the cards put back
 * on top of a library by their owner, who knows them (a library shuffled again keeps only the
 * positions that were known, which are those cards').
 */
function knownAfterBackup(records: readonly RecordedEvent[], backup: EventOf<'GameBackedUp'>): KnownBy {
  const { knownBy } = knownAt(records, backup.to);
  for (const r of backup.returned) know(knownBy, r.object, [r.player]);
  return knownBy;
}
