// Zone changes that effects make: to a hand, a library, the battlefield, exile, a graveyard (mill).
import { ask, takeAnswer, type Run } from '../../engine/run.js';
import { moveObject, type MoveOptions } from '../../game-actions/actions.js';
import { characteristics } from '../../layers/characteristics.js';
import { canBeAttachedTo } from '../../targets/attachment.js';
import type { ZoneName } from '../../data/state/game-state.js';
import type { EffectContext } from '../../data/state/task.js';
import { playerById } from '../../data/state/updates.js';
import { resolveObjects, resolveObjectsOrEach, resolvePlayers } from '../references.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';
import { stillAttackable } from '../../combat/entering-attacking.js';

export const zoneEffects = {
  'return-to-hand': (run, { ctx }, effect) =>
    moveEach(
      run,
      ctx,
      stillIn(run, effect.from, resolveObjectsOrEach(run.state, run.ctx, effect.what, ctx)),
      'hand',
      {
        reason: 'return',
      },
    ),
  'put-onto-battlefield': putOntoTheBattlefield,
  'put-on-library': (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, ctx)) {
      moveObject(run, id, 'library', { reason: 'put', position: effect.position });
    }
  },
  // 404.1: "put that card into your graveyard": into its owner's graveyard.
  'put-into-graveyard': (run, { ctx }, effect) =>
    moveEach(run, ctx, resolveObjects(run.state, run.ctx, effect.what, ctx), 'graveyard', { reason: 'put' }),
  exile: (run, { ctx }, effect) => {
    const state = run.state;
    // "Exile that card from your graveyard": only if it is still there (a new object if it left, 400.7).
    const exiled = resolveObjectsOrEach(state, run.ctx, effect.what, ctx).filter(
      (id) => !effect.from || objectOf(state, id)!.zone === effect.from,
    );
    return moveEach(run, ctx, exiled, 'exile', {
      reason: 'exile',
      // 406.3: exiled face down; 607.2a: what exiled it, for "exiled with" and "that card".
      ...(effect.faceDown ? { faceDown: true } : {}),
      exiledWith: { source: ctx.self, ability: ctx.source },
    });
  },
  // 701.13a: put the top N cards of the library into the graveyard.
  mill: (run, { ctx }, effect) => moveTopCards(run, ctx, effect, 'graveyard', { reason: 'mill' }),
  // 701.11a: "[player] exiles the top card of their library" (ingest, 702.115a).
  'exile-top-of-library': (run, { ctx }, effect) =>
    moveTopCards(run, ctx, effect, 'exile', {
      reason: 'exile',
      exiledWith: { source: ctx.self, ability: ctx.source },
    }),
} satisfies Partial<EffectHandlers>;

/** "Return [it] from your graveyard": the objects still in that zone, if the effect names one (400.7). */
function stillIn(run: Run, zone: ZoneName | undefined, ids: string[]): string[] {
  return zone ? ids.filter((id) => objectOf(run.state, id)!.zone === zone) : ids;
}

/** Moves the top N cards of each player's library (fixed as each player's turn comes) to a zone. */
function moveTopCards(
  run: Run,
  ctx: EffectContext,
  effect: EffectOf<'mill' | 'exile-top-of-library'>,
  to: ZoneName,
  options: MoveOptions,
): void {
  for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
    for (const id of playerById(run.state, p).library.slice(0, amountOf(run, ctx, effect.amount)))
      moveObject(run, id, to, options);
}

/**
 * Puts objects onto the battlefield (not cast, not played: 305.4). 303.4f: an Aura put there this way
 * enchants what its controller chooses as it enters, among what it could enchant (each Aura one
 * after the other, in the order the effect names them); 303.4g: with nothing to enchant, it stays
 * where it is.
 */
function putOntoTheBattlefield(run: Run, task: EffectTask, effect: EffectOf<'put-onto-battlefield'>): void {
  const { ctx } = task;
  const state = run.state;
  const counters = effect.counters ? { [effect.counters.counter]: effect.counters.amount } : undefined;
  const ids = stillIn(run, effect.from, resolveObjectsOrEach(state, run.ctx, effect.what, ctx));
  const controllerOf = (id: string) => (effect.ownersControl ? objectOf(state, id)!.owner : ctx.controller);
  const hosts = { ...ctx.chosen };
  const answer = takeAnswer(run);
  for (const id of ids) {
    if (hosts[id] || !characteristics(state, run.ctx, id).subtypes.includes('Aura')) continue;
    const legal = state.battlefield.filter((host) => canBeAttachedTo(state, run.ctx, id, host));
    if (legal.length <= 1) hosts[id] = legal;
    else if (answer?.kind === 'options' && answer.ids.length === 1 && legal.includes(answer.ids[0]!))
      hosts[id] = answer.ids;
    else
      return ask(
        run,
        { ...task, ctx: { ...ctx, chosen: hosts } },
        {
          player: controllerOf(id),
          kind: 'targets',
          prompt: `${objectOf(state, id)!.name} enters the battlefield: choose what it enchants (303.4f)`,
          options: legal.map((host) => ({ id: host, label: objectOf(state, host)!.name })),
          min: 1,
          max: 1,
        },
      );
  }
  for (const id of ids) {
    const host = hosts[id];
    if (host && !host.length) continue; // 303.4g
    const controller = controllerOf(id);
    const options = { reason: 'put', controller } as const;
    const attacking = effect.attackingAsReturned ? ctx.returnedAttacked : undefined;
    moveObject(run, id, 'battlefield', {
      ...options,
      ...(counters ? { counters } : {}),
      ...(host ? { attachTo: host[0]! } : {}),
      ...(effect.unearthed ? { unearthed: true as const } : {}),
      ...(effect.tapped ? { tapped: true } : {}),
      // 508.4a: attacking only what still can be attacked.
      ...(attacking !== undefined && stillAttackable(state, run.ctx, attacking, controller)
        ? { attacking }
        : {}),
    });
  }
}

/** Moves each object; the next instruction of the ability may count them ("that much"). */
function moveEach(run: Run, ctx: EffectContext, ids: string[], to: ZoneName, options: MoveOptions): void {
  for (const id of ids) moveObject(run, id, to, options);
  const next = run.agenda[0];
  if (next?.kind === 'effect' && next.ctx.source === ctx.source)
    run.agenda[0] = { ...next, ctx: { ...next.ctx, previousCount: ids.length } };
}
