// Cards revealed (701.16a: every player sees them) or looked at (701.16e: their looker only) on top of
// a library, and "that card" (608.2c): what the instructions after the reveal or the look refer to.
import type { PlayerRef } from '@mtg/cards';
import { emit, type Run } from '../engine/run.js';
import { characteristics } from '../layers/characteristics.js';
import type { ObjectId } from '../data/state/game-state.js';
import type { EffectContext, RevealedCard } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';
import { resolvePlayers } from './references.js';

/** 701.16a: the card is shown to every player. */
export function revealCard(run: Run, id: ObjectId): void {
  emit(run, { type: 'CardRevealed', object: id, name: objectOf(run.state, id)!.name });
}

/** A card seen, with its mana value now (608.2h: what "its mana value" is once it has moved). */
export function seenCard(run: Run, id: ObjectId): RevealedCard {
  return { object: id, manaValue: characteristics(run.state, run.ctx, id).manaValue };
}

/**
 * 608.2c: what an instruction found, told to the instructions of the same ability that follow it
 * ("reveal the top card of your library ... that card").
 */
export function tellTheRest(run: Run, ctx: EffectContext, found: Partial<EffectContext>): void {
  for (let i = 0; i < run.agenda.length; i++) {
    const task = run.agenda[i]!;
    if (task.kind !== 'effect' || task.ctx.source !== ctx.source) break;
    run.agenda[i] = { ...task, ctx: { ...task.ctx, ...found } };
  }
}

/** 701.16a: each player named reveals the top card of their library (none from an empty one); "that card" from then on. */
export function revealTop(run: Run, ctx: EffectContext, who: PlayerRef): void {
  const revealed: RevealedCard[] = [];
  for (const player of resolvePlayers(run.state, run.ctx, who, ctx)) {
    const [top] = playerById(run.state, player).library;
    if (top === undefined) continue;
    revealCard(run, top);
    revealed.push(seenCard(run, top));
  }
  tellTheRest(run, ctx, { revealed });
}
