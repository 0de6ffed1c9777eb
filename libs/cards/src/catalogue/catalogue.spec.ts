import { describe, expect, it } from '@jest/globals';
import { creature } from '../builder/card-builder.js';
import { validateCard } from '../validation/validate-card.js';
import { UnknownCardError, cardDefinitions, createCatalogue, writtenCatalogue } from './index.js';

describe('the hand-written catalogue', () => {
  it('holds the cards the engine and its scenarios use whose text the compiler cannot read yet', () => {
    expect(writtenCatalogue.names()).toEqual([
      'Invasion of Dominaria',
      'Lost Mine of Phandelver',
      'Tomb of Annihilation',
    ]);
  });

  it.each(writtenCatalogue.names())('%s is a valid card definition', (name) => {
    expect(validateCard(writtenCatalogue.require(name))).toEqual([]);
  });

  it('writes current Oracle wording, not the 2017 wording', () => {
    const outdated = /enters the battlefield|mana pool|creature or player|his or her|\bTribal\b/;
    const names = cardDefinitions.filter((card) => outdated.test(card.text)).map((card) => card.name);
    expect(names).toEqual([]);
  });

  it("can't be changed by the games that share it", () => {
    const invasion = writtenCatalogue.require('Invasion of Dominaria');
    expect(() => invasion.abilities.push({ kind: 'keyword', keyword: 'flash' })).toThrow('not extensible');
    expect(Object.isFrozen(invasion.abilities[0])).toBe(true);
  });
});

describe('a catalogue', () => {
  const catalogue = createCatalogue([creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2).build()]);

  it('finds a card by its exact name', () => {
    expect(catalogue.get('Grizzly Bears')?.name).toBe('Grizzly Bears');
  });

  it('falls back to a name that matches ignoring case', () => {
    expect(catalogue.get('grizzly BEARS')?.name).toBe('Grizzly Bears');
    expect(catalogue.require('GRIZZLY BEARS').name).toBe('Grizzly Bears');
  });

  it('has no card of an unknown name', () => {
    expect(catalogue.get('Grizzly Bear')).toBeUndefined();
  });

  it('names the unknown card it is required to give', () => {
    const thrown = (() => {
      try {
        return catalogue.require('Grizzly Bear');
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(UnknownCardError);
    expect(thrown).toMatchObject({
      cardName: 'Grizzly Bear',
      message: 'Unknown card "Grizzly Bear": no card of that name in the catalogue',
    });
  });

  it('lists its names in a list of the caller’s own', () => {
    catalogue.names().push('Lotus');
    expect(catalogue.names()).toEqual(['Grizzly Bears']);
  });

  it('refuses two definitions of one name', () => {
    const bears = creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2).build();
    expect(() => createCatalogue([bears, { ...bears, name: 'grizzly bears' }])).toThrow(
      'Card "grizzly bears" is defined twice in the catalogue',
    );
  });
});
