// The answers a player may give to the decision the game waits for (a decision's options, a
// declaration of attackers or blockers, a payment, a division): a representative set, each accepted.
import { manaAbilityWithChoices } from '../casting/activate-ability.js';
import {
  attackableDefenders,
  possibleAttackers,
  possibleBlockers,
  attackers,
  blockProblem,
  requiredAttackers,
  underBlocked,
} from '../combat/declare.js';
import { fewestBlockers } from '../combat/evasion.js';
import { bandOf } from '../combat/banding.js';
import { characteristics } from '../layers/characteristics.js';
import { suggestedAssignments } from '../combat/damage.js';
import type { Command } from '../data/commands/command.js';
import { paymentProblem } from '../casting/cast-spell.js';
import { paidWith } from '../casting/casting-process.js';
import { someObjectsForCosts } from '../casting/costs.js';
import type { Casting } from '../data/state/casting.js';
import { accepted, once, readingRun, type Candidate } from './candidate.js';
import type { RulesContext } from '../data/state/context.js';
import { availableManaSources, canTapForCost } from '../mana/mana-sources.js';
import { matchesFilter } from '../layers/filter.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

/**
 * The answers as candidates: each is accepted, but a payment (601.2h) is offered only when it can be
 * made now; one that can't would reverse the casting (730.1), which `CancelCasting` does already.
 */
export function answerCandidates(state: GameState, ctx: RulesContext, decision: Decision): Candidate[] {
  const casting = castingPaid(state);
  return answers(state, ctx, decision).map((command) => {
    if (command.type !== 'PayCost' || !casting) return accepted(command);
    const { type: _type, player: _player, ...paid } = command;
    return { command, problem: once(() => paymentProblem(readingRun(state, ctx), paidWith(casting, paid))) };
  });
}

/** The casting whose payment the pending decision asks (601.2g-h): the first task of the agenda. */
function castingPaid(state: GameState): Casting | undefined {
  const task = state.agenda[0];
  return task?.kind === 'casting' ? task.casting : undefined;
}

export function answers(state: GameState, ctx: RulesContext, decision: Decision): Command[] {
  const player = decision.player;
  if (decision.kind === 'declare-attackers') {
    const defender = state.players.find((p) => p.id !== player && !p.left)!.id;
    const all = possibleAttackers(state, ctx, player);
    // 508.1d: the creatures that attack each combat if able attack in every declaration, the player if no other defender is named.
    const required = requiredAttackers(state, ctx, player);
    const declaration = (
      attackers: { attacker: string; defender: string }[],
      bands?: string[][],
    ): Command => ({
      type: 'DeclareAttackers',
      player,
      attackers: [
        ...attackers,
        ...required
          .filter((r) => !attackers.some((a) => a.attacker === r))
          .map((attacker) => ({ attacker, defender })),
      ],
      ...(bands ? { bands } : {}),
    });
    // 508.1b, 310.8b: each attacker alone may also attack a planeswalker or a battle (a battle an opponent protects).
    const permanents = attackableDefenders(state, ctx, player).filter((d) => objectOf(state, d));
    const groups = [
      [],
      ...all.filter((a) => !required.includes(a)).map((a) => [a]),
      ...(all.length > 1 ? [all] : []),
    ];
    // 702.22c: all of them, those with banding in a band with one other.
    const band = all.length > 1 ? bandOf(state, ctx, all) : null;
    const banded = band
      ? [
          declaration(
            all.map((attacker) => ({ attacker, defender })),
            [band],
          ),
        ]
      : [];
    return [
      ...groups.map((group) => declaration(group.map((attacker) => ({ attacker, defender })))),
      ...banded,
      ...permanents.flatMap((d) => all.map((attacker) => declaration([{ attacker, defender: d }]))),
    ];
  }
  if (decision.kind === 'declare-blockers') {
    const blocks = possibleBlockers(state, ctx, player).flatMap((blocker) =>
      attackers(state).flatMap((attacker) =>
        blockProblem(state, ctx, player, blocker, attacker) ? [] : [{ blocker, attacker }],
      ),
    );
    // 702.111b: an attacker with menace is blocked by as many of the creatures able to block it as it needs, or by none.
    const together = attackers(state).flatMap((attacker) => {
      const fewest = fewestBlockers(characteristics(state, ctx, attacker));
      const group = blocks.filter((b) => b.attacker === attacker).slice(0, fewest);
      return fewest > 1 && group.length === fewest ? [group] : [];
    });
    const alone = blocks.filter((b) => !underBlocked(state, ctx, [b])).map((b) => [b]);
    return [[], ...alone, ...together].map((group) => ({
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
    return [payCost(state, ctx, decision), ...sources, ...sacrificesForMana(state, ctx, player)];
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
  const groups = chosenGroups(decision, ids);
  if (decision.min === 0) groups.push([]);
  return groups.map((group) => ({
    type: 'MakeChoice' as const,
    player,
    decision: decision.id,
    answer: { kind: 'options' as const, ids: group },
  }));
}

/** The options chosen together in the answers offered (the empty choice aside). */
function chosenGroups(decision: Decision, ids: string[]): string[][] {
  if (decision.max === 1) return ids.map((id) => [id]);
  // Cards chosen among several (a search for up to N, 701.19b): each one alone, and as many as allowed.
  if (decision.kind === 'cards' && decision.min <= 1) {
    const most = ids.slice(0, decision.max);
    return [...ids.map((id) => [id]), ...(most.length > 1 ? [most] : [])];
  }
  return [ids.slice(0, decision.min), ids.slice(-decision.min || ids.length)];
}

/** Mana abilities whose cost sacrifices a permanent of the player's choice (Ashnod's Altar): one per candidate. */
function sacrificesForMana(state: GameState, ctx: RulesContext, player: PlayerId): Command[] {
  const mine = state.battlefield.filter((id) => objectOf(state, id)!.controller === player);
  return mine.flatMap((source) => {
    const ability = manaAbilityWithChoices(state, ctx, objectOf(state, source)!);
    const filter = ability?.cost.sacrifice?.filter;
    // 118.3, 302.6: its {T} must be payable too (Phyrexian Tower, already tapped, is not offered).
    if (!ability || (ability.cost.tap && !canTapForCost(state, ctx, source))) return [];
    return mine
      .filter(
        (id) =>
          !filter || matchesFilter(state, ctx, objectOf(state, id)!, filter, { controller: player, source }),
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

/** 601.2h: `PayCost`, its mana paid as the engine finds, naming objects for the costs that take some (118.3). */
function payCost(state: GameState, ctx: RulesContext, decision: Decision): Command {
  const pay: Command = { type: 'PayCost', player: decision.player, decision: decision.id, payment: 'auto' };
  const casting = castingPaid(state);
  if (!casting) return pay;
  const named = someObjectsForCosts(
    state,
    ctx,
    casting.player,
    casting.spell ?? casting.card,
    casting.cost?.others ?? [],
  );
  return { ...pay, ...named };
}
