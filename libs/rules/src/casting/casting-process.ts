// Casting a spell (601.2; seed 409.1) or activating an ability (602.2, by the same steps) step by
// step, for interfaces that ask the player as they go: `AnnounceSpell` or `AnnounceAbility` begins it
// (601.2a, 602.2a), each choice of 601.2b-d the player hasn't made yet is asked as a decision
// (answered by `MakeChoice`), and the payment is asked last (`PayCost`, 601.2g-h; mana abilities may
// be activated before it). This is the process manager of casting and activating, a pure decider: it
// knows which step comes next and what to ask, and reverses the whole action (730.1) when a step
// can't be completed or the player cancels (`CancelCasting`).
import { manaValue, type Ability, type Cost, type ManaSymbol, type Mode } from '@mtg/cards';
import { manaCostOf } from '../layers/mana-cost.js';
import type { ChoiceAnswer, Command, Rejection } from '../data/commands/command.js';
import { ask, emit, reject, RuleViolation, takeAnswer, type Run } from '../engine/run.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { Decision } from '../data/state/decision.js';
import { playerById } from '../data/state/updates.js';
import { describe, hasLegalTargets, legalTargets, targetCount } from '../targets/targets.js';
import { definitionOf } from '../layers/definition.js';
import type { PlayerId } from '../data/state/game-state.js';
import { apnapOrder } from '../data/state/apnap.js';
import { beginActivation } from './activate-ability.js';
import {
  announcedCosts,
  beginCasting,
  continueCasting,
  divisionsOf,
  unmodifiedCost,
  type StepTaker,
} from './cast-spell.js';
import { castingMethods } from './casting-methods.js';
import { convokingCreatures, hasConvoke } from './convoke.js';
import type { Casting, CastingStep } from '../data/state/casting.js';
import { reverseAction } from './illegal-actions.js';
import {
  activatedAbility,
  costSourceOf,
  definitionOfCast,
  howMany,
  modesChosenByOpponent,
  modesToChoose,
  nameOfCast,
  paysXOfCast,
  spellAbility,
  targetSpecsOfCast,
} from './proposed.js';
import {
  describeMana,
  genericOf,
  modifiedActivationMana,
  modifiedSpellMana,
  reductionChoices,
} from './total-cost.js';
import { objectOf } from '../data/state/objects.js';

type AnnounceSpell = Extract<Command, { type: 'AnnounceSpell' }>;
type CastSpell = Extract<Command, { type: 'CastSpell' }>;
type AnnounceAbility = Extract<Command, { type: 'AnnounceAbility' }>;
type CancelCasting = Extract<Command, { type: 'CancelCasting' }>;

/**
 * One choice of a step, if the player hasn't made it: a decision to ask and the casting once it is
 * answered; the casting with the only choice there is (not asked); or why no choice is possible.
 */
type Question =
  | {
      decision: Omit<Decision, 'id' | 'player'>;
      apply: (answer: ChoiceAnswer) => Casting;
      /** Who is asked, when not the caster: an opponent who chooses the modes (601.6). */
      player?: PlayerId;
    }
  | { only: Casting }
  | { impossible: Rejection };

type Asker = (run: Run, casting: Casting) => Question | undefined;

const ids = (answer: ChoiceAnswer) => (answer.kind === 'options' ? answer.ids : []);

/** A casting with more choices made. */
const choosing = (casting: Casting, choices: Partial<Casting['choices']>): Casting => ({
  ...casting,
  choices: { ...casting.choices, ...choices },
});

/** 601.2b, 118.9a: how the card is cast, when there is more than one way (one alternative cost at most). */
const askMethod: Asker = (run, casting) => {
  const methods = casting.methods;
  if (!methods || casting.choices.alternative !== undefined) return undefined;
  return {
    decision: {
      kind: 'option',
      prompt: `How does ${casting.player} cast ${definitionOfCast(run, casting).name} (601.2b, 118.9a)?`,
      options: methods.map((m) => ({
        id: m.name,
        label: m.instead ? `${m.name}${m.instead.mana ? ` (${m.instead.mana})` : ''}` : m.name,
      })),
      min: 1,
      max: 1,
    },
    apply: (answer) => {
      const method = methods.find((m) => m.name === ids(answer)[0])!;
      return { ...choosing(casting, { alternative: method.name }), method };
    },
  };
};

/**
 * 601.6a, 700.2e: the opponent who chooses the modes of a spell whose opponent chooses them: the only
 * one, or the one the caster names; asked as the spell is announced.
 */
const askModeChooser: Asker = (run, casting) => {
  if (casting.activation || casting.modeChooser) return undefined;
  const def = definitionOfCast(run, casting);
  if (!modesChosenByOpponent(def)) return undefined;
  const opponents = apnapOrder(run.state).filter((p) => p !== casting.player);
  const chosen = (modeChooser: PlayerId): Casting => ({ ...casting, modeChooser });
  if (opponents.length === 1) return { only: chosen(opponents[0]!) };
  if (!opponents.length)
    return {
      impossible: {
        code: 'NO_OPPONENT',
        rule: '601.6',
        message: `no opponent can choose the mode of ${def.name}`,
      },
    };
  return {
    decision: {
      kind: 'player',
      prompt: `Which opponent chooses the mode of ${def.name} (601.6a)?`,
      options: opponents.map((id) => ({ id, label: id })),
      min: 1,
      max: 1,
    },
    apply: (answer) => chosen(ids(answer)[0]!),
  };
};

/** 700.2a: a mode can't be chosen if it would be illegal: its targets can't all be chosen. */
function choosableModes(run: Run, casting: Casting, modes: readonly Mode[]): number[] {
  const source = costSourceOf(casting);
  return modes.flatMap((mode, i) =>
    mode.targets.every(
      (spec) =>
        spec.ifKicked ||
        hasLegalTargets(run.state, run.ctx, spec, casting.player, source, targetCount(spec).min),
    )
      ? [i + 1]
      : [],
  );
}

/** 601.2b, 700.2: the modes of a modal spell, chosen by the caster or by an opponent (601.6, 700.2e). */
const askModes: Asker = (run, casting) => {
  if (casting.activation) return undefined;
  const def = definitionOfCast(run, casting);
  const spell = spellAbility(def);
  if (!spell || spell.modes.length < 2 || casting.choices.modes !== undefined) return undefined;
  // 702.42a: an entwined spell has all its modes (cast-spell.ts chooses them).
  if (casting.choices.additional?.entwine) return undefined;
  const { fewest, most } = modesToChoose(spell);
  const modes = choosableModes(run, casting, spell.modes);
  if (modes.length < fewest)
    return {
      impossible: {
        code: 'NO_LEGAL_MODE',
        rule: '700.2a',
        message: `${def.name} needs ${howMany(fewest, fewest)} that can be chosen, and has ${modes.length}`,
      },
    };
  if (modes.length === fewest && fewest === most) return { only: choosing(casting, { modes }) };
  const chooser = casting.modeChooser;
  return {
    decision: {
      kind: 'modes',
      prompt: `Choose ${howMany(fewest, most)} of ${def.name}${chooser ? ` for ${casting.player} (601.6)` : ''} (700.2)`,
      options: modes.map((m) => ({ id: String(m), label: spell.modes[m - 1]!.text ?? `mode ${m}` })),
      min: fewest,
      max: Math.min(most, modes.length),
    },
    apply: (answer) => choosing(casting, { modes: ids(answer).map(Number) }),
    ...(chooser ? { player: chooser } : {}),
  };
};

/** The optional additional costs paid once or not at all: kicker (702.33a), buyback (702.27a), entwine (702.42a). */
const PAID_ONCE = {
  kicker: { rule: '702.33a', yes: 'kick it' },
  buyback: { rule: '702.27a', yes: 'buy it back' },
  entwine: { rule: '702.42a', yes: 'choose all modes' },
} as const;

/** 601.2b: whether the player intends to pay an optional additional cost of the spell (kicker, buyback, entwine). */
function askPaidOnce(kind: keyof typeof PAID_ONCE): Asker {
  return (run, casting) => {
    if (casting.activation) return undefined;
    const def = definitionOfCast(run, casting);
    const ability = def.abilities.find((a): a is Extract<Ability, { kind: typeof kind }> => a.kind === kind);
    if (!ability || casting.choices.additional?.[kind] !== undefined) return undefined;
    const { rule, yes } = PAID_ONCE[kind];
    return {
      decision: {
        kind: 'yes-no',
        prompt: `Pay the ${kind} cost ${ability.cost.mana ?? ''} of ${def.name} (${rule})?`,
        options: [
          { id: 'yes', label: yes },
          { id: 'no', label: "don't" },
        ],
        min: 1,
        max: 1,
      },
      apply: (answer) =>
        choosing(casting, {
          additional: {
            ...casting.choices.additional,
            [kind]: answer.kind === 'yes-no' && answer.yes ? 1 : 0,
          },
        }),
    };
  };
}

/**
 * 601.2b, 702.56a: how many times the player intends to pay the replicate cost: at most as many times
 * as the mana they have and could make would pay it on top of the spell's mana cost.
 */
const askReplicate: Asker = (run, casting) => {
  if (casting.activation) return undefined;
  const def = definitionOfCast(run, casting);
  const replicate = def.abilities.find((a) => a.kind === 'replicate');
  if (!replicate || casting.choices.additional?.replicate !== undefined) return undefined;
  const apply = (times: number) =>
    choosing(casting, { additional: { ...casting.choices.additional, replicate: times } });
  const each = manaValue(manaCostOf(replicate.cost.mana));
  const spare = manaWithin(run, casting.player) - manaValue(manaCostOf(def.manaCost));
  const most = each > 0 ? Math.max(0, Math.floor(spare / each)) : 0;
  if (most === 0) return { only: apply(0) };
  return {
    decision: {
      kind: 'number',
      prompt: `How many times do you pay the replicate cost ${replicate.cost.mana ?? ''} of ${def.name} (702.56a)?`,
      options: [],
      min: 0,
      max: most,
    },
    apply: (answer) => apply(answer.kind === 'number' ? answer.value : 0),
  };
};

/**
 * The most X can be: the mana the player has and could make with the sources a payment uses, plus
 * what effects take off the generic mana of a spell (601.2f) or of an activation (602.2b); a greater
 * X couldn't be paid. For "−X", the loyalty counters of the planeswalker (606.6).
 */
function mostX(run: Run, casting: Casting): number {
  const { player, spell } = casting;
  const ability = activatedAbility(run, casting);
  if (ability?.cost.loyaltyMinusX) return objectOf(run.state, casting.card)?.counters.loyalty ?? 0;
  const me = playerById(run.state, player);
  const def = ability ? undefined : definitionOfCast(run, casting);
  const delve = def?.abilities.some((a) => a.kind === 'delve') ? me.graveyard.length : 0;
  // 702.51a: each untapped creature convoke may tap pays for one mana.
  const convoke = def && hasConvoke(def) ? convokingCreatures(run, player).length : 0;
  const probe: ManaSymbol[] = [{ kind: 'generic', amount: 1000 }];
  const modified = ability
    ? modifiedActivationMana(run, objectOf(run.state, casting.card)!, ability, probe)
    : modifiedSpellMana(run, spell!, player, probe, 0);
  return manaWithin(run, player) + delve + convoke + Math.max(0, genericOf(probe) - genericOf(modified));
}

/** The mana the player has in their pool and could make with the sources a payment uses. */
function manaWithin(run: Run, player: PlayerId): number {
  const pool = Object.values(playerById(run.state, player).manaPool).reduce((a, b) => a + b, 0);
  return pool + availableManaSources(run.state, run.ctx, player).length;
}

/** 601.2b, 107.3: the value of X, when the cost paid has an X. */
const askX: Asker = (run, casting) => {
  if (!paysXOfCast(run, casting) || casting.choices.x !== undefined) return undefined;
  const most = mostX(run, casting);
  if (most === 0) return { only: choosing(casting, { x: 0 }) };
  return {
    decision: {
      kind: 'number',
      prompt: `Choose the value of X for ${nameOfCast(run, casting)} (601.2b)`,
      options: [],
      min: 0,
      max: most,
    },
    apply: (answer) => choosing(casting, { x: answer.kind === 'number' ? answer.value : 0 }),
  };
};

/** 601.2c (seed 409.1c-d): the targets of one target spec, among its legal targets now. */
function askTarget(index: number): Asker {
  return (run, casting) => {
    const chosen = casting.choices.targets ?? [];
    if (chosen.length > index) return undefined;
    const name = nameOfCast(run, casting);
    const spec = targetSpecsOfCast(run, casting)[index]!;
    // 115.3: "another target" is none of those chosen before it.
    const legal = legalTargets(run.state, run.ctx, spec, casting.player, costSourceOf(casting)).filter(
      (id) => !spec.another || !chosen.flat().includes(id),
    );
    const { min, max } = targetCount(spec);
    const withTargets = (group: string[]) => choosing(casting, { targets: [...chosen, group] });
    if (legal.length < min)
      return {
        impossible: {
          code: 'NO_LEGAL_TARGET',
          rule: '601.2c',
          message: `${name} needs ${min} target${min === 1 ? '' : 's'} (${spec.kind}) for target ${index + 1}, and there ${legal.length === 1 ? 'is 1 legal one' : `are ${legal.length} legal ones`}`,
        },
      };
    // Not asked when there is a single choice: every legal target, when it needs them all.
    if (legal.length === min || max === 0) return { only: withTargets(legal.slice(0, min)) };
    const most = Math.min(max, legal.length);
    return {
      decision: {
        kind: 'targets',
        prompt: `Choose ${min === most ? min : `${min} to ${most}`} target${most === 1 ? '' : 's'} (${spec.kind}) for ${name} (601.2c)`,
        options: legal.map((id) => ({ id, label: describe(run.state, id) })),
        min,
        max: most,
      },
      apply: (answer) => withTargets(ids(answer)),
    };
  };
}

/** 601.2d (seed 409.1e): the division of an amount among the targets, at least 1 each. */
const askDivision: Asker = (run, casting) => {
  if (casting.choices.divide !== undefined) return undefined;
  const division = divisionsOf(run, casting).find((d) => !d.evenly && !d.only);
  if (!division) return undefined;
  const { group, amount } = division;
  const name = nameOfCast(run, casting);
  if (amount < group.length)
    return {
      impossible: {
        code: 'DIVISION_IMPOSSIBLE',
        rule: '601.2d',
        message: `${name} can't divide ${amount} among ${group.length} targets with at least 1 each`,
      },
    };
  return {
    decision: {
      kind: 'division',
      prompt: `Divide ${amount} among the targets of ${name}, at least 1 each (601.2d)`,
      options: group.map((id) => ({ id, label: describe(run.state, id) })),
      min: amount,
      max: amount,
    },
    apply: (answer) => choosing(casting, { divide: answer.kind === 'assignment' ? answer.amounts : {} }),
  };
};

/**
 * 118.7e, 601.2f: the halves of the hybrid symbols of the cost reductions that apply, when the choice
 * changes the total cost: each different total cost is an option.
 */
const askReductionHalves: Asker = (run, casting) => {
  if (casting.activation || casting.choices.reductionHalves !== undefined) return undefined;
  const def = definitionOfCast(run, casting);
  const { paid, targets } = unmodifiedCost(def, casting);
  const choices = reductionChoices(run, casting.spell!, casting.player, paid, targets);
  if (choices.length < 2) return undefined;
  return {
    decision: {
      kind: 'option',
      prompt: `Choose the half of each hybrid symbol of the cost reductions of ${def.name} (118.7e)`,
      options: choices.map((c) => ({
        id: c.halves.join(','),
        label: `${c.halves.join(', ')}: ${describeMana(c.mana)}`,
      })),
      min: 1,
      max: 1,
    },
    apply: (answer) => choosing(casting, { reductionHalves: ids(answer)[0]!.split(',') }),
  };
};

/**
 * Asks the step's choices the player hasn't made, in order: the casting once all are made, or null
 * when the game waits for an answer or the casting was reversed (no choice possible).
 */
function askInTurn(run: Run, casting: Casting, step: CastingStep, askers: readonly Asker[]): Casting | null {
  let current = casting;
  for (const asker of askers) {
    const question = asker(run, current);
    if (!question) continue;
    if ('impossible' in question) {
      // 601.2, 730.1: a step that can't be completed makes the casting illegal: it is reversed.
      reverseAction(run, step, question.impossible);
      return null;
    }
    if ('only' in question) {
      current = question.only;
      continue;
    }
    const answer = takeAnswer(run);
    if (!answer) {
      const player = question.player ?? current.player;
      ask(run, { kind: 'casting', casting: current, step }, { player, ...question.decision });
      return null;
    }
    current = question.apply(answer);
  }
  return current;
}

/** The parts of a cost other than mana, in words. */
function costParts(cost: Cost): string[] {
  const parts: string[] = [];
  if (cost.tap) parts.push('{T}');
  if (cost.untap) parts.push('{Q}');
  if (cost.loyalty !== undefined)
    parts.push(`${cost.loyalty > 0 ? '+' : cost.loyalty < 0 ? '−' : ''}${Math.abs(cost.loyalty)} loyalty`);
  if (cost.life) parts.push(`pay ${cost.life} life`);
  if (cost.energy) parts.push(`pay ${cost.energy} energy`);
  if (cost.sacrifice) parts.push(`sacrifice ${cost.sacrifice.count}`);
  if (cost.discard) parts.push(`discard ${cost.discard.count}`);
  if (cost.exile) parts.push(`exile ${cost.exile.count} from your ${cost.exile.from}`);
  if (cost.removeCounters) parts.push(`remove ${cost.removeCounters.amount} ${cost.removeCounters.counter}`);
  if (cost.putCounters) parts.push(`put ${cost.putCounters.amount} ${cost.putCounters.counter}`);
  if (cost.discardSelf) parts.push('discard this card');
  if (cost.sacrificeSelf) parts.push('sacrifice this permanent');
  if (cost.returnToHand) parts.push(`return ${cost.returnToHand.count} to its owner's hand`);
  if (cost.crew)
    parts.push(
      `crew ${cost.crew}: tap other untapped creatures you control with total power ${cost.crew} or more`,
    );
  return parts;
}

/**
 * 601.2g-h: the payment: asked once the total cost is locked in (601.2f); the player may activate
 * mana abilities first (each one answers the decision, which is asked again), then pays with `PayCost`.
 */
function askPayment(run: Run, casting: Casting): Casting | null {
  // A casting from `CastSpell` pays as its command said (601.2g-h).
  if (casting.fromCommand) return casting;
  const paid = run.payCost;
  run.payCost = undefined;
  if (!paid) {
    const cost = casting.cost!;
    const name = nameOfCast(run, casting);
    const others = cost.others.flatMap(costParts);
    // An activation cost with no mana is written without it ("Remove a +1/+1 counter from this creature").
    const mana = cost.mana.length || !others.length || !casting.activation ? [describeMana(cost.mana)] : [];
    const words = [...mana, ...others].join(', ');
    ask(
      run,
      { kind: 'casting', casting, step: 'activate-mana-abilities' },
      {
        player: casting.player,
        kind: 'payment',
        prompt: `Pay ${words} for ${name} (601.2g-h): activate mana abilities, then pay`,
        options: [],
        min: 0,
        max: 0,
      },
    );
    return null;
  }
  return paidWith(casting, paid);
}

/** The casting with the choices a `PayCost` command makes: how the mana is paid, what the costs take (601.2g-h). */
export function paidWith(
  casting: Casting,
  paid: Omit<Extract<Command, { type: 'PayCost' }>, 'type' | 'player'>,
): Casting {
  const { kicker, buyback, replicate, entwine } = casting.choices.additional ?? {};
  const named = {
    sacrifice: paid.sacrifice,
    discard: paid.discard,
    exile: paid.exile,
    convoke: paid.convoke,
    crew: paid.crew,
    return: paid.return,
  };
  const additional = Object.fromEntries(
    Object.entries({ kicker, buyback, replicate, entwine, ...named }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  return choosing(casting, { payment: paid.payment ?? 'auto', additional });
}

const ASKED: Partial<Record<CastingStep, (run: Run, casting: Casting) => Casting | null>> = {
  announce: (run, c) => askInTurn(run, c, 'announce', [askModeChooser]),
  'choose-modes-and-costs': (run, c) =>
    askInTurn(run, c, 'choose-modes-and-costs', [
      askMethod,
      askPaidOnce('entwine'),
      askModes,
      askPaidOnce('kicker'),
      askPaidOnce('buyback'),
      askReplicate,
      askX,
    ]),
  'choose-targets': (run, c) => {
    const specs = targetSpecsOfCast(run, c);
    return askInTurn(
      run,
      c,
      'choose-targets',
      specs.map((_spec, i) => askTarget(i)),
    );
  },
  divide: (run, c) => askInTurn(run, c, 'divide', [askDivision]),
  'determine-total-cost': (run, c) => askInTurn(run, c, 'determine-total-cost', [askReductionHalves]),
  'activate-mana-abilities': askPayment,
};

/**
 * The proposal (601.2a-d): a problem there is in an answer the player gave; it is refused, to be made
 * again. In a casting from `CastSpell`, the choices the command made are the problem: it is reversed.
 */
const PROPOSAL: readonly CastingStep[] = ['announce', 'choose-modes-and-costs', 'choose-targets', 'divide'];

/** A step of a casting taken step by step: its choices asked, then the step; a step that fails reverses it. */
const takeStep: StepTaker = (run, casting, step, perform) => {
  const ready = ASKED[step] ? ASKED[step](run, casting) : casting;
  if (!ready) return null;
  if (PROPOSAL.includes(step) && !ready.fromCommand) return perform(run, ready);
  try {
    return perform(run, ready);
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
    // 601.2, 601.2e, 730.1: a step that can't be completed makes the casting illegal: it is reversed.
    reverseAction(run, step, error.rejection);
    return null;
  }
};

/** Goes on with a casting that waited on the agenda. */
export function resumeCasting(run: Run, casting: Casting, step: CastingStep): void {
  continueCasting(run, casting, step, casting.interactive ? takeStep : undefined);
}

/** 601.2a (seed 409.1a): a player who may begin to cast the card (601.3) announces it; it moves to the stack. */
export function announceSpell(run: Run, command: AnnounceSpell): void {
  const { player, face } = command;
  const card = objectOf(run.state, command.card);
  // 702.37c: a card cast face down is turned face down before it moves to the stack: never step by step.
  const methods = card ? castingMethods(run, player, card).filter((m) => !m.faceDown) : [];
  // 601.3: the player may begin to cast it some way; which way is announced with the costs (601.2b).
  const casting = beginCasting(run, {
    type: 'CastSpell',
    player,
    card: command.card,
    ...(face !== undefined ? { face } : {}),
    ...(methods.length ? { alternative: methods[0]!.name } : {}),
  });
  emit(run, { type: 'SpellAnnounced', player, card: casting.card });
  // 601.2i: a spell's controller who had priority before casting it gets priority.
  run.agenda.push({ kind: 'priority', player });
  const { alternative: _way, ...choices } = casting.choices;
  const stepByStep: Casting = {
    ...casting,
    choices,
    interactive: true,
    ...(methods.length > 1 ? { methods } : {}),
  };
  continueCasting(run, stepByStep, 'announce', takeStep);
}

/**
 * 602.2a (seed 409.1a): a player who may begin to activate the ability (602.2, 602.5, 606.3)
 * announces it; it is created on the stack, and the steps of casting follow (602.2b). 605.3: a mana
 * ability is not activated this way.
 */
export function announceAbility(run: Run, command: AnnounceAbility): void {
  const { player, source, ability } = command;
  const activation = beginActivation(run, { type: 'ActivateAbility', player, source, ability });
  emit(run, { type: 'AbilityAnnounced', player, source });
  // 602.2i, 117.3c: the player who activated it gets priority.
  run.agenda.push({ kind: 'priority', player });
  continueCasting(run, { ...activation, interactive: true }, 'announce', takeStep);
}

/**
 * `CastSpell` (601.2; seed 409.1): the casting with the command's choices. When an opponent chooses
 * the modes (601.6, 700.2e; seed 409.2), the command can't name them, and the casting pauses for that
 * opponent's answer: from then on it is a casting taken step by step (announced, so that it can be
 * reversed, 730.1) that takes the command's choices, asks the caster those the command couldn't make
 * knowing the mode (its targets, a division), and pays as the command said.
 */
export function castSpell(run: Run, command: CastSpell): void {
  const casting = beginCasting(run, command);
  // 601.2i: a spell's controller who had priority before casting it gets priority.
  run.agenda.push({ kind: 'priority', player: casting.player });
  const card = objectOf(run.state, casting.card)!;
  const def = definitionOf(run.ctx, casting.face ? { ...card, face: casting.face } : card);
  if (!modesChosenByOpponent(def)) return continueCasting(run, casting, 'announce');
  if (command.modes !== undefined)
    reject('MODE_CHOSEN_BY_OPPONENT', '601.6', `an opponent chooses the mode of ${def.name}, not its caster`);
  const { payment = 'auto', additional, ...choices } = casting.choices;
  const announced = announcedCosts(run, casting);
  emit(run, { type: 'SpellAnnounced', player: casting.player, card: casting.card });
  const pausing: Casting = {
    ...casting,
    choices: { ...choices, x: announced.x, payment, additional: { ...additional, kicker: announced.kicked } },
    interactive: true,
    fromCommand: true,
  };
  continueCasting(run, pausing, 'announce', takeStep);
}

/**
 * 730.1: the player stops casting the spell (or activating the ability) they are casting step by
 * step, while it asks them a choice.
 */
export function cancelCasting(run: Run, command: CancelCasting): void {
  const { action, decision, agenda } = run.state;
  if (!action || action.player !== command.player)
    reject(
      'NOT_CASTING',
      '601.2',
      `${command.player} is not casting a spell or activating an ability step by step`,
    );
  const task = agenda[0];
  const doing = action.kind === 'cast' ? 'casting' : 'activating';
  if (decision?.player !== command.player || task?.kind !== 'casting')
    reject(
      'DECISION_PENDING',
      '117.1',
      `the ${doing} can be cancelled while it asks ${command.player} a choice`,
    );
  const name = objectOf(action.before, action.object)?.name ?? action.object;
  reverseAction(
    run,
    task.step,
    { code: 'CASTING_CANCELLED', rule: '730.1', message: `${command.player} cancelled ${doing} ${name}` },
    true,
  );
}
