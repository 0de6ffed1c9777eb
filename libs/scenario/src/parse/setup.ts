// `setup:`: each player's life, counters and zones, and the objects in them.
import {
  SETUP_ZONES,
  type CardType,
  type Color,
  type PlayerSetup,
  type SetupObject,
  type SetupZone,
  type Supertype,
  type TokenDefinition,
} from '../model.js';
import {
  boolean,
  counts,
  defined,
  fail,
  integer,
  speed,
  isMap,
  list,
  mapWithKeys,
  oneOf,
  optional,
  string,
  strings,
  type YamlMap,
} from './read.js';

const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const satisfies readonly CardType[];
const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World'] as const satisfies readonly Supertype[];
const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COLORS = ['W', 'U', 'B', 'R', 'G'] as const satisfies readonly Color[];

const STATUS_KEYS = [
  'as',
  'tapped',
  'sick',
  'counters',
  'damage',
  'attached-to',
  'chosen',
  'face',
  'protector',
];
const TOKEN_KEYS = ['token', 'power', 'toughness', 'colors', 'types', 'subtypes', 'supertypes'];

/** A color written as a letter (`R`) or a word (`red`). */
export function color(value: unknown, where: string): Color {
  const word = typeof value === 'string' ? value.toLowerCase() : '';
  const letter = COLOR_WORDS[word] ?? (typeof value === 'string' ? value.toUpperCase() : '');
  return oneOf(letter, where, COLORS);
}

export function parseSetup(value: unknown, players: readonly string[]): PlayerSetup[] {
  const m = value === undefined ? {} : mapWithKeys(value, 'setup', players);
  const setup = players.map((player) => parsePlayerSetup(player, m[player], players));
  checkPlacement(setup, players);
  return setup;
}

// Aliases name one object and are no player's name; only permanents are attached to something.
function checkPlacement(setup: PlayerSetup[], players: readonly string[]): void {
  const aliases = new Set<string>(players);
  for (const { player, zones } of setup) {
    for (const { zone, objects } of zones) {
      objects.forEach(({ alias, attachedTo }, i) => {
        const where = `setup.${player}.${zone}[${i}]`;
        if (alias !== undefined && aliases.has(alias)) fail(where, `the alias "${alias}" is already in use`);
        if (alias !== undefined) aliases.add(alias);
        if (attachedTo !== undefined && zone !== 'battlefield')
          fail(where, 'only a permanent can be attached-to');
      });
    }
  }
}

function parsePlayerSetup(player: string, value: unknown, players: readonly string[]): PlayerSetup {
  const where = `setup.${player}`;
  const m =
    value === undefined || value === null
      ? {}
      : mapWithKeys(value, where, [
          'life',
          'counters',
          'dungeon',
          'completed-dungeons',
          'speed',
          ...SETUP_ZONES,
        ]);
  const zones = Object.keys(m)
    .filter((key): key is SetupZone => (SETUP_ZONES as readonly string[]).includes(key))
    .map((zone) => ({ zone, objects: parseZone(m[zone], `${where}.${zone}`, players) }));
  return defined({
    player,
    life: optional(m, 'life', where, (v, w) => integer(v, w, -1_000_000)),
    counters: optional(m, 'counters', where, counts),
    zones,
    dungeon: optional(m, 'dungeon', where, (v, w) => {
      const d = mapWithKeys(v, w, ['name', 'room']);
      return { name: string(d.name, `${w}.name`), room: string(d.room, `${w}.room`) };
    }),
    completedDungeons: optional(m, 'completed-dungeons', where, strings),
    speed: optional(m, 'speed', where, (v, w) => speed(v, w, 1)),
  });
}

function parseZone(value: unknown, where: string, players: readonly string[]): SetupObject[] {
  if (value === null) return [];
  return list(value, where).map((item, i) => parseObject(item, `${where}[${i}]`, players));
}

function parseObject(value: unknown, where: string, players: readonly string[]): SetupObject {
  if (typeof value === 'string') return { card: string(value, where) };
  if (!isMap(value)) fail(where, 'expected a card name or a map with `card:` or `token:`');
  const m = value;
  if ((m.card === undefined) === (m.token === undefined))
    fail(where, 'give exactly one of `card:` and `token:`');
  const identity =
    m.card !== undefined ? { card: string(m.card, `${where}.card`) } : { token: parseToken(m, where) };
  mapWithKeys(m, where, [...STATUS_KEYS, ...(m.card !== undefined ? ['card'] : TOKEN_KEYS)]);
  return defined({
    ...identity,
    alias: optional(m, 'as', where, string),
    tapped: optional(m, 'tapped', where, boolean),
    sick: optional(m, 'sick', where, boolean),
    counters: optional(m, 'counters', where, counts),
    damage: optional(m, 'damage', where, integer),
    attachedTo: optional(m, 'attached-to', where, string),
    chosen: optional(m, 'chosen', where, (v, w) => parseChosen(v, w, players)),
    face: optional(m, 'face', where, string),
    protector: optional(m, 'protector', where, (v, w) => oneOf(v, w, players)),
  });
}

function parseToken(m: YamlMap, where: string): TokenDefinition {
  const typeList = <T extends string>(key: string, allowed: readonly T[]) =>
    optional(m, key, where, (v, w) => list(v, w).map((item, i) => oneOf(item, `${w}[${i}]`, allowed)));
  return defined({
    name: string(m.token, `${where}.token`),
    colors: optional(m, 'colors', where, (v, w) => list(v, w).map((c, i) => color(c, `${w}[${i}]`))) ?? [],
    types: typeList('types', CARD_TYPES) ?? [],
    subtypes: optional(m, 'subtypes', where, strings) ?? [],
    supertypes: typeList('supertypes', SUPERTYPES),
    power: optional(m, 'power', where, (v, w) => integer(v, w, -1_000)),
    toughness: optional(m, 'toughness', where, (v, w) => integer(v, w, -1_000)),
  });
}

/** `chosen: { color, player, type, name }`: choices made as a permanent entered (614.12a). */
export function parseChosen(
  value: unknown,
  where: string,
  players: readonly string[],
): SetupObject['chosen'] {
  const m = mapWithKeys(value, where, ['color', 'player', 'type', 'name']);
  return defined({
    color: optional(m, 'color', where, color),
    player: optional(m, 'player', where, (v, w) => oneOf(v, w, players)),
    type: optional(m, 'type', where, string),
    name: optional(m, 'name', where, string),
  });
}
