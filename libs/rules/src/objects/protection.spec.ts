// 702.16: protection from a color (Voice of All's chosen color). Damage (702.16e) is prevented and
// the audit names the protection; Equipment (702.16d) falls off and can't be attached. The catalogue
// has no colored Equipment, so this spec adds a test card: a red Equipment.
import { describe, expect, it } from '@jest/globals';
import { artifact, equip } from '@mtg/cards';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { contextWith, eventsOf, idsOf, playAll, startAt, type Played } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const redBlade = artifact('Red Test Blade', '{R}', ['Equipment'])
  .from('spec: a test card, a red Equipment')
  .static('Equipped creature gets +1/+0.', {
    kind: 'modify-pt',
    affected: 'equipped',
    power: 1,
    toughness: 0,
  })
  .with(equip('{1}'))
  .build();

const ctx = contextWith(redBlade);
const voice = (color: 'R' | 'G', key?: string) => ({
  card: 'Voice of All',
  chosen: { color },
  ...(key ? { key } : {}),
});

describe('702.16e: damage from a source of the chosen color', () => {
  it('is prevented, recorded as prevented by protection', () => {
    let p: Played = {
      state: startAt(ctx, {
        players: [
          { id: 'alice', battlefield: [{ card: 'Hill Giant' }] },
          { id: 'bob', battlefield: [voice('R')] },
        ],
        turn: 3,
        step: 'beginning-of-combat',
      }),
      events: [],
    };
    const pass = (): Command => ({ type: 'PassPriority', player: p.state.turn.priority! });
    const [giant] = idsOf(p.state, 'Hill Giant');
    const [angel] = idsOf(p.state, 'Voice of All');
    p = playAll(ctx, p, pass());
    p = playAll(ctx, p, pass(), {
      type: 'DeclareAttackers',
      player: 'alice',
      attackers: [{ attacker: giant!, defender: 'bob' }],
    });
    while (p.state.turn.step !== 'end-of-combat') {
      p = playAll(
        ctx,
        p,
        p.state.decision?.kind === 'declare-blockers'
          ? { type: 'DeclareBlockers', player: 'bob', blocks: [{ blocker: angel!, attacker: giant! }] }
          : pass(),
      );
    }
    expect(eventsOf(p.events, 'DamagePrevented')).toEqual([
      {
        type: 'DamagePrevented',
        effect: {
          id: `${angel}#protection`,
          source: angel,
          name: 'Voice of All',
          text: 'protection from red',
        },
        source: giant,
        target: angel,
        amount: 3,
      },
    ]);
    expect(eventsOf(p.events, 'DamageDealt')).toEqual([
      expect.objectContaining({ source: angel, target: giant, amount: 2 }),
    ]);
  });
});

describe('702.16d: an Equipment of the chosen color', () => {
  const position = (color: 'R' | 'G') =>
    startAt(ctx, {
      players: [
        {
          id: 'alice',
          battlefield: [
            voice(color, 'voice'),
            { card: 'Red Test Blade', attachedTo: 'voice' },
            { card: 'Mountain' },
          ],
        },
        { id: 'bob' },
      ],
    });

  it('becomes unattached as a state-based action and stays on the battlefield (704.5n)', () => {
    const state = position('R');
    const [blade] = idsOf(state, 'Red Test Blade');
    expect(objectOf(state, blade!)).toMatchObject({ zone: 'battlefield' });
    expect(objectOf(state, blade!)!.attachedTo).toBeUndefined();
    const green = position('G');
    expect(objectOf(green, idsOf(green, 'Red Test Blade')[0]!)!.attachedTo).toBe(
      idsOf(green, 'Voice of All')[0],
    );
  });

  it("can't be attached by its equip ability, which can't target the creature (702.16b)", () => {
    const state = position('R');
    const [blade] = idsOf(state, 'Red Test Blade');
    const [angel] = idsOf(state, 'Voice of All');
    const result = decide(
      { type: 'ActivateAbility', player: 'alice', source: blade!, ability: 0, targets: [[angel!]] },
      state,
      ctx,
    );
    expect(result).toMatchObject({ ok: false, rejection: { code: 'TARGET_ILLEGAL', rule: '601.2c' } });
  });
});
