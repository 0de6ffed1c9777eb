// Protection a resolving spell or ability grants (702.16a, 611.2a): "Target creature you control
// gains protection from the color of your choice until end of turn" (Benevolent Bodyguard).
import { COLOR_NAMES, COLORS, type Color } from '@mtg/cards';
import { ask, takeAnswer, type Run } from '../../engine/run.js';
import { resolveObjectsOrEach } from '../references.js';
import { objectOf } from '../../data/state/objects.js';
import { createEffect } from './continuous.js';
import type { EffectHandlers, EffectTask } from './handlers.js';

export const protectionEffects = {
  'grant-protection': (run, task, effect) => {
    const color = effect.from === 'color-of-choice' ? colorOfChoice(run, task) : effect.from.color;
    if (color === undefined) return;
    const { ctx } = task;
    // 611.2c: the permanents fixed now.
    const affected = resolveObjectsOrEach(run.state, run.ctx, effect.what, ctx).filter(
      (id) => objectOf(run.state, id)?.zone === 'battlefield',
    );
    if (affected.length) createEffect(run, ctx, affected, { kind: 'protection', color }, effect.duration);
  },
} satisfies Partial<EffectHandlers>;

// 608.2d: "the color of your choice" is chosen by the controller as the effect happens (a `color`
// decision); undefined while the game waits for the answer.
function colorOfChoice(run: Run, task: EffectTask): Color | undefined {
  const answer = takeAnswer(run);
  const picked = answer?.kind === 'options' ? answer.ids[0] : undefined;
  const color = COLORS.find((c) => c === picked);
  if (color) return color;
  const { controller, sourceName } = task.ctx;
  ask(run, task, {
    player: controller,
    kind: 'color',
    prompt: `${sourceName}: choose a color (608.2d)`,
    options: COLORS.map((c) => ({ id: c, label: COLOR_NAMES[c] })),
    min: 1,
    max: 1,
  });
  return undefined;
}
