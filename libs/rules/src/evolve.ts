// evolve(state, event) -> state: records a fact. It never re-applies a rule (docs/architecture.md).
import type { EventOf, GameEvent } from './events/game-event.js';
import type {
  DelayedTrigger,
  GameObject,
  GameState,
  MandatoryAction,
  ManaPool,
  PendingTrigger,
} from './state/game-state.js';
import type { ContinuousEffect } from './state/continuous-effect.js';
import { randomStateOf, seedRandom } from './setup/random.js';
import { defendingPlayerOf } from './combat/defending-player.js';
import {
  playerById,
  putObject,
  putObjects,
  withObject,
  withoutObjects,
  placedInZone,
  removedFromZone,
  withPlayer,
  type OwnedObjects,
} from './state/updates.js';

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
    rng: seedRandom(0),
    over: false,
  };
}

export function evolve(state: GameState, event: GameEvent): GameState {
  return evolveOwning({ oneEvent: true }, state, event);
}

/**
 * The state after `events`, from `state` (never written): the objects record is copied once, at
 * the first event that changes it, then written in place (see `OwnedObjects`).
 */
export function evolveAll(state: GameState, events: readonly GameEvent[]): GameState {
  const owned: OwnedObjects = {};
  let next = state;
  for (const event of events) next = evolveOwning(owned, next, event);
  return next;
}

/**
 * `evolve` for a sequence of events that owns its copy of the objects record: writes it in place,
 * so states it returned before no longer hold their objects (see `OwnedObjects`).
 */
export function evolveOwning(owned: OwnedObjects, state: GameState, event: GameEvent): GameState {
  const next = applyEvent(owned, state, event);
  // 730.1: the events of an action taken step by step, for what its reversal may not undo.
  return next.action && !announcing(event) ? recordedInAction(next, event) : next;
}

/** The event that begins an action step by step is not part of what its reversal looks at. */
const announcing = (event: GameEvent) => event.type === 'SpellAnnounced' || event.type === 'AbilityAnnounced';

function applyEvent(owned: OwnedObjects, state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'GameStarted':
      return event.initial;
    case 'LibraryShuffled':
      return { ...withPlayer(state, event.player, { library: event.order }), rng: randomAfter(state, event) };
    case 'TurnBegan':
      return {
        ...sicknessWearsOff(owned, state, event.active),
        players: state.players.map((p) => (p.landsPlayed ? { ...p, landsPlayed: 0 } : p)),
        turn: {
          number: event.number,
          active: event.active,
          step: 'untap',
          priority: null,
          passed: [],
          untappedAsItBegan: state.battlefield.filter((id) => !state.objects[id]!.tapped),
        },
        ...(state.gameChoices ? { gameChoices: [] } : {}),
      };
    case 'StepSkipped':
      return {
        ...state,
        turn: { ...state.turn, step: event.step, priority: null, passed: [] },
        effects: skipUsed(state.effects, event.effect),
      };
    case 'PhaseSkipped':
    case 'TurnSkipped':
      return { ...state, effects: skipUsed(state.effects, event.effect) };
    case 'StepBegan':
      return { ...state, turn: { ...state.turn, step: event.step, priority: null, passed: [] } };
    case 'PriorityGiven':
      return { ...state, turn: { ...state.turn, priority: event.player } };
    case 'PriorityPassed':
      return {
        ...afterChoice(state, event.mandatory),
        turn: { ...state.turn, priority: null, passed: [...state.turn.passed, event.player] },
      };
    case 'ManaAdded':
      return withPlayer(actionTaken(afterChoice(state)), event.player, {
        manaPool: addMana(playerById(state, event.player).manaPool, event.mana, 1),
      });
    case 'ManaSpent':
      return withPlayer(state, event.player, {
        manaPool: addMana(playerById(state, event.player).manaPool, event.mana, -1),
      });
    case 'ManaPoolsEmptied':
      return { ...state, players: state.players.map((p) => ({ ...p, manaPool: EMPTY_POOL })) };
    case 'ZoneChanged':
      return followChosenSpell(changeZone(owned, state, event), event);
    case 'DrawFromEmptyLibraryAttempted':
      return withPlayer(state, event.player, { drewFromEmptyLibrary: true });
    case 'EmptyLibraryDrawChecked':
      return withPlayer(state, event.player, { drewFromEmptyLibrary: false });
    case 'LandPlayed':
      return actionTaken(
        withPlayer(afterChoice(state), event.player, {
          landsPlayed: playerById(state, event.player).landsPlayed + 1,
        }),
      );
    case 'SpellCast':
      return actionTaken(
        withObject(owned, afterChoice(withoutAction(state)), event.object, { stack: event.stack }),
      );
    case 'SpellAnnounced':
      return {
        ...state,
        action: {
          kind: 'cast',
          player: event.player,
          object: event.card,
          before: detached(state),
          events: [],
        },
      };
    case 'AbilityAnnounced':
      return {
        ...state,
        action: {
          kind: 'activate',
          player: event.player,
          object: event.source,
          before: detached(state),
          events: [],
        },
      };
    case 'IllegalActionReversed':
      return reversed(state, event);
    case 'ResolutionBegan':
      return actionTaken(state);
    case 'AbilityPutOnStack':
      return putAbilityOnStack(owned, state, event);
    case 'AbilityActivated':
      return actionTaken(activated(owned, afterChoice(withoutAction(state)), event));
    case 'AbilityTriggered':
      return putAbilityOnStack(owned, state, event);
    case 'TriggerPending':
      return {
        ...onceThisTurn(owned, state, event.trigger),
        pendingTriggers: [...state.pendingTriggers, event.trigger],
        // 603.7b: a delayed triggered ability triggers only once.
        ...(event.trigger.delayed
          ? {
              delayedTriggers: delayedTriggersOf(state).filter(
                (d) => d.ability.id !== event.trigger.delayed!.id,
              ),
            }
          : {}),
      };
    case 'DelayedTriggerCreated':
      return {
        ...state,
        delayedTriggers: [...delayedTriggersOf(state), event.trigger],
        nextId: state.nextId + 1,
      };
    case 'TriggerRemoved':
      return { ...state, pendingTriggers: withoutTrigger(state.pendingTriggers, event.trigger) };
    case 'AbilityResolved':
    case 'AbilityRemovedFromStack':
    case 'CeasedToExist':
      return removeObject(owned, state, event.object);
    case 'PermanentTapped':
      return withObject(owned, state, event.object, { tapped: true });
    case 'PermanentsUntapped':
      return mapPermanents(owned, state, (o) => (o.tapped ? { ...o, tapped: false } : o), event.objects);
    case 'DamageDealt':
      return recordDamage(owned, state, event);
    case 'LifeGained':
      return withPlayer(state, event.player, { life: playerById(state, event.player).life + event.amount });
    case 'LifeLost':
      return withPlayer(state, event.player, { life: playerById(state, event.player).life - event.amount });
    case 'CountersAdded':
      return changeCounters(owned, state, event.on, event.counter, event.amount);
    case 'CountersRemoved':
      return changeCounters(owned, state, event.on, event.counter, -event.amount);
    case 'SpeedChanged':
      return withPlayer(state, event.player, { speed: event.speed });
    case 'ProtectorChosen':
      return withObject(owned, state, event.battle, { protector: event.player });
    case 'ControlChanged':
      return controlChanged(owned, state, event);
    case 'TokenCreated':
      return {
        ...putObject(owned, state, event.object),
        battlefield: [...state.battlefield, event.object.id],
        nextId: state.nextId + 1,
        nextTimestamp: state.nextTimestamp + 1,
      };
    case 'DungeonEntered':
      return {
        ...putObject(owned, state, event.object),
        command: [...(state.command ?? []), event.object.id],
        nextId: state.nextId + 1,
        nextTimestamp: state.nextTimestamp + 1,
      };
    case 'RoomEntered':
      return withObject(owned, state, event.dungeon, { room: event.room });
    case 'SectorDesignated':
      return withObject(owned, state, event.object, { sector: event.sector });
    case 'SectorsLost':
      return mapPermanents(owned, state, (o) => (o.sector ? { ...o, sector: undefined } : o), event.objects);
    case 'DungeonCompleted':
      return completedDungeon(owned, state, event);
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
      return withObject(owned, state, event.object, {
        attachedTo: event.to,
        timestamp: state.nextTimestamp,
      });
    case 'Unattached':
      return withObject(owned, state, event.object, { attachedTo: undefined });
    case 'AttackersDeclared':
      return event.attackers.reduce<GameState>(
        (s, a) => withObject(owned, s, a.attacker, { attacking: a.defender }),
        {
          ...state,
          turn: { ...state.turn, attackersDeclared: true },
        },
      );
    case 'BlockersDeclared':
      return declareBlocks(owned, state, event);
    case 'CombatEnded':
      return endCombat(owned, state);
    case 'CombatDamageStepCompleted':
      return {
        ...state,
        turn: {
          ...state.turn,
          ...(event.firstStrike ? { firstStrikeDamageDone: true } : { regularDamageDone: true }),
        },
      };
    case 'DamageWoreOff':
      return mapPermanents(owned, state, (o) =>
        o.damage || o.deathtouchDamage ? { ...o, damage: 0, deathtouchDamage: false } : o,
      );
    case 'LoyaltyAbilityActivated':
      return withObject(owned, state, event.object, {
        loyaltyActivations: (state.objects[event.object]?.loyaltyActivations ?? 0) + 1,
      });
    case 'Regenerated':
      return regenerated(owned, state, event);
    case 'DamagePrevented':
      return { ...state, effects: useShield(state.effects, event.effect.id, event.amount) };
    case 'ReplacementApplied': {
      // An audit fact (the event that follows records the outcome); a redirection shield is used
      // up by the damage it redirected (614.9).
      const redirected = event.after.kind === 'damage' ? event.after.amount : 0;
      return { ...state, effects: useShield(state.effects, event.effect.id, redirected) };
    }
    case 'ShortcutProposed':
      return afterChoice(state);
    case 'GameChoiceMade':
      return {
        ...state,
        gameChoices: [...(state.gameChoices ?? []), { player: event.player, fingerprint: event.fingerprint }],
      };
    case 'RandomOrderChosen':
      return { ...state, rng: randomAfter(state, event) };
    case 'Scried': {
      const moved = [...event.top, ...event.bottom];
      const rest = playerById(state, event.player).library.filter((id) => !moved.includes(id));
      return withPlayer(state, event.player, { library: [...event.top, ...rest, ...event.bottom] });
    }
    case 'Discovered':
    case 'CardRevealed':
    case 'ShortcutTaken':
    case 'HandLookedAt':
    case 'CombatDamageAssigned':
      return state;
    case 'DecisionRequested':
      return { ...state, decision: event.decision, agenda: event.agenda, nextId: state.nextId + 1 };
    case 'DecisionAnswered':
      return { ...afterChoice(state, event.mandatory), decision: null, agenda: [] };
    case 'PlayerConceded':
      return withPlayer(state, event.player, { lost: true, left: true, lossReason: 'conceded' });
    case 'PlayerLost':
      return withPlayer(state, event.player, { lost: true, left: true, lossReason: event.reason });
    case 'PlayerLeftGame':
      // 104.3a: a player who leaves abandons the action they were taking.
      return leftGame(owned, state.action?.player === event.player ? withoutAction(state) : state, event);
    case 'GameEnded':
      return {
        ...withoutAction(state),
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

/**
 * 104.4b: the states mandatory actions were taken in since the last optional action; a choice a
 * player made (casting, activating, playing a land, an answer or a pass they didn't have to make)
 * starts afresh.
 */
function afterChoice(state: GameState, mandatory?: MandatoryAction): GameState {
  if (mandatory) return { ...state, mandatoryActions: [...(state.mandatoryActions ?? []), mandatory] };
  return state.mandatoryActions?.length ? { ...state, mandatoryActions: [] } : state;
}

/** The state without the action in progress: it is complete (601.2i) or abandoned. */
function withoutAction(state: GameState): GameState {
  if (!state.action) return state;
  const { action: _done, ...rest } = state;
  return rest;
}

function recordedInAction(state: GameState, event: GameEvent): GameState {
  const action = state.action!;
  return { ...state, action: { ...action, events: [...action.events, event] } };
}

/**
 * A copy of the state that the events after it can't write: the objects record and the players'
 * zones, which a sequence of evolutions writes in place (`OwnedObjects`), are copied.
 */
function detached(state: GameState): GameState {
  return {
    ...state,
    objects: { ...state.objects },
    players: state.players.map((p) => ({
      ...p,
      library: [...p.library],
      hand: [...p.hand],
      graveyard: [...p.graveyard],
    })),
  };
}

/**
 * 730.1: the state before the action, with the events it kept applied again. Ids and timestamps go
 * on from where they are, so that no id of the reversed action is given to another object.
 */
function reversed(state: GameState, event: EventOf<'IllegalActionReversed'>): GameState {
  const before = state.action?.before;
  if (!before) return state;
  return { ...evolveAll(before, event.kept), nextId: state.nextId, nextTimestamp: state.nextTimestamp };
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
 * The state with `f` applied to the permanents on the battlefield (the only objects that untap,
 * lose damage or leave combat); the objects record is written only if something changed.
 */
function mapPermanents(
  owned: OwnedObjects,
  state: GameState,
  f: (o: GameObject) => GameObject,
  ids: readonly string[] = state.battlefield,
): GameState {
  const changed: GameObject[] = [];
  for (const id of ids) {
    const o = state.objects[id];
    const n = o && f(o);
    if (n !== o) changed.push(n!);
  }
  return changed.length ? putObjects(owned, state, changed) : state;
}

// 302.6: permanents the active player has controlled continuously since the turn began are no
// longer "sick"; 606.3: loyalty abilities may be activated again.
function sicknessWearsOff(owned: OwnedObjects, state: GameState, active: string): GameState {
  return mapPermanents(owned, state, (o) =>
    o.controller === active && (o.sick || o.loyaltyActivations)
      ? { ...o, sick: false, loyaltyActivations: 0 }
      : o.loyaltyActivations
        ? { ...o, loyaltyActivations: 0 }
        : o,
  );
}

/** The delayed triggered abilities waiting to trigger (none in a stream older than them). */
export function delayedTriggersOf(state: GameState): DelayedTrigger[] {
  return state.delayedTriggers ?? [];
}

// 309.7: the dungeon leaves the game (309.2c: it leaves the command zone only so); the player completed it.
function completedDungeon(
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<'DungeonCompleted'>,
): GameState {
  const completed = playerById(state, event.player).completedDungeons ?? [];
  return {
    ...withPlayer(withoutObjects(owned, state, [event.dungeon]), event.player, {
      completedDungeons: [...completed, event.name],
    }),
    command: (state.command ?? []).filter((id) => id !== event.dungeon),
  };
}

function leftGame(owned: OwnedObjects, state: GameState, event: EventOf<'PlayerLeftGame'>): GameState {
  const gone = new Set(event.objects);
  const keep = (ids: string[]) => ids.filter((id) => !gone.has(id));
  return {
    ...withoutObjects(owned, state, event.objects),
    battlefield: keep(state.battlefield),
    stack: keep(state.stack),
    exile: keep(state.exile),
    ...(state.command ? { command: keep(state.command) } : {}),
    players: state.players.map((p) => ({
      ...p,
      library: keep(p.library),
      hand: keep(p.hand),
      graveyard: keep(p.graveyard),
    })),
    pendingTriggers: state.pendingTriggers.filter((t) => t.controller !== event.player),
    ...(state.delayedTriggers
      ? { delayedTriggers: state.delayedTriggers.filter((t) => t.controller !== event.player) }
      : {}),
    decision: state.decision?.player === event.player ? null : state.decision,
    agenda: state.decision?.player === event.player ? [] : state.agenda,
    turn: state.turn.priority === event.player ? { ...state.turn, priority: null } : state.turn,
  };
}

// 613.1b: the new controller; 302.6: it has not been under their control since their turn began;
// 506.4: it is removed from combat.
function controlChanged(owned: OwnedObjects, state: GameState, event: EventOf<'ControlChanged'>): GameState {
  const object = state.objects[event.object];
  if (!object) return state;
  const base = object.baseController ?? object.controller;
  const { attacking: _a, blocking: _b, blocked: _c, blockedBy: _d, baseController: _e, ...rest } = object;
  const changed = {
    ...rest,
    controller: event.controller,
    sick: true,
    ...(event.controller === base ? {} : { baseController: base }),
  };
  // The creatures it blocked or was blocked by no longer count it (an attacker stays blocked, 509.1h).
  const inCombat = [...(object.blocking ?? []), ...(object.blockedBy ?? [])];
  const next = mapPermanents(
    owned,
    state,
    (o) => ({
      ...o,
      ...(o.blocking ? { blocking: o.blocking.filter((id) => id !== object.id) } : {}),
      ...(o.blockedBy ? { blockedBy: o.blockedBy.filter((id) => id !== object.id) } : {}),
    }),
    inCombat,
  );
  return putObject(owned, next, changed);
}

function regenerated(owned: OwnedObjects, state: GameState, event: EventOf<'Regenerated'>): GameState {
  const object = state.objects[event.object];
  if (!object) return state;
  const { attacking: _a, blocking: _b, blocked: _c, blockedBy: _d, ...outOfCombat } = object;
  return {
    ...putObject(owned, state, { ...outOfCombat, tapped: true, damage: 0, deathtouchDamage: false }),
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

// 609.7a: an effect whose chosen source is a permanent spell also applies to the permanent it becomes.
function followChosenSpell(state: GameState, event: EventOf<'ZoneChanged'>): GameState {
  const { object, newObject } = event;
  if (event.from !== 'stack' || event.to !== 'battlefield' || !newObject) return state;
  const follows = (e: GameState['effects'][number]) =>
    (e.change.kind === 'prevent-next-damage-from-source' ||
      e.change.kind === 'redirect-damage-from-source') &&
    e.change.from.objects.includes(object);
  if (!state.effects.some(follows)) return state;
  return {
    ...state,
    effects: state.effects.map((e) => {
      const change = e.change;
      if (!follows(e) || !('from' in change)) return e;
      return {
        ...e,
        change: { ...change, from: { ...change.from, objects: [...change.from.objects, newObject] } },
      };
    }),
  };
}

function removeObject(owned: OwnedObjects, state: GameState, id: string): GameState {
  const object = state.objects[id];
  if (!object) return state;
  return removedFromZone(owned, withoutObjects(owned, state, [id]), object.zone, object.owner, id);
}

// 400.7: an object that moves from one zone to another becomes a new object with no memory of its previous existence.
/** The generator after an event that drew from it (older streams recorded its whole 32-bit state). */
function randomAfter(state: GameState, event: { draws?: number; rng?: number }): GameState['rng'] {
  return event.draws !== undefined ? { ...randomStateOf(state.rng), draws: event.draws } : event.rng!;
}

function changeZone(owned: OwnedObjects, state: GameState, event: EventOf<'ZoneChanged'>): GameState {
  const old = state.objects[event.object];
  if (!old) return state;
  const removed = removeObject(owned, state, event.object);
  if (!event.newObject) return removed;
  const created: GameObject = {
    id: event.newObject,
    cardId: old.cardId,
    name: old.name,
    ...(old.token ? { token: old.token } : {}),
    // 704.5e: a copy of a card stays a copy (no card) wherever it goes.
    ...(old.isCopy ? { isCopy: old.isCopy } : {}),
    owner: old.owner,
    controller: event.controller ?? old.owner,
    zone: event.to,
    tapped: event.tapped ?? false,
    damage: 0,
    counters: event.counters ?? {},
    sick: event.to === 'battlefield',
    timestamp: state.nextTimestamp,
    ...(event.chosen ? { chosen: event.chosen } : {}),
    ...(event.copyOf ? { copyOf: event.copyOf } : {}),
    ...(event.faceDown ? { faceDown: true } : {}),
    ...(event.exiledWith ? { exiledWith: event.exiledWith } : {}),
    ...(event.face ? { face: event.face } : {}),
    ...(event.onAdventure ? { onAdventure: event.onAdventure } : {}),
    ...(event.castBy ? { castBy: event.castBy } : {}),
    ...(event.protector ? { protector: event.protector } : {}),
  };
  const next = {
    ...putObject(owned, removed, created),
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
  const onTop = event.position !== 'bottom';
  // A library lists its top card first; every other zone lists its newest (top) object last.
  const first = event.to === 'library' ? onTop : !onTop;
  return placedInZone(owned, next, event.to, old.owner, created.id, first);
}

/** 602.2i: the ability put on the stack has its choices; alone (older streams), it is put on the stack too. */
function activated(owned: OwnedObjects, state: GameState, event: EventOf<'AbilityActivated'>): GameState {
  return state.objects[event.object]
    ? withObject(owned, state, event.object, { stack: event.stack })
    : putAbilityOnStack(owned, state, event);
}

function putAbilityOnStack(
  owned: OwnedObjects,
  state: GameState,
  event: EventOf<'AbilityActivated' | 'AbilityPutOnStack' | 'AbilityTriggered'>,
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
    ...putObject(owned, state, ability),
    stack: [...state.stack, ability.id],
    pendingTriggers:
      event.type === 'AbilityTriggered'
        ? withoutTrigger(state.pendingTriggers, {
            source: event.source,
            abilityIndex: event.stack.ability?.index ?? -1,
            ...(event.stack.triggerObject ? { triggerObject: event.stack.triggerObject } : {}),
            ...(event.stack.triggerAmount !== undefined ? { amount: event.stack.triggerAmount } : {}),
            ...(event.stack.delayed ? { delayed: event.stack.delayed } : {}),
          })
        : state.pendingTriggers,
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  };
}

/** The pending triggers without the first one that is the same trigger as `gone`. */
function withoutTrigger(
  pending: PendingTrigger[],
  gone: Pick<PendingTrigger, 'source' | 'abilityIndex' | 'triggerObject' | 'amount' | 'delayed'>,
): PendingTrigger[] {
  const at = pending.findIndex(
    (t) =>
      t.source === gone.source &&
      t.abilityIndex === gone.abilityIndex &&
      t.triggerObject === gone.triggerObject &&
      t.amount === gone.amount &&
      t.delayed?.id === gone.delayed?.id,
  );
  return at < 0 ? pending : [...pending.slice(0, at), ...pending.slice(at + 1)];
}

// 120.3: damage to a player causes life loss, to a planeswalker removes loyalty, to a creature is marked.
function recordDamage(owned: OwnedObjects, state: GameState, event: EventOf<'DamageDealt'>): GameState {
  if (event.recipient === 'player') {
    // 702.90b: damage from a source with infect causes no life loss (poison counters follow).
    if (event.infect) return state;
    return withPlayer(state, event.target, { life: playerById(state, event.target).life - event.amount });
  }
  // 120.3h: damage to a battle removes defense counters; `CountersRemoved` follows.
  if (event.recipient === 'battle') return state;
  let next = state;
  if (event.recipient !== 'creature')
    next = changeCounters(owned, next, event.target, 'loyalty', -event.amount);
  const target = next.objects[event.target];
  // 702.90c: damage from a source with infect isn't marked on a creature (-1/-1 counters follow).
  if (event.recipient === 'planeswalker' || !target || event.infect) return next;
  return withObject(owned, next, event.target, {
    damage: target.damage + event.amount,
    deathtouchDamage: target.deathtouchDamage || event.deathtouch,
  });
}

function changeCounters(
  owned: OwnedObjects,
  state: GameState,
  on: string,
  counter: string,
  delta: number,
): GameState {
  const object = state.objects[on];
  const current = object ? object.counters : playerById(state, on).counters;
  const value = Math.max(0, (current[counter] ?? 0) + delta);
  const counters = { ...current, [counter]: value };
  return object ? withObject(owned, state, on, { counters }) : withPlayer(state, on, { counters });
}

function declareBlocks(owned: OwnedObjects, state: GameState, event: EventOf<'BlockersDeclared'>): GameState {
  let next: GameState = { ...state, turn: { ...state.turn, blockersDeclared: true } };
  for (const id of state.battlefield) {
    const o = next.objects[id]!;
    // 509.1, 802.2: each defending player declares blockers for the creatures attacking them, their
    // planeswalkers or the battles they protect; the others' declarations leave those creatures as they were.
    const defender = o.attacking === undefined ? undefined : defendingPlayerOf(state, o.attacking);
    if (defender !== event.player) continue;
    const blockers = event.blocks.filter((b) => b.attacker === id).map((b) => b.blocker);
    next = withObject(owned, next, id, { blocked: blockers.length > 0, blockedBy: blockers });
  }
  for (const { blocker, attacker } of event.blocks) {
    const o = next.objects[blocker]!;
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
    const { attacking: _x, blocking: _y, blocked: _z, blockedBy: _w, ...rest } = o;
    return rest;
  });
  return { ...next, turn };
}

// 614.10a: a "skip your next" effect is used up by what it skipped, after its count of skips.
function skipUsed(effects: ContinuousEffect[], id: string | undefined): ContinuousEffect[] {
  return effects.flatMap((e) => {
    if (e.id !== id || e.change.kind !== 'skip-next-step') return [e];
    const count = e.change.count ?? 1;
    return count > 1 ? [{ ...e, change: { ...e.change, count: count - 1 } }] : [];
  });
}

// 603.2h: an ability that triggers only once each turn: its source records the turn it triggered.
function onceThisTurn(owned: OwnedObjects, state: GameState, trigger: PendingTrigger): GameState {
  // 702.179d: a player's speed ability triggers only once each turn.
  if (trigger.inherent === 'speed')
    return withPlayer(state, trigger.controller, { speedTriggeredOnTurn: state.turn.number });
  const source = state.objects[trigger.source];
  if (!trigger.oncePerTurn || !source) return state;
  const triggeredOnTurn = { ...source.triggeredOnTurn, [trigger.abilityIndex]: state.turn.number };
  return withObject(owned, state, trigger.source, { triggeredOnTurn });
}
