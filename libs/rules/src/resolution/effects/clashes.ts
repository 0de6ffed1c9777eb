// Clash (701.23): "Clash with an opponent. If you win, ... Otherwise, ...". The controller chooses an
// opponent; both reveal the top card of their library, then decide in APNAP order whether to put it
// on the bottom (the cards move together); the controller wins with a higher mana value.
import { ask, emit, takeAnswer, type Run } from '../../engine/run.js';
import { moveObject } from '../../game-actions/actions.js';
import { characteristics } from '../../layers/characteristics.js';
import { apnapOrder } from '../../data/state/apnap.js';
import type { PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import type { Clashing } from '../../data/state/task.js';
import { playerById } from '../../data/state/updates.js';
import { performNext, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';

export const clashEffects = {
  clash: (run, task, effect) => clash(run, task, effect),
} satisfies Partial<EffectHandlers>;

function clash(run: Run, task: EffectTask, effect: EffectOf<'clash'>): void {
  const { ctx } = task;
  let answer = takeAnswer(run);
  let clashing = ctx.clashing;
  if (!clashing) {
    const opponents = apnapOrder(run.state).filter((p) => p !== ctx.controller);
    // 701.23b: "clash with an opponent": the controller chooses one (none left: no clash).
    const chosen =
      opponents.length === 1
        ? opponents[0]
        : answer?.kind === 'options' && opponents.includes(answer.ids[0]!)
          ? answer.ids[0]
          : undefined;
    if (!chosen) {
      if (!opponents.length) return;
      return ask(run, task, {
        player: ctx.controller,
        kind: 'player',
        prompt: `${ctx.sourceName}: choose an opponent to clash with (701.23b)`,
        options: opponents.map((id) => ({ id, label: id })),
        min: 1,
        max: 1,
      });
    }
    answer = undefined;
    clashing = { opponent: chosen, revealed: reveal(run, [ctx.controller, chosen]), bottom: {} };
  }
  const bottom = { ...clashing.bottom };
  // 701.23c: in APNAP order, each clashing player decides where their revealed card goes.
  for (const player of apnapOrder(run.state).filter((p) => clashing.revealed[p] && !(p in bottom))) {
    if (answer?.kind === 'yes-no') {
      bottom[player] = answer.yes;
      answer = undefined;
      continue;
    }
    const card = objectOf(run.state, clashing.revealed[player]!)!;
    return ask(
      run,
      { ...task, ctx: { ...ctx, clashing: { ...clashing, bottom } } },
      {
        player,
        kind: 'yes-no',
        prompt: `${ctx.sourceName}: clash: put ${card.name} on the bottom of your library (701.23a)?`,
        options: [
          { id: 'yes', label: 'bottom' },
          { id: 'no', label: 'top' },
        ],
        min: 1,
        max: 1,
      },
    );
  }
  const won = winsTheClash(run, ctx.controller, clashing.revealed);
  for (const [player, id] of Object.entries(clashing.revealed))
    if (bottom[player]) moveObject(run, id, 'library', { reason: 'put', position: 'bottom' });
  emit(run, { type: 'Clashed', player: ctx.controller, opponent: clashing.opponent, won });
  const { clashing: _done, ...after } = ctx;
  performNext(run, (won ? effect.won : effect.lost) ?? [], after);
}

// 701.23a, 701.16a: each clashing player reveals the top card of their library, seen by every player.
function reveal(run: Run, players: readonly PlayerId[]): Clashing['revealed'] {
  const revealed: Clashing['revealed'] = {};
  for (const player of players) {
    const [top] = playerById(run.state, player).library;
    if (top === undefined) continue;
    revealed[player] = top;
    emit(run, { type: 'CardRevealed', object: top, name: objectOf(run.state, top)!.name });
  }
  return revealed;
}

// 701.23d: a player wins if their card's mana value is higher than every other card revealed.
function winsTheClash(run: Run, player: PlayerId, revealed: Clashing['revealed']): boolean {
  const mine = revealed[player];
  if (mine === undefined) return false;
  const value = (id: string) => characteristics(run.state, run.ctx, id).manaValue;
  return Object.entries(revealed).every(([other, id]) => other === player || value(mine) > value(id));
}
