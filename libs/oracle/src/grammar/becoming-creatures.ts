// Permanents becoming creatures (205.1b, 613.1d, 613.4b): "All lands you control become 1/1
// creatures until end of turn. They're still lands." They keep their other types.
import type { EachObject, Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

const CLAUSE = 'become creatures (205.1b)';

/** The plural of each card type the permanents keep ("They're still lands"). */
const STILL: Readonly<Record<string, string>> = {
  Land: 'lands',
  Artifact: 'artifacts',
  Enchantment: 'enchantments',
};

/** "become N/M creatures until end of turn. They're still [type]s", after the subject, but for the last period; else nothing is read. */
export function becomeCreatures(sentence: Sentence, what: EachObject): Effect | undefined {
  const mark = sentence.mark;
  const power = sentence.accept('become') ? fixedAmount(sentence) : undefined;
  const toughness = power !== undefined && sentence.accept('/') ? fixedAmount(sentence) : undefined;
  if (power === undefined || toughness === undefined || !sentence.accept('creatures')) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'until', 'end', 'of', 'turn', '.', "they're", 'still');
  const kept = what.each.types?.length === 1 ? STILL[what.each.types[0]!] : undefined;
  if (!kept || !sentence.accept(kept)) sentence.fail('EXPECTED', `${CLAUSE}: expected the types they keep`);
  return { kind: 'become-creatures', what, power, toughness, duration: 'end-of-turn' };
}
