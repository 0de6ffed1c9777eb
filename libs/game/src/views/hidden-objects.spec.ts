// An attacker reads everything a viewer is sent in random games (each event as that viewer sees
// it, and the game views) and tries to name the cards an opponent draws: by the decklist position
// an object id would give away, or by following an id through a hidden zone. It must do no better
// than guessing, and no id of an object in a zone hidden from the viewer may reach it at all.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  evolve,
  initialState,
  playRandomGame,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type GameEvent,
  type GameState,
  objectOf,
  allObjectIds,
} from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { eventView } from './event-view.js';
import { gameView } from './game-view.js';
import { perceives, withoutHiddenIds } from './hidden-objects.js';

const ctx = { cards: cardCatalogue };
const decks = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];
const viewers: [string, Viewer][] = [
  ['alice, bob’s opponent', { kind: 'seat', player: 'alice' }],
  ['a spectator', { kind: 'spectator' }],
];

/** Every string in a value. */
function strings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** The ids of objects `viewer` can't tell apart in `state`: libraries, and hands it doesn't own. */
function hiddenIds(state: GameState, viewer: Viewer): string[] {
  return allObjectIds(state).filter((id) => perceives(state, ctx, viewer, id) === false);
}

/** The most common name of a list: the best blind guess of a card drawn from it. */
function mostCommon(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

interface Attack {
  draws: number;
  /** Draws the attacker named right. */
  named: number;
  /** Draws a blind guess named right. */
  guessed: number;
  /** Ids of hidden objects the viewer was sent. */
  leaked: string[];
}

/** The attacks made so far, by viewer and seed: each game is played, and attacked as each viewer, once. */
const attacks = new Map<Viewer, Map<number, Attack>>();

function attack(seed: number, viewer: Viewer): Attack {
  const byViewer = attacks.get(viewer) ?? attacks.set(viewer, new Map()).get(viewer)!;
  const known = byViewer.get(seed);
  if (known) return known;
  const result = attackOnce(gameEvents(seed), viewer);
  byViewer.set(seed, result);
  return result;
}

/** The events of the random game of a seed (6 turns), played once for every viewer. */
const games = new Map<number, GameEvent[]>();

function gameEvents(seed: number): GameEvent[] {
  const events = games.get(seed) ?? playRandomGame(ctx, { seed, decks, turnCap: 6 }).events;
  games.set(seed, events);
  return events;
}

function attackOnce(events: GameEvent[], viewer: Viewer): Attack {
  const alicesCards = RED_GREEN.length;
  const guess = mostCommon(WHITE_BLUE_BLACK);
  const result: Attack = { draws: 0, named: 0, guessed: 0, leaked: [] };
  const everHidden = new Set<string>();
  const sent = new Set<string>();
  /** What the attacker learned of ids: the card each one was when it last saw it named. */
  const known = new Map<string, string>();
  let state = initialState();
  events.forEach((event: GameEvent, i) => {
    const states = { before: state, after: evolve(state, event) };
    state = states.after;
    for (const id of hiddenIds(state, viewer)) everHidden.add(id);
    const data = eventView(event, BigInt(i), states, viewer, ctx).data as Record<string, unknown>;
    strings(data, sent);
    if (i % 25 === 0 || i === events.length - 1) {
      const view = gameView(state, BigInt(i), viewer, ctx);
      strings(view, sent);
      for (const o of [...view.battlefield, ...view.stack, ...view.players.flatMap((p) => p.graveyard)])
        known.set(o.id, o.name);
    }
    if (event.type !== 'ZoneChanged' || event.from !== 'library' || event.to !== 'hand') return;
    const drawn = objectOf(state, event.newObject!)!;
    if (drawn.owner !== 'bob') return;
    // The attacker's best try: an id it followed, else the decklist entry an id's number would be.
    const id = typeof data.object === 'string' ? data.object : undefined;
    const position = id ? Number(/^o(\d+)$/.exec(id)?.[1]) - 1 - alicesCards : NaN;
    const named = (id && known.get(id)) ?? WHITE_BLUE_BLACK[position] ?? guess;
    result.draws++;
    if (named === drawn.name) result.named++;
    if (guess === drawn.name) result.guessed++;
  });
  result.leaked = [...everHidden].filter((id) => sent.has(id));
  return result;
}

describe('an attacker on what a viewer is sent (hidden objects)', () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 1000 + i);

  it.each(viewers)('names the cards bob draws no better than a blind guess, as %s', (_, viewer) => {
    const attacks = seeds.map((seed) => attack(seed, viewer));
    const total = attacks.reduce(
      (t, a) => ({ draws: t.draws + a.draws, named: t.named + a.named, guessed: t.guessed + a.guessed }),
      { draws: 0, named: 0, guessed: 0 },
    );
    expect(total.draws).toBeGreaterThan(100);
    // Chance: the blind guess's rate; three standard deviations of margin.
    const p = total.guessed / total.draws;
    const margin = 3 * Math.sqrt(total.draws * p * (1 - p)) + 1;
    expect(total.named).toBeLessThanOrEqual(total.guessed + margin);
  });

  it.each(viewers)(
    'never sends %s the id of an object in a library or in another player’s hand',
    (_, viewer) => {
      for (const seed of seeds.slice(0, 4)) expect(attack(seed, viewer).leaked).toEqual([]);
    },
  );

  it('does see every id as the judge, so the check is not vacuous', () => {
    const { events } = playRandomGame(ctx, { seed: seeds[0]!, decks, turnCap: 2 });
    const sent = new Set<string>();
    let state = initialState();
    events.forEach((event, i) => {
      const states = { before: state, after: evolve(state, event) };
      state = states.after;
      strings(eventView(event, BigInt(i), states, { kind: 'judge' }, ctx).data, sent);
    });
    expect(hiddenIds(state, { kind: 'spectator' }).filter((id) => sent.has(id)).length).toBeGreaterThan(50);
  });
});

describe('the ids of one event, as each viewer is sent them (400.7, 401.2, 402.3)', () => {
  const { state: before } = buildPosition(
    {
      gameId: 'ids',
      players: [
        {
          id: 'alice',
          library: [{ card: 'Forest' }, { card: 'Grizzly Bears' }],
          battlefield: [{ card: 'Oracle of Mul Daya' }],
        },
        { id: 'bob', library: [{ card: 'Island' }, { card: 'Swamp' }], hand: [{ card: 'Shock' }] },
      ],
    },
    ctx,
  );
  const [alicesTop, alicesSecond] = before.players[0]!.library;
  const [bobsTop] = before.players[1]!.library;
  const bobsCard = before.players[1]!.hand[0]!;
  const alice: Viewer = { kind: 'seat', player: 'alice' };
  const bob: Viewer = { kind: 'seat', player: 'bob' };
  const seen = (event: GameEvent, viewer: Viewer) =>
    withoutHiddenIds(event, event, { before, after: evolve(before, event) }, viewer, ctx);

  it('hides a drawn card from the library it left and, but for its owner, in the hand it went to', () => {
    const draw: GameEvent = {
      type: 'ZoneChanged',
      object: bobsTop!,
      newObject: `o${before.nextId}`,
      from: 'library',
      to: 'hand',
      reason: 'draw',
    };
    expect(seen(draw, bob)).toMatchObject({ object: null, newObject: `o${before.nextId}` });
    expect(seen(draw, alice)).toMatchObject({ object: null, newObject: null });
    expect(seen(draw, { kind: 'spectator' })).toMatchObject({ object: null, newObject: null });
  });

  it('shows the top card of a library played revealed to everyone (401.5), not the next one', () => {
    expect(perceives(before, ctx, bob, alicesTop!)).toBe(true);
    expect(perceives(before, ctx, bob, alicesSecond!)).toBe(false);
    expect(perceives(before, ctx, alice, bobsTop!)).toBe(false);
  });

  it('shows a revealed card to every player (701.16a)', () => {
    const revealed: GameEvent = { type: 'CardRevealed', object: bobsCard, name: 'Shock' };
    expect(seen(revealed, alice)).toEqual(revealed);
  });

  it('shows the cards a player scries to that player only (701.18a)', () => {
    const scried: GameEvent = { type: 'Scried', player: 'bob', amount: 1, top: [], bottom: [bobsTop!] };
    expect(seen(scried, bob)).toEqual(scried);
    expect(seen(scried, alice)).toMatchObject({ bottom: [null] });
  });
});
