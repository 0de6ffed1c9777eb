import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition, decide, initialState, type Command, type GameState } from '../index.js';

const ctx = { cards: cardCatalogue };

function start(spec: Parameters<typeof buildPosition>[0]): GameState {
  const { state } = buildPosition(spec, ctx);
  const r = decide({ type: 'StartFromPosition', initial: state }, initialState(), ctx);
  if (!r.ok) throw new Error(r.rejection.message);
  return r.state;
}

function act(state: GameState, command: Command): GameState {
  const r = decide(command, state, ctx);
  if (!r.ok) throw new Error(`${r.rejection.code} ${r.rejection.rule}: ${r.rejection.message}`);
  return r.state;
}

describe('engine smoke', () => {
  it('601.2, 608.2: Lightning Bolt deals 3 damage to a player', () => {
    let s = start({
      gameId: 'g',
      players: [
        { id: 'alice', hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] },
        { id: 'bob' },
      ],
    });
    expect(s.turn.priority).toBe('alice');
    const bolt = s.players[0]!.hand[0]!;
    s = act(s, { type: 'CastSpell', player: 'alice', card: bolt, targets: [['bob']] });
    expect(s.stack).toHaveLength(1);
    s = act(s, { type: 'PassPriority', player: 'alice' });
    s = act(s, { type: 'PassPriority', player: 'bob' });
    expect(s.players[1]!.life).toBe(17);
    expect(s.stack).toHaveLength(0);
    expect(s.players[0]!.graveyard).toHaveLength(1);
  });
});
