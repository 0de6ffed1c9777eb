// Effect sentences (608.2c): what a resolving spell or ability does, one imperative or declarative
// sentence at a time ("Destroy target creature.", "Target player discards two cards.").
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { expectAmount, expectPowerToughness, signedAmount } from './amounts.js';
import { self } from './self.js';
import { target, targetPlayer, type Targets } from './targets.js';

type Player = Extract<Effect, { kind: 'draw' }>['who'];

/** "N card(s)": the amount of cards. */
function cards(sentence: Sentence, clause: string): number {
  const amount = expectAmount(sentence, clause);
  if (!sentence.accept(amount === 1 ? 'card' : 'cards'))
    sentence.fail('CARDS', `${clause}: expected "cards"`);
  return amount;
}

/** What a player does: draws, gains or loses life, discards (the verb agrees with the subject). */
function playerAction(sentence: Sentence, who: Player, you: boolean): Effect | undefined {
  const verb = (base: string) => sentence.accept(you ? base : `${base}s`);
  if (verb('draw')) return { kind: 'draw', who, amount: cards(sentence, 'draw (121.1)') };
  if (verb('discard')) return { kind: 'discard', who, amount: cards(sentence, 'discard (701.9)') };
  for (const [base, kind] of [
    ['gain', 'gain-life'],
    ['lose', 'lose-life'],
  ] as const) {
    if (!verb(base)) continue;
    const amount = expectAmount(sentence, `${kind} (119)`);
    sentence.expect(`${kind} (119)`, 'life');
    return { kind, who, amount };
  }
  return undefined;
}

/** One effect, if the words that come next say one. */
function effect(sentence: Sentence, targets: Targets): Effect | undefined {
  // 120.3: "[this] deals N damage to [recipient]".
  const mark = sentence.mark;
  if (self(sentence) && sentence.accept('deals')) {
    const amount = expectAmount(sentence, 'damage (120.3)');
    sentence.expect('damage (120.3)', 'damage', 'to');
    const to =
      target(sentence, targets) ??
      sentence.fail('RECIPIENT', 'damage (120.3): expected what is dealt damage');
    return { kind: 'deal-damage', amount, to };
  }
  sentence.reset(mark);
  // 701.26 tap, untap; 701.13 exile.
  for (const kind of ['tap', 'untap', 'exile'] as const) {
    if (!sentence.accept(kind)) continue;
    const what = target(sentence, targets) ?? sentence.fail('OBJECT', `${kind}: expected what is affected`);
    return { kind, what };
  }
  // 701.19a: "Regenerate [this]".
  if (sentence.accept('regenerate')) {
    if (!self(sentence)) sentence.fail('OBJECT', 'regenerate (701.19): expected this object');
    return { kind: 'regenerate', what: 'self' };
  }
  // 701.22a: "Scry N".
  if (sentence.accept('scry')) return { kind: 'scry', amount: expectAmount(sentence, 'scry (701.22)') };
  // 122.1: "Put N +1/+1 counters on [object]".
  if (sentence.accept('put')) return counters(sentence, targets);
  if (sentence.accept('destroy')) {
    const what =
      target(sentence, targets) ?? sentence.fail('OBJECT', 'destroy (701.8): expected what is destroyed');
    return { kind: 'destroy', what };
  }
  if (sentence.accept('counter')) {
    const what =
      target(sentence, targets) ?? sentence.fail('OBJECT', 'counter (701.6): expected what is countered');
    return { kind: 'counter', what };
  }
  if (sentence.accept('return')) {
    const what = target(sentence, targets) ?? sentence.fail('OBJECT', 'return: expected what returns');
    sentence.expect('return to hand', 'to', 'its', "owner's", 'hand');
    return { kind: 'return-to-hand', what };
  }
  if (sentence.accept('you')) return playerAction(sentence, 'you', true);
  const player = targetPlayer(sentence, targets);
  if (player) return playerAction(sentence, player, false);
  const creature = target(sentence, targets);
  if (creature) return sentence.accept('gets') ? ptChange(sentence, creature) : undefined;
  // An imperative sentence: its subject is the spell's or ability's controller ("Draw two cards.").
  return playerAction(sentence, 'you', true);
}

/** 122.1: "put a +1/+1 counter on target creature", "put two +1/+1 counters on this creature". */
function counters(sentence: Sentence, targets: Targets): Effect {
  const clause = 'counters (122.1)';
  const amount = expectAmount(sentence, clause);
  const power = signedAmount(sentence);
  sentence.expect(clause, '/');
  const toughness = signedAmount(sentence);
  if (power === undefined || power !== toughness || Math.abs(power) !== 1)
    sentence.fail('COUNTER', `${clause}: a kind of counter the compiler does not know`);
  sentence.expect(clause, amount === 1 ? 'counter' : 'counters', 'on');
  const what = self(sentence)
    ? 'self'
    : (target(sentence, targets) ?? sentence.fail('OBJECT', `${clause}: expected where they go`));
  return { kind: 'add-counters', what, counter: power > 0 ? '+1/+1' : '-1/-1', amount };
}

/** 613.4c: "[creature] gets +N/+M until end of turn". */
function ptChange(sentence: Sentence, what: { target: number }): Effect {
  const clause = 'power and toughness (613.4c)';
  const [power, toughness] = expectPowerToughness(sentence, clause);
  sentence.expect(clause, 'until', 'end', 'of', 'turn');
  return { kind: 'modify-pt', what, power, toughness, duration: 'end-of-turn' };
}

/** An effect sentence, its period included; fails when the words don't say an effect the grammar knows. */
export function effectSentence(sentence: Sentence, targets: Targets): Effect {
  const found = effect(sentence, targets) ?? sentence.fail('EFFECT', 'no effect the compiler knows');
  if (!sentence.accept('.')) sentence.fail('END', 'expected the end of the sentence');
  return found;
}
