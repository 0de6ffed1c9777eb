// Deterministic players for the e2e tests: each polls its legal actions and picks one.
import type { Command } from '@mtg/rules';

/**
 * Picks one of a seat's legal actions, deterministically from the step number: opening hands are
 * kept, and a non-pass action is preferred two steps out of three so that games make progress.
 * Returns undefined when the seat has nothing to do but concede.
 */
export function chooseAction(actions: readonly Command[], step: number): Command | undefined {
  const options = actions.filter((a) => a.type !== 'Concede');
  if (!options.length) return undefined;
  const keep = options.find((a) => a.type === 'MakeChoice' && a.answer.kind === 'yes-no' && a.answer.yes);
  if (keep) return keep;
  const pass = options.find((a) => a.type === 'PassPriority');
  const others = options.filter((a) => a !== pass);
  const roll = mix(step);
  if (others.length && (!pass || roll % 3 !== 0)) return others[(roll >>> 4) % others.length];
  return pass ?? options[0];
}

/** A well-spread number from the step (so that no phase of a turn always gets the same pick). */
function mix(step: number): number {
  let x = Math.imul(step + 1, 0x9e3779b1) >>> 0;
  x ^= x >>> 15;
  return Math.imul(x, 0x85ebca6b) >>> 0;
}

/** The turn number reached, from a command's events (TurnBegan). */
export function lastTurn(events: readonly { type: string; data: unknown }[], current: number): number {
  let turn = current;
  for (const e of events) if (e.type === 'TurnBegan') turn = (e.data as { number: number }).number;
  return turn;
}
