// Conditions of the ability IR: intervening "if" clauses (603.4), "as long as" (611.3b), and
// "activate only if" (602.5b).
import type { Condition } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { permanentsMatching } from './filter.js';
import { characteristics, typeCharacteristicsOf } from './characteristics.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

export function conditionHolds(
  state: GameState,
  ctx: RulesContext,
  condition: Condition,
  controller: PlayerId,
  source: ObjectId,
  /** The source as it last existed, once it has left the battlefield (603.10a, 608.2h). */
  lastKnown?: GameObject,
  /** The object the triggering event was about ("that creature", 603.2). */
  triggerObject?: ObjectId,
): boolean {
  switch (condition.kind) {
    case 'life-at-most':
      return playerById(state, controller).life <= condition.amount;
    case 'controls': {
      const n = permanentsMatching(state, ctx, condition.filter, { controller, source }).length;
      return n >= condition.atLeast && n <= (condition.atMost ?? Infinity);
    }
    // 702.79a: "if it had no -1/-1 counters on it": the object as it last existed (603.10a).
    case 'had-no-counters':
      return !((lastKnown ?? objectOf(state, source))?.counters[condition.counter] ?? 0);
    // "If you cast it": it entered from a spell its controller cast (601.2i); on resolution (603.4)
    // `source` is the ability on the stack, whose source is the permanent.
    case 'you-cast-it':
      return objectOf(state, permanentOf(state, source))?.castBy === controller;
    // "If [this permanent] started the turn untapped": it was on the battlefield, untapped, as the turn began.
    case 'started-turn-untapped':
      return !!state.turn.untappedAsItBegan?.includes(permanentOf(state, source));
    // 309.7: "as long as you've completed a dungeon".
    case 'completed-dungeon':
      return !!playerById(state, controller).completedDungeons?.length;
    // "If no spells were cast last turn": by any player.
    case 'no-spells-cast-last-turn':
      return !state.turn.spellsCastLastTurn?.length;
    // "If a player cast two or more spells last turn": one player is named twice.
    // 711.2a-b: a leveler's striation applies while its level counters are within the symbol's range.
    case 'level-counters': {
      const level = objectOf(state, permanentOf(state, source))?.counters.level ?? 0;
      return level >= condition.atLeast && (condition.atMost === undefined || level <= condition.atMost);
    }
    case 'a-player-cast-two-spells-last-turn': {
      const casters = state.turn.spellsCastLastTurn ?? [];
      return casters.some((player, i) => casters.indexOf(player) !== i);
    }
    // Threshold: "seven or more cards are in your graveyard".
    case 'graveyard-size':
      return playerById(state, controller).graveyard.length >= condition.atLeast;
    // Delirium (207.2c): the card types (300.1) among the cards in its controller's graveyard.
    case 'graveyard-card-types': {
      const cards = playerById(state, controller).graveyard.map((id) => objectOf(state, id)!);
      // The types its card gives each (no continuous effect of the pool changes a card in a graveyard;
      // the layers of the battlefield, which may depend on this condition, are not computed again).
      const types = new Set(cards.flatMap((card) => typeCharacteristicsOf(ctx, card).types));
      return types.size >= condition.atLeast;
    }
    // "You have no cards in hand" (hellbent), "you have exactly seven cards in hand".
    case 'hand-size': {
      const cards = playerById(state, controller).hand.length;
      return cards >= condition.atLeast && cards <= (condition.atMost ?? Infinity);
    }
    // Formidable: "creatures you control have total power 8 or greater" (208.1: power as it is now).
    case 'total-power':
      return totalPower(state, ctx, controller, source) >= condition.atLeast;
    // 701.37b, 702.112a: "as long as [this permanent] is monstrous", "if it isn't renowned".
    case 'designated':
      return (
        !!objectOf(state, permanentOf(state, source))?.designations?.includes(condition.designation) !==
        !!condition.not
      );
    // 702.74a: "if its evoke cost was paid": the spell it came from was cast for that cost.
    case 'cast-with':
      return objectOf(state, permanentOf(state, source))?.castWith === condition.keyword;
    // 702.84a: a permanent returned by its unearth ability.
    case 'unearthed':
      return objectOf(state, permanentOf(state, source))?.unearthed === true;
    // 702.54a: "if an opponent was dealt damage this turn".
    case 'opponent-dealt-damage-this-turn':
      return !!state.turn.dealtDamage?.some((player) => player !== controller);
    // "You've been attacked this step": a creature attacks its controller (508.1).
    case 'attacked':
      return state.battlefield.some((id) => objectOf(state, id)?.attacking === controller);
    // 122.1: "if there are two or more ki counters on [this permanent]".
    case 'counters-on-self':
      return (
        (objectOf(state, permanentOf(state, source))?.counters[condition.counter] ?? 0) >= condition.atLeast
      );
    // 702.33d-e: "if it was kicked": the spell, or the spell the permanent came from, was kicked.
    case 'kicked': {
      const object = objectOf(state, permanentOf(state, source));
      return (object?.stack?.kicked ?? object?.kicked ?? 0) > 0;
    }
    case 'evolves':
      return evolves(state, ctx, permanentOf(state, source), triggerObject);
  }
}

/**
 * 702.100a: the creature that entered has a greater power and/or a greater toughness than the evolving
 * creature; either one gone from the battlefield: it doesn't (702.100c: nor if either is no creature).
 */
function evolves(
  state: GameState,
  ctx: RulesContext,
  self: ObjectId,
  entered: ObjectId | undefined,
): boolean {
  if (!entered || !objectOf(state, entered) || !objectOf(state, self)) return false;
  const [it, mine] = [characteristics(state, ctx, entered), characteristics(state, ctx, self)];
  if (!it.types.includes('Creature') || !mine.types.includes('Creature')) return false;
  return (it.power ?? 0) > (mine.power ?? 0) || (it.toughness ?? 0) > (mine.toughness ?? 0);
}

/** The total power of the creatures a player controls; a negative power counts as it is (107.1b). */
function totalPower(state: GameState, ctx: RulesContext, player: PlayerId, source: ObjectId): number {
  const yours = { controller: player, source };
  const creatures = permanentsMatching(state, ctx, { types: ['Creature'], controller: 'you' }, yours);
  return creatures.reduce((sum, id) => sum + (characteristics(state, ctx, id).power ?? 0), 0);
}

/** The permanent an ability is about: on resolution (603.4) `source` is the ability on the stack. */
function permanentOf(state: GameState, source: ObjectId): ObjectId {
  return objectOf(state, source)?.stack?.ability?.source ?? source;
}
