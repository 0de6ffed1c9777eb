// Conditions: the intervening "if" clause of a triggered ability (603.4) and the "as long as" of a
// static ability (611.3b): "you control three or more artifacts", "you control a Swamp", "you have 5
// or less life", "you cast it".
import type { Condition, Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { objectPhrase } from './object-phrases.js';
import { counterKind } from './counters.js';
import { self } from './self.js';

/** "N or more [objects]", "N or fewer [objects]" or "a [object]": how many permanents you control. */
function controls(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const amount = fixedAmount(sentence);
  const more = amount !== undefined && amount > 1 && sentence.accept('or', 'more');
  const fewer = !more && amount !== undefined && sentence.accept('or', 'fewer');
  if (more || fewer) {
    const filter = objectPhrase(sentence, 'many');
    const yours = filter && !filter.controller ? { ...filter, controller: 'you' as const } : undefined;
    if (yours && more) return { kind: 'controls', filter: yours, atLeast: amount };
    if (yours) return { kind: 'controls', filter: yours, atLeast: 0, atMost: amount };
  }
  sentence.reset(mark);
  const filter = eitherSubtype(sentence) ?? objectPhrase(sentence, 'one');
  if (filter && !filter.controller)
    return { kind: 'controls', filter: { ...filter, controller: 'you' }, atLeast: 1 };
  sentence.reset(mark);
  return undefined;
}

/** 205.3: "a Plains or an Island": a permanent of either subtype; else nothing is read. */
function eitherSubtype(sentence: Sentence): Filter | undefined {
  const mark = sentence.mark;
  const first = objectPhrase(sentence, 'one');
  const second = first && sentence.accept('or') ? objectPhrase(sentence, 'one') : undefined;
  const only = (f: Filter | undefined) =>
    f && Object.keys(f).length === 1 && f.subtypes?.length === 1 ? f.subtypes[0] : undefined;
  const [a, b] = [only(first), only(second)];
  if (a && b) return { anyOfSubtypes: [a, b] };
  sentence.reset(mark);
  return undefined;
}

/** "N or more cards are in your graveyard" (threshold), if these words come next; else nothing is read. */
function graveyardSize(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const amount = fixedAmount(sentence);
  if (amount && sentence.accept('or', 'more', 'cards', 'are', 'in', 'your', 'graveyard'))
    return { kind: 'graveyard-size', atLeast: amount };
  sentence.reset(mark);
  return undefined;
}

/**
 * After "there are": "N or more card types among cards in your graveyard" (delirium, 207.2c: the card
 * types of 300.1 among them); else nothing is read.
 */
function cardTypesInYourGraveyard(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const atLeast = fixedAmount(sentence);
  if (atLeast && sentence.accept('or', 'more', 'card', 'types', 'among', 'cards', 'in', 'your', 'graveyard'))
    return { kind: 'graveyard-card-types', atLeast };
  sentence.reset(mark);
  return undefined;
}

/** After "you have": "no cards in hand", "exactly N cards in hand"; else nothing is read. */
function handSize(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const amount = sentence.accept('no') ? 0 : sentence.accept('exactly') ? fixedAmount(sentence) : undefined;
  if (amount !== undefined && sentence.accept(amount === 1 ? 'card' : 'cards', 'in', 'hand'))
    return { kind: 'hand-size', atLeast: amount, atMost: amount };
  sentence.reset(mark);
  return undefined;
}

/** After "it has": "a [kind] counter on it"; else nothing is read. */
function counterOnItself(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const counter = sentence.accept('a') || sentence.accept('an') ? counterKind(sentence) : undefined;
  if (counter && sentence.accept('counter', 'on', 'it'))
    return { kind: 'counters-on-self', counter, atLeast: 1 };
  sentence.reset(mark);
  return undefined;
}

/** After "there are": "N or more [kind] counters on [this]"; else nothing is read. */
function countersOnItself(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const atLeast = fixedAmount(sentence);
  const counter = atLeast && sentence.accept('or', 'more') ? counterKind(sentence) : undefined;
  if (counter && sentence.accept('counters', 'on') && self(sentence))
    return { kind: 'counters-on-self', counter, atLeast: atLeast! };
  sentence.reset(mark);
  return undefined;
}

/** A condition, if one comes next; else nothing is read. */
export function condition(sentence: Sentence): Condition | undefined {
  const mark = sentence.mark;
  const graveyard = graveyardSize(sentence);
  if (graveyard) return graveyard;
  if (sentence.accept('creatures', 'you', 'control', 'have', 'total', 'power')) {
    // Formidable: the total power of the creatures you control.
    const amount = fixedAmount(sentence);
    if (amount && sentence.accept('or', 'greater')) return { kind: 'total-power', atLeast: amount };
  } else if (sentence.accept('you', 'control')) {
    const found = controls(sentence);
    if (found) return found;
  } else if (sentence.accept('you', 'have')) {
    const hand = handSize(sentence);
    if (hand) return hand;
    // 119: "you have N or less life".
    const amount = fixedAmount(sentence);
    if (amount !== undefined && sentence.accept('or', 'less', 'life'))
      return { kind: 'life-at-most', who: 'you', amount };
  } else if (sentence.accept('you', 'cast', 'it')) return { kind: 'you-cast-it' };
  // 702.33d-e: "if it was kicked" (a permanent's linked ability), "if this spell was kicked".
  else if (sentence.accept('it', 'was', 'kicked') || sentence.accept('this', 'spell', 'was', 'kicked'))
    return { kind: 'kicked' };
  // 702.112b: "if it's renowned" (a triggered ability of the object itself).
  else if (sentence.accept("it's", 'renowned')) return { kind: 'designated', designation: 'renowned' };
  // 508.1: "you've been attacked this step".
  else if (sentence.accept("you've", 'been', 'attacked', 'this', 'step')) return { kind: 'attacked' };
  // 309.7: "you've completed a dungeon".
  else if (sentence.accept("you've", 'completed', 'a', 'dungeon')) return { kind: 'completed-dungeon' };
  // Innistrad's werewolves: "no spells were cast last turn", "a player cast two or more spells last turn".
  else if (sentence.accept('no', 'spells', 'were', 'cast', 'last', 'turn'))
    return { kind: 'no-spells-cast-last-turn' };
  else if (sentence.accept('a', 'player', 'cast', 'two', 'or', 'more', 'spells', 'last', 'turn'))
    return { kind: 'a-player-cast-two-spells-last-turn' };
  // 122.1: "there are two or more ki counters on [this]".
  else if (sentence.accept('there', 'are')) {
    const found = countersOnItself(sentence) ?? cardTypesInYourGraveyard(sentence);
    if (found) return found;
  }
  // 122.1: "as long as it has a +1/+1 counter on it" (in a static ability of the object itself).
  else if (sentence.accept('it', 'has')) {
    const found = counterOnItself(sentence);
    if (found) return found;
  }
  // 603.4: "if [this] started the turn untapped".
  else if (self(sentence)) {
    if (sentence.accept('started', 'the', 'turn', 'untapped')) return { kind: 'started-turn-untapped' };
    // 701.37b, 702.112b: "as long as [this] is monstrous", "if [this] is renowned".
    for (const designation of ['monstrous', 'renowned'] as const)
      if (sentence.accept('is', designation)) return { kind: 'designated', designation };
  }
  sentence.reset(mark);
  return undefined;
}
