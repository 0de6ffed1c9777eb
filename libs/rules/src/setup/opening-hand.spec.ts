// 103.6a: after mulligans, players may begin the game with cards like Leyline of the Void on the battlefield.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import { initialState } from '../evolve/evolve.js';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

function act(state: GameState, command: Command): GameState {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(`${result.rejection.code}: ${result.rejection.message}`);
  return result.state;
}

const keep = (player: string): Command => ({
  type: 'MakeChoice',
  player,
  answer: { kind: 'yes-no', yes: true },
});

describe('103.6a: beginning the game with cards from the opening hand on the battlefield', () => {
  it('asks the starting player, then the others in turn order, after every mulligan is done', () => {
    let s = act(initialState(), {
      type: 'StartGame',
      gameId: 'leyline',
      players: ['alice', 'bob'],
      decks: [
        { player: 'alice', cards: [...Array(30).fill('Leyline of the Void'), ...Array(30).fill('Swamp')] },
        { player: 'bob', cards: Array(60).fill('Island') },
      ],
      seed: 11,
      startingPlayer: 'alice',
    });
    s = act(act(s, keep('alice')), keep('bob'));
    const leylines = s.players[0]!.hand.filter((id) => objectOf(s, id)!.name === 'Leyline of the Void');
    expect(leylines.length).toBeGreaterThan(1);
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'cards', min: 0, max: leylines.length });
    s = act(s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [leylines[0]!] } });
    expect(s.decision).toBeNull(); // bob has none: not asked
    expect(s.battlefield.map((id) => objectOf(s, id)!.name)).toEqual(['Leyline of the Void']);
    expect(s.turn).toMatchObject({ number: 1, active: 'alice', step: 'upkeep', priority: 'alice' });
  });
});

describe('800.6: the first mulligan of a multiplayer game is free', () => {
  const start = () =>
    act(initialState(), {
      type: 'StartGame',
      gameId: 'free-mulligan',
      players: ['alice', 'bob', 'carol'],
      decks: ['alice', 'bob', 'carol'].map((player) => ({ player, cards: Array(60).fill('Island') })),
      seed: 5,
      startingPlayer: 'alice',
    });
  const mulligan: Command = { type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: false } };

  it('after one mulligan alice keeps seven cards and puts none on the bottom', () => {
    const s = act(act(start(), mulligan), keep('alice'));
    expect(s.players[0]!.hand).toHaveLength(7);
    expect(s.decision).toMatchObject({ player: 'bob', kind: 'mulligan' });
  });

  it('after two mulligans she puts one card on the bottom, as after one in a two-player game', () => {
    const s = act(act(act(start(), mulligan), mulligan), keep('alice'));
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'bottom-cards', min: 1, max: 1 });
  });
});
