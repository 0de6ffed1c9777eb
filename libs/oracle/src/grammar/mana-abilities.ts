// Mana abilities (605.1a) of the simplest form: "{T}: Add {G}.", "{T}: Add {C}{C}.", "{T}: Add {R} or {G}.".
import type { Ability, ManaType } from '@mtg/cards';
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

/** "{T}: Add ..." as a whole line (106.1, 605.1a), else nothing is read. */
export function tapForMana(sentence: Sentence, text: string): Ability | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('{t}', ':', 'add')) return undefined;
  const mana: ManaType[] = [];
  let oneOf = false;
  for (let next = manaSymbol(sentence); next; next = manaSymbol(sentence)) {
    mana.push(next);
    // "Add {R} or {G}", "Add {W}, {U}, or {B}": one of them; "Add {C}{C}": all of them.
    if (sentence.accept(',')) oneOf = sentence.accept('or') || oneOf;
    else if (sentence.accept('or')) oneOf = true;
  }
  if (!mana.length || !sentence.accept('.') || !sentence.done) {
    sentence.reset(mark);
    return undefined;
  }
  return {
    kind: 'activated',
    text,
    targets: [],
    cost: { tap: true },
    effects: [{ kind: 'add-mana', mana: { kind: oneOf ? 'one-of' : 'fixed', mana } }],
    manaAbility: true,
  };
}
