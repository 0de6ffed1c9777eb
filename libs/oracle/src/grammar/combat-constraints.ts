// Restrictions and requirements on attacking and blocking that a resolving spell or ability puts on
// creatures for the turn (611.2a): "Target creature can't block this turn." (509.1b), "can't attack
// or block this turn" (508.1c), "attacks this turn if able" (508.1d), "can't be blocked this turn" (509.1b),
// "can block an additional creature this turn" (509.1a).
import type { CombatConstraint } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The words of each constraint after a singular subject, then after a plural one. */
const CONSTRAINTS: readonly [CombatConstraint, string, string][] = [
  ['cant-attack-or-block', "can't attack or block this turn", "can't attack or block this turn"],
  ['cant-attack', "can't attack this turn", "can't attack this turn"],
  ['cant-block', "can't block this turn", "can't block this turn"],
  ['attacks-if-able', 'attacks this turn if able', 'attack this turn if able'],
  ['cant-be-blocked', "can't be blocked this turn", "can't be blocked this turn"],
  [
    'can-block-additional',
    'can block an additional creature this turn',
    'can block an additional creature this turn',
  ],
  [
    'can-block-any-number',
    'can block any number of creatures this turn',
    'can block any number of creatures this turn',
  ],
];

/** The constraint the words after the subject put on it for the turn, if they name one; else nothing is read. */
export function combatConstraint(sentence: Sentence, plural: boolean): CombatConstraint | undefined {
  const found = CONSTRAINTS.find(([, singular, many]) =>
    sentence.accept(...(plural ? many : singular).split(' ')),
  );
  return found?.[0];
}
