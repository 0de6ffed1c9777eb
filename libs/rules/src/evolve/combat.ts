// Combat (506-511): attackers and blockers declared, combat damage steps, the end of combat.
import type { EventOf } from '../data/events/game-event.js';
import { blocksMade } from '../data/events/blocks.js';
import type { GameObject, GameState } from '../data/state/game-state.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';
import { withObject, type OwnedObjects } from '../data/state/updates.js';
import { unchanged, type EventHandlers } from './handlers.js';
import { mapPermanents } from './permanents.js';
import { objectOf } from '../data/state/objects.js';

export const combatEvents = {
  AttackersDeclared: (owned, state, event) =>
    event.attackers.reduce<GameState>(
      (s, a) =>
        withObject(owned, s, a.attacker, { attacking: a.defender, ...bandOf(event.bands, a.attacker) }),
      { ...state, turn: { ...state.turn, attackersDeclared: true } },
    ),
  BlockersDeclared: declareBlocks,
  CombatDamageAssigned: unchanged,
  CombatDamageStepCompleted: (_, state, event) => ({
    ...state,
    turn: {
      ...state.turn,
      ...(event.firstStrike ? { firstStrikeDamageDone: true } : { regularDamageDone: true }),
    },
  }),
  CombatEnded: endCombat,
} satisfies Partial<EventHandlers>;

// 702.22c: a band is named by its first member.
function bandOf(bands: string[][] | undefined, attacker: string): { band?: string } {
  const band = bands?.find((b) => b.includes(attacker));
  return band ? { band: band[0]! } : {};
}

/** 506.4: the object removed from combat: neither attacking nor blocking; 702.22f: nor in a band. */
export function outOfCombat(object: GameObject): GameObject {
  const { attacking: _a, blocking: _b, blocked: _c, blockedBy: _d, band: _e, ...rest } = object;
  return rest;
}

function declareBlocks(owned: OwnedObjects, state: GameState, event: EventOf<'BlockersDeclared'>): GameState {
  let next: GameState = { ...state, turn: { ...state.turn, blockersDeclared: true } };
  for (const id of state.battlefield) {
    const o = objectOf(next, id)!;
    // 509.1, 802.2: each defending player declares blockers for the creatures attacking them, their
    // planeswalkers or the battles they protect; the others' declarations leave those creatures as they were.
    const defender = o.attacking === undefined ? undefined : defendingPlayerOf(state, o.attacking);
    if (defender !== event.player) continue;
    const blockers = blocksMade(event)
      .filter((b) => b.attacker === id)
      .map((b) => b.blocker);
    next = withObject(owned, next, id, { blocked: blockers.length > 0, blockedBy: blockers });
  }
  for (const { blocker, attacker } of blocksMade(event)) {
    const o = objectOf(next, blocker)!;
    next = withObject(owned, next, blocker, { blocking: [...(o.blocking ?? []), attacker] });
  }
  return next;
}

function endCombat(owned: OwnedObjects, state: GameState): GameState {
  const {
    firstStrikeDamageDone: _f,
    regularDamageDone: _r,
    attackersDeclared: _a,
    blockersDeclared: _b,
    ...turn
  } = state.turn;
  const next = mapPermanents(owned, state, (o) => {
    if (o.attacking === undefined && !o.blocking && o.blocked === undefined) return o;
    return outOfCombat(o);
  });
  return { ...next, turn };
}
