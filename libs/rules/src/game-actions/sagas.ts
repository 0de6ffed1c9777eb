// Sagas (714): lore counters track their progress, chapter abilities trigger as the counters reach
// their numbers, and a Saga whose last chapter is done is sacrificed (704.5s).
import type { Ability } from '@mtg/cards';
import type { Run } from '../engine/run.js';
import { addCounters } from './actions.js';
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

export const LORE = 'lore';

/** The chapter number of a chapter ability (714.2a), or undefined for any other ability. */
export function chapterOf(ability: Ability | undefined): number | undefined {
  return ability?.kind === 'triggered' && ability.trigger.event === 'chapter'
    ? ability.trigger.chapter
    : undefined;
}

/** 714.2d: the greatest chapter number among its chapter abilities; 0 if it somehow has none. */
export function finalChapterNumber(abilities: readonly Ability[]): number {
  return Math.max(0, ...abilities.map((a) => chapterOf(a) ?? 0));
}

/** 714.2b: a chapter ability triggers when lore counters take its Saga from less than N to at least N. */
export function chapterReached(chapter: number, before: number, after: number): boolean {
  return before < chapter && chapter <= after;
}

/** 714.3b: as a player's precombat main phase begins, they put a lore counter on each Saga they control (no stack). */
export function addLoreCountersToSagas(run: Run, player: PlayerId): void {
  for (const id of run.state.battlefield) {
    if (objectOf(run.state, id)!.controller !== player) continue;
    if (characteristics(run.state, run.ctx, id).subtypes.includes('Saga'))
      addCounters(run, id, LORE, 1, { byRule: true });
  }
}

/**
 * 704.5s (714.4): a Saga with at least its final chapter number of lore counters, that is not the source
 * of a chapter ability that has triggered and not yet left the stack, is sacrificed.
 */
export function sagaIsDone(state: GameState, ctx: RulesContext, id: ObjectId, finalChapter: number): boolean {
  const saga = objectOf(state, id)!;
  if ((saga.counters[LORE] ?? 0) < finalChapter) return false;
  // The ability that triggered is the one of its definition, whatever effects now remove (113.7a).
  const abilities = definitionOf(ctx, saga).abilities;
  const isChapter = (source: string, index: number) =>
    source === id && chapterOf(abilities[index]) !== undefined;
  const waiting = state.pendingTriggers.some((t) => isChapter(t.source, t.abilityIndex));
  const onStack = state.stack.some((s) => {
    const info = objectOf(state, s)!.stack?.ability;
    return info?.kind === 'triggered' && isChapter(info.source, info.index);
  });
  return !waiting && !onStack;
}
