// 701.46c: a player who ventures while their venture marker is on the bottommost room removes that
// dungeon from the game, completing it (309.7), then chooses another and enters its topmost room.
// That happens only when a venture resolves while the bottommost room's ability is still on the stack
// (else 704.5t removes the dungeon first); no catalogue card ventures at instant speed, so this spec
// adds a test instant.
import { describe, expect, it } from '@jest/globals';
import { instant, ventureIntoTheDungeon } from '@mtg/cards';
import { act, contextWith, idsOf, playAll, eventsOf, startAt, resolveStack } from '../testing/play.js';
import type { GameState } from '../data/state/game-state.js';
import { dungeonOf } from './dungeons.js';
import { objectOf } from '../data/state/objects.js';

const ventureNow = instant('Venture Test', '{0}')
  .from('spec: a test instant that ventures into the dungeon')
  .spell('Venture into the dungeon.', { effects: [ventureIntoTheDungeon()] })
  .build();

const ctx = contextWith(ventureNow);

/** Both players pass once: the top of the stack resolves. */
function resolveTop(s: GameState): GameState {
  s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
  return act(ctx, s, { type: 'PassPriority', player: 'bob' });
}

describe('701.46c: venturing from the bottommost room', () => {
  const start = () =>
    startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Venture Test' }, { card: 'Venture Test' }],
          library: [{ card: 'Island' }],
          dungeon: { name: 'Lost Mine of Phandelver', room: 'Dark Pool' },
        },
        { id: 'bob' },
      ],
    });
  const cast = (s: GameState) =>
    act(ctx, s, { type: 'CastSpell', player: 'alice', card: idsOf(s, 'Venture Test', 'hand')[0]! });

  it('keeps the dungeon while the bottommost room ability waits on the stack (704.5t)', () => {
    const s = resolveTop(cast(start()));
    expect(dungeonOf(s, 'alice')).toMatchObject({
      name: 'Lost Mine of Phandelver',
      room: 'Temple of Dumathoin',
    });
    expect(s.stack.map((id) => objectOf(s, id)!.name)).toEqual(['Lost Mine of Phandelver']);
  });

  it('completes the dungeon, then puts the chosen one into the command zone on its topmost room', () => {
    const atTemple = resolveTop(cast(start()));
    let played = playAll(ctx, { state: cast(atTemple), events: [] });
    played = playAll(
      ctx,
      played,
      { type: 'PassPriority', player: 'alice' },
      { type: 'PassPriority', player: 'bob' },
    );
    expect(played.state.decision).toMatchObject({ player: 'alice', kind: 'option' });
    played = playAll(ctx, played, {
      type: 'MakeChoice',
      player: 'alice',
      answer: { kind: 'options', ids: ['Tomb of Annihilation'] },
    });
    expect(eventsOf(played.events, 'DungeonCompleted')).toEqual([
      expect.objectContaining({ player: 'alice', name: 'Lost Mine of Phandelver', rule: '701.46c' }),
    ]);
    const s = played.state;
    expect(s.players[0]!.completedDungeons).toEqual(['Lost Mine of Phandelver']);
    expect(dungeonOf(s, 'alice')).toMatchObject({ name: 'Tomb of Annihilation', room: 'Trapped Entry' });
    // 113.7a: Temple of Dumathoin's ability resolves although its dungeon left the game.
    const after = resolveStack(ctx, s);
    expect(after.players[0]!.hand.map((id) => objectOf(after, id)!.name)).toEqual(['Island']);
    expect(after.players.map((p) => p.life)).toEqual([19, 19]);
    expect(dungeonOf(after, 'alice')).toMatchObject({ name: 'Tomb of Annihilation', room: 'Trapped Entry' });
  });
});
