// legalActions(state, player): the commands a player may issue now, for bots and interfaces, computed
// by the rules' own checks (the steps of casting taken on a trial, 601.2a-g), never by deciding each
// candidate: every command offered is accepted (`legal-actions/`). Choices among many combinations
// (which attackers, which targets) are offered as a representative set: nothing, each single choice,
// and every candidate at once.
import type { Command } from './commands/command.js';
import type { RulesContext } from './engine/context.js';
import { answers } from './legal-actions/answers.js';
import { priorityActions } from './legal-actions/priority.js';
import type { GameState, PlayerId } from './state/game-state.js';
import { fragmentedLoopProblem } from './loops/fragmented-loop.js';

export { canDoMoreThanPass } from './legal-actions/priority.js';

/** The commands `player` may send now; each is accepted by `decide` (a concession always is, 104.3a). */
export function legalActions(state: GameState, player: PlayerId, ctx: RulesContext): Command[] {
  if (state.over || !state.players.some((p) => p.id === player && !p.left)) return [];
  const actions: Command[] = [{ type: 'Concede', player }];
  if (state.decision?.player === player) {
    actions.push(...answers(state, ctx, state.decision));
    // 730.1: a spell cast (or an ability activated) step by step may be cancelled while it asks its player a choice.
    // Not by an opponent who chooses its mode (601.6): the casting is not theirs.
    if (state.action?.player === player && state.agenda[0]?.kind === 'casting')
      actions.push({ type: 'CancelCasting', player });
  } else if (!state.decision && state.turn.priority === player)
    actions.push(...priorityActions(state, ctx, player));
  // 729.3: not the choice that would go on with a fragmented loop this player must break.
  return actions.filter((action) => !fragmentedLoopProblem(state, ctx, action));
}
