// Spells and abilities on the stack countered (701.5), and spells cast while an effect resolves.
import { emit, type Run } from '../../engine/run.js';
import { moveObject } from '../../game-actions/actions.js';
import type { SelfReplacement } from '../../data/state/proposal.js';
import { castForCost, castFree, castTransformed, discover, lookAndCastFree } from '../discover.js';
import { resolveObjects } from '../references.js';
import { amountOf, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';
import { cantBeCountered } from '../../objects/cant-be-countered.js';

export const spellEffects = {
  counter: (run, task, effect) => {
    for (const id of resolveObjects(run.state, run.ctx, effect.what, task.ctx))
      counter(run, id, selfReplacement(task, effect));
  },
  discover: (run, task, effect) => discover(run, task, amountOf(run, task.ctx, effect.amount)),
  'look-and-cast-free': (run, task, effect) => lookAndCastFree(run, task, effect.count),
  'cast-transformed': (run, task, effect) => castTransformed(run, task, effect.what),
  'cast-free': (run, task, effect) => castFree(run, task, effect.what, effect.keyword),
  'cast-for-cost': (run, task, { what, keyword, cost, otherwise }) =>
    castForCost(run, task, what, keyword, cost, otherwise),
} satisfies Partial<EffectHandlers>;

function counter(run: Run, id: string, instead?: SelfReplacement): void {
  const object = objectOf(run.state, id);
  if (!object || object.zone !== 'stack') return;
  // 101.2: a spell that can't be countered stays on the stack.
  if (!object.isAbility && cantBeCountered(run.state, run.ctx, object)) return;
  // 701.5a: a countered spell goes to its owner's graveyard; a countered ability is removed.
  if (object.isAbility) emit(run, { type: 'AbilityRemovedFromStack', object: id, reason: 'countered' });
  else
    moveObject(run, id, 'graveyard', { reason: 'counter', ...(instead ? { selfReplacement: instead } : {}) });
}

// 614.15: "If that spell is countered this way, exile it instead": the countering spell's own
// replacement of where the countered spell goes.
function selfReplacement(task: EffectTask, effect: EffectOf<'counter'>): SelfReplacement | undefined {
  if (!effect.instead) return undefined;
  const { source, sourceName } = task.ctx;
  const text = `countered this way: put into ${effect.instead.to} instead of the graveyard`;
  return { source, sourceName, text, to: 'graveyard', instead: effect.instead };
}
