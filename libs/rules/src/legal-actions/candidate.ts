// A command that may be offered, and the check that tells whether `decide` would accept it. The
// check is made when first asked, and once: `legalActions` asks every candidate's, a random player
// only those of the candidates it tries, and whether a player could do more than pass only until
// one is accepted.
import type { Command, Rejection } from '../data/commands/command.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameState } from '../data/state/game-state.js';
import type { Run } from '../engine/run.js';
import { EVENT_REACTIONS } from '../triggers/event-reactions.js';

export interface Candidate {
  command: Command;
  /** Why `decide` would refuse the command, or undefined if it would accept it. */
  problem(): Rejection | undefined;
}

/**
 * The candidates of a player in the groups a player picks from: passing priority (when they have
 * it), the mana abilities (605.3a), and every other command. The groups are listed when first asked:
 * a player who passes needs no list of what else they could have done.
 */
export interface CandidateGroups {
  pass?: Candidate;
  mana(): readonly Candidate[];
  others(): readonly Candidate[];
}

/** A candidate the rules already accept, with nothing left to check. */
export function accepted(command: Command): Candidate {
  return { command, problem: NO_PROBLEM };
}

const NO_PROBLEM = (): Rejection | undefined => undefined;

/** `check`, made at its first call, its result kept for the next. */
export function once(check: () => Rejection | undefined): () => Rejection | undefined {
  let done = false;
  let result: Rejection | undefined;
  return () => {
    if (!done) [done, result] = [true, check()];
    return result;
  };
}

/**
 * A command that begins an action step by step (`AnnounceSpell`, `AnnounceAbility`, 601.2a, 602.2a),
 * offered when one of the ways to complete it is accepted: else the game would only reverse it (730.1).
 */
export function completable(command: Command, ways: readonly Candidate[]): Candidate {
  return {
    command,
    problem: once(() => {
      let first: Rejection | undefined;
      for (const way of ways) {
        const problem = way.problem();
        if (!problem) return undefined;
        first ??= problem;
      }
      return first ?? NO_WAY;
    }),
  };
}

const NO_WAY: Rejection = {
  code: 'CANNOT_BE_COMPLETED',
  rule: '730.1',
  message: 'no choices would complete it: it would be reversed',
};

/** A run that only reads the state, for the rules functions that say what may be done now. */
export function readingRun(state: GameState, ctx: RulesContext): Run {
  return { state, owned: {}, events: [], agenda: [], ctx, reactions: EVENT_REACTIONS, scheduled: [] };
}
