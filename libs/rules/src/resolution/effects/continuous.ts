// Continuous effects from resolving spells and abilities (611): changes of characteristics and rules.
import type { Duration } from '@mtg/cards';
import { emit, nextId, type Run } from '../../engine/run.js';
import type { ContinuousChange } from '../../data/state/continuous-effect.js';
import type { EffectContext } from '../../data/state/task.js';
import { resolveEach, resolveObjects, resolveObjectsOrEach } from '../references.js';
import type { EffectHandlers, EffectOf, EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

export const continuousEffects = {
  'modify-pt': modifyObjects,
  'grant-keywords': modifyObjects,
  'set-colors': modifyObjects,
  'add-subtypes': modifyObjects,
  'cant-be-targeted': restrictPermanents,
  'cant-activate-abilities': restrictPermanents,
  'combat-constraint': modifyObjects,
  // 502.3: one effect per permanent, each used up by its own controller's next untap step.
  'doesnt-untap-next': (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, ctx))
      if (objectOf(run.state, id)!.zone === 'battlefield')
        createEffect(run, ctx, [id], { kind: 'doesnt-untap-next' }, 'permanent');
  },
  'grant-flashback': (run, { ctx }, effect) => {
    const state = run.state;
    // 702.34a: a card in a graveyard gains flashback (Snapcaster Mage).
    const cards = resolveObjects(state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(state, id)!.zone === 'graveyard',
    );
    if (cards.length) createEffect(run, ctx, cards, { kind: 'flashback' }, effect.duration);
  },
  'become-creatures': (run, { ctx }, effect) => {
    const { power, toughness } = effect;
    const affected = resolveEach(run.state, run.ctx, effect.what, ctx);
    if (affected.length)
      createEffect(run, ctx, affected, { kind: 'becomes-creature', power, toughness }, effect.duration);
  },
  'control-entering': (run, { ctx }, effect) =>
    createEffect(run, ctx, [], { kind: 'control-entering', filter: effect.filter }, effect.duration),
} satisfies Partial<EffectHandlers>;

function modifyObjects(run: Run, { ctx }: EffectTask, effect: ModifyingEffect): void {
  const state = run.state;
  // 611.2c: "those creatures", "each creature you control": the objects fixed now.
  const affected = resolveObjectsOrEach(state, run.ctx, effect.what, ctx).filter(
    (id) => objectOf(state, id)!.zone === 'battlefield',
  );
  if (affected.length) createEffect(run, ctx, affected, changeOf(effect), effect.duration);
}

type ModifyingEffect = EffectOf<
  'modify-pt' | 'grant-keywords' | 'set-colors' | 'add-subtypes' | 'combat-constraint'
>;

/** What an effect that modifies the objects it affects changes in them. */
function changeOf(effect: ModifyingEffect): ContinuousChange {
  switch (effect.kind) {
    case 'modify-pt':
      return { kind: 'modify-pt', power: effect.power, toughness: effect.toughness };
    case 'grant-keywords':
      return { kind: 'grant-keywords', keywords: effect.keywords };
    case 'add-subtypes':
      return { kind: 'add-subtypes', subtypes: effect.subtypes };
    case 'set-colors':
      return { kind: 'set-colors', colors: effect.colors };
    // 508.1c-d, 509.1b: a restriction or requirement on attacking and blocking.
    case 'combat-constraint':
      return { kind: 'combat-constraint', constraint: effect.constraint };
  }
}

function restrictPermanents(
  run: Run,
  { ctx }: EffectTask,
  effect: EffectOf<'cant-be-targeted' | 'cant-activate-abilities'>,
): void {
  const state = run.state;
  const affected = resolveObjects(state, run.ctx, effect.what, ctx).filter(
    (id) => objectOf(state, id)!.zone === 'battlefield',
  );
  // 602.5 (Deadlock Trap): the permanent fixed now, tapped or not (611.2c).
  const change: ContinuousChange =
    effect.kind === 'cant-be-targeted'
      ? { kind: 'cant-be-targeted', by: effect.by }
      : { kind: 'cant-activate-abilities' };
  if (affected.length) createEffect(run, ctx, affected, change, effect.duration);
}

// 611.2c: a continuous effect from a resolving spell or ability affects the objects fixed now.
export function createEffect(
  run: Run,
  ctx: EffectContext,
  affected: string[],
  change: ContinuousChange,
  duration: Duration,
): void {
  emit(run, {
    type: 'EffectCreated',
    effect: {
      id: nextId(run, 'e'),
      timestamp: run.state.nextTimestamp,
      source: ctx.source,
      sourceName: ctx.sourceName,
      controller: ctx.controller,
      affected,
      change,
      duration,
    },
  });
}
