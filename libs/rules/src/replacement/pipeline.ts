// The replacement step every scheduled game event passes through (docs/architecture.md "One pipeline for game actions"):
// 616.1: the affected player or controller chooses one applicable effect at a time; the event is
// checked again after each (616.1f); an effect applies at most once to an event (614.5).
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import type { Decision } from '../data/state/decision.js';
import type { ActionTask, SettledAction, Task } from '../data/state/task.js';
import type { RedirectShield, Shield } from './damage-shields.js';
import { entryDecision } from './entry-choices.js';
import type { Proposal } from '../data/state/proposal.js';
import type { Replacement } from '@mtg/cards';
import {
  affectedChooser,
  applies,
  applyEffect,
  candidateEffects,
  type ReplacementEffect,
} from './replacement-effects.js';

/** 616.1a-e: the categories of effects, in the order the affected player must choose among them. */
const CATEGORIES = ['self-replacement', 'control', 'copy', 'back-face-up', 'other'] as const;

/**
 * The category of an effect: a resolving spell's own "instead" (614.15, 616.1a), under whose control
 * an object enters (616.1b), entering as a copy (616.1c). No card of the pool enters with its back
 * face up (616.1d).
 */
function category(effect: ReplacementEffect): (typeof CATEGORIES)[number] {
  const event = effect.replacement.event;
  if (event === 'self-replacement') return 'self-replacement';
  if (event === 'control') return 'control';
  return event === 'enters-as-copy' ? 'copy' : 'other';
}

/**
 * The effects the affected player may choose from now: 616.1g, creating tokens contains their
 * entering, so the effects on the creation (Doubling Season) come before those on the entering
 * (Orb of Dreams); then 616.1a-e, only the first category that has an applicable effect.
 */
function firstToChoose(effects: ReplacementEffect[], p: Proposal): ReplacementEffect[] {
  const creation = p.kind === 'token' ? effects.filter((e) => e.replacement.event === 'tokens') : [];
  const candidates = creation.length ? creation : effects;
  const rank = (e: ReplacementEffect) => CATEGORIES.indexOf(category(e));
  const first = Math.min(...candidates.map(rank));
  return candidates.filter((e) => rank(e) === first);
}

function eachTokenEntersOnItsOwn(p: Proposal, applicable: ReplacementEffect[]): boolean {
  return p.kind === 'token' && p.count > 1 && !applicable.some((e) => e.replacement.event === 'tokens');
}

/** Every option of a decision that has no choice to make (only as many options as it needs). */
function optionIds(decision: Omit<Decision, 'id'>): string[] {
  return decision.options.map((o) => o.id);
}

/**
 * The event after the effect as text, the effect's own id (the shield an outcome uses up) left
 * out: two shields of one ability (two activations) have the same outcome.
 */
function outcomeOf(run: Run, e: ReplacementEffect, p: Proposal): string {
  return JSON.stringify(applyEffect(run.state, run.ctx, e, p), (_key, v: unknown) =>
    v === e.id ? 'this effect' : v,
  );
}

/**
 * Effects that are the same choice: same name, same ability, same outcome (616.1, the issue's
 * "interchangeable"); only one of each group is offered.
 */
function distinctChoices(run: Run, effects: ReplacementEffect[], p: Proposal): ReplacementEffect[] {
  if (effects.length < 2) return effects;
  const seen = new Set<string>();
  return effects.filter((e) => {
    const key = `${e.sourceName}#${e.index}#${outcomeOf(run, e, p)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The event after the effect, with a stand-in for a choice it needs (any option gives the same shape). */
function afterEffect(run: Run, e: ReplacementEffect, p: Proposal): Proposal {
  const decision = entryDecision(run.state, run.ctx, e.text, e.replacement, p);
  return applyEffect(run.state, run.ctx, e, p, decision ? optionIds(decision).slice(0, 1) : undefined);
}

/** A value as text with its keys sorted, so that equal events compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/**
 * Whether the order of the effects can't change the outcome: each pair applied either way gives the
 * same event, and neither stops the other from applying. Then nothing is asked (a choice with no
 * consequence, like Voice of All's color choice and Orb of Dreams' "enters tapped").
 */
function orderIsIrrelevant(run: Run, effects: ReplacementEffect[], p: Proposal): boolean {
  const { state, ctx } = run;
  const then = (a: ReplacementEffect, b: ReplacementEffect): string | undefined => {
    const first = afterEffect(run, a, p);
    return applies(state, ctx, b, first) ? canonical(afterEffect(run, b, first)) : undefined;
  };
  return effects.every((a, i) =>
    effects.slice(i + 1).every((b) => {
      const ab = then(a, b);
      return ab !== undefined && ab === then(b, a);
    }),
  );
}

// 615.7: of a shield that simultaneous damage events share, this event may use only its part.
function withShare(e: ReplacementEffect, shares: Record<string, number> | undefined): ReplacementEffect {
  const share = shares?.[e.id];
  const r = e.replacement;
  if (share === undefined || (r.event !== 'prevent' && r.event !== 'redirect')) return e;
  return { ...e, replacement: { ...r, remaining: Math.min(r.remaining, share) } };
}

/** A static ability's prevention effect (615.1a, 615.9), which may count the damage it prevented (615.5). */
type StaticPrevention = Extract<Replacement, { event: 'prevent-damage' }>;

/**
 * The events a shield's application leads to right after the event (carried in the task, so they
 * survive a pause): 615.5, the rest of a prevention effect, which may count the damage prevented;
 * 614.9, the damage a redirection shield didn't take, still dealt to the original recipient.
 */
function followUps(
  task: ActionTask,
  shield: Shield | RedirectShield | StaticPrevention,
  before: Extract<Proposal, { kind: 'damage' }>,
  after: Extract<Proposal, { kind: 'damage' }>,
  applied: string[],
): Task[] {
  if (shield.event === 'prevent' || shield.event === 'prevent-damage') {
    const prevented = before.amount - after.amount;
    if (!shield.counters || prevented <= 0) return [];
    const counters: Proposal = {
      kind: 'counters',
      on: before.target,
      counter: shield.counters,
      amount: prevented,
    };
    return [{ kind: 'action', proposal: counters, applied: [] }];
  }
  if (after.amount >= before.amount) return [];
  const rest: Proposal = { ...before, amount: before.amount - after.amount };
  return [{ kind: 'action', proposal: rest, applied, ...(task.shares ? { shares: task.shares } : {}) }];
}

/**
 * Applies replacement effects to the task's proposal until none applies. Returns the final event,
 * the effects applied to it and the events that follow it, or undefined when the game paused for
 * the affected player's choice; `resume` is the task that goes on with the answer, from the action
 * task as it stands (the action itself, or the events it is simultaneous with).
 */
export function replaceEvent(
  run: Run,
  task: ActionTask,
  resume: (task: ActionTask) => Task = (t) => t,
): SettledAction | undefined {
  // `base`: the task as it resumes after a decision other than the choice it was waiting for (made
  // only when a decision is asked).
  const base = (): Omit<ActionTask, 'choosing'> => {
    const { choosing: _waiting, ...rest } = task;
    return rest;
  };
  const waiting = task.choosing;
  let { proposal, applied } = task;
  let choosing = waiting;
  let then = task.then ?? [];
  let answer = takeAnswer(run);
  for (;;) {
    const applicable = candidateEffects(run.state, run.ctx, proposal)
      .map((e) => withShare(e, task.shares))
      .filter((e) => !applied.includes(e.id) && applies(run.state, run.ctx, e, proposal));
    if (!applicable.length) return { event: proposal, applied, then };
    // 616.1g: once the creation of several tokens is settled, each token's entering is an event of
    // its own ("As [this] enters, choose" is made for each).
    if (eachTokenEntersOnItsOwn(proposal, applicable)) return { event: proposal, applied, then };
    const choices = distinctChoices(run, firstToChoose(applicable, proposal), proposal);
    let chosen = choices.length === 1 || orderIsIrrelevant(run, choices, proposal) ? choices[0] : undefined;
    const chooser = affectedChooser(run.state, proposal);
    // An answer is for the choice the chosen effect needs (`choosing`), or else for the order (616.1).
    const made = choosing !== undefined && answer?.kind === 'options' ? answer.ids : undefined;
    if (choosing !== undefined) chosen = applicable.find((e) => e.id === choosing);
    const picked = !made && answer?.kind === 'options' ? answer.ids[0] : undefined;
    if (!chosen && picked !== undefined) chosen = choices.find((e) => e.id === picked);
    answer = undefined;
    choosing = undefined;
    if (!chosen) {
      ask(run, resume({ ...base(), proposal, applied, ...(then.length ? { then } : {}) }), {
        player: chooser,
        kind: 'replacement',
        prompt: 'Choose the replacement effect to apply first (616.1)',
        options: choices.map((e) => ({ id: e.id, object: e.source, label: `${e.sourceName}: ${e.text}` })),
        min: 1,
        max: 1,
      });
      return undefined;
    }
    // 614.12a: a choice the effect needs is made as it applies, by the entering permanent's controller.
    const decision = entryDecision(run.state, run.ctx, chosen.text, chosen.replacement, proposal);
    const choice =
      decision && (made ?? (decision.options.length <= decision.min ? optionIds(decision) : undefined));
    if (decision && !choice) {
      ask(
        run,
        resume({ ...base(), proposal, applied, choosing: chosen.id, ...(then.length ? { then } : {}) }),
        decision,
      );
      return undefined;
    }
    const next = applyEffect(run.state, run.ctx, chosen, proposal, choice);
    const chose = decision ? { chooser: decision.player } : choices.length > 1 ? { chooser } : {};
    const effect = { id: chosen.id, source: chosen.source, name: chosen.sourceName, text: chosen.text };
    // 615: a prevention effect's application is recorded as damage prevented.
    const r = chosen.replacement;
    const prevention = r.event === 'prevent' || r.event === 'prevent-damage';
    if (prevention && proposal.kind === 'damage' && next.kind === 'damage') {
      const { source, target } = proposal;
      emit(run, {
        type: 'DamagePrevented',
        effect,
        source,
        target,
        amount: proposal.amount - next.amount,
        ...chose,
      });
    } else {
      emit(run, {
        type: 'ReplacementApplied',
        effect,
        ...chose,
        before: proposal,
        after: next,
      });
    }
    if ((prevention || r.event === 'redirect') && proposal.kind === 'damage' && next.kind === 'damage')
      then = [...then, ...followUps(task, r, proposal, next, [...applied, chosen.id])];
    proposal = next;
    applied = [...applied, chosen.id];
  }
}
