// Flipping (710, 110.5): the status a permanent gets, and a flip card's characteristics with it.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Run } from '../engine/run.js';
import { characteristics } from '../layers/characteristics.js';
import { idsOf, startAt } from '../testing/play.js';
import { EVENT_REACTIONS } from '../triggers/event-reactions.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { flip } from './flip.js';

const ctx = { cards: cardCatalogue };

const runOn = (state: GameState): Run => ({
  state,
  owned: {},
  events: [],
  agenda: [],
  ctx,
  reactions: EVENT_REACTIONS,
  scheduled: [],
});

const start = () =>
  startAt(ctx, {
    players: [
      {
        id: 'alice',
        hand: [{ card: 'Callow Jushi' }],
        battlefield: [{ card: 'Hired Muscle', counters: { ki: 2 } }, { card: 'Grizzly Bears' }],
      },
      { id: 'bob' },
    ],
  });

describe('Flipping a permanent (710)', () => {
  it("gives a flip card its bottom half's name, type line, text, power and toughness, and keeps its mana cost and color (710.2, 710.1c)", () => {
    const run = runOn(start());
    const [muscle] = idsOf(run.state, 'Hired Muscle');
    expect(characteristics(run.state, ctx, muscle!)).toMatchObject({ name: 'Hired Muscle', power: 2 });
    flip(run, muscle!);
    expect(run.events).toEqual([{ type: 'Flipped', object: muscle }]);
    expect(characteristics(run.state, ctx, muscle!)).toMatchObject({
      name: 'Scarmaker',
      supertypes: ['Legendary'],
      subtypes: ['Spirit'],
      power: 4,
      toughness: 4,
      colors: ['B'],
      manaValue: 3,
    });
    // 110.5c: the same permanent, its counters kept.
    expect(objectOf(run.state, muscle!)).toMatchObject({ flipped: true, counters: { ki: 2 } });
  });

  it('is one-way: a flipped permanent does not flip again (710.4)', () => {
    const run = runOn(start());
    const [muscle] = idsOf(run.state, 'Hired Muscle');
    flip(run, muscle!);
    flip(run, muscle!);
    expect(run.events).toEqual([{ type: 'Flipped', object: muscle }]);
    expect(characteristics(run.state, ctx, muscle!).name).toBe('Scarmaker');
  });

  it('gives any permanent the status, which changes nothing of a card that is no flip card (110.5c); a card in a hand has no status (110.5d)', () => {
    const run = runOn(start());
    const [bears] = idsOf(run.state, 'Grizzly Bears');
    const [jushi] = idsOf(run.state, 'Callow Jushi', 'hand');
    flip(run, bears!);
    flip(run, jushi!);
    expect(run.events).toEqual([{ type: 'Flipped', object: bears }]);
    expect(characteristics(run.state, ctx, bears!)).toMatchObject({ name: 'Grizzly Bears', power: 2 });
    expect(objectOf(run.state, jushi!)!.flipped).toBeUndefined();
  });
});
