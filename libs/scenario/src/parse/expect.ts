// `expect:`: what the game must look like, at the end or at an `expect` step.
import { DESIGNATIONS } from '@mtg/cards';
import { SECTORS } from '@mtg/rules';
import {
  DECISION_KINDS,
  PLAYER_ZONES,
  STEP_NAMES,
  ZONE_NAMES,
  type Expectations,
  type ObjectExpectation,
  type PlayerExpectation,
  type PlayerZone,
  type ZoneExpectation,
} from '../model.js';
import {
  boolean,
  counts,
  defined,
  fail,
  integer,
  speed,
  isMap,
  map,
  mapWithKeys,
  oneOf,
  optional,
  string,
  strings,
} from './read.js';
import { parseChosen } from './setup.js';

const SECTIONS = ['objects', 'stack', 'game', 'pending', 'turn'];
/** The characteristics an object expectation may list (613: as every continuous effect makes them). */
const CHARACTERISTIC_LISTS = ['types', 'subtypes', 'supertypes', 'colors', 'keywords'] as const;
const PLAYER_KEYS = [
  'life',
  'counters',
  'mana-pool',
  ...PLAYER_ZONES,
  'lost',
  'won',
  'dungeon',
  'completed-dungeons',
  'speed',
  'monarch',
];
const OBJECT_KEYS = [
  'zone',
  'tapped',
  'damage',
  'power',
  'toughness',
  'mana-value',
  'counters',
  'controller',
  'attached-to',
  'name',
  'chosen',
  'face-down',
  'flipped',
  'designations',
  'protector',
  'sector',
  ...CHARACTERISTIC_LISTS,
];

/** Players' names and the words that can't be one (they name other parts of a scenario). */
export const RESERVED_NAMES = [...SECTIONS, 'resolve', 'goto', 'expect'];

export function parseExpectations(value: unknown, where: string, players: readonly string[]): Expectations {
  if (value === undefined || value === null) return { players: [], objects: [] };
  const m = mapWithKeys(value, where, [...players, ...SECTIONS]);
  const player = (v: unknown, w: string) => oneOf(v, w, players);
  const playerOrNobody = (v: unknown, w: string) => (v === null || v === 'none' ? null : player(v, w));
  return defined({
    players: players
      .filter((p) => m[p] !== undefined)
      .map((p) => ({ player: p, expect: parsePlayer(m[p], `${where}.${p}`) })),
    objects: Object.entries(optional(m, 'objects', where, map) ?? {}).map(([ref, v]) => ({
      ref,
      expect: parseObject(v, `${where}.objects.${ref}`, player, players),
    })),
    stack: optional(m, 'stack', where, strings),
    game: optional(m, 'game', where, (v, w) => {
      const g = mapWithKeys(v, w, ['over', 'winner', 'draw']);
      return defined({
        over: optional(g, 'over', w, boolean),
        winner: optional(g, 'winner', w, player),
        draw: optional(g, 'draw', w, boolean),
      });
    }),
    pending: optional(m, 'pending', where, (v, w) => {
      if (v === null || v === 'none') return null;
      const p = mapWithKeys(v, w, ['player', 'kind']);
      return defined({
        player: optional(p, 'player', w, player),
        kind: optional(p, 'kind', w, (k, wk) => oneOf(k, wk, DECISION_KINDS)),
      });
    }),
    turn: optional(m, 'turn', where, (v, w) => {
      const t = mapWithKeys(v, w, ['number', 'step', 'active', 'priority']);
      return defined({
        number: optional(t, 'number', w, (n, wn) => integer(n, wn, 1)),
        step: optional(t, 'step', w, (s, ws) => oneOf(s, ws, STEP_NAMES)),
        active: optional(t, 'active', w, player),
        priority: optional(t, 'priority', w, playerOrNobody),
      });
    }),
  });
}

function parsePlayer(value: unknown, where: string): PlayerExpectation {
  const m = mapWithKeys(value, where, PLAYER_KEYS);
  return defined({
    life: optional(m, 'life', where, (v, w) => integer(v, w, -1_000_000)),
    counters: optional(m, 'counters', where, counts),
    manaPool: optional(m, 'mana-pool', where, (v, w) => {
      const amounts = counts(v, w);
      const other = Object.keys(amounts).find((type) => !'WUBRGC'.includes(type) || type.length !== 1);
      if (other !== undefined) fail(`${w}.${other}`, 'a mana type is one of W, U, B, R, G, C');
      return amounts;
    }),
    zones: PLAYER_ZONES.filter((zone) => m[zone] !== undefined).map((zone: PlayerZone) => ({
      zone,
      expect: parseZone(m[zone], `${where}.${zone}`),
    })),
    lost: optional(m, 'lost', where, boolean),
    won: optional(m, 'won', where, boolean),
    dungeon: optional(m, 'dungeon', where, (v, w) => {
      if (v === null || v === 'none') return null;
      const d = mapWithKeys(v, w, ['name', 'room']);
      return defined({ name: optional(d, 'name', w, string), room: optional(d, 'room', w, string) });
    }),
    completedDungeons: optional(m, 'completed-dungeons', where, strings),
    speed: optional(m, 'speed', where, (v, w) => speed(v, w, 0)),
    monarch: optional(m, 'monarch', where, boolean),
  });
}

/** `3`, `[Island, Forest]` or `{ count, top, contains, excludes }`. */
export function parseZone(value: unknown, where: string): ZoneExpectation {
  if (typeof value === 'number') return { count: integer(value, where) };
  if (Array.isArray(value)) return { exactly: strings(value, where) };
  if (!isMap(value)) fail(where, 'expected a count, a list of names or { count, top, contains, excludes }');
  const m = mapWithKeys(value, where, ['count', 'top', 'contains', 'excludes']);
  return defined({
    count: optional(m, 'count', where, integer),
    top: optional(m, 'top', where, strings),
    contains: optional(m, 'contains', where, strings),
    excludes: optional(m, 'excludes', where, strings),
  });
}

function parseObject(
  value: unknown,
  where: string,
  player: (v: unknown, w: string) => string,
  players: readonly string[],
): ObjectExpectation {
  const m = mapWithKeys(value, where, OBJECT_KEYS);
  const signed = (v: unknown, w: string) => integer(v, w, -1_000_000);
  return defined({
    zone: optional(m, 'zone', where, (v, w) => oneOf(v, w, ZONE_NAMES)),
    tapped: optional(m, 'tapped', where, boolean),
    damage: optional(m, 'damage', where, integer),
    power: optional(m, 'power', where, signed),
    toughness: optional(m, 'toughness', where, signed),
    manaValue: optional(m, 'mana-value', where, integer),
    counters: optional(m, 'counters', where, counts),
    controller: optional(m, 'controller', where, player),
    attachedTo: optional(m, 'attached-to', where, (v, w) => (v === null ? null : string(v, w))),
    name: optional(m, 'name', where, string),
    chosen: optional(m, 'chosen', where, (v, w) => parseChosen(v, w, players)),
    faceDown: optional(m, 'face-down', where, boolean),
    flipped: optional(m, 'flipped', where, boolean),
    designations: optional(m, 'designations', where, (v, w) =>
      strings(v, w).map((d, i) => oneOf(d, `${w}[${i}]`, DESIGNATIONS)),
    ),
    protector: optional(m, 'protector', where, player),
    sector: optional(m, 'sector', where, (v, w) =>
      v === null || v === 'none' ? null : oneOf(v, w, SECTORS),
    ),
    ...Object.fromEntries(CHARACTERISTIC_LISTS.map((key) => [key, optional(m, key, where, strings)])),
  });
}
