// Replacement effects on counters put on permanents (614.1a), those they enter with included (614.1c).
import type { Replacement } from '@mtg/cards';
import type { RulesContext } from '../../data/state/context.js';
import type { GameState } from '../../data/state/game-state.js';
import { asItWouldEnter } from '../entry-choices.js';
import type { Proposal } from '../../data/state/proposal.js';
import type { ReplacementEffect } from '../replacement-effects.js';
import { affects, type ReplacementHandlers } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

export const counterReplacements = {
  counters: {
    applies: (r, p, effect, state, ctx) => countersApply(state, ctx, effect, r, p),
    apply: (r, p) => moreCounters(r, p),
  },
} satisfies Partial<ReplacementHandlers>;

type CountersReplacement = Extract<Replacement, { event: 'counters' }>;

function countersApply(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  r: CountersReplacement,
  p: Proposal,
): boolean {
  if (p.kind === 'counters') {
    const object = objectOf(state, p.on);
    if (!object || object.zone !== 'battlefield' || p.amount <= 0 || (r.counter && r.counter !== p.counter))
      return false;
    // "If an effect would put": not the counters a rule puts (714.3b).
    if (r.byEffect && p.byRule) return false;
    return affects(state, ctx, effect, r.on, object);
  }
  // 614.1c, 614.12: a permanent entering with counters gets them "put on" it as it enters.
  if (p.kind !== 'move' || p.to !== 'battlefield' || !p.counters) return false;
  const counters = p.counters;
  const object = objectOf(state, p.object);
  const kinds = Object.keys(counters).filter((k) => counters[k]! > 0 && modifies(r, p, k));
  return !!object && kinds.length > 0 && affects(state, ctx, effect, r.on, asItWouldEnter(object, p));
}

/** Whether it modifies the entering permanent's `kind` counters: "if an effect would put" leaves a rule's alone (714.3a). */
function modifies(r: CountersReplacement, p: Extract<Proposal, { kind: 'move' }>, kind: string): boolean {
  return (!r.counter || r.counter === kind) && !(r.byEffect && p.countersByRule?.includes(kind));
}

function changed(amount: number, r: CountersReplacement): number {
  return (amount + (r.plus ?? 0)) * (r.multiply ?? 1);
}

function moreCounters(r: CountersReplacement, p: Proposal): Proposal {
  if (p.kind === 'counters') return { ...p, amount: changed(p.amount, r) };
  if (p.kind !== 'move' || !p.counters) return p;
  const counters = Object.fromEntries(
    Object.entries(p.counters).map(([k, n]) => [k, n > 0 && modifies(r, p, k) ? changed(n, r) : n]),
  );
  return { ...p, counters };
}
