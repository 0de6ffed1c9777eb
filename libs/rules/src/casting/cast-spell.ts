// Casting a spell (601.2; seed 409.1): a player who may begin to cast it (601.3) follows the steps of
// 601.2a-i in order, each a function of the run and the casting so far; activating an ability
// follows the same steps (602.2a-b, 602.2i). Each choice comes from the casting's choices; a step
// that can't be completed makes the whole casting illegal (601.2, 730.1): the command is rejected
// and nothing of it is kept. A casting step by step (casting-process.ts) asks each choice as it
// goes, and is reversed instead.
import type { CardDefinition, Cost, Effect, ManaSymbol } from '@mtg/cards';
import type { Command, Rejection } from '../data/commands/command.js';
import { emit, nextId, problemOf, reject, type Run } from '../engine/run.js';
import { enactMove, moveObject } from '../game-actions/actions.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { evaluateAmount } from '../layers/amount.js';
import type {
  Characteristics,
  GameObject,
  GameState,
  PlayerId,
  StackInfo,
} from '../data/state/game-state.js';
import { allModes, checkChosenTargets } from '../targets/targets.js';
import type { ActivatedAbility } from './activate-ability.js';
import { castingMethods, chooseCastingMethod } from './casting-methods.js';
import {
  type CastingMethod,
  CASTING_STEPS,
  type CastChoices,
  type Casting,
  type CastingStep,
  type CostAction,
  type TotalCost,
} from '../data/state/casting.js';
import { castCharacteristics, faceToCast } from './faces.js';
import {
  checkCostActions,
  chosenForCosts,
  costActions,
  lifePaid,
  objectsUsed,
  payCostAction,
  withoutMana,
  type ChosenForCosts,
} from './costs.js';
import { planDelve } from './delve.js';
import { convokeUnpaid, hasConvoke, planConvoke, type Convoke } from './convoke.js';
import {
  activateManaAbilities,
  manaWithinReach,
  planManaPayment,
  spendMana,
  type ManaExclusions,
} from './pay-mana.js';
import { checkActivationNotProhibited, checkNotProhibited } from '../objects/prohibitions.js';
import {
  activatedAbility,
  costSourceOf,
  definitionOfCast,
  effectsOfCast,
  hasX,
  nameOfCast,
  paysXOfCast,
  spellAbility,
  modesToChoose,
  howMany,
  targetSpecsOfCast,
} from './proposed.js';
import { hasPriority, hasSorceryTiming, unmetRestriction } from './timing.js';
import { checkNoSplitSecond } from './split-second.js';
import { halvesChoices, type HybridHalf } from './cost-reduction.js';
import {
  describeMana,
  irreducibleActivationMana,
  irreducibleSpellMana,
  manaReductions,
  notGeneric,
  modifiedActivationMana,
  modifiedSpellMana,
  reductionChoices,
  withXPaid,
} from './total-cost.js';
import { objectOf } from '../data/state/objects.js';
import { definitionOf } from '../layers/definition.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;

/** 601.3 (seed 409.4): whether the player may begin to cast the card, and how; the casting it begins. */
export function beginCasting(run: Run, command: CastSpell): Casting {
  const { type: _type, player, card: id, ...choices } = command;
  if (!hasPriority(run.state, player)) reject('NO_PRIORITY', '117.1a', `${player} does not have priority`);
  checkNoSplitSecond(run, 'cast a spell');
  const card = objectOf(run.state, id);
  if (!card) reject('UNKNOWN_OBJECT', '601.2a', `no card ${id}`);
  const { face, chars: faceUp } = chooseFace(run, card, command.face);
  const method = chooseCastingMethod(run, player, card, command.alternative);
  // 702.37c, 708.4: a card cast face down is turned face down first; its timing is the face-down spell's.
  const chars = method.faceDown
    ? castCharacteristics(run, { ...card, zone: 'stack', faceDown: true }, undefined)
    : faceUp;
  // 601.3c: cast as though it had flash, its additional cost paid.
  if (!method.flash && !timingAllows(run.state, player, chars))
    reject('SORCERY_TIMING', '307.1', `${card.name} can be cast only in your main phase with an empty stack`);
  const unmet = unmetCastRestriction(run, player, card);
  if (unmet) reject('CAST_RESTRICTED', '601.3', `${card.name} can be cast only ${unmet}`);
  checkNotProhibited(run, card.id, '601.3', face.face);
  return { player, card: card.id, from: card.zone, choices, method, x: 0, kicked: 0, targets: [], ...face };
}

/** 307.1, 304.5, 702.8a: sorcery timing unless it is an instant or has flash. */
function timingAllows(state: GameState, player: PlayerId, chars: Characteristics): boolean {
  return (
    chars.types.includes('Instant') || chars.keywords.includes('flash') || hasSorceryTiming(state, player)
  );
}

/** 601.3: the part of the card's own "Cast [this card] only ..." that doesn't hold now, if any. */
function unmetCastRestriction(run: Run, player: PlayerId, card: GameObject): string | undefined {
  for (const ability of definitionOf(run.ctx, card).abilities)
    if (ability.kind === 'cast-restriction') {
      const unmet = unmetRestriction(run.state, run.ctx, ability.restriction, player, card.id);
      if (unmet) return unmet;
    }
  return undefined;
}

/** 305.1, 305.9: a land is played, never cast, even a land creature (Dryad Arbor) or a land face (712.12). */
const isLand = (chars: Characteristics) => chars.types.includes('Land');

/**
 * Whether the player may begin to cast the card with the face named (as `CastSpell` names it) now,
 * as far as what that face is and the timing go (305.1, 307.1): checks `beginCasting` makes too, made
 * first by the legal actions, which so leave out without a refusal the lands and the spells of the
 * wrong timing.
 */
export function faceCastableNow(
  run: Run,
  player: PlayerId,
  card: GameObject,
  named: string | undefined,
): boolean {
  const chars = castCharacteristics(run, card, faceToCast(run, card, named));
  // 601.3c: or as though it had flash, one way it may be cast.
  const timing =
    timingAllows(run.state, player, chars) || castingMethods(run, player, card).some((m) => m.flash);
  return !isLand(chars) && timing && !unmetCastRestriction(run, player, card);
}

/**
 * 709.3, 712.11b, 715.3: the face the card is cast with, chosen before it moves to the stack; only
 * that face is evaluated to see if it can be cast (709.3a, 712.11c, 715.3a).
 */
function chooseFace(run: Run, card: GameObject, named: string | undefined, transformed?: boolean) {
  const face = faceToCast(run, card, named, transformed);
  const chars = castCharacteristics(run, card, face);
  if (isLand(chars))
    reject(
      'LAND_NOT_CAST',
      chars.types.length > 1 ? '305.9' : '305.1',
      `${chars.name} is a land: it is played, not cast`,
    );
  return { face: face === undefined ? {} : { face }, chars };
}

/**
 * 608.2g: a spell an effect instructs or allows a player to cast while it resolves (discover, 701.55a):
 * cast by the steps of 601.2a-i with the effect's method, whatever the timing, and no player receives
 * priority after it's cast; the resolving spell or ability goes on.
 */
export function castDuringResolution(
  run: Run,
  player: PlayerId,
  card: GameObject,
  choices: CastChoices,
  method: CastingMethod,
): void {
  continueCasting(run, beginCastingDuringResolution(run, player, card, choices, method), 'announce');
}

/** 608.2g: the casting a resolving effect begins, its timing not checked; the face and prohibitions are (709.3a, 601.3). */
export function beginCastingDuringResolution(
  run: Run,
  player: PlayerId,
  card: GameObject,
  choices: CastChoices,
  method: CastingMethod,
): Casting {
  const { face } = chooseFace(run, card, choices.face, method.transformed);
  checkNotProhibited(run, card.id, '601.3', face.face);
  return { player, card: card.id, from: card.zone, choices, method, x: 0, kicked: 0, targets: [], ...face };
}

/**
 * 601.2a: the card moves to the stack with the chosen face up; its caster controls the spell.
 * 602.2a: an ability is created on the stack; its activator controls it.
 */
function announce(run: Run, casting: Casting): Casting {
  const { player: controller, face, activation, modeChooser, method } = casting;
  if (activation) {
    const object = nextId(run, 'o');
    const { name, ability } = activation;
    emit(run, {
      type: 'AbilityPutOnStack',
      player: controller,
      source: casting.card,
      object,
      name,
      stack: { targets: [], ability },
    });
    return { ...casting, spell: object };
  }
  const spell = enactMove(run, casting.card, 'stack', {
    reason: 'cast',
    controller,
    ...(face ? { face } : {}),
    // 702.37c: cast with morph, it is put onto the stack face down (708.2a).
    ...(method.faceDown ? { faceDown: true } : {}),
    // 702.103b: cast bestowed, it becomes an Aura spell as it is put onto the stack.
    ...(method.bestowed ? { bestowed: true as const } : {}),
    // 601.6a: the opponent who chooses its modes is "that player" of its text.
    ...(modeChooser ? { chosen: { player: modeChooser } } : {}),
  })!;
  return { ...casting, spell };
}

function checkModes(def: CardDefinition | undefined, modes: number[] | undefined, entwined: boolean): void {
  const spell = def && spellAbility(def);
  if (!spell || spell.modes.length < 2) {
    if (modes?.length) reject('MODE_INVALID', '700.2', `${def?.name ?? 'an activated ability'} is not modal`);
    return;
  }
  // 702.42a: an entwined spell's modes are all of its modes.
  const { fewest, most } = entwined
    ? { fewest: spell.modes.length, most: spell.modes.length }
    : modesToChoose(spell);
  const valid = (m: number) => Number.isInteger(m) && m >= 1 && m <= spell.modes.length;
  const chosen = modes?.length ?? 0;
  // 700.2d: a mode is chosen once unless the spell says otherwise.
  if (!modes || chosen < fewest || chosen > most || !modes.every(valid) || new Set(modes).size !== chosen)
    reject(
      'MODE_INVALID',
      '700.2a',
      `choose ${howMany(fewest, most)} of the ${spell.modes.length} of ${def.name}`,
    );
}

/** 601.2b (602.2b): the modes, the value of X, and the intention to pay additional costs (kicker). */
function chooseModesAndCosts(run: Run, casting: Casting): Casting {
  const def = casting.activation ? undefined : definitionOfCast(run, casting);
  const announced = announcedCosts(run, casting);
  const modes = announced.entwined ? (casting.choices.modes ?? allModes(def!)) : casting.choices.modes;
  checkModes(def, modes, !!announced.entwined);
  return { ...casting, ...announced, ...(modes?.length ? { modes } : {}) };
}

/** The optional additional costs a casting pays (601.2b): kicker, buyback, replicate. */
export type OptionalCostsPaid = Pick<Casting, 'kicked' | 'buyback' | 'replicated' | 'entwined'>;

/** 601.2b: the value of X and the optional additional costs paid, as announced. */
export function announcedCosts(run: Run, casting: Casting): { x: number } & OptionalCostsPaid {
  const def = casting.activation ? undefined : definitionOfCast(run, casting);
  const name = nameOfCast(run, casting);
  const { additional } = casting.choices;
  const printedX = def ? hasX(manaCostOf(def.manaCost)) : paysXOfCast(run, casting);
  // 107.3b: X is 0 when neither the mana cost nor a cost with X is paid ("without paying its mana cost").
  const xPaid = paysXOfCast(run, casting);
  const x = casting.choices.x ?? 0;
  if (!Number.isInteger(x) || x < 0 || (!xPaid && x !== 0)) {
    const why = !printedX
      ? `${name} has no X in its cost`
      : !xPaid
        ? `X is 0 when ${name} is cast without paying its mana cost`
        : `X must be a whole number of 0 or more, not ${x}`;
    reject('X_INVALID', xPaid || !printedX ? '601.2b' : '107.3b', why);
  }
  // 702.33a, 702.33c: a kicker cost is paid once at most (no card here has multikicker).
  const kicked = additional?.kicker ?? 0;
  const kicker = !!def?.abilities.some((a) => a.kind === 'kicker');
  if (kicked !== 0 && (!kicker || kicked !== 1))
    reject('COST_INVALID', '702.33a', kicker ? 'kicker is paid once at most' : `${name} has no kicker`);
  return { x, kicked, ...optionalCostsAnnounced(def, name, additional) };
}

/**
 * 702.27a, 702.42a: a buyback or entwine cost is paid once or not at all; 702.56a: a replicate cost
 * any number of times.
 */
function optionalCostsAnnounced(
  def: CardDefinition | undefined,
  name: string,
  additional: Casting['choices']['additional'],
): Omit<OptionalCostsPaid, 'kicked'> {
  const { buyback = 0, replicate = 0, entwine = 0 } = additional ?? {};
  const has = (kind: 'buyback' | 'replicate' | 'entwine') => !!def?.abilities.some((a) => a.kind === kind);
  if (buyback !== 0 && (!has('buyback') || buyback !== 1))
    reject(
      'COST_INVALID',
      '702.27a',
      has('buyback') ? 'buyback is paid once at most' : `${name} has no buyback`,
    );
  if (replicate !== 0 && (!has('replicate') || !Number.isInteger(replicate) || replicate < 0))
    reject(
      'COST_INVALID',
      '702.56a',
      has('replicate') ? 'replicate is paid a whole number of times' : `${name} has no replicate`,
    );
  if (entwine !== 0 && (!has('entwine') || entwine !== 1))
    reject(
      'COST_INVALID',
      '702.42a',
      has('entwine') ? 'entwine is paid once at most' : `${name} has no entwine`,
    );
  return {
    ...(buyback ? { buyback: true as const } : {}),
    ...(replicate ? { replicated: replicate } : {}),
    ...(entwine ? { entwined: true as const } : {}),
  };
}

/** 601.2c (seed 409.1c-d): targets for the chosen modes only, the right number, distinct, legal. */
function chooseTargets(run: Run, casting: Casting): Casting {
  const targets = casting.choices.targets ?? [];
  const specs = targetSpecsOfCast(run, casting);
  const source = costSourceOf(casting);
  const problem = checkChosenTargets(run.state, run.ctx, specs, targets, casting.player, source);
  if (problem) reject('TARGET_ILLEGAL', '601.2c', problem);
  return { ...casting, targets: targets.map((group) => [...group]) };
}

type DividedDamage = Extract<Effect, { kind: 'deal-damage' }> & { to: { target: number } };

function dividedEffects(effects: readonly Effect[]): DividedDamage[] {
  return effects.filter(
    (e): e is DividedDamage =>
      e.kind === 'deal-damage' && !!e.divided && typeof e.to === 'object' && 'target' in e.to,
  );
}

/** An announced division: each target at least 1 (601.2d), adding up to the amount, naming only the targets. */
function checkDivision(division: Record<string, number>, group: readonly string[], amount: number): void {
  const named = Object.keys(division);
  const stranger = named.find((id) => !group.includes(id));
  if (stranger)
    reject('DIVISION_INVALID', '601.2d', `${stranger} is not a target the amount is divided among`);
  const missing = group.find((id) => !(id in division));
  if (missing) reject('DIVISION_INVALID', '601.2d', `each target gets at least 1: ${missing} gets none`);
  if (group.some((id) => !Number.isInteger(division[id]) || division[id]! < 1))
    reject('DIVISION_INVALID', '601.2d', 'each target gets a whole amount of at least 1');
  const total = group.reduce((n, id) => n + division[id]!, 0);
  if (total !== amount)
    reject('DIVISION_INVALID', '601.2d', `the division adds up to ${total}, not ${amount}`);
}

/** An amount the spell divides among a group of its targets (601.2d), and the only division of it, if so. */
export interface Division {
  group: string[];
  amount: number;
  evenly: boolean;
  only?: Record<string, number>;
}

/** The amounts the spell divides among its targets, for the chosen modes and targets. */
export function divisionsOf(run: Run, casting: Casting): Division[] {
  const divided = dividedEffects(effectsOfCast(run, casting));
  // No target, nothing divided ("among any number of targets", none chosen).
  return divided.flatMap((effect) => {
    const group = casting.targets[effect.to.target] ?? [];
    if (!group.length) return [];
    const amount = evaluateAmount(run.state, run.ctx, effect.amount, {
      controller: casting.player,
      source: casting.spell!,
      x: casting.x,
    });
    // Only one way to divide: all to a single target, or 1 to each when there is just enough.
    const only =
      group.length === 1
        ? { [group[0]!]: amount }
        : amount === group.length
          ? Object.fromEntries(group.map((id) => [id, 1]))
          : undefined;
    return [{ group, amount, evenly: effect.divided === 'evenly', ...(only ? { only } : {}) }];
  });
}

/** 601.2d (seed 409.1e): how a divided amount of damage is divided among the targets. */
function divide(run: Run, casting: Casting): Casting {
  const given = casting.choices.divide;
  const divisions = divisionsOf(run, casting);
  if (!divisions.length) {
    if (given)
      reject('DIVISION_INVALID', '601.2d', `${nameOfCast(run, casting)} divides nothing among its targets`);
    return casting;
  }
  const division: Record<string, number> = {};
  for (const { group, amount, evenly, only } of divisions) {
    if (evenly) {
      for (const id of group) division[id] = Math.floor(amount / group.length);
      continue;
    }
    const chosen = given ?? only;
    if (!chosen) reject('DIVISION_MISSING', '601.2d', `divide ${amount} among the ${group.length} targets`);
    checkDivision(chosen, group, amount);
    Object.assign(division, chosen);
  }
  return { ...casting, division };
}

/** 601.2e, 601.5: the proposed spell must still be one the player may cast; an ability, one they may activate (602.5). */
function checkLegality(run: Run, casting: Casting): Casting {
  if (casting.activation)
    checkActivationNotProhibited(run.state, run.ctx, casting.card, casting.activation.name);
  else checkNotProhibited(run, casting.spell!, '601.5');
  return casting;
}

/**
 * The costs the spell adds to its mana cost or alternative cost (118.8): its own, kicker, buyback,
 * entwine (702.42a), replicate once for each time it is paid (702.56a), the method's.
 */
export function additionalCosts(def: CardDefinition, method: CastingMethod, paid: OptionalCostsPaid): Cost[] {
  const costs: Cost[] = [];
  const spell = spellAbility(def);
  if (spell?.additionalCost) costs.push(spell.additionalCost);
  for (const ability of def.abilities) {
    // 601.2b, 118.8: a permanent card's own additional cost.
    if (ability.kind === 'additional-cost') costs.push(ability.cost);
    if (ability.kind === 'kicker' && paid.kicked) costs.push(ability.cost);
    if (ability.kind === 'buyback' && paid.buyback) costs.push(ability.cost);
    if (ability.kind === 'entwine' && paid.entwined) costs.push(ability.cost);
    if (ability.kind === 'replicate')
      for (let i = 0; i < (paid.replicated ?? 0); i++) costs.push(ability.cost);
  }
  if (method.additional) costs.push(method.additional);
  if (method.instead) costs.push(withoutMana(method.instead));
  return costs;
}

/** Objects named to pay costs that no cost of the spell took (delve takes the cards to exile left). */
function checkAllChosenUsed(run: Run, chosen: ChosenForCosts, delve: boolean, of: string): void {
  const left = [
    ...[...chosen.sacrifice, ...chosen.discard, ...chosen.return, ...chosen.crew],
    ...(delve ? [] : chosen.exile),
  ];
  if (left.length) {
    const name = objectOf(run.state, left[0]!)?.name ?? left[0]!;
    reject('COST_CHOICE_INVALID', '601.2h', `${name} pays no cost of ${of}`);
  }
}

/** Whether delve pays part of the cost (702.66a): a spell's ability; no activated ability has it. */
const hasDelve = (run: Run, casting: Casting) =>
  !casting.activation && definitionOfCast(run, casting).abilities.some((a) => a.kind === 'delve');

/**
 * 601.2f (seed 409.1f, 424.4): the total cost is the mana cost or alternative cost, plus additional
 * costs and increases, minus reductions; it is locked in now (seed 409.1h's example: Death Bomb).
 */
function determineTotalCost(run: Run, casting: Casting): Casting {
  const ability = activatedAbility(run, casting);
  if (ability) return { ...casting, cost: activationCost(run, casting, ability) };
  const def = definitionOfCast(run, casting);
  const { method, player } = casting;
  const spell = casting.spell!;
  const costs = additionalCosts(def, casting.method, casting);
  const { paid, targets } = unmodifiedCost(def, casting);
  const halves = reductionHalves(run, casting, reductionChoices(run, spell, player, paid, targets));
  const mana = modifiedSpellMana(run, spell, player, paid, targets, halves);
  const others = costs.map(withoutMana);
  // 118.6: a spell with no mana cost can't be cast for it; an alternative cost may be paid (118.6a).
  const unpayable = method.unpayable || (!method.instead && def.manaCost === undefined);
  return { ...casting, cost: { mana, others, ...(unpayable ? { unpayable: true } : {}) } };
}

/**
 * 601.2f: the mana the spell costs before effects change it: its mana cost or alternative cost plus
 * its additional costs, X at its announced value; and how many targets it has (for "costs {1} more
 * for each target beyond the first").
 */
export function unmodifiedCost(
  def: CardDefinition,
  casting: Casting,
): { paid: ManaSymbol[]; targets: number } {
  const { method } = casting;
  const base = method.instead ? manaCostOf(method.instead.mana) : manaCostOf(def.manaCost);
  const added = additionalCosts(def, method, casting).flatMap((c) => manaCostOf(c.mana));
  const targets = casting.targets.reduce((n, group) => n + group.length, 0);
  return { paid: withXPaid([...base, ...added], casting.x), targets };
}

/**
 * 118.7e, 601.2f: the halves of the hybrid symbols of the reductions that apply, as the caster chose
 * them: a choice that changes nothing needn't be made.
 */
function reductionHalves(
  run: Run,
  casting: Casting,
  choices: { halves: HybridHalf[]; mana: ManaSymbol[] }[],
): HybridHalf[] {
  const given = casting.choices.reductionHalves;
  if (given === undefined) {
    if (choices.length > 1)
      reject(
        'REDUCTION_HALF_MISSING',
        '118.7e',
        `choose the halves of the hybrid symbols of the cost reductions: ${choices.map((c) => c.halves.join(',')).join(' or ')}`,
      );
    return choices[0]?.halves ?? [];
  }
  const possible = halvesChoices(manaReductions(run, casting.spell!));
  if (!possible.some((halves) => halves.join() === given.join()))
    reject(
      'REDUCTION_HALF_INVALID',
      '118.7e',
      `${given.join(',')} is not a choice of halves of the reductions (${possible.map((h) => h.join(',')).join(' or ')})`,
    );
  return given as HybridHalf[];
}

/**
 * 602.2b, 601.2f: the total cost of activating an ability is its activation cost, X at its announced
 * value, plus increases and minus reductions of what activating it costs (its source's as it is
 * now, before any cost is paid); "−X" removes X loyalty counters (606.4).
 */
function activationCost(run: Run, casting: Casting, ability: ActivatedAbility): TotalCost {
  const { loyaltyMinusX, ...others } = withoutMana(ability.cost);
  const printed = withXPaid(manaCostOf(ability.cost.mana), casting.x);
  const mana = modifiedActivationMana(run, objectOf(run.state, casting.card)!, ability, printed);
  return { mana, others: [loyaltyMinusX ? { ...others, loyalty: -casting.x } : others] };
}

/** 601.2h: the actions the costs other than mana take, with the objects the player chose to pay them. */
function chosenCostActions(run: Run, casting: Casting, delve: boolean): CostAction[] {
  const chosen = chosenForCosts(casting.choices.additional);
  const source = costSourceOf(casting);
  const actions = casting.cost!.others.flatMap((c) => costActions(run, casting.player, source, c, chosen));
  checkAllChosenUsed(run, chosen, delve, casting.activation ? 'this ability' : 'this spell');
  return actions;
}

/**
 * 601.2g: the whole payment is planned first, so that a cost that can't be paid in full is refused
 * before anything is paid (601.2h: no partial payments).
 */
function planPayment(run: Run, casting: Casting): NonNullable<Casting['payment']> {
  const { player, cost } = casting;
  // 118.6: attempting to pay an unpayable cost is illegal.
  if (cost!.unpayable)
    reject('COST_UNPAYABLE', '118.6', `${nameOfCast(run, casting)} has no mana cost: it can't be paid`);
  const delving = hasDelve(run, casting);
  const actions = chosenCostActions(run, casting, delving);
  checkCostActions(run, player, actions);
  const exclusions = { ...objectsUsed(actions), life: lifePaid(actions) };
  const payment = casting.choices.payment ?? 'auto';
  const named = (casting.choices.additional?.exile ?? []).filter((id) => !exclusions.used.includes(id));
  const delve = delving
    ? planDelve(run, player, cost!.mana, named, payment, exclusions)
    : { exiled: [], mana: cost!.mana };
  const convoke = convokeOf(run, casting, delve.mana, exclusions);
  const tapped = { ...exclusions, tapped: [...exclusions.tapped, ...convoke.tapped] };
  const mana = planManaPayment(run, player, convoke.mana, 0, payment, tapped);
  if (!mana)
    reject(
      'COST_UNPAYABLE',
      '601.2h',
      `the total cost ${describeMana(cost!.mana)} cannot be paid with the mana available`,
    );
  // 702.51a: each creature convoke taps is tapped as the cost is paid.
  const convoking = convoke.tapped.map((object): CostAction => ({ kind: 'tap', object }));
  return { mana, delve: delve.exiled, actions: [...actions, ...convoking] };
}

/** The creatures convoke taps for a spell with it (702.51a), and the mana left; a spell without it taps none. */
function convokeOf(run: Run, casting: Casting, mana: ManaSymbol[], exclusions: ManaExclusions): Convoke {
  const named = casting.choices.additional?.convoke ?? [];
  const convoking = !casting.activation && hasConvoke(definitionOfCast(run, casting));
  if (!convoking && named.length)
    reject(
      'CONVOKE_ILLEGAL',
      '702.51a',
      `${nameOfCast(run, casting)} has no convoke: no creature taps to pay for it`,
    );
  if (!convoking) return { tapped: [], mana };
  return planConvoke(run, casting.player, mana, named, casting.choices.payment ?? 'auto', exclusions);
}

/** 601.2g: the mana abilities the planned payment needs are activated. */
function activateNeededManaAbilities(run: Run, casting: Casting): Casting {
  const payment = planPayment(run, casting);
  activateManaAbilities(run, casting.player, payment.mana);
  return { ...casting, payment };
}

/** 601.2h (seed 409.1h): the total cost is paid: the mana, then every other part. */
function payTotalCost(run: Run, casting: Casting): Casting {
  const { player, payment } = casting;
  spendMana(run, player, payment!.mana);
  // 702.66a: each card delve exiles pays for {1}.
  for (const id of payment!.delve) moveObject(run, id, 'exile', { reason: 'cost' });
  for (const action of payment!.actions) payCostAction(run, player, action);
  return casting;
}

/**
 * 601.2i (seed 409.1i): the spell becomes cast; abilities that trigger on casting trigger now.
 * 602.2i: an ability becomes activated; abilities that trigger on activating trigger now.
 */
function becomeCast(run: Run, casting: Casting): Casting {
  const { activation, player } = casting;
  if (activation) {
    const stack: StackInfo = {
      targets: casting.targets,
      ...(paysXOfCast(run, casting) ? { x: casting.x } : {}),
      ...(casting.division ? { division: casting.division } : {}),
      ...returnedAttacked(casting),
      ability: activation.ability,
    };
    const { name } = activation;
    emit(run, {
      type: 'AbilityActivated',
      player,
      source: casting.card,
      object: casting.spell!,
      name,
      stack,
    });
    // 602.5b: it counts as activated this turn.
    if (activation.oncePerTurn !== undefined)
      emit(run, {
        type: 'OncePerTurnAbilityActivated',
        object: casting.card,
        ability: activation.oncePerTurn,
      });
    return casting;
  }
  const def = definitionOfCast(run, casting);
  const stack: StackInfo = {
    targets: casting.targets,
    ...(hasX(manaCostOf(def.manaCost)) ? { x: casting.x } : {}),
    ...(casting.modes ? { modes: casting.modes } : {}),
    ...(casting.kicked ? { kicked: casting.kicked } : {}),
    ...(casting.division ? { division: casting.division } : {}),
    ...(casting.buyback ? { buyback: true } : {}),
    ...(casting.replicated ? { replicated: casting.replicated } : {}),
    ...(casting.method.instead || casting.method.additional ? { castWith: casting.method.name } : {}),
    ...(casting.method.exiledFromStack ? { exiledFromStack: true } : {}),
    // 702.88a: "if this spell was cast from your hand".
    ...(casting.from === 'hand' && def.abilities.some((a) => a.kind === 'rebound')
      ? { castFromHand: true as const }
      : {}),
  };
  emit(run, {
    type: 'SpellCast',
    player: casting.player,
    object: casting.spell!,
    stack,
    cost: describeMana(casting.cost!.mana),
  });
  return casting;
}

/** 702.49c: what the attacking creature returned to pay the cost attacked, for the ability to remember. */
function returnedAttacked(casting: Casting): Pick<StackInfo, 'returnedAttacked'> {
  const returned = casting.payment?.actions.find((a) => a.kind === 'return');
  return returned?.attacked !== undefined ? { returnedAttacked: returned.attacked } : {};
}

/** A step of casting: the casting after it. */
export type CastingStepFunction = (run: Run, casting: Casting) => Casting;

/**
 * How a step is taken: by its function; a casting taken step by step may first ask the player for
 * the step's choices, or reverse the casting: then there is nothing after it for now (null).
 */
export type StepTaker = (
  run: Run,
  casting: Casting,
  step: CastingStep,
  perform: CastingStepFunction,
) => Casting | null;

const performStep: StepTaker = (run, casting, _step, perform) => perform(run, casting);

const STEPS: Record<CastingStep, CastingStepFunction> = {
  announce,
  'choose-modes-and-costs': chooseModesAndCosts,
  'choose-targets': chooseTargets,
  divide,
  'check-legality': checkLegality,
  'determine-total-cost': determineTotalCost,
  'activate-mana-abilities': activateNeededManaAbilities,
  'pay-total-cost': payTotalCost,
  'become-cast': becomeCast,
};

/**
 * Goes on casting from `from`. A step that paid a cost by moving an object (a sacrifice, a discard)
 * lets that move happen, through the replacement step, before the next step: the casting waits on
 * the agenda.
 */
export function continueCasting(
  run: Run,
  casting: Casting,
  from: CastingStep,
  take: StepTaker = performStep,
): void {
  let current = casting;
  for (let i = CASTING_STEPS.indexOf(from); i < CASTING_STEPS.length; i++) {
    const step = CASTING_STEPS[i]!;
    const after = take(run, current, step, STEPS[step]);
    if (!after) return;
    current = after;
    const next = CASTING_STEPS[i + 1];
    if (next && run.scheduled.length) {
      run.agenda.unshift({ kind: 'casting', casting: current, step: next });
      return;
    }
  }
}

/**
 * Why a casting (or an activation) begun now could not be completed with its choices, if it
 * couldn't: its steps taken on a trial run, up to the payment it plans (601.2a-g), nothing of which
 * is kept. The legal actions offer only castings this finds no problem with.
 */
export function castingProblem(run: Run, casting: Casting): Rejection | undefined {
  if (!manaWithinReach(run, casting.player, certainMana(run, casting)))
    return {
      code: 'COST_UNPAYABLE',
      rule: '601.2h',
      message: `${casting.activation?.name ?? objectOf(run.state, casting.card)!.name} can't be paid for with the mana available`,
    };
  const trial: Run = {
    ...run,
    owned: { unfingerprinted: true },
    events: [],
    agenda: [],
    scheduled: [],
    trial: true,
  };
  return problemOf(() => {
    let current = casting;
    for (const step of TRIAL_STEPS) current = STEPS[step](trial, current);
    planPayment(trial, current);
  });
}

/** The steps a trial takes, up to the payment it plans (601.2a-f). */
const TRIAL_STEPS = CASTING_STEPS.slice(0, CASTING_STEPS.indexOf('activate-mana-abilities'));

/**
 * A bound before a trial, for a casting about to be announced (X is 0 and nothing is kicked yet):
 * the mana its total cost asks for whatever is chosen, what no effect may take off (601.2f), less
 * generic mana when delve may pay it (702.66a), only what no creature may pay when convoke may (702.51a). Like the budget of the legal actions, it is checked
 * against the mana abilities of the state before the announcement: moving a card to the stack or
 * putting an ability there changes no permanent's mana abilities.
 */
function certainMana(run: Run, casting: Casting): ManaSymbol[] {
  const source = objectOf(run.state, casting.card)!;
  const ability = activatedAbility(run, casting);
  if (ability)
    return irreducibleActivationMana(run, source, ability, withXPaid(manaCostOf(ability.cost.mana), 0));
  // 709.3a, 712.11c, 715.3a: the face it is cast with.
  const def = definitionOf(run.ctx, casting.face ? { ...source, face: casting.face } : source);
  const mana = irreducibleSpellMana(run, def, unmodifiedCost(def, casting).paid);
  if (hasConvoke(def)) return convokeUnpaid(mana);
  return def.abilities.some((a) => a.kind === 'delve') ? notGeneric(mana) : mana;
}

/** Why the total cost of a casting whose choices are all made could not be paid now (601.2h), if it couldn't. */
export function paymentProblem(run: Run, casting: Casting): Rejection | undefined {
  return problemOf(() => void planPayment(run, casting));
}
