// A spell's cost change of its own (601.2f): "This spell costs {1} more to cast for each target
// beyond the first.", "This spell costs {1} less to cast for each attacking creature."; affinity
// (702.41a): "Affinity for artifacts" means "This spell costs {1} less to cast for each artifact you control."
import { formatManaCost, parseManaCost, type Ability, type StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { manaSymbols } from './costs.js';
import { basicLandTypes } from './land-types.js';
import { nounPhrase, type NounPhrase } from './nouns.js';
import { self } from './self.js';

const CLAUSE = 'cost of this spell (601.2f)';

/** What the cost changes for each of: a target beyond the first (601.2f), or a permanent of a kind. */
function forEach(sentence: Sentence): Extract<StaticEffect, { kind: 'self-cost-modification' }>['forEach'] {
  if (sentence.accept('target', 'beyond', 'the', 'first')) return 'target-beyond-first';
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'permanent')
    return sentence.fail('AMOUNT', `${CLAUSE}: a count the compiler does not know`);
  return { count: phrase.filter };
}

/**
 * The mana a cost change names, as the IR holds it: its generic mana, and its other symbols ("{2}{U}"
 * more: 2 and `{U}`); undefined when it is not a mana cost or a reduction names other symbols.
 */
export function changedMana(
  mana: string | undefined,
  more: boolean,
): { generic: number; mana?: string } | undefined {
  if (!mana) return undefined;
  const symbols = parseManaCost(mana);
  const generic = symbols.reduce((n, s) => n + (s.kind === 'generic' ? s.amount : 0), 0);
  const others = symbols.filter((s) => s.kind !== 'generic');
  if (!others.length) return { generic: more ? generic : -generic };
  return more && others.every((s) => s.kind === 'colored')
    ? { generic, mana: formatManaCost(others) }
    : undefined;
}

/** "This spell costs {N} more (less) to cast for each [...].", "[It] costs {2}{U} more ...", as a whole line; else nothing is read. */
export function selfCostLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  // 201.5: the spell by its name ("Strive — Twinflame costs ...") or as "this spell".
  const mana = self(sentence) && sentence.accept('costs') ? manaSymbols(sentence) : undefined;
  const more = mana !== undefined && sentence.accept('more');
  const less = mana !== undefined && !more && sentence.accept('less');
  const change = more || less ? changedMana(mana, more) : undefined;
  if (!change) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'to', 'cast', 'for', 'each');
  const effect: StaticEffect = { kind: 'self-cost-modification', ...change, forEach: forEach(sentence) };
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'static', text, effect }];
}

/** 702.41a: "Affinity for [text]", a whole line: the spell costs {1} less for each [text] its caster controls. */
export function affinityLine(sentence: Sentence, text: string): Ability[] | undefined {
  if (!sentence.accept('affinity', 'for')) return undefined;
  const landType = basicLandTypes(sentence);
  const phrase: NounPhrase | undefined = landType
    ? { head: 'permanent', filter: { subtypes: [landType] } }
    : nounPhrase(sentence, true);
  if (phrase?.head !== 'permanent' || phrase.filter.controller)
    return sentence.fail('AMOUNT', 'affinity (702.41a): a kind of permanent the compiler does not know');
  if (!sentence.done) sentence.fail('END', 'affinity (702.41a): expected the end of the line');
  const count = { ...phrase.filter, controller: 'you' as const };
  return [
    { kind: 'static', text, effect: { kind: 'self-cost-modification', generic: -1, forEach: { count } } },
  ];
}
