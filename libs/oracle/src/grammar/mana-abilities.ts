// Adding mana (106.1, 106.4): "Add {G}.", "Add {C}{C}.", "Add {R} or {G}.", "Add one mana of any
// color."; an activated ability that adds mana and has no target is a mana ability (605.1a).
import type { Ability, ManaProduction, ManaType } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const MANA: Readonly<Record<string, ManaType>> = {
  '{W}': 'W',
  '{U}': 'U',
  '{B}': 'B',
  '{R}': 'R',
  '{G}': 'G',
  '{C}': 'C',
};

/** One mana symbol of a mana type, if one comes next. */
function manaSymbol(sentence: Sentence): ManaType | undefined {
  const type = MANA[sentence.peek()?.text ?? ''];
  if (type) sentence.take();
  return type;
}

/** The mana "add" adds, after "add"; or the clause fails. */
export function manaProduction(sentence: Sentence): ManaProduction {
  // 106.1b: "one mana of any color".
  if (sentence.accept('one', 'mana', 'of', 'any', 'color')) return { kind: 'any-color', amount: 1 };
  const mana: ManaType[] = [];
  let oneOf = false;
  for (let next = manaSymbol(sentence); next; next = manaSymbol(sentence)) {
    mana.push(next);
    // "Add {R} or {G}", "Add {W}, {U}, or {B}": one of them; "Add {C}{C}": all of them.
    if (sentence.accept(',')) oneOf = sentence.accept('or') || oneOf;
    else if (sentence.accept('or')) oneOf = true;
  }
  if (!mana.length) sentence.fail('MANA', 'add mana (106.1): mana the compiler does not know');
  return { kind: oneOf ? 'one-of' : 'fixed', mana };
}

/** 605.1a: an activated ability without a target that could add mana is a mana ability. */
export function asManaAbility(ability: Extract<Ability, { kind: 'activated' }>): Ability {
  const mana = !ability.targets.length && ability.effects.some((effect) => effect.kind === 'add-mana');
  return mana ? { ...ability, manaAbility: true } : ability;
}
