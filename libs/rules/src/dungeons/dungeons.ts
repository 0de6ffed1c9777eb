// Dungeons (309): nontraditional cards brought into the command zone by venturing into the dungeon
// (701.46), each with rooms a player's venture marker moves down (309.4-309.5).
import type { CardDefinition, DungeonRoom } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { ask, emit, nextId, takeAnswer, type Run } from '../engine/run.js';
import type { GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;

const dungeonCards = new WeakMap<RulesContext['cards'], CardDefinition[]>();

/** The dungeon cards a player may choose from outside the game (309.2a): every one of the catalogue. */
function dungeonCardsOf(ctx: RulesContext): CardDefinition[] {
  let found = dungeonCards.get(ctx.cards);
  if (!found) {
    found = ctx.cards
      .names()
      .map((name) => ctx.cards.require(name))
      .filter((card) => card.types.includes('Dungeon'));
    dungeonCards.set(ctx.cards, found);
  }
  return found;
}

/** 309.3: the one dungeon card a player owns in the command zone, if any. */
export function dungeonOf(state: GameState, player: PlayerId): GameObject | undefined {
  for (const id of state.command ?? []) {
    const object = objectOf(state, id)!;
    if (object.owner === player) return object;
  }
  return undefined;
}

/** The room a dungeon's venture marker is on (309.4). */
export function currentRoom(ctx: RulesContext, dungeon: GameObject): DungeonRoom {
  const rooms = ctx.cards.require(dungeon.name).rooms ?? [];
  return rooms.find((room) => room.name === dungeon.room)!;
}

/**
 * 704.5t (309.6): the dungeons whose venture marker is on the bottommost room and that are the source
 * of no room ability that triggered but hasn't left the stack (waiting to be put on it, or on it).
 */
export function dungeonsToComplete(state: GameState, ctx: RulesContext): GameObject[] {
  return (state.command ?? []).flatMap((id) => {
    const dungeon = objectOf(state, id)!;
    if (dungeon.room === undefined || currentRoom(ctx, dungeon).leadsTo.length) return [];
    const waiting =
      state.pendingTriggers.some((t) => t.source === id) ||
      state.stack.some((s) => objectOf(state, s)!.stack?.ability?.source === id);
    return waiting ? [] : [dungeon];
  });
}

/** 309.7: the owner removes the dungeon from the game, and so completes it. */
export function completeDungeon(run: Run, dungeon: GameObject, rule: '701.46c' | '704.5t'): void {
  emit(run, {
    type: 'DungeonCompleted',
    player: dungeon.owner,
    dungeon: dungeon.id,
    name: dungeon.name,
    rule,
  });
}

/**
 * Venture into the dungeon (701.46), done by the ability's controller: into the topmost room of a
 * dungeon they choose (701.46a), to an adjacent room down an arrow (701.46b), or, from the
 * bottommost room, complete the dungeon and begin another (701.46c).
 */
export function venture(run: Run, task: EffectTask): void {
  const answer = takeAnswer(run);
  const chosen = answer?.kind === 'options' ? answer.ids[0] : undefined;
  const dungeon = dungeonOf(run.state, task.ctx.controller);
  if (dungeon && currentRoom(run.ctx, dungeon).leadsTo.length)
    return moveVentureMarker(run, task, dungeon, chosen);
  // 701.46c: from the bottommost room, the dungeon is completed, and another begins.
  if (dungeon) completeDungeon(run, dungeon, '701.46c');
  enterDungeon(run, task, chosen);
}

// 309.2a, 701.46a: a dungeon card the player owns from outside the game goes into the command zone,
// their venture marker on its topmost room (309.4a).
function enterDungeon(run: Run, task: EffectTask, chosen?: string): void {
  const player = task.ctx.controller;
  const cards = dungeonCardsOf(run.ctx);
  const card = cards.length === 1 ? cards[0] : cards.find((c) => c.name === chosen);
  if (!card) {
    const names = cards.map((c) => c.name);
    return askName(run, task, player, 'choose a dungeon (701.46a)', names);
  }
  const object: GameObject = {
    id: nextId(run, 'o'),
    cardId: `dungeon-${run.state.nextId}`,
    name: card.name,
    owner: player,
    controller: player,
    zone: 'command',
    tapped: false,
    damage: 0,
    counters: {},
    sick: false,
    timestamp: run.state.nextTimestamp,
  };
  emit(run, { type: 'DungeonEntered', player, object });
  emit(run, { type: 'RoomEntered', player, dungeon: object.id, room: card.rooms![0]!.name });
}

// 309.5a, 701.46b: down the arrow from the room; the player chooses when several point away from it.
function moveVentureMarker(run: Run, task: EffectTask, dungeon: GameObject, chosen?: string): void {
  const { leadsTo } = currentRoom(run.ctx, dungeon);
  const room = leadsTo.length === 1 ? leadsTo[0] : leadsTo.find((name) => name === chosen);
  if (!room) {
    const what = `choose the room of ${dungeon.name} to move into from ${dungeon.room} (701.46b)`;
    return askName(run, task, dungeon.owner, what, leadsTo);
  }
  emit(run, { type: 'RoomEntered', player: dungeon.owner, dungeon: dungeon.id, room });
}

/** The venturing player chooses a dungeon or a room, by name. */
function askName(run: Run, task: EffectTask, player: PlayerId, what: string, names: string[]): void {
  ask(run, task, {
    player,
    kind: 'option',
    prompt: `${task.ctx.sourceName}: venture into the dungeon: ${what}`,
    options: names.map((name) => ({ id: name, label: name })),
    min: 1,
    max: 1,
  });
}
