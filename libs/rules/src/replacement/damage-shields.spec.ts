// 609.7, 614.9, 615: shields against damage from a chosen source, redirection shields, and damage
// that can't be prevented, as the audit trail records them: the choice of a source (only legal
// sources offered), the effect created, each prevention and redirection, and what stays in place.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import type { GameEvent } from '../data/events/game-event.js';
import type { GameState } from '../data/state/game-state.js';
import { idsOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

const ctx = { cards: cardCatalogue };

interface Played {
  state: GameState;
  events: GameEvent[];
}

function play({ state, events }: Played, ...commands: Command[]): Played {
  for (const command of commands) {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(`${result.rejection.rule}: ${result.rejection.message}`);
    state = result.state;
    events = [...events, ...result.events];
  }
  return { state, events };
}

const pass = (player: string): Command => ({ type: 'PassPriority', player });
const cards = (...names: string[]) => names.map((card) => ({ card }));
const ofType = <T extends GameEvent['type']>(events: GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('609.7a: choosing the source of damage for Circle of Protection: Red', () => {
  const start = (): Played => {
    const state = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: cards('Lightning Bolt'),
          battlefield: cards('Hill Giant', 'Raging Goblin', 'Grizzly Bears', 'Mountain'),
        },
        { id: 'bob', battlefield: cards('Circle of Protection: Red', 'Plains') },
      ],
    });
    return { state, events: [] };
  };

  it('offers only the red sources, records the chosen one, and prevents its next damage once', () => {
    let p = start();
    const bolt = idsOf(p.state, 'Lightning Bolt', 'hand')[0]!;
    const circle = idsOf(p.state, 'Circle of Protection: Red')[0]!;
    p = play(
      p,
      { type: 'CastSpell', player: 'alice', card: bolt, targets: [['bob']] },
      pass('alice'),
      { type: 'ActivateAbility', player: 'bob', source: circle, ability: 0 },
      pass('bob'),
      pass('alice'),
    );
    const spell = p.state.stack[0]!;
    expect(p.state.decision).toMatchObject({ player: 'bob', kind: 'source' });
    const offered = p.state.decision!.options.map((o) => objectOf(p.state, o.id)!.name).sort();
    expect(offered).toEqual(['Hill Giant', 'Lightning Bolt', 'Raging Goblin']);
    p = play(p, { type: 'MakeChoice', player: 'bob', answer: { kind: 'options', ids: [spell] } });
    const [created] = ofType(p.events, 'EffectCreated');
    expect(created!.effect).toMatchObject({
      affected: ['bob'],
      change: { kind: 'prevent-next-damage-from-source', from: { objects: [spell] } },
    });
    p = play(p, pass('alice'), pass('bob'));
    expect(ofType(p.events, 'DamagePrevented')).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ id: created!.effect.id }),
        source: spell,
        target: 'bob',
        amount: 3,
      }),
    ]);
    expect(ofType(p.events, 'DamageDealt')).toEqual([]);
    expect(p.state.players[1]!.life).toBe(20);
    expect(p.state.effects.map((e) => e.id)).not.toContain(created!.effect.id); // 615.8: used up
  });
});

describe('609.7b: a shield whose chosen source no longer matches prevents nothing and stays', () => {
  it("Hill Giant made white deals its combat damage; Circle of Protection: Red's shield is still there", () => {
    const state = startAt(ctx, {
      step: 'beginning-of-combat',
      players: [
        { id: 'alice', battlefield: cards('Hill Giant') },
        {
          id: 'bob',
          hand: cards('Niveous Wisps'),
          library: cards('Island'),
          battlefield: cards('Circle of Protection: Red', 'Plains', 'Plains'),
        },
      ],
    });
    const giant = idsOf(state, 'Hill Giant')[0]!;
    const circle = idsOf(state, 'Circle of Protection: Red')[0]!;
    let p = play({ state, events: [] }, pass('alice'), pass('bob'));
    p = play(p, {
      type: 'DeclareAttackers',
      player: 'alice',
      attackers: [{ attacker: giant, defender: 'bob' }],
    });
    p = play(p, pass('alice'), pass('bob'), { type: 'DeclareBlockers', player: 'bob', blocks: [] });
    p = play(p, pass('alice'), { type: 'ActivateAbility', player: 'bob', source: circle, ability: 0 });
    p = play(p, pass('bob'), pass('alice'));
    const shield = ofType(p.events, 'EffectCreated')[0]!.effect;
    expect(shield.change).toMatchObject({ from: { objects: [giant] } }); // the only red source: not asked
    const wisps = idsOf(p.state, 'Niveous Wisps', 'hand')[0]!;
    p = play(p, pass('alice'), { type: 'CastSpell', player: 'bob', card: wisps, targets: [[giant]] });
    p = play({ ...p, events: [] }, pass('bob'), pass('alice'), pass('alice'), pass('bob'));
    expect(ofType(p.events, 'DamagePrevented')).toEqual([]);
    expect(ofType(p.events, 'DamageDealt')).toEqual([
      expect.objectContaining({ source: giant, target: 'bob', amount: 3, combat: true }),
    ]);
    expect(p.state.effects.map((e) => e.id)).toContain(shield.id);
  });
});

describe("614.9: Harm's Way's redirection in the audit trail", () => {
  it('records the damage before and after, deals the rest to the original recipient, and is used up', () => {
    const state = startAt(ctx, {
      players: [
        { id: 'alice', hand: cards("Harm's Way"), battlefield: cards('Plains') },
        { id: 'bob', hand: cards('Lightning Bolt'), battlefield: cards('Mountain', 'Hill Giant') },
      ],
    });
    const giant = idsOf(state, 'Hill Giant')[0]!;
    const bolt = idsOf(state, 'Lightning Bolt', 'hand')[0]!;
    const harmsWay = idsOf(state, "Harm's Way", 'hand')[0]!;
    let p = play({ state, events: [] }, pass('alice'), {
      type: 'CastSpell',
      player: 'bob',
      card: bolt,
      targets: [['alice']],
    });
    const spell = p.state.stack[0]!;
    p = play(p, pass('bob'), { type: 'CastSpell', player: 'alice', card: harmsWay, targets: [[giant]] });
    p = play(p, pass('alice'), pass('bob'));
    expect(p.state.decision).toMatchObject({ player: 'alice', kind: 'source' });
    p = play(p, { type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [spell] } });
    const shield = ofType(p.events, 'EffectCreated')[0]!.effect;
    expect(shield.change).toEqual({
      kind: 'redirect-damage-from-source',
      from: { objects: [spell], spec: {} },
      remaining: 2,
      to: giant,
    });
    p = play({ ...p, events: [] }, pass('alice'), pass('bob'));
    expect(ofType(p.events, 'ReplacementApplied')).toEqual([
      expect.objectContaining({
        effect: expect.objectContaining({ id: shield.id, name: "Harm's Way" }),
        before: { kind: 'damage', source: spell, target: 'alice', amount: 3, combat: false },
        after: { kind: 'damage', source: spell, target: giant, amount: 2, combat: false },
      }),
    ]);
    expect(ofType(p.events, 'DamageDealt').map((e) => [e.target, e.amount])).toEqual([
      [giant, 2],
      ['alice', 1],
    ]);
    expect(p.state.effects.map((e) => e.id)).not.toContain(shield.id);
  });
});

describe('609.7a: with no legal source, the effect does nothing', () => {
  it('Forcefield activated before any creature is unblocked creates no shield and asks nothing', () => {
    const state = startAt(ctx, {
      players: [{ id: 'alice', battlefield: cards('Forcefield', 'Plains', 'Hill Giant') }, { id: 'bob' }],
    });
    const forcefield = idsOf(state, 'Forcefield')[0]!;
    const p = play(
      { state, events: [] },
      { type: 'ActivateAbility', player: 'alice', source: forcefield, ability: 0 },
      pass('alice'),
      pass('bob'),
    );
    expect(p.state.decision).toBeNull();
    expect(ofType(p.events, 'EffectCreated')).toEqual([]);
  });
});

describe("615.12: a shield doesn't reduce or count damage that can't be prevented", () => {
  it("Test of Faith after Skullcrack: Shock's 2 damage is dealt, no counter is put, the shield keeps its 3", () => {
    const state = startAt(ctx, {
      players: [
        { id: 'alice', hand: cards('Test of Faith'), battlefield: cards('Plains', 'Plains', 'Hill Giant') },
        {
          id: 'bob',
          hand: cards('Skullcrack', 'Shock'),
          battlefield: cards('Mountain', 'Mountain', 'Mountain'),
        },
      ],
    });
    const giant = idsOf(state, 'Hill Giant')[0]!;
    const [skullcrack, shock] = [idsOf(state, 'Skullcrack', 'hand')[0]!, idsOf(state, 'Shock', 'hand')[0]!];
    const faith = idsOf(state, 'Test of Faith', 'hand')[0]!;
    let p = play(
      { state, events: [] },
      { type: 'CastSpell', player: 'alice', card: faith, targets: [[giant]] },
      pass('alice'),
      pass('bob'),
      pass('alice'),
      { type: 'CastSpell', player: 'bob', card: skullcrack, targets: [['alice']] },
      pass('bob'),
      pass('alice'),
    );
    const shield = ofType(p.events, 'EffectCreated').find((e) => e.effect.change.kind === 'prevent-damage')!;
    p = play(
      { ...p, events: [] },
      pass('alice'),
      { type: 'CastSpell', player: 'bob', card: shock, targets: [[giant]] },
      pass('bob'),
      pass('alice'),
    );
    expect(ofType(p.events, 'DamagePrevented')).toEqual([]);
    expect(ofType(p.events, 'CountersAdded')).toEqual([]);
    expect(objectOf(p.state, giant)).toMatchObject({ damage: 2, counters: {} });
    expect(p.state.effects.find((e) => e.id === shield.effect.id)?.change).toMatchObject({ remaining: 3 });
  });
});
