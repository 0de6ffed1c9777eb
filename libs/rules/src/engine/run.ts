// One `decide` call works on a Run: the state as its events are applied, the events so far, and
// the agenda of work that remains. A task either acts (emits events) or asks (pauses the game).
import type { GameEvent } from '../data/events/game-event.js';
import { evolveOwning } from '../evolve/evolve.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import type { ChoiceAnswer, Command, Rejection } from '../data/commands/command.js';
import type { RulesContext } from '../data/state/context.js';
import type { OwnedObjects } from '../data/state/updates.js';
import type { Shortcut } from '../data/state/shortcut.js';

export interface Run {
  /**
   * The state as the events are applied. Its objects record and players' zones are the run's own
   * copies, written in place by each event (`OwnedObjects`): read them from `run.state` after each
   * `emit`, never from a state kept from before it.
   */
  state: GameState;
  owned: OwnedObjects;
  events: GameEvent[];
  agenda: Task[];
  ctx: RulesContext;
  /** What the rules above the core make happen after each event (triggers, control changes). */
  reactions: EventReactions;
  /** The answer to the decision that paused the game, for the task that asked it. */
  answer?: ChoiceAnswer;
  /** The payment that answered a `payment` decision (601.2g-h), for the casting that asked it. */
  payCost?: Extract<Command, { type: 'PayCost' }>;
  /** Game events the current task scheduled; they go first on the agenda when it ends. */
  scheduled: Task[];
  /** A shortcut every player accepted, to take once the current command's work is done (729.2c). */
  shortcut?: Shortcut;
  /** While a shortcut is taken, the answers its next game choices give, used as decisions come (729.2c). */
  presets?: PresetAnswers;
  /** A trial of a casting for the legal actions (`castingProblem`): nothing triggers, nothing is kept. */
  trial?: true;
  /** While events that happen at the same time happen, the state before them all (603.10a). */
  lookBack?: GameState;
}

/**
 * What each event makes happen at once, by rules that live above the core: they are installed when
 * a run is created (`EVENT_REACTIONS`, in `triggers/`), so that the core imports nothing above it.
 */
export interface EventReactions {
  /** 603.10a: the events found in the state before `event` (leaves-the-battlefield abilities...). */
  lookingBack(before: GameState, event: GameEvent, ctx: RulesContext): GameEvent[];
  /** 603.2: the abilities `event` triggers, found in the state after it. */
  after(event: GameEvent, after: GameState, ctx: RulesContext): GameEvent[];
  /** 613.1b: the control changes `event` makes happen, in the state after it. */
  controlChanges(event: GameEvent, after: GameState, ctx: RulesContext): GameEvent[];
}

/**
 * 729.2c: the answers a shortcut's game choices give to the decisions its earlier choices lead to:
 * a decision one of them answers is answered at once, instead of pausing the game for it.
 */
export interface PresetAnswers {
  /** The next preset answer, if it is `player`'s (it stays next until used). */
  next(player: PlayerId): ChoiceAnswer | undefined;
  /** Uses the next preset answer for the decision, checked, if it answers it. */
  answer(decision: Omit<Decision, 'id'>): ChoiceAnswer | undefined;
  /** Uses the next preset answer (the caller checked it). */
  use(): void;
}

/**
 * Thrown inside `decide` to refuse a command; nothing it emitted is kept. Not an Error: a refusal
 * is an expected outcome, and capturing a stack trace for each would slow down legalActions.
 */
export class RuleViolation {
  constructor(readonly rejection: Rejection) {}
}

export function reject(code: string, rule: string, message: string): never {
  throw new RuleViolation({ code, rule, message });
}

export function emit(run: Run, event: GameEvent): void {
  if (run.trial) {
    run.state = evolveOwning(run.owned, run.state, event);
    return;
  }
  // 603.10a: what looks back in time reads the state before the event, which applying it overwrites.
  const lookingBack = run.reactions.lookingBack(run.lookBack ?? run.state, event, run.ctx);
  run.events.push(event);
  run.state = evolveOwning(run.owned, run.state, event);
  // Both found before either is recorded: what triggers after the event reads the state right after it.
  const after = run.reactions.after(event, run.state, run.ctx);
  recordTriggers(run, lookingBack);
  recordTriggers(run, after);
  // 613.1b: a control-changing effect applies as soon as it begins, and stops as soon as it ends
  // (one change at a time: each is checked again after the one before).
  const [controlChange] = run.reactions.controlChanges(event, run.state, run.ctx);
  if (controlChange) emit(run, controlChange);
}

/** The events of the triggers an event caused, recorded in order. */
function recordTriggers(run: Run, triggers: readonly GameEvent[]): void {
  for (const trigger of triggers) {
    run.events.push(trigger);
    run.state = evolveOwning(run.owned, run.state, trigger);
  }
}

/** The refusal a check throws, if it throws one: for the rules that say what may be done now. */
export function problemOf(check: () => void): Rejection | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    if (error instanceof RuleViolation) return error.rejection;
    throw error;
  }
}

/** A fresh id for an object or a decision; `evolve` advances the counter when the event records it. */
export function nextId(run: Run, prefix: string): string {
  return `${prefix}${run.state.nextId}`;
}

/** Takes the answer to the pending decision, if the task that asked it runs again now. */
export function takeAnswer(run: Run): ChoiceAnswer | undefined {
  const answer = run.answer;
  run.answer = undefined;
  return answer;
}

/**
 * Pauses the game for a decision. The task that continues with the answer (usually the asking
 * task itself) is put first on the agenda, and the agenda is recorded with the decision, so the
 * answer resumes exactly there.
 */
export function ask(run: Run, task: Task | null, decision: Omit<Decision, 'id'>): void {
  const preset = task ? run.presets?.answer(decision) : undefined;
  if (preset) {
    run.agenda.unshift(task!);
    run.answer = preset;
    return;
  }
  const agenda = task ? [task, ...run.agenda] : run.agenda;
  run.agenda = [];
  emit(run, { type: 'DecisionRequested', decision: { id: nextId(run, 'd'), ...decision }, agenda });
}

/** Runs the agenda until it is empty, the game pauses for a decision, or the game is over. */
export function proceed(run: Run, perform: (run: Run, task: Task) => void): void {
  while (!run.state.over && !run.state.decision) {
    if (run.scheduled.length) {
      run.agenda.unshift(...run.scheduled);
      run.scheduled = [];
    }
    const task = run.agenda.shift();
    if (!task) return;
    perform(run, task);
  }
}
