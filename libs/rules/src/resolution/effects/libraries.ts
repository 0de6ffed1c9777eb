// Libraries (401): searched (701.19), shuffled (701.20), their top cards looked at and put back
// (701.16e) or revealed (701.16a).
import { shuffleLibrary } from '../../game-actions/actions.js';
import { searchLibrary } from '../library-search.js';
import { lookAtTop } from '../look-at-top.js';
import { revealTop } from '../revealed-cards.js';
import { revealUntil } from '../reveal-until.js';
import { amountOf, type EffectHandlers } from './handlers.js';

export const libraryEffects = {
  'search-library': (run, task, effect) =>
    searchLibrary(
      run,
      task,
      effect,
      effect.amount === 'any-number' ? Infinity : amountOf(run, task.ctx, effect.amount),
    ),
  // 701.20a: the controller shuffles their library.
  'shuffle-library': (run, { ctx }) => shuffleLibrary(run, ctx.controller),
  'look-at-top': (run, task, effect) => lookAtTop(run, task, effect, amountOf(run, task.ctx, effect.amount)),
  'reveal-top': (run, { ctx }, effect) => revealTop(run, ctx, effect.who),
  'reveal-until': revealUntil,
} satisfies Partial<EffectHandlers>;
