// A heuristic player's combat (506-510): which creatures attack, judged by the blocks the defending
// player could make, and which block, to trade or to survive. A fight is judged by power, toughness,
// damage already marked, first strike, double strike, deathtouch and indestructible (510, 702).
import type { Keyword } from '@mtg/cards';
import type { Command } from '../../data/commands/command.js';
import type { RulesContext } from '../../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { characteristics } from '../../layers/characteristics.js';
import {
  attackers as attackingCreatures,
  blockProblem,
  possibleAttackers,
  requiredAttackers,
} from '../../combat/declare.js';
import { evasion, fewestBlockers } from '../../combat/evasion.js';
import { creaturesOf, creatureValue, lifeOf, opponentOf } from './value.js';

/** A creature as a fight sees it. */
export interface Fighter {
  power: number;
  /** Damage it can still take before it dies (its toughness less the damage marked on it). */
  toughness: number;
  firstStrike: boolean;
  doubleStrike: boolean;
  deathtouch: boolean;
  indestructible: boolean;
}

export function fighter(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  pump = { power: 0, toughness: 0 },
): Fighter {
  const chars = characteristics(state, ctx, id);
  const has = (k: Keyword) => chars.keywords.includes(k);
  return {
    power: Math.max(0, (chars.power ?? 0) + pump.power),
    toughness: (chars.toughness ?? 0) + pump.toughness - objectOf(state, id)!.damage,
    firstStrike: has('first strike'),
    doubleStrike: has('double strike'),
    deathtouch: has('deathtouch'),
    indestructible: has('indestructible'),
  };
}

/** Whether `damage` from `from` is lethal to `to` (704.5g, 704.5h). */
function kills(from: Fighter, damage: number, to: Fighter): boolean {
  if (to.indestructible || damage <= 0) return false;
  return from.deathtouch || damage >= to.toughness;
}

/**
 * What happens when two creatures fight each other alone (an attacker and its only blocker): which
 * dies. First strike and double strike deal their damage first (510.4); a creature killed then deals none.
 */
export function fight(a: Fighter, b: Fighter): { aDies: boolean; bDies: boolean } {
  const early = (f: Fighter) => f.firstStrike || f.doubleStrike;
  const regular = (f: Fighter) => !f.firstStrike || f.doubleStrike;
  const diesEarly = (x: Fighter, by: Fighter) => early(by) && kills(by, by.power, x);
  // The damage a creature deals in both steps: none in the regular one once it died in the first.
  const dealt = (f: Fighter, died: boolean) => (early(f) ? f.power : 0) + (!died && regular(f) ? f.power : 0);
  return {
    aDies: kills(b, dealt(b, diesEarly(b, a)), a),
    bDies: kills(a, dealt(a, diesEarly(a, b)), b),
  };
}

/** Whether `blocker` could block `attacker` if it attacked `defending` (509.1b: evasion; tapped, "can't block"). */
function couldBlock(
  state: GameState,
  ctx: RulesContext,
  defending: PlayerId,
  blocker: ObjectId,
  attacker: ObjectId,
): boolean {
  const object = objectOf(state, blocker)!;
  const chars = characteristics(state, ctx, blocker);
  if (object.tapped || chars.cantBlock) return false;
  const attacking = { object: objectOf(state, attacker)!, chars: characteristics(state, ctx, attacker) };
  return !evasion(state, ctx, defending, attacking, { object, chars });
}

/**
 * Whether attacking with `attacker` is good: no creature the defender could block it with would
 * kill it and survive, nor trade with it for a creature worth less, unless the player accepts trades.
 */
function goodAttack(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  attacker: ObjectId,
  blockers: ObjectId[],
  acceptTrades: boolean,
): boolean {
  const defending = opponentOf(state, player);
  const a = fighter(state, ctx, attacker);
  const worth = creatureValue(state, ctx, attacker);
  return blockers
    .filter((b) => couldBlock(state, ctx, defending, b, attacker))
    .every((b) => {
      const { aDies, bDies } = fight(a, fighter(state, ctx, b));
      return !aDies || (bDies && (acceptTrades || creatureValue(state, ctx, b) >= worth));
    });
}

/**
 * The damage of the attackers the defender could not block if each of its creatures blocked the
 * strongest attacker it can (509.1b: evasion counts), one attacker each.
 */
function unblockedDamage(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  attackers: ObjectId[],
  blockers: ObjectId[],
): number {
  const defending = opponentOf(state, player);
  const power = (id: ObjectId) =>
    fighter(state, ctx, id).power * (fighter(state, ctx, id).doubleStrike ? 2 : 1);
  const left = [...blockers];
  return [...attackers]
    .sort((x, y) => power(y) - power(x))
    .reduce((sum, attacker) => {
      const blocker = left.findIndex((b) => couldBlock(state, ctx, defending, b, attacker));
      if (blocker < 0) return sum + power(attacker);
      left.splice(blocker, 1);
      return sum;
    }, 0);
}

/** The total power of the creatures a player controls: the damage they threaten. */
function threatOf(state: GameState, ctx: RulesContext, player: PlayerId): number {
  return creaturesOf(state, ctx, player).reduce((sum, id) => sum + fighter(state, ctx, id).power, 0);
}

/**
 * 508.1: the attackers: each whose attack is good, or every one when the damage of those the defender
 * could not block would be lethal; creatures that attack each combat if able always (508.1d). The
 * player keeps home what it needs to survive the crack-back, unless the attack is lethal.
 */
export function chooseAttackers(state: GameState, ctx: RulesContext, player: PlayerId): Command {
  const defending = opponentOf(state, player);
  const able = possibleAttackers(state, ctx, player);
  const blockers = creaturesOf(state, ctx, defending).filter((b) => !objectOf(state, b)!.tapped);
  const power = (id: ObjectId) => fighter(state, ctx, id).power;
  const lethal =
    able.length > 0 && unblockedDamage(state, ctx, player, able, blockers) >= lifeOf(state, defending);
  // Trades suit the player with more creatures than the defender has blockers, or with life to spare.
  const acceptTrades =
    able.length > blockers.length || lifeOf(state, player) > 2 * threatOf(state, ctx, defending);
  let chosen = lethal
    ? able
    : able.filter((id) => power(id) > 0 && goodAttack(state, ctx, player, id, blockers, acceptTrades));
  if (!lethal) chosen = keptHome(state, ctx, player, chosen);
  const required = requiredAttackers(state, ctx, player);
  const all = [...new Set([...chosen, ...required])];
  return {
    type: 'DeclareAttackers',
    player,
    attackers: all.map((attacker) => ({ attacker, defender: defending })),
  };
}

/**
 * The attackers less those kept home: when the defender's creatures could deal the player lethal
 * damage on their next turn, the creatures without vigilance stay back, the most valuable first.
 */
function keptHome(state: GameState, ctx: RulesContext, player: PlayerId, chosen: ObjectId[]): ObjectId[] {
  if (threatOf(state, ctx, opponentOf(state, player)) < lifeOf(state, player)) return chosen;
  const vigilant = (id: ObjectId) => characteristics(state, ctx, id).keywords.includes('vigilance');
  return chosen.filter(vigilant);
}

/** A block of one attacker by one creature. */
interface Block {
  blocker: ObjectId;
  attacker: ObjectId;
}

/**
 * 509.1: the blocks: each attacker, most valuable first, is blocked by a creature that kills it and
 * survives, else one that survives it, else one worth no more that trades with it; then, while the
 * damage of the unblocked attackers would be lethal, the least valuable creatures left chump-block
 * the strongest of them. An attacker that must be blocked by two or more creatures (menace) is left
 * unblocked.
 */
export function chooseBlockers(state: GameState, ctx: RulesContext, player: PlayerId): Command {
  const attackers = attackingCreatures(state)
    .filter((a) => fewestBlockers(characteristics(state, ctx, a)) <= 1)
    .sort((x, y) => creatureValue(state, ctx, y) - creatureValue(state, ctx, x));
  const mine = creaturesOf(state, ctx, player);
  const blocks: Block[] = [];
  const free = () => mine.filter((b) => !blocks.some((k) => k.blocker === b));
  const able = (attacker: ObjectId) =>
    free()
      .filter((b) => !blockProblem(state, ctx, player, b, attacker))
      .sort((x, y) => creatureValue(state, ctx, x) - creatureValue(state, ctx, y));
  for (const attacker of attackers) {
    const a = fighter(state, ctx, attacker);
    const outcome = (b: ObjectId) => fight(a, fighter(state, ctx, b));
    const candidates = able(attacker);
    const blocker =
      candidates.find((b) => outcome(b).aDies && !outcome(b).bDies) ??
      candidates.find((b) => !outcome(b).bDies) ??
      candidates.find(
        (b) => outcome(b).aDies && creatureValue(state, ctx, b) <= creatureValue(state, ctx, attacker),
      );
    if (blocker) blocks.push({ blocker, attacker });
  }
  const unblocked = () =>
    attackingCreatures(state)
      .filter((a) => !blocks.some((b) => b.attacker === a) && objectOf(state, a)!.attacking === player)
      .sort((x, y) => fighter(state, ctx, y).power - fighter(state, ctx, x).power);
  const damage = () =>
    unblocked().reduce(
      (sum, a) => sum + fighter(state, ctx, a).power * (fighter(state, ctx, a).doubleStrike ? 2 : 1),
      0,
    );
  for (const attacker of unblocked()) {
    if (damage() < lifeOf(state, player)) break;
    if (fewestBlockers(characteristics(state, ctx, attacker)) > 1) continue;
    const chump = able(attacker)[0];
    if (chump) blocks.push({ blocker: chump, attacker });
  }
  return { type: 'DeclareBlockers', player, blocks };
}
