// Activating abilities (602) and mana abilities (605).
import type { Ability, ManaType } from '@mtg/cards';
import type { Command, Rejection } from '../data/commands/command.js';
import { reject, type Run } from '../engine/run.js';
import { manaAbilitiesOf, manaAbilityMaking, tapCostProblem } from '../mana/mana-sources.js';
import { definitionOf, valuesOfAbilitySource } from '../layers/definition.js';
import { abilitiesOf, typeCharacteristics } from '../layers/characteristics.js';
import type { GameObject, GameState, GrantedAbility, ObjectId } from '../data/state/game-state.js';
import type { EffectContext, Task } from '../data/state/task.js';
import type { RulesContext } from '../data/state/context.js';
import { continueCasting } from './cast-spell.js';
import type { CastingMethod } from '../data/state/casting.js';
import type { Casting } from '../data/state/casting.js';
import { checkCostActions, chosenForCosts, costActions, payCostAction, withoutMana } from './costs.js';
import { activateManaAbilities } from './pay-mana.js';
import { checkActivationNotProhibited } from '../objects/prohibitions.js';
import { hasPriority, hasSorceryTiming, unmetRestriction } from './timing.js';
import { checkNoSplitSecond } from './split-second.js';
import { objectOf } from '../data/state/objects.js';

export type ActivatedAbility = Extract<Ability, { kind: 'activated' }>;

/**
 * The activated abilities of an object that are not mana abilities: those of its definition (with
 * their index there), and those other objects grant it (613.1f), which are its own too: its
 * controller activates them, not the controller of the Aura or Equipment that grants them (303.4e, 301.5d).
 */
export function activatedAbilitiesOf(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
): { index: number; ability: ActivatedAbility; grantedBy?: GrantedAbility['grantedBy'] }[] {
  const object = objectOf(state, id);
  if (!object) return [];
  const found: { index: number; ability: ActivatedAbility; grantedBy?: GrantedAbility['grantedBy'] }[] = [];
  abilitiesOf(state, ctx, object).forEach((ability, index) => {
    if (ability.kind === 'activated' && !ability.manaAbility) found.push({ index, ability });
  });
  for (const { ability, grantedBy } of typeCharacteristics(state, ctx, id).granted ?? [])
    if (ability.kind === 'activated' && !ability.manaAbility)
      found.push({ index: grantedBy.index, ability, grantedBy });
  return found;
}

type Activate = Extract<Command, { type: 'ActivateAbility' }>;

/** 602.2: why the player can't activate the ability from where its object is, if they can't. */
function zoneProblem(object: GameObject, ability: ActivatedAbility, player: string): Rejection | undefined {
  const zone = ability.zone ?? 'battlefield';
  if (object.zone !== zone)
    return {
      code: 'ABILITY_ZONE',
      rule: '602.2',
      message: `${object.name}'s ability works from the ${zone}, not the ${object.zone}`,
    };
  // 602.2: only an object's controller (a card in a hidden zone: its owner) may activate its
  // abilities, unless the ability says any player may.
  const who = zone === 'battlefield' ? object.controller : object.owner;
  if (who !== player && !(ability.anyPlayer && zone === 'battlefield'))
    return { code: 'NOT_CONTROLLER', rule: '602.2', message: `${player} doesn't control ${object.name}` };
  return undefined;
}

/** 602.5d, 606.3, 602.5b: why the player can't activate the ability now, for its timing, if they can't. */
function timingProblem(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  { ability, which }: { ability: ActivatedAbility; which: number },
  player: string,
): Rejection | undefined {
  if (ability.restriction) return restrictionProblem(state, ctx, object, { ability, which }, player);
  const loyalty = ability.cost.loyalty !== undefined || !!ability.cost.loyaltyMinusX;
  if ((ability.sorcerySpeed || loyalty) && !hasSorceryTiming(state, player))
    return {
      code: 'SORCERY_TIMING',
      rule: loyalty ? '606.3' : '602.5d',
      message: `${object.name}'s ability can be activated only as a sorcery`,
    };
  // 606.3: one loyalty ability per planeswalker per turn.
  if (loyalty && (object.loyaltyActivations ?? 0) > 0)
    return {
      code: 'LOYALTY_ONCE_PER_TURN',
      rule: '606.3',
      message: `a loyalty ability of ${object.name} was already activated this turn`,
    };
  return undefined;
}

/** 602.5b: why the player can't activate the ability now, for its "Activate only ..." restrictions, if they can't. */
function restrictionProblem(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  { ability, which }: { ability: ActivatedAbility; which: number },
  player: string,
): Rejection | undefined {
  const unmet =
    unmetRestriction(state, ctx, ability.restriction!, player, object.id) ??
    (ability.restriction!.oncePerTurn && object.activatedThisTurn?.includes(which)
      ? 'once each turn'
      : undefined);
  return unmet
    ? {
        code: 'ACTIVATION_RESTRICTED',
        rule: '602.5b',
        message: `${object.name}'s ability can be activated only ${unmet}`,
      }
    : undefined;
}

/** Refuses the command for the problem, if there is one. */
function refuse(problem: Rejection | undefined): void {
  if (problem) reject(problem.code, problem.rule, problem.message);
}

/**
 * Whether the player may begin to activate the object's ability now as far as the zone it works from
 * and its timing go (602.2, 602.5d, 606.3): checks `beginActivation` makes too, made first by the
 * legal actions, which so leave out without a refusal the abilities of cards in a hand that work on
 * the battlefield and those of the wrong timing.
 */
export function activationMayBegin(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
  entry: { ability: ActivatedAbility; which: number },
  player: string,
): boolean {
  return !zoneProblem(object, entry.ability, player) && !timingProblem(state, ctx, object, entry, player);
}

function checkTapCost(run: Run, id: ObjectId): void {
  const problem = tapCostProblem(run.state, run.ctx, id);
  if (problem)
    reject('COST_UNPAYABLE', problem.rule, `${problem.message}: it can't be tapped for a cost now`);
}

/** Activating an ability is paying its activation cost (602.2b, 601.2f), not a spell's mana cost. */
const ACTIVATION_COST: CastingMethod = { name: 'activation cost' };

/**
 * 605.3: a mana ability doesn't use the stack: it isn't activated by the steps of 602.2 but at once
 * (`ActivateManaAbility`); `ability` counts only the abilities that are not mana abilities.
 */
function checkNotManaAbility(run: Run, object: GameObject, index: number): void {
  const { state, ctx } = run;
  if (manaAbilitiesOf(state, ctx, object.id).length || manaAbilityWithChoices(state, ctx, object))
    reject(
      'MANA_ABILITY',
      '605.3',
      `${object.name} has no activated ability ${index + 1} that uses the stack: its mana abilities don't, they are activated at once (ActivateManaAbility, 605.3a-b)`,
    );
}

/**
 * 602.2 (seed 409.1): whether the player may begin to activate the ability (priority, 602.5,
 * timing, 606.3); the activation it begins, which follows the steps of casting (602.2b).
 */
export function beginActivation(run: Run, command: Activate): Casting {
  const { type: _type, player, source, ability: which, ...choices } = command;
  if (!hasPriority(run.state, player)) reject('NO_PRIORITY', '117.1b', `${player} does not have priority`);
  const object = objectOf(run.state, source);
  if (!object) reject('UNKNOWN_OBJECT', '602.2', `no object ${source}`);
  const entry = activatedAbilitiesOf(run.state, run.ctx, object.id)[which];
  if (!entry) {
    checkNotManaAbility(run, object, which);
    reject('UNKNOWN_ABILITY', '602.2', `${object.name} has no activated ability ${which + 1}`);
  }
  const { ability, index } = entry;
  checkNoSplitSecond(run, 'activate an ability');
  refuse(zoneProblem(object, ability, player));
  checkActivationNotProhibited(run.state, run.ctx, object.id, object.name);
  refuse(timingProblem(run.state, run.ctx, object, { ability, which }, player));
  const stack = {
    source: object.id,
    sourceCardId: object.cardId,
    index,
    kind: 'activated' as const,
    ...valuesOfAbilitySource(object),
    ...(entry.grantedBy ? { grantedBy: entry.grantedBy } : {}),
  };
  return {
    player,
    card: object.id,
    from: object.zone,
    // A copy's abilities are those of what it copies, and so is its name (707.2).
    activation: {
      name: definitionOf(run.ctx, object).name,
      ability: stack,
      ...(ability.restriction?.oncePerTurn ? { oncePerTurn: which } : {}),
    },
    choices,
    method: ACTIVATION_COST,
    x: 0,
    kicked: 0,
    targets: [],
  };
}

/** 602.2: the ability is activated by the steps of casting a spell, each choice from the command. */
export function activateAbility(run: Run, command: Activate): void {
  const activation = beginActivation(run, command);
  // 602.2i, 117.3c: the player who activated it gets priority.
  run.agenda.push({ kind: 'priority', player: activation.player });
  continueCasting(run, activation, 'announce');
}

type ActivateMana = Extract<Command, { type: 'ActivateManaAbility' }>;

/**
 * A mana ability a payment doesn't use by itself: its cost takes objects the player chooses, and no
 * mana (Ashnod's Altar).
 */
export function manaAbilityWithChoices(
  state: GameState,
  ctx: RulesContext,
  object: GameObject,
): ActivatedAbility | undefined {
  return abilitiesOf(state, ctx, object).find(
    (a): a is ActivatedAbility =>
      a.kind === 'activated' && !!a.manaAbility && !!a.cost.sacrifice && !a.cost.mana,
  );
}

// 605.3a-b, 602.2b: its cost is paid in full with the permanents chosen (118.3), then it resolves at once.
function activateWithChoices(
  run: Run,
  player: string,
  object: GameObject,
  ability: ActivatedAbility,
  sacrifice: ObjectId[],
): void {
  const chosen = chosenForCosts({ sacrifice });
  const actions = costActions(run, player, object.id, withoutMana(ability.cost), chosen);
  const extra = chosen.sacrifice[0];
  if (extra !== undefined)
    reject(
      'COST_CHOICE_INVALID',
      '601.2h',
      `${objectOf(run.state, extra)?.name ?? extra} pays no cost of ${object.name}`,
    );
  checkCostActions(run, player, actions);
  for (const action of actions) payCostAction(run, player, action);
  const ctx: EffectContext = {
    ...{ source: object.id, self: object.id, sourceCardId: object.cardId, sourceName: object.name },
    ...{ controller: player, targets: [], x: 0 },
  };
  run.scheduled.push(...ability.effects.map((effect): Task => ({ kind: 'effect', effect, ctx })));
}

// 605.3a: a mana ability is activated with priority, or while `paying` a cost (601.2g), and resolves at once.
export function activateManaAbility(run: Run, command: ActivateMana, paying = false): void {
  const { player } = command;
  if (!paying && !hasPriority(run.state, player))
    reject('NO_PRIORITY', '605.3a', `${player} does not have priority`);
  const object = objectOf(run.state, command.source);
  if (!object || object.controller !== player)
    reject('NOT_CONTROLLER', '602.2', `${player} doesn't control ${command.source}`);
  checkActivationNotProhibited(run.state, run.ctx, object.id, object.name);
  const abilities = manaAbilitiesOf(run.state, run.ctx, object.id);
  const withChoices = abilities.length ? undefined : manaAbilityWithChoices(run.state, run.ctx, object);
  if (withChoices) {
    activateWithChoices(run, player, object, withChoices, command.sacrifice ?? []);
    if (!paying) run.agenda.push({ kind: 'priority', player });
    return;
  }
  const produces = [...new Set(abilities.flatMap((a) => a.produces))];
  if (!produces.length) reject('NO_MANA_ABILITY', '605.1a', `${object.name} has no mana ability`);
  const mana: ManaType | undefined = command.color ?? (produces.length === 1 ? produces[0] : undefined);
  if (!mana || !produces.includes(mana)) {
    reject(
      'MANA_COLOR',
      '605.3a',
      `${object.name} makes ${produces.join(' or ')}, choose one${command.color ? ` (not ${command.color})` : ''}`,
    );
  }
  // Its tap ability if it can be tapped (and the counters it removes are there), else one whose cost is to sacrifice it.
  const canTap = !tapCostProblem(run.state, run.ctx, object.id);
  const ability =
    (canTap ? manaAbilityMaking(run.state, run.ctx, object.id, mana, false) : undefined) ??
    abilities.find((a) => a.produces.includes(mana) && a.sacrifice && (!a.tap || canTap));
  if (!ability) {
    checkTapCost(run, object.id);
    reject(
      'COST_UNPAYABLE',
      '118.3',
      `${object.name} has no ${mana} mana ability whose cost can be paid now`,
    );
  }
  activateManaAbilities(run, player, {
    activations: [{ object: object.id, mana, ...(ability.sacrifice ? { sacrifice: true as const } : {}) }],
    spent: [],
    life: 0,
  });
  if (!paying) run.agenda.push({ kind: 'priority', player });
}
