// Auras (303.4) and Equipment (301.5): "Enchant [object]" (702.5), "Equip {N}" (702.6), and the
// object they are attached to, which their static abilities change ("Enchanted creature gets +2/+0").
import type { Ability, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import type { Token } from '../parser/tokens.js';
import { keywordManaCost } from './costs.js';
import { nounPhrase } from './nouns.js';
import { targetSpec } from './targets.js';

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
  // 702.5d: "Enchant player": the Aura targets a player as it is cast and is attached to a player.
  if (sentence.accept('enchant', 'player') && sentence.done)
    return [{ kind: 'enchant', target: { kind: 'player' } }];
  sentence.reset(mark);
  if (sentence.accept('enchant')) {
    const found = ENCHANTABLE.find(([word]) => sentence.accept(word));
    if (found && sentence.done) return [{ kind: 'enchant', target: { ...found[1] } }];
    sentence.reset(mark);
    sentence.accept('enchant');
    const target = enchantablePhrase(sentence);
    if (target && sentence.done) return [{ kind: 'enchant', target }];
  }
  sentence.reset(mark);
  return undefined;
}

/**
 * 702.5a, 303.4a: a permanent an Aura may enchant, named as a target is ("creature you control",
 * "artifact or creature", "nonland permanent"); not a card in a zone, nor a spell.
 */
function enchantablePhrase(sentence: Sentence): TargetSpec | undefined {
  const phrase = nounPhrase(sentence, false);
  return phrase && phrase.head !== 'card' && phrase.head !== 'spell' ? targetSpec(phrase) : undefined;
}

/** 702.6a: "Equip {N}" as a whole line: attach to target creature you control, as a sorcery. */
export function equipLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mana = keywordManaCost(sentence, 'equip');
  if (!mana) return undefined;
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

/** "Enchanted [object]" (303.4e), "equipped creature" (301.5d): the object an Aura or Equipment is attached to, and the noun naming it. */
export function attachedObject(
  sentence: Sentence,
): { attached: 'enchanted' | 'equipped'; noun: string } | undefined {
  const enchanted = ENCHANTABLE.find(([word]) => sentence.accept('enchanted', word));
  if (enchanted) return { attached: 'enchanted', noun: enchanted[0] };
  return sentence.accept('equipped', 'creature') ? { attached: 'equipped', noun: 'creature' } : undefined;
}

/** 702.5a: the noun of the card's enchant ability among the abilities read ("creature" for "Enchant creature", or bestow), if it has one. */
export function enchantedNoun(abilities: readonly Ability[]): string | undefined {
  // 702.103b: a card with bestow, cast bestowed, is an Aura with enchant creature.
  if (abilities.some((a) => a.kind === 'alternative-cost' && a.keyword === 'bestow')) return 'creature';
  const enchant = abilities.find((ability) => ability.kind === 'enchant');
  if (!enchant) return undefined;
  const target = JSON.stringify(enchant.target);
  return ENCHANTABLE.find(([, spec]) => JSON.stringify(spec) === target)?.[0] ?? nounOf(enchant.target);
}

/** "Enchant creature you control": "enchanted creature"; "Enchant land you control": "enchanted land"; else "enchanted permanent". */
function nounOf(target: TargetSpec): string {
  if (target.kind === 'creature') return 'creature';
  const filter = target.kind === 'permanent' ? target.filter : undefined;
  const types = filter && !filter.anyOfTypes ? (filter.types ?? []) : [];
  return types.length === 1 ? types[0]!.toLowerCase() : 'permanent';
}

/**
 * 702.5a, 303.4: "enchanted [object]" is the object the Aura enchants, named as its enchant ability
 * (`noun`, when it was read) names it ("Enchant creature": "enchanted creature", "enchanted
 * creature's"). The index of the first token "enchanted" naming another object, if any.
 */
export function enchantedOtherwise(tokens: readonly Token[], noun: string | undefined): number | undefined {
  if (!noun) return undefined;
  const at = tokens.findIndex((token, i) => {
    const named = tokens[i + 1]?.lower.replace(/'s$/, '');
    return token.lower === 'enchanted' && ENCHANTABLE.some(([word]) => word === named) && named !== noun;
  });
  return at < 0 ? undefined : at;
}
