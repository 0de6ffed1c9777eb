import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { roundTrip } from './catalogue-round-trip.js';
import { NOT_READ_YET } from './not-read-yet.js';

const results = cardCatalogue.names().map((name) => roundTrip(cardCatalogue.require(name)));

describe('the round trip against the hand-written catalogue', () => {
  it('no card compiles to an IR other than its hand-written definition', () => {
    expect(results.filter((r) => r.outcome === 'different')).toEqual([]);
  });

  it('the cards not read are exactly those listed as not read yet; a card read whole leaves the list', () => {
    const notRead = results.filter((r) => r.outcome === 'not read').map((r) => r.name);
    expect(notRead.sort()).toEqual([...NOT_READ_YET].sort());
  });

  it('every card listed is a card of the catalogue', () => {
    expect(NOT_READ_YET.filter((name) => !cardCatalogue.get(name))).toEqual([]);
  });
});
