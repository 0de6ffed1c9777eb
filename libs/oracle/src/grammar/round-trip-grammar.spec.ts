import { describe, expect, it } from '@jest/globals';
import type { Ability } from '@mtg/cards';
import { compileCard, type OracleCard } from '../compile.js';
import { abilitiesOf } from '../testing/corpus-abilities.js';

// The grammar the round trip against the hand-written catalogue needed, proven on corpus cards the
// catalogue doesn't have (and on a few cards printed after the corpus, from their given text).

const abilities = abilitiesOf;

/** The abilities a card compiles to from the text given. */
function given(card: Partial<OracleCard> & Pick<OracleCard, 'name' | 'types' | 'text'>): Ability[] {
  const compiled = compileCard({ supertypes: [], subtypes: [], ...card }, 'hand: test');
  expect(compiled.diagnostics).toEqual([]);
  return compiled.definition!.abilities;
}

/** The modes of an instant's or sorcery's spell ability. */
function modes(name: string): unknown {
  const ability = abilities(name).find((a) => a.kind === 'spell');
  return ability?.kind === 'spell' ? ability.modes : ability;
}

/** What an ability does: its kind-specific parts without its text. */
function body(ability: Ability | undefined): unknown {
  if (!ability || !('text' in ability)) return ability;
  const { text: _text, ...rest } = ability;
  return rest;
}

describe('spell effects', () => {
  it('601.2d: damage divided as you choose among one or two targets, among any number of targets', () => {
    expect(modes('Electrolyze')).toEqual([
      {
        targets: [{ kind: 'any', count: 2, atLeast: 1 }],
        effects: [
          { kind: 'deal-damage', amount: 2, to: { target: 0 }, divided: 'as-you-choose' },
          { kind: 'draw', who: 'you', amount: 1 },
        ],
      },
    ]);
    expect(modes('Pyrotechnics')).toEqual([
      {
        targets: [{ kind: 'any', anyNumber: true }],
        effects: [{ kind: 'deal-damage', amount: 4, to: { target: 0 }, divided: 'as-you-choose' }],
      },
    ]);
  });

  it('701.6a: "If that spell is countered this way, exile it instead of putting it into its owner\'s graveyard."', () => {
    expect(modes('Deny Existence')).toEqual([
      {
        targets: [{ kind: 'spell', filter: { types: ['Creature'] } }],
        effects: [{ kind: 'counter', what: { target: 0 }, instead: { to: 'exile' } }],
      },
    ]);
  });

  it('701.34a, 305.2, 614.10: proliferate, an additional land this turn, skipping a turn', () => {
    expect(modes('Steady Progress')).toEqual([
      { targets: [], effects: [{ kind: 'proliferate' }, { kind: 'draw', who: 'you', amount: 1 }] },
    ]);
    expect(modes('Urban Evolution')).toEqual([
      {
        targets: [],
        effects: [
          { kind: 'draw', who: 'you', amount: 3 },
          { kind: 'additional-land-plays', count: 1, duration: 'end-of-turn' },
        ],
      },
    ]);
    expect(modes('Meditate')).toMatchObject([
      { effects: [{ kind: 'draw' }, { kind: 'skip-next-step', who: 'you', step: 'turn' }] },
    ]);
    expect(body(abilities('Stonehorn Dignitary')[0])).toMatchObject({
      effects: [{ kind: 'skip-next-step', who: { target: 0 }, step: 'combat-phase' }],
    });
  });

  it('701.9b: "You choose a nonland card from it. That player discards that card."', () => {
    expect(modes('Thoughtseize')).toEqual([
      {
        targets: [{ kind: 'player' }],
        effects: [
          { kind: 'reveal-hand', who: { target: 0 } },
          { kind: 'discard', who: { target: 0 }, amount: 1, filter: { notTypes: ['Land'] }, chooser: 'you' },
          { kind: 'lose-life', who: 'you', amount: 2 },
        ],
      },
    ]);
  });

  it('615.7, 609.7, 614.9: shields against the next damage from a source of your choice', () => {
    expect(body(abilities('Circle of Protection: Black')[0])).toMatchObject({
      effects: [
        {
          kind: 'prevent-next-damage-from-source',
          source: { filter: { colors: ['B'] } },
          duration: 'end-of-turn',
        },
      ],
    });
    expect(modes("Harm's Way")).toEqual([
      {
        targets: [{ kind: 'any' }],
        effects: [
          {
            kind: 'redirect-next-damage-from-source',
            source: {},
            amount: 2,
            to: { target: 0 },
            duration: 'end-of-turn',
          },
        ],
      },
    ]);
  });

  it('611.2b-c: creatures of a kind gain keywords until end of turn', () => {
    expect(modes('Boros Charm')).toMatchObject([
      {},
      {
        effects: [
          {
            kind: 'grant-keywords',
            what: { each: { controller: 'you' } },
            keywords: ['indestructible'],
            duration: 'end-of-turn',
          },
        ],
      },
      {},
    ]);
  });

  it('120.10, 107.14: excess damage, and "you may pay any amount of {E}" then "that much damage"', () => {
    const contest = given({
      name: 'Contest of Claws',
      types: ['Sorcery'],
      text: 'Target creature you control deals damage equal to its power to another target creature. If excess damage was dealt this way, discover X, where X is that excess damage.',
    });
    expect(contest[0]).toEqual({
      kind: 'spell',
      modes: [
        {
          targets: [
            { kind: 'creature', filter: { controller: 'you' } },
            { kind: 'creature', another: true },
          ],
          effects: [
            {
              kind: 'deal-damage',
              amount: { powerOf: { target: 0 } },
              to: { target: 1 },
              from: { target: 0 },
              ifExcess: [{ kind: 'discover', amount: { excess: true } }],
            },
          ],
        },
      ],
    });
    expect(modes('Harnessed Lightning')).toEqual([
      {
        targets: [{ kind: 'creature' }],
        effects: [
          { kind: 'add-player-counters', who: 'you', counter: 'energy', amount: 3 },
          {
            kind: 'pay-any-amount-of-energy',
            effects: [{ kind: 'deal-damage', amount: { paid: true }, to: { target: 0 } }],
          },
        ],
      },
    ]);
  });

  it('601.6a: "that player" in the modes an opponent chooses is that opponent', () => {
    expect(modes('Fatal Lore')).toMatchObject([
      {},
      {
        targets: [{ kind: 'creature', count: 2, upTo: true, filter: { controller: 'chosen-player' } }],
        effects: [
          { kind: 'destroy', noRegeneration: true },
          { kind: 'draw', who: 'chosen-player', amount: 3, upTo: true },
        ],
      },
    ]);
  });
});

describe('static abilities and costs', () => {
  it("601.2f: a spell's own cost for each creature of a kind", () => {
    expect(body(abilities('Primeval Protector')[0])).toEqual({
      kind: 'static',
      effect: {
        kind: 'self-cost-modification',
        generic: -1,
        forEach: { count: { types: ['Creature'], controller: 'opponent' } },
      },
    });
  });

  it('305.7: "Nonbasic lands are Mountains."', () => {
    expect(body(abilities('Magus of the Moon')[0])).toEqual({
      kind: 'static',
      effect: {
        kind: 'becomes',
        affected: { filter: { notSupertypes: ['Basic'], types: ['Land'] } },
        landTypes: ['Mountain'],
      },
    });
  });

  it('601.2f, 118.7: "instant and sorcery spells", a reduction by colored mana only', () => {
    expect(body(abilities('Arcane Melee')[0])).toEqual({
      kind: 'static',
      effect: { kind: 'cost-modification', spells: { anyOfTypes: ['Instant', 'Sorcery'] }, generic: -2 },
    });
    expect(body(abilities('Ragemonger')[0])).toEqual({
      kind: 'static',
      effect: {
        kind: 'cost-reduction',
        spells: { subtypes: ['Minotaur'], controller: 'you' },
        mana: '{B}{R}',
        only: 'colored',
      },
    });
  });

  it('107.14: energy in costs and effects', () => {
    expect(body(abilities('Aether Hub')[2])).toMatchObject({
      cost: { tap: true, energy: 1 },
      manaAbility: true,
    });
    expect(modes('Glimmer of Genius')).toMatchObject([
      { effects: [{}, {}, { kind: 'add-player-counters', who: 'you', counter: 'energy', amount: 2 }] },
    ]);
  });

  it('118.9: "You may exile a blue card from your hand rather than pay this spell\'s mana cost."', () => {
    expect(body(abilities('Snapback')[0])).toEqual({
      kind: 'alternative-cost',
      cost: { exile: { from: 'hand', filter: { colors: ['U'] }, count: 1 } },
    });
  });

  it('604.3, 111.4: power and toughness each equal to a number; the abilities of a created token', () => {
    expect(body(abilities('Maro')[0])).toEqual({
      kind: 'static',
      effect: {
        kind: 'set-pt-cda',
        power: { countCards: { zone: 'hand', of: 'you' } },
        toughness: { countCards: { zone: 'hand', of: 'you' } },
      },
    });
    expect(body(abilities('Dragon Egg')[1])).toMatchObject({
      effects: [
        {
          kind: 'create-token',
          token: {
            power: 2,
            abilities: [
              { kind: 'keyword', keyword: 'flying' },
              {
                kind: 'activated',
                text: '{R}: This creature gets +1/+0 until end of turn.',
                cost: { mana: '{R}' },
              },
            ],
          },
        },
      ],
    });
  });

  it('606: loyalty abilities are activated as sorceries, "−N" their cost', () => {
    expect(abilities('Nissa, Voice of Zendikar').map((a) => a.kind === 'activated' && a.cost)).toEqual([
      { loyalty: 1 },
      { loyalty: -2 },
      { loyalty: -7 },
    ]);
    expect(abilities('Nissa, Voice of Zendikar').every((a) => a.kind === 'activated' && a.sorcerySpeed)).toBe(
      true,
    );
  });

  it('614.1a: replacement effects: damage doubled, tokens doubled, a zone change replaced', () => {
    expect(body(abilities('Dictate of the Twin Gods')[1])).toEqual({
      kind: 'replacement',
      replacement: { event: 'damage', source: { filter: {} }, multiply: 2 },
    });
    expect(body(abilities('Parallel Lives')[0])).toEqual({
      kind: 'replacement',
      replacement: { event: 'tokens', multiply: 2 },
    });
    expect(body(abilities('Blightsteel Colossus')[3])).toEqual({
      kind: 'replacement',
      replacement: {
        event: 'zone-change',
        object: 'self',
        to: 'graveyard',
        instead: { to: 'library', position: 'shuffle', reveal: true },
      },
      zone: 'anywhere',
    });
  });

  it('707.5: "You may have [this] enter as a copy of any nonland permanent on the battlefield."', () => {
    expect(body(abilities('Clever Impersonator')[0])).toEqual({
      kind: 'replacement',
      replacement: { event: 'enters-as-copy', of: { notTypes: ['Land'] } },
    });
  });

  it('207.2d, 607.2a, 614.11: a flavor word; cards exiled with the object and "that much life"; a draw replaced', () => {
    const asmodeus = given({
      name: 'Asmodeus the Archfiend',
      types: ['Creature'],
      text: "Binding Contract — If you would draw a card, exile the top card of your library face down instead.\n{B}: Return all cards exiled with Asmodeus the Archfiend to their owner's hand and you lose that much life.",
      power: 6,
      toughness: 6,
    });
    expect(asmodeus.map(body)).toEqual([
      { kind: 'replacement', replacement: { event: 'draw', instead: { exileTopCard: { faceDown: true } } } },
      {
        kind: 'activated',
        cost: { mana: '{B}' },
        targets: [],
        effects: [
          { kind: 'return-to-hand', what: { each: { exiledWithSelf: true }, zone: 'exile' } },
          { kind: 'lose-life', who: 'you', amount: { previousCount: true } },
        ],
      },
    ]);
  });

  it('702.179a, 702.178a: "Start your engines!" and "Max speed — [ability]"', () => {
    const raceway = given({
      name: 'Raceway',
      types: ['Land'],
      text: 'Start your engines!\nMax speed — {T}: Add {C}{C}.',
    });
    expect(raceway).toEqual([
      { kind: 'start-your-engines', text: 'Start your engines!' },
      {
        kind: 'max-speed',
        text: 'Max speed — {T}: Add {C}{C}.',
        ability: {
          kind: 'activated',
          text: '{T}: Add {C}{C}.',
          cost: { tap: true },
          targets: [],
          effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['C', 'C'] } }],
          manaAbility: true,
        },
      },
    ]);
  });

  it('602.5d: "Activate only as a sorcery." closes an activated ability', () => {
    const volcano = given({
      name: 'Volcano',
      types: ['Land'],
      text: '{4}{R}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery.',
    });
    expect(body(volcano[0])).toEqual({
      kind: 'activated',
      cost: { mana: '{4}{R}', tap: true, sacrificeSelf: true },
      targets: [],
      effects: [{ kind: 'discover', amount: 4 }],
      sorcerySpeed: true,
    });
  });
});

describe('triggered abilities', () => {
  it('602.2i: "Whenever a player activates an ability that isn\'t a mana ability", "that player" its controller', () => {
    expect(body(abilities('Burning-Tree Shaman')[0])).toEqual({
      kind: 'triggered',
      trigger: { event: 'activate', by: 'any' },
      targets: [],
      effects: [{ kind: 'deal-damage', amount: 1, to: { controllerOf: 'trigger-object' } }],
    });
  });

  it('603.6c: "Whenever a land is put into a graveyard from the battlefield"', () => {
    expect(body(abilities('Akki Raider')[0])).toMatchObject({
      trigger: { event: 'put-into-graveyard', from: 'battlefield', filter: { types: ['Land'] } },
    });
  });

  it('603.2, 115.10: "it" is the source in a trigger about its own event; "that spell" the spell targeting it', () => {
    expect(body(abilities('Segmented Wurm')[0])).toMatchObject({
      effects: [{ kind: 'add-counters', what: 'self', counter: '-1/-1' }],
    });
    const giant = given({
      name: 'Giant',
      types: ['Creature'],
      text: "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.",
      power: 4,
      toughness: 3,
    });
    expect(body(giant[0])).toMatchObject({
      effects: [{ kind: 'deal-damage', amount: 2, to: { controllerOf: 'trigger-object' } }],
    });
  });

  it('207.2c: heroic, "Whenever you cast a spell that targets [this]"', () => {
    expect(body(abilities('Satyr Hoplite')[0])).toMatchObject({
      trigger: { event: 'cast', by: 'you', targetsSelf: true },
      effects: [{ kind: 'add-counters', what: 'self', counter: '+1/+1' }],
    });
  });

  it('603.2: "becomes the target of a spell or ability an opponent controls", of a filter or the enchanted creature', () => {
    expect(body(abilities('Thunderbreak Regent')[1])).toMatchObject({
      trigger: {
        event: 'becomes-target',
        by: 'opponent',
        filter: { subtypes: ['Dragon'], controller: 'you' },
      },
      effects: [{ kind: 'deal-damage', amount: 3, to: 'trigger-player' }],
    });
    expect(body(abilities('Crystallization')[3])).toMatchObject({
      trigger: { event: 'becomes-target', attached: 'enchanted' },
      effects: [{ kind: 'exile', what: 'trigger-object' }],
    });
    expect(body(abilities('Ashenmoor Liege')[2])).toMatchObject({
      trigger: { event: 'becomes-target', by: 'opponent' },
      effects: [{ kind: 'lose-life', who: { controllerOf: 'trigger-object' } }],
    });
  });

  it('109.2, 115.3: "another target" before any other target is another than the source', () => {
    expect(body(abilities('Aegis Automaton')[0])).toMatchObject({
      targets: [{ kind: 'creature', filter: { controller: 'you', other: true } }],
    });
  });

  it('603.12, 603.2h: a reflexive "When you do, ..."; "This ability triggers only once each turn."', () => {
    const guide = given({
      name: 'Guide',
      types: ['Creature'],
      text: 'Whenever you attack, you may pay {E}{E}{E}. When you do, put two +1/+1 counters and a flying counter on target attacking creature. It becomes an Angel in addition to its other types.',
      power: 1,
      toughness: 2,
    });
    expect(body(guide[0])).toEqual({
      kind: 'triggered',
      trigger: { event: 'you-attack' },
      targets: [],
      effects: [
        {
          kind: 'pay',
          cost: { energy: 3 },
          optional: true,
          reflexive: {
            text: 'When you do, put two +1/+1 counters and a flying counter on target attacking creature. It becomes an Angel in addition to its other types.',
            targets: [{ kind: 'creature', filter: { attacking: true } }],
            effects: [
              { kind: 'add-counters', what: { target: 0 }, counter: '+1/+1', amount: 2 },
              { kind: 'add-counters', what: { target: 0 }, counter: 'flying', amount: 1 },
              { kind: 'add-subtypes', what: { target: 0 }, subtypes: ['Angel'], duration: 'permanent' },
            ],
          },
        },
      ],
    });
    const curator = given({
      name: 'Curator',
      types: ['Creature'],
      text: 'Whenever you discover, discover again for the same value. This ability triggers only once each turn.',
      power: 3,
      toughness: 3,
    });
    expect(body(curator[0])).toMatchObject({ trigger: { event: 'discover' }, oncePerTurn: true });
  });

  it('111.10j, 303.7: "create a Cursed Role token attached to it"', () => {
    const courtier = given({
      name: 'Courtier',
      types: ['Creature'],
      text: 'When this creature enters, create a Cursed Role token attached to it.',
      power: 3,
      toughness: 3,
    });
    expect(body(courtier[0])).toMatchObject({
      effects: [
        { kind: 'create-token', token: { name: 'Cursed', subtypes: ['Aura', 'Role'] }, attachedTo: 'self' },
      ],
    });
  });
});

describe('cards with several faces', () => {
  it("715.4, 715.3b: an adventurer card has its creature's characteristics, each face its own abilities", () => {
    const compiled = compileCard(
      {
        name: 'Giant',
        layout: 'adventure',
        manaCost: '{2}{R}',
        supertypes: [],
        types: ['Creature'],
        subtypes: ['Giant'],
        power: 4,
        toughness: 3,
        text: 'Trample',
        faces: [
          {
            name: 'Giant',
            manaCost: '{2}{R}',
            supertypes: [],
            types: ['Creature'],
            subtypes: ['Giant'],
            power: 4,
            toughness: 3,
            text: 'Trample',
          },
          {
            name: 'Stomp',
            manaCost: '{1}{R}',
            supertypes: [],
            types: ['Instant'],
            subtypes: ['Adventure'],
            text: "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
          },
        ],
      },
      'hand: test',
    );
    expect(compiled.diagnostics).toEqual([]);
    expect(compiled.definition).toMatchObject({
      name: 'Giant',
      layout: 'adventure',
      types: ['Creature'],
      abilities: [{ kind: 'keyword', keyword: 'trample' }],
      faces: [
        { name: 'Giant' },
        {
          name: 'Stomp',
          abilities: [
            {
              kind: 'spell',
              modes: [
                {
                  effects: [
                    { kind: 'damage-cant-be-prevented', duration: 'end-of-turn' },
                    { kind: 'deal-damage', amount: 2, to: { target: 0 } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('709.4: a split card has both halves combined; a face not read leaves the card unread, its diagnostic naming the face', () => {
    const half = (name: string, text: string): OracleCard => ({
      name,
      manaCost: '{R}',
      supertypes: [],
      types: ['Instant'],
      subtypes: [],
      text,
    });
    const card = (right: string) =>
      compileCard(
        {
          ...half('Left // Right', ''),
          layout: 'split',
          faces: [half('Left', 'Draw a card.'), half('Right', right)],
        },
        'hand: test',
      );
    expect(card('Scry 1.').definition).toMatchObject({
      name: 'Left // Right',
      manaCost: '{R}{R}',
      text: 'Draw a card.\n//\nScry 1.',
      abilities: [{ kind: 'spell' }, { kind: 'spell' }],
    });
    expect(card('Juggle the moon.')).toMatchObject({
      diagnostics: [{ code: 'EFFECT', clause: expect.stringMatching(/^Right: /) }],
    });
  });
});
