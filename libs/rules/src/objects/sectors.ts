// Space sculptor (702.158): while a permanent with it is on the battlefield, each creature gets a
// sector designation (alpha, beta or gamma), chosen by its controller as a state-based action (704.5u).
import type { Sector } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { definitionOfValues } from '../layers/definition.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { apnapOrder } from '../data/state/apnap.js';
import { objectOf } from '../data/state/objects.js';

/** 702.158b: the sector designations. */
export const SECTORS: readonly Sector[] = ['alpha', 'beta', 'gamma'];

/**
 * 704.5u (702.158c): of the creatures without a sector designation, the next whose controller
 * chooses one: first those of the players who control no permanent with space sculptor (`sculpting`
 * are those who do), then the others' (each group in APNAP order, one creature at a time, each choice
 * seen by the next).
 */
export function nextSectorChoice(
  state: GameState,
  sculpting: ReadonlySet<PlayerId>,
  unsectored: readonly ObjectId[],
): { player: PlayerId; creature: ObjectId } | undefined {
  const players = apnapOrder(state);
  for (const player of [
    ...players.filter((p) => !sculpting.has(p)),
    ...players.filter((p) => sculpting.has(p)),
  ]) {
    const creature = unsectored.find((id) => objectOf(state, id)!.controller === player);
    if (creature) return { player, creature };
  }
  return undefined;
}

/**
 * 702.158b: with no permanent with space sculptor on the battlefield, the permanents that lose their
 * sector designation (`designated`, those that have one): all of them, unless an ability on the
 * stack has a source with space sculptor.
 */
export function sectorsLost(
  state: GameState,
  ctx: RulesContext,
  designated: readonly ObjectId[],
): readonly ObjectId[] {
  if (!designated.length) return [];
  // 113.7a: an ability's source is found from its copiable values, even once the source is gone.
  const sculptingAbility = state.stack.some((id) => {
    const object = objectOf(state, id)!;
    const ability = object.stack?.ability;
    if (!ability) return false;
    const source = definitionOfValues(ctx, ability.copiable ?? { name: object.name });
    return source.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'space sculptor');
  });
  return sculptingAbility ? [] : designated;
}
