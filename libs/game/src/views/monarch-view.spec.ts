// 722.1: the monarch is a designation of a player that every viewer sees: the players, spectators and
// the judge.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition, decide, initialState, type Command, type GameState } from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };

/** Alice casts Palace Sentinels ("When Palace Sentinels enters the battlefield, you become the monarch."), which resolves with its trigger. */
function aliceBecomesMonarch(): GameState {
  const { state } = buildPosition(
    {
      gameId: 'monarch',
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Palace Sentinels' }],
          battlefield: [{ card: 'Plains' }, { card: 'Plains' }, { card: 'Plains' }, { card: 'Plains' }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  const pass = (player: string) => (): Command => ({ type: 'PassPriority', player });
  const commands: ((s: GameState) => Command)[] = [
    () => ({ type: 'StartFromPosition', initial: state }),
    (s) => ({ type: 'CastSpell', player: 'alice', card: s.players[0]!.hand[0]! }),
    pass('alice'),
    pass('bob'),
    pass('alice'),
    pass('bob'),
  ];
  let s = initialState();
  for (const command of commands) {
    const result = decide(command(s), s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
  }
  return s;
}

const viewers: [string, Viewer][] = [
  ['alice', { kind: 'seat', player: 'alice' }],
  ['bob', { kind: 'seat', player: 'bob' }],
  ['a spectator', { kind: 'spectator' }],
  ['the judge', { kind: 'judge' }],
];

describe('the monarch in the views (722.1)', () => {
  it.each(viewers)('%s sees that alice is the monarch, and bob is not', (_, viewer) => {
    const [alice, bob] = gameView(aliceBecomesMonarch(), 1n, viewer, ctx).players;
    expect(alice!.monarch).toBe(true);
    expect(bob!.monarch).toBeUndefined();
  });
});
