// legalActions(state, player): the commands a player may issue now, for bots and interfaces, computed
// by the rules' own checks (the steps of casting taken on a trial, 601.2a-g), never by deciding each
// candidate: every command offered is accepted (`legal-actions/`). Choices among many combinations
// (which attackers, which targets) are offered as a representative set (nothing, each single choice,
// and every candidate at once), and described whole by `legalChoice`.
import type { Command } from './data/commands/command.js';
import type { RulesContext } from './data/state/context.js';
import { answerCandidates } from './legal-actions/answers.js';
import { accepted, once, type Candidate, type CandidateGroups } from './legal-actions/candidate.js';
import { priorityCandidates } from './legal-actions/priority.js';
import { fragmentedLoopProblem } from './loops/fragmented-loop.js';
import type { GameState, PlayerId } from './data/state/game-state.js';

export type { Candidate, CandidateGroups } from './legal-actions/candidate.js';

/** The commands `player` may send now; each is accepted by `decide` (a concession always is, 104.3a). */
export function legalActions(state: GameState, player: PlayerId, ctx: RulesContext): Command[] {
  return legalCandidates(state, player, ctx).flatMap((c) => (c.problem() ? [] : [c.command]));
}

/**
 * The commands that may be legal for `player` now, each with the check that tells whether it is:
 * for a random player, which checks only those it tries. The legal ones are `legalActions`.
 */
export function legalCandidates(state: GameState, player: PlayerId, ctx: RulesContext): readonly Candidate[] {
  if (!mayAct(state, player)) return [];
  const candidates: Candidate[] = [accepted({ type: 'Concede', player })];
  if (state.decision?.player === player) {
    candidates.push(...answerCandidates(state, ctx, state.decision));
    // 730.1: a spell cast (or an ability activated) step by step may be cancelled while it asks its player a choice.
    // Not by an opponent who chooses its mode (601.6): the casting is not theirs.
    if (state.action?.player === player && state.agenda[0]?.kind === 'casting')
      candidates.push(accepted({ type: 'CancelCasting', player }));
  } else if (hasPriority(state, player)) {
    const { pass, mana, others } = priorityCandidates(state, ctx, player);
    candidates.push(pass, ...others(), ...mana());
  }
  return loopChecked(state, candidates);
}

/**
 * `legalCandidates` in the groups a player picks from (`CandidateGroups`): with priority, what else
 * than passing the player may do is listed only when asked.
 */
export function legalCandidateGroups(state: GameState, player: PlayerId, ctx: RulesContext): CandidateGroups {
  if (mayAct(state, player) && hasPriority(state, player)) {
    const { pass, mana, others } = priorityCandidates(state, ctx, player);
    const concede = accepted({ type: 'Concede', player });
    return {
      pass: loopChecked(state, [pass])[0],
      mana: () => loopChecked(state, mana()),
      others: () => loopChecked(state, [concede, ...others()]),
    };
  }
  const all = legalCandidates(state, player, ctx);
  const isMana = (c: Candidate) => c.command.type === 'ActivateManaAbility';
  return { mana: () => all.filter(isMana), others: () => all.filter((c) => !isMana(c)) };
}

/** Whether the player is still in the game, and the game is not over. */
function mayAct(state: GameState, player: PlayerId): boolean {
  return !state.over && state.players.some((p) => p.id === player && !p.left);
}

/** Whether the player has priority, with no decision pending. */
function hasPriority(state: GameState, player: PlayerId): boolean {
  return !state.decision && state.turn.priority === player;
}

/** 729.3: the candidates, but not the choice that would go on with a fragmented loop this player must break. */
function loopChecked(state: GameState, candidates: readonly Candidate[]): readonly Candidate[] {
  if (!state.gameChoices?.length) return candidates;
  return candidates.map(({ command, problem }) => ({
    command,
    problem: once(() => problem() ?? fragmentedLoopProblem(state, command)),
  }));
}
