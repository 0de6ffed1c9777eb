// 603.3d: the targets of a triggered ability are chosen as it is put on the stack; with several
// target words the controller chooses each in turn, and an earlier choice is kept while the next
// one is asked. No catalogue card has a trigger with two targets, so this spec adds a test card.
import { describe, expect, it } from '@jest/globals';
import { creature, damage, target, targetCreature, targetPlayer } from '@mtg/cards';
import { act, contextWith, idsOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const twoTargets = creature('Twofold Spark Test', '{1}{R}', ['Elemental'], 1, 1)
  .from('spec: a test card for a trigger with two targets')
  .triggered(
    'When this creature enters, it deals 1 damage to target creature and 1 damage to target player.',
    {
      trigger: { event: 'enters' },
      targets: [targetCreature(), targetPlayer()],
      effects: [damage(1, target(0)), damage(1, target(1))],
    },
  )
  .build();

const ctx = contextWith(twoTargets);

describe('603.3d: choosing the targets of a triggered ability with two targets', () => {
  it('asks for each target in turn and keeps the first answer while the second is asked', () => {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Twofold Spark Test' }],
          battlefield: ['Mountain', 'Mountain'].map((card) => ({ card })),
        },
        { id: 'bob', battlefield: [{ card: 'Grizzly Bears' }, { card: 'Savannah Lions' }] },
      ],
    });
    s = act(ctx, s, { type: 'CastSpell', player: 'alice', card: idsOf(s, 'Twofold Spark Test', 'hand')[0]! });
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'targets' });
    const lions = idsOf(s, 'Savannah Lions')[0]!;
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [lions] } });
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'targets' });
    s = act(ctx, s, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['bob'] } });
    expect(s.decision).toBeNull();
    const ability = objectOf(s, s.stack[s.stack.length - 1]!)!;
    expect(ability.stack?.targets).toEqual([[lions], ['bob']]);
  });
});
