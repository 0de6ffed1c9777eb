// Permanents: tapped and untapped, transformed and flipped, attached, their protector, sector and designations.
import type { GameObject, GameState } from '../data/state/game-state.js';
import { putObject, putObjects, withObject, type OwnedObjects } from '../data/state/updates.js';
import { unchanged, type EventHandlers } from './handlers.js';
import { objectOf } from '../data/state/objects.js';

export const permanentEvents = {
  PermanentTapped: (owned, state, event) => withObject(owned, state, event.object, { tapped: true }),
  // 701.28a: the same object with its other face up (it neither leaves nor enters the battlefield).
  Transformed: (owned, state, event) => {
    const object = objectOf(state, event.object);
    if (!object) return state;
    const { face: _up, ...front } = object;
    return putObject(owned, state, event.face ? { ...object, face: event.face } : front);
  },
  PermanentsUntapped: (owned, state, event) =>
    mapPermanents(owned, state, (o) => (o.tapped ? { ...o, tapped: false } : o), event.objects),
  Attached: (owned, state, event) =>
    withObject(owned, state, event.object, {
      attachedTo: event.to,
      timestamp: state.nextTimestamp,
    }),
  // 702.103f: a bestowed Aura that becomes unattached ceases to be bestowed.
  Unattached: (owned, state, event) =>
    withObject(owned, state, event.object, { attachedTo: undefined, bestowed: undefined }),
  // 702.103e: the spell continues resolving as a creature spell, which has no target.
  CeasedToBeBestowed: (owned, state, event) => {
    const object = objectOf(state, event.object);
    if (!object?.stack) return state;
    return withObject(owned, state, event.object, {
      bestowed: undefined,
      stack: { ...object.stack, targets: [] },
    });
  },
  ProtectorChosen: (owned, state, event) =>
    withObject(owned, state, event.battle, { protector: event.player }),
  SectorDesignated: (owned, state, event) => withObject(owned, state, event.object, { sector: event.sector }),
  // 710.4: flipped for good; the same permanent, with its status kept until it leaves the battlefield.
  Flipped: (owned, state, event) => withObject(owned, state, event.object, { flipped: true }),
  // 708.8: turned face up, it has its normal characteristics again; it is the same permanent.
  TurnedFaceUp: (owned, state, event) => withObject(owned, state, event.object, { faceDown: undefined }),
  // 701.37b, 702.112b: the designation stays with this object; a new object after a zone change has none (400.7).
  Designated: (owned, state, event) => {
    const had = objectOf(state, event.object)?.designations ?? [];
    return withObject(owned, state, event.object, { designations: [...had, event.designation] });
  },
  SectorsLost: (owned, state, event) =>
    mapPermanents(owned, state, (o) => (o.sector ? { ...o, sector: undefined } : o), event.objects),
  // 702.110b: a fact for triggers only; the sacrifice that follows changes the state.
  Exploited: unchanged,
} satisfies Partial<EventHandlers>;

/**
 * The state with `f` applied to the permanents on the battlefield (the only objects that untap,
 * lose damage or leave combat); the objects record is written only if something changed.
 */
export function mapPermanents(
  owned: OwnedObjects,
  state: GameState,
  f: (o: GameObject) => GameObject,
  ids: readonly string[] = state.battlefield,
): GameState {
  const changed: GameObject[] = [];
  for (const id of ids) {
    const o = objectOf(state, id);
    const n = o && f(o);
    if (n !== o) changed.push(n!);
  }
  return changed.length ? putObjects(owned, state, changed) : state;
}
