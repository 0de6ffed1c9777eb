// Legal actions offer every way to cast a card (601.3): the faces of split, adventurer and modal
// double-faced cards, alternative costs, casts from a graveyard and from exile, each as a command sent
// as is, and accepted by `decide`.
import { describe, expect, it } from '@jest/globals';
import { activated, suspendAbilities, type CardDefinition } from '@mtg/cards';
import type { Command } from './data/commands/command.js';
import { decide } from './decide.js';
import { legalActions } from './legal-actions.js';
import type { ObjectSpec, PlayerSpec } from './setup/position.js';
import type { GameState } from './data/state/game-state.js';
import { act, contextWith, idsOf, resolveStack, startAt } from './testing/play.js';
import { objectOf } from './data/state/objects.js';

const ctx = contextWith();

function table(alice: Omit<PlayerSpec, 'id'>, bob: Omit<PlayerSpec, 'id'> = {}): GameState {
  return startAt(ctx, {
    players: [
      { id: 'alice', ...alice },
      { id: 'bob', ...bob },
    ],
  });
}

const cards = (...names: string[]): ObjectSpec[] => names.map((card) => ({ card }));

/** The casts of a card offered to alice, each checked to be accepted by `decide`. */
function castsOf(state: GameState, card: string): Command[] {
  const legal = legalActions(state, 'alice', ctx);
  const casts = legal.filter(
    (c) => (c.type === 'CastSpell' || c.type === 'AnnounceSpell' || c.type === 'PlayLand') && c.card === card,
  );
  for (const command of casts) expect(decide(command, state, ctx).ok).toBe(true);
  return casts;
}

describe('legal actions: every way to cast a card (601.3)', () => {
  it('709.3: either half of a split card, each named by its face', () => {
    const state = table(
      { hand: cards('Fire // Ice'), battlefield: cards('Mountain', 'Island') },
      {
        battlefield: cards('Grizzly Bears'),
      },
    );
    const card = idsOf(state, 'Fire // Ice', 'hand')[0]!;
    const casts = castsOf(state, card);
    expect(casts).toContainEqual(expect.objectContaining({ type: 'CastSpell', face: 'Fire' }));
    expect(casts).toContainEqual(expect.objectContaining({ type: 'CastSpell', face: 'Ice' }));
    expect(casts).toContainEqual({ type: 'AnnounceSpell', player: 'alice', card, face: 'Fire' });
    expect(casts).toContainEqual({ type: 'AnnounceSpell', player: 'alice', card, face: 'Ice' });
    // A split card is never cast without naming a half.
    expect(casts.filter((c) => c.type === 'CastSpell' && !('face' in c))).toEqual([]);
  });

  it('702.102a: a split card with fuse from the hand, fused too when both costs can be paid; never from elsewhere', () => {
    const lands = cards('Swamp', 'Swamp', 'Island', 'Swamp', 'Island', 'Island', 'Island', 'Swamp', 'Swamp');
    const bob = { battlefield: cards('Grizzly Bears') };
    let state = table({ hand: cards('Far // Away', 'Snapcaster Mage'), battlefield: lands }, bob);
    const card = idsOf(state, 'Far // Away', 'hand')[0]!;
    const faces = (casts: Command[]) => [...new Set(casts.map((c) => ('face' in c ? c.face : undefined)))];
    expect(faces(castsOf(state, card))).toEqual(['Far', 'Away', 'Far // Away']);
    // Three lands pay either half, not both (702.102c); with nine, Snapcaster Mage after Far, then a flashback.
    const poorer = table({ hand: cards('Far // Away'), battlefield: lands.slice(1, 4) }, bob);
    expect(faces(castsOf(poorer, idsOf(poorer, 'Far // Away', 'hand')[0]!))).toEqual(['Far', 'Away']);
    // In the graveyard with the flashback Snapcaster Mage gives: either half, never fused.
    state = act(ctx, state, {
      type: 'CastSpell',
      player: 'alice',
      card,
      face: 'Far',
      targets: [[idsOf(state, 'Grizzly Bears')[0]!]],
    });
    state = resolveStack(ctx, state);
    const inGraveyard = idsOf(state, 'Far // Away', 'graveyard')[0]!;
    const mage = idsOf(state, 'Snapcaster Mage', 'hand')[0]!;
    state = resolveStack(
      ctx,
      act(ctx, state, { type: 'CastSpell', player: 'alice', card: mage, targets: [] }),
    );
    if (state.decision)
      state = act(ctx, state, {
        type: 'MakeChoice',
        player: 'alice',
        answer: { kind: 'options', ids: [inGraveyard] },
      });
    state = resolveStack(ctx, state);
    const flashback = castsOf(state, inGraveyard);
    expect(flashback).toContainEqual(expect.objectContaining({ face: 'Far', alternative: 'flashback' }));
    expect(faces(flashback)).not.toContain('Far // Away');
    const fused = decide(
      {
        type: 'CastSpell',
        player: 'alice',
        card: inGraveyard,
        face: 'Far // Away',
        targets: [],
        alternative: 'flashback',
      },
      state,
      ctx,
    );
    expect(fused.ok ? undefined : fused.rejection.rule).toBe('702.102a');
  });

  it('715.3: the creature or its Adventure from the hand; from exile on an adventure, the creature only (715.3d)', () => {
    let state = table(
      { hand: cards('Bonecrusher Giant'), battlefield: cards(...Array(5).fill('Mountain')) },
      {
        battlefield: cards('Grizzly Bears'),
      },
    );
    const giant = idsOf(state, 'Bonecrusher Giant', 'hand')[0]!;
    const casts = castsOf(state, giant);
    expect(casts).toContainEqual({ type: 'CastSpell', player: 'alice', card: giant, targets: [] });
    const stomp = casts.find((c) => c.type === 'CastSpell' && c.face === 'Stomp');
    expect(stomp).toMatchObject({ targets: [[expect.any(String)]] });
    state = resolveStack(ctx, act(ctx, state, stomp!));
    const exiled = state.exile.find((id) => objectOf(state, id)!.name === 'Bonecrusher Giant')!;
    const fromExile = castsOf(state, exiled);
    expect(fromExile).toEqual([{ type: 'CastSpell', player: 'alice', card: exiled, targets: [] }]);
  });

  it('712.11b, 712.12: the front face of a modal double-faced card is cast, its land face played', () => {
    const state = table({ hand: cards('Shatterskull Smashing'), battlefield: cards('Mountain', 'Mountain') });
    const card = idsOf(state, 'Shatterskull Smashing', 'hand')[0]!;
    const casts = castsOf(state, card);
    expect(casts).toContainEqual({ type: 'PlayLand', player: 'alice', card });
    expect(casts).toContainEqual(expect.objectContaining({ type: 'CastSpell', card, targets: [[]] }));
    // The land face is never cast (305.1).
    expect(casts.filter((c) => c.type === 'CastSpell' && 'face' in c)).toEqual([]);
  });

  it("118.9: Force of Will's alternative cost, naming the blue card it exiles", () => {
    let state = table(
      { hand: cards('Force of Will', 'Lightning Bolt', 'Brainstorm') },
      { hand: cards('Lightning Bolt'), battlefield: cards('Mountain') },
    );
    state = act(ctx, state, { type: 'PassPriority', player: 'alice' });
    const bolt = idsOf(state, 'Lightning Bolt', 'hand', 'bob')[0]!;
    state = act(ctx, state, { type: 'CastSpell', player: 'bob', card: bolt, targets: [['alice']] });
    state = act(ctx, state, { type: 'PassPriority', player: 'bob' });
    const force = idsOf(state, 'Force of Will', 'hand', 'alice')[0]!;
    const brainstorm = idsOf(state, 'Brainstorm', 'hand', 'alice')[0]!;
    const bolted = state.stack[0]!;
    expect(castsOf(state, force)).toEqual([
      { type: 'AnnounceSpell', player: 'alice', card: force },
      {
        type: 'CastSpell',
        player: 'alice',
        card: force,
        targets: [[bolted]],
        alternative: 'Force of Will',
        additional: { exile: [brainstorm] },
      },
    ]);
  });

  it('118.9: "without paying its mana cost" (Omniscience), with no mana at all', () => {
    const state = table({ hand: cards('Hill Giant'), battlefield: cards('Omniscience') });
    const giant = idsOf(state, 'Hill Giant', 'hand')[0]!;
    expect(castsOf(state, giant)).toEqual([
      { type: 'AnnounceSpell', player: 'alice', card: giant },
      { type: 'CastSpell', player: 'alice', card: giant, targets: [], alternative: 'Omniscience' },
    ]);
  });

  it('601.3c: as though it had flash for {2} more in the upkeep: cast that way, never begun step by step (its mana cost would be refused)', () => {
    const state = startAt(ctx, {
      active: 'alice',
      step: 'upkeep',
      players: [
        {
          id: 'alice',
          hand: cards('Saproling Symbiosis'),
          battlefield: cards('Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'),
        },
        { id: 'bob' },
      ],
    });
    const symbiosis = idsOf(state, 'Saproling Symbiosis', 'hand')[0]!;
    expect(castsOf(state, symbiosis)).toEqual([
      { type: 'CastSpell', player: 'alice', card: symbiosis, targets: [], alternative: 'flash' },
    ]);
  });

  it('702.74a: evoke, an alternative cost named by its keyword, offered when only it is affordable', () => {
    const state = table({ hand: cards('Mulldrifter'), battlefield: cards('Island', 'Island', 'Island') });
    const drifter = idsOf(state, 'Mulldrifter', 'hand')[0]!;
    expect(castsOf(state, drifter)).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: drifter,
      targets: [],
      alternative: 'evoke',
    });
    expect(castsOf(state, drifter).filter((c) => c.type === 'CastSpell' && !('alternative' in c))).toEqual(
      [],
    );
  });

  it('702.35a: madness, cast for its madness cost or put into the graveyard as its trigger resolves, both offered', () => {
    let state = table({
      hand: cards('Faithless Looting', 'Fiery Temper', 'Plains'),
      battlefield: cards('Mountain', 'Mountain'),
      library: cards('Island', 'Island'),
    });
    const looting = idsOf(state, 'Faithless Looting', 'hand')[0]!;
    const discarded = ['Fiery Temper', 'Plains'].map((name) => idsOf(state, name, 'hand')[0]!);
    state = resolveStack(
      ctx,
      act(ctx, state, { type: 'CastSpell', player: 'alice', card: looting, targets: [] }),
    );
    state = act(ctx, state, {
      type: 'MakeChoice',
      player: 'alice',
      answer: { kind: 'options', ids: discarded },
    });
    const temper = state.exile.map((id) => objectOf(state, id)!).find((o) => o.name === 'Fiery Temper')!;
    // In exile, the card is not offered as a cast: only its trigger's resolution casts it.
    expect(castsOf(state, temper.id)).toEqual([]);
    state = resolveStack(ctx, state);
    expect(state.decision).toMatchObject({ player: 'alice', kind: 'option' });
    const answers = legalActions(state, 'alice', ctx).filter((c) => c.type === 'MakeChoice');
    expect(answers.map((c) => c.type === 'MakeChoice' && c.answer)).toEqual([
      { kind: 'options', ids: ['cast'] },
      { kind: 'options', ids: ['graveyard'] },
    ]);
    for (const command of answers) expect(decide(command, state, ctx).ok).toBe(true);
  });

  it('702.103a-b: bestow, offered as an Aura spell targeting a creature, beside the creature spell', () => {
    const state = table(
      { hand: cards('Boon Satyr'), battlefield: cards(...Array(5).fill('Forest')) },
      { battlefield: cards('Grizzly Bears') },
    );
    const satyr = idsOf(state, 'Boon Satyr', 'hand')[0]!;
    const bears = idsOf(state, 'Grizzly Bears', 'battlefield')[0]!;
    const casts = castsOf(state, satyr);
    expect(casts).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: satyr,
      targets: [[bears]],
      alternative: 'bestow',
    });
    expect(casts).toContainEqual({ type: 'CastSpell', player: 'alice', card: satyr, targets: [] });
  });

  it('702.103b: with no creature to enchant, bestow is not offered', () => {
    const state = table({ hand: cards('Boon Satyr'), battlefield: cards(...Array(5).fill('Forest')) });
    const satyr = idsOf(state, 'Boon Satyr', 'hand')[0]!;
    expect(castsOf(state, satyr).filter((c) => c.type === 'CastSpell' && 'alternative' in c)).toEqual([]);
  });

  it('702.133a: jump-start from the graveyard, naming the card it discards', () => {
    const state = table({
      hand: cards('Hill Giant'),
      graveyard: cards('Radical Idea'),
      library: cards('Island'),
      battlefield: cards('Island', 'Island'),
    });
    const idea = idsOf(state, 'Radical Idea', 'graveyard')[0]!;
    const giant = idsOf(state, 'Hill Giant', 'hand')[0]!;
    expect(castsOf(state, idea)).toEqual([
      {
        type: 'CastSpell',
        player: 'alice',
        card: idea,
        targets: [],
        alternative: 'jump-start',
        additional: { discard: [giant] },
      },
    ]);
  });

  it('702.34a: the flashback Snapcaster Mage gives, from the graveyard', () => {
    let state = table({
      hand: cards('Snapcaster Mage'),
      graveyard: cards('Lightning Bolt'),
      battlefield: cards('Island', 'Island', 'Mountain'),
    });
    const bolt = idsOf(state, 'Lightning Bolt', 'graveyard')[0]!;
    expect(castsOf(state, bolt)).toEqual([]);
    const mage = idsOf(state, 'Snapcaster Mage', 'hand')[0]!;
    state = resolveStack(
      ctx,
      act(ctx, state, { type: 'CastSpell', player: 'alice', card: mage, targets: [] }),
    );
    if (state.decision)
      state = act(ctx, state, {
        type: 'MakeChoice',
        player: 'alice',
        answer: { kind: 'options', ids: [bolt] },
      });
    state = resolveStack(ctx, state);
    const casts = castsOf(state, bolt);
    expect(casts).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: bolt,
      targets: [['alice']],
      alternative: 'flashback',
    });
    expect(casts.every((c) => c.type === 'CastSpell' && c.alternative === 'flashback')).toBe(true);
  });

  it('601.6: a spell whose opponent chooses the mode is offered without one; kicker kicked or not (702.33a)', () => {
    const state = table(
      {
        hand: cards('Fatal Lore', "Orim's Thunder"),
        battlefield: cards(...Array(4).fill('Swamp'), 'Plains', 'Mountain'),
      },
      { battlefield: cards('Bonesplitter', 'Hill Giant') },
    );
    const lore = idsOf(state, 'Fatal Lore', 'hand')[0]!;
    expect(castsOf(state, lore)).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: lore,
      targets: [],
    });
    // Cast, it waits for bob's choice of mode: his answers are offered, and nothing to alice but conceding.
    const paused = act(ctx, state, { type: 'CastSpell', player: 'alice', card: lore, targets: [] });
    const answers = legalActions(paused, 'bob', ctx);
    expect(answers.map((c) => c.type)).toEqual(['Concede', 'MakeChoice', 'MakeChoice']);
    expect(answers).toContainEqual(expect.objectContaining({ answer: { kind: 'options', ids: ['2'] } }));
    expect(legalActions(paused, 'alice', ctx)).toEqual([{ type: 'Concede', player: 'alice' }]);
    const thunder = idsOf(state, "Orim's Thunder", 'hand')[0]!;
    const [bonesplitter, hillGiant] = [idsOf(state, 'Bonesplitter')[0]!, idsOf(state, 'Hill Giant')[0]!];
    const casts = castsOf(state, thunder);
    expect(casts).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: thunder,
      targets: [[bonesplitter]],
    });
    expect(casts).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: thunder,
      targets: [[bonesplitter], [hillGiant]],
      additional: { kicker: 1 },
    });
  });

  it('702.27a, 702.56a: buyback paid or not, replicate paid as many times as the mana might pay it', () => {
    const state = table(
      { hand: cards('Capsize', 'Pyromatics'), battlefield: cards(...Array(6).fill('Island'), 'Mountain') },
      { battlefield: cards('Hill Giant') },
    );
    const [capsize, pyromatics] = [
      idsOf(state, 'Capsize', 'hand')[0]!,
      idsOf(state, 'Pyromatics', 'hand')[0]!,
    ];
    const giant = idsOf(state, 'Hill Giant')[0]!;
    const capsizes = castsOf(state, capsize).filter((c) => c.type === 'CastSpell');
    expect(capsizes).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: capsize,
      targets: [[giant]],
    });
    expect(capsizes).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card: capsize,
      targets: [[giant]],
      additional: { buyback: 1 },
    });
    // Seven lands but one red source: {1}{R} once, and {1}{R} for each replicate needs more red.
    const times = castsOf(state, pyromatics).flatMap((c) =>
      c.type === 'CastSpell' ? [c.additional?.replicate ?? 0] : [],
    );
    expect(new Set(times)).toEqual(new Set([0]));
    const red = table({ hand: cards('Pyromatics'), battlefield: cards(...Array(5).fill('Mountain')) });
    const spell = idsOf(red, 'Pyromatics', 'hand')[0]!;
    const offered = castsOf(red, spell).flatMap((c) =>
      c.type === 'CastSpell' ? [c.additional?.replicate ?? 0] : [],
    );
    expect(new Set(offered)).toEqual(new Set([0, 1]));
  });

  it('702.42a: entwine paid (every mode, each target) or not (one mode) when the mana might pay it', () => {
    const rain = (lands: number) =>
      table(
        { hand: cards('Rain of Rust'), battlefield: cards(...Array(lands).fill('Mountain')) },
        {
          battlefield: cards('Ornithopter', 'Forest'),
        },
      );
    const state = rain(9);
    const card = idsOf(state, 'Rain of Rust', 'hand')[0]!;
    const [thopter, forest] = [idsOf(state, 'Ornithopter')[0]!, idsOf(state, 'Forest')[0]!];
    const casts = castsOf(state, card);
    expect(casts).toContainEqual({
      type: 'CastSpell',
      player: 'alice',
      card,
      modes: [2],
      targets: [[forest]],
    });
    const entwinedCasts = casts.filter((c) => c.type === 'CastSpell' && c.additional?.entwine);
    expect(entwinedCasts.length).toBeGreaterThan(0);
    // Each offer has both modes, the artifact for the first and a land for the second.
    for (const cast of entwinedCasts)
      expect(cast).toMatchObject({ modes: [1, 2], targets: [[thopter], [expect.any(String)]] });
    // Five Mountains pay {3}{R}{R} but not the {3}{R} of entwine on top of it.
    const poor = rain(5);
    const entwined = castsOf(poor, idsOf(poor, 'Rain of Rust', 'hand')[0]!).filter(
      (c) => c.type === 'CastSpell' && c.additional?.entwine,
    );
    expect(entwined).toEqual([]);
  });
});

describe('legal actions: costs as the effects that change them make them (601.2f, 602.2b)', () => {
  /** The spells alice is offered to cast from her hand, by name. */
  const castNames = (state: GameState) =>
    legalActions(state, 'alice', ctx)
      .filter((c) => c.type === 'CastSpell')
      .map((c) => objectOf(state, c.card)!.name);

  it.each([
    ['Goblin Electromancer', 'Skullcrack', 'Mountain'],
    ['Edgewalker', 'Edgewalker', 'Plains'],
    ['Thunderscape Familiar', 'Grizzly Bears', 'Forest'],
  ])(
    '601.2f: with %s, %s is offered with one land, castable only thanks to the reduction',
    (reducer, spell, land) => {
      const reduced = table({ hand: cards(spell), battlefield: cards(reducer, land) });
      expect(new Set(castNames(reduced))).toEqual(new Set([spell]));
      const printed = table({ hand: cards(spell), battlefield: cards(land) });
      expect(castNames(printed)).toEqual([]);
    },
  );

  /** The abilities alice is offered to activate at once, by their source's name. */
  const activations = (state: GameState) =>
    legalActions(state, 'alice', ctx)
      .filter((c) => c.type === 'ActivateAbility')
      .map((c) => objectOf(state, c.source)!.name);

  it("602.2b: Training Grounds makes Walking Ballista's {4} ability affordable with two lands", () => {
    const ballista = { card: 'Walking Ballista', counters: { '+1/+1': 1 } };
    const reduced = table({ battlefield: [ballista, ...cards('Training Grounds', 'Island', 'Island')] });
    expect(activations(reduced)).toContain('Walking Ballista');
    expect(legalActions(reduced, 'alice', ctx)).toContainEqual({
      type: 'ActivateAbility',
      player: 'alice',
      source: idsOf(reduced, 'Walking Ballista')[0]!,
      ability: 0,
      targets: [],
    });
    const printed = table({ battlefield: [ballista, ...cards('Island', 'Island')] });
    expect(
      legalActions(printed, 'alice', ctx).filter((c) => c.type === 'ActivateAbility' && c.ability === 0),
    ).toEqual([]);
  });

  it("602.2b: under Suppression Field, Triskelion's ability isn't offered without {2} to pay", () => {
    const triskelion = { card: 'Triskelion', counters: { '+1/+1': 3 } };
    expect(activations(table({ battlefield: [triskelion] }))).toContain('Triskelion');
    expect(activations(table({ battlefield: [triskelion, ...cards('Suppression Field')] }))).toEqual([]);
    expect(
      activations(table({ battlefield: [triskelion, ...cards('Suppression Field', 'Plains', 'Plains')] })),
    ).toContain('Triskelion');
  });
});

describe('legal actions: abilities that work from the hand (602.1)', () => {
  it('702.53a: transmute is offered from the hand in a main phase with the mana, and accepted', () => {
    const hand = { hand: cards('Dimir House Guard'), library: cards('Hill Giant') };
    const state = table({ ...hand, battlefield: cards('Swamp', 'Swamp', 'Swamp') });
    const guard = idsOf(state, 'Dimir House Guard', 'hand')[0]!;
    const transmutes = legalActions(state, 'alice', ctx).filter(
      (c) => c.type === 'ActivateAbility' && c.source === guard,
    );
    expect(transmutes).toHaveLength(1);
    for (const command of transmutes) expect(decide(command, state, ctx).ok).toBe(true);
    // Two Swamps don't pay {1}{B}{B}; in the upkeep it is not sorcery timing (602.5d).
    const poor = table({ ...hand, battlefield: cards('Swamp', 'Swamp') });
    const upkeep = startAt(ctx, {
      step: 'upkeep',
      players: [{ id: 'alice', ...hand, battlefield: cards('Swamp', 'Swamp', 'Swamp') }, { id: 'bob' }],
    });
    for (const other of [poor, upkeep])
      expect(legalActions(other, 'alice', ctx).filter((c) => c.type === 'ActivateAbility')).toEqual([]);
  });
});

describe('legal actions: ninjutsu, from the hand once blockers are declared (702.49a, 702.49c)', () => {
  /** Alice's Grizzly Bears and Savannah Lions attack bob; Ninja of the Deep Hours waits in her hand. */
  function attack(): { state: GameState; ninja: string; bears: string; lions: string } {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: cards('Ninja of the Deep Hours'),
          battlefield: cards('Grizzly Bears', 'Savannah Lions', 'Island', 'Island'),
        },
        { id: 'bob', battlefield: cards('Wall of Stone') },
      ],
      turn: 3,
      step: 'beginning-of-combat',
    });
    s = act(ctx, s, { type: 'PassPriority', player: 'alice' });
    s = act(ctx, s, { type: 'PassPriority', player: 'bob' });
    const [bears, lions] = [idsOf(s, 'Grizzly Bears')[0]!, idsOf(s, 'Savannah Lions')[0]!];
    s = act(ctx, s, {
      type: 'DeclareAttackers',
      player: 'alice',
      attackers: [bears, lions].map((attacker) => ({ attacker, defender: 'bob' })),
    });
    return { state: s, ninja: idsOf(s, 'Ninja of the Deep Hours', 'hand')[0]!, bears, lions };
  }
  const ninjutsus = (state: GameState, ninja: string) =>
    legalActions(state, 'alice', ctx).filter((c) => c.type === 'ActivateAbility' && c.source === ninja);

  it('509.1h: not offered before blockers are declared; then once for each unblocked attacker, and accepted', () => {
    const { state, ninja, bears, lions } = attack();
    // In the declare attackers step no attacker is unblocked yet.
    expect(state.turn.step).toBe('declare-attackers');
    expect(ninjutsus(state, ninja)).toEqual([]);
    let s = state;
    while (s.decision?.kind !== 'declare-blockers')
      s = act(ctx, s, { type: 'PassPriority', player: s.turn.priority! });
    const toBlock = s;
    const wall = idsOf(s, 'Wall of Stone')[0]!;
    s = act(ctx, s, { type: 'DeclareBlockers', player: 'bob', blocks: [{ blocker: wall, attacker: lions }] });
    const offered = ninjutsus(s, ninja);
    // The blocked Savannah Lions can't be returned: only the bears are offered.
    expect(offered).toEqual([
      {
        type: 'ActivateAbility',
        player: 'alice',
        source: ninja,
        ability: 0,
        additional: { return: [bears] },
        targets: [],
      },
    ]);
    for (const command of offered) expect(decide(command, s, ctx).ok).toBe(true);
    const unblocked = act(ctx, toBlock, { type: 'DeclareBlockers', player: 'bob', blocks: [] });
    expect(ninjutsus(unblocked, ninja).map((c) => c.type === 'ActivateAbility' && c.additional)).toEqual([
      { return: [bears] },
      { return: [lions] },
    ]);
  });
});

describe('legal actions: an action begun step by step is offered only when it can be completed (730.1)', () => {
  it('730.1, 601.2h: no AnnounceSpell for a spell whose cost no mana available pays; with the mana, both ways', () => {
    const broke = table({ hand: cards('Savannah Lions'), battlefield: cards('Mountain') });
    expect(castsOf(broke, idsOf(broke, 'Savannah Lions', 'hand')[0]!)).toEqual([]);
    const paid = table({ hand: cards('Savannah Lions'), battlefield: cards('Plains') });
    const lions = idsOf(paid, 'Savannah Lions', 'hand')[0]!;
    expect(castsOf(paid, lions).map((c) => c.type)).toEqual(['AnnounceSpell', 'CastSpell']);
  });

  it("601.2h, 118.3: the payment asked is offered as a PayCost that names what the costs take (Altar's Reap's creature)", () => {
    let state = table({
      hand: cards("Altar's Reap"),
      library: cards('Island', 'Island'),
      battlefield: cards('Swamp', 'Swamp', 'Grizzly Bears', 'Hill Giant'),
    });
    const reap = idsOf(state, "Altar's Reap", 'hand')[0]!;
    state = act(ctx, state, { type: 'AnnounceSpell', player: 'alice', card: reap });
    expect(state.decision?.kind).toBe('payment');
    const pay = legalActions(state, 'alice', ctx).find((c) => c.type === 'PayCost');
    expect(pay).toMatchObject({ payment: 'auto', sacrifice: [idsOf(state, 'Grizzly Bears')[0]] });
    const after = act(ctx, state, pay!);
    expect(after.stack).toHaveLength(1);
    expect(idsOf(after, 'Grizzly Bears', 'graveyard')).toHaveLength(1);
  });
});

describe("legal actions: mana abilities that sacrifice a permanent of the player's choice (605.3a, 118.3)", () => {
  // Phyrexian Tower's second ability: "{T}, Sacrifice a creature: Add {B}{B}."
  const tower: CardDefinition = {
    name: 'Sacrificial Tower',
    supertypes: [],
    types: ['Land'],
    subtypes: [],
    text: '{T}, Sacrifice a creature: Add {B}{B}.',
    source: 'spec: a land like Phyrexian Tower',
    abilities: [
      activated('{T}, Sacrifice a creature: Add {B}{B}.', {
        cost: { tap: true, sacrifice: { filter: { types: ['Creature'] }, count: 1 } },
        effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['B', 'B'] } }],
        manaAbility: true,
      }),
    ],
  };
  const withTower = contextWith(tower);

  it('118.3: a tapped source is not offered for a payment, an untapped one is, once per creature to sacrifice', () => {
    const offered = (tapped: boolean) => {
      let state = startAt(withTower, {
        players: [
          {
            id: 'alice',
            hand: cards('Hill Giant'),
            battlefield: [{ card: 'Sacrificial Tower', tapped }, ...cards('Swamp', 'Grizzly Bears')],
          },
          { id: 'bob' },
        ],
      });
      const giant = idsOf(state, 'Hill Giant', 'hand')[0]!;
      state = act(withTower, state, { type: 'AnnounceSpell', player: 'alice', card: giant });
      expect(state.decision?.kind).toBe('payment');
      const legal = legalActions(state, 'alice', withTower);
      for (const command of legal) expect(decide(command, state, withTower).ok).toBe(true);
      return legal.filter((c) => c.type === 'ActivateManaAbility' && 'sacrifice' in c && c.sacrifice);
    };
    expect(offered(true)).toEqual([]);
    expect(offered(false)).toHaveLength(1);
  });
});

/** A test card with suspend, the way the compiler makes one (702.62a): a sorcery, and an instant. */
function suspended(name: string, type: 'Sorcery' | 'Instant'): CardDefinition {
  const text = 'Suspend 2—{R}';
  return {
    name,
    manaCost: '{2}{R}',
    supertypes: [],
    types: [type],
    subtypes: [],
    text: `You gain 1 life.\n${text}`,
    abilities: [
      { kind: 'spell', modes: [{ targets: [], effects: [{ kind: 'gain-life', who: 'you', amount: 1 }] }] },
      ...suspendAbilities(text, 2, '{R}'),
    ],
    source: 'spec: a test card',
  };
}

describe('legal actions: suspending a card, a special action (116.2f, 702.62a)', () => {
  const withSuspend = contextWith(
    suspended('Test Suspended Sorcery', 'Sorcery'),
    suspended('Test Suspended Instant', 'Instant'),
  );
  const suspensions = (state: GameState, player: 'alice' | 'bob') =>
    legalActions(state, player, withSuspend).filter((c) => c.type === 'Suspend');
  const position = (active: 'alice' | 'bob', lands: string[]) =>
    startAt(withSuspend, {
      active,
      players: [
        {
          id: 'alice',
          hand: cards('Test Suspended Sorcery', 'Test Suspended Instant'),
          battlefield: cards(...lands),
          library: cards('Mountain', 'Mountain'),
        },
        { id: 'bob', library: cards('Mountain', 'Mountain') },
      ],
    });

  it('116.2f: both cards in her main phase, each accepted: exiled with its time counters, the mana paid', () => {
    const state = position('alice', ['Mountain']);
    const offered = suspensions(state, 'alice');
    expect(offered.map((c) => c.type === 'Suspend' && objectOf(state, c.card)!.name).sort()).toEqual([
      'Test Suspended Instant',
      'Test Suspended Sorcery',
    ]);
    for (const command of offered) {
      const after = act(withSuspend, state, command);
      const exiled = objectOf(after, after.exile[0]!)!;
      expect(exiled.counters).toEqual({ time: 2 });
      expect(objectOf(after, after.battlefield[0]!)!.tapped).toBe(true);
    }
  });

  it("116.2f: in the opponent's turn, only the instant (the sorcery couldn't be cast); nothing without {R}", () => {
    const bobs = act(withSuspend, position('bob', ['Mountain']), { type: 'PassPriority', player: 'bob' });
    const offered = suspensions(bobs, 'alice');
    expect(offered.map((c) => c.type === 'Suspend' && objectOf(bobs, c.card)!.name)).toEqual([
      'Test Suspended Instant',
    ]);
    const sorcery = idsOf(bobs, 'Test Suspended Sorcery', 'hand')[0]!;
    const refused = decide({ type: 'Suspend', player: 'alice', card: sorcery }, bobs, withSuspend);
    expect(refused.ok ? undefined : refused.rejection.rule).toBe('116.2f');
    expect(suspensions(position('alice', ['Island']), 'alice')).toEqual([]);
  });
});

describe('legal actions: abilities that work from a graveyard (113.6m)', () => {
  /** The activations of a card's abilities offered to alice, each checked to be accepted by `decide`. */
  function activationsOf(state: GameState, source: string): Command[] {
    const legal = legalActions(state, 'alice', ctx);
    const found = legal.filter(
      (c) => (c.type === 'ActivateAbility' || c.type === 'AnnounceAbility') && c.source === source,
    );
    for (const command of found) expect(decide(command, state, ctx).ok).toBe(true);
    return found;
  }

  it('702.84a: unearth from the graveyard in a main phase (only as a sorcery), not from the hand', () => {
    const at = (step: 'main1' | 'upkeep') =>
      startAt(ctx, {
        step,
        players: [
          {
            id: 'alice',
            hand: cards('Dregscape Zombie'),
            graveyard: cards('Dregscape Zombie'),
            battlefield: cards('Swamp'),
          },
          { id: 'bob' },
        ],
      });
    const main = at('main1');
    const buried = idsOf(main, 'Dregscape Zombie', 'graveyard')[0]!;
    const held = idsOf(main, 'Dregscape Zombie', 'hand')[0]!;
    expect(activationsOf(main, buried)).toContainEqual({
      type: 'ActivateAbility',
      player: 'alice',
      source: buried,
      ability: 0,
      targets: [],
    });
    expect(activationsOf(main, held)).toEqual([]);
    const upkeep = at('upkeep');
    expect(activationsOf(upkeep, idsOf(upkeep, 'Dregscape Zombie', 'graveyard')[0]!)).toEqual([]);
  });
});
