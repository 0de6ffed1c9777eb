// 608.2b: on resolution, illegal targets are left out; the spell does nothing to them, and does the
// rest. The catalogue has no spell with several targets, so this spec adds a real one.
import { describe, expect, it } from '@jest/globals';
import { gets, instant, target, targetCreature } from '@mtg/cards';
import { characteristics } from '../layers/characteristics.js';
import { act, contextWith, idsOf, resolveStack, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const seedsOfStrength = instant('Seeds of Strength', '{G}{W}')
  .from('spec: Oracle text')
  .spell(
    'Target creature gets +1/+1 until end of turn.\nTarget creature gets +1/+1 until end of turn.\nTarget creature gets +1/+1 until end of turn.',
    {
      targets: [targetCreature(), targetCreature(), targetCreature()],
      effects: [gets(target(0), 1, 1), gets(target(1), 1, 1), gets(target(2), 1, 1)],
    },
  )
  .build();

const ctx = contextWith(seedsOfStrength);

describe('608.2b: a spell with some illegal targets', () => {
  it('resolves, and does nothing to the targets that became illegal', () => {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Seeds of Strength' }],
          battlefield: [
            { card: 'Forest' },
            { card: 'Plains' },
            { card: 'Grizzly Bears' },
            { card: 'Savannah Lions' },
          ],
        },
        { id: 'bob', hand: [{ card: 'Unsummon' }], battlefield: [{ card: 'Island' }] },
      ],
    });
    const [bears] = idsOf(s, 'Grizzly Bears');
    const [lions] = idsOf(s, 'Savannah Lions');
    const seeds = idsOf(s, 'Seeds of Strength', 'hand')[0]!;
    // 115.3: one object may be the target of each of the three "target" words.
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'alice',
      card: seeds,
      targets: [[bears!], [lions!], [lions!]],
    });
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    const unsummon = idsOf(s, 'Unsummon', 'hand')[0]!;
    s = act(ctx, s, { type: 'CastSpell', player: 'bob', card: unsummon, targets: [[bears!]] });
    s = resolveStack(ctx, s);
    expect(s.players[0]!.hand.map((id) => objectOf(s, id)!.name)).toEqual(['Grizzly Bears']);
    expect(characteristics(s, ctx, lions!)).toMatchObject({ power: 4, toughness: 3 });
    expect(s.players[0]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual(['Seeds of Strength']);
  });
});
