// Kicked spells (702.33d): "If this spell was kicked, [effects]." The effects happen only if the
// kicker cost was paid, and the targets they name are the spell's only if it was kicked (601.2c).
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import type { Targets } from './targets.js';

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
