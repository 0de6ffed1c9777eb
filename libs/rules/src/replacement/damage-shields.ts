// Shields against damage from resolved spells and abilities: prevention shields (615.7, 615.8) and
// redirection shields (614.9), as the replacement step sees them: which apply to a damage event,
// and what the event becomes.
import type { RulesContext } from '../data/state/context.js';
import { characteristics } from '../layers/characteristics.js';
import type { Perspective } from '../layers/filter.js';
import type { ChosenSource, ContinuousEffect, PreventedParties } from '../data/state/continuous-effect.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { isFromChosenSource } from './damage-sources.js';
import { preventsDamage } from './prevented-damage.js';
import type { Proposal } from '../data/state/proposal.js';
import { objectOf } from '../data/state/objects.js';

type Damage = Extract<Proposal, { kind: 'damage' }>;

/** A prevention shield on one recipient (615.7), or against the next damage from a chosen source (615.8). */
export interface Shield {
  event: 'prevent';
  recipient: string;
  /** How much it still prevents; Infinity for "prevent that damage" (all of it). */
  remaining: number;
  /** Only damage from this source, while it still has the properties asked for (609.7b). */
  from?: ChosenSource;
  combatOnly?: boolean;
  /** "Prevent all but N of that damage." */
  allBut?: number;
  /** 615.5: a counter of this kind on the recipient for each 1 damage prevented. */
  counters?: string;
}

/** A redirection shield (614.9): damage from a chosen source to a player or their permanents goes to `to`. */
export interface RedirectShield {
  event: 'redirect';
  player: PlayerId;
  from: ChosenSource;
  remaining: number;
  to: string;
}

/** A shield a continuous effect offers to a damage event, with the words the audit shows for it. */
export interface ShieldOffer {
  effect: ContinuousEffect;
  text: string;
  shield: Shield | RedirectShield;
}

/** 615.12: while an effect says damage can't be prevented. */
export function damageCantBePrevented(state: GameState): boolean {
  return state.effects.some((e) => e.change.kind === 'damage-cant-be-prevented');
}

// 615.12: prevention effects applied to unpreventable damage prevent nothing and aren't used up, so
// the replacement step doesn't offer them; redirection is not prevention and still applies.
function preventionShields(
  state: GameState,
  ctx: RulesContext,
  e: ContinuousEffect,
  p: Damage,
): ShieldOffer[] {
  const change = e.change;
  const recipient = p.target;
  if (change.kind === 'prevent-all-combat-damage') {
    if (!p.combat) return [];
    const shield: Shield = { event: 'prevent', recipient, remaining: Infinity };
    return [{ effect: e, text: 'prevent all combat damage this turn', shield }];
  }
  // 615.1a: "prevent all [combat] damage that would be dealt to/by ...": read as the damage would be dealt.
  if (change.kind === 'prevent-all-damage') {
    if (!preventsDamage(state, ctx, change, p, { controller: e.controller, source: e.source })) return [];
    const shield: Shield = { event: 'prevent', recipient, remaining: Infinity };
    return [{ effect: e, text: preventAllText(state, change), shield }];
  }
  if (!e.affected.includes(recipient)) return [];
  if (change.kind === 'prevent-damage') {
    const { remaining, counters } = change;
    const shield: Shield = { event: 'prevent', recipient, remaining, ...(counters ? { counters } : {}) };
    return [{ effect: e, text: `prevent the next ${remaining} damage`, shield }];
  }
  if (change.kind !== 'prevent-next-damage-from-source') return [];
  const { from, combatOnly, allBut } = change;
  const shield: Shield = {
    event: 'prevent',
    recipient,
    remaining: Infinity,
    from,
    ...(combatOnly ? { combatOnly } : {}),
    ...(allBut !== undefined ? { allBut } : {}),
  };
  const what = `${combatOnly ? 'combat ' : ''}damage from the chosen source`;
  const text = `prevent ${allBut !== undefined ? `all but ${allBut} of ` : ''}the next ${what}`;
  return [{ effect: e, text, shield }];
}

/** The words the audit shows for "prevent all [combat] damage that would be dealt to/by ...". */
function preventAllText(
  state: GameState,
  change: Extract<ContinuousEffect['change'], { kind: 'prevent-all-damage' }>,
): string {
  const named = (parties: PreventedParties): string =>
    [
      ...parties.ids.map((id) => objectOf(state, id)?.name ?? id),
      ...(parties.filters.length ? ['what it names'] : []),
    ].join(' and ');
  const to = change.to ? ` to ${named(change.to)}` : '';
  const by = change.by ? ` by ${named(change.by)}` : '';
  return `prevent all ${change.combatOnly ? 'combat ' : ''}damage${to}${by} this turn`;
}

/** The shields of resolved spells and abilities that may apply to a damage event (615, 614.9). */
export function damageShieldsFor(state: GameState, ctx: RulesContext, p: Damage): ShieldOffer[] {
  const preventable = !damageCantBePrevented(state);
  return state.effects.flatMap((e): ShieldOffer[] => {
    const change = e.change;
    if (change.kind !== 'redirect-damage-from-source')
      return preventable ? preventionShields(state, ctx, e, p) : [];
    const { from, remaining, to } = change;
    const shield: RedirectShield = { event: 'redirect', player: e.affected[0]!, from, remaining, to };
    const text = `the next ${remaining} damage from the chosen source is dealt to ${objectOf(state, to)?.name ?? to} instead`;
    return [{ effect: e, text, shield }];
  });
}

/**
 * 614.9: damage is redirected only to a player still in the game, or to a creature, planeswalker or
 * battle still on the battlefield; otherwise the redirection does nothing.
 */
export function canBeRedirectedTo(state: GameState, ctx: RulesContext, id: string): boolean {
  const player = state.players.find((p) => p.id === id);
  if (player) return !player.left;
  const object = objectOf(state, id);
  if (!object || object.zone !== 'battlefield') return false;
  const types = characteristics(state, ctx, id).types;
  return types.includes('Creature') || types.includes('Planeswalker') || types.includes('Battle');
}

// 614.9: "to you and/or permanents you control".
function isYoursOrYou(state: GameState, player: PlayerId, id: string): boolean {
  const object = objectOf(state, id);
  return id === player || (object?.zone === 'battlefield' && object.controller === player);
}

/** Whether the shield applies to the damage event as it now stands. */
export function shieldApplies(
  state: GameState,
  ctx: RulesContext,
  effect: Perspective,
  shield: Shield | RedirectShield,
  p: Damage,
): boolean {
  if (p.amount <= 0 || shield.remaining <= 0) return false;
  // 609.7b, 615.9: a shield against a chosen source checks the source's properties again.
  if (shield.from && !isFromChosenSource(state, ctx, shield.from, p.source, effect)) return false;
  if (shield.event === 'redirect') {
    return (
      isYoursOrYou(state, shield.player, p.target) &&
      p.target !== shield.to &&
      canBeRedirectedTo(state, ctx, shield.to)
    );
  }
  // 609.7b: a shield that would prevent nothing ("all but 1" of 1 damage) isn't used up.
  return p.target === shield.recipient && (!shield.combatOnly || p.combat) && p.amount > (shield.allBut ?? 0);
}

/**
 * The damage event the shield makes of it: less damage (615.7, 615.8), or the part it redirects,
 * dealt to the new recipient (614.9); the pipeline deals the rest as before.
 */
export function shieldOutcome(shield: Shield | RedirectShield, p: Damage): Damage {
  if (shield.event === 'redirect')
    return { ...p, target: shield.to, amount: Math.min(p.amount, shield.remaining) };
  const prevented = Math.min(p.amount - (shield.allBut ?? 0), shield.remaining);
  return { ...p, amount: p.amount - prevented };
}
