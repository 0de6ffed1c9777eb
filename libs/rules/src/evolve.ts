// evolve(state, event) -> state: records a fact. It never re-applies a rule (DESIGN.md).
import type { EventOf, GameEvent } from './events/game-event.js';
import type { GameObject, GameState, ManaPool, PendingTrigger } from './state/game-state.js';
import { playerById, withObject, withPlayer, withZone, zoneContents } from './state/updates.js';

export const EMPTY_POOL: ManaPool = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };

/** The state before any event: no players, no objects. */
export function initialState(): GameState {
  return {
    id: '',
    players: [],
    objects: {},
    battlefield: [],
    stack: [],
    exile: [],
    turn: { number: 0, active: '', step: 'untap', priority: null, passed: [] },
    effects: [],
    pendingTriggers: [],
    decision: null,
    agenda: [],
    nextId: 1,
    nextTimestamp: 1,
    rng: 0,
    over: false,
  };
}

export function evolve(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'GameStarted':
      return event.initial;
    case 'LibraryShuffled':
      return { ...withPlayer(state, event.player, { library: event.order }), rng: event.rng };
    case 'TurnBegan':
      return {
        ...state,
        players: state.players.map((p) => (p.landsPlayed ? { ...p, landsPlayed: 0 } : p)),
        objects: sicknessWearsOff(state, event.active),
        turn: { number: event.number, active: event.active, step: 'untap', priority: null, passed: [] },
      };
    case 'StepSkipped':
    case 'StepBegan':
      return { ...state, turn: { ...state.turn, step: event.step, priority: null, passed: [] } };
    case 'PriorityGiven':
      return { ...state, turn: { ...state.turn, priority: event.player } };
    case 'PriorityPassed':
      return {
        ...state,
        turn: { ...state.turn, priority: null, passed: [...state.turn.passed, event.player] },
      };
    case 'ManaAdded':
      return withPlayer(actionTaken(state), event.player, {
        manaPool: addMana(playerById(state, event.player).manaPool, event.mana, 1),
      });
    case 'ManaSpent':
      return withPlayer(state, event.player, {
        manaPool: addMana(playerById(state, event.player).manaPool, event.mana, -1),
      });
    case 'ManaPoolsEmptied':
      return { ...state, players: state.players.map((p) => ({ ...p, manaPool: EMPTY_POOL })) };
    case 'ZoneChanged':
      return changeZone(state, event);
    case 'DrawFromEmptyLibraryAttempted':
      return withPlayer(state, event.player, { drewFromEmptyLibrary: true });
    case 'EmptyLibraryDrawChecked':
      return withPlayer(state, event.player, { drewFromEmptyLibrary: false });
    case 'LandPlayed':
      return actionTaken(
        withPlayer(state, event.player, { landsPlayed: playerById(state, event.player).landsPlayed + 1 }),
      );
    case 'SpellCast':
      return actionTaken(withObject(state, event.object, { stack: event.stack }));
    case 'ResolutionBegan':
      return actionTaken(state);
    case 'AbilityActivated':
      return actionTaken(putAbilityOnStack(state, event));
    case 'AbilityTriggered':
      return putAbilityOnStack(state, event);
    case 'TriggerPending':
      return { ...state, pendingTriggers: [...state.pendingTriggers, event.trigger] };
    case 'TriggerRemoved':
      return { ...state, pendingTriggers: withoutTrigger(state.pendingTriggers, event.trigger) };
    case 'AbilityResolved':
    case 'AbilityRemovedFromStack':
    case 'CeasedToExist':
      return removeObject(state, event.object);
    case 'PermanentTapped':
      return withObject(state, event.object, { tapped: true });
    case 'PermanentsUntapped':
      return {
        ...state,
        objects: mapPermanents(state, (o) => (o.tapped ? { ...o, tapped: false } : o), event.objects),
      };
    case 'DamageDealt':
      return recordDamage(state, event);
    case 'LifeGained':
      return withPlayer(state, event.player, { life: playerById(state, event.player).life + event.amount });
    case 'LifeLost':
      return withPlayer(state, event.player, { life: playerById(state, event.player).life - event.amount });
    case 'CountersAdded':
      return changeCounters(state, event.on, event.counter, event.amount);
    case 'CountersRemoved':
      return changeCounters(state, event.on, event.counter, -event.amount);
    case 'TokenCreated':
      return {
        ...state,
        objects: { ...state.objects, [event.object.id]: event.object },
        battlefield: [...state.battlefield, event.object.id],
        nextId: state.nextId + 1,
        nextTimestamp: state.nextTimestamp + 1,
      };
    case 'EffectCreated':
      return {
        ...state,
        effects: [...state.effects, event.effect],
        nextId: state.nextId + 1,
        nextTimestamp: state.nextTimestamp + 1,
      };
    case 'EffectsEnded':
      return { ...state, effects: state.effects.filter((e) => !event.ids.includes(e.id)) };
    case 'Attached':
      return withObject(state, event.object, { attachedTo: event.to, timestamp: state.nextTimestamp });
    case 'Unattached':
      return withObject(state, event.object, { attachedTo: undefined });
    case 'AttackersDeclared':
      return event.attackers.reduce<GameState>(
        (s, a) => withObject(s, a.attacker, { attacking: a.defender }),
        {
          ...state,
          turn: { ...state.turn, attackersDeclared: true },
        },
      );
    case 'BlockersDeclared':
      return declareBlocks(state, event);
    case 'CombatEnded':
      return endCombat(state);
    case 'CombatDamageStepCompleted':
      return {
        ...state,
        turn: {
          ...state.turn,
          ...(event.firstStrike ? { firstStrikeDamageDone: true } : { regularDamageDone: true }),
        },
      };
    case 'DamageWoreOff':
      return {
        ...state,
        objects: mapPermanents(state, (o) =>
          o.damage || o.deathtouchDamage ? { ...o, damage: 0, deathtouchDamage: false } : o,
        ),
      };
    case 'LoyaltyAbilityActivated':
      return withObject(state, event.object, {
        loyaltyActivations: (state.objects[event.object]?.loyaltyActivations ?? 0) + 1,
      });
    case 'Regenerated':
      return regenerated(state, event);
    case 'DamagePrevented':
      return { ...state, effects: useShield(state.effects, event.effect, event.amount) };
    case 'ReplacementApplied': // an audit fact: the event that follows records the outcome
    case 'CardRevealed':
    case 'CombatDamageAssigned':
      return state;
    case 'DecisionRequested':
      return { ...state, decision: event.decision, agenda: event.agenda, nextId: state.nextId + 1 };
    case 'DecisionAnswered':
      return { ...state, decision: null, agenda: [] };
    case 'PlayerConceded':
      return withPlayer(state, event.player, { lost: true, left: true, lossReason: 'conceded' });
    case 'PlayerLost':
      return withPlayer(state, event.player, { lost: true, left: true, lossReason: event.reason });
    case 'PlayerLeftGame':
      return leftGame(state, event);
    case 'GameEnded':
      return {
        ...state,
        over: true,
        winner: event.winner,
        draw: event.draw,
        players: state.players.map((p) => (p.id === event.winner ? { ...p, won: true } : p)),
        turn: { ...state.turn, priority: null },
        decision: null,
        agenda: [],
      };
  }
}

// 117.4: players pass "in succession" only if nobody acted in between.
function actionTaken(state: GameState): GameState {
  return state.turn.passed.length ? { ...state, turn: { ...state.turn, passed: [] } } : state;
}

function addMana(pool: ManaPool, mana: readonly (keyof ManaPool)[], sign: 1 | -1): ManaPool {
  const next = { ...pool };
  for (const type of mana) next[type] += sign;
  return next;
}

/**
 * The objects with `f` applied to the permanents on the battlefield (the only objects that untap,
 * lose damage or leave combat); the record is copied once, and only if something changed.
 */
function mapPermanents(
  state: GameState,
  f: (o: GameObject) => GameObject,
  ids: readonly string[] = state.battlefield,
) {
  let next: Record<string, GameObject> | undefined;
  for (const id of ids) {
    const o = state.objects[id];
    if (!o) continue;
    const n = f(o);
    if (n === o) continue;
    next ??= { ...state.objects };
    next[id] = n;
  }
  return next ?? state.objects;
}

// 302.6: permanents the active player has controlled continuously since the turn began are no
// longer "sick"; 606.3: loyalty abilities may be activated again.
function sicknessWearsOff(state: GameState, active: string): Record<string, GameObject> {
  return mapPermanents(state, (o) =>
    o.controller === active && (o.sick || o.loyaltyActivations)
      ? { ...o, sick: false, loyaltyActivations: 0 }
      : o.loyaltyActivations
        ? { ...o, loyaltyActivations: 0 }
        : o,
  );
}

function leftGame(state: GameState, event: EventOf<'PlayerLeftGame'>): GameState {
  const gone = new Set(event.objects);
  const keep = (ids: string[]) => ids.filter((id) => !gone.has(id));
  const objects: Record<string, GameObject> = {};
  for (const id in state.objects) if (!gone.has(id)) objects[id] = state.objects[id]!;
  return {
    ...state,
    objects,
    battlefield: keep(state.battlefield),
    stack: keep(state.stack),
    exile: keep(state.exile),
    players: state.players.map((p) => ({
      ...p,
      library: keep(p.library),
      hand: keep(p.hand),
      graveyard: keep(p.graveyard),
    })),
    pendingTriggers: state.pendingTriggers.filter((t) => t.controller !== event.player),
    decision: state.decision?.player === event.player ? null : state.decision,
    agenda: state.decision?.player === event.player ? [] : state.agenda,
    turn: state.turn.priority === event.player ? { ...state.turn, priority: null } : state.turn,
  };
}

function regenerated(state: GameState, event: EventOf<'Regenerated'>): GameState {
  const object = state.objects[event.object];
  if (!object) return state;
  const { attacking: _a, blocking: _b, blocked: _c, blockedBy: _d, ...outOfCombat } = object;
  return {
    ...state,
    objects: {
      ...state.objects,
      [object.id]: { ...outOfCombat, tapped: true, damage: 0, deathtouchDamage: false },
    },
    effects: state.effects.filter((e) => e.id !== event.effect),
  };
}

/** A shield that prevented `amount` damage has that much less left; a used-up shield ends (615.7). */
function useShield(effects: GameState['effects'], id: string, amount: number): GameState['effects'] {
  return effects.flatMap((e) => {
    if (e.id !== id || e.change.kind !== 'prevent-damage') return [e];
    const remaining = e.change.remaining - amount;
    return remaining > 0 ? [{ ...e, change: { kind: 'prevent-damage' as const, remaining } }] : [];
  });
}

/** The objects without `id`, copied in one pass (no `delete`, which slows every later copy). */
function objectsWithout(objects: Record<string, GameObject>, id: string): Record<string, GameObject> {
  const next: Record<string, GameObject> = {};
  for (const key in objects) if (key !== id) next[key] = objects[key]!;
  return next;
}

function removeObject(state: GameState, id: string): GameState {
  const object = state.objects[id];
  if (!object) return state;
  const next = { ...state, objects: objectsWithout(state.objects, id) };
  return withZone(
    next,
    object.zone,
    object.owner,
    zoneContents(state, object.zone, object.owner).filter((o) => o !== id),
  );
}

// 400.7: an object that moves from one zone to another becomes a new object with no memory of its previous existence.
function changeZone(state: GameState, event: EventOf<'ZoneChanged'>): GameState {
  const old = state.objects[event.object];
  if (!old) return state;
  const without = removeObject(state, event.object);
  if (!event.newObject) return without;
  let next = without;
  const created: GameObject = {
    id: event.newObject,
    cardId: old.cardId,
    name: old.name,
    ...(old.token ? { token: old.token } : {}),
    owner: old.owner,
    controller: event.controller ?? old.owner,
    zone: event.to,
    tapped: event.tapped ?? false,
    damage: 0,
    counters: event.counters ?? {},
    sick: event.to === 'battlefield',
    timestamp: state.nextTimestamp,
  };
  next.objects[created.id] = created; // `next.objects` is the fresh copy made by removeObject
  next = { ...next, nextId: state.nextId + 1, nextTimestamp: state.nextTimestamp + 1 };
  const contents = zoneContents(next, event.to, old.owner);
  const onTop = event.position !== 'bottom';
  // A library lists its top card first; every other zone lists its newest (top) object last.
  const first = event.to === 'library' ? onTop : !onTop;
  const placed = first ? [created.id, ...contents] : [...contents, created.id];
  return withZone(next, event.to, old.owner, placed);
}

function putAbilityOnStack(
  state: GameState,
  event: EventOf<'AbilityActivated'> | EventOf<'AbilityTriggered'>,
): GameState {
  const source = state.objects[event.source];
  const ability: GameObject = {
    id: event.object,
    cardId: source?.cardId ?? event.stack.ability?.sourceCardId ?? event.object,
    name: event.name,
    isAbility: true,
    owner: event.player,
    controller: event.player,
    zone: 'stack',
    tapped: false,
    damage: 0,
    counters: {},
    sick: false,
    timestamp: state.nextTimestamp,
    stack: event.stack,
  };
  return {
    ...state,
    objects: { ...state.objects, [ability.id]: ability },
    stack: [...state.stack, ability.id],
    pendingTriggers:
      event.type === 'AbilityTriggered'
        ? withoutTrigger(state.pendingTriggers, {
            source: event.source,
            abilityIndex: event.stack.ability?.index ?? -1,
            ...(event.stack.triggerObject ? { triggerObject: event.stack.triggerObject } : {}),
          })
        : state.pendingTriggers,
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
}

/** The pending triggers without the first one that is the same trigger as `gone`. */
function withoutTrigger(
  pending: PendingTrigger[],
  gone: Pick<PendingTrigger, 'source' | 'abilityIndex' | 'triggerObject'>,
): PendingTrigger[] {
  const at = pending.findIndex(
    (t) =>
      t.source === gone.source &&
      t.abilityIndex === gone.abilityIndex &&
      t.triggerObject === gone.triggerObject,
  );
  return at < 0 ? pending : [...pending.slice(0, at), ...pending.slice(at + 1)];
}

// 120.3: damage to a player causes life loss, to a planeswalker removes loyalty, to a creature is marked.
function recordDamage(state: GameState, event: EventOf<'DamageDealt'>): GameState {
  if (event.recipient === 'player') {
    return withPlayer(state, event.target, { life: playerById(state, event.target).life - event.amount });
  }
  let next = state;
  if (event.recipient !== 'creature') next = changeCounters(next, event.target, 'loyalty', -event.amount);
  const target = next.objects[event.target];
  if (event.recipient === 'planeswalker' || !target) return next;
  return withObject(next, event.target, {
    damage: target.damage + event.amount,
    deathtouchDamage: target.deathtouchDamage || event.deathtouch,
  });
}

function changeCounters(state: GameState, on: string, counter: string, delta: number): GameState {
  const object = state.objects[on];
  const current = object ? object.counters : playerById(state, on).counters;
  const value = Math.max(0, (current[counter] ?? 0) + delta);
  const counters = { ...current, [counter]: value };
  return object ? withObject(state, on, { counters }) : withPlayer(state, on, { counters });
}

function declareBlocks(state: GameState, event: EventOf<'BlockersDeclared'>): GameState {
  let next: GameState = { ...state, turn: { ...state.turn, blockersDeclared: true } };
  for (const id of state.battlefield) {
    const o = next.objects[id]!;
    if (o.attacking === undefined) continue;
    const blockers = event.blocks.filter((b) => b.attacker === id).map((b) => b.blocker);
    next = withObject(next, id, { blocked: blockers.length > 0, blockedBy: blockers });
  }
  for (const { blocker, attacker } of event.blocks) {
    const o = next.objects[blocker]!;
    next = withObject(next, blocker, { blocking: [...(o.blocking ?? []), attacker] });
  }
  return next;
}

function endCombat(state: GameState): GameState {
  const {
    firstStrikeDamageDone: _f,
    regularDamageDone: _r,
    attackersDeclared: _a,
    blockersDeclared: _b,
    ...turn
  } = state.turn;
  return {
    ...state,
    turn,
    objects: mapPermanents(state, (o) => {
      if (o.attacking === undefined && !o.blocking && o.blocked === undefined) return o;
      const { attacking: _x, blocking: _y, blocked: _z, blockedBy: _w, ...rest } = o;
      return rest;
    }),
  };
}
