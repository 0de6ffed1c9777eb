// Casting step by step (601.2, 730; seeds 409.1, 422): `AnnounceSpell`, the decisions of 601.2b-d,
// `PayCost`, `CancelCasting`, and the reversal of a casting that can't be completed (730.1); the same
// for activating an ability (602.2: `AnnounceAbility`), with property tests over random casts and
// activations: after a reversal the state is the state before the announcement.
import { describe, expect, it } from '@jest/globals';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import type { GameEvent } from '../data/events/game-event.js';
import { evolveAll } from '../evolve/evolve.js';
import { legalActions, legalCandidates } from '../legal-actions.js';
import type { PlayerSpec } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';
import { contextWith, eventsOf, idsOf, resolveStack, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

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
    expect(
      typesUpTo(t.play({ type: 'AnnounceSpell', player: 'alice', card: charm }), 'DecisionRequested'),
    ).toEqual(['SpellAnnounced', 'ZoneChanged', 'DecisionRequested']);
    expect(t.state.stack.map((id) => objectOf(t.state, id)!.name)).toEqual(['Izzet Charm']);
    expect(t.state.decision).toMatchObject({ player: 'alice', kind: 'modes', min: 1, max: 1 });
    // 700.2a: the counter mode can't be chosen, with no spell to target.
    expect(t.state.decision!.options.map((o) => o.id)).toEqual(['2', '3']);
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
    expect(objectOf(t.state, giant)!.damage).toBe(2);
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
    expect(objectOf(t.state, pet)).toBeUndefined();
    expect(t.state.pendingTriggers.map((p) => p.sourceName)).toEqual(['Murder of Crows']);
    expect(t.state.decision).toMatchObject({ kind: 'payment' });
    // {3}{B} with a Swamp and {B}: it can't be paid (601.2h).
    t.play({ type: 'PayCost', player: 'alice', sacrifice: [t.id('Grizzly Bears')] });
    expect(reversalOf(t.events)).toMatchObject({ step: 'activate-mana-abilities', rule: '601.2h', kept: [] });
    expect(comparable(t.state)).toEqual(comparable(before));
    expect(objectOf(t.state, pet)).toMatchObject({ zone: 'battlefield', tapped: false });
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
    expect(me.library.map((id) => objectOf(t.state, id)!.name).sort()).toEqual([
      'Darksteel Colossus',
      'Island',
      'Island',
    ]);
    expect(me.manaPool.C).toBe(2);
    expect(me.hand.map((id) => objectOf(t.state, id)!.name)).toEqual(['Death Bomb']);
    expect(objectOf(t.state, bears!)).toMatchObject({ zone: 'battlefield' });
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

/** The types of the events, up to the last one of `last`'s type (later bookkeeping events left out). */
function typesUpTo(events: GameEvent[], last: GameEvent['type']): string[] {
  const types = events.map((e) => e.type);
  return types.slice(0, types.lastIndexOf(last) + 1);
}

describe('activating an ability step by step (602.2; seed 409.1)', () => {
  it('602.2a-b, 602.2i: the ability is created on the stack, its target asked, then the payment; it becomes activated', () => {
    const t = Table.at(
      { battlefield: [{ card: 'Triskelion', counters: { '+1/+1': 3 } }] },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    const triskelion = t.id('Triskelion');
    const announce: Command = { type: 'AnnounceAbility', player: 'alice', source: triskelion, ability: 0 };
    // 602.2a: announced, the ability is on the stack, named after its source; then its target (601.2c).
    expect(typesUpTo(t.play(announce), 'DecisionRequested')).toEqual([
      'AbilityAnnounced',
      'AbilityPutOnStack',
      'DecisionRequested',
    ]);
    expect(t.state.stack.map((id) => objectOf(t.state, id)!.name)).toEqual(['Triskelion']);
    expect(t.state.action).toMatchObject({ kind: 'activate', player: 'alice', object: triskelion });
    expect(t.state.decision).toMatchObject({ player: 'alice', kind: 'targets', min: 1, max: 1 });
    expect(t.state.decision!.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['alice', 'bob', triskelion, t.id('Hill Giant')]),
    );
    t.choose('bob');
    // 601.2f-h: the cost is locked in, then paid: a +1/+1 counter removed.
    expect(t.state.decision).toMatchObject({
      kind: 'payment',
      prompt: 'Pay remove 1 +1/+1 for Triskelion (601.2g-h): activate mana abilities, then pay',
    });
    expect(objectOf(t.state, triskelion)!.counters['+1/+1']).toBe(3);
    t.play({ type: 'PayCost', player: 'alice' });
    expect(typesUpTo(t.events, 'PriorityGiven')).toEqual([
      'DecisionAnswered',
      'CountersRemoved',
      'AbilityActivated',
      'PriorityGiven',
    ]);
    expect(eventsOf(t.events, 'AbilityActivated')[0]!.stack).toMatchObject({
      targets: [['bob']],
      ability: { source: triskelion, index: 1 },
    });
    expect(t.state.action).toBeUndefined();
    expect(t.state.turn.priority).toBe('alice');
    t.state = resolveStack(ctx, t.state);
    expect(t.state.players[1]!.life).toBe(19);
    expect(objectOf(t.state, triskelion)!.counters['+1/+1']).toBe(2);
  });

  it('ActivateAbility takes the same steps at once: put on the stack, paid, activated', () => {
    const t = Table.at({ battlefield: [{ card: 'Triskelion', counters: { '+1/+1': 1 } }] });
    const triskelion = t.id('Triskelion');
    const activate: Command = {
      type: 'ActivateAbility',
      player: 'alice',
      source: triskelion,
      ability: 0,
      targets: [['bob']],
    };
    expect(typesUpTo(t.play(activate), 'AbilityActivated')).toEqual([
      'AbilityPutOnStack',
      'CountersRemoved',
      'AbilityActivated',
    ]);
    // 118.3: with no counter left, the cost can't be paid: refused at once, or reversed step by step.
    expect(t.refused(activate)).toMatchObject({ code: 'COST_UNPAYABLE', rule: '118.3' });
    const before = t.state;
    t.play({ type: 'AnnounceAbility', player: 'alice', source: triskelion, ability: 0 });
    t.choose('bob');
    t.play({ type: 'PayCost', player: 'alice' });
    expect(reversalOf(t.events)).toMatchObject({
      action: 'activate',
      name: 'Triskelion',
      step: 'activate-mana-abilities',
      rule: '118.3',
    });
    expect(comparable(t.state)).toEqual(comparable(before));
  });

  it('606.3, 107.3: a loyalty ability with −X asks X (at most the loyalty), once per turn, as a sorcery', () => {
    const t = Table.at(
      { battlefield: [{ card: 'Chandra Nalaar' }] },
      { battlefield: [{ card: 'Hill Giant' }] },
    );
    const chandra = t.id('Chandra Nalaar');
    const giant = t.id('Hill Giant');
    t.play({ type: 'AnnounceAbility', player: 'alice', source: chandra, ability: 1 });
    expect(t.state.decision).toMatchObject({ kind: 'number', min: 0, max: 6 });
    t.play({ type: 'MakeChoice', player: 'alice', answer: { kind: 'number', value: 2 } });
    // The only creature is the only legal target: not asked.
    expect(t.state.decision).toMatchObject({
      kind: 'payment',
      prompt: expect.stringContaining('−2 loyalty'),
    });
    t.play({ type: 'PayCost', player: 'alice' });
    expect(eventsOf(t.events, 'AbilityActivated')[0]!.stack).toMatchObject({ x: 2, targets: [[giant]] });
    expect(objectOf(t.state, chandra)!.counters.loyalty).toBe(4);
    // 606.3: not as a sorcery while the ability is on the stack, and only one loyalty ability a turn.
    const plus: Command = { type: 'AnnounceAbility', player: 'alice', source: chandra, ability: 0 };
    expect(t.refused(plus)).toMatchObject({ code: 'SORCERY_TIMING', rule: '606.3' });
    t.state = resolveStack(ctx, t.state);
    expect(objectOf(t.state, giant)!.damage).toBe(2);
    expect(t.refused(plus)).toMatchObject({ code: 'LOYALTY_ONCE_PER_TURN', rule: '606.3' });
  });

  it('602.5: an ability Deadlock Trap stopped can be announced by nobody; a mana ability is not announced (605.3)', () => {
    const t = Table.at(
      { battlefield: [{ card: 'Deadlock Trap' }, { card: 'Forest' }], counters: { energy: 1 } },
      { battlefield: [{ card: 'Triskelion', counters: { '+1/+1': 3 } }] },
    );
    const trap = t.id('Deadlock Trap');
    const triskelion = t.id('Triskelion');
    expect(
      t.refused({ type: 'AnnounceAbility', player: 'alice', source: t.id('Forest'), ability: 0 }),
    ).toMatchObject({ code: 'MANA_ABILITY', rule: '605.3' });
    t.play({ type: 'AnnounceAbility', player: 'alice', source: trap, ability: 0 });
    // Triskelion is its only legal target: the payment, {T} and {E}.
    expect(t.state.decision).toMatchObject({
      kind: 'payment',
      prompt: expect.stringContaining('{T}, pay 1 energy'),
    });
    t.play({ type: 'PayCost', player: 'alice' });
    t.state = resolveStack(ctx, t.state);
    t.play({ type: 'PassPriority', player: 'alice' });
    expect(t.state.turn.priority).toBe('bob');
    expect(
      t.refused({ type: 'AnnounceAbility', player: 'bob', source: triskelion, ability: 0 }),
    ).toMatchObject({ code: 'ACTIVATION_PROHIBITED', rule: '602.5' });
  });

  it('730.1: a payment that fails reverses the activation, the mana ability activated for it undone; cancelling reverses it too', () => {
    const t = Table.at({ battlefield: [{ card: 'Drudge Skeletons' }, { card: 'Forest' }] });
    const before = t.state;
    const skeletons = t.id('Drudge Skeletons');
    const forest = t.id('Forest');
    t.play({ type: 'AnnounceAbility', player: 'alice', source: skeletons, ability: 0 });
    expect(t.state.decision).toMatchObject({ kind: 'payment', prompt: expect.stringContaining('Pay {B}') });
    t.play({ type: 'ActivateManaAbility', player: 'alice', source: forest });
    expect(t.state.players[0]!.manaPool.G).toBe(1);
    // {B} can't be paid with {G} (601.2h).
    t.play({ type: 'PayCost', player: 'alice' });
    expect(reversalOf(t.events)).toMatchObject({
      action: 'activate',
      name: 'Drudge Skeletons',
      step: 'activate-mana-abilities',
      rule: '601.2h',
      kept: [],
    });
    expect(comparable(t.state)).toEqual(comparable(before));
    expect(objectOf(t.state, forest)!.tapped).toBe(false);
    expect(t.state.turn.priority).toBe('alice');

    t.play({ type: 'AnnounceAbility', player: 'alice', source: skeletons, ability: 0 });
    expect(legalActions(t.state, 'alice', ctx)).toContainEqual({ type: 'CancelCasting', player: 'alice' });
    t.play({ type: 'CancelCasting', player: 'alice' });
    expect(reversalOf(t.events)).toMatchObject({
      step: 'activate-mana-abilities',
      rule: '730.1',
      cancelled: true,
      reason: 'alice cancelled activating Drudge Skeletons',
    });
    expect(comparable(t.state)).toEqual(comparable(before));
  });

  it('730.1: an ability with no legal target is reversed as it is announced', () => {
    const t = Table.at({ battlefield: [{ card: 'Deadlock Trap' }], counters: { energy: 1 } });
    const before = t.state;
    t.play({ type: 'AnnounceAbility', player: 'alice', source: t.id('Deadlock Trap'), ability: 0 });
    expect(typesUpTo(t.events, 'IllegalActionReversed')).toEqual([
      'AbilityAnnounced',
      'AbilityPutOnStack',
      'IllegalActionReversed',
    ]);
    expect(reversalOf(t.events)).toMatchObject({ step: 'choose-targets', rule: '601.2c' });
    expect(comparable(t.state)).toEqual(comparable(before));
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

/** Outcomes of random step-by-step actions: each one completed, reversed, cancelled, or reversed keeping something. */
interface Outcomes {
  done: number;
  reversed: number;
  cancelled: number;
  kept: number;
}

/**
 * 730.1 over random games: alice announces one of the `announce` commands legal at a random
 * position, then answers at random among the answers offered, cancelling at times, until it ends;
 * when it is reversed, the state is the state before the announcement, but for what 730.1 keeps.
 */
function randomStepByStep(
  games: number,
  announce: 'AnnounceSpell' | 'AnnounceAbility',
  completed: 'SpellCast' | 'AbilityActivated',
  position: (pick: <T>(items: readonly T[]) => T, dice: () => number) => Omit<PlayerSpec, 'id'>,
): Outcomes {
  const outcomes = { done: 0, reversed: 0, cancelled: 0, kept: 0 };
  for (let seed = 1; seed <= games; seed++) {
    const dice = random(seed);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(dice() * items.length)]!;
    const some = (items: readonly string[], most: number) =>
      Array.from({ length: Math.floor(dice() * (most + 1)) }, () => ({ card: pick(items) }));
    const t = Table.at(position(pick, dice), {
      hand: some(SPELLS, 2),
      battlefield: some(['Hill Giant', 'Raging Goblin', 'Swamp'], 3),
    });
    const before = t.state;
    // Those the legal actions leave out too, that can't be completed (730.1 reverses them).
    const announcements = legalCandidates(before, 'alice', ctx)
      .map((c) => c.command)
      .filter((c) => c.type === announce);
    if (!announcements.length) continue;
    t.play(pick(announcements));
    const events = [...t.events];
    for (let step = 0; t.state.action && step < 30; step++) {
      const actions = [
        ...legalActions(t.state, 'alice', ctx).filter((c) => c.type !== 'Concede'),
        ...payingAnyway(t.state),
      ];
      const cancel = actions.find((c) => c.type === 'CancelCasting');
      t.play(cancel && dice() < 0.15 ? cancel : pick(actions.filter((c) => c !== cancel)));
      events.push(...t.events);
    }
    expect(t.state.action).toBeUndefined();
    const reversal = reversalOf(events);
    if (!reversal) {
      expect(eventsOf(events, completed)).toHaveLength(1);
      outcomes.done++;
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
  return outcomes;
}

/**
 * A payment the legal actions leave out because it can't be made (601.2h): sent anyway at times,
 * for the casting to be reversed (730.1).
 */
function payingAnyway(state: GameState): Command[] {
  const decision = state.decision;
  if (decision?.kind !== 'payment' || legalActions(state, 'alice', ctx).some((c) => c.type === 'PayCost'))
    return [];
  return [{ type: 'PayCost', player: 'alice', decision: decision.id }];
}

/** Permanents with activated abilities (and one card whose ability works from the hand). */
const SOURCES = [
  'Drudge Skeletons',
  'Hangarback Walker',
  'Deadlock Trap',
  'Chandra Nalaar',
  'Kiki-Jiki, Mirror Breaker',
  'Devoted Druid',
  'Sindbad',
];

describe('property: a reversed casting or activation leaves the game as it was before the announcement (730.1)', () => {
  it('over 300 random casts: the state after the reversal is the state before, with only what 730.1 keeps', () => {
    const outcomes = randomStepByStep(300, 'AnnounceSpell', 'SpellCast', (pick, dice) => {
      const some = (items: readonly string[], most: number) =>
        Array.from({ length: Math.floor(dice() * (most + 1)) }, () => ({ card: pick(items) }));
      return {
        hand: [{ card: pick(SPELLS) }, ...some(SPELLS, 2), { card: 'Island' }],
        library: some(['Island', 'Swamp'], 3),
        battlefield: some(PERMANENTS, 6),
      };
    });
    // Every outcome happened.
    expect(outcomes.done).toBeGreaterThan(10);
    expect(outcomes.reversed).toBeGreaterThan(10);
    expect(outcomes.cancelled).toBeGreaterThan(10);
    expect(outcomes.kept).toBeGreaterThan(0);
  });

  it('over 150 random activations (602.2): the same', () => {
    const outcomes = randomStepByStep(150, 'AnnounceAbility', 'AbilityActivated', (pick, dice) => {
      const some = (items: readonly string[], most: number) =>
        Array.from({ length: Math.floor(dice() * (most + 1)) }, () => ({ card: pick(items) }));
      return {
        counters: { energy: Math.floor(dice() * 2) },
        hand: [{ card: "Mage's Guile" }, ...some(SPELLS, 1)],
        library: some(['Island', 'Swamp'], 3),
        battlefield: [
          { card: pick(SOURCES) },
          { card: 'Triskelion', counters: { '+1/+1': Math.floor(dice() * 2) } },
          ...some(PERMANENTS, 5),
        ],
      };
    });
    expect(outcomes.done).toBeGreaterThan(10);
    expect(outcomes.reversed).toBeGreaterThan(10);
    expect(outcomes.cancelled).toBeGreaterThan(10);
    expect(outcomes.kept).toBeGreaterThan(0);
  });
});
