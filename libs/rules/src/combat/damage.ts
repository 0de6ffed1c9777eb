// Combat damage (510): first-strike and regular steps. Each creature's damage is assigned, by its
// controller when the rules leave a choice (510.1c-d, 702.19b), then all of it is dealt at once (510.2).
import type { ChoiceAnswer } from '../data/commands/command.js';
import type { RulesContext } from '../data/state/context.js';
import { ask, emit, reject, takeAnswer, type Run } from '../engine/run.js';
import { dealDamage } from '../game-actions/actions.js';
import { lethalDamage } from '../objects/lethal-damage.js';
import { characteristics } from '../layers/characteristics.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { apnapOrder } from '../data/state/apnap.js';
import { objectOf } from '../data/state/objects.js';
import { publicName } from '../data/state/face-down.js';
import { damageDivider } from './banding.js';

type CombatDamageTask = Extract<Task, { kind: 'combat-damage' }>;

/** Combat damage by recipient: object or player id -> amount. */
export type DamageAssignment = Record<string, number>;

/** How one creature may assign its combat damage. */
interface Division {
  creature: ObjectId;
  /** Who divides its damage: its controller, or the other side's player when banding says so (702.22j-k). */
  divider: PlayerId;
  /** 510.1a: it assigns combat damage equal to its power. */
  power: number;
  /** The creatures blocking it (or that it blocks) still on the battlefield. */
  creatures: ObjectId[];
  /** Lethal damage for each of `creatures`. */
  lethal: number[];
  /** What it attacks, when damage may go there: unblocked (510.1b), or with trample past its blockers (702.19b). */
  beyond?: string;
  /** The rule its division follows: an attacker's (510.1c) or a blocker's (510.1d), divided across the fight by banding (702.22j-k). */
  rule: string;
}

function strikesFirst(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  const k = characteristics(state, ctx, id).keywords;
  return k.includes('first strike') || k.includes('double strike');
}

/** 510.4: whether this combat has a first-strike damage step. */
export function hasFirstStrikeStep(state: GameState, ctx: RulesContext): boolean {
  return combatants(state).some((id) => strikesFirst(state, ctx, id));
}

function combatants(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = objectOf(state, id)!;
    return o.attacking !== undefined || (o.blocking?.length ?? 0) > 0;
  });
}

// 510.4: in the first-strike step only first and double strikers deal damage; in the second, those
// that didn't, plus double strikers.
function dealsDamageNow(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  firstStrikeStep: boolean,
  hadFirstStep: boolean,
): boolean {
  const k = characteristics(state, ctx, id).keywords;
  if (firstStrikeStep) return k.includes('first strike') || k.includes('double strike');
  if (!hadFirstStep) return true;
  return k.includes('double strike') || !k.includes('first strike');
}

const onBattlefield = (state: GameState) => (id: ObjectId) => objectOf(state, id)?.zone === 'battlefield';

// 510.1b: the player or planeswalker a creature attacks, if it is still there to be dealt damage.
function attackedTarget(state: GameState, target: string): string | undefined {
  const player = state.players.find((p) => p.id === target);
  return (player ? !player.left : onBattlefield(state)(target)) ? target : undefined;
}

function divisionOf(state: GameState, ctx: RulesContext, id: ObjectId): Division | null {
  const o = objectOf(state, id)!;
  const chars = characteristics(state, ctx, id);
  const power = chars.power ?? 0;
  // 510.1a: a creature with 0 or less power assigns no combat damage.
  if (power <= 0) return null;
  const attacking = o.attacking !== undefined;
  // 510.1c-d: an attacker's damage goes to its blockers, a blocker's to the attackers it blocks.
  const creatures = ((attacking ? o.blockedBy : o.blocking) ?? []).filter(onBattlefield(state));
  const deathtouch = chars.keywords.includes('deathtouch');
  // 509.1h, 702.19d: a blocked creature stays blocked; only with trample does its damage go past the blockers.
  const pastBlockers = attacking && (!o.blocked || chars.keywords.includes('trample'));
  const beyond = pastBlockers ? attackedTarget(state, o.attacking!) : undefined;
  const divider = damageDivider(state, ctx, id, creatures);
  const banded = divider !== o.controller ? (attacking ? ', 702.22j' : ', 702.22k') : '';
  return {
    creature: id,
    divider,
    power,
    creatures,
    lethal: creatures.map((c) => lethalDamage(state, ctx, c, deathtouch)),
    ...(beyond !== undefined ? { beyond } : {}),
    rule: (attacking ? '510.1c' : '510.1d') + banded,
  };
}

/** The creatures dealing combat damage this step, with how each may assign it, in APNAP order (510.1). */
function divisionsNow(state: GameState, ctx: RulesContext, firstStrikeStep: boolean): Division[] {
  const hadFirstStep = state.turn.firstStrikeDamageDone === true;
  const order = apnapOrder(state);
  return combatants(state)
    .filter((id) => dealsDamageNow(state, ctx, id, firstStrikeStep, hadFirstStep))
    .flatMap((id) => divisionOf(state, ctx, id) ?? [])
    .sort((a, b) => order.indexOf(a.divider) - order.indexOf(b.divider));
}

const recipientsOf = (d: Division): string[] => [
  ...d.creatures,
  ...(d.beyond !== undefined ? [d.beyond] : []),
];

/** The only assignment the rules allow, or null when the creature's controller has a choice. */
function forcedAssignment(d: Division): DamageAssignment | null {
  const [only, ...others] = d.creatures;
  if (only === undefined) return d.beyond !== undefined ? { [d.beyond]: d.power } : {};
  // 510.1c: a single blocker gets everything, unless trample lets the excess over lethal go past it.
  if (others.length === 0 && (d.beyond === undefined || d.power <= d.lethal[0]!)) return { [only]: d.power };
  return null;
}

/** Performs the combat damage step's turn-based actions: assignments, then damage (510.1-510.2). */
export function combatDamage(run: Run, task: CombatDamageTask): void {
  const divisions = divisionsNow(run.state, run.ctx, task.firstStrike);
  const assigned = { ...task.assigned };
  let answer = takeAnswer(run);
  for (const d of divisions) {
    if (d.creature in assigned || forcedAssignment(d)) continue;
    if (!answer) return askAssignment(run, { ...task, assigned }, d);
    assigned[d.creature] = acceptAssignment(run, d, answer);
    answer = undefined;
  }
  // 510.2: all assigned combat damage is dealt simultaneously.
  dealDamage(
    run,
    divisions.flatMap((d) => {
      const amounts = assigned[d.creature] ?? forcedAssignment(d)!;
      return recipientsOf(d).map((to) => ({
        source: d.creature,
        target: to,
        amount: amounts[to] ?? 0,
        combat: true,
      }));
    }),
  );
  emit(run, { type: 'CombatDamageStepCompleted', firstStrike: task.firstStrike });
}

// 708.5: the prompt is shown to every player: a face-down creature is not named.
const nameOf = (state: GameState, id: string): string => {
  const object = objectOf(state, id);
  return object ? publicName(object) : id;
};

function askAssignment(run: Run, task: CombatDamageTask, d: Division): void {
  const state = run.state;
  const blockers = d.creatures.map((id) => nameOf(state, id)).join(', ');
  const trample =
    d.beyond !== undefined
      ? `; lethal damage to each before any to ${nameOf(state, d.beyond)} (702.19b)`
      : '';
  ask(run, task, {
    player: d.divider,
    kind: 'damage-assignment',
    prompt: `Divide ${nameOf(state, d.creature)}'s ${d.power} combat damage among ${blockers} (${d.rule})${trample}`,
    options: recipientsOf(d).map((id) => ({ id, label: nameOf(state, id) })),
    min: d.power,
    max: d.power,
    source: d.creature,
  });
}

/** Checks the controller's assignment and records it; an illegal one is refused (510.1e). */
function acceptAssignment(run: Run, d: Division, answer: ChoiceAnswer): DamageAssignment {
  if (answer.kind !== 'assignment')
    reject('ANSWER_INVALID', '117.1', 'combat damage is answered by an assignment');
  const problem = assignmentProblem(run.state, d, answer.amounts);
  if (problem) reject('ASSIGNMENT_ILLEGAL', problem.rule, problem.message);
  const assignment = Object.fromEntries(
    recipientsOf(d).flatMap((id) => ((answer.amounts[id] ?? 0) > 0 ? [[id, answer.amounts[id]!]] : [])),
  );
  emit(run, { type: 'CombatDamageAssigned', source: d.creature, assignment });
  return assignment;
}

function assignmentProblem(
  state: GameState,
  d: Division,
  amounts: DamageAssignment,
): { rule: string; message: string } | null {
  const name = (id: string) => nameOf(state, id);
  const stranger = Object.keys(amounts).find((id) => amounts[id]! > 0 && !recipientsOf(d).includes(id));
  if (stranger !== undefined) {
    const why =
      stranger === objectOf(state, d.creature)!.attacking ? ' (it is blocked and has no trample)' : '';
    return {
      rule: d.rule,
      message: `${name(d.creature)} assigns its combat damage only to ${recipientsOf(d).map(name).join(', ')}, not to ${name(stranger)}${why}`,
    };
  }
  const total = Object.values(amounts).reduce((sum, n) => sum + n, 0);
  // 510.1a: the damage assigned is the creature's power, no more, no less.
  if (total !== d.power)
    return { rule: '510.1a', message: `${name(d.creature)} assigns ${d.power} combat damage, not ${total}` };
  // 702.19b: damage goes past the blockers only once each of them is assigned lethal damage.
  const short = d.creatures.findIndex((id, i) => (amounts[id] ?? 0) < d.lethal[i]!);
  if (d.beyond !== undefined && (amounts[d.beyond] ?? 0) > 0 && short >= 0) {
    const blocker = d.creatures[short]!;
    return {
      rule: '702.19b',
      message: `${name(blocker)} must be assigned lethal damage (${d.lethal[short]}) before any goes to ${name(d.beyond)}`,
    };
  }
  return null;
}

/** Lethal damage to each creature in turn, the rest past them if allowed, else on the last one. */
function lethalInOrder(d: Division): DamageAssignment {
  const amounts: DamageAssignment = {};
  let left = d.power;
  d.creatures.forEach((id, i) => {
    amounts[id] = Math.min(left, d.lethal[i]!);
    left -= amounts[id];
  });
  const rest = d.beyond ?? d.creatures.at(-1)!;
  amounts[rest] = (amounts[rest] ?? 0) + left;
  return amounts;
}

/**
 * What a damage-assignment decision allows (510.1a-d, 702.19b): its total, the creatures it may go to
 * with the lethal damage of each, and what it may go past them to once each has lethal damage.
 */
export function assignmentLimits(
  state: GameState,
  ctx: RulesContext,
  decision: Decision,
): { total: number; creatures: { id: ObjectId; lethal: number }[]; beyond?: string } | null {
  const d = decision.source !== undefined ? divisionOf(state, ctx, decision.source) : null;
  if (!d) return null;
  const creatures = d.creatures.map((id, i) => ({ id, lethal: d.lethal[i]! }));
  return { total: d.power, creatures, ...(d.beyond !== undefined ? { beyond: d.beyond } : {}) };
}

/** Legal answers to offer for a damage-assignment decision: lethal damage in order, and all to the first. */
export function suggestedAssignments(
  state: GameState,
  ctx: RulesContext,
  decision: Decision,
): DamageAssignment[] {
  const d = decision.source !== undefined ? divisionOf(state, ctx, decision.source) : null;
  if (!d || d.creatures.length === 0) return [];
  const inOrder = lethalInOrder(d);
  const allToFirst = { [d.creatures[0]!]: d.power };
  return inOrder[d.creatures[0]!] === d.power ? [inOrder] : [inOrder, allToFirst];
}
