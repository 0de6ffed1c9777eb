// 701.8b, 701.16a: a card chosen at random from a hand ("reveals a card at random from their hand"):
// the seeded generator picks it and the ChosenAtRandom event records the generator after it, so the
// events alone replay the game; the other players see the pick only once it is revealed, and never
// the generator.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  allObjects,
  buildPosition,
  decide,
  evolve,
  initialState,
  type Command,
  type GameEvent,
  type GameState,
} from '@mtg/rules';
import { eventView } from './event-view.js';

const ctx = { cards: cardCatalogue };

/** Alice's Hired Torturer makes bob lose 2 life and reveal one of his three cards at random. */
function torturing(seed: number): { before: GameState; events: GameEvent[]; states: GameState[] } {
  const { state } = buildPosition(
    {
      gameId: 'random-reveal',
      seed,
      players: [
        {
          id: 'alice',
          battlefield: ['Hired Torturer', 'Swamp', 'Swamp', 'Swamp', 'Swamp'].map((card) => ({ card })),
        },
        { id: 'bob', hand: ['Island', 'Forest', 'Grizzly Bears'].map((card) => ({ card })) },
      ],
    },
    ctx,
  );
  let s = initialState();
  const events: GameEvent[] = [];
  const states: GameState[] = [];
  const run = (command: Command) => {
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    let replayed = s;
    for (const event of result.events) {
      states.push(replayed);
      replayed = evolve(replayed, event);
    }
    events.push(...result.events);
    expect(replayed).toEqual(result.state);
    s = result.state;
  };
  run({ type: 'StartFromPosition', initial: state });
  const before = s;
  const torturer = allObjects(s).find((o) => o.name === 'Hired Torturer')!.id;
  run({ type: 'ActivateAbility', player: 'alice', source: torturer, ability: 0, targets: [['bob']] });
  run({ type: 'PassPriority', player: 'alice' });
  run({ type: 'PassPriority', player: 'bob' });
  states.push(s);
  return { before, events, states };
}

const chosenAtRandom = (events: GameEvent[]) => events.findIndex((e) => e.type === 'ChosenAtRandom');

describe('a card revealed at random from a hand (701.16a)', () => {
  it('is picked by the seeded generator, the same each time, and replayed from the events alone', () => {
    const first = torturing(3);
    const again = torturing(3);
    const at = chosenAtRandom(first.events);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(again.events[at]).toEqual(first.events[at]);
    const event = first.events[at] as Extract<GameEvent, { type: 'ChosenAtRandom' }>;
    expect(event).toEqual(expect.objectContaining({ player: 'bob', from: first.before.players[1]!.hand }));
    expect(event.objects).toHaveLength(1);
    const revealed = first.events.find((e) => e.type === 'CardRevealed');
    expect(revealed).toEqual(expect.objectContaining({ object: event.objects[0] }));
    // It stays in bob's hand; bob lost 2 life.
    const after = first.states[first.states.length - 1]!;
    expect(after.players[1]!.hand).toEqual(first.before.players[1]!.hand);
    expect(after.players[1]!.life).toBe(18);
  });

  it('shows the other players which card only as it is revealed, and nobody but the judge the generator', () => {
    const { events, states } = torturing(3);
    const at = chosenAtRandom(events);
    const event = events[at] as Extract<GameEvent, { type: 'ChosenAtRandom' }>;
    const around = { before: states[at]!, after: states[at + 1]! };
    const seen = (viewer: Parameters<typeof eventView>[3]) => eventView(event, 1n, around, viewer, ctx).data;
    expect(seen({ kind: 'seat', player: 'alice' })).toEqual({
      type: 'ChosenAtRandom',
      player: 'bob',
      objects: [null],
      among: 3,
    });
    expect(seen({ kind: 'spectator' })).toEqual({
      type: 'ChosenAtRandom',
      player: 'bob',
      objects: [null],
      among: 3,
    });
    expect(seen({ kind: 'seat', player: 'bob' })).toEqual({
      type: 'ChosenAtRandom',
      player: 'bob',
      objects: event.objects,
      among: 3,
    });
    expect(seen({ kind: 'judge' })).toEqual(event);
  });
});
