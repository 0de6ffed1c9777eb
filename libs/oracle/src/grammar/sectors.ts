// Sectors (702.158): "Creatures in each sector can be blocked this turn only by creatures in the
// same sector." (509.1b), and "[each creature / all creatures] in the sector of your choice", which
// has the ability's controller choose a sector first (702.158d).
import type { Effect, Filter } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

const WITHIN_SECTORS =
  'creatures in each sector can be blocked this turn only by creatures in the same sector';

/** 702.158, 509.1b: the blocking restriction by sector, as a clause; else nothing is read. */
export function blockedWithinSectors(sentence: Sentence): Effect | undefined {
  if (!sentence.accept(...WITHIN_SECTORS.split(' '))) return undefined;
  return { kind: 'blocked-only-within-sectors', duration: 'end-of-turn' };
}

/** 702.158d: "in the sector of your choice" after the objects' filter, which it narrows, if it comes next. */
export function inChosenSector(sentence: Sentence, filter: Filter): boolean {
  if (!sentence.accept('in', 'the', 'sector', 'of', 'your', 'choice')) return false;
  filter.inChosenSector = true;
  return true;
}

/** Whether an effect acts on the objects in the sector of your choice. */
function inSector(effect: Effect): boolean {
  const what = 'what' in effect ? effect.what : undefined;
  return typeof what === 'object' && 'each' in what && !!what.each.inChosenSector;
}

/** 702.158d: a clause's effects, after the choice of a sector when they act on the objects in it. */
export function withSectorChoice(effects: Effect[]): Effect[] {
  return effects.some(inSector) ? [{ kind: 'choose-sector', effects }] : effects;
}
