// Revealing the top card of a library (701.16a): "reveal the top card of your library", "target
// player reveals the top card of their library"; "that card" and "it" are that card from then on,
// and "If it's a land card, [effects]. Otherwise, [effects]." says what its kind does (608.2c).
import type { Effect, Filter, PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { nounPhrase } from './nouns.js';
import type { Targets } from './targets.js';

const CLAUSE = 'reveal (701.16)';

/** "That card" and "it" name the card revealed or looked at from then on. */
export function namesTheCardSeen(targets: Targets): void {
  targets.object = 'revealed-card';
  targets.event = { noun: 'card', ref: 'revealed-card' };
  // Not "that creature": the permanent a card put onto the battlefield became is another object (400.7).
  targets.byNoun = false;
}

/**
 * Whose library: "your library" (the subject's: "you"), "their library" (another subject's), "target
 * player's library"; after "of"; or the clause fails.
 */
export function whoseLibrary(sentence: Sentence, who: PlayerRef, targets: Targets): PlayerRef {
  if (who === 'you' && sentence.accept('your', 'library')) return 'you';
  if (who !== 'you' && sentence.accept('their', 'library')) return who;
  for (const [words, opponentOnly] of [
    [['target', "player's", 'library'], false],
    [['target', "opponent's", 'library'], true],
  ] as const)
    if (who === 'you' && sentence.accept(...words))
      return targets.add({ kind: 'player', ...(opponentOnly ? { opponentOnly } : {}) });
  return sentence.fail('OBJECT', `${CLAUSE}: expected whose library`);
}

/** 701.16a: "the top card of [whose] library", after "reveal(s)"; else nothing is read. */
export function revealTop(sentence: Sentence, who: PlayerRef, targets: Targets): Effect | undefined {
  if (!sentence.accept('the', 'top', 'card', 'of')) return undefined;
  const effect: Effect = { kind: 'reveal-top', who: whoseLibrary(sentence, who, targets) };
  namesTheCardSeen(targets);
  return effect;
}

/**
 * 701.16a, 701.8b: "a card at random from [your / their] hand": the game's random source picks the
 * card revealed; "that card" and "the revealed card" are it from then on; else nothing is read.
 */
export function revealAtRandom(sentence: Sentence, who: PlayerRef, targets: Targets): Effect | undefined {
  const whose = who === 'you' ? 'your' : 'their';
  if (!sentence.accept('a', 'card', 'at', 'random', 'from', whose, 'hand')) return undefined;
  namesTheCardSeen(targets);
  return { kind: 'reveal-at-random', who };
}

/** "a land card", "an instant or sorcery card", "a creature card" (the card's kind), or the clause fails. */
export function kindOfCard(sentence: Sentence, clause: string): Filter {
  if (!sentence.accept('a') && !sentence.accept('an')) sentence.fail('OBJECT', `${clause}: expected "a"`);
  // 105.2c: "a colorless card".
  const colorless = sentence.accept('colorless') ? { colorless: true } : {};
  const phrase = nounPhrase(sentence, false);
  if (phrase?.head !== 'card' || phrase.zone)
    return sentence.fail('OBJECT', `${clause}: expected a kind of card`);
  return { ...phrase.filter, ...colorless };
}

/**
 * 608.2c: "If it's a [kind of] card, [effects]. Otherwise, [effects]" about the card revealed or
 * looked at (the last period left to the caller), each part read by `clauses`; else nothing is read.
 */
export function ifItIs(sentence: Sentence, targets: Targets, clauses: () => Effect[]): Effect | undefined {
  if (targets.object !== 'revealed-card' || !sentence.accept('if', "it's")) return undefined;
  const clause = 'if it is a kind of card (608.2c)';
  const filter = kindOfCard(sentence, clause);
  sentence.expect(clause, ',');
  const then = clauses();
  const otherwise = sentence.accept('.', 'otherwise', ',') ? clauses() : undefined;
  return { kind: 'if-object-is', what: 'revealed-card', filter, then, ...(otherwise ? { otherwise } : {}) };
}

type RevealUntil = Extract<Effect, { kind: 'reveal-until' }>;

/** Where the other cards revealed go, after "and": the words of each way of saying it. */
const THE_REST: readonly [string, RevealUntil['rest']][] = [
  ['the rest on the bottom of your library in a random order', 'bottom-random'],
  ['the rest on the bottom of your library in any order', 'bottom'],
  ['the rest into your graveyard', 'graveyard'],
  ['all other cards revealed this way into your graveyard', 'graveyard'],
  ['put all other cards revealed this way into your graveyard', 'graveyard'],
  ['exile all other cards revealed this way', 'exile'],
];

/**
 * ". Put that card into your hand (onto the battlefield) and [the rest somewhere]" or ", then put(s)
 * those cards into [your / their] graveyard" after the card sought; or the clause fails.
 */
function revealedPutAway(
  sentence: Sentence,
  who: PlayerRef,
  clause: string,
): Pick<RevealUntil, 'found' | 'rest'> {
  const whose = who === 'you' ? 'your' : 'their';
  if (
    sentence.accept(',', 'then', who === 'you' ? 'put' : 'puts', 'those', 'cards', 'into', whose, 'graveyard')
  )
    return { rest: 'graveyard' };
  if (who !== 'you') return sentence.fail('EXPECTED', `${clause}: expected where the cards revealed go`);
  sentence.expect(clause, '.', 'put', 'that', 'card');
  const found = sentence.accept('into', 'your', 'hand')
    ? 'hand'
    : sentence.accept('onto', 'the', 'battlefield')
      ? 'battlefield'
      : sentence.fail('EXPECTED', `${clause}: expected where the card found goes`);
  sentence.expect(clause, 'and');
  const rest = THE_REST.find(([words]) => sentence.accept(...words.split(' ')))?.[1];
  return { found, rest: rest ?? sentence.fail('EXPECTED', `${clause}: expected where the rest go`) };
}

/**
 * 701.16a: "cards from the top of [whose] library until [you / they] reveal a [kind of] card", then
 * where the cards go, after "reveal(s)"; "that card" is the card found from then on; else nothing is read.
 */
export function revealUntil(sentence: Sentence, who: PlayerRef, targets: Targets): Effect | undefined {
  if (!sentence.accept('cards', 'from', 'the', 'top', 'of')) return undefined;
  const clause = 'reveal cards until (701.16a)';
  const library = whoseLibrary(sentence, who, targets);
  sentence.expect(clause, 'until', who === 'you' ? 'you' : 'they', 'reveal');
  const filter = kindOfCard(sentence, clause);
  const putAway = revealedPutAway(sentence, library === 'you' ? 'you' : library, clause);
  namesTheCardSeen(targets);
  return { kind: 'reveal-until', who: library, filter, ...putAway };
}
