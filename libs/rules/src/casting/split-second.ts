// Split second (702.61a): as long as a spell with split second is on the stack, players can't cast
// other spells or activate abilities that aren't mana abilities. Mana abilities (activated at once,
// 605.3) and triggered abilities are not stopped (702.61b).
import type { RulesContext } from '../data/state/context.js';
import type { GameState } from '../data/state/game-state.js';
import { reject, type Run } from '../engine/run.js';
import { hasKeyword } from '../layers/characteristics.js';
import { objectOf } from '../data/state/objects.js';

/** The name of a spell with split second on the stack, if there is one. */
export function splitSecondSpell(state: GameState, ctx: RulesContext): string | undefined {
  const id = state.stack.find(
    (s) => !objectOf(state, s)!.isAbility && hasKeyword(state, ctx, s, 'split second'),
  );
  return id === undefined ? undefined : objectOf(state, id)!.name;
}

/** 702.61a: rejects beginning to cast a spell or to activate an ability while a spell with split second is on the stack. */
export function checkNoSplitSecond(run: Run, action: 'cast a spell' | 'activate an ability'): void {
  const spell = splitSecondSpell(run.state, run.ctx);
  if (spell !== undefined)
    reject(
      'SPLIT_SECOND',
      '702.61a',
      `no player can ${action} while ${spell}, with split second, is on the stack`,
    );
}
