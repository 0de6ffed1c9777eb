// 701.23: clash. Both top cards are revealed (every player sees them: `CardRevealed`), each clashing
// player chooses top or bottom in APNAP order, and the controller wins with a higher mana value.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameEvent } from '../../data/events/game-event.js';
import type { GameState } from '../../data/state/game-state.js';
import { decide } from '../../decide.js';
import { legalActions } from '../../legal-actions.js';
import { objectOf } from '../../data/state/objects.js';
import { act, idsOf, resolveStack, startAt } from '../../testing/play.js';

const ctx = { cards: cardCatalogue };

/** Alice casts Research the Deep ("Draw a card. Clash with an opponent. If you win, return ..."). */
function researched(aliceTop: string, bobTop: string): GameState {
  const s = startAt(ctx, {
    players: [
      {
        id: 'alice',
        hand: [{ card: 'Research the Deep' }],
        library: [{ card: 'Island' }, { card: aliceTop }],
        battlefield: [{ card: 'Island' }, { card: 'Island' }],
      },
      { id: 'bob', library: [{ card: bobTop }] },
    ],
  });
  const [card] = idsOf(s, 'Research the Deep', 'hand');
  return resolveStack(ctx, act(ctx, s, { type: 'CastSpell', player: 'alice', card: card! }));
}

function answer(state: GameState, player: string, yes: boolean): { state: GameState; events: GameEvent[] } {
  const result = decide({ type: 'MakeChoice', player, answer: { kind: 'yes-no', yes } }, state, ctx);
  if (!result.ok) throw new Error(result.rejection.message);
  return { state: result.state, events: result.events };
}

describe('701.23: clash with an opponent', () => {
  it('asks the active player first, then the opponent, each about their own revealed card', () => {
    const s = researched('Craw Wurm', 'Forest');
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'yes-no' });
    // The legal actions are the two answers (and conceding), and decide accepts each.
    const actions = legalActions(s, 'alice', ctx);
    expect(actions.filter((c) => c.type === 'MakeChoice')).toHaveLength(2);
    for (const command of actions) expect(decide(command, s, ctx).ok).toBe(true);
    const bobs = answer(s, 'alice', false).state;
    expect(bobs.decision).toMatchObject({ player: 'bob', kind: 'yes-no' });
    expect(bobs.decision!.prompt).toContain('Forest');
  });

  it('reveals both cards to every player and records who won (701.23d)', () => {
    const s = researched('Craw Wurm', 'Forest');
    // 701.23a: both top cards were revealed before anyone chose (the draw took alice's Island first).
    expect(s.decision!.prompt).toContain('Craw Wurm');
    const { state, events } = answer(answer(s, 'alice', false).state, 'bob', true);
    expect(events.filter((e) => e.type === 'Clashed')).toEqual([
      { type: 'Clashed', player: 'alice', opponent: 'bob', won: true },
    ]);
    expect(state.players[0]!.hand.map((id) => objectOf(state, id)!.name)).toContain('Research the Deep');
  });

  it('is not won by the lower mana value', () => {
    const s = researched('Forest', 'Craw Wurm');
    const { state, events } = answer(answer(s, 'alice', true).state, 'bob', false);
    expect(events.find((e) => e.type === 'Clashed')).toMatchObject({ won: false });
    expect(state.players[0]!.graveyard.map((id) => objectOf(state, id)!.name)).toEqual(['Research the Deep']);
    expect(state.players[0]!.library.map((id) => objectOf(state, id)!.name).at(-1)).toBe('Forest');
  });
});
