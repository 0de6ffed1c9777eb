// Players an effect names (102): "you", "target player", "each opponent", and the words that refer
// back to a player or to an object's controller or owner ("that player", "its controller").
import type { PlayerRef } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { possessive, targetPlayer, type Targets } from './targets.js';

/** "Its controller", "that creature's owner": the controller (108.4) or owner (108.3) of the object referred to. */
function ofObject(sentence: Sentence, targets: Targets): PlayerRef | undefined {
  const mark = sentence.mark;
  const object = possessive(sentence, targets);
  if (object && sentence.accept('controller')) return { controllerOf: object };
  if (object && sentence.accept('owner')) return { ownerOf: object };
  sentence.reset(mark);
  return undefined;
}

/** A player phrase, if one comes next. */
export function playerPhrase(sentence: Sentence, targets: Targets): PlayerRef | undefined {
  if (sentence.accept('you')) return 'you';
  if (sentence.accept('each', 'player')) return 'each-player';
  if (sentence.accept('each', 'opponent')) return 'each-opponent';
  if (targets.player && sentence.accept('that', 'player')) return targets.player;
  // 508.5a: "defending player", whom "that player" then refers to.
  if (targets.defending && sentence.accept('defending', 'player'))
    return (targets.player = 'defending-player');
  // 614.12a: the player chosen as the source entered.
  if (sentence.accept('the', 'chosen', 'player')) return 'chosen-player';
  // 702.5d, 303.4e: the player the Aura is attached to.
  if (sentence.accept('enchanted', 'player')) return 'enchanted-player';
  return targetPlayer(sentence, targets) ?? ofObject(sentence, targets);
}
