// Checks `expect:` against a game state; the result is the first expectation that fails, with the
// actual value, or undefined when all hold.
import {
  characteristics,
  dungeonOf,
  type GameObject,
  type GameState,
  type PlayerState,
  type RulesContext,
  objectOf,
} from '@mtg/rules';
import { messageOf } from './errors.js';
import { stackNames } from './game.js';
import type {
  Expectations,
  ObjectExpectation,
  PlayerExpectation,
  PlayerZone,
  ZoneExpectation,
} from './model.js';
import type { References } from './references.js';
import { defined, show } from './util.js';

export interface View {
  state: GameState;
  ctx: RulesContext;
  references: References;
}

export function checkExpectations(expect: Expectations, view: View): string | undefined {
  return firstFailure(
    ...expect.players.map(({ player, expect: e }) => checkPlayer(view, player, e)),
    ...expect.objects.map(({ ref, expect: e }) => checkObjectSafely(view, ref, e)),
    compare('stack', spelt(view, expect.stack), stackNames(view.state)),
    checkGame(view.state, expect.game),
    checkPending(view.state, expect.pending),
    checkTurn(view.state, expect.turn),
  );
}

/** Card names as the catalogue spells them, as the game's objects are named. */
function spelt(view: View, names: string[] | undefined): string[] | undefined {
  return names?.map((name) => view.ctx.cards.get(name)?.name ?? name);
}

/** `path: expected E, got A` when the values differ (lists element by element); nothing expected passes. */
function compare(path: string, expected: unknown, actual: unknown): string | undefined {
  if (expected === undefined || show(expected) === show(actual)) return undefined;
  return `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

function firstFailure(...failures: (string | undefined)[]): string | undefined {
  return failures.find((f) => f !== undefined);
}

function checkCounters(
  path: string,
  expected: Record<string, number> | undefined,
  actual: Record<string, number>,
) {
  return firstFailure(
    ...Object.entries(expected ?? {}).map(([name, n]) =>
      compare(`${path}.counters.${name}`, n, actual[name] ?? 0),
    ),
  );
}

function checkPlayer(view: View, name: string, e: PlayerExpectation): string | undefined {
  const player = view.state.players.find((p) => p.id === name)!;
  return firstFailure(
    compare(`${name}.life`, e.life, player.life),
    checkCounters(name, e.counters, player.counters),
    ...Object.entries(e.manaPool ?? {}).map(([type, n]) =>
      compare(`${name}.mana-pool.${type}`, n, player.manaPool[type as keyof typeof player.manaPool]),
    ),
    ...e.zones.map(({ zone, expect }) => {
      const { count, exactly, top, contains, excludes } = expect;
      const written = defined({
        count,
        exactly: spelt(view, exactly),
        top: spelt(view, top),
        contains: spelt(view, contains),
        excludes: spelt(view, excludes),
      });
      return checkZone(`${name}.${zone}`, written, zoneNames(view.state, player, zone), zone);
    }),
    compare(`${name}.lost`, e.lost, player.lost),
    compare(`${name}.won`, e.won, player.won),
    checkDungeon(view, name, e.dungeon),
    compare(`${name}.completed-dungeons`, spelt(view, e.completedDungeons), player.completedDungeons ?? []),
    // 702.179f: a player with no speed has speed 0.
    compare(`${name}.speed`, e.speed, player.speed ?? 0),
    // 722.1: whether the player is the monarch.
    compare(`${name}.monarch`, e.monarch, !!player.monarch),
  );
}

// 309.3-309.4: the player's dungeon in the command zone and the room of their venture marker.
function checkDungeon(view: View, name: string, e: PlayerExpectation['dungeon']): string | undefined {
  if (e === undefined) return undefined;
  const dungeon = dungeonOf(view.state, name);
  if (e === null) return compare(`${name}.dungeon`, 'none', dungeon?.name ?? 'none');
  if (!dungeon) return `${name}.dungeon: expected ${show(e)}, got none`;
  return firstFailure(
    compare(`${name}.dungeon.name`, e.name, dungeon.name),
    compare(`${name}.dungeon.room`, e.room, dungeon.room),
  );
}

/** The names in a player's zone, in the engine's order (library top first, other zones oldest first). */
function zoneNames(state: GameState, player: PlayerState, zone: PlayerZone): string[] {
  const ids =
    zone === 'battlefield'
      ? state.battlefield.filter((id) => objectOf(state, id)?.controller === player.id)
      : zone === 'exile'
        ? state.exile.filter((id) => objectOf(state, id)?.owner === player.id)
        : player[zone];
  return ids.map((id) => objectOf(state, id)?.name ?? id);
}

const sorted = (names: readonly string[]) => [...names].sort();

/** Names listed in `wanted` that `names` lacks, counting repeats. */
function missing(wanted: readonly string[], names: readonly string[]): string[] {
  const left = [...names];
  return wanted.filter((name) => {
    const i = left.indexOf(name);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

export function checkZone(
  path: string,
  e: ZoneExpectation,
  names: readonly string[],
  zone: PlayerZone,
): string | undefined {
  const got = show(names);
  // A library's top is its first card; in the other zones the newest object is on top.
  const top =
    zone === 'library' ? names.slice(0, e.top?.length) : [...names].reverse().slice(0, e.top?.length);
  const absent = e.contains ? missing(e.contains, names) : [];
  const present = (e.excludes ?? []).filter((name) => names.includes(name));
  return firstFailure(
    e.count !== undefined && e.count !== names.length
      ? `${path}: expected ${e.count} cards, got ${names.length} ${got}`
      : undefined,
    e.exactly && show(sorted(e.exactly)) !== show(sorted(names))
      ? `${path}: expected ${show(e.exactly)}, got ${got}`
      : undefined,
    e.top && compare(`${path}.top`, e.top, top),
    absent.length > 0
      ? `${path}: expected to contain ${show(e.contains)}, missing ${show(absent)} in ${got}`
      : undefined,
    present.length > 0 ? `${path}: expected to exclude ${show(e.excludes)}, got ${got}` : undefined,
  );
}

function checkObjectSafely(view: View, ref: string, e: ObjectExpectation): string | undefined {
  try {
    return checkObject(view, ref, e);
  } catch (error) {
    return `objects.${ref}: ${messageOf(error)}`;
  }
}

function checkObject(view: View, ref: string, e: ObjectExpectation): string | undefined {
  const { state, references } = view;
  const path = `objects.${ref}`;
  const resolved = references.resolve(ref, state);
  if (resolved.kind === 'player') return `${path}: "${ref}" is a player, not an object`;
  const object = resolved.card.object;
  if (!object)
    return e.zone !== undefined
      ? compare(`${path}.zone`, e.zone, 'none (it no longer exists)')
      : `${path}: no longer exists`;
  const field = (key: 'zone' | 'tapped' | 'damage' | 'controller' | 'protector') =>
    compare(`${path}.${key}`, e[key], object[key]);
  const current = (key: 'power' | 'toughness' | 'manaValue', name: string = key) =>
    e[key] === undefined
      ? undefined
      : compare(`${path}.${name}`, e[key], characteristics(state, view.ctx, object.id)[key]);
  return firstFailure(
    field('zone'),
    field('tapped'),
    field('damage'),
    current('power'),
    current('toughness'),
    current('manaValue', 'mana-value'),
    checkCounters(path, e.counters, object.counters),
    field('controller'),
    field('protector'),
    compare(`${path}.sector`, e.sector, object.sector ?? null),
    checkAttachment(view, path, e.attachedTo, object),
    compare(`${path}.name`, e.name, e.name && characteristics(state, view.ctx, object.id).name),
    compare(`${path}.face-down`, e.faceDown, !!object.faceDown),
    compare(`${path}.flipped`, e.flipped, !!object.flipped),
    e.designations &&
      compare(`${path}.designations`, [...e.designations].sort(), [...(object.designations ?? [])].sort()),
    ...(['types', 'subtypes', 'supertypes', 'colors', 'keywords'] as const).map((key) =>
      e[key] === undefined
        ? undefined
        : compare(
            `${path}.${key}`,
            [...e[key]].sort(),
            [...characteristics(state, view.ctx, object.id)[key]].sort(),
          ),
    ),
    ...Object.entries(e.chosen ?? {}).map(([key, value]) =>
      compare(`${path}.chosen.${key}`, value, object.chosen?.[key as keyof typeof e.chosen]),
    ),
  );
}

function checkAttachment(view: View, path: string, ref: string | null | undefined, object: GameObject) {
  if (ref === undefined) return undefined;
  const { state, references } = view;
  const expected = ref === null ? undefined : references.id(ref, state);
  if (object.attachedTo === expected) return undefined;
  const actual = object.attachedTo && (objectOf(state, object.attachedTo)?.name ?? object.attachedTo);
  return `${path}.attached-to: expected ${show(ref)}, got ${show(actual)}`;
}

function checkGame(state: GameState, e: Expectations['game']): string | undefined {
  if (!e) return undefined;
  return firstFailure(
    compare('game.over', e.over, state.over),
    compare('game.winner', e.winner, state.winner),
    compare('game.draw', e.draw, state.draw ?? false),
  );
}

function checkPending(state: GameState, e: Expectations['pending']): string | undefined {
  if (e === undefined) return undefined;
  const decision = state.decision;
  if (e === null)
    return decision ? `pending: expected none, got ${decision.kind} for ${decision.player}` : undefined;
  if (!decision)
    return `pending: expected ${show(e.kind ?? 'a decision')} for ${show(e.player ?? 'anyone')}, got none`;
  return firstFailure(
    compare('pending.player', e.player, decision.player),
    compare('pending.kind', e.kind, decision.kind),
  );
}

function checkTurn(state: GameState, e: Expectations['turn']): string | undefined {
  if (!e) return undefined;
  const turn = state.turn;
  return firstFailure(
    compare('turn.number', e.number, turn.number),
    compare('turn.step', e.step, turn.step),
    compare('turn.active', e.active, turn.active),
    compare('turn.priority', e.priority, turn.priority),
  );
}
