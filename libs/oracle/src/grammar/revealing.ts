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
