// Backing up (Infraction Procedure Guide 1.4): a head judge returns the game to an earlier moment.
// Each action since is reversed, the most recent first. A card drawn since goes back on top of its
// owner's library if all their opponents knew it; else a card chosen at random from the hand goes
// back in its place. A shuffle since is undone by shuffling the library's random portion again;
// cards whose position a player knew keep it. The rest is the game as it was then: life, counters,
// zones, tapped permanents, mana pools, the stack, the turn and priority. Nothing recorded is
// deleted: the backup is one more event, which carries the game as it is after it.
import type { Command } from '../data/commands/command.js';
import type { BackupReturn, GameEvent } from '../data/events/game-event.js';
import type { GameObject, GameState, ObjectId, PlayerId, RandomState } from '../data/state/game-state.js';
import { flatObjects, objectOf, type RecordedState } from '../data/state/objects.js';
import { randomInt, randomStateOf, shuffle } from '../data/state/random.js';
import { emit, reject, type Run } from '../engine/run.js';

export type Backup = Extract<Command, { type: 'Backup' }>;

/** A draw since the backup's point: the card in its owner's library then, and in their hand after. */
interface DrawSince {
  player: PlayerId;
  library: ObjectId;
  hand: ObjectId;
}

/** The library and hand of one player as the backup leaves them, and the generator after its choices. */
interface RestoredCards {
  library: ObjectId[];
  hand: ObjectId[];
  returned: Omit<BackupReturn, 'object'>[];
  rng: RandomState;
}

/** IPG 1.4: backs the game up to `backup.to`; the game waits for the player it waited for then. */
export function backUp(run: Run, backup: Backup): void {
  const { target, since } = backup;
  checkPoint(run.state, backup);
  const draws = drawsSince(target, since);
  const shuffled = new Set(since.flatMap((e) => (e.type === 'LibraryShuffled' ? [e.player] : [])));
  const known = { drawn: new Set(backup.knownDrawn), positions: new Set(backup.knownPositions) };
  let rng = randomStateOf(run.state.rng);
  const cards = new Map<PlayerId, RestoredCards>();
  for (const player of target.players) {
    const restored = restoredCards(target, player.id, draws, shuffled.has(player.id), known, rng);
    cards.set(player.id, restored);
    rng = restored.rng;
  }
  const state = restoredState(run.state, target, cards, rng);
  emit(run, {
    type: 'GameBackedUp',
    judge: backup.judge,
    from: backup.from,
    to: backup.to,
    undone: since.map((e, i) => ({ revision: backup.to + 1 + i, type: e.type })).reverse(),
    // The cards put back are on top of their libraries, in the order they were put back.
    returned: state.players.flatMap((p) =>
      cards.get(p.id)!.returned.map((r, at) => ({ ...r, object: p.library[at]! })),
    ),
    reshuffled: target.players.map((p) => p.id).filter((p) => shuffled.has(p)),
    state,
  });
}

/** The point backed up to must be a moment of this game where it waited for a player (IPG 1.4). */
function checkPoint(state: GameState, backup: Backup): void {
  const { target, since, from, to } = backup;
  if (!Number.isInteger(to) || to < 0 || to >= from)
    reject(
      'BACKUP_REVISION',
      'IPG 1.4',
      `a backup goes back to an earlier revision (${to} is not before ${from})`,
    );
  if (since.length !== from - to)
    reject(
      'BACKUP_REVISION',
      'IPG 1.4',
      `the events since revision ${to} are ${from - to}, not ${since.length}`,
    );
  const ids = (s: GameState) => s.players.map((p) => p.id).join(',');
  if (target.id !== state.id || ids(target) !== ids(state))
    reject('BACKUP_REVISION', 'IPG 1.4', `revision ${to} is not a moment of this game`);
  if (!target.decision && !target.turn.priority)
    reject(
      'BACKUP_MID_ACTION',
      'IPG 1.4',
      `at revision ${to} the game was carrying out an action; back up to a revision where a player had priority or a choice to make`,
    );
}

/** The draws since, in order, of cards that were in their owner's library at the backup's point. */
function drawsSince(target: GameState, since: readonly GameEvent[]): DrawSince[] {
  const inLibrary = new Map(target.players.flatMap((p) => p.library.map((id) => [id, p.id] as const)));
  return since.flatMap((e) =>
    e.type === 'ZoneChanged' &&
    e.reason === 'draw' &&
    e.from === 'library' &&
    e.newObject &&
    inLibrary.has(e.object)
      ? [{ player: inLibrary.get(e.object)!, library: e.object, hand: e.newObject }]
      : [],
  );
}

/**
 * One player's library and hand as the backup leaves them (IPG 1.4): the draws reversed, the last
 * first, each putting back on top the card drawn if all opponents knew it, else a random card of the
 * hand as it is then; the library's random portion shuffled again if it was shuffled since.
 */
function restoredCards(
  target: GameState,
  player: PlayerId,
  allDraws: readonly DrawSince[],
  shuffled: boolean,
  known: { drawn: ReadonlySet<ObjectId>; positions: ReadonlySet<ObjectId> },
  rngBefore: RandomState,
): RestoredCards {
  const then = target.players.find((p) => p.id === player)!;
  const draws = allDraws.filter((d) => d.player === player);
  const name = (id: ObjectId) => objectOf(target, id)!.name;
  // The hand as it is when each draw is reversed: the cards drawn are in it, by their library objects.
  const hand = [...then.hand, ...draws.map((d) => d.library)];
  const back: ObjectId[] = [];
  const returned: Omit<BackupReturn, 'object'>[] = [];
  let rng = rngBefore;
  for (const draw of [...draws].reverse()) {
    const random = !known.drawn.has(draw.hand);
    let card = draw.library;
    if (random) {
      const pick = randomInt(rng, hand.length);
      [card, rng] = [hand[pick.value]!, pick.rng];
    }
    hand.splice(hand.indexOf(card), 1);
    back.unshift(card);
    returned.unshift({ player, name: name(card), random, drawn: name(draw.library) });
  }
  const drawn = new Set(draws.map((d) => d.library));
  let rest = then.library.filter((id) => !drawn.has(id));
  if (shuffled) ({ rest, rng } = randomPortionShuffled(rest, known.positions, rng));
  return { library: [...back, ...rest], hand, returned, rng };
}

/** A library with the cards whose position nobody knew shuffled among their places (IPG 1.4, 701.20a). */
function randomPortionShuffled(
  library: readonly ObjectId[],
  knownPositions: ReadonlySet<ObjectId>,
  rng: RandomState,
): { rest: ObjectId[]; rng: RandomState } {
  const random = library.filter((id) => !knownPositions.has(id));
  const shuffled = shuffle(random, rng);
  let next = 0;
  return {
    rest: library.map((id) => (knownPositions.has(id) ? id : shuffled.order[next++]!)),
    rng: shuffled.rng,
  };
}

/**
 * The game as the backup leaves it: the state as of its point with each player's library and hand
 * restored; a card that changed zones in doing so is a new object (400.7). Ids, timestamps and the
 * generator go on from the game's current ones, so that no id is given twice and no shuffle repeats.
 */
function restoredState(
  now: GameState,
  target: GameState,
  cards: ReadonlyMap<PlayerId, RestoredCards>,
  rng: RandomState,
): RecordedState {
  const objects: Record<ObjectId, GameObject> = { ...flatObjects(target) };
  let nextId = now.nextId;
  const placed = (ids: readonly ObjectId[], zone: 'library' | 'hand') =>
    ids.map((id) => {
      if (objects[id]!.zone === zone) return id;
      const object = { ...objects[id]!, id: `o${nextId++}`, zone };
      delete objects[id];
      objects[object.id] = object;
      return object.id;
    });
  const players = target.players.map((p) => {
    const restored = cards.get(p.id)!;
    return { ...p, library: placed(restored.library, 'library'), hand: placed(restored.hand, 'hand') };
  });
  const { fingerprint: _whole, ...rest } = target;
  return { ...rest, objects, players, rng, nextId, nextTimestamp: now.nextTimestamp };
}
