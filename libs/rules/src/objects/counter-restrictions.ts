// "Can't" effects on counters (614.17): "Creatures you control can't have -1/-1 counters put on them",
// "You can't get poison counters". Such counters are not put (122.6), and a cost that would put them
// can't be paid (614.17b).
import type { Affected } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { typeCharacteristicsOf } from '../layers/characteristics.js';
import { battlefieldStatics } from './battlefield-statics.js';
import { matchesFilter } from '../layers/filter.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

type CantHaveCounters = { source: GameObject; on: Affected | 'you' };

// 611.3a: a static ability's effect applies while its permanent is on the battlefield.
function restrictions(state: GameState, ctx: RulesContext, counter: string): CantHaveCounters[] {
  return battlefieldStatics(state, ctx, 'cant-have-counters').flatMap(({ source, effect }) =>
    effect.counter === counter ? [{ source, on: effect.on }] : [],
  );
}

function restricts(state: GameState, ctx: RulesContext, r: CantHaveCounters, object: GameObject): boolean {
  if (r.on === 'you') return false;
  if (r.on === 'self') return r.source.id === object.id;
  if (r.on === 'enchanted' || r.on === 'equipped') return r.source.attachedTo === object.id;
  return (
    object.zone === (r.on.zone ?? 'battlefield') &&
    matchesFilter(
      state,
      ctx,
      object,
      r.on.filter,
      { controller: r.source.controller, source: r.source.id },
      typeCharacteristicsOf(ctx, object),
    )
  );
}

/** Whether `counter` counters can't be put on an object or given to a player now. */
export function cantHaveCounters(
  state: GameState,
  ctx: RulesContext,
  on: ObjectId | PlayerId,
  counter: string,
): boolean {
  const object = objectOf(state, on);
  return restrictions(state, ctx, counter).some((r) =>
    object ? restricts(state, ctx, r, object) : r.on === 'you' && r.source.controller === on,
  );
}

/**
 * The counters a permanent can enter with: those a "can't" effect forbids are left out, checked
 * on the permanent as it would exist on the battlefield, under the control it enters under (614.17d).
 */
export function countersItCanEnterWith(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  controller: PlayerId,
  counters: Record<string, number>,
): Record<string, number> {
  const entering: GameObject = { ...object, zone: 'battlefield', controller };
  return Object.fromEntries(
    Object.entries(counters).filter(
      ([counter]) => !restrictions(state, ctx, counter).some((r) => restricts(state, ctx, r, entering)),
    ),
  );
}
