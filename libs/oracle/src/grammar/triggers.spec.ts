import { describe, expect, it } from '@jest/globals';
import type { Ability } from '@mtg/cards';
import { abilitiesOf } from '../testing/corpus-abilities.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** A card's triggered abilities, without their text. */
function triggered(name: string): Omit<Triggered, 'kind' | 'text'>[] {
  return abilitiesOf(name).flatMap((a) => {
    if (a.kind !== 'triggered') return [];
    const { kind: _kind, text: _text, ...rest } = a;
    return [rest];
  });
}

/** The trigger conditions of a card's triggered abilities. */
const triggers = (name: string) => triggered(name).map((a) => a.trigger);

describe('trigger conditions of corpus cards (603.1)', () => {
  it('603.6a, 603.10a: other objects entering or dying; "[this] or another [object]" includes the source', () => {
    expect(triggers('Abzan Ascendancy')[1]).toEqual({
      event: 'dies',
      filter: { types: ['Creature'], controller: 'you', token: false },
    });
    expect(triggers('Butcher of Malakir')).toEqual([
      { event: 'dies', filter: { types: ['Creature'], controller: 'you' } },
    ]);
    expect(triggers('Authority of the Consuls')).toEqual([
      { event: 'enters', filter: { types: ['Creature'], controller: 'opponent' } },
    ]);
    expect(triggers('Swarm of Bloodflies')).toEqual([
      { event: 'dies', filter: { types: ['Creature'], other: true } },
    ]);
  });

  it('601.2i, 701.9: a player casting a spell of a kind, discarding a card', () => {
    expect(triggers('Argothian Enchantress')).toEqual([
      { event: 'cast', by: 'you', filter: { types: ['Enchantment'] } },
    ]);
    expect(triggers('Mold Adder')).toEqual([
      { event: 'cast', by: 'opponent', filter: { anyOfColors: ['U', 'B'] } },
    ]);
    expect(triggers('Ebon Drake')).toEqual([{ event: 'cast', by: 'any' }]);
    expect(triggers("Geth's Grimoire")).toEqual([{ event: 'discard', by: 'opponent' }]);
  });

  it("603.2: the object's own events, and two of them at once", () => {
    expect(triggers('Ashen Rider')).toEqual([
      { event: 'any-of', triggers: [{ event: 'enters' }, { event: 'dies' }] },
    ]);
    expect(triggers('Mirri the Cursed')).toEqual([{ event: 'deals-damage', to: 'creature', combat: true }]);
    expect(triggers('Dromad Purebred')).toEqual([{ event: 'dealt-damage' }]);
    expect(triggers('Tethered Skirge')).toEqual([{ event: 'becomes-target' }]);
    // 708.8: "When Rattleclaw Mystic is turned face up".
    expect(triggers('Rattleclaw Mystic')).toEqual([{ event: 'turned-face-up' }]);
  });

  it('503.1a, 507.1: the beginning of each upkeep, of combat on your turn', () => {
    expect(triggers('Celestial Force')).toEqual([{ event: 'step', step: 'upkeep', whose: 'each' }]);
    expect(triggers('Weldfast Engineer')).toEqual([
      { event: 'step', step: 'beginning-of-combat', whose: 'yours' },
    ]);
  });
});

describe('triggered abilities of corpus cards', () => {
  it('603.4: an intervening "if" clause is the condition of the ability', () => {
    expect(triggered('Apothecary Geist')).toEqual([
      {
        trigger: { event: 'enters' },
        condition: {
          kind: 'controls',
          filter: { subtypes: ['Spirit'], other: true, controller: 'you' },
          atLeast: 1,
        },
        targets: [],
        effects: [{ kind: 'gain-life', who: 'you', amount: 3 }],
      },
    ]);
    expect(triggered('Convalescence')[0]?.condition).toEqual({
      kind: 'life-at-most',
      who: 'you',
      amount: 10,
    });
    expect(triggered('Duergar Hedge-Mage')[0]?.condition).toEqual({
      kind: 'controls',
      filter: { subtypes: ['Mountain'], controller: 'you' },
      atLeast: 2,
    });
  });

  it('207.2c: an ability word before the trigger; its text stays the whole line', () => {
    const [landfall] = abilitiesOf('Baloth Woodcrasher') as Triggered[];
    expect(landfall?.text).toMatch(/^Landfall — Whenever a land enters under your control, /);
    expect(landfall?.trigger).toEqual({ event: 'enters', filter: { types: ['Land'], controller: 'you' } });
  });

  it('702.79a, 702.93a: persist and undying are triggered abilities returning the creature that died', () => {
    expect(triggered('Young Wolf')).toEqual([
      {
        trigger: { event: 'dies' },
        condition: { kind: 'had-no-counters', counter: '+1/+1' },
        targets: [],
        effects: [
          {
            kind: 'put-onto-battlefield',
            what: 'trigger-object',
            ownersControl: true,
            counters: { counter: '+1/+1', amount: 1 },
          },
        ],
      },
    ]);
    expect(triggered('Kitchen Finks')[1]?.condition).toEqual({ kind: 'had-no-counters', counter: '-1/-1' });
  });

  it('400.7: once the source has left the battlefield, the card returned is the trigger object', () => {
    expect(triggered('Aspect of Mongoose')).toEqual([
      {
        trigger: { event: 'put-into-graveyard', from: 'battlefield' },
        targets: [],
        effects: [{ kind: 'return-to-hand', what: 'trigger-object' }],
      },
    ]);
  });

  it('509.3a, 509.3c: "it" in a trigger about the creature blocking or becoming blocked is the creature itself', () => {
    expect(triggered('Chub Toad')[0]?.effects).toEqual([
      { kind: 'modify-pt', what: 'self', power: 2, toughness: 2, duration: 'end-of-turn' },
    ]);
    expect(triggered('Deepwood Wolverine')[0]).toMatchObject({
      trigger: { event: 'becomes-blocked' },
      effects: [{ kind: 'modify-pt', what: 'self', power: 2, toughness: 0 }],
    });
  });

  it('702.24a: "Cumulative upkeep {U}": an age counter each upkeep, then pay the cost for each or sacrifice it', () => {
    expect(triggered('Illusionary Forces')).toEqual([
      {
        keyword: 'cumulative-upkeep',
        trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
        targets: [],
        effects: [
          { kind: 'add-counters', what: 'self', counter: 'age', amount: 1 },
          {
            kind: 'unless-pay',
            cost: { mana: '{U}' },
            perCounter: 'age',
            effects: [{ kind: 'sacrifice-object', what: 'self' }],
          },
        ],
      },
    ]);
  });

  it('702.30a: "Echo {1}{G}": as it enters, a delayed trigger at the next upkeep: pay it or sacrifice it', () => {
    expect(triggered('Albino Troll')[0]).toEqual({
      keyword: 'echo',
      trigger: { event: 'enters' },
      targets: [],
      effects: [
        {
          kind: 'delayed-trigger',
          text: 'At the beginning of your upkeep, sacrifice this permanent unless you pay {1}{G}.',
          trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
          effects: [
            {
              kind: 'unless-pay',
              cost: { mana: '{1}{G}' },
              effects: [{ kind: 'sacrifice-object', what: 'self' }],
            },
          ],
        },
      ],
    });
  });

  it('506.5, 509.3a, 509.3c-d: attacking alone, blocking, becoming blocked (by a creature), and the triggered keywords', () => {
    expect(triggers('Angelic Benediction')).toEqual([
      { event: 'attacks-alone', filter: { types: ['Creature'], controller: 'you' } },
      { event: 'attacks-alone', filter: { types: ['Creature'], controller: 'you' } },
    ]);
    expect(triggered('Angelic Benediction')[0]?.keyword).toBe('exalted');
    expect(triggers('Pride Guardian')).toEqual([{ event: 'blocks' }]);
    expect(triggers('Sacred Prey')).toEqual([{ event: 'becomes-blocked' }]);
    expect(triggers('Rabid Wolverines')).toEqual([{ event: 'blocked-by' }]);
    expect(triggers('Lesser Gargadon')).toEqual([
      { event: 'any-of', triggers: [{ event: 'attacks' }, { event: 'blocks' }] },
    ]);
    expect(triggered("Suq'Ata Lancer")).toEqual([
      {
        keyword: 'flanking',
        trigger: { event: 'blocked-by', without: 'flanking' },
        targets: [],
        effects: [
          { kind: 'modify-pt', what: 'trigger-object', power: -1, toughness: -1, duration: 'end-of-turn' },
        ],
      },
    ]);
    expect(triggered('Kitsune Blademaster')[0]).toMatchObject({
      keyword: 'bushido',
      effects: [{ kind: 'modify-pt', what: 'self', power: 1, toughness: 1, duration: 'end-of-turn' }],
    });
  });

  it('701.37a-b: "Monstrosity N/X" and "When [this] becomes monstrous"', () => {
    const gorgon = abilitiesOf('Keepsake Gorgon');
    expect(gorgon.find((a) => a.kind === 'activated')).toMatchObject({
      cost: { mana: '{5}{B}{B}' },
      effects: [{ kind: 'designate', designation: 'monstrous', amount: 1 }],
    });
    expect(triggers('Keepsake Gorgon')).toEqual([{ event: 'becomes-designated', designation: 'monstrous' }]);
    expect(abilitiesOf('Domesticated Hydra').find((a) => a.kind === 'activated')).toMatchObject({
      effects: [{ kind: 'designate', designation: 'monstrous', amount: 'X' }],
    });
    // 611.3b: "As long as Fleecemane Lion is monstrous, it has hexproof and indestructible."
    expect(abilitiesOf('Fleecemane Lion').find((a) => a.kind === 'static')).toMatchObject({
      effect: { kind: 'grant-keywords', affected: 'self', keywords: ['hexproof', 'indestructible'] },
      condition: { kind: 'designated', designation: 'monstrous' },
    });
  });

  it('702.112a-b: "Renown N", "When [this] becomes renowned", "if it\'s renowned"', () => {
    expect(triggered('Topan Freeblade')).toEqual([
      {
        keyword: 'renown',
        trigger: { event: 'deals-damage', to: 'player', combat: true },
        condition: { kind: 'designated', designation: 'renowned', not: true },
        targets: [],
        effects: [{ kind: 'designate', designation: 'renowned', amount: 1 }],
      },
    ]);
    expect(triggers('Relic Seeker')[1]).toEqual({ event: 'becomes-designated', designation: 'renowned' });
    expect(triggered("Consul's Lieutenant")[1]).toMatchObject({
      trigger: { event: 'attacks' },
      condition: { kind: 'designated', designation: 'renowned' },
    });
  });

  it('702.54a: "Bloodthirst N" is a replacement: enters with N +1/+1 counters if an opponent was dealt damage this turn', () => {
    expect(abilitiesOf('Blood Ogre').find((a) => a.kind === 'replacement')).toMatchObject({
      replacement: {
        event: 'enters',
        object: 'self',
        counters: { counter: '+1/+1', amount: 1 },
        if: { kind: 'opponent-dealt-damage-this-turn' },
      },
    });
  });

  it('303.4: "the upkeep of enchanted creature\'s controller": "that player" is that controller, "that creature" the enchanted one', () => {
    const upkeep = { event: 'step', step: 'upkeep', whose: 'enchanted-controller' };
    expect(triggered('Soul Bleed')).toEqual([
      {
        trigger: upkeep,
        targets: [],
        effects: [{ kind: 'lose-life', who: { controllerOf: 'enchanted' }, amount: 1 }],
      },
    ]);
    expect(triggered('Unstable Mutation')).toEqual([
      {
        trigger: upkeep,
        targets: [],
        effects: [{ kind: 'add-counters', what: 'enchanted', counter: '-1/-1', amount: 1 }],
      },
    ]);
  });
});
