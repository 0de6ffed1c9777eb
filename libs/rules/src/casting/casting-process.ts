// Casting a spell step by step (601.2; seed 409.1), for interfaces that ask the player as they go:
// `AnnounceSpell` begins it (601.2a), each choice of 601.2b-d the player hasn't made yet is asked as
// a decision (answered by `MakeChoice`), and the payment is asked last (`PayCost`, 601.2g-h; mana
// abilities may be activated before it). This is the process manager of casting, a pure decider: it
// knows which step comes next and what to ask, and reverses the whole casting (730.1) when a step
// can't be completed or the player cancels (`CancelCasting`).
import type { CardDefinition, Cost } from '@mtg/cards';
import type { ChoiceAnswer, Command, Rejection } from '../commands/command.js';
import { ask, emit, reject, RuleViolation, takeAnswer, type Run } from '../engine/run.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { Decision } from '../state/decision.js';
import { playerById } from '../state/updates.js';
import { describe, legalTargets, spellTargetSpecs, targetCount } from '../targets/targets.js';
import {
  beginCasting,
  continueCasting,
  definitionOfCast,
  divisionsOf,
  paysX,
  spellAbility,
  type StepTaker,
} from './cast-spell.js';
import { castingMethods } from './casting-methods.js';
import type { Casting, CastingStep } from './casting.js';
import { reverseAction } from './illegal-actions.js';
import { describeMana, genericOf, modifiedSpellMana } from './total-cost.js';

type AnnounceSpell = Extract<Command, { type: 'AnnounceSpell' }>;
type CancelCasting = Extract<Command, { type: 'CancelCasting' }>;

/**
 * One choice of a step, if the player hasn't made it: a decision to ask and the casting once it is
 * answered; the casting with the only choice there is (not asked); or why no choice is possible.
 */
type Question =
  | { decision: Omit<Decision, 'id' | 'player'>; apply: (answer: ChoiceAnswer) => Casting }
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

/** 601.2b, 700.2: the modes of a modal spell. */
const askModes: Asker = (run, casting) => {
  const def = definitionOfCast(run, casting);
  const spell = spellAbility(def);
  if (!spell || spell.modes.length < 2 || casting.choices.modes !== undefined) return undefined;
  const count = spell.chooseModes ?? 1;
  return {
    decision: {
      kind: 'modes',
      prompt: `Choose ${count} mode${count === 1 ? '' : 's'} of ${def.name} (700.2)`,
      options: spell.modes.map((mode, i) => ({ id: String(i + 1), label: mode.text ?? `mode ${i + 1}` })),
      min: count,
      max: count,
    },
    apply: (answer) => choosing(casting, { modes: ids(answer).map(Number) }),
  };
};

/** 601.2b, 702.33a: whether the player intends to pay the kicker cost. */
const askKicker: Asker = (run, casting) => {
  const def = definitionOfCast(run, casting);
  const kicker = def.abilities.find((a) => a.kind === 'kicker');
  if (!kicker || casting.choices.additional?.kicker !== undefined) return undefined;
  return {
    decision: {
      kind: 'yes-no',
      prompt: `Pay the kicker cost ${kicker.cost.mana ?? ''} of ${def.name} (702.33a)?`,
      options: [
        { id: 'yes', label: 'kick it' },
        { id: 'no', label: "don't" },
      ],
      min: 1,
      max: 1,
    },
    apply: (answer) =>
      choosing(casting, {
        additional: { ...casting.choices.additional, kicker: answer.kind === 'yes-no' && answer.yes ? 1 : 0 },
      }),
  };
};

/**
 * The most X can be: the mana the player has and could make with the sources a payment uses, plus
 * what effects take off a spell's generic mana (601.2f); a greater X couldn't be paid.
 */
function mostX(run: Run, casting: Casting, def: CardDefinition): number {
  const { player, spell } = casting;
  const me = playerById(run.state, player);
  const pool = Object.values(me.manaPool).reduce((a, b) => a + b, 0);
  const sources = availableManaSources(run.state, run.ctx, player).length;
  const delve = def.abilities.some((a) => a.kind === 'delve') ? me.graveyard.length : 0;
  const probe = 1000;
  const left = genericOf(modifiedSpellMana(run, spell!, player, [{ kind: 'generic', amount: probe }], 0));
  return pool + sources + delve + Math.max(0, probe - left);
}

/** 601.2b, 107.3: the value of X, when the cost paid has an X. */
const askX: Asker = (run, casting) => {
  const def = definitionOfCast(run, casting);
  if (!paysX(def, casting.method) || casting.choices.x !== undefined) return undefined;
  const most = mostX(run, casting, def);
  if (most === 0) return { only: choosing(casting, { x: 0 }) };
  return {
    decision: {
      kind: 'number',
      prompt: `Choose the value of X for ${def.name} (601.2b)`,
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
    const def = definitionOfCast(run, casting);
    const spec = spellTargetSpecs(def, casting.modes)[index]!;
    const legal = legalTargets(run.state, run.ctx, spec, casting.player, casting.spell!);
    const { min, max } = targetCount(spec);
    const withTargets = (group: string[]) => choosing(casting, { targets: [...chosen, group] });
    if (legal.length < min)
      return {
        impossible: {
          code: 'NO_LEGAL_TARGET',
          rule: '601.2c',
          message: `${def.name} needs ${min} target${min === 1 ? '' : 's'} (${spec.kind}) for target ${index + 1}, and there ${legal.length === 1 ? 'is 1 legal one' : `are ${legal.length} legal ones`}`,
        },
      };
    // Not asked when there is a single choice: every legal target, when it needs them all.
    if (legal.length === min || max === 0) return { only: withTargets(legal.slice(0, min)) };
    const most = Math.min(max, legal.length);
    return {
      decision: {
        kind: 'targets',
        prompt: `Choose ${min === most ? min : `${min} to ${most}`} target${most === 1 ? '' : 's'} (${spec.kind}) for ${def.name} (601.2c)`,
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
  const name = definitionOfCast(run, casting).name;
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
      ask(run, { kind: 'casting', casting: current, step }, { player: current.player, ...question.decision });
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
  if (cost.life) parts.push(`pay ${cost.life} life`);
  if (cost.energy) parts.push(`pay ${cost.energy} energy`);
  if (cost.sacrifice) parts.push(`sacrifice ${cost.sacrifice.count}`);
  if (cost.discard) parts.push(`discard ${cost.discard.count}`);
  if (cost.exile) parts.push(`exile ${cost.exile.count} from your ${cost.exile.from}`);
  if (cost.removeCounters) parts.push(`remove ${cost.removeCounters.amount} ${cost.removeCounters.counter}`);
  return parts;
}

/**
 * 601.2g-h: the payment: asked once the total cost is locked in (601.2f); the player may activate
 * mana abilities first (each one answers the decision, which is asked again), then pays with `PayCost`.
 */
function askPayment(run: Run, casting: Casting): Casting | null {
  const paid = run.payCost;
  run.payCost = undefined;
  if (!paid) {
    const cost = casting.cost!;
    const name = definitionOfCast(run, casting).name;
    const words = [describeMana(cost.mana), ...cost.others.flatMap(costParts)].join(', ');
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
  const { kicker } = casting.choices.additional ?? {};
  const named = { sacrifice: paid.sacrifice, discard: paid.discard, exile: paid.exile };
  const additional = Object.fromEntries(
    Object.entries({ kicker, ...named }).filter(([, value]) => value !== undefined),
  );
  return choosing(casting, { payment: paid.payment ?? 'auto', additional });
}

const ASKED: Partial<Record<CastingStep, (run: Run, casting: Casting) => Casting | null>> = {
  'choose-modes-and-costs': (run, c) =>
    askInTurn(run, c, 'choose-modes-and-costs', [askMethod, askModes, askKicker, askX]),
  'choose-targets': (run, c) => {
    const specs = spellTargetSpecs(definitionOfCast(run, c), c.modes);
    return askInTurn(
      run,
      c,
      'choose-targets',
      specs.map((_spec, i) => askTarget(i)),
    );
  },
  divide: (run, c) => askInTurn(run, c, 'divide', [askDivision]),
  'activate-mana-abilities': askPayment,
};

/** The proposal (601.2a-d): a problem there is in an answer the player gave; it is refused, to be made again. */
const PROPOSAL: readonly CastingStep[] = ['announce', 'choose-modes-and-costs', 'choose-targets', 'divide'];

/** A step of a casting taken step by step: its choices asked, then the step; a step that fails reverses it. */
const takeStep: StepTaker = (run, casting, step, perform) => {
  const ready = ASKED[step] ? ASKED[step](run, casting) : casting;
  if (!ready) return null;
  if (PROPOSAL.includes(step)) return perform(run, ready);
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
  const card = run.state.objects[command.card];
  const methods = card ? castingMethods(run, player, card) : [];
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

/** 730.1: the player stops casting the spell they are casting step by step, while it asks them a choice. */
export function cancelCasting(run: Run, command: CancelCasting): void {
  const { action, decision, agenda } = run.state;
  if (!action || action.player !== command.player)
    reject('NOT_CASTING', '601.2', `${command.player} is not casting a spell step by step`);
  const task = agenda[0];
  if (decision?.player !== command.player || task?.kind !== 'casting')
    reject(
      'DECISION_PENDING',
      '117.1',
      `the casting can be cancelled while it asks ${command.player} a choice`,
    );
  const name = action.before.objects[action.object]?.name ?? action.object;
  reverseAction(
    run,
    task.step,
    { code: 'CASTING_CANCELLED', rule: '730.1', message: `${command.player} cancelled casting ${name}` },
    true,
  );
}
