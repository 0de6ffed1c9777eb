// How many lands a player may play this turn (305.2) and from where (305.1): continuous effects
// add land plays ("You may play an additional land this turn") and let lands be played from the
// top of the library (Oracle of Mul Daya).
import type { StaticEffect } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import { battlefieldStatics } from '../objects/battlefield-statics.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

const LANDS_PER_TURN = 1; // 305.2

/** The static effects of a kind that permanents `player` controls generate (611.3a). */
function staticsOf<K extends StaticEffect['kind']>(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  kind: K,
): Extract<StaticEffect, { kind: K }>[] {
  return battlefieldStatics(state, ctx, kind).flatMap((s) =>
    s.source.controller === player ? [s.effect] : [],
  );
}

// 305.2: one land a turn, plus the additional land plays of continuous effects.
export function landPlaysAllowed(state: GameState, ctx: RulesContext, player: PlayerId): number {
  let allowed = LANDS_PER_TURN;
  for (const effect of staticsOf(state, ctx, player, 'additional-land-plays')) allowed += effect.count;
  for (const effect of state.effects) {
    if (effect.change.kind === 'additional-land-plays' && effect.affected.includes(player))
      allowed += effect.change.count;
  }
  return allowed;
}

// 401.5: "Play with the top card of your library revealed": every player sees it.
export function topOfLibraryRevealed(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  return staticsOf(state, ctx, player, 'top-of-library-revealed').length > 0;
}

/**
 * Whether `player` may play `card` as a land from where it is (305.1): from their hand, or from the
 * top of their library while an effect lets them ("You may play lands from the top of your library").
 */
export function playableLandZone(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  card: ObjectId,
): boolean {
  const object = objectOf(state, card);
  if (!object || object.owner !== player) return false;
  if (object.zone === 'hand') return true;
  return (
    object.zone === 'library' &&
    playerById(state, player).library[0] === card &&
    staticsOf(state, ctx, player, 'play-lands-from-library-top').length > 0 &&
    characteristics(state, ctx, card).types.includes('Land')
  );
}
