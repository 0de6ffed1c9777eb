// The corpus's sets as printed (`mtg simulate --pool SET` opens their boosters): each card once with
// its rarity, and the booster's slots.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readSetPrintings, type SetPrintings } from './set-printings.js';

describe('the sets of the corpus as printed', () => {
  let sets: SetPrintings[];
  const set = (code: string) => sets.find((s) => s.code === code)!;
  const rarityOf = (code: string, name: string) => set(code).cards.find((card) => card.name === name)?.rarity;

  beforeAll(() => {
    sets = readSetPrintings();
  });

  it('are listed oldest first, with their kind', () => {
    expect(sets[0]!.code).toBe('LEA');
    expect(set('M15')).toMatchObject({
      name: 'Magic 2015 Core Set',
      type: 'core',
      releaseDate: '2014-07-18',
    });
    expect(set('ISD').type).toBe('expansion');
  });

  it('hold each card once with its rarity in lower case, a basic land printed with four arts once', () => {
    expect(rarityOf('M15', 'Shivan Dragon')).toBe('rare');
    expect(rarityOf('LEA', 'Shivan Dragon')).toBe('rare');
    expect(rarityOf('M15', 'Forest')).toBe('basic land');
    expect(set('M15').cards.filter((card) => card.name === 'Forest')).toHaveLength(1);
  });

  it("hold a card of two faces once, under its front face's name", () => {
    expect(rarityOf('ORI', "Jace, Vryn's Prodigy")).toBe('mythic rare');
    expect(rarityOf('ORI', 'Jace, Telepath Unbound')).toBeUndefined();
  });

  it("keep the booster's slots: a rare or mythic rare slot, 3 uncommons, 10 commons, a land", () => {
    const slots = set('M15').booster;
    expect(slots[0]).toEqual(['rare', 'mythic rare']);
    expect(slots.filter((slot) => slot === 'uncommon')).toHaveLength(3);
    expect(slots.filter((slot) => slot === 'common')).toHaveLength(10);
    expect(slots).toContain('land');
  });
});
