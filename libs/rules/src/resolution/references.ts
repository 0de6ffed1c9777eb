// What the words of an effect refer to when it happens: "target creature", "you", "each opponent".
import type { DamageRecipient, EachObject, ObjectRef, PlayerRef } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import { matchesFilter } from '../layers/filter.js';
import { isPlayerZone } from '../data/state/updates.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { permanentsWith, type KeysOf } from '../objects/per-permanent.js';
import { UNREAD_BY_LAYERS } from '../layers/derived.js';
import type { EffectContext } from '../data/state/task.js';
import { apnapOrder } from '../data/state/apnap.js';
import { objectOf } from '../data/state/objects.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';

/** The permanent whose ability this is (or the spell itself), if it still exists as that object. */
function self(state: GameState, ctx: EffectContext): ObjectId | undefined {
  const object = objectOf(state, ctx.self);
  return object && object.cardId === ctx.sourceCardId ? object.id : undefined;
}

export function resolveObjects(
  state: GameState,
  rules: RulesContext,
  ref: ObjectRef,
  ctx: EffectContext,
): ObjectId[] {
  if (ref === 'self') return optional(self(state, ctx));
  if (ref === 'enchanted' || ref === 'equipped') {
    const id = self(state, ctx);
    return optional(id ? objectOf(state, id)!.attachedTo : undefined);
  }
  if (ref === 'trigger-object')
    return optional(ctx.triggerObject && objectOf(state, ctx.triggerObject) ? ctx.triggerObject : undefined);
  if (ref === 'top-of-library')
    return optional(state.players.find((p) => p.id === ctx.controller && !p.left)?.library[0]);
  if (ref === 'exiled-card') return exiledCards(state, ctx);
  if (ref === 'created-token') return createdTokens(state, rules, ctx);
  // "That card": the card revealed or looked at, while it is the same object (400.7).
  if (ref === 'revealed-card')
    return (ctx.revealed ?? []).map((r) => r.object).filter((id) => objectOf(state, id) !== undefined);
  return (ctx.targets[ref.target] ?? []).filter((id) => objectOf(state, id) !== undefined);
}

// "That card": the cards this ability exiled; for a delayed triggered ability, those it was created
// with, as long as they are the same objects (603.7c: a card that left exile is a new object, 400.7).
function exiledCards(state: GameState, ctx: EffectContext): ObjectId[] {
  if (ctx.linked) return ctx.linked.filter((id) => objectOf(state, id) !== undefined);
  return state.exile.filter((id) => objectOf(state, id)!.exiledWith?.ability === ctx.source);
}

// "It": the tokens this ability created, still on the battlefield; for a delayed triggered ability,
// those the ability that created it created (603.7c). Found by the ability's id, not by going
// through the battlefield: a loop makes many tokens (729).
function createdTokens(state: GameState, rules: RulesContext, ctx: EffectContext): ObjectId[] {
  if (ctx.linked) return ctx.linked.filter((id) => objectOf(state, id) !== undefined);
  const at = permanentsWith(state, rules, 'created by', createdBy, creatorKeys, ctx.source, UNREAD_BY_LAYERS);
  return at.map((i) => state.battlefield[i]!);
}

const createdBy = (o: GameObject) => o.createdBy;
const creatorKeys: KeysOf<ObjectId | undefined> = (source) => (source === undefined ? [] : [source]);

export function resolvePlayers(
  state: GameState,
  rules: RulesContext,
  ref: PlayerRef,
  ctx: EffectContext,
): PlayerId[] {
  const alive = apnapOrder(state);
  if (ref === 'you') return alive.includes(ctx.controller) ? [ctx.controller] : [];
  if (ref === 'each-player') return alive;
  if (ref === 'each-opponent') return alive.filter((p) => p !== ctx.controller);
  if (ref === 'chosen-player') return chosenPlayer(state, ctx, alive);
  // 603.2: "that player": the one the triggering event was about, if still in the game.
  if (ref === 'trigger-player')
    return ctx.triggerPlayer && alive.includes(ctx.triggerPlayer) ? [ctx.triggerPlayer] : [];
  if (ref === 'defending-player') return defendingPlayer(state, ctx, alive);
  // "At the beginning of each player's upkeep, ... that player": the player whose turn it is.
  if (ref === 'active-player') return alive.includes(state.turn.active) ? [state.turn.active] : [];
  // 702.5d: "enchanted player": the player the Aura (or, for its ability, its source) is attached to.
  if (ref === 'enchanted-player') return enchantedPlayer(state, ctx.self, alive);
  if ('target' in ref) return (ctx.targets[ref.target] ?? []).filter((id) => alive.includes(id));
  // "That player or that planeswalker's controller": the target player, or the target object's controller.
  if ('targetOrItsController' in ref)
    return (ctx.targets[ref.targetOrItsController] ?? []).flatMap((id) => {
      const player = alive.includes(id) ? id : objectOf(state, id)?.controller;
      return player && alive.includes(player) ? [player] : [];
    });
  const key = 'controllerOf' in ref ? 'controller' : 'owner';
  const of = 'controllerOf' in ref ? ref.controllerOf : ref.ownerOf;
  // 608.2h: a target that has left its zone ("Destroy target creature. Its controller loses 2 life."):
  // its last known information.
  if (typeof of === 'object' && 'target' in of)
    return (ctx.targets[of.target] ?? []).flatMap((id) => {
      const holder = objectOf(state, id) ?? ctx.targetHolders?.[id];
      return holder ? [holder[key]] : [];
    });
  const objects = resolveObjects(state, rules, of, ctx);
  return objects.map((id) => objectOf(state, id)![key]);
}

// 702.5d, 303.4e: the player the Aura is attached to, if it is one still in the game.
function enchantedPlayer(state: GameState, aura: ObjectId, alive: PlayerId[]): PlayerId[] {
  const host = objectOf(state, aura)?.attachedTo;
  return host !== undefined && alive.includes(host) ? [host] : [];
}

// 508.5a: "defending player" in an ability of an attacking creature (the trigger object, else the
// source): the player it attacks, the controller of the planeswalker it attacks, the protector of the
// battle; none once it has left combat.
function defendingPlayer(state: GameState, ctx: EffectContext, alive: PlayerId[]): PlayerId[] {
  const attacking = objectOf(state, ctx.triggerObject ?? ctx.self)?.attacking;
  const player = attacking === undefined ? undefined : defendingPlayerOf(state, attacking);
  return player && alive.includes(player) ? [player] : [];
}

// 614.12a: the player chosen as "this" permanent entered, as it last existed if it has left (608.2h).
function chosenPlayer(state: GameState, ctx: EffectContext, alive: PlayerId[]): PlayerId[] {
  const source = self(state, ctx);
  const chosen = (source ? objectOf(state, source) : ctx.lastKnown)?.chosen?.player;
  return chosen && alive.includes(chosen) ? [chosen] : [];
}

/** Damage recipients: objects and players an effect names. */
export function resolveRecipients(
  state: GameState,
  rules: RulesContext,
  ref: DamageRecipient,
  ctx: EffectContext,
): string[] {
  if (typeof ref === 'string') {
    return ref === 'self' ||
      ref === 'enchanted' ||
      ref === 'equipped' ||
      ref === 'trigger-object' ||
      ref === 'top-of-library' ||
      ref === 'exiled-card' ||
      ref === 'created-token' ||
      ref === 'revealed-card'
      ? resolveObjects(state, rules, ref, ctx)
      : resolvePlayers(state, rules, ref, ctx);
  }
  if ('target' in ref) {
    return (ctx.targets[ref.target] ?? []).filter(
      (id) => objectOf(state, id) || state.players.some((p) => p.id === id && !p.left),
    );
  }
  return resolvePlayers(state, rules, ref, ctx);
}

/**
 * The objects an "each ..." phrase names when the effect happens: in a zone (the battlefield by
 * default), matching the filter; "shares a color with it" compares with the referred object's colors.
 */
export function resolveEach(
  state: GameState,
  rules: RulesContext,
  each: EachObject,
  ctx: EffectContext,
): ObjectId[] {
  const { sharesColorWith, inChosenSector, ...filter } = each.each;
  const colors = sharesColorWith
    ? resolveObjects(state, rules, sharesColorWith, ctx).flatMap(
        (id) => characteristics(state, rules, id).colors,
      )
    : undefined;
  const zone = each.zone ?? 'battlefield';
  const candidates =
    zone === 'battlefield' || zone === 'exile' || zone === 'stack'
      ? state[zone]
      : isPlayerZone(zone)
        ? state.players.flatMap((p) => p[zone])
        : [];
  // "Each creature that player controls": controlled by the player the phrase names.
  const controllers = each.controlledBy ? resolvePlayers(state, rules, each.controlledBy, ctx) : undefined;
  return candidates.filter((id) => {
    const object = objectOf(state, id)!;
    if (controllers && !controllers.includes(object.controller)) return false;
    // 702.158d: "in the sector of your choice": the sector chosen as the effect began.
    if (inChosenSector && (!object.sector || object.sector !== ctx.sector)) return false;
    if (!matchesFilter(state, rules, object, filter, { controller: ctx.controller, source: ctx.self }))
      return false;
    return !colors || characteristics(state, rules, id).colors.some((c) => colors.includes(c));
  });
}

/** An object or an "each ..." phrase. */
export function resolveObjectsOrEach(
  state: GameState,
  rules: RulesContext,
  ref: ObjectRef | EachObject,
  ctx: EffectContext,
): ObjectId[] {
  return typeof ref === 'object' && 'each' in ref
    ? resolveEach(state, rules, ref, ctx)
    : resolveObjects(state, rules, ref, ctx);
}

function optional<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}
