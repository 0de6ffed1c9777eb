// "This spell can't be countered" (101.2): a static ability of the spell, which works while it is on
// the stack; the "can't" wins over an effect that would counter it, which does nothing to it.
import type { RulesContext } from '../data/state/context.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import { abilitiesOf } from '../layers/characteristics.js';

export function cantBeCountered(state: GameState, ctx: RulesContext, spell: GameObject): boolean {
  return abilitiesOf(state, ctx, spell).some(
    (a) => a.kind === 'static' && a.effect.kind === 'cant-be-countered',
  );
}
