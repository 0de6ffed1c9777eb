// "Can't" effects of a resolving spell or ability for the turn (614.17): "Players can't gain life
// this turn." (119.7), "Damage can't be prevented this turn." (615.12).
import type { Effect } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const RESTRICTIONS: readonly [string, Effect][] = [
  [
    "players can't gain life this turn",
    { kind: 'cant-gain-life', who: 'each-player', duration: 'end-of-turn' },
  ],
  ["you can't gain life this turn", { kind: 'cant-gain-life', who: 'you', duration: 'end-of-turn' }],
  ["damage can't be prevented this turn", { kind: 'damage-cant-be-prevented', duration: 'end-of-turn' }],
];

/** A restriction clause, if one comes next; else nothing is read. */
export function restriction(sentence: Sentence): Effect | undefined {
  const found = RESTRICTIONS.find(([words]) => sentence.accept(...words.split(' ')));
  return found && { ...found[1] };
}
