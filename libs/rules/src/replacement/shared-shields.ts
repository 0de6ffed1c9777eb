// Shields shared by simultaneous damage (615.7; seed 419.7b): when damage would be dealt at once by
// several sources to a shielded recipient, or to several things a redirection shield covers (614.9),
// the protected player or controller chooses which damage the shield applies to, dividing its amount
// among those events before they are dealt. Nothing is asked when the damage doesn't exceed the shield.
import type { ChoiceAnswer } from '../data/commands/command.js';
import { ask, reject, takeAnswer, type Run } from '../engine/run.js';
import type { DecisionOption } from '../data/state/decision.js';
import type { Task } from '../data/state/task.js';
import type { RedirectShield, Shield } from './damage-shields.js';
import type { Proposal } from '../data/state/proposal.js';
import { affectedChooser, applies, candidateEffects, type ReplacementEffect } from './replacement-effects.js';
import { objectOf } from '../data/state/objects.js';

type SimultaneousDamage = Extract<Task, { kind: 'simultaneous-damage' }>;
type Damage = Extract<Proposal, { kind: 'damage' }>;

/** A shield with an amount that two or more of the simultaneous events could use up. */
interface SharedShield {
  effect: ReplacementEffect;
  shield: Shield | RedirectShield;
  /** The indices of the events it applies to. */
  events: number[];
}

function sharedShields(run: Run, task: SimultaneousDamage): SharedShield[] {
  const byId = new Map<string, SharedShield>();
  task.events.forEach((p, i) => {
    for (const effect of candidateEffects(run.state, run.ctx, p)) {
      const shield = effect.replacement;
      if (shield.event !== 'prevent' && shield.event !== 'redirect') continue;
      if (!Number.isFinite(shield.remaining) || !applies(run.state, run.ctx, effect, p)) continue;
      const shared = byId.get(effect.id) ?? { effect, shield, events: [] };
      shared.events.push(i);
      byId.set(effect.id, shared);
    }
  });
  return [...byId.values()].filter(
    (s) =>
      s.events.length > 1 && damageOf(task, s) > s.shield.remaining && !task.divided.includes(s.effect.id),
  );
}

function damageOf(task: SimultaneousDamage, s: SharedShield): number {
  return s.events.reduce((sum, i) => sum + task.events[i]!.amount, 0);
}

/** The shield applied in the order the events are listed, as far as it goes. */
function inOrder(task: SimultaneousDamage, s: SharedShield): Record<string, number> {
  let left = s.shield.remaining;
  return Object.fromEntries(
    s.events.map((i) => {
      const part = Math.min(task.events[i]!.amount, left);
      left -= part;
      return [String(i), part];
    }),
  );
}

// Events that differ only by sources of the same name are the same choice (616.1, "interchangeable").
function interchangeable(run: Run, task: SimultaneousDamage, s: SharedShield): boolean {
  const key = (p: Damage) =>
    `${objectOf(run.state, p.source)?.name}|${p.target}|${p.amount}|${p.combat ? 'combat' : ''}`;
  return new Set(s.events.map((i) => key(task.events[i]!))).size === 1;
}

function option(run: Run, s: SharedShield, p: Damage, i: number): DecisionOption {
  const name = (id: string) => objectOf(run.state, id)?.name ?? id;
  // Events to one recipient differ by their sources; a redirection's events, by their recipients.
  const object = s.shield.event === 'prevent' ? p.source : p.target;
  return {
    id: String(i),
    object,
    label: `${name(p.source)} to ${name(p.target)}: ${p.amount}`,
    limit: p.amount,
  };
}

/** 615.7: the division must use the whole shield, and no more on an event than its damage. */
function acceptDivision(
  task: SimultaneousDamage,
  s: SharedShield,
  answer: ChoiceAnswer,
): Record<string, number> {
  if (answer.kind !== 'assignment') reject('ANSWER_INVALID', '117.1', 'a shield is divided by an assignment');
  const parts = Object.fromEntries(s.events.map((i) => [String(i), answer.amounts[String(i)] ?? 0]));
  const stranger = Object.keys(answer.amounts).find((id) => !(id in parts) && answer.amounts[id]! > 0);
  const over = s.events.find((i) => parts[String(i)]! > task.events[i]!.amount);
  const total = Object.values(parts).reduce((sum, n) => sum + n, 0);
  if (stranger !== undefined || over !== undefined || total !== s.shield.remaining) {
    reject(
      'DIVISION_ILLEGAL',
      '615.7',
      `${s.effect.sourceName}'s ${s.shield.remaining} is divided among the damage it applies to, at most each one's amount`,
    );
  }
  return parts;
}

/**
 * Divides each shared shield among the simultaneous events (asking the protected player or
 * controller when the division is a choice), then schedules the events, each with its parts.
 */
export function divideSharedShields(run: Run, task: SimultaneousDamage): void {
  const shares = task.shares.map((s) => ({ ...s }));
  const divided = [...task.divided];
  let answer = takeAnswer(run);
  for (const s of sharedShields(run, { ...task, divided })) {
    let parts: Record<string, number>;
    if (interchangeable(run, task, s)) parts = inOrder(task, s);
    else if (answer) {
      parts = acceptDivision(task, s, answer);
      answer = undefined;
    } else {
      const events = s.events.map((i) => task.events[i]!);
      const player = s.shield.event === 'redirect' ? s.shield.player : affectedChooser(run.state, events[0]!);
      ask(
        run,
        { ...task, shares, divided },
        {
          player,
          kind: 'shield-division',
          prompt: `${s.effect.sourceName} (${s.effect.text}): divide its ${s.shield.remaining} among the damage dealt at the same time (615.7)`,
          options: s.events.map((i) => option(run, s, task.events[i]!, i)),
          min: s.shield.remaining,
          max: s.shield.remaining,
          source: s.effect.source,
        },
      );
      return;
    }
    for (const [i, part] of Object.entries(parts)) shares[Number(i)]![s.effect.id] = part;
    divided.push(s.effect.id);
  }
  task.events.forEach((proposal, i) => {
    const own = shares[i]!;
    run.scheduled.push({
      kind: 'action',
      proposal,
      applied: [],
      ...(Object.keys(own).length ? { shares: own } : {}),
    });
  });
}
