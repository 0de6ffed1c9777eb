// Costs (118): an activation cost, what comes before the colon ("{2}{G}, {T}, Sacrifice a creature",
// 602.1a), and a spell's additional cost ("As an additional cost to cast this spell, discard a card.",
// 601.2b, 118.8), each a list of cost items.
import type { Ability, Cost } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { counterPhrase } from './counters.js';
import { energySymbols } from './energy.js';
import { countedNoun } from './nouns.js';
import { self } from './self.js';

/** The mana symbols that come next, written as a mana cost ("{2}{G}"), if any. */
export function manaSymbols(sentence: Sentence): string | undefined {
  let mana = '';
  while (sentence.peek()?.kind === 'symbol' && !['{t}', '{q}', '{e}'].includes(sentence.peek()!.lower))
    mana += sentence.take()!.text;
  return mana || undefined;
}

/** "[Keyword] [mana cost]" as the whole line ("Equip {2}", "Level up {1}{W}", "Echo {2}{R}"): its cost; else nothing is read. */
export function keywordManaCost(sentence: Sentence, ...keyword: string[]): string | undefined {
  const mark = sentence.mark;
  const mana = sentence.accept(...keyword) ? manaSymbols(sentence) : undefined;
  if (mana && sentence.done) return mana;
  sentence.reset(mark);
  return undefined;
}

/** 701.21a: "sacrifice [this]", "sacrifice a creature", "sacrifice two lands", "sacrifice another creature". */
function sacrifice(sentence: Sentence): Partial<Cost> | undefined {
  if (self(sentence)) return { sacrificeSelf: true };
  const counted = countedNoun(sentence);
  if (counted?.phrase.head !== 'permanent') return undefined;
  return { sacrifice: { filter: counted.phrase.filter, count: counted.count } };
}

/** 701.9a: "discard a card", "discard two cards", "discard a creature card". */
function discard(sentence: Sentence): Partial<Cost> | undefined {
  // 602.2, 113.6m: "Discard this card" (channel: "Discard [its name]"): an ability activated from the hand.
  if (sentence.accept('this', 'card') || self(sentence)) return { discardSelf: true };
  const counted = countedNoun(sentence);
  if (counted?.phrase.head !== 'card' || counted.phrase.zone) return undefined;
  const { filter } = counted.phrase;
  // "Discard a card at random": the game's random source chooses the card as the cost is paid (701.8b).
  const atRandom = sentence.accept('at', 'random') ? { atRandom: true } : {};
  return {
    discard: { ...(Object.keys(filter).length ? { filter } : {}), count: counted.count, ...atRandom },
  };
}

/** 406.2: "exile a creature card from your graveyard", "exile a blue card from your hand". */
function exile(sentence: Sentence): Partial<Cost> | undefined {
  const counted = countedNoun(sentence);
  const { owner, ...filter } = counted?.phrase.filter ?? {};
  const from = counted?.phrase.zone;
  if (!counted || counted.phrase.head !== 'card' || !from || owner !== 'you') return undefined;
  return { exile: { from, ...(Object.keys(filter).length ? { filter } : {}), count: counted.count } };
}

/** One cost item (118.1), if one comes next; else nothing is read. */
function costItem(sentence: Sentence, cost: Cost): boolean {
  const mark = sentence.mark;
  const mana = manaSymbols(sentence);
  const item: Partial<Cost> | undefined = mana
    ? { mana }
    : sentence.accept('{t}')
      ? { tap: true }
      : sentence.accept('{q}')
        ? { untap: true }
        : sentence.accept('sacrifice')
          ? sacrifice(sentence)
          : sentence.accept('discard')
            ? discard(sentence)
            : sentence.accept('exile')
              ? exile(sentence)
              : sentence.accept('pay')
                ? life(sentence)
                : sentence.accept('remove')
                  ? counters(sentence, 'from')
                  : sentence.accept('put')
                    ? counters(sentence, 'on')
                    : undefined;
  // Each kind of item once ("{1}, {T}"): a second is no cost the compiler reads.
  if (!item || Object.keys(item).some((key) => key in cost)) {
    sentence.reset(mark);
    return false;
  }
  Object.assign(cost, item);
  return true;
}

/** 119.4: "pay N life", 107.14: "pay {E}{E}", after "pay". */
function life(sentence: Sentence): Partial<Cost> | undefined {
  const energy = energySymbols(sentence);
  if (energy) return { energy };
  const amount = fixedAmount(sentence);
  return amount !== undefined && sentence.accept('life') ? { life: amount } : undefined;
}

/** 122.8: "remove a +1/+1 counter from [this]", after "remove"; "put a -1/-1 counter on [this]", after "put". */
function counters(sentence: Sentence, preposition: 'from' | 'on'): Partial<Cost> | undefined {
  const found = counterPhrase(sentence);
  if (!found || typeof found.amount !== 'number' || !sentence.accept(preposition) || !self(sentence))
    return undefined;
  const spec = { counter: found.counter, amount: found.amount };
  return preposition === 'from' ? { removeCounters: spec } : { putCounters: spec };
}

/** Cost items separated by commas (602.1a) or by `separator`, as long as they come next. */
export function costItems(sentence: Sentence, separator = ','): Cost | undefined {
  const cost: Cost = {};
  let read = false;
  do {
    const mark = sentence.mark;
    if (!costItem(sentence, cost)) {
      sentence.reset(mark);
      break;
    }
    read = true;
  } while (sentence.accept(separator));
  return read ? cost : undefined;
}

/** An activation cost up to the colon (which is read); else nothing is read. */
export function activationCost(sentence: Sentence): Cost | undefined {
  const mark = sentence.mark;
  const cost = costItems(sentence);
  if (cost && sentence.accept(':')) return cost;
  sentence.reset(mark);
  return undefined;
}

/** 601.2b, 118.8: a permanent card's "As an additional cost to cast [this card], [cost]." line; else nothing is read. */
export function additionalCostAbility(sentence: Sentence, text: string): Ability[] | undefined {
  const cost = additionalCostLine(sentence);
  return cost && [{ kind: 'additional-cost', text, cost }];
}

/** 601.2b, 118.8: "As an additional cost to cast this spell, [cost]." as a whole line; else nothing is read. */
export function additionalCostLine(sentence: Sentence): Cost | undefined {
  const clause = 'additional cost (118.8)';
  if (!sentence.accept('as', 'an', 'additional', 'cost', 'to', 'cast')) return undefined;
  if (!self(sentence)) sentence.fail('EXPECTED', `${clause}: expected this spell`);
  sentence.expect(clause, ',');
  const cost = costItems(sentence) ?? sentence.fail('COST', `${clause}: a cost the compiler does not know`);
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${clause}: expected the end of the line`);
  return cost;
}
