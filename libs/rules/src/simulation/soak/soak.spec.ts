import { describe, expect, it } from '@jest/globals';
import { createCatalogue, type CardDefinition, type Effect } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import { soak } from './soak.js';
import { soakPool, type SoakPool } from './soak-decks.js';

const ctx = { cards: cardCatalogue };

describe('the soak', () => {
  const report = soak({ ctx, pool: soakPool(cardCatalogue), games: 4, seed: 1, turnCap: 25 });

  it('plays its games between decks of the pool with no finding: every invariant kept, the replay exact', () => {
    expect(report.findings).toEqual([]);
    expect(report.games.map((g) => g.seed)).toEqual([1, 2, 3, 4]);
    expect(report.commands).toBe(report.games.reduce((n, g) => n + g.commands, 0));
    expect(report.commands).toBeGreaterThan(400);
    for (const game of report.games) expect(game.decks.map((d) => d.cards.length)).toEqual([60, 60]);
  });

  it('reports the IR node kinds the pool uses, each exercised or not, with cards that use it', () => {
    const exercised = report.exercised.map((use) => use.kind);
    expect(exercised).toEqual(
      // The decks are drawn from the whole pool: kinds nearly every deck has (which ones a seed's
      // games meet moves as the pool grows: with morph's 104 cards, seed 1 deals no damage by a spell).
      expect.arrayContaining(['ability:spell', 'cost:mana', 'keyword:flying']),
    );
    const all = [...report.exercised, ...report.notExercised];
    expect(new Set(all.map((use) => use.kind)).size).toBe(all.length);
    for (const use of all) expect(use.cards.length).toBeGreaterThan(0);
    expect(report.notExercised.length).toBeGreaterThan(0);
  });

  it('a card the engine throws on is a finding naming the seed, the command and the card; the soak goes on', () => {
    // Colourless sorceries whose effect no handler knows: the engine throws as one resolves.
    const broken: CardDefinition[] = Array.from({ length: 36 }, (_, i) => ({
      name: `Broken Sorcery ${i + 1}`,
      manaCost: '{0}',
      supertypes: [],
      types: ['Sorcery'],
      subtypes: [],
      text: 'Do what no rule says.',
      abilities: [
        {
          kind: 'spell',
          modes: [{ targets: [], effects: [{ kind: 'no-such-effect' } as unknown as Effect] }],
        },
      ],
      source: 'test',
    }));
    const cards = createCatalogue([...cardCatalogue.names().map((n) => cardCatalogue.require(n)), ...broken]);
    const pool: SoakPool = { lands: [], spells: broken.map((d) => ({ name: d.name, colors: [] })) };
    const { games, findings } = soak({ ctx: { cards }, pool, games: 2, seed: 1, turnCap: 5 });
    expect(games.map((g) => g.outcome)).toEqual(['engine error', 'engine error']);
    expect(findings).toHaveLength(2);
    expect(findings[0]).toEqual({
      seed: 1,
      command: expect.stringMatching(/^PassPriority of (alice|bob) in turn \d+ \(main[12]\)$/),
      problem: expect.stringMatching(/^the engine threw: /),
      cards: [expect.stringMatching(/^Broken Sorcery \d+$/)],
    });
    expect(findings[1]!.seed).toBe(2);
  });
});
