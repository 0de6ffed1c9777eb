// How much a heuristic player values an object: a creature by its power, toughness and keywords, a
// land by how many lands its controller still wants, another card by its mana value. Read from the
// characteristics only (613), never from a card's name.
import type { Keyword } from '@mtg/cards';
import type { RulesContext } from '../../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { playerById } from '../../data/state/updates.js';
import { characteristics } from '../../layers/characteristics.js';

/** What a keyword adds to a creature's value, beside its power and toughness. */
const KEYWORD_VALUE: Partial<Record<Keyword, number>> = {
  flying: 2,
  deathtouch: 2,
  lifelink: 1,
  'first strike': 1.5,
  'double strike': 3,
  vigilance: 0.5,
  trample: 0.5,
  haste: 0.5,
  reach: 0.5,
  menace: 1,
  indestructible: 3,
  hexproof: 1,
  shroud: 0.5,
};

/** The lands a player wants on the battlefield: past these, a land in hand is worth little. */
const LANDS_WANTED = 6;

export function isCreature(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return characteristics(state, ctx, id).types.includes('Creature');
}

export function isLand(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return characteristics(state, ctx, id).types.includes('Land');
}

/** A creature's worth: its power counts more than its toughness; defender makes its power useless. */
export function creatureValue(state: GameState, ctx: RulesContext, id: ObjectId): number {
  const chars = characteristics(state, ctx, id);
  const keywords = chars.keywords;
  const power = keywords.includes('defender') ? 0 : Math.max(0, chars.power ?? 0);
  const toughness = Math.max(0, chars.toughness ?? 0);
  const bonus = keywords.reduce((sum, k) => sum + (KEYWORD_VALUE[k] ?? 0), 0);
  return 1 + power * 1.5 + toughness + bonus;
}

/** The lands `player` controls. */
export function landsOf(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  return state.battlefield.filter(
    (id) => objectOf(state, id)!.controller === player && isLand(state, ctx, id),
  );
}

/** What a card or permanent is worth to its controller (its owner outside the battlefield). */
export function objectValue(state: GameState, ctx: RulesContext, id: ObjectId): number {
  const object = objectOf(state, id)!;
  if (isLand(state, ctx, id)) {
    const lands = landsOf(state, ctx, object.controller).length;
    return object.zone === 'battlefield' ? 5 : lands < LANDS_WANTED ? 4 : 0.5;
  }
  if (isCreature(state, ctx, id)) return creatureValue(state, ctx, id);
  return 1 + characteristics(state, ctx, id).manaValue;
}

/** The ids, least valuable first (ties in their given order). */
export function leastValuableFirst(
  state: GameState,
  ctx: RulesContext,
  ids: readonly ObjectId[],
): ObjectId[] {
  const value = new Map(ids.map((id) => [id, objectOf(state, id) ? objectValue(state, ctx, id) : 0]));
  return [...ids].sort((a, b) => value.get(a)! - value.get(b)!);
}

/** The opponent of `player` still in the game (the first, in a multiplayer game). */
export function opponentOf(state: GameState, player: PlayerId): PlayerId {
  return state.players.find((p) => p.id !== player && !p.left)?.id ?? player;
}

export function lifeOf(state: GameState, player: PlayerId): number {
  return playerById(state, player).life;
}

/** The creatures `player` controls on the battlefield. */
export function creaturesOf(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  return state.battlefield.filter(
    (id) => objectOf(state, id)!.controller === player && isCreature(state, ctx, id),
  );
}
