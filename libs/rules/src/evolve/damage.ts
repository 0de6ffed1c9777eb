// Damage dealt (120.3), wearing off (514.2), prevented or redirected (615, 614.9); regeneration (701.15).
import type { EventOf } from '../data/events/game-event.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { playerById, putObject, withObject, withPlayer, type OwnedObjects } from '../data/state/updates.js';
import { changeCounters } from './counters.js';
import type { EventHandlers } from './handlers.js';
import { outOfCombat } from './combat.js';
import { mapPermanents } from './permanents.js';
import { objectOf } from '../data/state/objects.js';

export const damageEvents = {
  DamageDealt: recordDamage,
  DamageWoreOff: (owned, state) =>
    mapPermanents(owned, state, (o) =>
      o.damage || o.deathtouchDamage ? { ...o, damage: 0, deathtouchDamage: false } : o,
    ),
  DamagePrevented: (_, state, event) => ({
    ...state,
    effects: useShield(state.effects, event.effect.id, event.amount),
  }),
  ReplacementApplied: (_, state, event) => {
    // An audit fact (the event that follows records the outcome); a redirection shield is used
    // up by the damage it redirected (614.9).
    const redirected = event.after.kind === 'damage' ? event.after.amount : 0;
    return { ...state, effects: useShield(state.effects, event.effect.id, redirected) };
  },
  Regenerated: regenerated,
  DamageRemoved: (owned, state, event) => {
    const object = objectOf(state, event.object);
    return object ? putObject(owned, state, { ...object, damage: 0, deathtouchDamage: false }) : state;
  },
} satisfies Partial<EventHandlers>;

// 120.3: damage to a player causes life loss, to a planeswalker removes loyalty, to a creature is marked.
function recordDamage(owned: OwnedObjects, state: GameState, event: EventOf<'DamageDealt'>): GameState {
  if (event.recipient === 'player') {
    // 702.90b: damage from a source with infect causes no life loss (poison counters follow).
    const dealt = dealtDamageThisTurn(state, event.target);
    if (event.infect) return dealt;
    return withPlayer(dealt, event.target, { life: playerById(state, event.target).life - event.amount });
  }
  // 120.3h: damage to a battle removes defense counters; `CountersRemoved` follows.
  if (event.recipient === 'battle') return state;
  let next = state;
  if (event.recipient !== 'creature')
    next = changeCounters(owned, next, event.target, 'loyalty', -event.amount);
  const target = objectOf(next, event.target);
  if (event.recipient === 'planeswalker' || !target) return next;
  // 702.90c, 702.80a: damage from a source with infect or wither isn't marked on a creature (-1/-1
  // counters follow); 704.5h: it was still dealt by a source with deathtouch.
  const asCounters = event.infect || event.wither;
  if (asCounters && !event.deathtouch) return next;
  return withObject(owned, next, event.target, {
    damage: target.damage + (asCounters ? 0 : event.amount),
    deathtouchDamage: target.deathtouchDamage || event.deathtouch,
  });
}

function regenerated(owned: OwnedObjects, state: GameState, event: EventOf<'Regenerated'>): GameState {
  const object = objectOf(state, event.object);
  if (!object) return state;
  return {
    ...putObject(owned, state, { ...outOfCombat(object), tapped: true, damage: 0, deathtouchDamage: false }),
    effects: state.effects.filter((e) => e.id !== event.effect),
  };
}

/** A shield that prevented `amount` damage has that much less left; a used-up shield ends (615.7). */
// 615.7, 614.9: a shield is reduced by the damage it prevented or redirected; 615.8: a shield for
// "the next time" a source would deal damage is used up at once.
function useShield(effects: GameState['effects'], id: string, amount: number): GameState['effects'] {
  if (!effects.some((e) => e.id === id)) return effects;
  return effects.flatMap((e) => {
    const change = e.change;
    if (e.id !== id) return [e];
    if (change.kind === 'prevent-next-damage-from-source') return [];
    if (change.kind !== 'prevent-damage' && change.kind !== 'redirect-damage-from-source') return [e];
    const remaining = change.remaining - amount;
    return remaining > 0 ? [{ ...e, change: { ...change, remaining } }] : [];
  });
}

/** 702.54a: the players dealt damage this turn, each once ("if an opponent was dealt damage this turn"). */
function dealtDamageThisTurn(state: GameState, player: PlayerId): GameState {
  const dealt = state.turn.dealtDamage ?? [];
  if (dealt.includes(player)) return state;
  return { ...state, turn: { ...state.turn, dealtDamage: [...dealt, player] } };
}
