// Voting (701.32): each player, starting with the controller and proceeding in turn order, votes for
// one of the options (701.32a); then the outcome of the option with the most votes happens, or the
// outcome said for a tie.
import type { VoteOutcome } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../../engine/run.js';
import { apnapOrder } from '../../data/state/apnap.js';
import type { GameState, PlayerId } from '../../data/state/game-state.js';
import { performNext, type EffectHandlers, type EffectOf, type EffectTask } from './handlers.js';

export const voteEffects = {
  vote: (run, task, effect) => vote(run, task, effect),
} satisfies Partial<EffectHandlers>;

/** 701.32a: the players in voting order: the controller first, then the others in turn order. */
function votingOrder(state: GameState, controller: PlayerId): PlayerId[] {
  const order = apnapOrder(state);
  const at = Math.max(0, order.indexOf(controller));
  return [...order.slice(at), ...order.slice(0, at)];
}

function vote(run: Run, task: EffectTask, effect: EffectOf<'vote'>): void {
  const votes = { ...task.ctx.votes };
  const voter = votingOrder(run.state, task.ctx.controller).find((p) => votes[p] === undefined);
  if (voter !== undefined) {
    const answer = takeAnswer(run);
    const option = answer?.kind === 'options' && answer.ids.length === 1 ? answer.ids[0] : undefined;
    if (option === undefined || !effect.options.includes(option))
      return ask(run, task, {
        player: voter,
        kind: 'option',
        prompt: `${task.ctx.sourceName}: vote for ${effect.options.join(' or ')} (701.32a)`,
        options: effect.options.map((id) => ({ id, label: id })),
        min: 1,
        max: 1,
      });
    emit(run, { type: 'Voted', player: voter, option, source: task.ctx.self });
    votes[voter] = option;
    // The next voter, if any, is asked by the same effect with the votes so far.
    return vote(run, { ...task, ctx: { ...task.ctx, votes } }, effect);
  }
  const outcome = winningOutcome(effect, Object.values(votes));
  if (outcome) performNext(run, outcome.effects, { ...task.ctx, votes });
}

/** The outcome of the option with more votes than every other, or the one said for a tie. */
function winningOutcome(effect: EffectOf<'vote'>, votes: readonly string[]): VoteOutcome | undefined {
  const count = (option: string) => votes.filter((v) => v === option).length;
  const most = Math.max(...effect.options.map(count));
  const leaders = effect.options.filter((option) => count(option) === most);
  if (leaders.length === 1) return effect.outcomes.find((o) => o.option === leaders[0]);
  return effect.outcomes.find((o) => o.orTied);
}
