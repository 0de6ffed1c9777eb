// 702.8a: flash lets a noninstant spell be cast whenever its caster has priority (117.1a, 307.1).
// The catalogue has no card with flash, so this spec adds a real one.
import { describe, expect, it } from '@jest/globals';
import { creature } from '@mtg/cards';
import { decide } from '../decide.js';
import { act, contextWith, idsOf, resolveStack, startAt } from '../testing/play.js';

const ambushViper = creature('Ambush Viper', '{1}{G}', ['Snake'], 2, 1)
  .from('spec: Oracle text')
  .keywords('flash', 'deathtouch')
  .build();

const ctx = contextWith(ambushViper);

describe('702.8a: flash', () => {
  it("lets a creature spell be cast in the opponent's upkeep, while a spell without flash can't be", () => {
    let s = startAt(ctx, {
      players: [
        { id: 'alice', library: [{ card: 'Island' }] },
        {
          id: 'bob',
          hand: [{ card: 'Ambush Viper' }, { card: 'Grizzly Bears' }],
          battlefield: [{ card: 'Forest' }, { card: 'Forest' }, { card: 'Forest' }, { card: 'Forest' }],
        },
      ],
      turn: 3,
      step: 'upkeep',
    });
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    const bears = idsOf(s, 'Grizzly Bears', 'hand')[0]!;
    const refused = decide({ type: 'CastSpell', player: 'bob', card: bears }, s, ctx);
    expect(refused.ok ? undefined : refused.rejection.rule).toContain('307.1');
    s = act(ctx, s, { type: 'CastSpell', player: 'bob', card: idsOf(s, 'Ambush Viper', 'hand')[0]! });
    s = resolveStack(ctx, s);
    expect(idsOf(s, 'Ambush Viper', 'battlefield', 'bob')).toHaveLength(1);
    expect(s.turn).toMatchObject({ step: 'upkeep', active: 'alice' });
  });
});
