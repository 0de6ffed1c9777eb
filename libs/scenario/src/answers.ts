// `choose:` answers as `MakeChoice` commands: checked against the pending decision's kind, and
// references matched to its options.
import type { ChoiceAnswer, Command, Decision, DecisionOption } from '@mtg/rules';
import { ScenarioError } from './errors.js';
import type { Game } from './game.js';
import type { Answer, DecisionKind, RefAmount } from './model.js';
import { show } from './util.js';
import { objectOf } from '@mtg/rules';

/** The decision kinds each form of answer answers. */
const ANSWERS: Record<Answer['kind'], readonly DecisionKind[]> = {
  // 729.2b: `yes` accepts a shortcut, `{ number: N }` shortens it to N whole repetitions.
  'yes-no': ['yes-no', 'mulligan', 'shortcut'],
  number: ['number', 'shortcut'],
  option: ['option'],
  replacement: ['replacement'],
  keep: ['keep'],
  targets: ['targets'],
  order: ['order'],
  cards: ['cards', 'bottom-cards', 'keep-tapped'],
  assign: ['damage-assignment', 'shield-division', 'division'],
  color: ['color'],
  type: ['creature-type'],
  player: ['player'],
  source: ['source'],
  modes: ['modes'],
};

/**
 * The command answering the pending decision. `lenient` (for a step that expects a rejection)
 * sends the answer whatever the decision is, for the engine to judge.
 */
export function answerCommand(game: Game, player: string, answer: Answer, lenient: boolean): Command {
  const decision = game.state.decision;
  if (!decision && !lenient) throw new ScenarioError('no decision is pending');
  if (decision && !lenient && !ANSWERS[answer.kind].includes(decision.kind)) {
    throw new ScenarioError(
      `the pending decision is ${describeDecision(decision)}, not answered by \`${answer.kind}\``,
    );
  }
  const choice = toChoice(game, decision, answer, lenient);
  const id = decision ? { decision: decision.id } : {};
  // 616.1: a replacement effect is chosen with the command made for it.
  if (answer.kind === 'replacement' && choice.kind === 'options')
    return { type: 'ChooseReplacement', player, ...id, effect: choice.ids[0]! };
  return { type: 'MakeChoice', player, ...id, answer: choice };
}

export function describeDecision(decision: Decision): string {
  return `${decision.kind} for ${decision.player} ("${decision.prompt}")`;
}

function toChoice(game: Game, decision: Decision | null, answer: Answer, lenient: boolean): ChoiceAnswer {
  switch (answer.kind) {
    case 'yes-no':
      if (decision?.kind === 'shortcut' && answer.yes) return { kind: 'number', value: decision.max };
      return { kind: 'yes-no', yes: answer.yes };
    case 'number':
      return { kind: 'number', value: answer.value };
    case 'modes':
      return { kind: 'options', ids: answer.modes.map(String) };
    case 'option':
      return { kind: 'options', ids: [optionWord(answer.option, decision, lenient)] };
    case 'color':
      return { kind: 'options', ids: [optionWord(answer.color, decision, lenient)] };
    case 'type':
      return { kind: 'options', ids: [optionWord(answer.type, decision, lenient)] };
    case 'player':
      return { kind: 'options', ids: [optionFor(game, answer.player, decision, new Set(), lenient)] };
    case 'assign':
      return { kind: 'assignment', amounts: assignedAmounts(game, decision, answer.amounts, lenient) };
    default: {
      const taken = new Set<string>();
      for (const ref of answer.refs) taken.add(optionFor(game, ref, decision, taken, lenient));
      return { kind: 'options', ids: [...taken] };
    }
  }
}

/** Each reference's amount under the option it names (a blocker, or the player or planeswalker attacked). */
function assignedAmounts(
  game: Game,
  decision: Decision | null,
  amounts: readonly RefAmount[],
  lenient: boolean,
): Record<string, number> {
  const taken = new Set<string>();
  const result: Record<string, number> = {};
  for (const { ref, amount } of amounts) {
    const id = optionFor(game, ref, decision, taken, lenient);
    taken.add(id);
    result[id] = (result[id] ?? 0) + amount;
  }
  return result;
}

const folded = (s: string) => s.toLowerCase();

function optionWord(word: string, decision: Decision | null, lenient: boolean): string {
  const options = decision?.options ?? [];
  const found = options.find((o) => o.id === word) ?? options.find((o) => folded(o.label) === folded(word));
  if (found) return found.id;
  if (lenient) return word;
  throw notAnOption(word, decision!);
}

/**
 * The option a reference names: the option that is its object (or card, or player), else the first
 * option not yet chosen whose object or label has that name (interchangeable options count as one).
 */
function optionFor(
  game: Game,
  ref: string,
  decision: Decision | null,
  taken: ReadonlySet<string>,
  lenient: boolean,
) {
  const options = (decision?.options ?? []).filter((o) => !taken.has(o.id));
  const ids = referencedIds(game, ref);
  const named = (o: DecisionOption) => {
    const name = objectOf(game.state, o.object ?? o.id)?.name;
    return (name !== undefined && folded(name) === folded(ref)) || folded(o.label) === folded(ref);
  };
  const found =
    options.find((o) => ids.includes(o.id) || (o.object !== undefined && ids.includes(o.object))) ??
    options.find(named) ??
    options.find((o) => folded(o.label).startsWith(folded(ref)));
  if (found) return found.id;
  if (lenient) return ids[0] ?? ref;
  throw notAnOption(ref, decision!);
}

/** The ids a reference may appear as among options: its player, or its object and card. */
function referencedIds(game: Game, ref: string): string[] {
  try {
    const resolved = game.references.resolve(ref, game.state);
    if (resolved.kind === 'player') return [resolved.id];
    return [...(resolved.card.object ? [resolved.card.object.id] : []), resolved.card.cardId];
  } catch {
    // Ambiguous or unknown as a reference, it may still name an option.
    return [];
  }
}

function notAnOption(what: string, decision: Decision): ScenarioError {
  const options = decision.options.map((o) => (o.label.includes(o.id) ? o.label : `${o.label} (${o.id})`));
  return new ScenarioError(
    `"${what}" is not an option of ${describeDecision(decision)}: options are ${show(options)}`,
  );
}
