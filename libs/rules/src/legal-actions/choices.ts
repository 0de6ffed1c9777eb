// The choices a player faces, described instead of sampled: for a choice among combinations (which
// creatures attack and whom, which block what, which options, how an amount is divided), the
// candidates for each part and the constraints between them, so that a client or a bot can form
// every legal combination; every combination formed within them is accepted by `decide`.
import { assignmentLimits } from '../combat/damage.js';
import {
  attackableDefenders,
  attackers,
  attackProblem,
  blockProblem,
  requiredAttackers,
} from '../combat/declare.js';
import { fewestBlockers } from '../combat/evasion.js';
import { hasBanding } from '../combat/banding.js';
import { characteristics } from '../layers/characteristics.js';
import type { RulesContext } from '../data/state/context.js';
import type { Decision } from '../data/state/decision.js';
import type { GameState, ObjectId, PlayerId } from '../data/state/game-state.js';

export type LegalChoice =
  /**
   * 508.1a-b: any of the attackers (each once), each attacking one of its defenders (a player,
   * planeswalker or battle); 508.1d: those `required` attack in every declaration. 508.1e, 702.22c-d:
   * attackers may be grouped in `bands` (each attacker in one band at most), each band of attackers
   * declared to attack the same defender, one or more of them in `banding` and at most one not.
   */
  | {
      kind: 'attackers';
      decision: string;
      attackers: { attacker: ObjectId; defenders: string[]; required?: true }[];
      banding?: ObjectId[];
    }
  /**
   * 509.1a-b: any of the blockers (each once), each blocking one of its attackers; 702.111b: an
   * attacker with a `fewest` is blocked by at least that many, or by none.
   */
  | {
      kind: 'blockers';
      decision: string;
      blockers: { blocker: ObjectId; attackers: ObjectId[] }[];
      fewest?: { attacker: ObjectId; blockers: number }[];
    }
  /** From `min` to `max` different options (`MakeChoice` with `options`); in the order chosen when `ordered`. */
  | { kind: 'options'; decision: string; options: string[]; min: number; max: number; ordered: boolean }
  /** A whole number from `min` to `max` (`MakeChoice` with `number`). */
  | { kind: 'number'; decision: string; min: number; max: number }
  /** Yes or no (`MakeChoice` with `yes-no`). */
  | { kind: 'yes-no'; decision: string }
  /**
   * An amount divided among recipients (`MakeChoice` with `assignment`): exactly `total` in all, each
   * recipient from its `min` to its `max`; `beyond` (an attacker's player or permanent, 702.19b) may
   * get some only once each other recipient has at least its `lethal`.
   */
  | {
      kind: 'assignment';
      decision: string;
      rule: string;
      total: number;
      recipients: { id: string; min: number; max?: number; lethal?: number }[];
      beyond?: string;
    };

/** The choice the pending decision asks of `player`, described; undefined when none is theirs. */
export function legalChoice(state: GameState, ctx: RulesContext, player: PlayerId): LegalChoice | undefined {
  const decision = state.decision;
  if (!decision || decision.player !== player || state.over) return undefined;
  return describe(state, ctx, decision);
}

function describe(state: GameState, ctx: RulesContext, decision: Decision): LegalChoice | undefined {
  const { id, player } = decision;
  switch (decision.kind) {
    case 'declare-attackers': {
      const defenders = attackableDefenders(state, ctx, player);
      const required = requiredAttackers(state, ctx, player);
      const banding = decision.options.map((o) => o.id).filter((a) => hasBanding(state, ctx, a));
      return {
        kind: 'attackers',
        decision: id,
        attackers: decision.options.map(({ id: attacker }) => ({
          attacker,
          defenders: defenders.filter((d) => !attackProblem(state, ctx, player, attacker, d)),
          ...(required.includes(attacker) ? { required: true as const } : {}),
        })),
        ...(banding.length ? { banding } : {}),
      };
    }
    case 'declare-blockers': {
      const fewest = attackers(state)
        .map((attacker) => ({ attacker, blockers: fewestBlockers(characteristics(state, ctx, attacker)) }))
        .filter((f) => f.blockers > 1);
      return {
        kind: 'blockers',
        decision: id,
        blockers: decision.options.map(({ id: blocker }) => ({
          blocker,
          attackers: attackers(state).filter((a) => !blockProblem(state, ctx, player, blocker, a)),
        })),
        ...(fewest.length ? { fewest } : {}),
      };
    }
    case 'yes-no':
    case 'mulligan':
      return { kind: 'yes-no', decision: id };
    case 'number':
    case 'shortcut':
      return { kind: 'number', decision: id, min: decision.min, max: decision.max };
    case 'damage-assignment':
      return damageAssignment(state, ctx, decision);
    // 601.2d: at least 1 to each target.
    case 'division':
      return assignment(decision, '601.2d', (o) => ({ id: o.id, min: 1 }));
    // 615.7: a shield's amount among the damage events it applies to, each at most that event's damage.
    case 'shield-division':
      return assignment(decision, '615.7', (o) => ({
        id: o.id,
        min: 0,
        ...(o.limit !== undefined ? { max: o.limit } : {}),
      }));
    // 601.2g-h: a payment is answered by `PayCost` or a mana ability, offered as commands.
    case 'payment':
      return undefined;
    default:
      return {
        kind: 'options',
        decision: id,
        options: decision.options.map((o) => o.id),
        min: decision.min,
        max: decision.max,
        ordered: decision.kind === 'order',
      };
  }
}

function assignment(
  decision: Decision,
  rule: string,
  recipient: (option: Decision['options'][number]) => { id: string; min: number; max?: number },
): LegalChoice {
  return {
    kind: 'assignment',
    decision: decision.id,
    rule,
    total: decision.min,
    recipients: decision.options.map(recipient),
  };
}

/** 510.1a-d: a creature's combat damage among the creatures it is blocked by (or blocks), and past them with trample (702.19b). */
function damageAssignment(state: GameState, ctx: RulesContext, decision: Decision): LegalChoice | undefined {
  const limits = assignmentLimits(state, ctx, decision);
  if (!limits) return undefined;
  return {
    kind: 'assignment',
    decision: decision.id,
    rule: limits.beyond !== undefined && limits.creatures.length ? '702.19b' : '510.1c',
    total: limits.total,
    recipients: limits.creatures.map(({ id, lethal }) => ({ id, min: 0, lethal })),
    ...(limits.beyond !== undefined ? { beyond: limits.beyond } : {}),
  };
}
