// Rebound (702.88a): "If this spell was cast from your hand, instead of putting it into your graveyard
// as it resolves, exile it and, at the beginning of your next upkeep, you may cast this card from
// exile without paying its mana cost" (702.88b: an alternative cost, 601.2b, 601.2f-h).
import type { Effect } from '@mtg/cards';
import type { Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { abilitiesOf } from '../layers/characteristics.js';
import type { GameObject } from '../data/state/game-state.js';

/** The delayed triggered ability rebound creates (603.7): "that card" is the card it exiled (603.7c). */
const CAST_AT_NEXT_UPKEEP: Effect = {
  kind: 'delayed-trigger',
  text: 'At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.',
  trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
  effects: [{ kind: 'cast-free', what: 'exiled-card', keyword: 'rebound' }],
};

/** 702.88a: whether the resolving spell rebounds: cast from its controller's hand, it has rebound on the stack. */
export function rebounds(run: Run, spell: GameObject): boolean {
  return (
    !!spell.stack?.castFromHand && abilitiesOf(run.state, run.ctx, spell).some((a) => a.kind === 'rebound')
  );
}

/**
 * 702.88a: the spell is exiled instead of being put into its owner's graveyard, then the delayed
 * triggered ability is created, its controller's, linked to the card exiled.
 */
export function exileWithRebound(run: Run, spell: GameObject): void {
  const { id, cardId, name, controller } = spell;
  moveObject(run, id, 'exile', { reason: 'resolve', exiledWith: { source: id, ability: id } });
  run.agenda.unshift({
    kind: 'effect',
    effect: CAST_AT_NEXT_UPKEEP,
    ctx: { source: id, self: id, sourceCardId: cardId, sourceName: name, controller, targets: [], x: 0 },
  });
}
