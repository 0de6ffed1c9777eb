// Control-changing effects (613.1b, layer 2) of resolving spells and abilities: "Gain control of
// target creature until end of turn" (Threaten effects), "Gain control of target creature" (for the
// rest of the game, 611.2b).
import type { Effect, ObjectRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { durationIfSaid } from './durations.js';
import { antecedent, target, type Targets } from './targets.js';

/** "gain control of [target permanent, or it] [until end of turn]", after its subject "you"; else nothing is read. */
export function gainControl(sentence: Sentence, targets: Targets): Effect | undefined {
  const mark = sentence.mark;
  const named = targets.mark;
  const what = sentence.accept('gain', 'control', 'of') ? permanent(sentence, targets) : undefined;
  if (!what) {
    targets.reset(named);
    sentence.reset(mark);
    return undefined;
  }
  return { kind: 'gain-control', what, duration: durationIfSaid(sentence) };
}

/** A target permanent, or one named before ("it", "that creature"). */
function permanent(sentence: Sentence, targets: Targets): ObjectRef | undefined {
  const named = antecedent(sentence, targets);
  if (named) return named;
  const what = target(sentence, targets);
  const kind = what && targets.specs[what.target]!.kind;
  // Only a permanent's control (110.2): a spell's (Aethersnatch) is not read here.
  return kind === 'creature' || kind === 'permanent' ? what : undefined;
}
