// legalActions(state, player): the commands a player may issue now, for bots and interfaces.
// Choices among many combinations (which attackers, which targets) are offered as a representative
// set: nothing, each single choice, and every candidate at once; every offered command is accepted.
import type { CardDefinition, ManaSymbol, TargetSpec } from '@mtg/cards';
import { additionalCosts } from './casting/cast-spell.js';
import { castingMethods, NORMAL } from './casting/casting-methods.js';
import { someObjectsForCosts } from './casting/costs.js';
import { facesToCast } from './casting/faces.js';
import { landFaceOf } from './casting/play-land.js';
import { modesChosenByOpponent, spellAbility } from './casting/proposed.js';
import type { Run } from './engine/run.js';
import { definitionOf, faceDefinition } from './objects/definition.js';
import { characteristicsOfAny } from './layers/characteristics.js';
import { activatedAbilitiesOf, manaAbilityWithChoices } from './casting/activate-ability.js';
import { matchesFilter } from './objects/filter.js';
import {
  attackableDefenders,
  possibleAttackers,
  possibleBlockers,
  attackers,
  blockProblem,
} from './combat/declare.js';
import { suggestedAssignments } from './combat/damage.js';
import type { Command } from './commands/command.js';
import { decide } from './decide.js';
import type { RulesContext } from './engine/context.js';
import { availableManaSources } from './mana/mana-sources.js';
import { manaCostOf } from './mana/mana-cost.js';
import { leastManaUnits } from './mana/payment.js';
import { hasSorceryTiming } from './casting/timing.js';
import {
  reducesOwnCost,
  reductionChoices,
  spellCostReducersOnBattlefield,
  withXPaid,
} from './casting/total-cost.js';
import { playableLandZone } from './lands/land-plays.js';
import type { GameObject, GameState, PlayerId } from './state/game-state.js';
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
    // 730.1: a spell cast (or an ability activated) step by step may be cancelled while it asks its player a choice.
    // Not by an opponent who chooses its mode (601.6): the casting is not theirs.
    if (state.action?.player === player && state.agenda[0]?.kind === 'casting')
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
    const declaration = (attackers: { attacker: string; defender: string }[]): Command => ({
      type: 'DeclareAttackers',
      player,
      attackers,
    });
    // 508.1b, 310.8b: each attacker alone may also attack a planeswalker or a battle (a battle an opponent protects).
    const permanents = attackableDefenders(state, ctx, player).filter((d) => state.objects[d]);
    return [
      ...[[], ...all.map((a) => [a]), ...(all.length > 1 ? [all] : [])].map((group) =>
        declaration(group.map((attacker) => ({ attacker, defender }))),
      ),
      ...permanents.flatMap((d) => all.map((attacker) => declaration([{ attacker, defender: d }]))),
    ];
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

/** A run that only reads the state, for the rules functions that say what may be done now. */
function readingRun(state: GameState, ctx: RulesContext): Run {
  return { state, owned: {}, events: [], agenda: [], ctx, scheduled: [] };
}

/** Whether a face of a card could be cast now as far as timing goes (307.1, 304.5, 702.8a). */
function timingAllows(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  object: GameObject,
  face?: string,
) {
  // The card as it is (its characteristics cached), or as the face it would be cast with.
  const chars = characteristicsOfAny(state, ctx, face ? { ...object, face } : object);
  // 305.1: a land face is played, not cast.
  if (chars.types.includes('Land')) return false;
  const instantSpeed = chars.types.includes('Instant') || chars.keywords.includes('flash');
  return instantSpeed || hasSorceryTiming(state, player);
}

/**
 * Whether the mana available could pay the cost, as far as a bound goes (delve exiles cards for {1}
 * each): the cost as printed, or else, when something may reduce it (`reducers` on the battlefield,
 * or its own ability), as the effects that change it make it (601.2f), computed as the casting
 * computes it, with no target beyond the first.
 */
function mightPay(
  run: Run,
  player: PlayerId,
  card: string,
  def: CardDefinition,
  cost: readonly ManaSymbol[],
  mana: number,
  reducers: boolean,
) {
  const delvable = def.abilities.some((a) => a.kind === 'delve')
    ? playerById(run.state, player).graveyard.length
    : 0;
  const most = mana + delvable;
  const paid = withXPaid(cost, 0);
  if (leastManaUnits(paid, 0) <= most) return true;
  if (!reducers && !reducesOwnCost(def)) return false;
  return reductionChoices(run, card, player, paid, 0).some((c) => leastManaUnits(c.mana, 0) <= most);
}

/**
 * Every way to cast the card now, each as a `CastSpell` command sent as is (601.3): each face it may
 * be cast with (709.3, 712.11b, 715.3), each way (its mana cost, an alternative cost, flashback,
 * jump-start, "without paying its mana cost", 118.9), kicked or not, each mode its caster chooses, and
 * representative targets; the objects its costs take are named. `AnnounceSpell` too, once per face.
 */
function castingCommands(
  run: Run,
  player: PlayerId,
  card: string,
  mana: number,
  reducers: boolean,
): Command[] {
  const { state, ctx } = run;
  const object = state.objects[card]!;
  const methods = castingMethods(run, player, object);
  if (!methods.length) return [];
  const def = definitionOf(ctx, object);
  const commands: Command[] = [];
  for (const face of facesToCast(def, object)) {
    if (!timingAllows(state, ctx, player, object, face)) continue;
    const cast = face ? faceDefinition(def, face) : def;
    const named = face === undefined ? {} : { face };
    const kickers = cast.abilities.some((a) => a.kind === 'kicker') ? [0, 1] : [0];
    let announced = false;
    for (const method of methods) {
      for (const kicked of kickers) {
        const costs = additionalCosts(cast, method, kicked);
        const cost = [
          ...manaCostOf(method.instead ? method.instead.mana : cast.manaCost),
          ...costs.flatMap((c) => manaCostOf(c.mana)),
        ];
        if (method.unpayable || !mightPay(run, player, card, cast, cost, mana, reducers)) continue;
        const objects = someObjectsForCosts(state, ctx, player, card, costs);
        if (!objects) continue;
        // 601.2a: or step by step, each choice asked as the casting goes.
        if (!announced && object.zone === 'hand')
          commands.push({ type: 'AnnounceSpell', player, card, ...named });
        announced = true;
        const choices = {
          ...named,
          ...(method === NORMAL ? {} : { alternative: method.name }),
          ...(kicked || Object.keys(objects).length
            ? { additional: { ...objects, ...(kicked ? { kicker: kicked } : {}) } }
            : {}),
        };
        for (const modes of modeChoices(cast))
          for (const targets of targetChoices(
            state,
            ctx,
            spellTargetSpecs(cast, modes, kicked),
            player,
            card,
          ))
            commands.push({
              type: 'CastSpell',
              player,
              card,
              targets,
              ...(modes ? { modes } : {}),
              ...choices,
            });
      }
    }
  }
  return commands;
}

/** The modes to try: each one, when the caster chooses one (700.2); none when an opponent chooses them (601.6). */
function modeChoices(def: CardDefinition): (number[] | undefined)[] {
  const spell = spellAbility(def);
  if (!spell || spell.modes.length < 2 || modesChosenByOpponent(def)) return [undefined];
  const count = spell.chooseModes ?? 1;
  return count === 1
    ? spell.modes.map((_m, i) => [i + 1])
    : [spell.modes.slice(0, count).map((_m, i) => i + 1)];
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
    const def = definitionOf(ctx, state.objects[card]!);
    // 305.1, 712.12: a land, or the land face of a modal double-faced card, is played.
    if ((def.types.includes('Land') || landFaceOf(def)) && hasSorceryTiming(state, player))
      commands.push({ type: 'PlayLand', player, card });
  }
  // 601.3: the cards the player may cast from where they are: the hand, a graveyard (flashback,
  // jump-start), exile (an adventurer card on an adventure).
  const run = readingRun(state, ctx);
  const reducers = spellCostReducersOnBattlefield(run);
  for (const card of [...me.hand, ...me.graveyard, ...state.exile])
    commands.push(...castingCommands(run, player, card, mana, reducers));
  // 602.2: a player activates abilities of permanents they control and of cards in their hand.
  const mine = state.battlefield.filter((id) => state.objects[id]!.controller === player);
  for (const id of [...mine, ...me.hand]) {
    activatedAbilitiesOf(state, ctx, id).forEach(({ ability }, i) => {
      // 602.2a: or step by step, each choice asked as the activation goes.
      commands.push({ type: 'AnnounceAbility', player, source: id, ability: i });
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
