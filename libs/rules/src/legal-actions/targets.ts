// The targets a legal action names (601.2c): a representative choice of the legal ones.
import type { TargetSpec } from '@mtg/cards';
import type { Command, Rejection } from '../data/commands/command.js';
import { once, type Candidate } from './candidate.js';
import type { RulesContext } from '../data/state/context.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { legalTargets, targetCount } from '../targets/targets.js';

/**
 * Target groups to try: the first legal choice for each spec, as few targets as it allows but one
 * (a spell whose cost grows with its targets, Fireball's, is cheapest so), and each legal choice of a
 * single-target spell.
 */
export function targetChoices(
  state: GameState,
  ctx: RulesContext,
  specs: TargetSpec[],
  player: PlayerId,
  source: string,
): string[][][] {
  const legal = specs.map((spec) => legalTargets(state, ctx, spec, player, source));
  if (legal.some((l, i) => l.length < targetCount(specs[i]!).min)) return [];
  const fewest = ({ min, max }: { min: number; max: number }) => Math.max(min, Math.min(1, max));
  const first = specs.map((spec, i) => legal[i]!.slice(0, fewest(targetCount(spec))));
  if (specs.length !== 1 || targetCount(specs[0]!).max !== 1) return [first];
  return legal[0]!.map((t) => [[t]]);
}

/**
 * The target choices, each with the check of its trial. The choices of a single-target spell or
 * ability differ only in which legal target it is, and no step of casting after 601.2c depends on
 * which: when the first is accepted, all are; when it is refused for its target, each other is tried.
 */
export function targetCandidates(
  choices: string[][][],
  command: (targets: string[][]) => Command,
  trial: (targets: string[][]) => Rejection | undefined,
): Candidate[] {
  const first = once(() => trial(choices[0]!));
  return choices.map((targets, i) => ({
    command: command(targets),
    problem: once(() => {
      const refusal = first();
      if (i === 0 || !refusal) return refusal;
      return refusal.code === 'TARGET_ILLEGAL' ? trial(targets) : refusal;
    }),
  }));
}
