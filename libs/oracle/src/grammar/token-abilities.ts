// Abilities a created token has, said after it is created (111.4): 'Create a white Avatar creature
// token. It has "This creature's power and toughness are each equal to your life total."'
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { quotedAbility } from './abilities.js';
import { itselfWords } from './self.js';

const CLAUSE = 'token (111.4)';

/**
 * 'It has "[ability]"' after "create a ... token", 'They have "[ability]"' after "create two ...
 * tokens" (Eldrazi Scions): the tokens have that ability too; false if these words don't come next.
 */
export function tokenHas(sentence: Sentence, line: string | undefined, before: Effect[]): boolean {
  const mark = sentence.mark;
  const one = sentence.accept('it', 'has');
  if ((!one && !sentence.accept('they', 'have')) || sentence.peek()?.text !== '"') {
    sentence.reset(mark);
    return false;
  }
  const created = before.at(-1);
  if (created?.kind !== 'create-token' || (created.count === 1) !== one || line === undefined)
    sentence.fail('EFFECT', `${CLAUSE}: "${one ? 'It has' : 'They have'}" after no such token created`);
  // 201.5: "this creature" in the token's ability names the token, by its types.
  const itself = itselfWords(created.token.types, created.token.subtypes);
  const ability = quotedAbility(sentence, line, { named: false, itself })!;
  created.token.abilities = [...(created.token.abilities ?? []), ability];
  return true;
}

/** 111.4, 208.2: a creature token created without a power and toughness must have them defined (604.3). */
export function checkTokensDefined(sentence: Sentence, effects: Effect[]): void {
  const undefinedToken = effects.some(
    (effect) =>
      effect.kind === 'create-token' &&
      effect.token.types.includes('Creature') &&
      effect.token.power === undefined &&
      !effect.token.abilities?.some((a) => a.kind === 'static' && a.effect.kind === 'set-pt-cda'),
  );
  if (undefinedToken) sentence.fail('TOKEN', `${CLAUSE}: a creature token without power and toughness`);
}
