// The fingerprint of a game state as players see it, by which the loop rules tell that a state came
// back (729.3, 104.4b). Each fact contributes a 64-bit term: an object (what it is, where, what is on
// it, what it is attached to, attacks, blocks or targets, by name), a player (life, counters, mana),
// each player's library, hand and graveyard in order, the stack in order, each continuous effect,
// each pending and delayed trigger. The fingerprint is the sum of the terms (two 32-bit halves, each
// added modulo 2^32: Zobrist hashing with a sum, so that two equal facts don't cancel out), and
// `evolve` keeps it up to date: an event takes out the terms of the facts it changed and puts in
// their new terms (`evolvedFingerprint`). Object ids and timestamps are left out (a loop makes new
// objects of the same cards), and so is the turn number (the same turns come round again).
//
// It is kept in the state (`GameState.fingerprint`) as plain data, not in a table beside the states:
// a snapshot resumes with it in another process, and a sequence of evolutions writes the objects
// record and the zones in place (`OwnedObjects`), so no earlier state is left to compare with, only
// the terms kept. A state without one (a stream recorded before, a game started from a position) is
// fingerprinted whole once, as it is evolved.
import type { ContinuousEffect } from './continuous-effect.js';
import type {
  DelayedTrigger,
  GameObject,
  GameState,
  ObjectId,
  PendingTrigger,
  PlayerId,
  PlayerState,
  StateFingerprint,
  Term,
} from './game-state.js';
import type { EventWrites, OwnedObjects } from './updates.js';
import { objectOf, allObjects } from './objects.js';

/** The facts a term reads beside its own: the turn (603.2h: "once each turn") and the names of others. */
interface Reading {
  turn: number;
  state: GameState;
}

const GONE = '\u0000gone';
const PLAYER_ZONES = ['library', 'hand', 'graveyard'] as const;
const ZERO: Term = [0, 0];

/** A 64-bit hash being made: cyrb53's mixing, both halves kept. */
interface Hash {
  a: number;
  b: number;
}

const hashing = (): Hash => ({ a: 0xdeadbeef, b: 0x41c6ce57 });

// Read once: a global read at each call is slow where the global object is a sandbox's (a test's `vm` context).
const imul = Math.imul;

function int(h: Hash, n: number): Hash {
  h.a = imul(h.a ^ n, 2654435761);
  h.b = imul(h.b ^ n, 1597334677);
  return h;
}

/**
 * The hashes of the texts hashed so far (card names, counter kinds, zones): the same few texts come
 * back at every event, and hashing one is a pure function of it. At most `TEXT_HASHES_KEPT` are kept.
 */
const textHashes = new Map<string, Term>();
const TEXT_HASHES_KEPT = 50_000;

function text(h: Hash, s: string): Hash {
  let kept = textHashes.get(s);
  if (!kept) {
    const own = int(hashing(), s.length);
    for (let i = 0; i < s.length; i++) int(own, s.charCodeAt(i));
    kept = ended(own);
    if (textHashes.size < TEXT_HASHES_KEPT) textHashes.set(s, kept);
  }
  return pair(h, kept);
}

function texts(h: Hash, list: readonly string[]): Hash {
  int(h, list.length);
  for (const s of list) text(h, s);
  return h;
}

function ints(h: Hash, list: readonly number[]): Hash {
  int(h, list.length);
  for (const n of list) int(h, n);
  return h;
}

/** A value rarely there and of any shape (choices made as it entered, copy exceptions, durations): its JSON. */
const json = (h: Hash, value: unknown): Hash => text(h, value === undefined ? '' : JSON.stringify(value));

const pair = (h: Hash, t: Term): Hash => int(int(h, t[0]), t[1]);

function ended(h: Hash): Term {
  const a = imul(h.a ^ (h.a >>> 16), 2246822507) ^ imul(h.b ^ (h.b >>> 13), 3266489909);
  const b = imul(h.b ^ (h.b >>> 16), 2246822507) ^ imul(a ^ (a >>> 13), 3266489909);
  return [a >>> 0, b >>> 0];
}

const added = (sum: Term, t: Term): Term => [(sum[0] + t[0]) >>> 0, (sum[1] + t[1]) >>> 0];
const takenOut = (sum: Term, t: Term): Term => [(sum[0] - t[0]) >>> 0, (sum[1] - t[1]) >>> 0];
const hex = (t: Term) => t[0].toString(16).padStart(8, '0') + t[1].toString(16).padStart(8, '0');

/** Counters (122.1) by kind, their order and zeros left out: the sum of a term per kind. */
function counts(h: Hash, record: Readonly<Record<string, number>>): Hash {
  let sum = ZERO;
  for (const kind in record)
    if (record[kind]) sum = added(sum, ended(int(text(hashing(), kind), record[kind]!)));
  return pair(h, sum);
}

/**
 * A text as 16 hex digits: the same text, the same fingerprint; different texts, different
 * fingerprints but by a 1 in 2^64 chance.
 */
export function textFingerprint(s: string): string {
  return hex(ended(text(hashing(), s)));
}

const readingOf = (state: GameState): Reading => ({ turn: state.turn.number, state });

/** What a fact names another by: a player by their id, an object by its name, an object no longer there as gone. */
function nameIn({ state }: Reading, ref: string): string {
  return objectOf(state, ref)?.name ?? (state.players.some((p) => p.id === ref) ? ref : GONE);
}

function names(h: Hash, reading: Reading, refs: readonly string[]): Hash {
  int(h, refs.length);
  for (const ref of refs) text(h, nameIn(reading, ref));
  return h;
}

/** One object as players see it: what it is, where, what is on it, and the names of what it refers to. */
function objectTerm(o: GameObject, reading: Reading): Term {
  const h = text(text(text(hashing(), o.name), o.face ?? ''), o.zone);
  text(h, o.copyOf?.name ?? '');
  json(h, o.copyOf?.except);
  text(text(h, o.owner), o.controller);
  int(int(int(int(h, +o.tapped), o.damage), +o.sick), +(o.faceDown ?? false));
  int(h, o.loyaltyActivations ?? 0);
  // 602.5b: its "only once each turn" abilities activated this turn.
  if (o.activatedThisTurn) json(h, o.activatedThisTurn);
  counts(h, o.counters);
  json(h, o.chosen);
  text(h, o.room ?? '');
  // 701.37b, 702.112b: monstrous, renowned.
  if (o.designations) for (const designation of o.designations) text(h, designation);
  // 110.5: flipped.
  if (o.flipped) text(h, 'flipped');
  // 702.103b: bestowed.
  if (o.bestowed) text(h, 'bestowed');
  // 603.2h: whether its "only once each turn" abilities triggered this turn.
  for (const i in o.triggeredOnTurn) if (o.triggeredOnTurn[+i] === reading.turn) int(h, +i);
  text(h, o.attachedTo ? nameIn(reading, o.attachedTo) : '');
  text(h, o.attacking ? nameIn(reading, o.attacking) : '');
  names(h, reading, o.blocking ?? []);
  int(h, o.blocked === undefined ? 2 : +o.blocked);
  const stack = o.stack;
  if (!stack) return ended(h);
  for (const group of stack.targets) names(h, reading, group);
  int(int(int(h, stack.ability?.index ?? -1), stack.x ?? -1), stack.kicked ?? 0);
  text(ints(h, stack.modes ?? []), stack.castWith ?? '');
  for (const target in stack.division) int(text(h, nameIn(reading, target)), stack.division[target]!);
  return ended(h);
}

/** The objects (and players) an object names: what it is attached to, attacks, blocks, targets. */
function objectRefs(o: GameObject): readonly string[] {
  if (!o.blocking && !o.attachedTo && !o.attacking && !o.stack) return [];
  const refs = [...(o.blocking ?? [])];
  if (o.attachedTo) refs.push(o.attachedTo);
  if (o.attacking) refs.push(o.attacking);
  if (o.stack) refs.push(...o.stack.targets.flat(), ...Object.keys(o.stack.division ?? {}));
  return refs;
}

/** An object as a command that chooses it names it (729.3): its term, as 16 hex digits. */
export function objectFingerprint(state: GameState, id: ObjectId): string {
  return hex(objectTerm(objectOf(state, id)!, readingOf(state)));
}

function playerTerm(p: PlayerState): Term {
  const h = int(int(text(hashing(), p.id), p.life), p.speed ?? 0);
  // 722.1: the monarch (a term that only the monarch's has, so that other terms stay as they were).
  if (p.monarch) text(h, 'monarch');
  counts(h, p.counters);
  const m = p.manaPool;
  int(int(int(int(int(int(h, m.W), m.U), m.B), m.R), m.G), m.C);
  return ended(int(int(int(h, +p.left), +p.drewFromEmptyLibrary), p.landsPlayed));
}

type PlayerZone = (typeof PLAYER_ZONES)[number];

/**
 * A card's place in a player's zone: its position, counted from the bottom of a library (a draw
 * takes its top and moves no other card) and from the first of a hand or graveyard (cards are
 * added last).
 */
const position = (zone: PlayerZone, at: number, length: number) =>
  zone === 'library' ? length - 1 - at : at;

/** A card in a zone at a position, by its name (an object's name never changes: 400.7 makes a new one). */
const placeTerm = (key: string, at: number, name: string) => ended(int(text(text(hashing(), key), name), at));

/** A player's zone in order: the sum of its cards' terms at their positions. */
function zoneTerm(state: GameState, zone: PlayerZone, key: string, ids: readonly ObjectId[]): Term {
  let sum = ZERO;
  for (let i = 0; i < ids.length; i++)
    sum = added(sum, placeTerm(key, position(zone, i, ids.length), objectOf(state, ids[i]!)!.name));
  return sum;
}

/** A card leaving a player's zone (`at`), or put first or last in it. */
export type ZoneEdit = { at: number } | { first: boolean; name: string };

/**
 * The change of a player's zone's term that an edit of `ids` makes: the terms of the cards whose
 * positions move, and of the card that leaves or comes (one term for a draw, 121.1).
 */
export function zoneEditTerm(
  owned: OwnedObjects,
  state: GameState,
  zone: PlayerZone,
  owner: PlayerId,
  ids: readonly ObjectId[],
  edit: ZoneEdit,
): Term | undefined {
  const writes = owned.writes;
  if (!writes) return undefined;
  const key = `${zone}:${owner}`;
  const n = ids.length;
  const name = (id: ObjectId) => objectOf(state, id)?.name ?? writes.objects.get(id)?.name ?? GONE;
  let delta = ZERO;
  // The cards in [from, to) move to index `at + by` in a zone of `length` cards.
  const moved = (from: number, to: number, by: number, length: number) => {
    for (let j = from; j < to; j++) {
      const was = placeTerm(key, position(zone, j, n), name(ids[j]!));
      delta = added(takenOut(delta, was), placeTerm(key, position(zone, j + by, length), name(ids[j]!)));
    }
  };
  if ('at' in edit) {
    delta = takenOut(delta, placeTerm(key, position(zone, edit.at, n), name(ids[edit.at]!)));
    if (zone === 'library') moved(0, edit.at, 0, n - 1);
    else moved(edit.at + 1, n, -1, n - 1);
    return delta;
  }
  const at = edit.first ? 0 : n;
  delta = added(delta, placeTerm(key, position(zone, at, n + 1), edit.name));
  if (edit.first && zone !== 'library') moved(0, n, 1, n + 1);
  if (!edit.first && zone === 'library') moved(0, n, 0, n + 1);
  return delta;
}

/** The stack in order, each spell or ability as a whole object (with its targets). */
function stackTerm(state: GameState, reading: Reading): Term {
  const h = text(hashing(), 'stack');
  for (const id of state.stack) pair(h, objectTerm(objectOf(state, id)!, reading));
  return ended(h);
}

/** How one kind of list entry is a fact: its term at its position, and the objects it names. */
interface EntryFacts<T> {
  term: (entry: T, at: number, reading: Reading) => Term;
  refs: (entry: T) => readonly string[];
  /** Its position is part of its term: the entries after a change have new terms. */
  ordered: boolean;
}

// 613.7: continuous effects apply in timestamp order, the order of the list.
const EFFECTS: EntryFacts<ContinuousEffect> = {
  term: (e, at, reading) => {
    const h = int(text(text(hashing(), 'effect'), e.change.kind), at);
    return ended(json(names(text(h, e.sourceName ?? ''), reading, e.affected), e.duration));
  },
  refs: (e) => e.affected,
  ordered: true,
};

// 603.3b: pending triggers go on the stack in the order their controllers choose then: no fact.
const PENDING: EntryFacts<PendingTrigger> = {
  term: (t) => ended(text(int(text(text(hashing(), 'pending'), t.sourceName), t.abilityIndex), t.controller)),
  refs: () => [],
  ordered: false,
};

/** The objects a delayed triggered ability refers to: those it was created with, and its creator's targets (603.7c). */
function delayedRefs(d: DelayedTrigger): readonly ObjectId[] {
  return d.ability.linkedTargets
    ? [...d.ability.linked, ...d.ability.linkedTargets.flat()]
    : d.ability.linked;
}

const DELAYED: EntryFacts<DelayedTrigger> = {
  term: (d, _at, reading) =>
    ended(
      names(text(text(text(hashing(), 'delayed'), d.sourceName), d.ability.text), reading, delayedRefs(d)),
    ),
  refs: delayedRefs,
  ordered: false,
};

function listTerm<T>(list: readonly T[], facts: EntryFacts<T>, reading: Reading): Term {
  return list.reduce((sum, entry, at) => added(sum, facts.term(entry, at, reading)), ZERO);
}

/**
 * The count of names is kept in buckets by id, so that the first event of a sequence that changes
 * it copies one bucket (and the list), not every count (delayed triggers may name a thousand tokens).
 */
export const NAME_BUCKETS = 32;

function bucketOf(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = imul(h, 31) + id.charCodeAt(i);
  return (h >>> 0) % NAME_BUCKETS;
}

const namedTimes = (named: readonly Record<string, number>[], id: string) => named[bucketOf(id)]![id] ?? 0;

/** The buckets of names a sequence of evolutions copied, and so writes in place (`OwnedObjects`). */
export interface OwnedNames {
  list: Record<string, number>[];
  buckets: WeakSet<Record<string, number>>;
}

/** The fingerprint of a whole state, made from scratch: what `evolve` keeps up to date. */
export function wholeFingerprint(state: GameState): StateFingerprint {
  const reading = readingOf(state);
  const named = Array.from({ length: NAME_BUCKETS }, (): Record<string, number> => ({}));
  const count = (refs: readonly string[]) => {
    for (const ref of refs) {
      const bucket = named[bucketOf(ref)]!;
      bucket[ref] = (bucket[ref] ?? 0) + 1;
    }
  };
  let sum = ZERO;
  for (const o of allObjects(state)) {
    sum = added(sum, objectTerm(o, reading));
    count(objectRefs(o));
  }
  const parts: Record<string, Term> = {};
  for (const p of state.players) {
    parts[`player:${p.id}`] = playerTerm(p);
    for (const zone of PLAYER_ZONES)
      parts[`${zone}:${p.id}`] = zoneTerm(state, zone, `${zone}:${p.id}`, p[zone]);
  }
  parts.stack = stackTerm(state, reading);
  parts.effects = listTerm(state.effects, EFFECTS, reading);
  parts.pending = listTerm(state.pendingTriggers, PENDING, reading);
  parts.delayed = listTerm(state.delayedTriggers ?? [], DELAYED, reading);
  for (const e of state.effects) count(EFFECTS.refs(e));
  for (const d of state.delayedTriggers ?? []) count(DELAYED.refs(d));
  for (const key in parts) sum = added(sum, parts[key]!);
  return { sum, parts, named };
}

/**
 * The terms an event takes out and puts in, as it goes: the parts kept are copied at the first
 * change; the buckets of names, which grow with the game, are copied once for a sequence of events
 * and then written in place (as the objects record is, `OwnedObjects`).
 */
interface Change {
  sum: Term;
  parts: Record<string, Term>;
  named: Record<string, number>[];
  owned: OwnedObjects;
  partsCopied: boolean;
}

function setPart(change: Change, key: string, term: Term): void {
  if (!change.partsCopied) {
    change.parts = { ...change.parts };
    change.partsCopied = true;
  }
  change.parts[key] = term;
}

function countNames(change: Change, refs: readonly string[], by: 1 | -1): void {
  if (!refs.length) return;
  let names = change.owned.names;
  if (names?.list !== change.named) {
    names = change.owned.names = { list: [...change.named], buckets: new WeakSet() };
    change.named = names.list;
  }
  for (const ref of refs) {
    const at = bucketOf(ref);
    let bucket = names.list[at]!;
    if (!names.buckets.has(bucket)) names.buckets.add((bucket = names.list[at] = { ...bucket }));
    const count = (bucket[ref] ?? 0) + by;
    if (count) bucket[ref] = count;
    else delete bucket[ref];
  }
}

/** A fact's term taken out of the sum and of its part (`key`; none for an object), its names no longer counted. */
function takeOut(change: Change, key: string | undefined, term: Term, refs: readonly string[]): void {
  change.sum = takenOut(change.sum, term);
  if (key !== undefined) setPart(change, key, takenOut(change.parts[key] ?? ZERO, term));
  countNames(change, refs, -1);
}

/** A fact's term put into the sum and into its part (`key`; none for an object), its names counted. */
function putIn(change: Change, key: string | undefined, term: Term, refs: readonly string[]): void {
  change.sum = added(change.sum, term);
  if (key !== undefined) setPart(change, key, added(change.parts[key] ?? ZERO, term));
  countNames(change, refs, 1);
}

/** A part made again whole: a player, a zone, the stack (a few values each). */
function replaced(change: Change, key: string, term: Term): void {
  takeOut(change, key, change.parts[key] ?? ZERO, []);
  putIn(change, key, term, []);
}

/** A list replaced by another: only the entries between what both begin and end with (the same values) changed. */
function listChanged<T>(
  change: Change,
  key: string,
  lists: [readonly T[] | undefined, readonly T[] | undefined],
  facts: EntryFacts<T>,
  reading: Reading,
): void {
  const [was = [], now = []] = lists;
  if (was === now) return;
  let from = 0;
  while (from < was.length && from < now.length && was[from] === now[from]) from++;
  let end = 0;
  const left = Math.min(was.length, now.length) - from;
  if (!facts.ordered || was.length === now.length)
    while (end < left && was[was.length - 1 - end] === now[now.length - 1 - end]) end++;
  for (let i = from; i < was.length - end; i++)
    takeOut(change, key, facts.term(was[i]!, i, reading), facts.refs(was[i]!));
  for (let i = from; i < now.length - end; i++)
    putIn(change, key, facts.term(now[i]!, i, reading), facts.refs(now[i]!));
}

/**
 * Each player whose record changed: their own facts, and their zones: by the terms of the cards an
 * event's edits moved (`zoneEditTerm`), or made whole if the event replaced the zone.
 */
function playersChanged(change: Change, before: GameState, after: GameState): void {
  const { zones } = change.owned.writes!;
  for (const p of after.players) {
    const was = before.players.find((q) => q.id === p.id);
    if (was === p) continue;
    replaced(change, `player:${p.id}`, playerTerm(p));
    for (const zone of PLAYER_ZONES) {
      const key = `${zone}:${p.id}`;
      const edits = zones.get(key);
      if (edits && !edits.replaced && edits.first === was?.[zone] && edits.result === p[zone])
        putIn(change, key, edits.delta, []);
      else if (edits || p[zone] !== was?.[zone]) replaced(change, key, zoneTerm(after, zone, key, p[zone]));
    }
  }
}

/** Whether an event replaced a player or a list of facts (the objects it wrote aside). */
function factsReplaced(before: GameState, after: GameState): boolean {
  return (
    after.players !== before.players ||
    after.stack !== before.stack ||
    after.effects !== before.effects ||
    after.pendingTriggers !== before.pendingTriggers ||
    after.delayedTriggers !== before.delayedTriggers
  );
}

/**
 * The fingerprint of `after`, the state an event made of `before`: the terms of the objects it wrote
 * (`owned.writes` holds them as they were) and of the other facts it replaced, taken out and put in again.
 */
export function evolvedFingerprint(
  before: GameState,
  after: GameState,
  owned: OwnedObjects,
): StateFingerprint {
  const kept = before.fingerprint;
  const writes = owned.writes!;
  // No terms to take out without a fingerprint (a game started, a stream recorded before).
  if (!kept) return wholeFingerprint(after);
  // 730.1: a reversal returns to the state before the action, its fingerprint brought up to date by the events it kept.
  if (after.fingerprint !== kept) return after.fingerprint ?? wholeFingerprint(after);
  const newTurn = after.turn.number !== before.turn.number;
  if (!writes.objects.size && !factsReplaced(before, after) && !newTurn) return kept;
  // An object that came or went changes the facts that name it (gone): those are found again whole.
  for (const [id, was] of writes.objects)
    if (!was !== !objectOf(after, id) && namedTimes(kept.named, id)) return wholeFingerprint(after);
  // Names are read in `after` alone: nothing a fact names came or went, so its old term names the same.
  // The turn of an old term is the one before (603.2h: what triggered "this turn").
  const reading = readingOf(after);
  const wasReading: Reading = newTurn ? { turn: before.turn.number, state: after } : reading;
  const change: Change = { sum: kept.sum, parts: kept.parts, named: kept.named, owned, partsCopied: false };
  let stackWritten = false;
  for (const [id, was] of writes.objects) {
    const now = objectOf(after, id);
    if (was === now && !newTurn) continue;
    if (was) takeOut(change, undefined, objectTerm(was, wasReading), objectRefs(was));
    if (now) putIn(change, undefined, objectTerm(now, reading), objectRefs(now));
    stackWritten ||= was?.zone === 'stack' || now?.zone === 'stack';
  }
  if (newTurn) newTurnTerms(change, after, writes, [wasReading, reading]);
  if (after.players !== before.players) playersChanged(change, before, after);
  if (stackWritten || after.stack !== before.stack) replaced(change, 'stack', stackTerm(after, reading));
  listChanged(change, 'effects', [before.effects, after.effects], EFFECTS, reading);
  listChanged(change, 'pending', [before.pendingTriggers, after.pendingTriggers], PENDING, reading);
  listChanged(change, 'delayed', [before.delayedTriggers, after.delayedTriggers], DELAYED, reading);
  const { sum, parts, named } = change;
  return { sum, parts, named };
}

/**
 * 603.2h: a new turn changes the terms of the objects the event didn't write whose "once each turn"
 * abilities triggered in the turn before or in this one, and no other term: those are found again.
 */
function newTurnTerms(
  change: Change,
  after: GameState,
  writes: EventWrites,
  [was, now]: [Reading, Reading],
): void {
  const triggeredIn = (o: GameObject, turn: number) => {
    for (const i in o.triggeredOnTurn) if (o.triggeredOnTurn[+i] === turn) return true;
    return false;
  };
  for (const key in after.objects) {
    const bucket = after.objects[key]!;
    for (const id in bucket) {
      const o = bucket[id]!;
      if (!o.triggeredOnTurn || writes.objects.has(id)) continue;
      if (!triggeredIn(o, was.turn) && !triggeredIn(o, now.turn)) continue;
      takeOut(change, undefined, objectTerm(o, was), []);
      putIn(change, undefined, objectTerm(o, now), []);
    }
  }
}

/**
 * The fingerprint of `state` as `player`, about to act in it, sees it (729.3, 104.4b): the sum of
 * its facts' terms, with the step, who has priority and the decision the game waits for (a few
 * values, read whole). A state recorded before fingerprints were kept is fingerprinted whole.
 */
export function stateFingerprint(state: GameState, player: PlayerId): string {
  const { turn, decision } = state;
  const h = pair(text(hashing(), player), (state.fingerprint ?? wholeFingerprint(state)).sum);
  texts(text(text(text(h, turn.active), turn.step), turn.priority ?? ''), turn.passed);
  const combat = [
    turn.firstStrikeDamageDone,
    turn.regularDamageDone,
    turn.attackersDeclared,
    turn.blockersDeclared,
  ];
  ints(
    h,
    combat.map((done) => +(done ?? false)),
  );
  if (decision) {
    const option = (id: string) => objectOf(state, id)?.name ?? id;
    texts(
      text(text(h, decision.kind), decision.player),
      decision.options.map((o) => option(o.id)),
    );
  }
  return hex(ended(h));
}
