// Auras (303.4) and Equipment (301.5): "Enchant [object]" (702.5), "Equip {N}" (702.6), and the
// static abilities that change the object they are attached to: "Enchanted creature gets +2/+0 and
// has trample.", "Equipped creature gets +3/+0.", "... can't attack or block." (613.4c, 613.1f,
// 508.1c, 509.1b); and those of the object itself: "[This creature] can't block.".
import type { Ability, Affected, Keyword, StaticEffect, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { expectPowerToughness } from './amounts.js';
import { keywordList } from './keywords.js';
import { self } from './self.js';

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

/** 702.6a: "Equip {N}" as a whole line: attach to target creature you control, as a sorcery. */
export function equipLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  let mana = '';
  if (sentence.accept('equip')) while (sentence.peek()?.kind === 'symbol') mana += sentence.take()!.text;
  if (!mana || !sentence.done) {
    sentence.reset(mark);
    return undefined;
  }
  return [
    {
      kind: 'activated',
      text,
      targets: [{ kind: 'creature', filter: { controller: 'you' } }],
      cost: { mana },
      effects: [{ kind: 'attach', what: 'self', to: { target: 0 } }],
      sorcerySpeed: true,
      keyword: 'equip',
    },
  ];
}

/** Who a static ability line is about: the enchanted or equipped object, or the object itself. */
function subject(sentence: Sentence): Affected | undefined {
  if (ENCHANTABLE.some(([word]) => sentence.accept('enchanted', word))) return 'enchanted';
  if (sentence.accept('equipped', 'creature')) return 'equipped';
  const mark = sentence.mark;
  if (self(sentence) && sentence.peek()?.lower === "can't") return 'self';
  sentence.reset(mark);
  return undefined;
}

/** "[Enchanted creature] gets +N/+M and has ..." as a whole line: its static abilities, one per effect (604.1); else nothing is read. */
export function attachedStaticLine(sentence: Sentence, text: string): Ability[] | undefined {
  const affected = subject(sentence);
  if (!affected) return undefined;
  const clause = 'static ability (604.1)';
  const effects: StaticEffect[] = [];
  const grant = (keywords: Keyword[]): StaticEffect => ({ kind: 'grant-keywords', affected, keywords });
  if (affected !== 'self' && sentence.accept('gets')) {
    const [power, toughness] = expectPowerToughness(sentence, clause);
    effects.push({ kind: 'modify-pt', affected, power, toughness });
    if (sentence.accept('and', 'has'))
      effects.push(grant(keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`)));
  } else if (affected !== 'self' && sentence.accept('has')) {
    effects.push(grant(keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`)));
  } else if (sentence.accept("can't", 'attack', 'or', 'block')) {
    effects.push({ kind: 'cant-attack', affected }, { kind: 'cant-block', affected });
  } else if (sentence.accept("can't", 'block')) effects.push({ kind: 'cant-block', affected });
  else if (sentence.accept("can't", 'attack')) effects.push({ kind: 'cant-attack', affected });
  else sentence.fail('STATIC', `${clause}: an effect the compiler does not know`);
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${clause}: expected the end of the line`);
  return effects.map((effect) => ({ kind: 'static', text, effect }));
}
