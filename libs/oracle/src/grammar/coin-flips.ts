// Flipping a coin (705): "Flip a coin. If you win the flip, [effects]. If you lose the flip, [effects]."
// The sentences after the flip say what each outcome does (705.2: the player who flips wins or loses).
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** A coin flip and the sentences of its outcomes, each read by `outcome`; else nothing is read. */
export function coinFlip(sentence: Sentence, outcome: () => Effect[]): Effect | undefined {
  if (!sentence.accept('flip', 'a', 'coin', '.')) return undefined;
  const won = sentence.accept('if', 'you', 'win', 'the', 'flip', ',') ? outcome() : undefined;
  const lost = sentence.accept('if', 'you', 'lose', 'the', 'flip', ',') ? outcome() : undefined;
  if (!won && !lost)
    sentence.fail('EFFECT', 'flip a coin (705): expected what happens if you win or lose the flip');
  return { kind: 'flip-coin', ...(won ? { won } : {}), ...(lost ? { lost } : {}) };
}
