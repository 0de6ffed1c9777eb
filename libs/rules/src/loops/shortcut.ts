// Taking shortcuts (729; seed 421): the player with priority proposes a sequence of game choices for
// all players, repeated a number of times (729.2a); each other player, in turn order, accepts it or
// shortens it by naming where they will choose differently (729.2b); then the game advances to the
// end point with every choice taken, within the one command that settled the proposal (729.2c).
// A loop of optional actions one player controls is such a proposal (seed 421.2); in a loop of
// several players' actions, a player who accepts it makes the last choice of every repetition, and
// one who shortens it stops before their own choice, leaving the last word to the choices before
// it (seed 421.3).
import { hasPriority } from '../casting/timing.js';
import type { ChoiceAnswer, Command, ShortcutAction } from '../data/commands/command.js';
import { answeringCommands, checkAnswer } from '../decisions/answers.js';
import { wholeFingerprint } from '../data/state/fingerprint.js';
import { ask, emit, reject, RuleViolation, takeAnswer, type PresetAnswers, type Run } from '../engine/run.js';
import type { Decision } from '../data/state/decision.js';
import type { PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import type { Shortcut } from '../data/state/shortcut.js';
import { apnapOrder } from '../data/state/apnap.js';

/** Plays one command within a run: `decide`'s own handling, passed in so imports go one way. */
export type Play = (run: Run, command: Command) => void;

type Propose = Extract<Command, { type: 'ProposeShortcut' }>;

/** How far a run of the shortcut got: the repetition and the game choice in it (0-based). */
interface Progress {
  iteration: number;
  action: number;
}

// 729.2a: only the player with priority proposes; the choices must be legal from the current state
// with their predictable results, which playing them on a copy of the game checks.
export function proposeShortcut(run: Run, command: Propose, play: Play): void {
  const { player, actions, times } = command;
  if (!hasPriority(run.state, player))
    reject('NO_PRIORITY', '729.2a', `${player} must have priority to propose a shortcut`);
  if (!Number.isInteger(times) || times < 1)
    reject(
      'SHORTCUT_ILLEGAL',
      '729.2a',
      'a shortcut repeats its game choices a whole number of times, at least once',
    );
  if (!actions.length) reject('SHORTCUT_ILLEGAL', '729.2a', 'a shortcut describes at least one game choice');
  const shortcut: Shortcut = {
    proposer: player,
    actions,
    times,
    answering: othersAfter(run, player),
    iterations: times,
    stopBefore: [],
  };
  checkLegal(run, shortcut, play);
  emit(run, { type: 'ShortcutProposed', player, actions, times });
  askNext(run, shortcut);
}

/** The players still in the game, in turn order starting after `player` (729.2b). */
function othersAfter(run: Run, player: PlayerId): PlayerId[] {
  const order = run.state.players.map((p) => p.id);
  const at = order.indexOf(player);
  const inGame = new Set(apnapOrder(run.state));
  return [...order.slice(at + 1), ...order.slice(0, at)].filter((p) => inGame.has(p));
}

function checkLegal(run: Run, shortcut: Shortcut, play: Play): void {
  const { state, ctx, reactions } = run;
  const copy: Run = {
    state,
    owned: { unfingerprinted: true },
    events: [],
    agenda: [],
    ctx,
    reactions,
    scheduled: [],
  };
  const progress: Progress = { iteration: 0, action: 0 };
  try {
    advance(copy, shortcut, play, progress);
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    const { code, rule, message } = error.rejection;
    reject(
      'SHORTCUT_ILLEGAL',
      `729.2a, ${rule}`,
      `repetition ${progress.iteration + 1}, game choice ${progress.action + 1} can't be taken: ${code} ${message}`,
    );
  }
  // 729.2a: the ending point is a place where a player has priority.
  if (!copy.state.over && copy.state.decision)
    reject(
      'SHORTCUT_ILLEGAL',
      '729.2a',
      `the shortcut would end with ${copy.state.decision.player} to answer "${copy.state.decision.prompt}", not with a player having priority`,
    );
}

function askNext(run: Run, shortcut: Shortcut): void {
  const player = shortcut.answering[0];
  if (player === undefined) {
    // 729.2c: everybody answered; the shortcut is taken once the current command's work is done.
    run.shortcut = shortcut;
    return;
  }
  const task: Task = { kind: 'shortcut', shortcut };
  ask(run, task, {
    player,
    kind: 'shortcut',
    prompt: `${shortcut.proposer} proposes a shortcut: ${describe(shortcut.actions)}, ${shortcut.times} time(s). Accept with ${shortcut.iterations}, or name fewer whole repetitions after which you choose differently (729.2b)`,
    options: [],
    min: 0,
    max: shortcut.iterations,
  });
}

function describe(actions: readonly ShortcutAction[]): string {
  return actions
    .map((a) => (a.type === 'ResolveTop' ? 'the top of the stack resolves' : `${a.player}: ${a.type}`))
    .join('; ');
}

// 729.2b: each player accepts the proposal as it stands, or shortens it to a place where they will
// make a different game choice: their first choice after that many whole repetitions.
export function answerShortcut(run: Run, task: Extract<Task, { kind: 'shortcut' }>): void {
  const answer = takeAnswer(run);
  const shortcut = task.shortcut;
  if (answer?.kind !== 'number') return askNext(run, shortcut);
  const [player, ...answering] = shortcut.answering;
  const shortened = answer.value < shortcut.iterations;
  askNext(run, {
    ...shortcut,
    answering,
    ...(shortened ? { iterations: answer.value, stopBefore: [player!] } : {}),
  });
}

/** 729.2c: the game advances to the ending point, every game choice of the shortcut taken. */
export function takeShortcut(run: Run, play: Play): void {
  const shortcut = run.shortcut;
  if (!shortcut) return;
  run.shortcut = undefined;
  const { proposer, iterations, stopBefore } = shortcut;
  emit(run, {
    type: 'ShortcutTaken',
    player: proposer,
    iterations,
    ...(stopBefore.length ? { stoppedBefore: stopBefore } : {}),
  });
  advance(run, shortcut, play, { iteration: 0, action: 0 });
}

/**
 * Plays the shortcut's game choices up to its ending point (or until the game ends). The choices
 * that answer decisions answer them as they are asked: the game doesn't pause for them.
 */
function advance(run: Run, shortcut: Shortcut, play: Play, progress: Progress): void {
  const { actions, iterations, stopBefore } = shortcut;
  // 729.2: no loop rule looks at the states within a shortcut; the one at its ending point is fingerprinted whole.
  const fingerprinted = !run.owned.unfingerprinted;
  run.owned.unfingerprinted = true;
  try {
    for (progress.iteration = 0; progress.iteration <= iterations; progress.iteration++) {
      // After the whole repetitions, the next one goes on only up to a shortening player's choice.
      const stops = progress.iteration === iterations ? stopBefore : [];
      if (progress.iteration === iterations && !stops.length) return;
      for (progress.action = 0; progress.action < actions.length; progress.action++) {
        const answers = presetAnswers(actions, progress.action + 1, stops);
        run.presets = answers;
        if (run.state.over || !take(run, actions[progress.action]!, play, stops)) return;
        progress.action += answers.used;
      }
    }
  } finally {
    run.presets = undefined;
    if (fingerprinted) {
      run.owned.unfingerprinted = false;
      run.state = { ...run.state, fingerprint: wholeFingerprint(run.state) };
    }
  }
}

/** The answers the game choices from `from` on give, up to the first that is no answer (or a stop's). */
function presetAnswers(
  actions: readonly ShortcutAction[],
  from: number,
  stops: readonly PlayerId[],
): PresetAnswers & { used: number } {
  const answers: { player: PlayerId; command: Command['type']; answer: ChoiceAnswer }[] = [];
  for (const action of actions.slice(from)) {
    if (action.type === 'ChooseReplacement' && !stops.includes(action.player))
      answers.push({
        player: action.player,
        command: action.type,
        answer: { kind: 'options', ids: [action.effect] },
      });
    else if (action.type === 'MakeChoice' && !stops.includes(action.player))
      answers.push({ player: action.player, command: action.type, answer: action.answer });
    else break;
  }
  const presets = {
    used: 0,
    next: (player: PlayerId) => {
      const next = answers[presets.used];
      return next?.player === player ? next.answer : undefined;
    },
    answer: (decision: Omit<Decision, 'id'>) => {
      const next = answers[presets.used];
      if (next?.player !== decision.player || !answeringCommands(decision.kind).includes(next.command))
        return undefined;
      const checked = answerIfValid({ ...decision, id: '' }, next.answer);
      if (checked) presets.used++;
      return checked;
    },
    use: () => {
      presets.used++;
    },
  };
  return presets;
}

/** The answer checked against the decision, or undefined if it doesn't answer it. */
function answerIfValid(decision: Decision, answer: ChoiceAnswer): ChoiceAnswer | undefined {
  try {
    return checkAnswer(decision, answer);
  } catch (error) {
    if (error instanceof RuleViolation) return undefined;
    throw error;
  }
}

/** Takes one game choice; false when a player who shortened the shortcut would make it. */
function take(run: Run, action: ShortcutAction, play: Play, stops: readonly PlayerId[]): boolean {
  if (action.type !== 'ResolveTop') {
    if (stops.includes(action.player)) return false;
    play(run, action as Command);
    return true;
  }
  const top = run.state.stack.at(-1);
  if (top === undefined) reject('NOTHING_TO_RESOLVE', '729.2a', 'the stack is empty: nothing resolves');
  // Each player passes in turn; a full round without the top resolving can't happen (117.4).
  for (let passes = 0; passes <= run.state.players.length; passes++) {
    const { state } = run;
    if (state.over || state.decision || !state.stack.includes(top)) return true;
    const player = state.turn.priority;
    if (player === null) return true;
    if (stops.includes(player)) return false;
    play(run, { type: 'PassPriority', player });
  }
  return true;
}
