// Creating tokens (111.1, 701.7): "create two 1/1 white Soldier creature tokens", "create a 1/1
// colorless Thopter artifact creature token with flying", "create X 1/1 green Saproling creature tokens".
import type { Color, Effect, TokenDefinition } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { expectAmountOrX, fixedAmount } from './amounts.js';
import { perEach } from './counts.js';
import { keywordList } from './keywords.js';
import { colorWords, creatureTypeWords } from './nouns.js';

const clause = 'create a token (111.1)';

/** "N/M" (111.4: the token's power and toughness); none if no number comes next (defined by an ability, 604.3); else the clause fails. */
function powerToughness(sentence: Sentence): [number, number] | [] {
  if (sentence.peek()?.kind !== 'number') return [];
  const power = fixedAmount(sentence);
  const slash = sentence.accept('/');
  const toughness = fixedAmount(sentence);
  if (power === undefined || !slash || toughness === undefined)
    sentence.fail('TOKEN', `${clause}: expected the token's power and toughness`);
  return [power, toughness];
}

/** 105.1, 111.4: "white", "red and white", "colorless". */
function colors(sentence: Sentence): Color[] {
  return colorWords(sentence) ?? sentence.fail('TOKEN', `${clause}: expected the token's colors`);
}

/** 205.3m: the creature types of the token ("Faerie Rogue"). */
function creatureTypes(sentence: Sentence): string[] {
  const found = creatureTypeWords(sentence);
  return found.length ? found : sentence.fail('TOKEN', `${clause}: expected the token's creature types`);
}

/** "create N P/T [colors] [types] [artifact] creature token(s) [with keywords]", after "create". */
export function createCreatureTokens(sentence: Sentence): Effect {
  const count = expectAmountOrX(sentence, clause);
  const [power, toughness] = powerToughness(sentence);
  const tokenColors = colors(sentence);
  const subtypes = creatureTypes(sentence);
  const types: TokenDefinition['types'] = sentence.accept('artifact')
    ? ['Artifact', 'Creature']
    : ['Creature'];
  sentence.expect(clause, 'creature', count === 1 ? 'token' : 'tokens');
  const keywords = sentence.accept('with')
    ? (keywordList(sentence) ?? sentence.fail('KEYWORD', `${clause}: expected keywords`))
    : [];
  const token: TokenDefinition = {
    // 111.4: a token's name is its subtypes plus the word "Token".
    name: `${subtypes.join(' ')} Token`,
    colors: tokenColors,
    types,
    subtypes,
    ...(power === undefined ? {} : { power, toughness }),
    ...(keywords.length
      ? { abilities: keywords.map((keyword) => ({ kind: 'keyword' as const, keyword })) }
      : {}),
  };
  return { kind: 'create-token', token, count: perEach(sentence, count, clause) };
}
