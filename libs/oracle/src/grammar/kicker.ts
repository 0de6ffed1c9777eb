// Kicked spells (702.33d): "If this spell was kicked, [effects]." The effects happen only if the
// kicker cost was paid, and the targets they name are the spell's only if it was kicked (601.2c).
// A kicked permanent spell (702.33e): "If this spell was kicked, it enters with two +1/+1 counters
// on it and with first strike." (614.1c: a replacement effect, and the keyword it has from then on).
import type { Ability, Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { counterPhrase } from './counters.js';
import { keyword } from './keywords.js';
import type { Targets } from './targets.js';

const CLAUSE = 'kicked permanent (702.33e)';

/** The effects of a sentence that begins "If this spell was kicked,", read by `clauses`; else nothing is read. */
export function ifKicked(
  sentence: Sentence,
  targets: Targets,
  clauses: (sentence: Sentence, targets: Targets) => Effect[],
): Effect[] | undefined {
  if (!sentence.accept('if', 'this', 'spell', 'was', 'kicked', ',')) return undefined;
  const before = targets.specs.length;
  const effects = clauses(sentence, targets);
  for (const spec of targets.specs.slice(before)) spec.ifKicked = true;
  return [{ kind: 'if-kicked', effects }];
}

/**
 * 702.33e, 614.1c: "If this spell was kicked, it enters with N +1/+1 counters on it [and with
 * haste]." as a whole line; else nothing is read.
 */
export function kickedEntering(sentence: Sentence, text: string): Ability[] | undefined {
  const mark = sentence.mark;
  if (!sentence.accept('if', 'this', 'spell', 'was', 'kicked', ',', 'it', 'enters', 'with')) return undefined;
  const counters = counterPhrase(sentence);
  if (!counters) {
    sentence.reset(mark);
    return undefined;
  }
  sentence.expect(CLAUSE, 'on', 'it');
  const kicked = { kind: 'kicked' } as const;
  const abilities: Ability[] = [
    { kind: 'replacement', text, replacement: { event: 'enters', object: 'self', counters, if: kicked } },
  ];
  if (sentence.accept('and', 'with')) {
    const granted = keyword(sentence) ?? sentence.fail('KEYWORD', `${CLAUSE}: expected a keyword`);
    abilities.push({
      kind: 'static',
      text,
      effect: { kind: 'grant-keywords', affected: 'self', keywords: [granted] },
      condition: kicked,
    });
  }
  if (!sentence.accept('.') || !sentence.done)
    sentence.fail('END', `${CLAUSE}: expected the end of the line`);
  return abilities;
}
