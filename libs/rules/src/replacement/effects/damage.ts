// Replacement effects on damage: more damage (614.1a), redirected (614.9), prevented (615).
import type { Replacement } from '@mtg/cards';
import type { RulesContext } from '../../data/state/context.js';
import { matchesFilter } from '../../layers/filter.js';
import type { GameState } from '../../data/state/game-state.js';
import {
  canBeRedirectedTo,
  damageCantBePrevented,
  shieldApplies,
  shieldOutcome,
  type RedirectShield,
  type Shield,
} from '../damage-shields.js';
import type { Proposal } from '../../data/state/proposal.js';
import type { PreventedParties } from '../../data/state/continuous-effect.js';
import { preventsDamage, type PreventedDamage } from '../prevented-damage.js';
import type { ReplacementEffect } from '../replacement-effects.js';
import { affects, type ReplacementHandler, type ReplacementHandlers } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

// 615.7, 614.9: shields of resolved effects (and protection, 702.16e).
const shield: ReplacementHandler<Shield | RedirectShield> = {
  applies: (r, p, effect, state, ctx) => p.kind === 'damage' && shieldApplies(state, ctx, effect, r, p),
  apply: (r, p) => (p.kind === 'damage' ? shieldOutcome(r, p) : p),
};

export const damageReplacements = {
  damage: {
    applies: (r, p, effect, state, ctx) => {
      const source = p.kind === 'damage' ? objectOf(state, p.source) : undefined;
      return !!source && p.kind === 'damage' && p.amount > 0 && affects(state, ctx, effect, r.source, source);
    },
    apply: (r, p) => (p.kind === 'damage' ? { ...p, amount: p.amount * r.multiply } : p),
  },
  'damage-redirect': {
    applies: (r, p, effect, state, ctx) => p.kind === 'damage' && redirects(state, ctx, effect, r, p),
    // 614.9: the damage is dealt to the redirecting permanent (or the creature it equips) instead.
    apply: (r, p, effect, state) =>
      p.kind === 'damage' ? { ...p, target: redirectedTo(state, effect, r) ?? p.target } : p,
  },
  prevent: shield,
  redirect: shield,
  // 615.1a, 615.12: "Prevent all [combat] damage that would be dealt to/by ..." of a static ability;
  // 615.9: "prevent N of that damage" prevents up to N of each damage event it applies to.
  'prevent-damage': {
    applies: (r, p, effect, state, ctx) =>
      p.kind === 'damage' &&
      !damageCantBePrevented(state) &&
      preventsDamage(state, ctx, preventedBy(state, effect, r), p, effect),
    apply: (r, p) =>
      p.kind === 'damage'
        ? { ...p, amount: r.amount === undefined ? 0 : Math.max(0, p.amount - r.amount) }
        : p,
  },
} satisfies Partial<ReplacementHandlers>;

type Prevention = Extract<Replacement, { event: 'prevent-damage' }>;

/** The damage a static prevention ability is about now: "you", this permanent, what it enchants or equips, or a filter. */
function preventedBy(state: GameState, effect: ReplacementEffect, r: Prevention): PreventedDamage {
  const parties = (side: Prevention['to']): PreventedParties | undefined => {
    if (side === undefined) return undefined;
    if (side === 'you') return { ids: [effect.controller], filters: [] };
    if (side === 'self') return { ids: [effect.source], filters: [] };
    if (typeof side === 'object') return { ids: [], filters: [side.filter] };
    const attachedTo = objectOf(state, effect.source)?.attachedTo;
    return { ids: attachedTo ? [attachedTo] : [], filters: [] };
  };
  const to = parties(r.to);
  const by = parties(r.by);
  return { ...(to ? { to } : {}), ...(by ? { by } : {}), ...(r.combatOnly ? { combatOnly: true } : {}) };
}

type Redirection = Extract<Replacement, { event: 'damage-redirect' }>;

// 614.9: the permanent the damage is redirected to: this one, or the creature it equips (if any).
function redirectedTo(state: GameState, effect: ReplacementEffect, r: Redirection): string | undefined {
  return r.to === 'equipped' ? objectOf(state, effect.source)?.attachedTo : effect.source;
}

// 614.9: redirection to a permanent that is no longer on the battlefield (or no creature) does nothing.
function redirects(
  state: GameState,
  ctx: RulesContext,
  effect: ReplacementEffect,
  r: Redirection,
  p: Extract<Proposal, { kind: 'damage' }>,
): boolean {
  const to = redirectedTo(state, effect, r);
  if (p.amount <= 0 || to === undefined || p.target === to || !canBeRedirectedTo(state, ctx, to))
    return false;
  if (r.toYou && p.target === effect.controller) return true;
  const target = objectOf(state, p.target);
  if (!r.toPermanents || !target || target.zone !== 'battlefield') return false;
  return matchesFilter(state, ctx, target, r.toPermanents, {
    controller: effect.controller,
    source: effect.source,
  });
}
