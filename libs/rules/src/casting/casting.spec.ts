// 601.2 (seed 409.1): what the casting records and the order of its events, which scenarios can't
// see; 118.6 with a test card, since no card of the catalogue but lands lacks a mana cost.
import { describe, expect, it } from '@jest/globals';
import type { CardDefinition } from '@mtg/cards';
import { decide } from '../decide.js';
import { characteristics } from '../layers/characteristics.js';
import { act, contextWith, eventsOf, idsOf, playAll, resolveStack, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';

/** A test card: an instant with no mana cost (118.6), like a card with suspend, without its suspend. */
const noManaCost: CardDefinition = {
  name: 'Test Instant Without Mana Cost',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  text: 'Draw a card.',
  abilities: [
    { kind: 'spell', modes: [{ targets: [], effects: [{ kind: 'draw', who: 'you', amount: 1 }] }] },
  ],
  source: 'spec: a test card',
};

/** A test card with an untap-symbol cost (107.6): no card of the catalogue has {Q}. */
const untapper: CardDefinition = {
  name: 'Test Untapper',
  manaCost: '{1}',
  supertypes: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  power: 1,
  toughness: 1,
  text: '{Q}: You gain 1 life.',
  abilities: [
    {
      kind: 'activated',
      text: '{Q}: You gain 1 life.',
      cost: { untap: true },
      targets: [],
      effects: [{ kind: 'gain-life', who: 'you', amount: 1 }],
    },
  ],
  source: 'spec: a test card',
};

const ctx = contextWith(noManaCost, untapper);

describe('casting a spell (601.2)', () => {
  it('601.2h-i: pays every cost, sacrifice included, before the spell becomes cast, for the locked total cost', () => {
    const start = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: "Altar's Reap" }],
          library: [{ card: 'Island' }, { card: 'Island' }],
          battlefield: [{ card: 'Swamp' }, { card: 'Thunderscape Familiar' }],
        },
        { id: 'bob' },
      ],
    });
    const familiar = idsOf(start, 'Thunderscape Familiar')[0]!;
    const { events } = playAll(
      ctx,
      { state: start, events: [] },
      {
        type: 'CastSpell',
        player: 'alice',
        card: idsOf(start, "Altar's Reap", 'hand')[0]!,
        additional: { sacrifice: [familiar] },
      },
    );
    const types = events.map((e) => e.type);
    const sacrificed = events.findIndex((e) => e.type === 'ZoneChanged' && e.object === familiar);
    expect(sacrificed).toBeGreaterThan(types.indexOf('ManaSpent'));
    expect(types.indexOf('SpellCast')).toBeGreaterThan(sacrificed);
    expect(eventsOf(events, 'SpellCast')[0]).toMatchObject({ cost: '{B}' });
    expect(eventsOf(events, 'ManaSpent')[0]!.mana).toEqual(['B']);
  });

  it('601.2b-d: records the kicker, the division and the alternative cost on the spell', () => {
    let s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Vines of Vastwood' }, { card: 'Forked Bolt' }],
          battlefield: [
            { card: 'Forest' },
            { card: 'Forest' },
            { card: 'Mountain' },
            { card: 'Grizzly Bears' },
          ],
        },
        { id: 'bob', battlefield: [{ card: 'Raging Goblin' }] },
      ],
    });
    const bears = idsOf(s, 'Grizzly Bears')[0]!;
    const goblin = idsOf(s, 'Raging Goblin')[0]!;
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(s, 'Vines of Vastwood', 'hand')[0]!,
      targets: [[bears]],
      additional: { kicker: 1 },
    });
    expect(objectOf(s, s.stack[0]!)!.stack).toMatchObject({ kicked: 1 });
    s = resolveStack(ctx, s);
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(s, 'Forked Bolt', 'hand')[0]!,
      targets: [[goblin, 'bob']],
      divide: { [goblin]: 1, bob: 1 },
    });
    expect(objectOf(s, s.stack[0]!)!.stack).toMatchObject({ division: { [goblin]: 1, bob: 1 } });
  });

  it('118.6: a card with no mana cost has an unpayable cost; 118.6a: an alternative cost may be paid', () => {
    const s = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: noManaCost.name }],
          library: [{ card: 'Island' }],
          battlefield: [{ card: 'Island' }],
        },
        { id: 'bob' },
      ],
    });
    const card = idsOf(s, noManaCost.name, 'hand')[0]!;
    const refused = decide({ type: 'CastSpell', player: 'alice', card }, s, ctx);
    expect(refused.ok ? undefined : refused.rejection.rule).toBe('118.6');
    const withOmniscience = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: noManaCost.name }],
          library: [{ card: 'Island' }],
          battlefield: [{ card: 'Omniscience' }],
        },
        { id: 'bob' },
      ],
    });
    const cast = act(ctx, withOmniscience, {
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(withOmniscience, noManaCost.name, 'hand')[0]!,
      alternative: 'Omniscience',
    });
    expect(resolveStack(ctx, cast).players[0]!.hand).toHaveLength(1);
  });
});

describe('the untap symbol (107.6)', () => {
  const at = (permanent: { tapped?: boolean; sick?: boolean }) =>
    startAt(ctx, {
      players: [{ id: 'alice', battlefield: [{ card: untapper.name, ...permanent }] }, { id: 'bob' }],
    });
  const activate = (s: ReturnType<typeof at>) =>
    decide(
      { type: 'ActivateAbility', player: 'alice', source: idsOf(s, untapper.name)[0]!, ability: 0 },
      s,
      ctx,
    );

  it('untaps the permanent as a cost', () => {
    const s = at({ tapped: true });
    const result = activate(s);
    expect(result.ok && objectOf(result.state, idsOf(s, untapper.name)[0]!)!.tapped).toBe(false);
  });

  it("can't be paid by an untapped permanent, nor by a creature with summoning sickness (602.5a)", () => {
    const untapped = activate(at({}));
    expect(untapped.ok ? undefined : untapped.rejection.rule).toBe('107.6');
    const sick = activate(at({ tapped: true, sick: true }));
    expect(sick.ok ? undefined : sick.rejection.rule).toBe('302.6, 602.5a');
  });
});

describe('cards of issue 6', () => {
  it("Gitaxian Probe: its caster looks at the target player's hand (an event only they and its owner see)", () => {
    const start = startAt(ctx, {
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Gitaxian Probe' }],
          library: [{ card: 'Island' }],
          battlefield: [{ card: 'Island' }],
        },
        { id: 'bob', hand: [{ card: 'Lightning Bolt' }, { card: 'Forest' }] },
      ],
    });
    const { events } = playAll(
      ctx,
      { state: start, events: [] },
      {
        type: 'CastSpell',
        player: 'alice',
        card: idsOf(start, 'Gitaxian Probe', 'hand')[0]!,
        targets: [['bob']],
      },
      { type: 'PassPriority', player: 'alice' },
      { type: 'PassPriority', player: 'bob' },
    );
    expect(eventsOf(events, 'HandLookedAt')).toEqual([
      { type: 'HandLookedAt', player: 'alice', of: 'bob', cards: ['Lightning Bolt', 'Forest'] },
    ]);
  });

  it('Ancient Stone Idol: the token it leaves is a 6/12 colorless Construct artifact creature with trample', () => {
    let s = startAt(ctx, {
      players: [
        { id: 'alice', battlefield: [{ card: 'Ancient Stone Idol' }] },
        {
          id: 'bob',
          hand: [{ card: 'Murder' }],
          battlefield: [{ card: 'Swamp' }, { card: 'Swamp' }, { card: 'Swamp' }],
        },
      ],
      turn: 2,
      active: 'bob',
    });
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'bob',
      card: idsOf(s, 'Murder', 'hand')[0]!,
      targets: [[idsOf(s, 'Ancient Stone Idol')[0]!]],
    });
    s = resolveStack(ctx, s);
    const token = idsOf(s, 'Construct Token')[0]!;
    expect(characteristics(s, ctx, token)).toMatchObject({
      colors: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Construct'],
      power: 6,
      toughness: 12,
      keywords: ['trample'],
    });
    expect(objectOf(s, token)!.controller).toBe('alice');
  });
});
