// Checking an answer against the pending decision before the game goes on with it.
import type { ChoiceAnswer, Command } from '../data/commands/command.js';
import { reject } from '../engine/run.js';
import type { Decision } from '../data/state/decision.js';

/** The commands that answer a kind of decision. */
export function answeringCommands(kind: Decision['kind']): Command['type'][] {
  if (kind === 'declare-attackers') return ['DeclareAttackers'];
  if (kind === 'declare-blockers') return ['DeclareBlockers'];
  // 616.1: the affected player chooses which replacement or prevention effect to apply.
  if (kind === 'replacement') return ['ChooseReplacement', 'MakeChoice'];
  // 601.2g-h: a spell's payment, before which mana abilities may be activated.
  if (kind === 'payment') return ['PayCost', 'ActivateManaAbility'];
  return ['MakeChoice'];
}

export function checkAnswer(decision: Decision, answer: ChoiceAnswer): ChoiceAnswer {
  if (decision.kind === 'yes-no' || decision.kind === 'mulligan') {
    if (answer.kind !== 'yes-no')
      reject('ANSWER_INVALID', '117.1', `"${decision.prompt}" is answered yes or no`);
    return answer;
  }
  // 729.2b: a shortcut is accepted or shortened with a number of whole repetitions.
  if (decision.kind === 'number' || decision.kind === 'shortcut') {
    if (
      answer.kind !== 'number' ||
      !Number.isInteger(answer.value) ||
      answer.value < decision.min ||
      answer.value > decision.max
    ) {
      reject(
        'ANSWER_INVALID',
        '117.1',
        `"${decision.prompt}" is answered with a number from ${decision.min} to ${decision.max}`,
      );
    }
    return answer;
  }
  if (
    decision.kind === 'damage-assignment' ||
    decision.kind === 'shield-division' ||
    decision.kind === 'division'
  )
    return checkAssignment(decision, answer);
  if (answer.kind !== 'options')
    reject('ANSWER_INVALID', '117.1', `"${decision.prompt}" is answered by choosing among its options`);
  const ids = new Set(decision.options.map((o) => o.id));
  const unknown = answer.ids.find((id) => !ids.has(id));
  if (unknown !== undefined)
    reject('ANSWER_INVALID', '117.1', `"${unknown}" is not an option of "${decision.prompt}"`);
  if (new Set(answer.ids).size !== answer.ids.length)
    reject('ANSWER_INVALID', '117.1', 'an option is chosen twice');
  if (answer.ids.length < decision.min || answer.ids.length > decision.max) {
    reject(
      'ANSWER_INVALID',
      '117.1',
      `choose ${decision.min === decision.max ? decision.min : `${decision.min} to ${decision.max}`} option(s)`,
    );
  }
  return answer;
}

// The form of a damage assignment; combat/damage.ts checks it against the rules of combat (510.1).
function checkAssignment(decision: Decision, answer: ChoiceAnswer): ChoiceAnswer {
  const amounts = answer.kind === 'assignment' ? answer.amounts : undefined;
  const wellFormed =
    typeof amounts === 'object' &&
    amounts !== null &&
    Object.values(amounts).every((n) => Number.isInteger(n) && n >= 0);
  if (!wellFormed) {
    reject(
      'ANSWER_INVALID',
      '117.1',
      `"${decision.prompt}" is answered with an amount of damage, a whole number, for each recipient`,
    );
  }
  return answer;
}
