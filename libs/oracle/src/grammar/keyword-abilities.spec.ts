import { describe, expect, it } from '@jest/globals';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

/** A card's triggered abilities, without their text. */
function triggered(name: string) {
  return abilitiesOf(name).flatMap((a) => {
    if (a.kind !== 'triggered') return [];
    const { kind: _kind, text: _text, ...rest } = a;
    return [rest];
  });
}

describe('triggered keywords of corpus cards (702)', () => {
  it('702.89a-b: "Totem armor" (umbra armor) is a replacement of the enchanted permanent\'s destruction', () => {
    expect(abilitiesOf('Hyena Umbra').at(-1)).toMatchObject({
      kind: 'replacement',
      replacement: { event: 'umbra-armor' },
    });
  });

  it('702.92a: "Living weapon": when it enters, create a 0/0 black Phyrexian Germ token, then attach this to it', () => {
    const germ = {
      name: 'Phyrexian Germ Token',
      colors: ['B'],
      types: ['Creature'],
      subtypes: ['Phyrexian', 'Germ'],
      power: 0,
      toughness: 0,
    };
    expect(triggered('Flayer Husk')).toEqual([
      {
        keyword: 'living-weapon',
        trigger: { event: 'enters' },
        targets: [],
        effects: [
          { kind: 'create-token', token: germ, count: 1 },
          { kind: 'attach', what: 'self', to: 'created-token' },
        ],
      },
    ]);
  });

  it('702.23a: "Rampage N": +N/+N for each creature blocking it beyond the first, counted as it resolves', () => {
    const bonus = { plus: { perBlockerBeyondFirst: 2 } };
    expect(triggered('Craw Giant')).toEqual([
      {
        keyword: 'rampage',
        trigger: { event: 'becomes-blocked' },
        targets: [],
        effects: [
          { kind: 'modify-pt', what: 'self', power: bonus, toughness: bonus, duration: 'end-of-turn' },
        ],
      },
    ]);
  });

  it('702.115a: "Ingest": the player dealt combat damage exiles the top card of their library', () => {
    expect(triggered('Culling Drone')).toEqual([
      {
        keyword: 'ingest',
        trigger: { event: 'deals-damage', to: 'player', combat: true },
        targets: [],
        effects: [{ kind: 'exile-top-of-library', who: 'trigger-player', amount: 1 }],
      },
    ]);
  });

  it('702.110a-b: "Exploit" (you may sacrifice a creature as it enters), "When [this] exploits a creature"', () => {
    expect(triggered("Sidisi's Faithful")).toEqual([
      { keyword: 'exploit', trigger: { event: 'enters' }, targets: [], effects: [{ kind: 'exploit' }] },
      {
        trigger: { event: 'exploits' },
        targets: [{ kind: 'creature' }],
        effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
      },
    ]);
  });

  it('603.2: "that player" in a "deals combat damage to a player" trigger is the player dealt the damage', () => {
    expect(triggered('Chilling Apparition')).toEqual([
      {
        trigger: { event: 'deals-damage', to: 'player', combat: true },
        targets: [],
        effects: [{ kind: 'discard', who: 'trigger-player', amount: 1 }],
      },
    ]);
  });
});

describe('activated keywords of corpus cards (702)', () => {
  it('702.107a: "Outlast [cost]": [cost], {T}: a +1/+1 counter on itself, only as a sorcery', () => {
    expect(abilitiesOf('Abzan Falconer')).toEqual([
      {
        kind: 'activated',
        text: expect.stringMatching(/^Outlast \{W\} \(/),
        targets: [],
        cost: { mana: '{W}', tap: true },
        effects: [{ kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 1 }],
        sorcerySpeed: true,
        keyword: 'outlast',
      },
      {
        kind: 'static',
        text: 'Each creature you control with a +1/+1 counter on it has flying.',
        effect: {
          kind: 'grant-keywords',
          affected: { filter: { types: ['Creature'], controller: 'you', withCounter: '+1/+1' } },
          keywords: ['flying'],
        },
      },
    ]);
  });
});

describe('casting keywords of corpus cards (702)', () => {
  it('702.74a: "Evoke [cost]": an alternative cost, and "when it enters, if its evoke cost was paid, sacrifice it"', () => {
    const evoke = abilitiesOf('Mulldrifter').slice(-2);
    expect(evoke).toEqual([
      {
        kind: 'alternative-cost',
        text: expect.stringMatching(/^Evoke \{2\}\{U\}/),
        cost: { mana: '{2}{U}' },
        keyword: 'evoke',
      },
      {
        kind: 'triggered',
        text: expect.stringMatching(/^Evoke \{2\}\{U\}/),
        keyword: 'evoke',
        trigger: { event: 'enters' },
        condition: { kind: 'cast-with', keyword: 'evoke' },
        targets: [],
        effects: [{ kind: 'sacrifice-object', what: 'self' }],
      },
    ]);
  });

  it('702.35a: "Madness [cost]": the discard into exile in the hand, and the trigger in exile that casts it for that cost', () => {
    expect(abilitiesOf('Fiery Temper').slice(-2)).toEqual([
      { kind: 'madness', cost: '{R}' },
      {
        kind: 'triggered',
        text: expect.stringMatching(/^Madness \{R\}/),
        keyword: 'madness',
        zone: 'exile',
        trigger: { event: 'exiled-by-madness' },
        targets: [],
        effects: [
          {
            kind: 'cast-for-cost',
            what: 'self',
            keyword: 'madness',
            cost: { mana: '{R}' },
            otherwise: 'graveyard',
          },
        ],
      },
    ]);
  });

  it('702.35a: a madness cost with X is not read (the value of X would be chosen as it is cast)', () => {
    expect(diagnosticsOf('From Under the Floorboards')[0]).toMatchObject({
      code: 'EFFECT',
      line: 1,
      clause: 'no effect the compiler knows',
    });
  });

  it('702.109a: "Dash [cost]": an alternative cost; cast so, haste and a return to the hand at the next end step', () => {
    const cast = { kind: 'cast-with', keyword: 'dash' };
    expect(abilitiesOf('Mardu Shadowspear').slice(-3)).toMatchObject([
      { kind: 'alternative-cost', cost: { mana: '{1}{B}' }, keyword: 'dash' },
      {
        kind: 'static',
        effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
        condition: cast,
      },
      {
        kind: 'triggered',
        keyword: 'dash',
        trigger: { event: 'enters' },
        condition: cast,
        effects: [
          {
            kind: 'delayed-trigger',
            trigger: { event: 'step', step: 'end', whose: 'each' },
            effects: [{ kind: 'return-to-hand', what: 'self' }],
          },
        ],
      },
    ]);
  });

  it('702.103a: "Bestow [cost]": an alternative cost, and "enchanted creature" then names what it enchants', () => {
    expect(abilitiesOf('Boon Satyr')).toMatchObject([
      { kind: 'keyword', keyword: 'flash' },
      { kind: 'alternative-cost', cost: { mana: '{3}{G}{G}' }, keyword: 'bestow' },
      {
        kind: 'static',
        effect: { kind: 'modify-pt', affected: 'enchanted', power: 4, toughness: 2 },
      },
    ]);
  });
  it('702.84a: "Unearth [cost]": a sorcery-speed ability from the graveyard; the permanent has haste and is exiled at the end step', () => {
    const unearthed = { kind: 'unearthed' };
    expect(abilitiesOf('Dregscape Zombie')).toMatchObject([
      {
        kind: 'activated',
        cost: { mana: '{B}' },
        effects: [{ kind: 'put-onto-battlefield', what: 'self', unearthed: true }],
        zone: 'graveyard',
        sorcerySpeed: true,
        keyword: 'unearth',
      },
      {
        kind: 'static',
        effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
        condition: unearthed,
      },
      {
        kind: 'triggered',
        keyword: 'unearth',
        trigger: { event: 'step', step: 'end', whose: 'each' },
        condition: unearthed,
        effects: [{ kind: 'exile', what: 'self' }],
      },
    ]);
  });

  it('702.52a: "Dredge N": a replacement of a draw that works only in the graveyard', () => {
    expect(abilitiesOf('Dakmor Salvage').at(-1)).toMatchObject({
      kind: 'replacement',
      replacement: { event: 'draw', instead: { dredge: 2 } },
      zone: 'graveyard',
    });
  });

  it('702.49a: "Ninjutsu [cost]": from the hand, returning an unblocked attacker, the card enters tapped and attacking', () => {
    const [ninjutsu] = abilitiesOf('Ninja of the Deep Hours');
    expect(ninjutsu).toMatchObject({
      kind: 'activated',
      cost: {
        mana: '{1}{U}',
        returnToHand: {
          filter: { types: ['Creature'], controller: 'you', attacking: true, unblocked: true },
          count: 1,
        },
      },
      targets: [],
      effects: [
        { kind: 'put-onto-battlefield', what: 'self', from: 'hand', tapped: true, attackingAsReturned: true },
      ],
      zone: 'hand',
      keyword: 'ninjutsu',
    });
  });
});
