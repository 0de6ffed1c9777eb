// A command that may be offered, and the check that tells whether `decide` would accept it. The
// check is made when first asked, and once: `legalActions` asks every candidate's, a random player
// only those of the candidates it tries, and whether a player could do more than pass only until
// one is accepted.
import type { Command, Rejection } from '../data/commands/command.js';

export interface Candidate {
  command: Command;
  /** Why `decide` would refuse the command, or undefined if it would accept it. */
  problem(): Rejection | undefined;
}

/** A candidate the rules already accept, with nothing left to check. */
export function accepted(command: Command): Candidate {
  return { command, problem: () => undefined };
}

/** `check`, made at its first call, its result kept for the next. */
export function once(check: () => Rejection | undefined): () => Rejection | undefined {
  let done = false;
  let result: Rejection | undefined;
  return () => {
    if (!done) [done, result] = [true, check()];
    return result;
  };
}
