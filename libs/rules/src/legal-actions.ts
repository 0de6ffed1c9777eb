// legalActions(state, player): the commands a player may issue now, for bots and interfaces.
// Choices among many combinations (which attackers, which targets) are offered as a representative
// set: nothing, each single choice, and every candidate at once; every offered command is accepted.
import type { TargetSpec } from '@mtg/cards';
import { activatedAbilitiesOf, manaAbilityWithChoices } from './casting/activate-ability.js';
import { matchesFilter } from './objects/filter.js';
import { possibleAttackers, possibleBlockers, attackers, blockProblem } from './combat/declare.js';
import { suggestedAssignments } from './combat/damage.js';
import type { Command } from './commands/command.js';
import { decide } from './decide.js';
import type { RulesContext } from './engine/context.js';
import { availableManaSources } from './mana/mana-sources.js';
import { manaCostOf } from './mana/mana-cost.js';
import { leastManaUnits } from './mana/payment.js';
import { hasSorceryTiming } from './casting/timing.js';
import { playableLandZone } from './lands/land-plays.js';
import { characteristics } from './layers/characteristics.js';
import type { GameState, PlayerId } from './state/game-state.js';
import type { Decision } from './state/decision.js';
import { playerById } from './state/updates.js';
import { legalTargets, spellTargetSpecs, targetCount } from './targets/targets.js';

export function legalActions(state: GameState, player: PlayerId, ctx: RulesContext): Command[] {
  return candidateActions(state, player, ctx).filter((c) => c.type === 'Concede' || decide(c, state, ctx).ok);
}

/**
 * The commands worth trying for a player now, before `decide` checks them (costs, for instance, are
 * only checked by deciding). Cheap: random players try these one at a time instead.
 */
export function candidateActions(state: GameState, player: PlayerId, ctx: RulesContext): Command[] {
  if (state.over || !state.players.some((p) => p.id === player && !p.left)) return [];
  const candidates: Command[] = [{ type: 'Concede', player }];
  if (state.decision?.player === player) {
    candidates.push(...answers(state, ctx, state.decision));
    // 730.1: a spell cast step by step may be cancelled while it asks its player a choice.
    if (state.action && state.agenda[0]?.kind === 'casting')
      candidates.push({ type: 'CancelCasting', player });
  } else if (!state.decision && state.turn.priority === player)
    candidates.push(...priorityActions(state, ctx, player));
  return candidates;
}

function answers(state: GameState, ctx: RulesContext, decision: Decision): Command[] {
  const player = decision.player;
  if (decision.kind === 'declare-attackers') {
    const defender = state.players.find((p) => p.id !== player && !p.left)!.id;
    const all = possibleAttackers(state, ctx, player);
    return [[], ...all.map((a) => [a]), ...(all.length > 1 ? [all] : [])].map((group) => ({
      type: 'DeclareAttackers' as const,
      player,
      attackers: group.map((attacker) => ({ attacker, defender })),
    }));
  }
  if (decision.kind === 'declare-blockers') {
    const blocks = possibleBlockers(state, ctx, player).flatMap((blocker) =>
      attackers(state).flatMap((attacker) =>
        blockProblem(state, ctx, player, blocker, attacker) ? [] : [{ blocker, attacker }],
      ),
    );
    return [[], ...blocks.map((b) => [b])].map((group) => ({
      type: 'DeclareBlockers' as const,
      player,
      blocks: group,
    }));
  }
  if (decision.kind === 'yes-no' || decision.kind === 'mulligan') {
    return [true, false].map((yes) => ({
      type: 'MakeChoice' as const,
      player,
      decision: decision.id,
      answer: { kind: 'yes-no' as const, yes },
    }));
  }
  if (decision.kind === 'payment') {
    // 601.2g: mana abilities first, or the payment at once.
    const sources = availableManaSources(state, ctx, player).map((source): Command => ({
      type: 'ActivateManaAbility',
      player,
      source: source.object,
      color: source.produces[0]!,
    }));
    return [
      { type: 'PayCost', player, decision: decision.id, payment: 'auto' },
      ...sources,
      ...sacrificesForMana(state, ctx, player),
    ];
  }
  if (decision.kind === 'division') {
    // 601.2d: at least 1 to each target, the rest to the first or to the last.
    const ids = decision.options.map((o) => o.id);
    const spread = (first: string) =>
      Object.fromEntries(ids.map((id) => [id, id === first ? decision.min - ids.length + 1 : 1]));
    return [...new Set([ids[0]!, ids[ids.length - 1]!])].map((first) => ({
      type: 'MakeChoice' as const,
      player,
      decision: decision.id,
      answer: { kind: 'assignment' as const, amounts: spread(first) },
    }));
  }
  if (decision.kind === 'damage-assignment') {
    return suggestedAssignments(state, ctx, decision).map((amounts) => ({
      type: 'MakeChoice' as const,
      player,
      decision: decision.id,
      answer: { kind: 'assignment' as const, amounts },
    }));
  }
  if (decision.kind === 'shield-division') {
    return [decision.options, [...decision.options].reverse()].map((options) => ({
      type: 'MakeChoice' as const,
      player,
      decision: decision.id,
      answer: { kind: 'assignment' as const, amounts: filledInOrder(options, decision.min) },
    }));
  }
  if (decision.kind === 'number' || decision.kind === 'shortcut') {
    return [decision.min, decision.max].map((value) => ({
      type: 'MakeChoice' as const,
      player,
      decision: decision.id,
      answer: { kind: 'number' as const, value },
    }));
  }
  const ids = decision.options.map((o) => o.id);
  if (decision.kind === 'replacement') {
    return ids.map((effect) => ({
      type: 'ChooseReplacement' as const,
      player,
      decision: decision.id,
      effect,
    }));
  }
  const groups =
    decision.max === 1
      ? ids.map((id) => [id])
      : [ids.slice(0, decision.min), ids.slice(-decision.min || ids.length)];
  if (decision.min === 0) groups.push([]);
  return groups.map((group) => ({
    type: 'MakeChoice' as const,
    player,
    decision: decision.id,
    answer: { kind: 'options' as const, ids: group },
  }));
}

/** Mana abilities whose cost sacrifices a permanent of the player's choice (Ashnod's Altar): one per candidate. */
function sacrificesForMana(state: GameState, ctx: RulesContext, player: PlayerId): Command[] {
  const mine = state.battlefield.filter((id) => state.objects[id]!.controller === player);
  return mine.flatMap((source) => {
    const ability = manaAbilityWithChoices(state, ctx, state.objects[source]!);
    const filter = ability?.cost.sacrifice?.filter;
    if (!ability) return [];
    return mine
      .filter(
        (id) =>
          !filter || matchesFilter(state, ctx, state.objects[id]!, filter, { controller: player, source }),
      )
      .map((id): Command => ({ type: 'ActivateManaAbility', player, source, sacrifice: [id] }));
  });
}

/** A division that gives each option as much as it may take, in order, until `total` is divided. */
function filledInOrder(options: Decision['options'], total: number): Record<string, number> {
  let left = total;
  return Object.fromEntries(
    options.map((o) => {
      const part = Math.min(o.limit ?? left, left);
      left -= part;
      return [o.id, part];
    }),
  );
}

/** Target groups to try: the first legal choice for each spec, and each legal choice of a single-target spell. */
function targetChoices(
  state: GameState,
  ctx: RulesContext,
  specs: TargetSpec[],
  player: PlayerId,
  source: string,
): string[][][] {
  const legal = specs.map((spec) => legalTargets(state, ctx, spec, player, source));
  if (legal.some((l, i) => l.length < targetCount(specs[i]!).min)) return [];
  const first = specs.map((spec, i) => legal[i]!.slice(0, targetCount(spec).max));
  if (specs.length !== 1 || targetCount(specs[0]!).max !== 1) return [first];
  return legal[0]!.map((t) => [[t]]);
}

/** Whether a card could be cast now as far as timing and a bound on the mana available go. */
function mightCast(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  card: string,
  mana: number,
): boolean {
  const chars = characteristics(state, ctx, card);
  const instantSpeed = chars.types.includes('Instant') || chars.keywords.includes('flash');
  if (!instantSpeed && !hasSorceryTiming(state, player)) return false;
  const def = ctx.cards.require(state.objects[card]!.name);
  const delvable = def.abilities.some((a) => a.kind === 'delve')
    ? playerById(state, player).graveyard.length
    : 0;
  return leastManaUnits(manaCostOf(def.manaCost), 0) <= mana + delvable;
}

function priorityActions(state: GameState, ctx: RulesContext, player: PlayerId): Command[] {
  const commands: Command[] = [{ type: 'PassPriority', player }];
  const me = playerById(state, player);
  const sources = availableManaSources(state, ctx, player);
  const pool = me.manaPool;
  const mana = pool.W + pool.U + pool.B + pool.R + pool.G + pool.C + sources.length;
  // 305.1: a land on top of the library, when an effect lets its owner play lands from there.
  const top = me.library[0];
  if (top && hasSorceryTiming(state, player) && playableLandZone(state, ctx, player, top))
    commands.push({ type: 'PlayLand', player, card: top });
  for (const card of me.hand) {
    const object = state.objects[card]!;
    const def = ctx.cards.require(object.name);
    if (def.types.includes('Land')) {
      if (hasSorceryTiming(state, player)) commands.push({ type: 'PlayLand', player, card });
      continue;
    }
    if (!mightCast(state, ctx, player, card, mana)) continue;
    // 601.2a: or step by step, each choice asked as the casting goes.
    commands.push({ type: 'AnnounceSpell', player, card });
    const spell = def.abilities.find((a) => a.kind === 'spell');
    const modes = spell && spell.modes.length > 1 ? [[1]] : [undefined];
    for (const m of modes) {
      for (const targets of targetChoices(state, ctx, spellTargetSpecs(def, m), player, card)) {
        commands.push({ type: 'CastSpell', player, card, targets, ...(m ? { modes: m } : {}) });
      }
    }
  }
  // 602.2: a player activates abilities of permanents they control and of cards in their hand.
  const mine = state.battlefield.filter((id) => state.objects[id]!.controller === player);
  for (const id of [...mine, ...me.hand]) {
    activatedAbilitiesOf(state, ctx, id).forEach(({ ability }, i) => {
      for (const targets of targetChoices(state, ctx, ability.targets, player, id)) {
        commands.push({ type: 'ActivateAbility', player, source: id, ability: i, targets });
      }
    });
  }
  for (const source of sources) {
    commands.push({ type: 'ActivateManaAbility', player, source: source.object, color: source.produces[0]! });
  }
  return commands;
}
