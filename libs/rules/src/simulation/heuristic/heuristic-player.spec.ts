// The heuristic player's decisions on hand-built positions (issue 19): each test sets up a position,
// asks the player for its command and checks the first one it would send that is legal.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { Command } from '../../data/commands/command.js';
import type { GameState, PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { decide } from '../../decide.js';
import { initialState } from '../../evolve/evolve.js';
import { legalCandidates } from '../../legal-actions.js';
import { act, idsOf, startAt } from '../../testing/play.js';
import type { PlayerSpec } from '../../setup/position.js';
import type { StepName } from '@mtg/cards';
import { dice } from '../dice.js';
import { actingPlayer } from '../play-game.js';
import { heuristicPlayer } from './heuristic-player.js';

const ctx = { cards: cardCatalogue };

/** The command the heuristic player sends now: the first of its choices that is legal. */
function choice(state: GameState): Command {
  const player = actingPlayer(state)!;
  const candidates = legalCandidates(state, player, ctx).filter((c) => c.command.type !== 'Concede');
  const groups = { mana: () => [], others: () => candidates };
  for (const c of heuristicPlayer({
    state,
    ctx,
    player,
    candidates: () => candidates,
    groups,
    dice: dice(1),
  }))
    if (!c.problem()) {
      const result = decide(c.command, state, ctx);
      expect(result.ok).toBe(true);
      return c.command;
    }
  throw new Error('no legal choice');
}

const cards = (...names: string[]) => names.map((card) => ({ card }));
const lands = (n: number, card = 'Forest') => Array.from({ length: n }, () => ({ card }));
const nameOf = (state: GameState, id: string) => objectOf(state, id)?.name ?? id;

/** Alice's turn 3 at a step, with priority. */
function position(
  alice: Omit<PlayerSpec, 'id'>,
  bob: Omit<PlayerSpec, 'id'>,
  step: StepName = 'main1',
): GameState {
  return startAt(ctx, {
    players: [
      { id: 'alice', library: lands(10), ...alice },
      { id: 'bob', library: lands(10), ...bob },
    ],
    turn: 3,
    step,
  });
}

const pass = (s: GameState): Command => ({ type: 'PassPriority', player: s.turn.priority! });

/** From alice's beginning of combat to her declaration of attackers (508.1). */
function toAttackers(state: GameState): GameState {
  let s = act(ctx, state, pass(state));
  s = act(ctx, s, pass(s));
  expect(s.decision?.kind).toBe('declare-attackers');
  return s;
}

/** A game started with these decks, at its first mulligan decision (103.5). */
function started(seed: number, deck: string[]): GameState {
  const decks = ['alice', 'bob'].map((player) => ({ player, cards: deck }));
  const start = decide(
    { type: 'StartGame', gameId: 'g', players: ['alice', 'bob'], decks, seed },
    initialState(),
    ctx,
  );
  if (!start.ok) throw new Error(start.rejection.message);
  return start.state;
}

const handOf = (s: GameState, player: PlayerId) => s.players.find((p) => p.id === player)!.hand;
const landCount = (s: GameState, ids: string[]) =>
  ids.filter((id) => ['Forest', 'Mountain'].includes(nameOf(s, id))).length;

describe('103.5: the heuristic player keeps or mulligans by the lands in hand', () => {
  const answer = (s: GameState) => {
    const c = choice(s);
    return c.type === 'MakeChoice' && c.answer.kind === 'yes-no' ? c.answer.yes : undefined;
  };

  it('mulligans a hand of no land and a hand of seven lands', () => {
    expect(answer(started(1, Array(60).fill('Grizzly Bears')))).toBe(false);
    expect(answer(started(1, Array(60).fill('Forest')))).toBe(false);
  });

  it('keeps a hand of two to five lands, mulligans another', () => {
    const deck = [...Array(24).fill('Forest'), ...Array(36).fill('Grizzly Bears')];
    const seen = new Set<boolean>();
    for (let seed = 1; seed <= 12; seed++) {
      const s = started(seed, deck);
      const lands = landCount(s, handOf(s, s.decision!.player));
      expect(answer(s)).toBe(lands >= 2 && lands <= 5);
      seen.add(answer(s)!);
    }
    expect([...seen].sort()).toEqual([false, true]);
  });

  it('103.5c: after a mulligan, puts on the bottom a land from a land-heavy hand, else its most expensive spell', () => {
    const deck = [
      ...Array(30).fill('Forest'),
      ...Array(15).fill('Craw Wurm'),
      ...Array(15).fill('Grizzly Bears'),
    ];
    const bottomed = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = started(seed, deck);
      const player = s.decision!.player;
      s = act(ctx, s, { type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: false } });
      s = act(ctx, s, { type: 'MakeChoice', player, answer: { kind: 'yes-no', yes: true } });
      expect(s.decision?.kind).toBe('bottom-cards');
      const c = choice(s);
      if (c.type !== 'MakeChoice' || c.answer.kind !== 'options') throw new Error('not a choice of cards');
      const [card] = c.answer.ids;
      const hand = handOf(s, player);
      const landHeavy = landCount(s, hand) > 3;
      const expected = landHeavy
        ? 'Forest'
        : hand.some((id) => nameOf(s, id) === 'Craw Wurm')
          ? 'Craw Wurm'
          : 'Grizzly Bears';
      expect(nameOf(s, card!)).toBe(expected);
      bottomed.add(nameOf(s, card!));
    }
    expect(bottomed.has('Forest') && bottomed.has('Craw Wurm')).toBe(true);
  });
});

describe('the heuristic player in its main phase', () => {
  it('305.1: plays the land of the color its spells need', () => {
    const s = position(
      { hand: cards('Mountain', 'Forest', 'Grizzly Bears'), battlefield: cards('Mountain') },
      {},
    );
    const c = choice(s);
    expect(c.type).toBe('PlayLand');
    expect(c.type === 'PlayLand' && nameOf(s, c.card)).toBe('Forest');
  });

  it('601.2: casts the most expensive spell it can afford', () => {
    const s = position(
      { hand: cards('Grizzly Bears', 'Giant Spider', 'Craw Wurm'), battlefield: lands(4) },
      {},
    );
    const c = choice(s);
    expect(c.type === 'CastSpell' && nameOf(s, c.card)).toBe('Giant Spider');
  });

  it("Shocks the opponent's best creature it kills, not its own", () => {
    const s = position(
      { hand: cards('Shock'), battlefield: [...lands(1, 'Mountain'), ...cards('Grizzly Bears')] },
      { battlefield: cards('Llanowar Elves', 'Grizzly Bears', 'Craw Wurm') },
    );
    const c = choice(s);
    if (c.type !== 'CastSpell') throw new Error(`${c.type}, not a spell`);
    const [target] = c.targets![0]!;
    expect(nameOf(s, target!)).toBe('Grizzly Bears');
    expect(objectOf(s, target!)!.controller).toBe('bob');
  });

  it("Shocks the opponent's face when it has no creature and is low on life, or when that is lethal", () => {
    const shock = (bob: Omit<PlayerSpec, 'id'>) =>
      choice(position({ hand: cards('Shock'), battlefield: lands(1, 'Mountain') }, bob));
    expect(shock({ life: 8 })).toMatchObject({ type: 'CastSpell', targets: [['bob']] });
    expect(shock({ life: 2, battlefield: cards('Grizzly Bears') })).toMatchObject({
      type: 'CastSpell',
      targets: [['bob']],
    });
    // At 20 life and with no creature, the burn waits for a creature.
    expect(shock({}).type).toBe('PassPriority');
  });

  it('does not cast Flame Rift when the 4 damage to each player does not win the game', () => {
    const s = position({ hand: cards('Flame Rift'), battlefield: lands(2, 'Mountain') }, { life: 10 });
    expect(choice(s).type).toBe('PassPriority');
    const lethal = position({ hand: cards('Flame Rift'), battlefield: lands(2, 'Mountain') }, { life: 4 });
    expect(choice(lethal).type).toBe('CastSpell');
  });

  it("enchants its own creature with a +1/+3 Aura and the opponent's with Pacifism", () => {
    for (const [aura, owner] of [
      ['Divine Favor', 'alice'],
      ['Pacifism', 'bob'],
    ] as const) {
      const s = position(
        { hand: cards(aura), battlefield: [...lands(2, 'Plains'), ...cards('Savannah Lions')] },
        { battlefield: cards('Hill Giant') },
      );
      const c = choice(s);
      if (c.type !== 'CastSpell') throw new Error(`${c.type}, not a spell`);
      expect(objectOf(s, c.targets![0]![0]!)!.controller).toBe(owner);
    }
  });
});

describe('the heuristic player answers spells and chooses targets for triggers', () => {
  /** Alice casts a spell in her main phase; bob, with Counterspell and two Islands, gets priority. */
  function castAgainstCounterspell(
    alice: Omit<PlayerSpec, 'id'>,
    cast: (s: GameState) => Command,
  ): GameState {
    let s = position(alice, { hand: cards('Counterspell'), battlefield: lands(2, 'Island') });
    s = act(ctx, s, cast(s));
    expect(s.turn.priority).toBe('alice');
    return act(ctx, s, pass(s));
  }

  it("701.6a: counters the opponent's creature spell, not a spell that harms its own caster", () => {
    const wurm = castAgainstCounterspell({ hand: cards('Craw Wurm'), battlefield: lands(6) }, (s) => ({
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(s, 'Craw Wurm', 'hand')[0]!,
    }));
    const c = choice(wurm);
    expect(c.type === 'CastSpell' && nameOf(wurm, c.card)).toBe('Counterspell');
    expect(c.type === 'CastSpell' && c.targets).toEqual([[wurm.stack[0]]]);
    const selfShock = castAgainstCounterspell(
      { hand: cards('Shock'), battlefield: [...lands(1, 'Mountain'), ...cards('Grizzly Bears')] },
      (s) => ({
        type: 'CastSpell',
        player: 'alice',
        card: idsOf(s, 'Shock', 'hand')[0]!,
        targets: [[idsOf(s, 'Grizzly Bears')[0]!]],
      }),
    );
    expect(choice(selfShock).type).toBe('PassPriority');
  });

  it('603.3d: Gravedigger returns its most valuable creature card', () => {
    let s = position(
      {
        hand: cards('Gravedigger'),
        graveyard: cards('Llanowar Elves', 'Craw Wurm'),
        battlefield: lands(4, 'Swamp'),
      },
      {},
    );
    s = act(ctx, s, { type: 'CastSpell', player: 'alice', card: idsOf(s, 'Gravedigger', 'hand')[0]! });
    while (s.decision?.kind !== 'targets') s = act(ctx, s, pass(s));
    const c = choice(s);
    expect(
      c.type === 'MakeChoice' && c.answer.kind === 'options' && c.answer.ids.map((id) => nameOf(s, id)),
    ).toEqual(['Craw Wurm']);
  });
});

describe('the heuristic player in combat', () => {
  const attackersOf = (c: Command) => (c.type === 'DeclareAttackers' ? c.attackers.length : -1);

  it('508.1: attacks into an empty board', () => {
    const s = toAttackers(position({ battlefield: cards('Grizzly Bears') }, {}, 'beginning-of-combat'));
    expect(attackersOf(choice(s))).toBe(1);
  });

  it('does not attack a 2/2 into an untapped 6/4, and does when it is tapped', () => {
    const wurm = (tapped: boolean) =>
      toAttackers(
        position(
          { battlefield: cards('Grizzly Bears') },
          { battlefield: [{ card: 'Craw Wurm', tapped }] },
          'beginning-of-combat',
        ),
      );
    expect(attackersOf(choice(wurm(false)))).toBe(0);
    expect(attackersOf(choice(wurm(true)))).toBe(1);
  });

  it('attacks with a flyer over ground creatures', () => {
    const s = toAttackers(
      position(
        { battlefield: cards('Serra Angel') },
        { battlefield: cards('Craw Wurm') },
        'beginning-of-combat',
      ),
    );
    expect(attackersOf(choice(s))).toBe(1);
  });

  it("keeps its creature home when the opponent's creatures threaten lethal damage", () => {
    const threatened = (life: number) =>
      toAttackers(
        position(
          { life, battlefield: cards('Grizzly Bears') },
          { battlefield: [{ card: 'Craw Wurm', tapped: true }] },
          'beginning-of-combat',
        ),
      );
    expect(attackersOf(choice(threatened(5)))).toBe(0);
    expect(attackersOf(choice(threatened(20)))).toBe(1);
  });

  it('attacks with everything when the damage the defender cannot block is lethal', () => {
    const s = toAttackers(
      position(
        { battlefield: cards('Serra Angel', 'Grizzly Bears') },
        { life: 4, battlefield: cards('Craw Wurm') },
        'beginning-of-combat',
      ),
    );
    expect(attackersOf(choice(s))).toBe(2);
  });

  /** Bob's Grizzly Bears attack alice; her declaration of blockers is asked (509.1). */
  function attackedBy(alice: Omit<PlayerSpec, 'id'>, attacker = 'Grizzly Bears'): GameState {
    let s = startAt(ctx, {
      players: [
        { id: 'alice', library: lands(10), ...alice },
        { id: 'bob', library: lands(10), battlefield: cards(attacker) },
      ],
      turn: 4,
      active: 'bob',
      step: 'beginning-of-combat',
    });
    s = act(ctx, s, pass(s));
    s = act(ctx, s, pass(s));
    const [id] = idsOf(s, attacker, 'battlefield', 'bob');
    s = act(ctx, s, {
      type: 'DeclareAttackers',
      player: 'bob',
      attackers: [{ attacker: id!, defender: 'alice' }],
    });
    while (s.decision?.kind !== 'declare-blockers') s = act(ctx, s, pass(s));
    return s;
  }
  const blockersOf = (s: GameState) => {
    const c = choice(s);
    return c.type === 'DeclareBlockers' ? c.blocks.map((b) => nameOf(s, b.blocker)) : undefined;
  };

  it('509.1: blocks with a creature that kills the attacker and survives', () => {
    expect(blockersOf(attackedBy({ battlefield: cards('Llanowar Elves', 'Hill Giant') }))).toEqual([
      'Hill Giant',
    ]);
  });

  it('trades a 2/2 for a 2/2', () => {
    expect(blockersOf(attackedBy({ battlefield: cards('Grizzly Bears') }))).toEqual(['Grizzly Bears']);
  });

  it('chump-blocks only to survive', () => {
    expect(blockersOf(attackedBy({ battlefield: cards('Llanowar Elves') }))).toEqual([]);
    expect(blockersOf(attackedBy({ life: 2, battlefield: cards('Llanowar Elves') }))).toEqual([
      'Llanowar Elves',
    ]);
  });

  it('casts Giant Growth on its own blocked creature when that wins the fight', () => {
    let s = position(
      { hand: cards('Giant Growth'), battlefield: [...lands(1), ...cards('Grizzly Bears')] },
      { battlefield: cards('Hill Giant') },
      'beginning-of-combat',
    );
    s = toAttackers(s);
    const [bears] = idsOf(s, 'Grizzly Bears');
    const [giant] = idsOf(s, 'Hill Giant');
    s = act(ctx, s, {
      type: 'DeclareAttackers',
      player: 'alice',
      attackers: [{ attacker: bears!, defender: 'bob' }],
    });
    while (s.decision?.kind !== 'declare-blockers') s = act(ctx, s, pass(s));
    s = act(ctx, s, {
      type: 'DeclareBlockers',
      player: 'bob',
      blocks: [{ blocker: giant!, attacker: bears! }],
    });
    const c = choice(s);
    expect(c.type === 'CastSpell' && nameOf(s, c.card)).toBe('Giant Growth');
    expect(c.type === 'CastSpell' && c.targets).toEqual([[bears]]);
  });
});

describe('the heuristic player gives up its least valuable cards', () => {
  it('514.1: discards down to seven its worst card: a land once it has lands enough', () => {
    let s = position(
      { hand: [...cards('Forest'), ...Array(7).fill({ card: 'Craw Wurm' })], battlefield: lands(6) },
      {},
      'end',
    );
    while (s.decision?.kind !== 'cards') s = act(ctx, s, pass(s));
    const c = choice(s);
    expect(
      c.type === 'MakeChoice' && c.answer.kind === 'options' && c.answer.ids.map((id) => nameOf(s, id)),
    ).toEqual(['Forest']);
  });

  it('701.21a: sacrifices its least valuable creature to Diabolic Edict', () => {
    let s = position(
      { battlefield: cards('Craw Wurm', 'Llanowar Elves') },
      { hand: cards('Diabolic Edict'), battlefield: lands(2, 'Swamp') },
      'main1',
    );
    s = act(ctx, s, pass(s));
    // Bob casts the Edict at alice in her main phase, once she passed.
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'bob',
      card: idsOf(s, 'Diabolic Edict', 'hand')[0]!,
      targets: [['alice']],
    });
    while (s.decision?.player !== 'alice') s = act(ctx, s, pass(s));
    const c = choice(s);
    expect(
      c.type === 'MakeChoice' && c.answer.kind === 'options' && c.answer.ids.map((id) => nameOf(s, id)),
    ).toEqual(['Llanowar Elves']);
  });

  it('crews a Vehicle in its main phase when the Vehicle is stronger than its crew (702.122a)', () => {
    const s = position({ battlefield: cards('Irontread Crusher', 'Hill Giant') }, {});
    const c = choice(s);
    expect(c.type === 'ActivateAbility' && nameOf(s, c.source)).toBe('Irontread Crusher');
    expect(c.type === 'ActivateAbility' && c.additional?.crew?.map((id) => nameOf(s, id))).toEqual([
      'Hill Giant',
    ]);
  });
});
