// What a permanent can be attached to (301.5, 303.4, 701.3): an Aura to what its enchant ability
// allows, an Equipment to a creature; nothing else can be attached to anything (704.5p).
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import { isProtectedFrom } from '../objects/protection.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { isLegalTarget } from './targets.js';
import { objectOf } from '../data/state/objects.js';

/** Whether `attachment` could legally be attached to `host` now. */
export function canBeAttachedTo(
  state: GameState,
  ctx: RulesContext,
  attachment: ObjectId,
  host: ObjectId,
): boolean {
  const object = objectOf(state, attachment);
  if (!object) return false;
  // 702.5d, 303.4: an Aura with enchant player can be attached to a player in the game, nothing else can.
  if (state.players.some((p) => p.id === host)) return auraEnchantsPlayer(state, ctx, object, host);
  if (objectOf(state, host)?.zone !== 'battlefield') return false;
  // 303.4d, 301.5c: an Aura can't enchant itself, an Equipment can't equip itself.
  if (attachment === host) return false;
  const chars = characteristics(state, ctx, attachment);
  // 303.4d, 301.5c, 704.5p: a creature (an Aura or Equipment that is one too) can't be attached.
  if (chars.types.includes('Creature') || chars.types.includes('Battle')) return false;
  if (chars.subtypes.includes('Aura')) {
    // 303.4a-c: what its enchant ability names (not a targeting check: hexproof doesn't stop it);
    // 702.16c: a permanent with protection can't be enchanted by an Aura with that quality.
    const enchant = definitionOf(ctx, object).abilities.find((a) => a.kind === 'enchant');
    return (
      !enchant ||
      isLegalTarget(state, ctx, enchant.target, host, object.controller, attachment, { ignoreHexproof: true })
    );
  }
  if (chars.subtypes.includes('Equipment'))
    // 301.5: only a creature; 702.16d: not one with protection from the Equipment's quality.
    return (
      characteristics(state, ctx, host).types.includes('Creature') &&
      !isProtectedFrom(state, ctx, host, attachment)
    );
  return false;
}

// 702.5d, 704.5m: an Aura with enchant player, to a player who is still in the game (a player who
// left can't be enchanted, 800.4a).
function auraEnchantsPlayer(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  player: PlayerId,
): boolean {
  if (!characteristics(state, ctx, object.id).subtypes.includes('Aura')) return false;
  const enchant = definitionOf(ctx, object).abilities.find((a) => a.kind === 'enchant');
  return (
    enchant?.target.kind === 'player' &&
    isLegalTarget(state, ctx, enchant.target, player, object.controller, object.id, { ignoreHexproof: true })
  );
}
