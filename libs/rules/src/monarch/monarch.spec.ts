// 722.4: when the monarch leaves the game, the active player becomes the monarch, or the next player
// in turn order when the active player is the one leaving (a free-for-all game of three, 800.4a).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameState } from '../data/state/game-state.js';
import { act, idsOf, resolveStack, startAt } from '../testing/play.js';
import { monarchOf } from './monarch.js';

const ctx = { cards: cardCatalogue };
const lands = (n: number) => Array.from({ length: n }, () => ({ card: 'Plains' }));

/** A game of three in alice's first main phase: alice has Palace Sentinels to cast, bob Throne of the High City. */
function threePlayers(): GameState {
  return startAt(ctx, {
    players: [
      { id: 'alice', hand: [{ card: 'Palace Sentinels' }], battlefield: lands(4) },
      { id: 'bob', battlefield: [{ card: 'Throne of the High City' }, ...lands(4)] },
      { id: 'carol' },
    ],
    step: 'main1',
  });
}

/** Alice casts Palace Sentinels: its "When ... enters the battlefield, you become the monarch." resolves. */
function aliceIsMonarch(): GameState {
  const s = threePlayers();
  return resolveStack(ctx, act(ctx, s, { type: 'CastSpell', player: 'alice', card: s.players[0]!.hand[0]! }));
}

describe('722.4: the monarch leaves the game', () => {
  it('the next player in turn order becomes the monarch when the monarch is the active player', () => {
    const s = aliceIsMonarch();
    expect(monarchOf(s)).toBe('alice');
    const left = act(ctx, s, { type: 'Concede', player: 'alice' });
    expect(monarchOf(left)).toBe('bob');
    expect(left.players.filter((p) => p.monarch).map((p) => p.id)).toEqual(['bob']);
  });

  it('the active player becomes the monarch when another monarch leaves, and only one player is the monarch (722.3)', () => {
    let s = aliceIsMonarch();
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    const throne = idsOf(s, 'Throne of the High City')[0]!;
    s = act(ctx, s, { type: 'ActivateAbility', player: 'bob', source: throne, ability: 0 });
    s = resolveStack(ctx, s);
    expect(monarchOf(s)).toBe('bob');
    expect(s.players.filter((p) => p.monarch).map((p) => p.id)).toEqual(['bob']);
    const left = act(ctx, s, { type: 'Concede', player: 'bob' });
    expect(monarchOf(left)).toBe('alice');
  });
});
