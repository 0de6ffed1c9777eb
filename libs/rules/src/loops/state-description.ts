// The game state as players see it, to tell when a loop brought it back (104.4b, 729.3, 729.4):
// object ids and timestamps are left out (a loop makes new objects of the same cards), and so is
// the turn number (the same turns come round again).
import type { RulesContext } from '../data/state/context.js';
import { definitionOf } from '../layers/definition.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../data/state/game-state.js';

/**
 * The state as `player`, about to act in it, sees it: equal descriptions are the same game state.
 * Each object and each player's zone stands in it as the fingerprint of its own description (kept
 * while it is unchanged): a description is made at every game choice (729.3).
 */
export function descriptionOf(state: GameState, ctx: RulesContext, player: PlayerId): string {
  const name = (id: ObjectId) => state.objects[id]?.name ?? id;
  const objects = (ids: readonly ObjectId[]) => ids.map((id) => objectFingerprint(state, ctx, id));
  const { decision, turn } = state;
  return JSON.stringify({
    player,
    decision: decision && [decision.kind, decision.player, decision.options.map((o) => name(o.id))],
    turn: [turn.active, turn.step, turn.priority, turn.passed],
    combat: [
      turn.firstStrikeDamageDone,
      turn.regularDamageDone,
      turn.attackersDeclared,
      turn.blockersDeclared,
    ],
    players: state.players.map((p) => ({
      ...{ id: p.id, life: p.life, counters: p.counters, mana: p.manaPool, left: p.left },
      ...{ drew: p.drewFromEmptyLibrary, lands: p.landsPlayed },
      zones: [p.library, p.hand, p.graveyard].map((ids) => zoneFingerprint(state, ids)),
    })),
    battlefield: objects(state.battlefield).sort(),
    stack: objects(state.stack),
    exile: objects(state.exile).sort(),
    effects: state.effects.map((e) => [e.change.kind, e.sourceName, e.affected.map(name), e.duration]),
    pending: state.pendingTriggers.map((t) => [t.sourceName, t.abilityIndex, t.controller]),
    delayed: (state.delayedTriggers ?? []).map((d) => [
      d.sourceName,
      d.ability.text,
      d.ability.linked.map(name),
    ]),
  });
}

/** The fingerprints of zones' card names, kept for each zone's array while it holds the same ids. */
const zones = new WeakMap<readonly ObjectId[], { ids: ObjectId[]; fingerprint: string }>();

/** A player's zone (library, hand or graveyard) as the fingerprint of its cards' names in order. */
function zoneFingerprint(state: GameState, ids: readonly ObjectId[]): string {
  const kept = zones.get(ids);
  // A zone's array may be written in place while a command is applied (`OwnedObjects`): its ids are compared.
  if (kept && kept.ids.length === ids.length && kept.ids.every((id, i) => ids[i] === id))
    return kept.fingerprint;
  // An object's name never changes (it is a new object in a new zone, 400.7).
  const fingerprint = fingerprintOf(ids.map((id) => state.objects[id]!.name).join('\n'));
  zones.set(ids, { ids: [...ids], fingerprint });
  return fingerprint;
}

/**
 * The descriptions of objects that name no other object, and their fingerprints, kept for each
 * object (objects are replaced, never changed) in the turn it was described in (603.2h looks at
 * the turn): a game choice describes the whole battlefield, mostly unchanged since the last one.
 */
const described = new WeakMap<
  GameObject,
  { ctx: RulesContext; turn: number; text: string; fingerprint: string }
>();

/** One object as players see it: what it is and what is on it, and the names of what it refers to. */
export function objectDescription(state: GameState, ctx: RulesContext, id: ObjectId): string {
  return keptDescription(state, ctx, id)?.text ?? describe(state, ctx, state.objects[id]!);
}

function objectFingerprint(state: GameState, ctx: RulesContext, id: ObjectId): string {
  return (
    keptDescription(state, ctx, id)?.fingerprint ?? fingerprintOf(describe(state, ctx, state.objects[id]!))
  );
}

/** The description kept for an object, made now if need be; none when it names others (they may have left since). */
function keptDescription(state: GameState, ctx: RulesContext, id: ObjectId) {
  const o: GameObject = state.objects[id]!;
  if (namesOthers(o)) return undefined;
  let kept = described.get(o);
  if (kept?.ctx !== ctx || kept.turn !== state.turn.number) {
    const text = describe(state, ctx, o);
    kept = { ctx, turn: state.turn.number, text, fingerprint: fingerprintOf(text) };
    described.set(o, kept);
  }
  return kept;
}

function namesOthers(o: GameObject): boolean {
  return !!(
    o.attachedTo ||
    o.attacking ||
    o.blocking?.length ||
    o.stack?.targets?.length ||
    o.stack?.division
  );
}

function describe(state: GameState, ctx: RulesContext, o: GameObject): string {
  const name = (ref: ObjectId) => state.objects[ref]?.name ?? ref;
  const stack = o.stack;
  return [
    definitionOf(ctx, o).name,
    o.owner,
    o.controller,
    o.tapped,
    o.damage,
    o.sick,
    o.faceDown ?? false,
    o.loyaltyActivations ?? 0,
    JSON.stringify(o.counters),
    JSON.stringify(o.chosen ?? {}),
    // 603.2h: whether its "only once each turn" abilities triggered this turn.
    Object.entries(o.triggeredOnTurn ?? {}).flatMap(([i, t]) => (t === state.turn.number ? [i] : [])),
    o.attachedTo ? name(o.attachedTo) : '',
    o.attacking ? name(o.attacking) : '',
    (o.blocking ?? []).map(name).join('+'),
    o.blocked ?? '',
    (stack?.targets ?? []).map((t) => t.map(name).join('+')).join(';'),
    stack
      ? JSON.stringify([
          ...[stack.ability?.index, stack.x, stack.modes, stack.kicked, stack.castWith],
          Object.entries(stack.division ?? {}).map(([target, amount]) => [name(target), amount]),
        ])
      : '',
  ].join(':');
}

/**
 * A 64-bit fingerprint of a text, as 16 hex digits (cyrb53's mixing, both halves kept): the same
 * text, the same fingerprint; different texts, different fingerprints but by a 1 in 2^64 chance.
 */
export function fingerprintOf(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const hex = (h: number) => (h >>> 0).toString(16).padStart(8, '0');
  return hex(h1) + hex(h2);
}
