// Permanents becoming creatures (205.1a-b, 613.1d, 613.4b): "All lands you control become 1/1
// creatures until end of turn. They're still lands." They keep their other types. "Inkmoth Nexus
// becomes a 1/1 Blinkmoth artifact creature with flying and infect until end of turn. It's still a
// land." (a manland); "Until end of turn, Azorius Keyrune becomes a 2/2 white and blue Bird artifact
// creature with flying." (an artifact that stays one, and nothing else).
import type { CardType, EachObject, Effect, Keyword, ObjectRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { durationIfSaid } from './durations.js';
import { keywordList } from './keywords.js';
import { colorWords, creatureTypeWords } from './nouns.js';

const CLAUSE = 'become creatures (205.1b)';

/** The plural of each card type the permanents keep ("They're still lands"). */
const STILL: Readonly<Record<string, string>> = {
  Land: 'lands',
  Artifact: 'artifacts',
  Enchantment: 'enchantments',
};

/** "become N/M creatures until end of turn. They're still [type]s", after the subject, but for the last period; else nothing is read. */
export function becomeCreatures(sentence: Sentence, what: EachObject): Effect | undefined {
  const mark = sentence.mark;
  const power = sentence.accept('become') ? fixedAmount(sentence) : undefined;
  const toughness = power !== undefined && sentence.accept('/') ? fixedAmount(sentence) : undefined;
  if (power === undefined || toughness === undefined || !sentence.accept('creatures')) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'until', 'end', 'of', 'turn', '.', "they're", 'still');
  const kept = what.each.types?.length === 1 ? STILL[what.each.types[0]!] : undefined;
  if (!kept || !sentence.accept(kept)) sentence.fail('EXPECTED', `${CLAUSE}: expected the types they keep`);
  return { kind: 'become-creatures', what, power, toughness, duration: 'end-of-turn' };
}

/** 205.1b: "It's still a land." after the effect, "that's still a land" or "in addition to its other types" in it. */
function keepsItsTypes(sentence: Sentence): boolean {
  return (
    sentence.accept('.', "it's", 'still', 'a', 'land') ||
    sentence.accept('.', "it's", 'still', 'an', 'artifact') ||
    sentence.accept("that's", 'still', 'a', 'land') ||
    sentence.accept('in', 'addition', 'to', 'its', 'other', 'types')
  );
}

/** After "with": "all creature types" (205.3m, Mutavault) or keywords; or the clause fails. */
function withWhat(sentence: Sentence): { allCreatureTypes: true } | { keywords: Keyword[] } {
  if (sentence.accept('all', 'creature', 'types')) return { allCreatureTypes: true };
  return { keywords: keywordList(sentence) ?? sentence.fail('KEYWORD', `${CLAUSE}: expected keywords`) };
}

/**
 * "becomes a 2/2 [white and blue] [Bird] [artifact] creature [with flying | with all creature types]
 * [until end of turn][. It's still a land]", after the subject, but for the last period; else
 * nothing is read.
 */
export function becomesCreature(sentence: Sentence, what: ObjectRef): Effect | undefined {
  const mark = sentence.mark;
  const article = sentence.accept('becomes') && (sentence.accept('a') || sentence.accept('an'));
  const power = article ? fixedAmount(sentence) : undefined;
  const toughness = power !== undefined && sentence.accept('/') ? fixedAmount(sentence) : undefined;
  if (power === undefined || toughness === undefined) {
    sentence.reset(mark);
    return undefined;
  }
  const colors = colorWords(sentence);
  const subtypes = creatureTypeWords(sentence);
  const types: CardType[] = sentence.accept('artifact') ? ['Artifact', 'Creature'] : ['Creature'];
  sentence.expect(CLAUSE, 'creature');
  const keepsSaid = keepsItsTypes(sentence);
  const abilities = sentence.accept('with') ? withWhat(sentence) : {};
  const duration = durationIfSaid(sentence);
  return {
    kind: 'become-creature',
    what,
    power,
    toughness,
    types,
    keeps: keepsSaid || keepsItsTypes(sentence),
    ...(subtypes.length ? { subtypes } : {}),
    ...(colors?.length ? { colors } : {}),
    ...abilities,
    duration,
  };
}
