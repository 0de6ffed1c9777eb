// Trigger conditions (603.1): "When [this] enters", "When [this] dies", "Whenever [this] attacks",
// "At the beginning of your upkeep", each followed by a comma and the ability's effect.
import type { Trigger } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { self } from './self.js';

/** "At the beginning of ..." steps the grammar reads (503.1a upkeep, 504.1 draw, 513.1 end). */
const STEPS: readonly [string[], Extract<Trigger, { event: 'step' }>][] = [
  [['your', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'yours' }],
  [['each', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'each' }],
  [['your', 'draw', 'step'], { event: 'step', step: 'draw', whose: 'yours' }],
  [['your', 'end', 'step'], { event: 'step', step: 'end', whose: 'yours' }],
  [['the', 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
];

/** "[This] enters", "dies", "attacks", "deals combat damage to a player" (603.6a, 603.10a, 508.3a, 510.3a). */
function selfEvent(sentence: Sentence): Trigger | undefined {
  if (!self(sentence)) return undefined;
  if (sentence.accept('enters')) return { event: 'enters' };
  if (sentence.accept('dies')) return { event: 'dies' };
  if (sentence.accept('attacks')) return { event: 'attacks' };
  if (sentence.accept('deals', 'combat', 'damage', 'to', 'a', 'player'))
    return { event: 'deals-damage', to: 'player', combat: true };
  return sentence.fail(
    'TRIGGER',
    'trigger condition (603.1): an event of this object the compiler does not know',
  );
}

/** A trigger condition and its comma, if the line begins with one (603.1); else nothing is read. */
export function triggerCondition(sentence: Sentence): Trigger | undefined {
  if (sentence.accept('when') || sentence.accept('whenever')) {
    const trigger =
      selfEvent(sentence) ?? sentence.fail('TRIGGER', 'trigger condition (603.1): not read yet');
    sentence.expect('trigger condition (603.1)', ',');
    return trigger;
  }
  if (!sentence.accept('at', 'the', 'beginning', 'of')) return undefined;
  const found = STEPS.find(([words]) => sentence.accept(...words));
  if (!found) return sentence.fail('TRIGGER', 'trigger condition (603.1): a step the compiler does not know');
  sentence.expect('trigger condition (603.1)', ',');
  return { ...found[1] };
}
