// How permanents enter the battlefield (614.1c, 614.12): static abilities that are replacement
// effects: "[This land] enters tapped.", "Creatures your opponents control enter tapped.", "[This
// creature] enters with two +1/+1 counters on it.", "As [this] enters, you may pay 2 life. If you
// don't, it enters tapped.", "As [this] enters, choose a color.", "Devour 2"
import type { Ability, Amount, Condition, EntryChoice, Replacement } from '@mtg/cards';
import { graftAbilities, modularAbilities, unleashAbilities } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { kickedEntering } from './kicker.js';
import { condition } from './conditions.js';
import { counterKind, counterPhrase } from './counters.js';
import { nounPhrase } from './nouns.js';
import { objectPhrase } from './object-phrases.js';
import { self } from './self.js';

const CLAUSE = 'enters (614.1c)';

/** 614.12a: what "As [this] enters, choose ..." chooses. */
const CHOICES: readonly [string[], EntryChoice][] = [
  [['a', 'color'], 'color'],
  [['a', 'creature', 'type'], 'creature-type'],
  [['an', 'opponent'], 'opponent'],
  [['a', 'player'], 'player'],
];

/** "with N +1/+1 (dream) counters on it" (122.6): X is the value paid as the spell was cast (107.3m). */
function counters(sentence: Sentence): { counter: string; amount: Amount } | undefined {
  if (!sentence.accept('with')) return undefined;
  const found = counterPhrase(sentence) ?? sentence.fail('COUNTER', `${CLAUSE}: expected counters`);
  sentence.expect(CLAUSE, 'on', 'it');
  return found;
}

/**
 * 614.1c: "Each other creature you control [of the chosen type] enters with an additional +1/+1
 * counter on it."; else nothing is read.
 */
function eachOtherEntering(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const phrase = sentence.accept('each', 'other') ? nounPhrase(sentence, false) : undefined;
  if (phrase?.head !== 'permanent') {
    sentence.reset(mark);
    return undefined;
  }
  const filter = { ...phrase.filter, other: true };
  // 614.12a: the type chosen as the source entered.
  if (sentence.accept('of', 'the', 'chosen', 'type')) filter.chosenType = true;
  sentence.expect(CLAUSE, 'enters', 'with', 'an', 'additional');
  const counter = counterKind(sentence) ?? sentence.fail('COUNTER', `${CLAUSE}: expected a kind of counter`);
  sentence.expect(CLAUSE, 'counter', 'on', 'it');
  return { event: 'enters', object: { filter }, counters: { counter, amount: 1 } };
}

/**
 * 614.1c: "unless you control a Plains or an Island", "unless you control two or fewer other lands",
 * after "[This] enters tapped"; else nothing is read.
 */
function unless(sentence: Sentence): Condition | undefined {
  if (!sentence.accept('unless')) return undefined;
  return (
    condition(sentence) ?? sentence.fail('CONDITION', `${CLAUSE}: a condition the compiler does not know`)
  );
}

/**
 * "[This] enters tapped [unless ...]." "[This] enters tapped with ... counters on it." "[Objects]
 * enter tapped." "[This] enters with ... counters on it."
 */
function entersLine(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  if (self(sentence) && sentence.accept('enters')) {
    if (sentence.accept('tapped')) {
      // "enters tapped with two charge counters on it" (Vivid lands, depletion lands).
      const entering = counters(sentence);
      const condition = entering ? undefined : unless(sentence);
      return {
        event: 'enters',
        object: 'self',
        tapped: true,
        ...(entering ? { counters: entering } : {}),
        ...(condition ? { unless: condition } : {}),
      };
    }
    const entering = counters(sentence);
    if (entering) return { event: 'enters', object: 'self', counters: entering };
  }
  sentence.reset(mark);
  const additional = eachOtherEntering(sentence);
  if (additional) return additional;
  const filter = objectPhrase(sentence, 'many');
  if (filter && sentence.accept('enter', 'tapped'))
    return { event: 'enters', object: { filter }, tapped: true };
  sentence.reset(mark);
  return undefined;
}

/** 614.12a: "As [this] enters, choose ..." or "..., you may pay N life. If you don't, it enters tapped." */
function asThisEnters(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('as') || !self(sentence) || !sentence.accept('enters', ',')) {
    sentence.reset(mark);
    return undefined;
  }
  if (sentence.accept('choose')) {
    const found = CHOICES.find(([words]) => sentence.accept(...words));
    if (!found) return sentence.fail('CHOICE', `${CLAUSE}: a choice the compiler does not know`);
    return { event: 'enters', object: 'self', choose: found[1] };
  }
  sentence.expect(CLAUSE, 'you', 'may', 'pay');
  const life = fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${CLAUSE}: expected an amount of life`);
  sentence.expect(CLAUSE, 'life', '.', 'if', 'you', "don't", ',');
  if (!sentence.accept('it') && !self(sentence)) sentence.fail('OBJECT', `${CLAUSE}: expected "it"`);
  sentence.expect(CLAUSE, 'enters', 'tapped');
  return { event: 'enters', object: 'self', payLifeOrTapped: life };
}

/**
 * 702.54a: "Bloodthirst N", the whole line: "If an opponent was dealt damage this turn, this permanent
 * enters with N +1/+1 counters on it."; else nothing is read.
 */
function bloodthirst(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const amount = sentence.accept('bloodthirst') ? fixedAmount(sentence) : undefined;
  if (amount !== undefined && sentence.done)
    return {
      event: 'enters',
      object: 'self',
      counters: { counter: '+1/+1', amount },
      if: { kind: 'opponent-dealt-damage-this-turn' },
    };
  sentence.reset(mark);
  return undefined;
}

/**
 * 702.82a: "Devour N", the whole line: "As this object enters, you may sacrifice any number of
 * creatures. This permanent enters with N +1/+1 counters on it for each creature sacrificed this way."
 */
function devour(sentence: Sentence): Replacement | undefined {
  const mark = sentence.mark;
  const amount = sentence.accept('devour') ? fixedAmount(sentence) : undefined;
  if (amount && sentence.done) return { event: 'enters', object: 'self', devour: amount };
  sentence.reset(mark);
  return undefined;
}

/** The keywords that make a permanent enter with +1/+1 counters and come with another ability (702.58a graft, 702.43a modular). */
const COUNTED_ENTERING: Readonly<Record<string, (text: string, n: number) => Ability[]>> = {
  graft: graftAbilities,
  modular: modularAbilities,
};

/** "Graft N", "Modular N", "Unleash" (702.98a), the whole line; else nothing is read. */
function enteringKeyword(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const word = sentence.take()?.lower ?? '';
  if (word === 'unleash' && sentence.done) return unleashAbilities(text);
  const counted = Object.hasOwn(COUNTED_ENTERING, word) ? COUNTED_ENTERING[word] : undefined;
  const amount = counted ? fixedAmount(sentence) : undefined;
  if (counted && amount !== undefined && sentence.done) return counted(text, amount);
  sentence.reset(mark);
  return undefined;
}

/** A line that says how permanents enter, read whole; else nothing is read. */
export function enteringLine(sentence: Sentence, text: string): Ability[] | undefined {
  const kicked = kickedEntering(sentence, text);
  if (kicked) return kicked;
  const keyword = bloodthirst(sentence) ?? devour(sentence);
  if (keyword) return [{ kind: 'replacement', text, replacement: keyword }];
  const counted = enteringKeyword(sentence, text);
  if (counted) return counted;
  const replacement = entersLine(sentence) ?? asThisEnters(sentence);
  if (!replacement) return undefined;
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return [{ kind: 'replacement', text, replacement }];
}
