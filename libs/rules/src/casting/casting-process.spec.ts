// Casting step by step (601.2, 730; seeds 409.1, 422): `AnnounceSpell`, the decisions of 601.2b-d,
// `PayCost`, `CancelCasting`, and the reversal of a casting that can't be completed (730.1), with a
// property test over random casts: after a reversal the state is the state before the announcement.
import { describe, expect, it } from '@jest/globals';
import type { Command } from '../commands/command.js';
import { decide } from '../decide.js';
import type { GameEvent } from '../events/game-event.js';
import { evolveAll } from '../evolve.js';
import { legalActions } from '../legal-actions.js';
import type { PlayerSpec } from '../setup/position.js';
import type { GameState } from '../state/game-state.js';
import { contextWith, eventsOf, idsOf, resolveStack, startAt } from '../testing/play.js';

const ctx = contextWith();

/** A game being played in a spec: the state, and the events of the last command. */
class Table {
  events: GameEvent[] = [];
  constructor(public state: GameState) {}

  static at(alice: Omit<PlayerSpec, 'id'>, bob: Omit<PlayerSpec, 'id'> = {}): Table {
    return new Table(
      startAt(ctx, {
        players: [
          { id: 'alice', ...alice },
          { id: 'bob', ...bob },
        ],
      }),
    );
  }

  play(command: Command): GameEvent[] {
    const result = decide(command, this.state, ctx);
    if (!result.ok)
      throw new Error(`${result.rejection.code} ${result.rejection.rule}: ${result.rejection.message}`);
    this.state = result.state;
    this.events = result.events;
    return result.events;
  }

  refused(command: Command) {
    const result = decide(command, this.state, ctx);
    if (result.ok) throw new Error(`${command.type} was accepted`);
    return result.rejection;
  }

  id(name: string, where: 'battlefield' | 'hand' | 'graveyard' = 'battlefield'): string {
    return idsOf(this.state, name, where)[0]!;
  }

  choose(...ids: string[]): GameEvent[] {
    return this.play({ type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids } });
  }
}

/** The state without its id and timestamp counters, which go on after a reversal (no id is given twice). */
function comparable(state: GameState): Omit<GameState, 'nextId' | 'nextTimestamp'> {
  const { nextId: _id, nextTimestamp: _ts, ...rest } = state;
  return JSON.parse(JSON.stringify(rest));
}

const reversalOf = (events: GameEvent[]) => eventsOf(events, 'IllegalActionReversed')[0];

describe('casting a spell step by step (601.2)', () => {
  it('601.2a-i: the card moves to the stack, each choice is asked in order, PayCost pays; its caster gets priority', () => {
    const t = Table.at(
      { hand: [{ card: 'Izzet Charm' }], battlefield: [{ card: 'Island' }, { card: 'Mountain' }] },
      { battlefield: [{ card: 'Hill Giant' }, { card: 'Raging Goblin' }] },
    );
    const charm = t.id('Izzet Charm', 'hand');
    // 601.2a: announced, the card is on the stack under its caster's control; then the modes (700.2).
    expect(t.play({ type: 'AnnounceSpell', player: 'alice', card: charm }).map((e) => e.type)).toEqual([
      'SpellAnnounced',
      'ZoneChanged',
      'DecisionRequested',
    ]);
    expect(t.state.stack.map((id) => t.state.objects[id]!.name)).toEqual(['Izzet Charm']);
    expect(t.state.decision).toMatchObject({ player: 'alice', kind: 'modes', min: 1, max: 1 });
    expect(t.state.decision!.options.map((o) => o.id)).toEqual(['1', '2', '3']);
    t.choose('2');
    // 601.2c: the targets of the chosen mode only: the creatures.
    expect(t.state.decision).toMatchObject({ kind: 'targets', min: 1, max: 1 });
    const giant = t.id('Hill Giant');
    expect(t.state.decision!.options.map((o) => o.id)).toEqual([giant, t.id('Raging Goblin')]);
    t.choose(giant);
    // 601.2f-g: the total cost is locked in; the payment is asked.
    expect(t.state.decision).toMatchObject({
      kind: 'payment',
      prompt: expect.stringContaining('Pay {U}{R}'),
    });
    t.play({ type: 'PayCost', player: 'alice' });
    expect(t.events.map((e) => e.type)).toEqual([
      'DecisionAnswered',
      'PermanentTapped',
      'ManaAdded',
      'PermanentTapped',
      'ManaAdded',
      'ManaSpent',
      'SpellCast',
      'PriorityGiven',
    ]);
    expect(eventsOf(t.events, 'SpellCast')[0]!.stack).toMatchObject({ modes: [2], targets: [[giant]] });
    expect(t.state.action).toBeUndefined();
    expect(t.state.turn.priority).toBe('alice');
    t.state = resolveStack(ctx, t.state);
    expect(t.state.objects[giant]!.damage).toBe(2);
  });

  it('601.2b: the way to cast it, the kicker and X are asked; a choice with one option is not', () => {
    const fow = Table.at({
      hand: [{ card: 'Force of Will' }, { card: 'Counterspell' }],
      life: 20,
      battlefield: [{ card: 'Island' }],
    });
    fow.play({ type: 'AnnounceSpell', player: 'alice', card: fow.id('Force of Will', 'hand') });
    expect(fow.state.decision).toMatchObject({ kind: 'option' });
    expect(fow.state.decision!.options.map((o) => o.id)).toEqual(['mana cost', 'Force of Will']);
    // No spell on the stack to counter: after the way to cast it, the targets can't be chosen.
    fow.choose('Force of Will');
    expect(reversalOf(fow.events)).toMatchObject({ step: 'choose-targets', rule: '601.2c' });

    const vines = Table.at(
      { hand: [{ card: 'Vines of Vastwood' }], battlefield: [{ card: 'Forest' }, { card: 'Forest' }] },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    vines.play({ type: 'AnnounceSpell', player: 'alice', card: vines.id('Vines of Vastwood', 'hand') });
    expect(vines.state.decision).toMatchObject({ kind: 'yes-no' });
    vines.play({ type: 'MakeChoice', player: 'alice', answer: { kind: 'yes-no', yes: true } });
    // Hill Giant is the only creature: the target is not asked.
    expect(vines.state.decision).toMatchObject({
      kind: 'payment',
      prompt: expect.stringContaining('Pay {G}{G}'),
    });

    const fireball = Table.at(
      { hand: [{ card: 'Fireball' }], battlefield: [{ card: 'Mountain' }, { card: 'Mountain' }] },
      { battlefield: [{ card: 'Raging Goblin' }] },
    );
    fireball.play({ type: 'AnnounceSpell', player: 'alice', card: fireball.id('Fireball', 'hand') });
    // 107.3: X from 0 to what could be paid: two lands.
    expect(fireball.state.decision).toMatchObject({ kind: 'number', min: 0, max: 2 });
    fireball.play({ type: 'MakeChoice', player: 'alice', answer: { kind: 'number', value: 1 } });
    const goblin = fireball.id('Raging Goblin');
    fireball.choose(goblin);
    fireball.play({ type: 'PayCost', player: 'alice' });
    expect(eventsOf(fireball.events, 'SpellCast')[0]).toMatchObject({ cost: '{1}{R}', stack: { x: 1 } });
  });

  it('601.2d: the division is asked when there is more than one, at least 1 to each target', () => {
    const t = Table.at(
      {
        hand: [{ card: 'Arc Lightning' }],
        battlefield: [{ card: 'Mountain' }, { card: 'Mountain' }, { card: 'Mountain' }],
      },
      { battlefield: [{ card: 'Raging Goblin' }] },
    );
    const goblin = t.id('Raging Goblin');
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Arc Lightning', 'hand') });
    t.choose(goblin, 'bob');
    expect(t.state.decision).toMatchObject({ kind: 'division', min: 3, max: 3 });
    expect(t.state.decision!.options.map((o) => o.id)).toEqual([goblin, 'bob']);
    const divide = (amounts: Record<string, number>): Command => ({
      type: 'MakeChoice',
      player: 'alice',
      answer: { kind: 'assignment', amounts },
    });
    expect(t.refused(divide({ [goblin]: 3, bob: 0 }))).toMatchObject({
      code: 'DIVISION_INVALID',
      rule: '601.2d',
    });
    t.play(divide({ [goblin]: 1, bob: 2 }));
    t.play({ type: 'PayCost', player: 'alice' });
    expect(eventsOf(t.events, 'SpellCast')[0]!.stack.division).toEqual({ [goblin]: 1, bob: 2 });
  });

  it('601.2d, 730.1: an amount too small to give each target 1 makes the casting illegal: it is reversed', () => {
    const t = Table.at(
      {
        hand: [{ card: 'Rolling Thunder' }],
        battlefield: [{ card: 'Mountain' }, { card: 'Mountain' }, { card: 'Mountain' }],
      },
      { battlefield: [{ card: 'Raging Goblin' }] },
    );
    const before = t.state;
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Rolling Thunder', 'hand') });
    t.play({ type: 'MakeChoice', player: 'alice', answer: { kind: 'number', value: 1 } });
    t.choose(t.id('Raging Goblin'), 'bob');
    expect(reversalOf(t.events)).toMatchObject({ step: 'divide', rule: '601.2d', kept: [] });
    expect(comparable(t.state)).toEqual(comparable(before));
  });

  it('an answer the rules refuse is refused, and the same decision stays pending', () => {
    const t = Table.at(
      { hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Lightning Bolt', 'hand') });
    const pending = t.state.decision;
    expect(
      t.refused({ type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: ['nobody'] } }),
    ).toMatchObject({ code: 'ANSWER_INVALID' });
    // Only the caster acts while the casting asks them (117.1); the opponent may concede (104.3a).
    expect(t.refused({ type: 'PassPriority', player: 'bob' })).toMatchObject({ code: 'NOT_YOUR_DECISION' });
    expect(t.refused({ type: 'CancelCasting', player: 'bob' })).toMatchObject({ code: 'NOT_CASTING' });
    expect(t.refused({ type: 'PayCost', player: 'alice' })).toMatchObject({ code: 'DECISION_PENDING' });
    expect(t.state.decision).toBe(pending);
  });

  it('CancelCasting without a casting, or PayCost without a payment asked, is refused', () => {
    const t = Table.at({ hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] });
    expect(t.refused({ type: 'CancelCasting', player: 'alice' })).toMatchObject({
      code: 'NOT_CASTING',
      rule: '601.2',
    });
    expect(t.refused({ type: 'PayCost', player: 'alice' })).toMatchObject({ code: 'NO_DECISION_PENDING' });
  });
});

describe('reversing an illegal casting (730.1, 730.2; seed 422)', () => {
  it('730.1: a spell with no legal target is reversed as it is announced; the state is as before', () => {
    const t = Table.at({
      hand: [{ card: 'Death Bomb' }],
      battlefield: [{ card: 'Swamp' }, { card: 'Blood Pet' }],
    });
    const before = t.state;
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Death Bomb', 'hand') });
    expect(t.events.map((e) => e.type)).toEqual(['SpellAnnounced', 'ZoneChanged', 'IllegalActionReversed']);
    expect(reversalOf(t.events)).toMatchObject({
      player: 'alice',
      action: 'cast',
      name: 'Death Bomb',
      step: 'choose-targets',
      rule: '601.2c',
      kept: [],
    });
    expect(comparable(t.state)).toEqual(comparable(before));
    // Ids go on: none of the reversed casting is given again.
    expect(t.state.nextId).toBeGreaterThan(before.nextId);
  });

  it('730.1: a payment that fails reverses it all: the mana ability is undone, its trigger removed, the player keeps priority (730.2)', () => {
    const t = Table.at(
      {
        hand: [{ card: 'Death Bomb' }],
        battlefield: [
          { card: 'Swamp' },
          { card: 'Blood Pet' },
          { card: 'Grizzly Bears' },
          { card: 'Murder of Crows' },
        ],
      },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    const before = t.state;
    const pet = t.id('Blood Pet');
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Death Bomb', 'hand') });
    t.choose(t.id('Hill Giant'));
    // 601.2g: Blood Pet sacrificed for {B} while paying: Murder of Crows triggers.
    t.play({ type: 'ActivateManaAbility', player: 'alice', source: pet });
    expect(t.state.objects[pet]).toBeUndefined();
    expect(t.state.pendingTriggers.map((p) => p.sourceName)).toEqual(['Murder of Crows']);
    expect(t.state.decision).toMatchObject({ kind: 'payment' });
    // {3}{B} with a Swamp and {B}: it can't be paid (601.2h).
    t.play({ type: 'PayCost', player: 'alice', sacrifice: [t.id('Grizzly Bears')] });
    expect(reversalOf(t.events)).toMatchObject({ step: 'activate-mana-abilities', rule: '601.2h', kept: [] });
    expect(comparable(t.state)).toEqual(comparable(before));
    expect(t.state.objects[pet]).toMatchObject({ zone: 'battlefield', tapped: false });
    expect(t.state.pendingTriggers).toEqual([]);
    expect(t.state.players[0]!.manaPool.B).toBe(0);
    expect(t.state.turn.priority).toBe('alice');
    // 730.2: she may take another action, or redo it.
    expect(legalActions(t.state, 'alice', ctx).map((c) => c.type)).toContain('PassPriority');
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Death Bomb', 'hand') });
    expect(t.state.decision).toMatchObject({ player: 'alice', kind: 'targets' });
  });

  it('730.1: CancelCasting reverses it at any decision of the casting, as a cancellation', () => {
    const t = Table.at(
      { hand: [{ card: 'Lightning Bolt' }], battlefield: [{ card: 'Mountain' }] },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    const before = t.state;
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Lightning Bolt', 'hand') });
    t.play({ type: 'CancelCasting', player: 'alice' });
    expect(reversalOf(t.events)).toMatchObject({
      step: 'choose-targets',
      rule: '730.1',
      cancelled: true,
      reason: 'alice cancelled casting Lightning Bolt',
    });
    expect(comparable(t.state)).toEqual(comparable(before));
  });

  it('730.1: a mana ability that moved a card into a library is not reversed: the card stays there, its mana in the pool', () => {
    const alice = {
      hand: [{ card: 'Death Bomb' }],
      library: [{ card: 'Island' }, { card: 'Island' }],
      battlefield: [
        { card: 'Swamp' },
        { card: "Ashnod's Altar" },
        { card: 'Darksteel Colossus' },
        { card: 'Grizzly Bears' },
      ],
    };
    const t = Table.at(alice, { battlefield: [{ card: 'Hill Giant' }] });
    const before = t.state;
    const [altar, colossus, bears] = ["Ashnod's Altar", 'Darksteel Colossus', 'Grizzly Bears'].map((n) =>
      t.id(n),
    );
    t.play({ type: 'AnnounceSpell', player: 'alice', card: t.id('Death Bomb', 'hand') });
    t.choose(t.id('Hill Giant'));
    // Darksteel Colossus, sacrificed for {C}{C}, is shuffled into its owner's library instead.
    t.play({ type: 'ActivateManaAbility', player: 'alice', source: altar!, sacrifice: [colossus!] });
    t.play({ type: 'CancelCasting', player: 'alice' });
    const reversal = reversalOf(t.events)!;
    expect(reversal.kept.map((e) => e.type)).toEqual([
      'ReplacementApplied',
      'CardRevealed',
      'ZoneChanged',
      'LibraryShuffled',
      'ManaAdded',
    ]);
    const me = t.state.players[0]!;
    expect(me.library.map((id) => t.state.objects[id]!.name).sort()).toEqual([
      'Darksteel Colossus',
      'Island',
      'Island',
    ]);
    expect(me.manaPool.C).toBe(2);
    expect(me.hand.map((id) => t.state.objects[id]!.name)).toEqual(['Death Bomb']);
    expect(t.state.objects[bears!]).toMatchObject({ zone: 'battlefield' });
    expect(comparable(t.state)).toEqual(comparable(evolveAll(before, reversal.kept)));

    // The same with Grizzly Bears, which goes to the graveyard: all of it is reversed.
    const u = Table.at(alice, { battlefield: [{ card: 'Hill Giant' }] });
    u.play({ type: 'AnnounceSpell', player: 'alice', card: u.id('Death Bomb', 'hand') });
    u.choose(u.id('Hill Giant'));
    u.play({ type: 'ActivateManaAbility', player: 'alice', source: altar!, sacrifice: [bears!] });
    u.play({ type: 'CancelCasting', player: 'alice' });
    expect(reversalOf(u.events)!.kept).toEqual([]);
    expect(comparable(u.state)).toEqual(comparable(before));
  });
});

/** A small seeded random generator (mulberry32), so that the property test is repeatable. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SPELLS = [
  'Lightning Bolt',
  'Forked Bolt',
  'Death Bomb',
  "Altar's Reap",
  'Izzet Charm',
  'Fireball',
  'Arc Lightning',
  'Rolling Thunder',
  'Vines of Vastwood',
  'Force of Will',
  'Gitaxian Probe',
  'Duress',
  'Brainstorm',
  'Counterspell',
];
const PERMANENTS = [
  'Mountain',
  'Swamp',
  'Island',
  'Forest',
  'Blood Pet',
  'Grizzly Bears',
  'Murder of Crows',
  'Thunderscape Familiar',
  "Ashnod's Altar",
  'Darksteel Colossus',
  'Sphere of Resistance',
];

describe('property: a reversed casting leaves the game as it was before the announcement (730.1)', () => {
  it('over 300 random casts: the state after the reversal is the state before, with only what 730.1 keeps', () => {
    const outcomes = { cast: 0, reversed: 0, cancelled: 0, kept: 0 };
    for (let seed = 1; seed <= 300; seed++) {
      const dice = random(seed);
      const pick = <T>(items: readonly T[]): T => items[Math.floor(dice() * items.length)]!;
      const some = (items: readonly string[], most: number) =>
        Array.from({ length: Math.floor(dice() * (most + 1)) }, () => ({ card: pick(items) }));
      const t = Table.at(
        {
          hand: [{ card: pick(SPELLS) }, ...some(SPELLS, 2), { card: 'Island' }],
          library: some(['Island', 'Swamp'], 3),
          battlefield: some(PERMANENTS, 6),
        },
        { hand: some(SPELLS, 2), battlefield: some(['Hill Giant', 'Raging Goblin', 'Swamp'], 3) },
      );
      const before = t.state;
      const announce = legalActions(before, 'alice', ctx).filter((c) => c.type === 'AnnounceSpell');
      if (!announce.length) continue;
      t.play(pick(announce));
      const events = [...t.events];
      // The player answers at random among the answers offered, cancelling at times, until it ends.
      for (let step = 0; t.state.action && step < 30; step++) {
        const actions = legalActions(t.state, 'alice', ctx).filter((c) => c.type !== 'Concede');
        const cancel = actions.find((c) => c.type === 'CancelCasting');
        t.play(cancel && dice() < 0.15 ? cancel : pick(actions.filter((c) => c !== cancel)));
        events.push(...t.events);
      }
      expect(t.state.action).toBeUndefined();
      const reversal = reversalOf(events);
      if (!reversal) {
        expect(eventsOf(events, 'SpellCast')).toHaveLength(1);
        outcomes.cast++;
        continue;
      }
      outcomes[reversal.cancelled ? 'cancelled' : 'reversed']++;
      if (reversal.kept.length) outcomes.kept++;
      // 730.1: as it was, apart from moves into or out of a library and what caused them.
      expect(comparable(t.state)).toEqual(comparable(evolveAll(before, reversal.kept)));
      expect(
        reversal.kept.every((e) => e.type !== 'ZoneChanged' || e.to === 'library' || e.from === 'library'),
      ).toBe(true);
      // 730.2: the player who had priority keeps it; nothing waits.
      expect({ priority: t.state.turn.priority, decision: t.state.decision }).toEqual({
        priority: 'alice',
        decision: null,
      });
    }
    // Every outcome happened.
    expect(outcomes.cast).toBeGreaterThan(10);
    expect(outcomes.reversed).toBeGreaterThan(10);
    expect(outcomes.cancelled).toBeGreaterThan(10);
    expect(outcomes.kept).toBeGreaterThan(0);
  });
});
