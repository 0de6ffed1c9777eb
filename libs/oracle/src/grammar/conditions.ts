// Conditions: the intervening "if" clause of a triggered ability (603.4) and the "as long as" of a
// static ability (611.3b): "you control three or more artifacts", "you control a Swamp", "you have 5
// or less life", "you cast it".
import type { Condition } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { objectPhrase } from './object-phrases.js';
import { self } from './self.js';

/** "N or more [objects]" or "a [object]": how many permanents you control, at least. */
function controls(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const amount = fixedAmount(sentence);
  if (amount !== undefined && amount > 1 && sentence.accept('or', 'more')) {
    const filter = objectPhrase(sentence, 'many');
    if (filter && !filter.controller)
      return { kind: 'controls', filter: { ...filter, controller: 'you' }, atLeast: amount };
  }
  sentence.reset(mark);
  const filter = objectPhrase(sentence, 'one');
  if (filter && !filter.controller)
    return { kind: 'controls', filter: { ...filter, controller: 'you' }, atLeast: 1 };
  sentence.reset(mark);
  return undefined;
}

/** A condition, if one comes next; else nothing is read. */
export function condition(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  if (sentence.accept('you', 'control')) {
    const found = controls(sentence);
    if (found) return found;
  } else if (sentence.accept('you', 'have')) {
    // 119: "you have N or less life".
    const amount = fixedAmount(sentence);
    if (amount !== undefined && sentence.accept('or', 'less', 'life'))
      return { kind: 'life-at-most', who: 'you', amount };
  } else if (sentence.accept('you', 'cast', 'it')) return { kind: 'you-cast-it' };
  // 309.7: "you've completed a dungeon".
  else if (sentence.accept("you've", 'completed', 'a', 'dungeon')) return { kind: 'completed-dungeon' };
  // Innistrad's werewolves: "no spells were cast last turn", "a player cast two or more spells last turn".
  else if (sentence.accept('no', 'spells', 'were', 'cast', 'last', 'turn'))
    return { kind: 'no-spells-cast-last-turn' };
  else if (sentence.accept('a', 'player', 'cast', 'two', 'or', 'more', 'spells', 'last', 'turn'))
    return { kind: 'a-player-cast-two-spells-last-turn' };
  // 603.4: "if [this] started the turn untapped".
  else if (self(sentence) && sentence.accept('started', 'the', 'turn', 'untapped'))
    return { kind: 'started-turn-untapped' };
  sentence.reset(mark);
  return undefined;
}
