// Static abilities that change a rule of the game for players: what they may play or cast (305.2,
// 401.5, 118.9), how they spend mana (609.4b), and what can't happen to them (614.17: "You can't
// lose the game", "You can't get poison counters").
import type { Ability, StaticEffect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { counterKind } from './counters.js';

/** The lines that say one rule each, word for word. */
const RULES: readonly [string, StaticEffect][] = [
  // 104.3, 614.17
  ["you can't lose the game and your opponents can't win the game", { kind: 'cant-lose-game' }],
  // 118.9
  [
    'you may cast spells from your hand without paying their mana costs',
    { kind: 'cast-without-paying', from: 'hand' },
  ],
  // 609.4b
  ['players may spend mana as though it were mana of any color', { kind: 'spend-mana-as-any-color' }],
  // 401.5
  ['play with the top card of your library revealed', { kind: 'top-of-library-revealed' }],
  // 305.1, 401.5
  ['you may play lands from the top of your library', { kind: 'play-lands-from-library-top' }],
];

/** 305.2: "You may play an additional land (two additional lands) on each of your turns." */
function additionalLands(sentence: Sentence): StaticEffect | undefined {
  const mark = sentence.mark;
  const count = sentence.accept('you', 'may', 'play') ? fixedAmount(sentence) : undefined;
  if (
    count &&
    sentence.accept('additional', count === 1 ? 'land' : 'lands', 'on', 'each', 'of', 'your', 'turns')
  )
    return { kind: 'additional-land-plays', count };
  sentence.reset(mark);
  return undefined;
}

/** 122.1, 614.17: "You can't get poison counters." */
function cantGetCounters(sentence: Sentence): StaticEffect | undefined {
  const mark = sentence.mark;
  const counter = sentence.accept('you', "can't", 'get') ? counterKind(sentence) : undefined;
  if (counter && sentence.accept('counters')) return { kind: 'cant-have-counters', counter, on: 'you' };
  sentence.reset(mark);
  return undefined;
}

/** A line that changes a rule of the game, read whole; else nothing is read. */
export function gameRuleLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  const effect =
    RULES.find(([words]) => sentence.accept(...words.split(' ')))?.[1] ??
    additionalLands(sentence) ??
    cantGetCounters(sentence);
  if (!effect) return undefined;
  if (!sentence.accept('.') || !sentence.done) {
    sentence.reset(mark);
    return undefined;
  }
  return [{ kind: 'static', text, effect }];
}
