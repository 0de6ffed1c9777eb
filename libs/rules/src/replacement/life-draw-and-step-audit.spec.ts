// 614, 616 (audit): life gains, draws and steps pass the replacement step like other events, and each
// replacement applied is recorded with the effect, its source, and the event before and after it.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import type { PositionSpec } from '../setup/position.js';
import { playAll, startAt } from '../testing/play.js';
import type { GameState } from '../data/state/game-state.js';
import { allObjects } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

const start = (spec: Omit<PositionSpec, 'gameId'>): GameState => startAt(ctx, spec);
const play = (state: GameState, commands: Command[]) => playAll(ctx, { state, events: [] }, ...commands);

const passes: Command[] = [
  { type: 'PassPriority', player: 'alice' },
  { type: 'PassPriority', player: 'bob' },
];

const idOf = (s: GameState, name: string) => allObjects(s).find((o) => o.name === name)!.id;

describe('the audit trail of life, draw and step replacements', () => {
  it('Tainted Remedy: a gain of life becomes a loss of that much life (119.10)', () => {
    const s = start({
      turn: 2,
      active: 'bob',
      players: [
        { id: 'alice', battlefield: [{ card: 'Tainted Remedy' }] },
        { id: 'bob', hand: [{ card: 'Healing Salve' }], battlefield: [{ card: 'Plains' }] },
      ],
    });
    const remedy = idOf(s, 'Tainted Remedy');
    const { events } = play(s, [
      { type: 'CastSpell', player: 'bob', card: idOf(s, 'Healing Salve'), modes: [1], targets: [['bob']] },
      { type: 'PassPriority', player: 'bob' },
      { type: 'PassPriority', player: 'alice' },
    ]);
    const life = events.filter((e) => ['ReplacementApplied', 'LifeGained', 'LifeLost'].includes(e.type));
    expect(life).toEqual([
      {
        type: 'ReplacementApplied',
        effect: { id: `${remedy}#0`, source: remedy, name: 'Tainted Remedy', text: expect.any(String) },
        before: { kind: 'gain-life', player: 'bob', amount: 3 },
        after: { kind: 'lose-life', player: 'bob', amount: 3 },
      },
      { type: 'LifeLost', player: 'bob', amount: 3 },
    ]);
  });

  it('Asmodeus the Archfiend: a draw becomes the face-down exile of the top card, exiled with Asmodeus (607.2b)', () => {
    const s = start({
      turn: 3,
      step: 'upkeep',
      players: [
        { id: 'alice', library: [{ card: 'Island' }], battlefield: [{ card: 'Asmodeus the Archfiend' }] },
        { id: 'bob' },
      ],
    });
    const asmodeus = idOf(s, 'Asmodeus the Archfiend');
    const island = idOf(s, 'Island');
    const { events } = play(s, passes);
    expect(events.find((e) => e.type === 'ReplacementApplied')).toMatchObject({
      effect: { source: asmodeus, name: 'Asmodeus the Archfiend' },
      before: { kind: 'draw', player: 'alice', count: 1 },
      after: { kind: 'exile-top', player: 'alice', faceDown: true, exiledWith: { source: asmodeus } },
    });
    expect(events.find((e) => e.type === 'ZoneChanged')).toMatchObject({
      object: island,
      from: 'library',
      to: 'exile',
      faceDown: true,
      exiledWith: { source: asmodeus },
    });
  });

  it("Necropotence: its controller's draw step is replaced by nothing, and the skip names the effect (614.10)", () => {
    const s = start({
      turn: 3,
      step: 'upkeep',
      players: [
        { id: 'alice', library: [{ card: 'Island' }], battlefield: [{ card: 'Necropotence' }] },
        { id: 'bob' },
      ],
    });
    const necropotence = idOf(s, 'Necropotence');
    const { events, state } = play(s, passes);
    expect(events.find((e) => e.type === 'ReplacementApplied')).toMatchObject({
      effect: {
        id: `${necropotence}#0`,
        source: necropotence,
        name: 'Necropotence',
        text: 'Skip your draw step.',
      },
      before: { kind: 'step', step: 'draw', player: 'alice' },
      after: { kind: 'step', step: 'draw', player: 'alice', skipped: true },
    });
    expect(events.find((e) => e.type === 'StepSkipped')).toEqual({
      type: 'StepSkipped',
      step: 'draw',
      effect: `${necropotence}#0`,
    });
    expect(events.some((e) => e.type === 'StepBegan' && e.step === 'draw')).toBe(false);
    expect(state.turn.step).toBe('main1');
  });
});
