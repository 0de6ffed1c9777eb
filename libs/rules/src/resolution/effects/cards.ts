// Cards drawn (121), looked at and revealed, put back on a library, scried (701.18).
import { ask, takeAnswer, type Run } from '../../engine/run.js';
import { drawCards } from '../../game-actions/actions.js';
import type { PlayerId } from '../../data/state/game-state.js';
import { lookAtHand, putFromHandOnLibrary, revealAtRandom, revealHand } from '../hands.js';
import { resolvePlayers } from '../references.js';
import { scry } from '../scry.js';
import { amountOf, type EffectHandlers, type EffectTask } from './handlers.js';

export const cardEffects = {
  draw: (run, task, effect) => {
    const { ctx } = task;
    if (effect.upTo)
      return drawUpTo(
        run,
        task,
        resolvePlayers(run.state, run.ctx, effect.who, ctx),
        amountOf(run, ctx, effect.amount),
      );
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx))
      drawCards(run, p, amountOf(run, ctx, effect.amount), effect.andThen);
  },
  'reveal-hand': (run, { ctx }, effect) => {
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx)) revealHand(run, p);
  },
  'reveal-at-random': (run, { ctx }, effect) =>
    revealAtRandom(run, ctx, resolvePlayers(run.state, run.ctx, effect.who, ctx)),
  'look-at-hand': (run, { ctx }, effect) => {
    for (const p of resolvePlayers(run.state, run.ctx, effect.who, ctx)) lookAtHand(run, ctx.controller, p);
  },
  'put-from-hand-on-library': (run, task, effect) =>
    putFromHandOnLibrary(run, task, amountOf(run, task.ctx, effect.amount)),
  scry: (run, task, effect) => scry(run, task, effect.amount),
} satisfies Partial<EffectHandlers>;

/**
 * "[Players] draw up to N cards": each chooses how many, in APNAP order (101.4), then they draw
 * (Fatal Lore: "That player draws up to three cards").
 */
function drawUpTo(run: Run, task: EffectTask, players: PlayerId[], most: number): void {
  const drawing = { ...task.ctx.drawing };
  const answer = takeAnswer(run);
  const asked = players.find((p) => drawing[p] === undefined);
  if (asked && answer?.kind === 'number') drawing[asked] = answer.value;
  const next = most > 0 ? players.find((p) => drawing[p] === undefined) : undefined;
  if (next)
    return ask(
      run,
      { ...task, ctx: { ...task.ctx, drawing } },
      {
        player: next,
        kind: 'number',
        prompt: `${task.ctx.sourceName}: draw how many cards, up to ${most}?`,
        options: [],
        min: 0,
        max: most,
      },
    );
  for (const p of players) drawCards(run, p, drawing[p] ?? 0);
}
