// 614.12a, 707.5: choices made as a permanent enters are decisions of its controller, recorded in the
// entering event and in the audit trail (`ReplacementApplied` names the effect, who chose, before, after).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import type { Command } from '../data/commands/command.js';
import { eventsOf, idsOf, playAll, startAt, type Played } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };
const cards = (...names: string[]) => names.map((card) => ({ card }));
const pass = (player: string): Command => ({ type: 'PassPriority', player });

function castAndResolve(hand: string, lands: string[], bob: string[] = []): Played {
  const state = startAt(ctx, {
    players: [
      { id: 'alice', hand: cards(hand), battlefield: cards(...lands) },
      { id: 'bob', battlefield: cards(...bob) },
    ],
  });
  const card = idsOf(state, hand, 'hand')[0]!;
  return playAll(
    ctx,
    { state, events: [] },
    { type: 'CastSpell', player: 'alice', card },
    pass('alice'),
    pass('bob'),
  );
}

const choose = (decision: string, ...ids: string[]): Command => ({
  type: 'MakeChoice',
  player: 'alice',
  decision,
  answer: { kind: 'options', ids },
});

describe('614.12a: "As Voice of All enters, choose a color"', () => {
  const asked = () => castAndResolve('Voice of All', ['Plains', 'Plains', 'Plains', 'Plains']);

  it('asks its controller for one of the five colors while it is still on the stack', () => {
    const { state } = asked();
    expect(state.decision).toMatchObject({
      player: 'alice',
      kind: 'color',
      min: 1,
      max: 1,
      options: [
        { id: 'W', label: 'white' },
        { id: 'U', label: 'blue' },
        { id: 'B', label: 'black' },
        { id: 'R', label: 'red' },
        { id: 'G', label: 'green' },
      ],
    });
    expect(state.stack.map((id) => objectOf(state, id)!.name)).toEqual(['Voice of All']);
  });

  it('records the choice in the audit trail and in the entering event', () => {
    const before = asked();
    const { state, events } = playAll(
      ctx,
      { state: before.state, events: [] },
      choose(before.state.decision!.id, 'U'),
    );
    const [applied] = eventsOf(events, 'ReplacementApplied');
    expect(applied).toMatchObject({
      effect: { name: 'Voice of All', text: 'As Voice of All enters, choose a color.' },
      chooser: 'alice',
      before: { kind: 'move', to: 'battlefield' },
      after: { kind: 'move', to: 'battlefield', chosen: { color: 'U' } },
    });
    expect(applied!.before).not.toHaveProperty('chosen');
    expect(eventsOf(events, 'ZoneChanged')).toEqual([
      expect.objectContaining({ to: 'battlefield', chosen: { color: 'U' } }),
    ]);
    const voice = idsOf(state, 'Voice of All')[0]!;
    expect(objectOf(state, voice)!.chosen).toEqual({ color: 'U' });
  });

  it('refuses an answer that is not a color (117.1)', () => {
    const { state } = asked();
    const result = decide(choose(state.decision!.id, 'purple'), state, ctx);
    expect(result).toMatchObject({ ok: false, rejection: { code: 'ANSWER_INVALID', rule: '117.1' } });
  });
});

describe('707.5: "You may have Clone enter as a copy of any creature on the battlefield"', () => {
  const asked = () =>
    castAndResolve('Clone', ['Island', 'Island', 'Island', 'Island'], ['Serra Angel', 'Orb of Dreams']);

  it('offers the creatures on the battlefield, or none', () => {
    const { state } = asked();
    const angel = idsOf(state, 'Serra Angel')[0]!;
    expect(state.decision).toMatchObject({
      player: 'alice',
      kind: 'cards',
      min: 0,
      max: 1,
      options: [{ id: angel, label: 'Serra Angel' }],
    });
  });

  it('records the copiable values it gets, then the effects that apply to the copy (616.1c first)', () => {
    const before = asked();
    const angel = idsOf(before.state, 'Serra Angel')[0]!;
    const { events } = playAll(
      ctx,
      { state: before.state, events: [] },
      choose(before.state.decision!.id, angel),
    );
    const applied = eventsOf(events, 'ReplacementApplied');
    expect(applied.map((e) => [e.effect.name, e.chooser])).toEqual([
      ['Clone', 'alice'],
      ['Orb of Dreams', undefined],
    ]);
    expect(applied[0]!.after).toMatchObject({ copyOf: { name: 'Serra Angel' } });
    expect(eventsOf(events, 'ZoneChanged')).toEqual([
      expect.objectContaining({ to: 'battlefield', copyOf: { name: 'Serra Angel' }, tapped: true }),
    ]);
  });
});
