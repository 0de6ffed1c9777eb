// Game actions: every change an effect or a rule makes goes through these functions, so each kind
// of game event has one place where it happens (and where replacement effects will apply).
import type { TokenDefinition } from '@mtg/cards';
import type { ZoneChangeReason } from '../events/game-event.js';
import { emit, nextId, type Run } from '../engine/run.js';
import { characteristics, hasKeyword } from '../layers/characteristics.js';
import { definitionOf } from '../objects/definition.js';
import type { GameObject, ObjectId, PlayerId, ZoneName } from '../state/game-state.js';
import { playerById } from '../state/updates.js';

export interface MoveOptions {
  reason: ZoneChangeReason;
  position?: 'top' | 'bottom';
  controller?: PlayerId;
  tapped?: boolean;
}

/** Moves an object to another zone; it becomes a new object there (400.7). Returns the new id. */
export function moveObject(run: Run, id: ObjectId, to: ZoneName, options: MoveOptions): ObjectId | undefined {
  const object = run.state.objects[id];
  if (!object) return undefined;
  const newObject = nextId(run, 'o');
  const counters = to === 'battlefield' ? entersWithCounters(run, object) : undefined;
  emit(run, {
    type: 'ZoneChanged',
    object: id,
    newObject,
    from: object.zone,
    to,
    reason: options.reason,
    ...(options.position ? { position: options.position } : {}),
    ...(options.controller && options.controller !== object.owner ? { controller: options.controller } : {}),
    ...(options.tapped ? { tapped: true } : {}),
    ...(counters ? { counters } : {}),
  });
  return newObject;
}

// 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty.
function entersWithCounters(run: Run, object: GameObject): Record<string, number> | undefined {
  const loyalty = definitionOf(run.ctx, object).loyalty;
  return loyalty !== undefined ? { loyalty } : undefined;
}

/** A token or a copy that leaves where it may exist ceases to exist (111.7, 704.5d). */
export function ceaseToExist(run: Run, object: GameObject): void {
  emit(run, { type: 'CeasedToExist', object: object.id });
}

// 121.2, 121.4: a player draws the top card of their library; with none, they attempted to draw.
export function drawCard(run: Run, player: PlayerId): void {
  const top = playerById(run.state, player).library[0];
  if (!top) emit(run, { type: 'DrawFromEmptyLibraryAttempted', player });
  else moveObject(run, top, 'hand', { reason: 'draw' });
}

export function drawCards(run: Run, player: PlayerId, count: number): void {
  for (let i = 0; i < count; i++) drawCard(run, player);
}

export function gainLife(run: Run, player: PlayerId, amount: number): void {
  if (amount > 0 && !playerById(run.state, player).left) emit(run, { type: 'LifeGained', player, amount });
}

export function loseLife(run: Run, player: PlayerId, amount: number): void {
  if (amount > 0 && !playerById(run.state, player).left) emit(run, { type: 'LifeLost', player, amount });
}

/** 120.3: the results of damage depend on what it is dealt to; 0 damage is not dealt (120.8). */
export function dealDamage(
  run: Run,
  source: ObjectId,
  target: string,
  amount: number,
  combat: boolean,
): void {
  if (amount <= 0) return;
  const state = run.state;
  const sourceObject = state.objects[source];
  const recipient = recipientKind(run, target);
  if (!recipient || !sourceObject) return;
  const deathtouch = hasKeyword(state, run.ctx, source, 'deathtouch');
  emit(run, { type: 'DamageDealt', source, target, recipient, amount, combat, deathtouch });
  // 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life.
  if (hasKeyword(state, run.ctx, source, 'lifelink')) gainLife(run, sourceObject.controller, amount);
}

function recipientKind(run: Run, target: string) {
  const object = run.state.objects[target];
  if (!object) {
    const player = run.state.players.find((p) => p.id === target);
    return player && !player.left ? ('player' as const) : undefined;
  }
  if (object.zone !== 'battlefield') return undefined;
  const types = characteristics(run.state, run.ctx, target).types;
  const creature = types.includes('Creature');
  const planeswalker = types.includes('Planeswalker');
  if (creature && planeswalker) return 'creature-planeswalker' as const;
  return creature ? ('creature' as const) : planeswalker ? ('planeswalker' as const) : undefined;
}

// 701.7a: destroying a permanent moves it to its owner's graveyard; indestructible ones aren't (702.12b).
export function destroy(run: Run, id: ObjectId, reason: ZoneChangeReason = 'destroy'): void {
  const object = run.state.objects[id];
  if (!object || object.zone !== 'battlefield') return;
  if (hasKeyword(run.state, run.ctx, id, 'indestructible')) return;
  moveObject(run, id, 'graveyard', { reason });
}

// 701.17a: to sacrifice a permanent, its controller moves it to its owner's graveyard.
export function sacrifice(run: Run, id: ObjectId): void {
  const object = run.state.objects[id];
  if (object?.zone === 'battlefield') moveObject(run, id, 'graveyard', { reason: 'sacrifice' });
}

export function tap(run: Run, id: ObjectId): void {
  if (run.state.objects[id] && !run.state.objects[id]!.tapped)
    emit(run, { type: 'PermanentTapped', object: id });
}

export function untap(run: Run, id: ObjectId): void {
  if (run.state.objects[id]?.tapped) emit(run, { type: 'PermanentUntapped', object: id });
}

/** 502.3: the active player's permanents untap together, as one event. */
export function untapPermanentsOf(run: Run, player: PlayerId): void {
  const { battlefield, objects } = run.state;
  const tapped = battlefield.filter((id) => objects[id]!.tapped && objects[id]!.controller === player);
  if (tapped.length) emit(run, { type: 'PermanentsUntapped', objects: tapped });
}

export function addCounters(run: Run, on: string, counter: string, amount: number): void {
  if (amount > 0) emit(run, { type: 'CountersAdded', on, counter, amount });
}

export function removeCounters(run: Run, on: string, counter: string, amount: number): void {
  if (amount > 0) emit(run, { type: 'CountersRemoved', on, counter, amount });
}

// 111.1: a token is created on the battlefield under the control of the player who created it.
export function createToken(run: Run, token: TokenDefinition, controller: PlayerId): ObjectId {
  const id = nextId(run, 'o');
  emit(run, {
    type: 'TokenCreated',
    object: {
      id,
      cardId: `t${run.state.nextId}`,
      name: token.name,
      token,
      owner: controller,
      controller,
      zone: 'battlefield',
      tapped: false,
      damage: 0,
      counters: {},
      sick: true,
      timestamp: run.state.nextTimestamp,
    },
  });
  return id;
}
