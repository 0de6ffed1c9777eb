// 702.25a, 613.1f: flanking granted by another permanent (Agility: "Enchanted creature gets +1/+1 and
// has flanking.") triggers as the creature's own, and a blocker with granted flanking is a creature
// with flanking. The catalogue has no card granting flanking, so this spec adds a real one.
import { describe, expect, it } from '@jest/globals';
import { aura, flankingAbility } from '@mtg/cards';
import type { Command } from '../data/commands/command.js';
import type { GameState } from '../data/state/game-state.js';
import type { ObjectSpec } from '../setup/position.js';
import { act, contextWith, idsOf, lifeOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const agility = aura('Agility', '{1}{R}')
  .from('spec: Oracle text')
  .static(
    'Enchanted creature gets +1/+1 and has flanking.',
    { kind: 'modify-pt', affected: 'enchanted', power: 1, toughness: 1 },
    { kind: 'grant-ability', affected: 'enchanted', ability: flankingAbility('Flanking') },
  )
  .build();

const ctx = contextWith(agility);

/** Alice's `attacker` attacks bob, whose `blocker` blocks it; the game goes on to the end of combat. */
function fight(alice: ObjectSpec[], bob: ObjectSpec[]): GameState {
  let s = startAt(ctx, {
    players: [
      { id: 'alice', battlefield: alice },
      { id: 'bob', battlefield: bob },
    ],
    turn: 3,
    step: 'beginning-of-combat',
  });
  const pass = (): Command => ({ type: 'PassPriority', player: s.turn.priority! });
  s = act(ctx, s, pass());
  s = act(ctx, s, pass());
  const [attacker] = idsOf(s, alice[0]!.card!);
  s = act(ctx, s, {
    type: 'DeclareAttackers',
    player: 'alice',
    attackers: [{ attacker: attacker!, defender: 'bob' }],
  });
  while (s.turn.step !== 'end-of-combat') {
    if (s.decision?.kind === 'declare-blockers') {
      const blocker = s.battlefield.find((id) => objectOf(s, id)!.name === bob[0]!.card)!;
      s = act(ctx, s, { type: 'DeclareBlockers', player: 'bob', blocks: [{ blocker, attacker: attacker! }] });
    } else s = act(ctx, s, pass());
  }
  return s;
}

const graveyard = (s: GameState, player: number) =>
  s.players[player]!.graveyard.map((id) => objectOf(s, id)!.name);

describe('702.25a, 613.1f: flanking granted by Agility', () => {
  it('gives Savannah Lions blocking the enchanted Grizzly Bears -1/-1: it dies before combat damage', () => {
    const s = fight(
      [
        { card: 'Grizzly Bears', key: 'bears' },
        { card: 'Agility', attachedTo: 'bears' },
      ],
      [{ card: 'Savannah Lions' }],
    );
    expect(graveyard(s, 1)).toEqual(['Savannah Lions']);
    expect(objectOf(s, idsOf(s, 'Grizzly Bears')[0]!)!.damage).toBe(0);
    expect(lifeOf(s, 'bob')).toBe(20);
  });

  it("makes the enchanted blocker a creature with flanking: Suq'Ata Lancer's flanking doesn't trigger", () => {
    const s = fight(
      [{ card: "Suq'Ata Lancer" }],
      [
        { card: 'Grizzly Bears', key: 'bears' },
        { card: 'Agility', attachedTo: 'bears' },
      ],
    );
    expect(graveyard(s, 0)).toEqual(["Suq'Ata Lancer"]);
    expect(objectOf(s, idsOf(s, 'Grizzly Bears')[0]!)!.damage).toBe(2);
  });
});
