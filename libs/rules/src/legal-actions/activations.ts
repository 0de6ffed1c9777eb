// The abilities a player may activate now (602.2): each with representative targets, tried by the
// steps of activating (602.2b: those of casting, `castingProblem`), and `AnnounceAbility`.
import { activationMayBegin, beginActivation, type ActivatedAbility } from '../casting/activate-ability.js';
import { objectOf } from '../data/state/objects.js';
import { castingProblem } from '../casting/cast-spell.js';
import type { Casting } from '../data/state/casting.js';
import type { Command } from '../data/commands/command.js';
import { problemOf, type Run } from '../engine/run.js';
import type { PlayerId } from '../data/state/game-state.js';
import { completable, type Candidate } from './candidate.js';
import { targetCandidates, targetChoices } from './targets.js';
import { crewChoices, returnChoices } from '../casting/costs.js';

type ActivateAbility = Extract<Command, { type: 'ActivateAbility' }>;

/** The activations of the source's ability `ability` (`activated`), if the player may begin to activate it (602.2), and `AnnounceAbility`. */
export function activationCandidates(
  run: Run,
  player: PlayerId,
  source: string,
  ability: number,
  activated: ActivatedAbility,
): Candidate[] {
  // Most are left out at once: those of cards in a hand that work on the battlefield, and those of the wrong timing.
  const entry = { ability: activated, which: ability };
  if (!activationMayBegin(run.state, run.ctx, objectOf(run.state, source)!, entry, player)) return [];
  const command: ActivateAbility = { type: 'ActivateAbility', player, source, ability };
  let activation: Casting | undefined;
  if (problemOf(() => void (activation = beginActivation(run, command)))) return [];
  const choices = targetChoices(run.state, run.ctx, activated.targets, player, source);
  // 702.122a: each way to crew offered is a command of its own, naming the creatures it taps.
  // 702.49a: so is each creature a ninjutsu cost may return.
  const { crew, returnToHand } = activated.cost;
  const crews = crew
    ? crewChoices(run.state, run.ctx, player, source, crew).map((crew) => ({ crew }))
    : returnToHand
      ? returnChoices(run.state, run.ctx, player, source, returnToHand).map((ids) => ({ return: ids }))
      : [undefined];
  const activations = crews.flatMap((additional) => {
    const named = additional ? { additional } : {};
    const trial = (targets: string[][]) =>
      castingProblem(run, { ...activation!, choices: { ...activation!.choices, ...named, targets } });
    return targetCandidates(choices, (targets): Command => ({ ...command, ...named, targets }), trial);
  });
  // 602.2a: or step by step, each choice asked as it goes, when some way can be completed (730.1).
  return [completable({ type: 'AnnounceAbility', player, source, ability }, activations), ...activations];
}
