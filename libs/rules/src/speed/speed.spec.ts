// 702.178a: "Max speed — [ability]": the object has the ability only as long as its controller's
// speed is 4; below that, the ability can't be activated, and no legal action offers it.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import { legalActions } from '../legal-actions.js';
import { idsOf, startAt } from '../testing/play.js';

const ctx = { cards: cardCatalogue };

const at = (speed: number) =>
  startAt(ctx, {
    players: [
      {
        id: 'alice',
        speed,
        battlefield: [{ card: 'Amonkhet Raceway' }, { card: 'Grizzly Bears', sick: true }],
      },
      { id: 'bob' },
    ],
  });

const activate = (speed: number) => {
  const s = at(speed);
  return decide(
    {
      type: 'ActivateAbility',
      player: 'alice',
      source: idsOf(s, 'Amonkhet Raceway')[0]!,
      ability: 0,
      targets: [[idsOf(s, 'Grizzly Bears')[0]!]],
    },
    s,
    ctx,
  );
};

describe('702.178a: a max speed ability', () => {
  it('is not there below speed 4: activating it is refused and no legal action offers it', () => {
    expect(activate(3).ok).toBe(false);
    expect(legalActions(at(3), 'alice', ctx).filter((c) => c.type === 'ActivateAbility')).toEqual([]);
  });

  it('is there at speed 4', () => {
    expect(activate(4).ok).toBe(true);
    expect(legalActions(at(4), 'alice', ctx).some((c) => c.type === 'ActivateAbility')).toBe(true);
  });
});
