// 514.3a: if state-based actions or triggers happen in the cleanup step, players get priority, and
// another cleanup step follows. A creature kept alive by an "until end of turn" effect dies there.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';
import type { Command } from '../data/commands/command.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

function act(state: GameState, command: Command) {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  return result;
}

describe('514.3a: priority in the cleanup step, then another cleanup step', () => {
  it('a creature whose "until end of turn" pump ends dies in cleanup; players get priority; a second cleanup follows', () => {
    const { state: position, created } = buildPosition(
      {
        gameId: 'cleanup',
        step: 'end',
        players: [
          { id: 'alice', battlefield: [{ card: 'Grizzly Bears', counters: { '-1/-1': 3 }, key: 'bears' }] },
          { id: 'bob', library: [{ card: 'Forest' }] },
        ],
      },
      ctx,
    );
    const bears = created.find((c) => c.key === 'bears')!.id;
    // Giant Growth resolved earlier this turn: +3/+3 until end of turn keeps the 2/2 with three -1/-1 counters alive.
    const pumped: GameState = {
      ...position,
      effects: [
        {
          id: 'e0',
          timestamp: 0,
          source: bears,
          controller: 'alice',
          affected: [bears],
          change: { kind: 'modify-pt', power: 3, toughness: 3 },
          duration: 'end-of-turn',
        },
      ],
    };
    let s = act(initialState(), { type: 'StartFromPosition', initial: pumped }).state;
    expect(objectOf(s, bears)).toBeDefined();
    s = act(s, { type: 'PassPriority', player: 'alice' }).state;
    s = act(s, { type: 'PassPriority', player: 'bob' }).state;
    expect(s.turn).toMatchObject({ step: 'cleanup', priority: 'alice', number: 1 });
    expect(s.players[0]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual(['Grizzly Bears']);
    s = act(s, { type: 'PassPriority', player: 'alice' }).state;
    const last = act(s, { type: 'PassPriority', player: 'bob' });
    const steps = last.events.flatMap((e) =>
      e.type === 'StepBegan' || e.type === 'TurnBegan' ? [e.type === 'StepBegan' ? e.step : 'turn'] : [],
    );
    expect(steps.slice(0, 2)).toEqual(['cleanup', 'turn']);
    expect(last.state.turn).toMatchObject({ number: 2, active: 'bob' });
  });
});
