// 702.4b, 510.4: double strike. The catalogue has no creature with double strike, so this spec
// adds a real one.
import { describe, expect, it } from '@jest/globals';
import { creature } from '@mtg/cards';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, lifeOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const fencingAce = creature('Fencing Ace', '{1}{W}', ['Human', 'Soldier'], 1, 1)
  .from('spec: Oracle text')
  .keywords('double strike')
  .build();

const ctx = contextWith(fencingAce);

/** Alice's Fencing Ace attacks bob, who blocks with all his creatures; the game goes on to the end of combat. */
function fight(bobCreatures: string[]): GameState {
  let s = startAt(ctx, {
    players: [
      { id: 'alice', battlefield: [{ card: 'Fencing Ace' }] },
      { id: 'bob', battlefield: bobCreatures.map((card) => ({ card })) },
    ],
    turn: 3,
    step: 'beginning-of-combat',
  });
  const pass = (): Command => ({ type: 'PassPriority', player: s.turn.priority! });
  s = act(ctx, s, pass());
  s = act(ctx, s, pass());
  const [ace] = idsOf(s, 'Fencing Ace');
  s = act(ctx, s, {
    type: 'DeclareAttackers',
    player: 'alice',
    attackers: [{ attacker: ace!, defender: 'bob' }],
  });
  while (s.turn.step !== 'end-of-combat') {
    if (s.decision?.kind === 'declare-blockers') {
      const blockers = s.battlefield.filter((id) => objectOf(s, id)!.controller === 'bob');
      const blocks = blockers.map((blocker) => ({ blocker, attacker: ace! }));
      s = act(ctx, s, { type: 'DeclareBlockers', player: 'bob', blocks });
    } else s = act(ctx, s, pass());
  }
  return s;
}

describe('702.4b: double strike', () => {
  it('deals combat damage in both combat damage steps when unblocked', () => {
    expect(lifeOf(fight([]), 'bob')).toBe(18);
  });

  it('kills a blocker in the first-strike step, before the blocker deals its damage', () => {
    const s = fight(['Savannah Lions']);
    expect(s.players[1]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual(['Savannah Lions']);
    expect(idsOf(s, 'Fencing Ace')).toHaveLength(1);
    expect(lifeOf(s, 'bob')).toBe(20);
  });

  it('deals damage again in the regular step to a blocker that survived the first', () => {
    const s = fight(['Grizzly Bears']);
    expect(s.players[1]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual(['Grizzly Bears']);
    expect(s.players[0]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual(['Fencing Ace']);
  });
});
