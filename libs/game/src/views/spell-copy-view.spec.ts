// 707.10: a copy of a spell on the stack is shown as a copy (no card), under its controller, with the
// targets chosen for it (707.10c); the original is shown as the card it is.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { allObjects, buildPosition, decide, initialState, type Command, type GameState } from '@mtg/rules';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };

/** Alice's Lightning Bolt at bob, then Twincast copying it: the copy's new target is asked. */
function copying(): GameState {
  const { state } = buildPosition(
    {
      gameId: 'copies',
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Lightning Bolt' }, { card: 'Twincast' }],
          battlefield: ['Mountain', 'Island', 'Island'].map((card) => ({ card })),
        },
        { id: 'bob', battlefield: [{ card: 'Grizzly Bears' }] },
      ],
    },
    ctx,
  );
  const id = (name: string) => allObjects(state).find((o) => o.name === name)!.id;
  let s = initialState();
  const run = (command: Command) => {
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
  };
  run({ type: 'StartFromPosition', initial: state });
  run({ type: 'CastSpell', player: 'alice', card: id('Lightning Bolt'), targets: [['bob']] });
  run({ type: 'CastSpell', player: 'alice', card: id('Twincast'), targets: [[s.stack[0]!]] });
  run({ type: 'PassPriority', player: 'alice' });
  run({ type: 'PassPriority', player: 'bob' });
  run({ type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [id('Grizzly Bears')] } });
  return s;
}

describe('a copy of a spell in the game view (707.10)', () => {
  it('is marked as a copy, on top of the original, with its own target', () => {
    const state = copying();
    const bears = allObjects(state).find((o) => o.name === 'Grizzly Bears')!.id;
    const { stack } = gameView(state, 1n, { kind: 'seat', player: 'bob' }, ctx);
    expect(stack).toEqual([
      expect.objectContaining({
        name: 'Lightning Bolt',
        controller: 'alice',
        copy: true,
        targets: [[bears]],
      }),
      expect.objectContaining({ name: 'Lightning Bolt', controller: 'alice', targets: [['bob']] }),
    ]);
    expect(stack[1]).not.toHaveProperty('copy');
  });
});
