// Continuous effects from resolving spells and abilities (611): changes of characteristics and rules.
import { CREATURE_TYPES, type Duration, type SignedAmount } from '@mtg/cards';
import { emit, nextId, type Run } from '../../engine/run.js';
import type { ContinuousChange } from '../../data/state/continuous-effect.js';
import type { EffectContext } from '../../data/state/task.js';
import { resolveEach, resolveObjects, resolveObjectsOrEach } from '../references.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

export const continuousEffects = {
  'modify-pt': modifyObjects,
  'grant-keywords': modifyObjects,
  'set-colors': modifyObjects,
  'add-subtypes': modifyObjects,
  'add-types': modifyObjects,
  'cant-be-targeted': restrictPermanents,
  'cant-activate-abilities': restrictPermanents,
  'combat-constraint': modifyObjects,
  // 502.3: one effect per permanent, each used up by its own controller's next untap step.
  'doesnt-untap-next': (run, { ctx }, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, ctx))
      if (objectOf(run.state, id)!.zone === 'battlefield')
        createEffect(run, ctx, [id], { kind: 'doesnt-untap-next' }, 'permanent');
  },
  // 502.3, 611.2b: "doesn't untap during its controller's untap step for as long as [this] remains tapped".
  'doesnt-untap-while': (run, { ctx }, effect) => {
    const affected = resolveObjects(run.state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(run.state, id)!.zone === 'battlefield',
    );
    if (affected.length) createEffect(run, ctx, affected, { kind: 'doesnt-untap' }, effect.duration);
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
  // 611.2c: the permanent fixed now becomes a creature (205.1a-b), while the effect lasts.
  'become-creature': (run, { ctx }, effect) => {
    const state = run.state;
    const affected = resolveObjects(state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(state, id)!.zone === 'battlefield',
    );
    if (affected.length) createEffect(run, ctx, affected, creatureOf(effect), effect.duration);
  },
  // 613.1b, 611.2c: the permanent fixed now; a new object if it leaves and comes back (400.7).
  'gain-control': (run, { ctx }, effect) => {
    const state = run.state;
    const affected = resolveObjects(state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(state, id)!.zone === 'battlefield',
    );
    if (affected.length) createEffect(run, ctx, affected, { kind: 'control' }, effect.duration);
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
  if (affected.length) createEffect(run, ctx, affected, changeOf(run, ctx, effect), effect.duration);
}

type ModifyingEffect = EffectOf<
  'modify-pt' | 'grant-keywords' | 'set-colors' | 'add-subtypes' | 'add-types' | 'combat-constraint'
>;

/** What an effect that modifies the objects it affects changes in them. */
function changeOf(run: Run, ctx: EffectContext, effect: ModifyingEffect): ContinuousChange {
  switch (effect.kind) {
    // 608.2h, 107.3: "+X/+X": X is determined once, as the effect begins.
    case 'modify-pt':
      return {
        kind: 'modify-pt',
        power: signedAmountOf(run, ctx, effect.power),
        toughness: signedAmountOf(run, ctx, effect.toughness),
      };
    case 'grant-keywords':
      return { kind: 'grant-keywords', keywords: effect.keywords };
    case 'add-subtypes':
      return { kind: 'add-subtypes', subtypes: effect.subtypes };
    case 'add-types':
      return { kind: 'add-types', types: effect.types };
    case 'set-colors':
      return { kind: 'set-colors', colors: effect.colors };
    // 508.1c-d, 509.1b: a restriction or requirement on attacking and blocking.
    case 'combat-constraint':
      return { kind: 'combat-constraint', constraint: effect.constraint };
  }
}

/** What "becomes a [P/T] [colors] [subtypes] [types] with [keywords]" changes (205.3m: all creature types). */
function creatureOf(effect: EffectOf<'become-creature'>): ContinuousChange {
  const { power, toughness, types, colors, keywords } = effect;
  const subtypes = effect.allCreatureTypes ? [...CREATURE_TYPES] : effect.subtypes;
  return {
    kind: 'becomes-creature',
    power,
    toughness,
    types,
    ...(effect.keeps ? {} : { replacesTypes: true }),
    ...(subtypes?.length ? { subtypes } : {}),
    ...(colors ? { colors } : {}),
    ...(keywords ? { keywords } : {}),
  };
}

/** "+N", "+X", "-X" as a number now. */
function signedAmountOf(run: Run, ctx: EffectContext, a: SignedAmount): number {
  if (typeof a === 'number') return a;
  return 'plus' in a ? amountOf(run, ctx, a.plus) : -amountOf(run, ctx, a.minus);
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
  // 611.2b: an effect lasting "for as long as [this] remains tapped" does nothing if it is not.
  const whileTapped = duration === 'while-source-tapped' ? { whileTapped: ctx.self } : {};
  if (whileTapped.whileTapped && !tappedOnBattlefield(run, whileTapped.whileTapped)) return;
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
      ...whileTapped,
    },
  });
}

function tappedOnBattlefield(run: Run, id: string): boolean {
  const source = objectOf(run.state, id);
  return source?.zone === 'battlefield' && source.tapped;
}
