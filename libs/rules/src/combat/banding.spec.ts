// 702.22e-f: an attacking band lasts for the rest of combat, but a creature removed from combat leaves it.
import { describe, expect, it } from '@jest/globals';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { evolve } from '../evolve/evolve.js';
import { act, contextWith, idsOf, startAt } from '../testing/play.js';

const ctx = contextWith();

/** Benalish Hero, Grizzly Bears and Timber Wolves attack bob in one band; bob's Hill Giant waits. */
function bandAttacks(): GameState {
  let s = startAt(ctx, {
    players: [
      {
        id: 'alice',
        battlefield: [{ card: 'Benalish Hero' }, { card: 'Grizzly Bears' }, { card: 'Timber Wolves' }],
      },
      { id: 'bob', battlefield: [{ card: 'Hill Giant' }] },
    ],
    turn: 3,
    step: 'beginning-of-combat',
  });
  s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
  s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
  const band = ['Benalish Hero', 'Grizzly Bears', 'Timber Wolves'].map((name) => idsOf(s, name)[0]!);
  return act(ctx, s, {
    type: 'DeclareAttackers',
    player: 'alice',
    attackers: band.map((attacker) => ({ attacker, defender: 'bob' })),
    bands: [band],
  });
}

const toBlockers = (state: GameState): GameState => {
  let s = state;
  while (s.decision?.kind !== 'declare-blockers')
    s = act(ctx, s, { type: 'PassPriority', player: s.turn.priority! });
  return s;
};

describe('702.22 banding: the band after it is declared', () => {
  it('702.22c, 702.22h: the band is named on each member, and blocking one member blocks them all', () => {
    const s = toBlockers(bandAttacks());
    const [hero, bears, wolves] = ['Benalish Hero', 'Grizzly Bears', 'Timber Wolves'].map(
      (n) => idsOf(s, n)[0]!,
    );
    expect([hero, bears, wolves].map((id) => objectOf(s, id)!.band)).toEqual([hero, hero, hero]);
    const block: Command = {
      type: 'DeclareBlockers',
      player: 'bob',
      blocks: [{ blocker: idsOf(s, 'Hill Giant')[0]!, attacker: wolves! }],
    };
    const after = act(ctx, s, block);
    expect(objectOf(after, idsOf(after, 'Hill Giant')[0]!)!.blocking).toEqual([wolves, hero, bears]);
    expect([hero, bears].map((id) => objectOf(after, id)!.blocked)).toEqual([true, true]);
  });

  it('702.22f: a member removed from combat (506.4, a change of control) leaves the band; the others stay banded (702.22e)', () => {
    const declared = bandAttacks();
    const [hero, bears, wolves] = ['Benalish Hero', 'Grizzly Bears', 'Timber Wolves'].map(
      (n) => idsOf(declared, n)[0]!,
    );
    const stolen = evolve(declared, { type: 'ControlChanged', object: bears!, controller: 'bob' });
    expect(objectOf(stolen, bears!)!.band).toBeUndefined();
    const s = toBlockers(stolen);
    const giant = idsOf(s, 'Hill Giant')[0]!;
    const after = act(ctx, s, {
      type: 'DeclareBlockers',
      player: 'bob',
      blocks: [{ blocker: giant, attacker: hero! }],
    });
    expect(objectOf(after, giant)!.blocking).toEqual([hero, wolves]);
    expect(objectOf(after, bears!)!.blocked).toBeUndefined();
  });
});
