// Effects that forbid casting spells (601.3, 601.5; seed 409.4): "Noncreature spells with mana value
// 4 or greater can't be cast" (Gaddock Teeg). A player can't begin to cast such a spell, and a
// proposal that became such a spell is illegal.
import { reject, type Run } from '../engine/run.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import { matchesFilter } from '../objects/filter.js';
import type { ObjectId } from '../state/game-state.js';

/** Rejects casting `card` (a card about to be cast, or the spell proposed) if an effect forbids it. */
export function checkNotProhibited(run: Run, card: ObjectId, rule: '601.3' | '601.5'): void {
  const state = run.state;
  const object = state.objects[card]!;
  // 611.3a: abilities of permanents on the battlefield; "you" in their filters is their controller.
  for (const { source, effect } of battlefieldStatics(state, run.ctx, 'cant-cast')) {
    if (
      matchesFilter(state, run.ctx, object, effect.spells, {
        controller: source.controller,
        source: source.id,
      })
    )
      reject('CAST_PROHIBITED', rule, `${object.name} can't be cast: ${source.name} forbids it`);
  }
}
