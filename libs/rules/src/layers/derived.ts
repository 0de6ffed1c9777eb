// Derived data: what the rules compute from one version of the state and read again and again, the
// characteristics (613, `characteristics.ts`) and the facts about each permanent
// (`objects/per-permanent.ts`). It is never stored in the state (which stays plain JSON) and always
// gives what computing afresh would give. See "Derived data" in docs/architecture.md.
//
// One record per version of the state (`derivedOf`): a version is an objects record as written so
// far (a sequence of evolutions writes its own copy in place, `OwnedObjects`: each write is a new
// revision) together with the battlefield, the continuous effects, the players and the catalogue.
// Any other event (priority passing, steps) keeps the version. A new version starts from the one
// before it, of the same record or of the record it was copied from: what held for the objects that
// weren't written since is kept (each part checks the version it was made for), the rest is found
// again when first read.
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import { objectsCopiedFrom, objectsRevision } from '../data/state/updates.js';
import type { LayerCache } from './characteristics.js';

/** The parts of derived data, each filled in when first read. */
export interface DerivedParts {
  /** 613: the plan of the continuous effects and each object's characteristics. */
  layers?: LayerCache;
  /** Facts about each permanent, by name of the fact (`perPermanent`), each an opaque memo. */
  permanents: Map<string, unknown>;
}

/** What the rules derived from one version of the state. */
export interface Derived extends DerivedParts {
  /** The version: the parts of the state everything derived depends on. */
  readonly revision: number;
  readonly battlefield: GameState['battlefield'];
  readonly effects: GameState['effects'];
  readonly players: GameState['players'];
  readonly ctx: RulesContext;
  /** The latest parts of the versions before this one, to start from (each knows what it was made for). */
  readonly earlier: DerivedParts;
  /**
   * The battlefields before this one asked about, and whether this one is each with permanents
   * added at its end: shared by the versions of one battlefield (it is never changed in place).
   */
  readonly grown: Map<readonly string[], boolean>;
  /** What was derived from one state of this version (`perState`): the last state asked about. */
  ofState?: { state: GameState; parts: Map<string, unknown> };
  /** What was found about this version whatever else the state holds (`perVersion`), by name. */
  ofVersion?: Map<string, unknown>;
}

/** The one cache of derived data: a record for the latest version of each objects record. */
const derived = new WeakMap<GameState['objects'], Derived>();

/** The derived data of the state's version, made (empty) when first asked. */
export function derivedOf(state: GameState, ctx: RulesContext): Derived {
  const found = derived.get(state.objects);
  const revision = objectsRevision(state.objects);
  if (found && isVersion(found, state, ctx, revision)) return found;
  const before = found ?? derivedOfCopied(state);
  const made: Derived = {
    revision,
    battlefield: state.battlefield,
    effects: state.effects,
    players: state.players,
    ctx,
    layers: undefined,
    permanents: new Map(),
    earlier: found ? laterParts(found) : copiedParts(before),
    grown: before?.battlefield === state.battlefield ? before.grown : new Map(),
  };
  derived.set(state.objects, made);
  return made;
}

/**
 * The latest of each part of a record's versions, to start the next from: those before `d`, brought
 * up to date in place with its own (a record's versions follow one another: only the latest state
 * written in place is read). No longer history is kept.
 */
function laterParts(d: Derived): DerivedParts {
  const { earlier } = d;
  for (const [fact, memo] of d.permanents) earlier.permanents.set(fact, memo);
  return { layers: d.layers ?? earlier.layers, permanents: earlier.permanents };
}

/** The latest of each part of the record a copy was made from, copied: that record's versions may go on. */
function copiedParts(d: Derived | undefined): DerivedParts {
  if (!d) return { layers: undefined, permanents: new Map() };
  const permanents = new Map(d.earlier.permanents);
  for (const [fact, memo] of d.permanents) permanents.set(fact, memo);
  return { layers: d.layers ?? d.earlier.layers, permanents };
}

function isVersion(d: Derived, state: GameState, ctx: RulesContext, revision: number): boolean {
  return (
    d.revision === revision &&
    d.battlefield === state.battlefield &&
    d.effects === state.effects &&
    d.players === state.players &&
    d.ctx === ctx
  );
}

/** The latest derived data of the record the state's objects were copied from, if still kept. */
function derivedOfCopied(state: GameState): Derived | undefined {
  const copied = objectsCopiedFrom(state.objects);
  return copied && derived.get(copied);
}

/** How many battlefields before are remembered for one battlefield (`grown`): a few parts ask. */
const GROWN_KEPT = 8;

/**
 * Whether the version's battlefield is `before` with permanents added at its end (as they enter,
 * 400.7), or `before` itself: found once for each battlefield before that is asked about, for all
 * the versions of this battlefield.
 */
export function battlefieldGrewFrom(d: Derived, before: readonly string[]): boolean {
  if (d.battlefield === before) return true;
  let grew = d.grown.get(before);
  if (grew === undefined) {
    if (d.grown.size >= GROWN_KEPT) d.grown.clear();
    grew = startsWith(d.battlefield, before);
    d.grown.set(before, grew);
  }
  return grew;
}

function startsWith(ids: readonly string[], start: readonly string[]): boolean {
  if (ids.length < start.length) return false;
  for (let i = 0; i < start.length; i++) if (ids[i] !== start[i]) return false;
  return true;
}

/**
 * The part `name` of what was derived from this very state, not only from its version: what depends
 * on the turn, the zones or the decision too (the candidates for a player's actions). `make` makes
 * it when first asked; it is kept while the state is the last one of its version asked about.
 */
export function perState<T>(state: GameState, ctx: RulesContext, name: string, make: () => T): T {
  const d = derivedOf(state, ctx);
  if (d.ofState?.state !== state) d.ofState = { state, parts: new Map() };
  const parts = d.ofState.parts;
  if (!parts.has(name)) parts.set(name, make());
  return parts.get(name) as T;
}

/**
 * The part `name` of what is kept with the state's version itself (not carried over to the next):
 * what the caller found about a state of it, with the parts of the state outside the version it
 * read, to be checked by the caller. `make` makes it when first asked.
 */
export function perVersion<T>(state: GameState, ctx: RulesContext, name: string, make: () => T): T {
  const parts = (derivedOf(state, ctx).ofVersion ??= new Map());
  if (!parts.has(name)) parts.set(name, make());
  return parts.get(name) as T;
}

/**
 * What of an object the layers never read (613), its own or its static abilities' source's: whether
 * it is tapped, its damage, its summoning sickness, its blocks (a filter reads whether it attacks,
 * `filter.ts`, not these), its loyalty abilities activated and abilities triggered this turn. What is
 * derived from the characteristics and abilities alone holds for an object that changed only in these.
 */
export const UNREAD_BY_LAYERS: ReadonlySet<string> = new Set([
  'tapped',
  'damage',
  'deathtouchDamage',
  'sick',
  'blocking',
  'blockedBy',
  'blocked',
  'loyaltyActivations',
  'activatedThisTurn',
  'triggeredOnTurn',
]);

/**
 * Whether an object of an id differs from the object before it at most in `unread` (a permanent
 * that became tapped or untapped, or was dealt damage): what was derived from the one before without
 * reading those holds for it. Objects are replaced, never changed.
 */
export function sameExcept(
  before: GameObject,
  object: GameObject | undefined,
  unread: ReadonlySet<string>,
): boolean {
  if (before === object) return true;
  if (!object) return false;
  for (const key in object) {
    const k = key as keyof GameObject;
    if (object[k] !== before[k] && !unread.has(key)) return false;
  }
  for (const key in before) if (!(key in object) && !unread.has(key)) return false;
  return true;
}
