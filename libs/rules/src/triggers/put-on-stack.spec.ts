// 603.3b: triggered abilities go on the stack in APNAP order, each player ordering their own.
// The catalogue has no two cards whose abilities trigger on one event, so this spec adds two real
// ones (Soul Warden and Essence Warden, same text, different names).
import { describe, expect, it } from '@jest/globals';
import { creature, gainLife } from '@mtg/cards';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, lifeOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const warden = (name: string, cost: string) =>
  creature(name, cost, ['Human', 'Cleric'], 1, 1)
    .from('spec: Oracle text')
    .triggered('Whenever another creature enters, you gain 1 life.', {
      trigger: { event: 'enters', filter: { types: ['Creature'], other: true } },
      effects: [gainLife(1)],
    })
    .build();

const ctx = contextWith(warden('Soul Warden', '{W}'), warden('Essence Warden', '{G}'));

/** Alice casts Grizzly Bears and both players pass until it resolves. */
function bearsEnter(alice: string[], bob: string[]): GameState {
  let s = startAt(ctx, {
    players: [
      {
        id: 'alice',
        hand: [{ card: 'Grizzly Bears' }],
        battlefield: ['Forest', 'Forest', ...alice].map((card) => ({ card })),
      },
      { id: 'bob', battlefield: bob.map((card) => ({ card })) },
    ],
  });
  s = act(ctx, s, { type: 'CastSpell', player: 'alice', card: idsOf(s, 'Grizzly Bears', 'hand')[0]! });
  s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
  return act(ctx, s, { type: 'PassPriority', player: 'bob' });
}

const stackControllers = (s: GameState) => s.stack.map((id) => objectOf(s, id)!.controller);

describe('603.3b: putting triggered abilities on the stack', () => {
  it("puts the active player's triggers on the stack first, so the other player's resolve first (APNAP)", () => {
    let s = bearsEnter(['Soul Warden'], ['Soul Warden']);
    expect(s.decision).toBeNull();
    expect(stackControllers(s)).toEqual(['alice', 'bob']); // bottom first
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
    expect([lifeOf(s, 'alice'), lifeOf(s, 'bob')]).toEqual([20, 21]);
    expect(stackControllers(s)).toEqual(['alice']);
  });

  it('asks the controller to order two different triggers of theirs; the one chosen first resolves last', () => {
    let s = bearsEnter(['Soul Warden', 'Essence Warden'], []);
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'order', min: 1, max: 1 });
    expect(s.decision!.options).toHaveLength(2);
    const essence = s.decision!.options.find((o) => o.label.startsWith('Essence Warden'))!;
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [essence.id] } });
    expect(s.stack.map((id) => objectOf(s, id)!.name)).toEqual(['Essence Warden', 'Soul Warden']);
    expect(s.turn.priority).toBe('alice');
  });

  it('does not ask to order interchangeable triggers (same name, same ability)', () => {
    const s = bearsEnter(['Soul Warden', 'Soul Warden'], []);
    expect(s.decision).toBeNull();
    expect(s.stack.map((id) => objectOf(s, id)!.name)).toEqual(['Soul Warden', 'Soul Warden']);
  });
});
