// 104.3k: in a tournament, a player may lose the game as a result of a judge's penalty, at any time
// (even while a decision is pending); in a multiplayer game they leave it and it goes on (800.4a).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';

const ctx = { cards: cardCatalogue };

function act(state: GameState, command: Command) {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(`${result.rejection.code}: ${result.rejection.message}`);
  return result;
}

function started(players: string[]): GameState {
  const { state } = buildPosition(
    {
      gameId: 'penalty',
      active: 'alice',
      step: 'main1',
      players: players.map((id) => ({ id, library: [{ card: 'Forest' }] })),
    },
    ctx,
  );
  return act(initialState(), { type: 'StartFromPosition', initial: state }).state;
}

describe('104.3k: a game loss penalty', () => {
  it('104.3k: the penalised player loses a two-player game at once, and the other wins (104.2a)', () => {
    const penalty: Command = {
      type: 'GameLossPenalty',
      player: 'bob',
      infraction: 'IPG 2.5 Game Rule Violation',
    };
    const { state, events } = act(started(['alice', 'bob']), penalty);
    expect(events[0]).toEqual({
      type: 'PlayerLost',
      player: 'bob',
      reason: '104.3k: a game loss penalty (IPG 2.5 Game Rule Violation)',
    });
    expect(state.over).toBe(true);
    expect(state.players.find((p) => p.id === 'alice')!.won).toBe(true);
  });

  it('104.3k, 800.4a: in a multiplayer game the penalised player leaves it and the others play on', () => {
    const { state } = act(started(['alice', 'bob', 'carol']), {
      type: 'GameLossPenalty',
      player: 'alice',
      infraction: 'IPG 3.1 Tardiness',
    });
    expect(state.over).toBe(false);
    expect(state.players.find((p) => p.id === 'alice')).toMatchObject({ lost: true, left: true });
    expect(state.turn.priority).toBe('bob');
  });
});
