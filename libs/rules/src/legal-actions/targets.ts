// The targets a legal action names (601.2c): a representative choice of the legal ones.
import type { TargetSpec } from '@mtg/cards';
import type { Rejection } from '../commands/command.js';
import type { RulesContext } from '../engine/context.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import { legalTargets, targetCount } from '../targets/targets.js';

/** Target groups to try: the first legal choice for each spec, and each legal choice of a single-target spell. */
export function targetChoices(
  state: GameState,
  ctx: RulesContext,
  specs: TargetSpec[],
  player: PlayerId,
  source: string,
): string[][][] {
  const legal = specs.map((spec) => legalTargets(state, ctx, spec, player, source));
  if (legal.some((l, i) => l.length < targetCount(specs[i]!).min)) return [];
  const first = specs.map((spec, i) => legal[i]!.slice(0, targetCount(spec).max));
  if (specs.length !== 1 || targetCount(specs[0]!).max !== 1) return [first];
  return legal[0]!.map((t) => [[t]]);
}

/**
 * The target choices a trial of the casting accepts. The choices of a single-target spell or ability
 * differ only in which legal target it is, and no step of casting after 601.2c depends on which: when
 * the first is accepted, all are; when it is refused for its target, each other is tried.
 */
export function acceptedTargetChoices(
  choices: string[][][],
  problem: (targets: string[][]) => Rejection | undefined,
): string[][][] {
  const [first, ...others] = choices;
  if (!first) return [];
  const refusal = problem(first);
  if (!refusal) return choices;
  return refusal.code === 'TARGET_ILLEGAL' ? others.filter((targets) => !problem(targets)) : [];
}
