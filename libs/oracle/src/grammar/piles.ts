// Separating into piles (700.3): "Separate all permanents target player controls into two piles.
// That player sacrifices all permanents in the pile of their choice." The ability's controller
// separates; the player chooses one pile.
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { playerPhrase } from './players.js';
import type { Targets } from './targets.js';

const CLAUSE = 'piles (700.3)';

/** The two sentences after "separate", but for the last period; or the clause fails. */
export function separatedPiles(sentence: Sentence, targets: Targets): Effect {
  sentence.expect(CLAUSE, 'all', 'permanents');
  const who = playerPhrase(sentence, targets);
  if (!who || who === 'you') return sentence.fail('PLAYER', `${CLAUSE}: expected whose permanents`);
  sentence.expect(CLAUSE, 'controls', 'into', 'two', 'piles', '.', 'that', 'player', 'sacrifices', 'all');
  sentence.expect(CLAUSE, 'permanents', 'in', 'the', 'pile', 'of', 'their', 'choice');
  return { kind: 'sacrifice-a-pile', who };
}
