// A heuristic player's answers to the decisions the game asks of it (a decision's kind says what is
// asked): keep or mulligan by the lands in hand (103.5), put on the bottom what the hand needs least,
// attackers and blockers (`combat.ts`), targets by what the ability would do to each, the least
// valuable cards to give up (discards, sacrifices), yes to "you may", the most of a number.
import type { Ability, Effect } from '@mtg/cards';
import type { ChoiceAnswer, Command } from '../../data/commands/command.js';
import type { Decision } from '../../data/state/decision.js';
import type { GameState, ObjectId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { playerById } from '../../data/state/updates.js';
import { characteristics } from '../../layers/characteristics.js';
import { definitionOf } from '../../layers/definition.js';
import { accepted, type Candidate } from '../../legal-actions/candidate.js';
import type { Turn } from '../play-game.js';
import { chooseAttackers, chooseBlockers } from './combat.js';
import { effectsValue } from './effects.js';
import { isLand, leastValuableFirst, opponentOf } from './value.js';

/** The answers the player would give, best first: its own, then the candidates offered. */
export function decisionChoices(turn: Turn, decision: Decision): Candidate[] {
  const own = ownAnswer(turn, decision);
  return [...(own ? [accepted(own)] : []), ...turn.candidates().filter((c) => c.command.type !== 'Concede')];
}

function ownAnswer(turn: Turn, decision: Decision): Command | undefined {
  const { state, ctx, player } = turn;
  const choose = (answer: ChoiceAnswer): Command => ({
    type: 'MakeChoice',
    player,
    decision: decision.id,
    answer,
  });
  const options = (ids: string[]) => choose({ kind: 'options', ids });
  switch (decision.kind) {
    case 'mulligan':
      return choose({ kind: 'yes-no', yes: keeps(turn) });
    case 'bottom-cards':
      return options(bottomCards(turn, decision.min));
    case 'declare-attackers':
      return chooseAttackers(state, ctx, player);
    case 'declare-blockers':
      return chooseBlockers(state, ctx, player);
    case 'targets':
      return options(bestTargets(turn, decision));
    case 'cards':
      return options(givenUp(turn, decision));
    // 502.3, 611.2b: keep tapped the permanents an effect lasts for while they remain tapped.
    case 'keep-tapped':
      return options(
        decision.options.map((o) => o.id).filter((id) => state.effects.some((e) => e.whileTapped === id)),
      );
    case 'yes-no':
      return choose({ kind: 'yes-no', yes: true });
    case 'number':
      return choose({ kind: 'number', value: decision.max });
    case 'player':
      return options([
        decision.options.find((o) => o.id === opponentOf(state, player))?.id ?? decision.options[0]!.id,
      ]);
    default:
      // The order of triggers or of replacement effects, a color, a mode, a division, a damage
      // assignment (lethal damage in order first), a payment: the first answer offered.
      return undefined;
  }
}

/** The lands among the cards. */
const landsAmong = (turn: Turn, ids: readonly ObjectId[]) =>
  ids.filter((id) => isLand(turn.state, turn.ctx, id));

/**
 * 103.5: keep a hand of two to five lands (of seven); after two mulligans, any hand with a land; a
 * hand after the mulligans the player may still take is kept whatever it holds.
 */
function keeps(turn: Turn): boolean {
  const { state, player } = turn;
  const task = state.agenda[0];
  const taken = task?.kind === 'mulligan' ? task.taken : 0;
  const hand = playerById(state, player).hand;
  const lands = landsAmong(turn, hand).length;
  if (taken >= 2) return lands >= 1 || taken >= 3;
  return lands >= 2 && lands <= 5;
}

/**
 * 103.5c: the cards put on the bottom after a London mulligan: lands while the hand keeps more than
 * about two in five of them (at least two), else the most expensive spells.
 */
function bottomCards(turn: Turn, count: number): ObjectId[] {
  const { state, ctx, player } = turn;
  const hand = playerById(state, player).hand;
  const kept = hand.length - count;
  const landsWanted = Math.max(2, Math.round(kept * 0.42));
  const lands = landsAmong(turn, hand);
  const spells = hand
    .filter((id) => !lands.includes(id))
    .sort((a, b) => characteristics(state, ctx, b).manaValue - characteristics(state, ctx, a).manaValue);
  const extraLands = Math.max(0, lands.length - landsWanted);
  const bottom = [...lands.slice(0, Math.min(extraLands, count))];
  return [...bottom, ...spells.slice(0, count - bottom.length), ...lands.slice(bottom.length)].slice(
    0,
    count,
  );
}

/**
 * Targets chosen as a triggered ability is put on the stack (603.3d), or an Aura's object (303.4f):
 * the options the ability's effects are worth most with, as many as may be chosen of those worth
 * something, at least as many as must be.
 */
function bestTargets(turn: Turn, decision: Decision): string[] {
  const ability = triggerAsked(turn.state, turn);
  const ids = decision.options.map((o) => o.id);
  if (!ability) return ids.slice(0, decision.min || 1).slice(0, decision.max);
  const worth = (id: string) => {
    const targets = [...ability.chosen, [id]];
    return effectsValue(
      { state: turn.state, ctx: turn.ctx, player: turn.player, source: ability.source, targets },
      ability.effects,
    );
  };
  const ranked = ids.map((id) => ({ id, value: worth(id) })).sort((a, b) => b.value - a.value);
  const good = ranked.filter((r) => r.value > 0).length;
  return ranked.slice(0, Math.min(decision.max, Math.max(decision.min, good))).map((r) => r.id);
}

/** The triggered ability whose targets are asked (603.3d): its source, effects and the targets chosen so far. */
function triggerAsked(
  state: GameState,
  turn: Turn,
): { source: ObjectId; effects: Effect[]; chosen: string[][] } | undefined {
  const task = state.agenda[0];
  if (task?.kind !== 'put-triggers' || task.first === undefined) return undefined;
  const trigger = state.pendingTriggers[task.first];
  if (!trigger) return undefined;
  const source = objectOf(state, trigger.source);
  const ability: Ability | undefined = trigger.delayed
    ? undefined
    : source
      ? definitionOf(turn.ctx, source).abilities[trigger.abilityIndex]
      : undefined;
  const effects = trigger.delayed?.effects ?? (ability?.kind === 'triggered' ? ability.effects : undefined);
  if (!effects) return undefined;
  return { source: trigger.source, effects, chosen: task.targets ?? [] };
}

/**
 * Cards or permanents to give up (a discard, a sacrifice, cards put back): the least valuable of the
 * player's own, the most valuable of an opponent's (a choice from their hand); when none need be
 * chosen and the choice gives nothing up (cards to begin the game with on the battlefield), all.
 */
function givenUp(turn: Turn, decision: Decision): string[] {
  const { state, ctx, player } = turn;
  const ids = decision.options.map((o) => o.id).filter((id) => objectOf(state, id));
  if (ids.length < decision.min) return decision.options.slice(0, decision.min).map((o) => o.id);
  const loss = /discard|sacrifice|library|pile|lose/i.test(decision.prompt);
  if (!loss) return ids.slice(0, decision.max);
  const mine = ids.every((id) => objectOf(state, id)!.controller === player);
  const order = leastValuableFirst(state, ctx, ids);
  return (mine ? order : order.reverse()).slice(0, decision.min);
}
