// Shields against the next damage from a source chosen as the effect happens (615.7, 609.7, 614.9):
// "The next time a red source of your choice would deal damage to you this turn, prevent that
// damage.", "... an unblocked creature of your choice would deal combat damage to you this turn,
// prevent all but 1 of that damage.", "The next 2 damage that a source of your choice would deal to
// you and/or permanents you control this turn is dealt to any target instead."
import type { Effect, SourceSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { expectAmount } from './amounts.js';
import { COLOR_WORDS, nounPhrase } from './nouns.js';
import { target, type Targets } from './targets.js';

const CLAUSE = 'damage from a source of your choice (609.7)';

/** 609.7a: "a source", "a red source", "an unblocked creature" (509.1h), then "of your choice"; or the clause fails. */
function sourceOfYourChoice(sentence: Sentence): SourceSpec {
  if (!sentence.accept('a') && !sentence.accept('an'))
    sentence.fail('OBJECT', `${CLAUSE}: expected a source`);
  let source: SourceSpec;
  if (sentence.accept('unblocked')) {
    const phrase = nounPhrase(sentence, false);
    if (phrase?.head !== 'permanent') return sentence.fail('OBJECT', `${CLAUSE}: expected a creature`);
    source = { filter: phrase.filter, unblocked: true };
  } else {
    const color = COLOR_WORDS[sentence.peek()?.lower ?? ''];
    if (color) sentence.take();
    sentence.expect(CLAUSE, 'source');
    source = color ? { filter: { colors: [color] } } : {};
  }
  sentence.expect(CLAUSE, 'of', 'your', 'choice');
  return source;
}

/** 615.7: "time [source] would deal [combat] damage to you this turn, prevent [all but N of] that damage", after "the next". */
function nextTime(sentence: Sentence): Effect {
  const source = sourceOfYourChoice(sentence);
  sentence.expect(CLAUSE, 'would', 'deal');
  const combatOnly = sentence.accept('combat');
  sentence.expect(CLAUSE, 'damage', 'to', 'you', 'this', 'turn', ',', 'prevent');
  const allBut = sentence.accept('all', 'but') ? expectAmount(sentence, CLAUSE) : undefined;
  sentence.expect(CLAUSE, ...(allBut === undefined ? [] : ['of']), 'that', 'damage');
  return {
    kind: 'prevent-next-damage-from-source',
    source,
    ...(combatOnly ? { combatOnly } : {}),
    ...(allBut === undefined ? {} : { allBut }),
    duration: 'end-of-turn',
  };
}

/** 614.9: "N damage that [source] would deal to you and/or permanents you control this turn is dealt to [target] instead", after "the next". */
function nextDamageRedirected(sentence: Sentence, targets: Targets): Effect {
  const amount = expectAmount(sentence, CLAUSE);
  sentence.expect(CLAUSE, 'damage', 'that');
  const source = sourceOfYourChoice(sentence);
  const to = ['to', 'you', 'and', '/', 'or', 'permanents', 'you', 'control'];
  sentence.expect(CLAUSE, 'would', 'deal', ...to, 'this', 'turn', 'is', 'dealt', 'to');
  const redirected = target(sentence, targets) ?? sentence.fail('TARGET', `${CLAUSE}: expected a target`);
  sentence.expect(CLAUSE, 'instead');
  return {
    kind: 'redirect-next-damage-from-source',
    source,
    amount,
    to: redirected,
    duration: 'end-of-turn',
  };
}

/** The shield "the next time ..." or "the next N damage ...", if "the next" begins the clause; else nothing is read. */
export function damageShield(sentence: Sentence, targets: Targets): Effect | undefined {
  if (!sentence.accept('the', 'next')) return undefined;
  return sentence.accept('time') ? nextTime(sentence) : nextDamageRedirected(sentence, targets);
}
