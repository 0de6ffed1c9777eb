// Sentences that end an ability's line and say how the ability works, not what it does:
// "Activate only as a sorcery." (602.5d, 307.1) and "This ability triggers only once each turn." (603.2h).
import { Sentence } from '../parser/sentence.js';

/** 602.5d: an activated ability activated only when its controller could cast a sorcery. */
export const AS_A_SORCERY = ['activate', 'only', 'as', 'a', 'sorcery', '.'];

/** 602.2: an activated ability any player may activate, they then control it. */
export const ANY_PLAYER = ['any', 'player', 'may', 'activate', 'this', 'ability', '.'];

/** 602.2, 602.5d: the same, only when the player activating it could cast a sorcery. */
export const ANY_PLAYER_AS_A_SORCERY = [
  ...ANY_PLAYER.slice(0, -1),
  ...['but', 'only', 'any', 'time', 'they', 'could', 'cast', 'a', 'sorcery', '.'],
];

/** 603.2h: a triggered ability that triggers once each turn at most. */
export const ONCE_EACH_TURN = ['this', 'ability', 'triggers', 'only', 'once', 'each', 'turn', '.'];

/**
 * The line's words before its closing sentence `words` (at the same positions: a diagnostic points
 * into the line), the line itself read to its end; undefined, nothing read, if it doesn't end so.
 */
export function beforeEnding(sentence: Sentence, words: readonly string[]): Sentence | undefined {
  const tail = sentence.tokens.slice(-words.length).map((t) => t.lower);
  if (tail.length < words.length || tail.some((word, i) => word !== words[i])) return undefined;
  const body = new Sentence(sentence.tokens.slice(0, -words.length), sentence.itself);
  body.reset(sentence.mark);
  sentence.reset(sentence.tokens.length);
  return body;
}
