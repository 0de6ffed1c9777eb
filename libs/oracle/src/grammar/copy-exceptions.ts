// The exceptions of a copy effect (707.9): "except it has haste", "except it's an Illusion in
// addition to its other types and it has "[ability]"" (707.9a-b: part of the copy's copiable values).
import { CREATURE_TYPES, type Ability, type CopyException } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { quotedAbility } from './abilities.js';
import { keywordList } from './keywords.js';

const CLAUSE = 'copy exception (707.9)';

/** 707.9b: "it has [keywords or a quoted ability]", or the clause fails. */
function hasAbilities(sentence: Sentence, line: string): Ability[] {
  sentence.expect(CLAUSE, 'it', 'has');
  const keywords = keywordList(sentence);
  if (keywords) return keywords.map((keyword) => ({ kind: 'keyword', keyword }));
  // 707.9b: "this creature" in it is the copy, a creature.
  const quoted = quotedAbility(sentence, line, { named: false, itself: ['creature', 'permanent'] });
  return quoted ? [quoted] : sentence.fail('ABILITY', `${CLAUSE}: expected abilities`);
}

/** ", except ..." after a copy, if it comes next; else nothing is read. */
export function copyException(sentence: Sentence, line: string): CopyException | undefined {
  if (!sentence.accept(',', 'except')) return undefined;
  if (!sentence.accept("it's")) return { abilities: hasAbilities(sentence, line) };
  // 707.9a: "it's an Illusion in addition to its other types".
  if (!sentence.accept('a')) sentence.accept('an');
  const subtype = sentence.peek()?.text ?? '';
  if (!CREATURE_TYPES.includes(subtype)) sentence.fail('TYPE', `${CLAUSE}: expected a creature type`);
  sentence.take();
  sentence.expect(CLAUSE, 'in', 'addition', 'to', 'its', 'other', 'types');
  const abilities = sentence.accept('and') ? { abilities: hasAbilities(sentence, line) } : {};
  return { subtypes: [subtype], ...abilities };
}
