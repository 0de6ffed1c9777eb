// 614, 615, 616: every replacement and prevention is recorded, so an audit can explain each number.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';
import type { Command } from '../data/commands/command.js';
import { playAll } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

const play = (state: GameState, commands: Command[]) => playAll(ctx, { state, events: [] }, ...commands);

describe('the audit trail of replacement and prevention effects', () => {
  it('records nothing when no replacement applies: Shock is not a creature, so it is not doubled (614.1a)', () => {
    const { state } = buildPosition(
      {
        gameId: 'audit',
        players: [
          {
            id: 'alice',
            hand: [{ card: 'Shock' }],
            battlefield: ['Gratuitous Violence', 'Gratuitous Violence', 'Mountain', 'Llanowar Elves'].map(
              (card) => ({ card }),
            ),
          },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    const start = play(initialState(), [{ type: 'StartFromPosition', initial: state }]).state;
    const shock = start.players[0]!.hand[0]!;
    const { events } = play(start, [
      { type: 'CastSpell', player: 'alice', card: shock, targets: [['bob']] },
      { type: 'PassPriority', player: 'alice' },
      { type: 'PassPriority', player: 'bob' },
    ]);
    expect(events.filter((e) => e.type === 'ReplacementApplied')).toEqual([]);
    expect(events.find((e) => e.type === 'DamageDealt')).toMatchObject({ target: 'bob', amount: 2 });
  });

  it('records each application when a creature deals damage, in order: 1 -> 2 -> 4', () => {
    const { state } = buildPosition(
      {
        gameId: 'audit',
        step: 'beginning-of-combat',
        players: [
          {
            id: 'alice',
            battlefield: ['Gratuitous Violence', 'Gratuitous Violence', 'Llanowar Elves'].map((card) => ({
              card,
            })),
          },
          { id: 'bob', library: [{ card: 'Forest' }] },
        ],
      },
      ctx,
    );
    let s = play(initialState(), [{ type: 'StartFromPosition', initial: state }]).state;
    const elves = s.battlefield.find((id) => objectOf(s, id)!.name === 'Llanowar Elves')!;
    s = play(s, [
      { type: 'PassPriority', player: 'alice' },
      { type: 'PassPriority', player: 'bob' },
    ]).state;
    expect(s.decision?.kind).toBe('declare-attackers');
    s = play(s, [
      { type: 'DeclareAttackers', player: 'alice', attackers: [{ attacker: elves, defender: 'bob' }] },
    ]).state;
    const passes: Command[] = [
      { type: 'PassPriority', player: 'alice' },
      { type: 'PassPriority', player: 'bob' },
    ];
    s = play(s, passes).state;
    s = play(s, [{ type: 'DeclareBlockers', player: 'bob', blocks: [] }]).state;
    const { events } = play(s, passes);
    const applied = events.filter((e) => e.type === 'ReplacementApplied');
    expect(
      applied.map((e) => [
        e.effect.name,
        (e.before as { amount: number }).amount,
        (e.after as { amount: number }).amount,
      ]),
    ).toEqual([
      ['Gratuitous Violence', 1, 2],
      ['Gratuitous Violence', 2, 4],
    ]);
    expect(applied.every((e) => e.chooser === undefined)).toBe(true); // interchangeable: nobody was asked
    expect(new Set(applied.map((e) => e.effect.id)).size).toBe(2); // each applied once (614.5)
    expect(events.find((e) => e.type === 'DamageDealt')).toMatchObject({ target: 'bob', amount: 4 });
  });
});
