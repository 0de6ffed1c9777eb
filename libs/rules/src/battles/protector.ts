// A battle's protector (310.8): chosen by its controller as it enters (310.8a, 310.11a), and anew by
// state-based actions when it has none in the game or can't have the one it has (310.10, 704.5w-x).
import type { RulesContext } from '../data/state/context.js';
import { ask, takeAnswer, type Run } from '../engine/run.js';
import { characteristicsOfAny } from '../layers/characteristics.js';
import { asItWouldEnter } from '../replacement/entry-choices.js';
import type { Proposal } from '../data/state/proposal.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { objectOf } from '../data/state/objects.js';

type ActionTask = Extract<Task, { kind: 'action' }>;

export const isSiege = (state: GameState, ctx: RulesContext, battle: GameObject): boolean =>
  characteristicsOfAny(state, ctx, battle).subtypes.includes('Siege');

/**
 * The players who may protect `battle` (310.8a): for a Siege, an opponent of its controller in the
 * game (310.11a); for a battle with no battle type, its controller.
 */
export function possibleProtectors(state: GameState, ctx: RulesContext, battle: GameObject): PlayerId[] {
  const inGame = state.players.filter((p) => !p.left).map((p) => p.id);
  if (!isSiege(state, ctx, battle)) return inGame.filter((p) => p === battle.controller);
  return inGame.filter((p) => p !== battle.controller);
}

/** Whether a creature is attacking the battle (704.5w waits until none is). */
export function isAttacked(state: GameState, battle: ObjectId): boolean {
  return state.battlefield.some((id) => objectOf(state, id)!.attacking === battle);
}

/**
 * 310.8a: as a battle enters the battlefield, once the replacement effects have settled how (and
 * under whose control) it enters, its controller chooses its protector; a choice of one is not
 * asked. Returns the event with the protector, or undefined when the game waits for the choice.
 * With no player to choose, it enters with none (704.5w then puts it into its owner's graveyard).
 */
export function protectorAsItEnters(
  run: Run,
  task: ActionTask,
  settled: { event: Proposal; applied: string[]; then: Task[] },
): Proposal | undefined {
  const p = settled.event;
  const object = p.kind === 'move' && p.to === 'battlefield' ? objectOf(run.state, p.object) : undefined;
  if (!object || p.kind !== 'move' || p.protector) return p;
  const entering = asItWouldEnter(object, p);
  if (!characteristicsOfAny(run.state, run.ctx, entering).types.includes('Battle')) return p;
  const options = possibleProtectors(run.state, run.ctx, entering);
  const answer = task.choosingProtector ? takeAnswer(run) : undefined;
  const chosen = options.length === 1 ? options[0] : answer?.kind === 'options' ? answer.ids[0] : undefined;
  if (chosen !== undefined) return { ...p, protector: chosen };
  if (!options.length) return p;
  const { event: proposal, applied, then } = settled;
  ask(
    run,
    { kind: 'action', proposal, applied, ...(then.length ? { then } : {}), choosingProtector: true },
    {
      player: entering.controller,
      kind: 'player',
      prompt: `Choose the protector of ${object.name} (310.8a${isSiege(run.state, run.ctx, entering) ? ', 310.11a' : ''})`,
      options: options.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
    },
  );
  return undefined;
}
