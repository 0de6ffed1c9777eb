// Auras (303.4): "Enchant [object]" (702.5), and the static abilities that change the enchanted
// object: "Enchanted creature gets +2/+0 and has trample.", "... can't attack or block." (613.4c,
// 613.1f, 508.1c, 509.1b).
import type { Ability, Keyword, StaticEffect, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordList } from './keywords.js';

/** What "Enchant ..." may name (702.5a), as the target of the Aura spell (303.4a). */
const ENCHANTABLE: readonly [string, TargetSpec][] = [
  ['creature', { kind: 'creature' }],
  ['permanent', { kind: 'permanent', filter: {} }],
  ['land', { kind: 'permanent', filter: { types: ['Land'] } }],
  ['artifact', { kind: 'permanent', filter: { types: ['Artifact'] } }],
  ['enchantment', { kind: 'permanent', filter: { types: ['Enchantment'] } }],
];

/** "Enchant [object]" as a whole line, else nothing is read. */
export function enchantLine(sentence: Sentence): Ability[] | undefined {
  const mark = sentence.mark;
  if (sentence.accept('enchant')) {
    const found = ENCHANTABLE.find(([word]) => sentence.accept(word));
    if (found && sentence.done) return [{ kind: 'enchant', target: { ...found[1] } }];
  }
  sentence.reset(mark);
  return undefined;
}

/** "Enchanted [creature] ..." as a whole line: its static abilities, one per effect (604.1); else nothing is read. */
export function enchantedLine(sentence: Sentence, text: string): Ability[] | undefined {
  if (!ENCHANTABLE.some(([word]) => sentence.accept('enchanted', word))) return undefined;
  const clause = 'enchanted object (303.4)';
  const effects: StaticEffect[] = [];
  if (sentence.accept('gets')) {
    const [power, toughness] = ptChange(sentence, clause);
    effects.push({ kind: 'modify-pt', affected: 'enchanted', power, toughness });
    if (sentence.accept('and', 'has'))
      effects.push(grant(keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`)));
  } else if (sentence.accept('has')) {
    effects.push(grant(keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`)));
  } else if (sentence.accept("can't", 'attack', 'or', 'block')) {
    effects.push(
      { kind: 'cant-attack', affected: 'enchanted' },
      { kind: 'cant-block', affected: 'enchanted' },
    );
  } else if (sentence.accept("can't", 'block')) effects.push({ kind: 'cant-block', affected: 'enchanted' });
  else if (sentence.accept("can't", 'attack')) effects.push({ kind: 'cant-attack', affected: 'enchanted' });
  else sentence.fail('STATIC', `${clause}: an effect the compiler does not know`);
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${clause}: expected the end of the line`);
  return effects.map((effect) => ({ kind: 'static', text, effect }));
}

function grant(keywords: Keyword[]): StaticEffect {
  return { kind: 'grant-keywords', affected: 'enchanted', keywords };
}

/** "+N/+M" (613.4c). */
function ptChange(sentence: Sentence, clause: string): [number, number] {
  const signed = () => {
    const token = sentence.peek();
    if (token?.kind !== 'number' || !/^[+-]/.test(token.text))
      return sentence.fail('AMOUNT', `${clause}: expected +N/+N`);
    sentence.take();
    return Number(token.text);
  };
  const power = signed();
  sentence.expect(clause, '/');
  return [power, signed()];
}
