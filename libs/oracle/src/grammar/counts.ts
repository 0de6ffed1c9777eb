// Counted and defined amounts (107.1, 107.3): "for each creature you control", "equal to the number
// of cards in your hand", "where X is that creature's power".
import type { Amount, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { counterKind } from './counters.js';
import { nounPhrase } from './nouns.js';
import { objectPhrase } from './object-phrases.js';
import { self } from './self.js';
import { possessive, type Targets } from './targets.js';

/**
 * The cards in your graveyard or hand ("card in your graveyard", "cards in your hand"), or in the
 * hand or graveyard of the player named before ("cards in that player's hand", "in their hand"), if they come next.
 */
function playersCards(sentence: Sentence, plural: boolean, targets?: Targets): Amount | undefined {
  const player = targets?.player;
  for (const zone of ['graveyard', 'hand'] as const) {
    if (sentence.accept(plural ? 'cards' : 'card', 'in', 'your', zone))
      return { countCards: { zone, of: 'you' } };
    if (!player) continue;
    const mark = sentence.mark;
    if (sentence.accept(plural ? 'cards' : 'card', 'in') && theirs(sentence) && sentence.accept(zone))
      return { countCards: { zone, of: player } };
    sentence.reset(mark);
  }
  return undefined;
}

/** "that player's" or "their": of the player named before. */
function theirs(sentence: Sentence): boolean {
  return sentence.accept('their') || sentence.accept('that', "player's");
}

/** "they control", "that player controls" after a noun: controlled by the player named before, if said. */
function controlledByThem(sentence: Sentence, targets?: Targets): { controlledBy: PlayerRef } | undefined {
  const player = targets?.player;
  if (player && (sentence.accept('they', 'control') || sentence.accept('that', 'player', 'controls')))
    return { controlledBy: player };
  return undefined;
}

/** 122.1: "[kind] counter on it" (the object itself, or as it last existed, 603.10), if it comes next. */
function countersOnItself(sentence: Sentence): Amount | undefined {
  const mark = sentence.mark;
  const counter = counterKind(sentence);
  if (counter && sentence.accept('counter', 'on') && (sentence.accept('it') || self(sentence)))
    return { countersOnSelf: counter };
  sentence.reset(mark);
  return undefined;
}

/** What "each [phrase]" or "the number of [phrases]" counts: permanents on the battlefield, or your cards in a zone. */
function counted(sentence: Sentence, plural: boolean, targets?: Targets): Amount | undefined {
  // 702.82b: "for each creature it devoured".
  if (sentence.accept(plural ? 'creatures' : 'creature', 'it', 'devoured')) return { devoured: true };
  const cards = playersCards(sentence, plural, targets);
  if (cards) return cards;
  const onItself = plural ? undefined : countersOnItself(sentence);
  if (onItself) return onItself;
  const phrase = nounPhrase(sentence, plural);
  // 205.3: a subtype alone ("the number of Swamps you control").
  const filter = phrase ? undefined : plural ? objectPhrase(sentence, 'many') : undefined;
  if (filter) return { count: filter, ...(filter.controller ? {} : controlledByThem(sentence, targets)) };
  if (phrase?.head !== 'permanent') return undefined;
  sentence.accept('on', 'the', 'battlefield');
  const theirs = phrase.filter.controller ? undefined : controlledByThem(sentence, targets);
  return { count: phrase.filter, ...theirs };
}

/** "[one] ... for each [phrase]": the amount one times a count, if "for each" comes next; else the amount. */
export function perEach(sentence: Sentence, amount: Amount, clause: string): Amount {
  if (!sentence.accept('for', 'each')) return amount;
  if (amount !== 1) sentence.fail('AMOUNT', `${clause}: a multiple of a count the compiler does not know`);
  return counted(sentence, false) ?? sentence.fail('AMOUNT', `${clause}: a count the compiler does not know`);
}

/**
 * A number an amount is defined as, after "equal to" or "where X is": "the number of creatures you
 * control", "that creature's power" (208.1), "its mana value" (202.3), "your life total" (119.1).
 */
export function definedAmount(sentence: Sentence, targets: Targets, clause: string): Amount {
  // "1 plus the number of ...": a sum.
  if (sentence.peek(1)?.lower === 'plus') {
    const base =
      fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${clause}: an amount the compiler does not know`);
    sentence.take();
    return { sum: [base, definedAmount(sentence, targets, clause)] };
  }
  if (sentence.accept('the', 'number', 'of'))
    return (
      counted(sentence, true, targets) ??
      sentence.fail('AMOUNT', `${clause}: a count the compiler does not know`)
    );
  if (sentence.accept('your', 'life', 'total')) return { lifeTotal: 'you' };
  // 120.10: "that excess damage" (of the damage dealt before, `ifExcess`).
  if (sentence.accept('that', 'excess', 'damage')) return { excess: true };
  const of = possessive(sentence, targets);
  if (of && sentence.accept('power')) return { powerOf: of };
  if (of && sentence.accept('mana', 'value')) return { manaValueOf: of };
  return sentence.fail('AMOUNT', `${clause}: an amount the compiler does not know`);
}

/** 107.3: the effects with X defined ("..., where X is ..."): each X in them is that amount. */
export function definingX<T>(value: T, x: Amount): T {
  if (value === 'X') return x as T;
  if (Array.isArray(value)) return value.map((item: unknown) => definingX(item, x)) as T;
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, definingX(field, x)])) as T;
}
