// Delve (702.66): cards exiled from the caster's graveyard pay generic mana of a spell's total cost.
import type { ManaSymbol } from '@mtg/cards';
import type { Payment } from '../data/commands/command.js';
import { reject, type Run } from '../engine/run.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { planManaPayment, type ManaExclusions } from './pay-mana.js';
import { genericOf, withGenericChange } from './total-cost.js';
import { objectOf } from '../data/state/objects.js';

/** The cards delve exiles, and the mana still to pay once they are exiled. */
export interface Delve {
  exiled: ObjectId[];
  mana: ManaSymbol[];
}

// 702.66a: each card exiled must come from the caster's graveyard, one per generic mana at most.
function checkExiled(run: Run, player: PlayerId, exiled: readonly ObjectId[], generic: number): void {
  const graveyard = playerById(run.state, player).graveyard;
  const stranger = exiled.find((id) => !graveyard.includes(id));
  if (stranger) {
    const name = objectOf(run.state, stranger)?.name ?? stranger;
    reject('DELVE_ILLEGAL', '702.66a', `${name} is not a card in ${player}'s graveyard`);
  }
  if (new Set(exiled).size !== exiled.length) reject('DELVE_ILLEGAL', '702.66a', 'a card is exiled twice');
  if (exiled.length > generic) {
    reject(
      'DELVE_ILLEGAL',
      '702.66a',
      `delve pays generic mana only: at most ${generic} card(s), not ${exiled.length}`,
    );
  }
}

/**
 * The cards delve exiles to pay part of `mana`: those named, or with `pay: auto` and none named, as
 * few as the available mana needs (none if it suffices).
 */
export function planDelve(
  run: Run,
  player: PlayerId,
  mana: readonly ManaSymbol[],
  named: readonly ObjectId[],
  payment: Payment,
  exclusions: ManaExclusions,
): Delve {
  const generic = genericOf(mana);
  if (named.length) {
    checkExiled(run, player, named, generic);
    return { exiled: [...named], mana: withGenericChange(mana, -named.length) };
  }
  const graveyard = playerById(run.state, player).graveyard.filter((id) => !exclusions.used?.includes(id));
  if (payment === 'auto') {
    const most = Math.min(generic, graveyard.length);
    for (let n = 0; n <= most; n++) {
      const left = withGenericChange(mana, -n);
      if (planManaPayment(run, player, left, 0, payment, exclusions))
        return { exiled: graveyard.slice(0, n), mana: left };
    }
  }
  return { exiled: [], mana: [...mana] };
}
