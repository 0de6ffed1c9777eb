// MTR 2.4 (End-of-Match Procedure): once time is called, the active player finishes the turn and five
// additional turns are played; a game still going after the last of them is a draw. The match's
// clock sends `EndOfMatchDraw` with that last turn; the rules refuse it while the turn is not over.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';

const ctx = { cards: cardCatalogue };

function atTurn(turn: number): GameState {
  const { state } = buildPosition(
    {
      gameId: 'end-of-match',
      active: 'alice',
      step: 'upkeep',
      turn,
      players: ['alice', 'bob'].map((id) => ({ id, library: [{ card: 'Forest' }] })),
    },
    ctx,
  );
  const started = decide({ type: 'StartFromPosition', initial: state }, initialState(), ctx);
  if (!started.ok) throw new Error(started.rejection.message);
  return started.state;
}

describe('MTR 2.4: an unfinished game at the end of the additional turns', () => {
  it('MTR 2.4: the game is a draw once the last additional turn is over (no winner)', () => {
    const result = decide({ type: 'EndOfMatchDraw', lastTurn: 9 }, atTurn(10), ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    expect(result.events).toEqual([
      { type: 'GameEnded', draw: true, reason: 'MTR 2.4: unfinished after turn 9, the last additional turn' },
    ]);
    expect(result.state.over).toBe(true);
    expect(result.state.winner).toBeUndefined();
  });

  it('MTR 2.4: refused while the last additional turn is still being played', () => {
    const command: Command = { type: 'EndOfMatchDraw', lastTurn: 9 };
    const result = decide(command, atTurn(9), ctx);
    expect(result).toMatchObject({ ok: false, rejection: { code: 'TURNS_LEFT', rule: 'MTR 2.4' } });
  });
});
