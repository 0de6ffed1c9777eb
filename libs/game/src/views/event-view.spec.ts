// What players see of the records of the loop rules: the state a mandatory action was taken in
// (104.4b) and a game choice's fingerprint (729.3) stand for the whole state, hidden cards included;
// only the judge sees them.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { initialState, type GameEvent } from '@mtg/rules';
import { eventView } from './event-view.js';

const ctx = { cards: cardCatalogue };
const state = initialState();
const events: GameEvent[] = [
  { type: 'GameChoiceMade', player: 'alice', fingerprint: '0123456789abcdef' },
  {
    type: 'PriorityPassed',
    player: 'bob',
    mandatory: { signature: 's', description: '{"hand":["Island"]}' },
  },
  { type: 'DecisionAnswered', decision: 'd1', player: 'bob', answer: [], mandatory: { signature: 's' } },
];

describe('the loop records in the events a viewer sees', () => {
  it('are left out for players and spectators', () => {
    for (const viewer of [{ kind: 'seat', player: 'alice' }, { kind: 'spectator' }] as const)
      expect(events.map((e) => eventView(e, 1n, { before: state, after: state }, viewer, ctx).data)).toEqual([
        { type: 'GameChoiceMade', player: 'alice' },
        { type: 'PriorityPassed', player: 'bob' },
        { type: 'DecisionAnswered', decision: 'd1', player: 'bob', answer: [] },
      ]);
  });

  it('are seen by the judge', () => {
    expect(
      events.map((e) => eventView(e, 1n, { before: state, after: state }, { kind: 'judge' }, ctx).data),
    ).toEqual(events);
  });
});

// 103.3, 701.20a, 701.55a: a shuffled library's order and a random order are the judge's alone, and
// so is the generator's state behind them.
describe('random orders in the events a viewer sees', () => {
  const random: GameEvent[] = [
    { type: 'LibraryShuffled', player: 'alice', order: ['o1', 'o2', 'o3'], draws: 2 },
    { type: 'RandomOrderChosen', player: 'alice', objects: ['o4', 'o5'], draws: 3 },
  ];

  it('show players and spectators only how many cards', () => {
    for (const viewer of [{ kind: 'seat', player: 'alice' }, { kind: 'spectator' }] as const)
      expect(random.map((e) => eventView(e, 1n, { before: state, after: state }, viewer, ctx).data)).toEqual([
        { type: 'LibraryShuffled', player: 'alice', count: 3 },
        { type: 'RandomOrderChosen', player: 'alice', count: 2 },
      ]);
  });

  it('are seen whole by the judge', () => {
    expect(
      random.map((e) => eventView(e, 1n, { before: state, after: state }, { kind: 'judge' }, ctx).data),
    ).toEqual(random);
  });
});

// 705.2: a coin flip's outcome is every player's to see; the generator's state behind it is the judge's.
describe('coin flips in the events a viewer sees', () => {
  const flip: GameEvent = { type: 'CoinFlipped', player: 'alice', won: false, draws: 4 };

  it('show players and spectators who flipped and whether they won', () => {
    for (const viewer of [{ kind: 'seat', player: 'bob' }, { kind: 'spectator' }] as const)
      expect(eventView(flip, 1n, { before: state, after: state }, viewer, ctx).data).toEqual({
        type: 'CoinFlipped',
        player: 'alice',
        won: false,
      });
  });

  it('are seen whole by the judge', () => {
    expect(eventView(flip, 1n, { before: state, after: state }, { kind: 'judge' }, ctx).data).toEqual(flip);
  });
});

// 701.16e, 401.4: cards of another player's library looked at and put back: the looker sees which
// went where; the library's owner and the others see how many.
describe("another player's library arranged in the events a viewer sees", () => {
  const arranged: GameEvent = {
    type: 'LibraryArranged',
    player: 'alice',
    library: 'bob',
    top: ['o1', 'o2'],
    bottom: [],
  };

  it('shows the looker the cards, and the owner and spectators only how many', () => {
    expect(
      eventView(arranged, 1n, { before: state, after: state }, { kind: 'seat', player: 'alice' }, ctx).data,
    ).toEqual(arranged);
    for (const viewer of [{ kind: 'seat', player: 'bob' }, { kind: 'spectator' }] as const)
      expect(eventView(arranged, 1n, { before: state, after: state }, viewer, ctx).data).toEqual({
        type: 'LibraryArranged',
        player: 'alice',
        library: 'bob',
        onTop: 2,
        onBottom: 0,
      });
  });
});
