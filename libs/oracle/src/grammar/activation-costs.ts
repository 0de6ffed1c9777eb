// Cost increases and reductions of activated abilities (602.2b, 601.2f): "Activated abilities cost
// {2} more to activate unless they're mana abilities.", "Activated abilities of creatures you
// control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one
// mana."
import type { Ability, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { objectPhrase } from './object-phrases.js';

const CLAUSE = 'activation cost (602.2b)';

/** "{N}", a generic mana symbol, if one comes next. */
function genericMana(sentence: Sentence): number | undefined {
  const symbol = sentence.peek();
  if (symbol?.kind !== 'symbol' || !/^\{\d+\}$/.test(symbol.text)) return undefined;
  sentence.take();
  return Number(symbol.text.slice(1, -1));
}

/** The whole line; else nothing is read. */
export function activationCostLine(sentence: Sentence, text: string): Ability[] | undefined {
  if (!sentence.accept('activated', 'abilities')) return undefined;
  const of = sentence.accept('of') ? objectPhrase(sentence, 'many') : undefined;
  sentence.expect(CLAUSE, 'cost');
  const amount = genericMana(sentence) ?? sentence.fail('COST', `${CLAUSE}: expected generic mana`);
  const more = sentence.accept('more');
  if (!more && !sentence.accept('less')) sentence.fail('EXPECTED', `${CLAUSE}: expected "more" or "less"`);
  sentence.expect(CLAUSE, 'to', 'activate');
  const exceptManaAbilities = sentence.accept('unless', "they're", 'mana', 'abilities');
  sentence.expect(CLAUSE, '.');
  // 601.2f: a reduction that leaves at least one mana.
  const leavesOneMana =
    !more &&
    sentence.accept(..."this effect can't reduce the mana in that cost to less than one mana .".split(' '));
  if (!sentence.done) sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  const effect: StaticEffect = {
    kind: 'activation-cost-modification',
    generic: more ? amount : -amount,
    ...(of ? { of } : {}),
    ...(exceptManaAbilities ? { exceptManaAbilities: true as const } : {}),
    ...(leavesOneMana ? { leavesOneMana: true as const } : {}),
  };
  return [{ kind: 'static', text, effect }];
}
