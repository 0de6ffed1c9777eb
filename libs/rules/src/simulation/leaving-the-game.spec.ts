// Multiplayer games go on after a player leaves (800.4). Random 3-player games found the engine
// stuck when a player left; these tests keep it from happening again.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';
import { itKeepsEveryInvariantWith } from './testing/multiplayer-games.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

function act(state: GameState, command: Command): GameState {
  const result = decide(command, state, ctx);
  if (!result.ok)
    throw new Error(`${result.rejection.code} ${result.rejection.rule}: ${result.rejection.message}`);
  return result.state;
}

/** A 3-player game in alice's first main phase; alice controls Grizzly Bears and concedes. */
function afterAliceConcedes(): GameState {
  const { state } = buildPosition(
    {
      gameId: 'leaving',
      active: 'alice',
      step: 'main1',
      players: [
        { id: 'alice', battlefield: [{ card: 'Grizzly Bears' }], library: [{ card: 'Forest' }] },
        { id: 'bob', library: [{ card: 'Forest' }] },
        { id: 'carol', library: [{ card: 'Forest' }] },
      ],
    },
    ctx,
  );
  const started = act(initialState(), { type: 'StartFromPosition', initial: state });
  return act(started, { type: 'Concede', player: 'alice' });
}

/** Bob and carol pass until the game waits for a decision (at most `limit` passes). */
function passUntilDecision(state: GameState, limit: number): GameState {
  let s = state;
  for (let i = 0; i < limit && s.turn.priority && !s.decision; i++) {
    s = act(s, { type: 'PassPriority', player: s.turn.priority });
  }
  return s;
}

describe('800.4: a player leaves a multiplayer game', () => {
  it('800.4a: priority passes to the next player in turn order who is still in the game', () => {
    expect(afterAliceConcedes().turn.priority).toBe('bob');
  });

  it('800.4j: the turn of a player who left goes on without them: nobody asks them to declare attackers', () => {
    const state = passUntilDecision(afterAliceConcedes(), 8);
    expect(state.decision?.player).not.toBe('alice');
    expect(state.turn.step).not.toBe('declare-attackers');
  });

  it('800.4a: the objects a player owns leave the game with them', () => {
    const state = afterAliceConcedes();
    expect(state.battlefield.map((id) => objectOf(state, id)!.owner)).not.toContain('alice');
  });

  // The 4-player games are in leaving-the-game-4.spec.ts and -4-2.spec.ts: Jest runs the files side by side.
  itKeepsEveryInvariantWith(['alice', 'bob', 'carol']);
});
