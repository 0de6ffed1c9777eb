// A game that starts from a prepared position (the scenario format's `setup`), as well as the
// objects a normal game starts with. Nothing here applies rules: it lays out the given state.
import type { StepName, TokenDefinition } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { definitionOf } from '../layers/definition.js';
import { initialState } from '../evolve/evolve.js';
import { EMPTY_POOL } from '../evolve/mana.js';
import { seedRandom } from '../data/state/random.js';
import type { GameObject, GameState, PlayerId, PlayerState, ZoneName } from '../data/state/game-state.js';
import { bucketed } from '../data/state/objects.js';

/** One object of a prepared position: a card by name or a token, with its status. */
export interface ObjectSpec {
  card?: string;
  token?: TokenDefinition;
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  /** `key` of another object of the position it is attached to. */
  attachedTo?: string;
  /** A name the position uses to refer to this object (scenario aliases). */
  key?: string;
  chosen?: GameObject['chosen'];
  /** The face up of a card with several (712.8f: a modal double-faced permanent's back face). */
  face?: string;
  /** A battle's protector (310.8); without one, state-based actions have its controller choose (704.5w). */
  protector?: PlayerId;
  /** A face-down permanent (708.2), as if cast face down with morph. */
  faceDown?: boolean;
}

export interface PlayerSpec {
  id: PlayerId;
  life?: number;
  counters?: Record<string, number>;
  library?: ObjectSpec[];
  hand?: ObjectSpec[];
  graveyard?: ObjectSpec[];
  exile?: ObjectSpec[];
  battlefield?: ObjectSpec[];
  /** A dungeon the player owns in the command zone, their venture marker on `room` (309.4). */
  dungeon?: { name: string; room: string };
  /** The dungeons the player completed (309.7). */
  completedDungeons?: string[];
  /** The player's speed (702.179); none unless given. */
  speed?: number;
}

export interface PositionSpec {
  gameId: string;
  /** Turn order; the first player starts unless `active` says otherwise. */
  players: PlayerSpec[];
  turn?: number;
  active?: PlayerId;
  step?: StepName;
  seed?: number | string;
}

export interface Position {
  state: GameState;
  /** The id given to each object, in setup order (players in order, then zones as listed). */
  created: { player: PlayerId; zone: ZoneName; index: number; id: string; key?: string }[];
}

const ZONES = ['library', 'hand', 'graveyard', 'exile', 'battlefield'] as const;

export function newPlayer(id: PlayerId): PlayerState {
  return {
    id,
    life: 20,
    counters: {},
    manaPool: EMPTY_POOL,
    library: [],
    hand: [],
    graveyard: [],
    drewFromEmptyLibrary: false,
    landsPlayed: 0,
    lost: false,
    won: false,
    left: false,
  };
}

/** Lays out a position. Unknown card names throw an error naming the card. */
export function buildPosition(spec: PositionSpec, ctx: RulesContext): Position {
  const state: GameState = { ...initialState(), id: spec.gameId, rng: seedRandom(spec.seed ?? 1) };
  const objects: Record<string, GameObject> = {};
  const created: Position['created'] = [];
  const keys = new Map<string, string>();
  let next = 1;
  const players = spec.players.map((p) => {
    const player: PlayerState = {
      ...newPlayer(p.id),
      life: p.life ?? 20,
      counters: { ...p.counters },
      ...(p.completedDungeons ? { completedDungeons: [...p.completedDungeons] } : {}),
      ...(p.speed !== undefined ? { speed: p.speed } : {}),
    };
    for (const zone of ZONES) {
      (p[zone] ?? []).forEach((o, index) => {
        const def = o.card ? ctx.cards.require(o.card) : undefined;
        if (o.face && !def?.faces?.some((f) => f.name === o.face))
          throw new Error(`${o.card ?? 'a token'} has no face named "${o.face}"`);
        const id = `o${next}`;
        const object: GameObject = {
          id,
          cardId: `c${next}`,
          name: o.card ?? o.token?.name ?? 'Token',
          ...(o.token ? { token: o.token } : {}),
          owner: p.id,
          controller: p.id,
          zone,
          tapped: o.tapped ?? false,
          damage: o.damage ?? 0,
          counters: { ...o.counters },
          sick: o.sick ?? false,
          timestamp: next,
          ...(o.chosen ? { chosen: o.chosen } : {}),
          ...(o.face && o.face !== def?.name ? { face: o.face } : {}),
          ...(o.protector ? { protector: o.protector } : {}),
          ...(o.faceDown ? { faceDown: true } : {}),
        };
        next++;
        objects[id] = object;
        if (zone === 'battlefield') state.battlefield.push(id);
        else if (zone === 'exile') state.exile.push(id);
        else player[zone].push(id);
        created.push({ player: p.id, zone, index, id, ...(o.key ? { key: o.key } : {}) });
        if (o.key) keys.set(o.key, id);
      });
    }
    if (p.dungeon) {
      const id = `o${next}`;
      objects[id] = dungeonObject(ctx, id, `c${next}`, p.id, p.dungeon, next);
      next++;
      state.command = [...(state.command ?? []), id];
    }
    return player;
  });
  spec.players.forEach((p) =>
    (p.battlefield ?? []).forEach((o, index) => {
      if (!o.attachedTo) return;
      const target = keys.get(o.attachedTo);
      if (!target) throw new Error(`${o.card ?? 'token'} is attached to unknown object "${o.attachedTo}"`);
      const id = created.find((c) => c.player === p.id && c.zone === 'battlefield' && c.index === index)!.id;
      objects[id] = { ...objects[id]!, attachedTo: target };
    }),
  );
  initialCounters(objects, ctx);
  const active = spec.active ?? spec.players[0]!.id;
  return {
    state: {
      ...state,
      players,
      objects: bucketed(Object.values(objects)),
      nextId: next,
      nextTimestamp: next,
      turn: { number: spec.turn ?? 1, active, step: spec.step ?? 'main1', priority: null, passed: [] },
    },
    created,
  };
}

/** A dungeon card in the command zone with its owner's venture marker on a room (309.2b, 309.4). */
function dungeonObject(
  ctx: RulesContext,
  id: string,
  cardId: string,
  owner: PlayerId,
  { name, room }: { name: string; room: string },
  timestamp: number,
): GameObject {
  const def = ctx.cards.require(name);
  if (!def.rooms?.some((r) => r.name === room))
    throw new Error(`${name} is no dungeon with a room named "${room}"`);
  const zone = 'command';
  return {
    id,
    cardId,
    name: def.name,
    owner,
    controller: owner,
    zone,
    tapped: false,
    damage: 0,
    counters: {},
    sick: false,
    room,
    timestamp,
  };
}

// 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty; a prepared
// position that doesn't say otherwise starts it so.
function initialCounters(objects: Record<string, GameObject>, ctx: RulesContext): void {
  for (const o of Object.values(objects)) {
    if (o.zone !== 'battlefield' || o.token) continue;
    const { loyalty, defense } = definitionOf(ctx, o);
    if (loyalty !== undefined && o.counters.loyalty === undefined) o.counters = { ...o.counters, loyalty };
    // 310.4b: a battle's defense counters, as it would have entered with them.
    if (defense !== undefined && o.counters.defense === undefined) o.counters = { ...o.counters, defense };
  }
}
