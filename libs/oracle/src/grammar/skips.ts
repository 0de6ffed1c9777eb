// Skipping (614.10): "Target player skips their next draw step.", "you skip your next two turns."
import type { Effect, PlayerRef, TurnPart } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';

const CLAUSE = 'skip (614.10)';

/** The steps, phases and turns a player may skip, singular and plural (500.1). */
const PARTS: readonly [string[], TurnPart][] = [
  [['untap', 'step'], 'untap'],
  [['upkeep'], 'upkeep'],
  [['draw', 'step'], 'draw'],
  [['combat', 'phase'], 'combat-phase'],
  [['turn'], 'turn'],
];

/** 614.10: "skips their next [step]", "skip your next two turns", after the subject; else nothing is read. */
export function skipNext(sentence: Sentence, who: PlayerRef): Effect | undefined {
  const you = who === 'you';
  if (!sentence.accept(you ? 'skip' : 'skips')) return undefined;
  sentence.expect(CLAUSE, you ? 'your' : 'their', 'next');
  const count = fixedAmount(sentence) ?? 1;
  const found = PARTS.find(([words]) => {
    const plural = [...words.slice(0, -1), `${words.at(-1)}s`];
    return sentence.accept(...(count > 1 ? plural : words));
  });
  if (!found) return sentence.fail('STEP', `${CLAUSE}: a step the compiler does not know`);
  return { kind: 'skip-next-step', who, step: found[1], ...(count > 1 ? { count } : {}) };
}
