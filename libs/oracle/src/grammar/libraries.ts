// Effects on a library (401): searching it for cards and putting them somewhere (701.19), shuffling it
// (701.20), looking at its top cards and putting them back, into a hand, on the bottom, into a
// graveyard or exile (701.16e, 401.4).
import {
  ARTIFACT_TYPES,
  ENCHANTMENT_TYPES,
  LAND_TYPES,
  SPELL_TYPES,
  type Amount,
  type CardType,
  type Effect,
  type Filter,
  type SearchDestination,
} from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { expectAmountOrX, fixedAmount } from './amounts.js';
import { nounPhrase } from './nouns.js';
import { kindOfCard, namesTheCardSeen, whoseLibrary } from './revealing.js';
import type { Targets } from './targets.js';

const SEARCH = 'search (701.19)';

/** The subtypes a card searched for may be named by alone ("an Island or Swamp card", "an Aura card"). */
const SUBTYPE_NOUNS: ReadonlySet<string> = new Set([
  ...LAND_TYPES,
  ...ARTIFACT_TYPES,
  ...ENCHANTMENT_TYPES,
  ...SPELL_TYPES,
]);

/** The words that name the cards found, singular or plural ("it", "that card", "them", "those cards"). */
const FOUND: readonly string[][] = [['it'], ['that', 'card'], ['the', 'card'], ['them'], ['those', 'cards']];

const found = (sentence: Sentence) => FOUND.some((words) => sentence.accept(...words));

/**
 * "Plains, Island, or Swamp card(s)", "basic Forest card", "Aura card": one of subtypes (205.3), after
 * the amount; else nothing is read.
 */
function subtypeCards(sentence: Sentence, plural: boolean): Filter | undefined {
  const mark = sentence.mark;
  const filter: Filter = sentence.accept('basic') ? { supertypes: ['Basic'] } : {};
  const subtypes: string[] = [];
  for (;;) {
    const word = sentence.peek();
    if (word?.kind !== 'word' || !SUBTYPE_NOUNS.has(word.text)) break;
    sentence.take();
    subtypes.push(word.text);
    if (!sentence.accept(',') && sentence.peek()?.lower !== 'or') break;
    sentence.accept('or');
  }
  if (subtypes.length && sentence.accept(plural ? 'cards' : 'card'))
    return { ...filter, ...(subtypes.length > 1 ? { anyOfSubtypes: subtypes } : { subtypes }) };
  sentence.reset(mark);
  return undefined;
}

/** 202.3: "with mana value N or less" after the cards searched for, if it comes next. */
function manaValueAtMost(sentence: Sentence, filter: Filter): Filter {
  const mark = sentence.mark;
  const value = sentence.accept('with', 'mana', 'value') ? fixedAmount(sentence) : undefined;
  if (value !== undefined && sentence.accept('or', 'less')) return { ...filter, manaValueAtMost: value };
  sentence.reset(mark);
  return filter;
}

/** 110.4: the card types of permanents, for "a Rebel permanent card". */
const PERMANENT_TYPES: CardType[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

/** The description of the cards searched for (701.19b: a stated quality, or none: "a card"), or the clause fails. */
function searchedCards(sentence: Sentence, plural: boolean): Filter {
  const subtyped = subtypeCards(sentence, plural);
  if (subtyped) return manaValueAtMost(sentence, subtyped);
  const phrase = nounPhrase(sentence, plural);
  // "a Goblin permanent card": a card of a permanent type (110.4) with that subtype.
  const permanentCard =
    phrase?.head === 'permanent' && !phrase.filter.anyOfTypes && sentence.accept(plural ? 'cards' : 'card');
  if (permanentCard) return manaValueAtMost(sentence, { ...phrase.filter, anyOfTypes: PERMANENT_TYPES });
  if (phrase?.head !== 'card' || phrase.zone)
    return sentence.fail('OBJECT', `${SEARCH}: expected the cards searched for`);
  return manaValueAtMost(sentence, phrase.filter);
}

/**
 * 701.20b: "Shuffle your library, then put the card on top of it", "then shuffle and put that card on
 * top", "Shuffle your library, then put those cards on top of it in any order" (401.4).
 */
function onTopOnceShuffled(sentence: Sentence): boolean {
  const mark = sentence.mark;
  const shuffled =
    sentence.accept('.', 'shuffle', 'your', 'library', ',', 'then', 'put') ||
    sentence.accept('.', 'shuffle', 'your', 'library', 'and', 'put') ||
    sentence.accept(',', 'then', 'shuffle', 'your', 'library', 'and', 'put') ||
    sentence.accept(',', 'then', 'shuffle', 'and', 'put');
  if (shuffled && found(sentence) && sentence.accept('on', 'top')) {
    sentence.accept('of', 'it');
    sentence.accept('in', 'any', 'order');
    return true;
  }
  sentence.reset(mark);
  return false;
}

/** Where the cards found are put: "into your hand", "onto the battlefield [tapped]", "into your graveyard"; after "put [them]". */
function putWhere(sentence: Sentence): { to: SearchDestination; tapped?: boolean } {
  if (sentence.accept('into', 'your', 'hand')) return { to: 'hand' };
  if (sentence.accept('into', 'your', 'graveyard')) return { to: 'graveyard' };
  sentence.expect(SEARCH, 'onto', 'the', 'battlefield');
  return sentence.accept('tapped') ? { to: 'battlefield', tapped: true } : { to: 'battlefield' };
}

type Search = Extract<Effect, { kind: 'search-library' }>;

/** What is done with the cards found, after the description: revealed (701.19e) and put somewhere; or the clause fails. */
function destination(sentence: Sentence): Pick<Search, 'reveal' | 'to' | 'tapped' | 'theOther'> {
  const reveal = sentence.accept(',', 'reveal') || sentence.accept('and', 'reveal');
  if (reveal && !found(sentence)) sentence.fail('OBJECT', `${SEARCH}: expected what is revealed`);
  const revealed = reveal ? { reveal } : {};
  if (onTopOnceShuffled(sentence)) return { ...revealed, to: 'library-top' };
  const and = () =>
    sentence.accept(',', 'and') ||
    sentence.accept('and') ||
    sentence.accept(',') ||
    // "... and reveal them. Put one into your hand and the other into your graveyard."
    (sentence.peek()?.lower === '.' && sentence.peek(1)?.lower === 'put' && sentence.accept('.')) ||
    !reveal;
  if (and() && sentence.accept('exile')) {
    if (!found(sentence)) sentence.fail('OBJECT', `${SEARCH}: expected what is exiled`);
    return { ...revealed, to: 'exile' };
  }
  sentence.expect(SEARCH, 'put');
  // "put one onto the battlefield tapped and the other into your hand" (Cultivate).
  if (sentence.accept('one')) {
    const one = putWhere(sentence);
    sentence.expect(SEARCH, 'and', 'the', 'other');
    return { ...revealed, ...one, theOther: putWhere(sentence) };
  }
  if (!found(sentence)) sentence.fail('OBJECT', `${SEARCH}: expected what is put`);
  return { ...revealed, ...putWhere(sentence) };
}

/**
 * 701.19a: "Search your library for [up to] N [description] card(s)[, reveal it,] and put it [where]",
 * after nothing of the clause was read; else nothing is read. The shuffle that follows is its own
 * instruction ("then shuffle your library"), but when the card found goes on top (701.20b).
 */
export function librarySearch(sentence: Sentence): Effect | undefined {
  if (!sentence.accept('search', 'your', 'library', 'for')) return undefined;
  const upTo = sentence.accept('up', 'to');
  const amount: Search['amount'] = sentence.accept('any', 'number', 'of')
    ? 'any-number'
    : expectAmountOrX(sentence, SEARCH);
  const filter = searchedCards(sentence, amount !== 1);
  return { kind: 'search-library', filter, amount, ...(upTo ? { upTo } : {}), ...destination(sentence) };
}

/** 701.20a: "[then] shuffle your library"; else nothing is read. */
export function libraryShuffle(sentence: Sentence): Effect | undefined {
  return sentence.accept('shuffle', 'your', 'library') ||
    sentence.accept('then', 'shuffle', 'your', 'library')
    ? { kind: 'shuffle-library' }
    : undefined;
}

/** "the rest on the bottom of your library [in any order]", "the other into your graveyard" (after "and"). */
function theRest(sentence: Sentence, clause: string): 'bottom' | 'graveyard' {
  if (!sentence.accept('the', 'rest') && !sentence.accept('the', 'other'))
    sentence.fail('EXPECTED', `${clause}: expected "the rest"`);
  if (sentence.accept('into', 'your', 'graveyard')) return 'graveyard';
  sentence.expect(clause, 'on', 'the', 'bottom', 'of', 'your', 'library');
  sentence.accept('in', 'any', 'order');
  return 'bottom';
}

/**
 * 701.16e, 401.4: "the top card of your library", "the top N cards of [target player's] library, then
 * put them back in any order", "the top N cards of your library. Put one of them into your hand and
 * the rest on the bottom of your library in any order", ", put one of them into your hand, and exile
 * the rest", ". You may reveal a [kind of] card from among them and put it into your hand. Then put
 * the rest on the bottom ...", after "look at" (the last period left to the caller); else nothing is read.
 */
export function lookAtTop(sentence: Sentence, targets: Targets): Effect | undefined {
  const clause = 'look at the top cards (701.16e)';
  const mark = sentence.mark;
  if (!sentence.accept('the', 'top')) return undefined;
  const one = sentence.accept('card', 'of');
  const amount: Amount | undefined = one ? 1 : sentence.accept('x') ? 'X' : fixedAmount(sentence);
  if (amount === undefined || (!one && (amount === 1 || !sentence.accept('cards', 'of')))) {
    sentence.reset(mark);
    return undefined;
  }
  const whose = whoseLibrary(sentence, 'you', targets);
  const look = { kind: 'look-at-top', amount, ...(whose === 'you' ? {} : { whose }) } as const;
  if (one) {
    namesTheCardSeen(targets);
    return { ...look, rest: 'top' };
  }
  if (sentence.accept(',', 'then', 'put', 'them', 'back', 'in', 'any', 'order'))
    return { ...look, rest: 'top' };
  if (whose !== 'you') return sentence.fail('EXPECTED', `${clause}: expected "then put them back"`);
  if (sentence.accept(',', 'put')) {
    const take = fixedAmount(sentence) ?? sentence.fail('AMOUNT', `${clause}: expected how many are taken`);
    sentence.expect(clause, 'of', 'them', 'into', 'your', 'hand', ',', 'and', 'exile', 'the', 'rest');
    return { ...look, take, rest: 'exile' };
  }
  if (sentence.accept('.', 'you', 'may', 'reveal')) return revealedFromAmong(sentence, look, clause);
  if (!sentence.accept('.', 'put')) {
    sentence.reset(mark);
    return undefined;
  }
  const take = fixedAmount(sentence);
  if (take === undefined) return sentence.fail('AMOUNT', `${clause}: expected how many are taken`);
  sentence.expect(clause, 'of', 'them', 'into', 'your', 'hand', 'and');
  return { ...look, take, rest: theRest(sentence, clause) };
}

/**
 * 701.16a: "a [kind of] card from among them and put it into your hand. [Then] put the rest on the
 * bottom of your library in any order", after "you may reveal": up to one card of that kind taken.
 */
function revealedFromAmong(
  sentence: Sentence,
  look: { kind: 'look-at-top'; amount: Amount },
  clause: string,
): Effect {
  const filter = kindOfCard(sentence, clause);
  sentence.expect(clause, 'from', 'among', 'them', 'and', 'put', 'it', 'into', 'your', 'hand', '.');
  sentence.accept('then');
  sentence.expect(clause, 'put');
  return { ...look, take: 1, upTo: true, reveal: true, filter, rest: theRest(sentence, clause) };
}

/** "[kind] cards revealed this way", "[kind] cards from among them", after "all"; or the clause fails. */
function allCardsOfKind(sentence: Sentence, clause: string): Filter {
  const phrase = nounPhrase(sentence, true);
  if (phrase?.head !== 'card' || phrase.zone)
    return sentence.fail('OBJECT', `${clause}: expected a kind of cards`);
  if (!sentence.accept('revealed', 'this', 'way')) sentence.expect(clause, 'from', 'among', 'them');
  return phrase.filter;
}

/**
 * 701.16a: "the top N cards of your library. Put all [kind] cards revealed this way into your hand and
 * the rest [on the bottom of your library in any order / into your graveyard]", ". [You may] put a
 * [kind] card from among them into your hand[. Put / and] the rest ...", after "reveal"; else nothing
 * is read.
 */
export function revealTopCards(sentence: Sentence): Effect | undefined {
  const clause = 'reveal the top cards (701.16a)';
  const mark = sentence.mark;
  const amount: Amount | undefined = sentence.accept('the', 'top')
    ? sentence.accept('x')
      ? 'X'
      : fixedAmount(sentence)
    : undefined;
  if (amount === undefined || amount === 1 || !sentence.accept('cards', 'of', 'your', 'library', '.')) {
    sentence.reset(mark);
    return undefined;
  }
  const revealed = { kind: 'look-at-top', amount, revealAll: true } as const;
  const upTo = sentence.accept('you', 'may');
  sentence.expect(clause, 'put');
  if (!upTo && sentence.accept('all')) {
    const filter = allCardsOfKind(sentence, clause);
    sentence.expect(clause, 'into', 'your', 'hand', 'and');
    return { ...revealed, take: 'all', filter, rest: theRest(sentence, clause) };
  }
  const filter = kindOfCard(sentence, clause);
  sentence.expect(clause, 'from', 'among', 'them', 'into', 'your', 'hand');
  if (!sentence.accept('and')) sentence.expect(clause, '.', 'put');
  return { ...revealed, take: 1, ...(upTo ? { upTo } : {}), filter, rest: theRest(sentence, clause) };
}
