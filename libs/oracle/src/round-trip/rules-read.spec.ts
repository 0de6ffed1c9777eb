import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Ability } from '@mtg/cards';
import { compileCard } from '../compile.js';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { compileCorpusCard } from '../coverage/coverage.js';
import { GIVEN_CARDS } from '../given/given-cards.js';

let corpus: Corpus;

beforeAll(() => {
  corpus = readCorpus();
});

/** The abilities a card compiles to, from the corpus or from its given text; a card not read fails the test. */
function abilities(name: string): Ability[] {
  const card = corpus.byName.get(name);
  const given = GIVEN_CARDS.find((c) => c.name === name);
  const compiled = card ? compileCorpusCard(card, corpus) : compileCard(given!, given!.source);
  expect(compiled.diagnostics).toEqual([]);
  return compiled.definition!.abilities;
}

/** An array holding objects with these parts (a matcher given stands for itself). */
const has = (...parts: object[]) =>
  expect.arrayContaining(parts.map((p) => ('asymmetricMatch' in p ? p : expect.objectContaining(p))));
const effect = (e: object) => expect.objectContaining({ effects: has(e) });
const staticEffect = (e: object) => ({ kind: 'static', effect: expect.objectContaining(e) });
const replacement = (r: object) => ({ kind: 'replacement', replacement: expect.objectContaining(r) });

/**
 * The rules the compiler reads, each on cards whose hand-written definitions it read to exactly (then
 * their text became their definition): what a player would check in the IR.
 */
const READ: readonly [string, string, object[]][] = [
  [
    '606.3, 606.4, 700.3: loyalty abilities, separating piles',
    'Liliana of the Veil',
    [
      {
        cost: { loyalty: -6 },
        sorcerySpeed: true,
        effects: [{ kind: 'sacrifice-a-pile', who: { target: 0 } }],
      },
    ],
  ],
  ['702.158d: in the sector of your choice', 'Space Beleren', [effect({ kind: 'choose-sector' })]],
  ['702.37a: morph with a mana cost', 'Ainok Tracker', [{ kind: 'morph', cost: '{4}{R}' }]],
  [
    '702.37b, 708.8: megamorph, and "when [this] is turned face up"',
    'Ainok Survivalist',
    [
      { kind: 'morph', cost: '{1}{G}', megamorph: true },
      { kind: 'triggered', trigger: { event: 'turned-face-up' } },
    ],
  ],
  [
    '702.87a, 711.2a-b: level up and the striations of a leveler card',
    'Student of Warfare',
    [
      {
        kind: 'activated',
        cost: { mana: '{W}' },
        sorcerySpeed: true,
        effects: [{ kind: 'add-counters', what: 'self', counter: 'level', amount: 1 }],
      },
      {
        ...staticEffect({ kind: 'becomes', powerToughness: { power: 3, toughness: 3 } }),
        condition: { kind: 'level-counters', atLeast: 2, atMost: 6 },
      },
      {
        ...staticEffect({ kind: 'grant-keywords', keywords: ['first strike'] }),
        condition: { kind: 'level-counters', atLeast: 2, atMost: 6 },
      },
      {
        ...staticEffect({ kind: 'grant-keywords', keywords: ['double strike'] }),
        condition: { kind: 'level-counters', atLeast: 7 },
      },
    ],
  ],
  [
    "701.28a, 603.4: transform, and the werewolves' condition on the spells cast last turn",
    'Gatstaf Shepherd',
    [
      {
        kind: 'triggered',
        trigger: { event: 'step', step: 'upkeep', whose: 'each' },
        condition: { kind: 'no-spells-cast-last-turn' },
        effects: [{ kind: 'transform', what: 'self' }],
      },
    ],
  ],
  [
    "104.3, 614.17: a player can't lose the game",
    'Platinum Angel',
    [staticEffect({ kind: 'cant-lose-game' })],
  ],
  [
    '118.9: casting without paying mana costs',
    'Omniscience',
    [staticEffect({ kind: 'cast-without-paying', from: 'hand' })],
  ],
  [
    '305.2, 401.5: lands played from the top of the library',
    'Oracle of Mul Daya',
    [
      staticEffect({ kind: 'additional-land-plays', count: 1 }),
      staticEffect({ kind: 'play-lands-from-library-top' }),
    ],
  ],
  [
    '614.10: players skip their untap steps',
    'Stasis',
    [staticEffect({ kind: 'skip-step', step: 'untap', whose: 'each' })],
  ],
  [
    '614.10a: the next combat phase this turn',
    'Moment of Silence',
    [
      {
        kind: 'spell',
        modes: [
          expect.objectContaining({
            effects: [{ kind: 'skip-next-step', who: { target: 0 }, step: 'combat-phase', thisTurn: true }],
          }),
        ],
      },
    ],
  ],
  [
    '613.1f: cards in graveyards lose all abilities',
    'Yixlid Jailer',
    [staticEffect({ kind: 'lose-all-abilities', affected: { filter: {}, zone: 'graveyard' } })],
  ],
  [
    "122.1, 613.1f: counters that can't be put, keywords lost",
    'Melira, Sylvok Outcast',
    [
      staticEffect({ kind: 'cant-have-counters', counter: 'poison', on: 'you' }),
      staticEffect({ kind: 'lose-keywords', keywords: ['infect'] }),
    ],
  ],
  [
    '122.4, 201.5, 603.4: no more than seven, a short name, started the turn untapped',
    'Rasputin Dreamweaver',
    [
      staticEffect({ kind: 'max-counters', counter: 'dream', max: 7 }),
      { kind: 'triggered', condition: { kind: 'started-turn-untapped' } },
    ],
  ],
  [
    '614.11: a draw replaced',
    'Laboratory Maniac',
    [replacement({ event: 'draw', instead: { win: true }, libraryEmpty: true })],
  ],
  [
    '119.10: life gain replaced',
    'Tainted Remedy',
    [replacement({ event: 'gain-life', who: 'opponent', instead: 'lose-life' })],
  ],
  [
    '614.1a, 404: cards and tokens to a graveyard exiled instead, all graveyards',
    'Rest in Peace',
    [
      replacement({ event: 'zone-change', object: { filter: {} } }),
      effect({ kind: 'exile', what: { each: {}, zone: 'graveyard' } }),
    ],
  ],
  ['103.6a: beginning the game with it', 'Leyline of the Void', [{ kind: 'begin-on-battlefield' }]],
  [
    '614.9: damage redirected',
    'Palisade Giant',
    [
      replacement({
        event: 'damage-redirect',
        toYou: true,
        toPermanents: { controller: 'you', other: true },
      }),
    ],
  ],
  [
    '122.1: poison counters',
    'Phyrexian Vatmother',
    [effect({ kind: 'add-player-counters', counter: 'poison', amount: 1 })],
  ],
  [
    '602.2b, 601.2f: activated abilities costing less, never below one mana',
    'Training Grounds',
    [staticEffect({ kind: 'activation-cost-modification', generic: -2, leavesOneMana: true })],
  ],
  [
    '105.2, 601.2f: spells of either of two colors',
    'Thunderscape Familiar',
    [
      staticEffect({
        kind: 'cost-modification',
        spells: { anyOfColors: ['B', 'G'], controller: 'you' },
        generic: -1,
      }),
    ],
  ],
  [
    '702.16a, 614.12a: protection from the chosen color',
    'Voice of All',
    [staticEffect({ kind: 'protection', from: 'chosen-color' })],
  ],
  [
    '603.2, 614.12a: that much damage to the chosen player',
    'Stuffy Doll',
    [effect({ kind: 'deal-damage', amount: { triggerAmount: true }, to: 'chosen-player' })],
  ],
  [
    "119.7, 615.12: can't gain life, damage can't be prevented",
    'Skullcrack',
    [
      {
        kind: 'spell',
        modes: [
          expect.objectContaining({
            effects: has({ kind: 'cant-gain-life' }, { kind: 'damage-cant-be-prevented' }),
          }),
        ],
      },
    ],
  ],
  [
    '121.1: a drawn card revealed, discarded unless a land',
    'Sindbad',
    [effect({ kind: 'draw', andThen: { reveal: true, discardIf: { notTypes: ['Land'] } } })],
  ],
  [
    '615.5: a counter for each damage prevented',
    'Test of Faith',
    [
      {
        kind: 'spell',
        modes: [
          expect.objectContaining({
            effects: [expect.objectContaining({ counterPerDamagePrevented: '+1/+1' })],
          }),
        ],
      },
    ],
  ],
  [
    '105.4: each creature sharing a color with it',
    'Wojek Apothecary',
    [
      effect({
        kind: 'prevent-damage',
        to: [{ target: 0 }, { each: { types: ['Creature'], sharesColorWith: { target: 0 } } }],
      }),
    ],
  ],
  [
    '702.29a: cycling',
    "Mage's Guile",
    [{ kind: 'activated', keyword: 'cycling', zone: 'hand', cost: { mana: '{U}', discardSelf: true } }],
  ],
  [
    '702.33a, 702.33d, 601.2c: kicker and a target only if kicked',
    "Orim's Thunder",
    [
      { kind: 'kicker', cost: { mana: '{R}' } },
      {
        kind: 'spell',
        modes: [expect.objectContaining({ targets: has({ kind: 'creature', ifKicked: true }) })],
      },
    ],
  ],
  ["702.66a, 401.4: delve, on top of its owner's library", 'Set Adrift', [{ kind: 'delve' }]],
  ['702.133a: jump-start', 'Radical Idea', [{ kind: 'jump-start' }]],
  ['702.51a: convoke', 'Stoke the Flames', [{ kind: 'convoke' }]],
  ['702.102a: fuse, on each half of a split card', 'Far', [{ kind: 'fuse' }]],
  ['702.88a: rebound', 'Staggershock', [{ kind: 'rebound' }]],
  [
    "118.8, 601.2b: a permanent card's additional cost",
    'Stitched Drake',
    [
      {
        kind: 'additional-cost',
        text: 'As an additional cost to cast this spell, exile a creature card from your graveyard.',
        cost: { exile: { from: 'graveyard', filter: { types: ['Creature'] }, count: 1 } },
      },
      { kind: 'keyword', keyword: 'flying' },
    ],
  ],
  [
    '702.41a: affinity for artifacts',
    'Frogmite',
    [
      staticEffect({
        kind: 'self-cost-modification',
        generic: -1,
        forEach: { count: { types: ['Artifact'], controller: 'you' } },
      }),
    ],
  ],
  [
    '702.41a, 205.3i: affinity for a basic land type',
    'Razor Golem',
    [
      staticEffect({
        kind: 'self-cost-modification',
        generic: -1,
        forEach: { count: { subtypes: ['Plains'], controller: 'you' } },
      }),
    ],
  ],
  [
    '601.2f, 207.2c: strive, an increase with colored mana for each target beyond the first',
    "Ajani's Presence",
    [
      staticEffect({
        kind: 'self-cost-modification',
        generic: 2,
        mana: '{W}',
        forEach: 'target-beyond-first',
      }),
      {
        kind: 'spell',
        modes: [expect.objectContaining({ targets: [{ kind: 'creature', anyNumber: true }] })],
      },
    ],
  ],
  [
    '601.2f: spells of a color cost colored mana more',
    'Alabaster Leech',
    [
      staticEffect({
        kind: 'cost-modification',
        spells: { colors: ['W'], controller: 'you' },
        generic: 0,
        mana: '{W}',
      }),
    ],
  ],
  ['702.34a: flashback with a mana cost', 'Think Twice', [{ kind: 'flashback', cost: { mana: '{2}{U}' } }]],
  [
    '614.1c: enters tapped unless you control a land of either type (a check land)',
    'Glacial Fortress',
    [
      replacement({
        tapped: true,
        unless: {
          kind: 'controls',
          filter: { anyOfSubtypes: ['Plains', 'Island'], controller: 'you' },
          atLeast: 1,
        },
      }),
    ],
  ],
  [
    '614.1c: enters tapped unless you control two or fewer other lands (a fast land)',
    'Copperline Gorge',
    [
      replacement({
        tapped: true,
        unless: {
          kind: 'controls',
          filter: { types: ['Land'], other: true, controller: 'you' },
          atLeast: 0,
          atMost: 2,
        },
      }),
    ],
  ],
  [
    '614.1c, 122.6: enters tapped with counters, and a mana ability that removes one (a Vivid land)',
    'Vivid Creek',
    [
      replacement({ tapped: true, counters: { counter: 'charge', amount: 2 } }),
      expect.objectContaining({ kind: 'activated', manaAbility: true, cost: { tap: true } }),
      expect.objectContaining({
        kind: 'activated',
        manaAbility: true,
        cost: { tap: true, removeCounters: { counter: 'charge', amount: 1 } },
      }),
    ],
  ],
  [
    '602.2: an ability activated from the hand',
    'Trumpeting Carnosaur',
    [{ kind: 'activated', zone: 'hand', cost: { mana: '{2}{R}', discardSelf: true } }],
  ],
  [
    '604.3, 109.4: power and toughness counting Swamps you control',
    'Nightmare',
    [staticEffect({ kind: 'set-pt-cda', power: { count: { subtypes: ['Swamp'], controller: 'you' } } })],
  ],
  [
    '205.1b, 613.4b: noncreature artifacts are artifact creatures',
    'March of the Machines',
    [staticEffect({ kind: 'becomes', types: { add: ['Creature'] }, powerToughness: 'mana-value' })],
  ],
  [
    '205.1a, 305.7, 105.2c: a colorless Forest land',
    'Song of the Dryads',
    [
      staticEffect({
        kind: 'becomes',
        affected: 'enchanted',
        types: { set: ['Land'] },
        landTypes: ['Forest'],
        colors: [],
      }),
    ],
  ],
  [
    '614.12a, 614.1c: the chosen type',
    'Metallic Mimic',
    [
      staticEffect({ kind: 'add-chosen-type' }),
      replacement({ event: 'enters', counters: { counter: '+1/+1', amount: 1 } }),
    ],
  ],
  [
    '701.46a, 309.7: venturing, a completed dungeon',
    'Nadaar, Selfless Paladin',
    [effect({ kind: 'venture' }), { kind: 'static', condition: { kind: 'completed-dungeon' } }],
  ],
  [
    '714.2b: chapter abilities',
    'The Eldest Reborn',
    [{ kind: 'triggered', trigger: { event: 'chapter', chapter: 3 } }],
  ],
  [
    '700.2e, 601.6a: each creature that player controls',
    'Misfortune',
    [{ kind: 'spell', modesChosenBy: 'opponent' }],
  ],
  [
    '205.1b: lands becoming creatures',
    'Life // Death',
    [
      {
        kind: 'spell',
        modes: [
          expect.objectContaining({
            effects: [expect.objectContaining({ kind: 'become-creatures', power: 1, toughness: 1 })],
          }),
        ],
      },
    ],
  ],
  [
    '601.2d, 107.3: twice X if X is 6 or more',
    'Shatterskull Smashing',
    [
      {
        kind: 'spell',
        modes: [
          expect.objectContaining({
            effects: [
              expect.objectContaining({ amount: { ifXAtLeast: 6, then: { twice: 'X' }, otherwise: 'X' } }),
            ],
          }),
        ],
      },
    ],
  ],
  [
    '702.34a: gaining flashback',
    'Snapcaster Mage',
    [effect({ kind: 'grant-flashback', duration: 'end-of-turn' })],
  ],
  [
    '603.7a, 406.3, 701.9: a delayed trigger, exiled face down, the card discarded',
    'Necropotence',
    [
      effect({ kind: 'exile', what: 'top-of-library', faceDown: true }),
      effect({ kind: 'delayed-trigger', text: 'Put that card into your hand.' }),
      effect({ kind: 'exile', what: 'trigger-object', from: 'graveyard' }),
    ],
  ],
  [
    '707.2, 707.9a, 111.1: a token copy with haste, sacrificed',
    'Kiki-Jiki, Mirror Breaker',
    [
      effect({ kind: 'create-token-copy', except: { abilities: [{ kind: 'keyword', keyword: 'haste' }] } }),
      effect({ kind: 'delayed-trigger', effects: [{ kind: 'sacrifice-object', what: 'created-token' }] }),
    ],
  ],
  [
    '707.5, 707.9a-b: entering as a copy with exceptions',
    'Phantasmal Image',
    [replacement({ event: 'enters-as-copy', except: expect.objectContaining({ subtypes: ['Illusion'] }) })],
  ],
];

describe('the rules the compiler reads, on cards it reads whole', () => {
  it.each(READ)('%s (%s)', (_rule, name, parts) => {
    expect(abilities(name)).toEqual(has(...parts));
  });
});
