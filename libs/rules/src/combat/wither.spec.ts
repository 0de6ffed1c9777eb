// 702.80a, 702.90c, 704.5h: damage from a source with wither or infect is -1/-1 counters, not marked
// damage, and still damage dealt by a source with deathtouch if the source has it too. No card of
// the catalogue has deathtouch and wither or infect, so this spec adds test cards.
import { describe, expect, it } from '@jest/globals';
import { creature, type Keyword } from '@mtg/cards';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const rat = (name: string, keyword: Keyword) =>
  creature(name, '{B}', ['Rat'], 1, 1).from('spec: a test card').keywords('deathtouch', keyword).build();

const ctx = contextWith(rat('Withering Rat', 'wither'), rat('Infectious Rat', 'infect'));

/** Alice's rat attacks bob, whose Craw Wurm blocks it; the game goes on to the end of combat. */
function fight(name: string): GameState {
  let s = startAt(ctx, {
    players: [
      { id: 'alice', battlefield: [{ card: name }] },
      { id: 'bob', battlefield: [{ card: 'Craw Wurm' }] },
    ],
    turn: 3,
    step: 'beginning-of-combat',
  });
  const pass = (): Command => ({ type: 'PassPriority', player: s.turn.priority! });
  s = act(ctx, s, pass());
  s = act(ctx, s, pass());
  const [attacker] = idsOf(s, name);
  s = act(ctx, s, {
    type: 'DeclareAttackers',
    player: 'alice',
    attackers: [{ attacker: attacker!, defender: 'bob' }],
  });
  while (s.turn.step !== 'end-of-combat') {
    if (s.decision?.kind === 'declare-blockers') {
      const [wurm] = idsOf(s, 'Craw Wurm');
      s = act(ctx, s, {
        type: 'DeclareBlockers',
        player: 'bob',
        blocks: [{ blocker: wurm!, attacker: attacker! }],
      });
    } else s = act(ctx, s, pass());
  }
  return s;
}

describe('704.5h: deathtouch damage dealt as -1/-1 counters', () => {
  it.each(['Withering Rat', 'Infectious Rat'])(
    '%s destroys the Craw Wurm it puts a -1/-1 counter on',
    (name) => {
      const s = fight(name);
      const wurm = s.players[1]!.graveyard.map((id) => objectOf(s, id)!.name);
      expect(wurm).toEqual(['Craw Wurm']);
    },
  );
});
