// Activated abilities (602.1: "[cost]: [effect]"), and the abilities an object has in quotation
// marks ("Enchanted land has "{T}: This land deals 1 damage to any target.""; 113.1, 613.1f): a
// mana, triggered or activated ability read from the words between the marks.
import type { Ability } from '@mtg/cards';
import { NotRead, Sentence } from '../parser/sentence.js';
import { powerToughnessDefining } from './characteristic-defining.js';
import { beforeRestriction } from './activation-restrictions.js';
import { activationCost } from './costs.js';
import { effectSentences, returnsItselfFromGraveyard } from './effects.js';
import { ANY_PLAYER, ANY_PLAYER_AS_A_SORCERY, AS_A_SORCERY, beforeEnding } from './line-endings.js';
import { asManaAbility } from './mana-abilities.js';
import { Targets } from './targets.js';
import { triggeredAbility } from './triggers.js';

/** "[Cost]: [effect]" (602.1), if the line begins with a cost; else nothing is read. */
export function activatedAbility(sentence: Sentence, text: string): Ability | undefined {
  const cost = activationCost(sentence);
  if (!cost) return undefined;
  // 602.1: "it" in the effect of an activated ability is its source until another object is named.
  const targets = new Targets('self');
  // 602.2: "Any player may activate this ability [but only any time they could cast a sorcery]."
  const anyoneAsSorcery = beforeEnding(sentence, ANY_PLAYER_AS_A_SORCERY);
  const anyone = anyoneAsSorcery ?? beforeEnding(sentence, ANY_PLAYER);
  const restricted = anyone ? undefined : beforeRestriction(sentence);
  const body = restricted?.body ?? anyone ?? beforeEnding(sentence, AS_A_SORCERY);
  const effects = effectSentences(body ?? sentence, targets, text);
  const asSorcery = anyone ? !!anyoneAsSorcery : !!body;
  const timing = restricted
    ? { restriction: restricted.restriction }
    : asSorcery
      ? { sorcerySpeed: true }
      : {};
  // 605.1a: a mana ability is activated while paying, where the engine checks no restriction of 602.5b.
  if ((restricted || anyone) && effects.some((effect) => effect.kind === 'add-mana'))
    sentence.fail('RESTRICTION', 'activation restriction (602.5b) of a mana ability: not read yet');
  // 602.2: an ability whose cost discards the card itself is activated from the hand; 113.6m: one
  // that returns its card from the graveyard, from the graveyard.
  const zone = cost.discardSelf
    ? { zone: 'hand' as const }
    : returnsItselfFromGraveyard(effects)
      ? { zone: 'graveyard' as const }
      : {};
  return asManaAbility({
    kind: 'activated',
    text,
    cost,
    targets: targets.specs,
    effects,
    ...timing,
    ...zone,
    ...(anyone ? { anyPlayer: true } : {}),
  });
}

/**
 * The words between two quotation marks, from the one that comes next, as the words of an object's
 * ability that "this [word]" names it in with `itself`; undefined when none comes next.
 */
function quoted(
  sentence: Sentence,
  itself: readonly string[],
): { words: Sentence; offset: number } | undefined {
  if (sentence.peek()?.text !== '"') return undefined;
  const offset = sentence.mark + 1;
  sentence.take();
  const words = [];
  for (let next = sentence.take(); next?.text !== '"'; next = sentence.take()) {
    if (!next) return sentence.fail('QUOTE', 'quoted ability: expected the closing quotation mark');
    words.push(next);
  }
  return { words: new Sentence(words, itself), offset };
}

/**
 * A quoted ability, if one comes next: its text is the words between the marks in `line`, and the
 * object that has it is "this creature" (or "this land": a word of `itself`, what it is) in it.
 * `named`: whether the card's name may stand in it for that object (only when the object is the card itself).
 */
export function quotedAbility(
  sentence: Sentence,
  line: string,
  { named, itself }: { named: boolean; itself: readonly string[] },
): Ability | undefined {
  const found = quoted(sentence, itself);
  if (!found) return undefined;
  const { words, offset } = found;
  const text = line.slice(words.tokens[0]?.start ?? 0, words.tokens.at(-1)?.end ?? 0);
  try {
    if (!named && words.tokens.some((t) => t.kind === 'self'))
      words.fail('QUOTE', 'quoted ability: the card names itself in an ability another object has');
    const ability =
      triggeredAbility(words, text) ??
      activatedAbility(words, text) ??
      powerToughnessDefining(words, text) ??
      words.fail('ABILITY', 'quoted ability: no ability the compiler knows');
    if (!words.done) words.fail('END', 'quoted ability: expected the end of the ability');
    return ability;
  } catch (error) {
    // The diagnostic points into the line, not into the quoted words.
    if (error instanceof NotRead) throw new NotRead(error.code, error.message, error.at + offset);
    throw error;
  }
}
