import { describe, expect, it } from '@jest/globals';
import { abilitiesOf, diagnosticsOf } from '../testing/corpus-abilities.js';

/** The effects (and conditions) of a card's static abilities, in order. */
function statics(name: string): unknown[] {
  return abilitiesOf(name).flatMap((a) =>
    a.kind === 'static' ? [a.condition ? { effect: a.effect, condition: a.condition } : a.effect] : [],
  );
}

const creaturesYouControl = { types: ['Creature'], controller: 'you' };

describe('static abilities of corpus cards (604.1)', () => {
  it('613.4c, 613.1f: objects of a kind get +N/+M and have keywords, one static ability per effect', () => {
    const nontoken = { filter: { ...creaturesYouControl, token: false } };
    expect(statics('Always Watching')).toEqual([
      { kind: 'modify-pt', affected: nontoken, power: 1, toughness: 1 },
      { kind: 'grant-keywords', affected: nontoken, keywords: ['vigilance'] },
    ]);
    expect(statics('Ascendant Evincar')).toEqual([
      {
        kind: 'modify-pt',
        affected: { filter: { types: ['Creature'], colors: ['B'], other: true } },
        power: 1,
        toughness: 1,
      },
      {
        kind: 'modify-pt',
        affected: { filter: { types: ['Creature'], notColors: ['B'] } },
        power: -1,
        toughness: -1,
      },
    ]);
    expect(statics('Frenetic Raptor')).toEqual([
      { kind: 'cant-block', affected: { filter: { subtypes: ['Beast'] } } },
    ]);
  });

  it('611.3b: "as long as", before or after, with an ability word (207.2c) before the line', () => {
    const redOrWhite = {
      kind: 'controls',
      filter: { anyOfColors: ['R', 'W'], controller: 'you' },
      atLeast: 1,
    };
    expect(statics('Battle Brawler')).toEqual([
      { effect: { kind: 'modify-pt', affected: 'self', power: 1, toughness: 0 }, condition: redOrWhite },
      {
        effect: { kind: 'grant-keywords', affected: 'self', keywords: ['first strike'] },
        condition: redOrWhite,
      },
    ]);
    expect(statics('Ardent Recruit')).toEqual([
      {
        effect: { kind: 'modify-pt', affected: 'self', power: 2, toughness: 2 },
        condition: { kind: 'controls', filter: { types: ['Artifact'], controller: 'you' }, atLeast: 3 },
      },
    ]);
    expect(statics('Village Survivors')).toEqual([
      {
        effect: {
          kind: 'grant-keywords',
          affected: { filter: { ...creaturesYouControl, other: true } },
          keywords: ['vigilance'],
        },
        condition: { kind: 'life-at-most', who: 'you', amount: 5 },
      },
    ]);
  });

  it('702.16a: protection from a color on a keyword line, and granted ("and from red": from each)', () => {
    expect(abilitiesOf('Auriok Champion').slice(0, 2)).toEqual(
      ['B', 'R'].map((color) => ({
        kind: 'static',
        text: 'Protection from black and from red',
        effect: { kind: 'protection', affected: 'self', from: { color } },
      })),
    );
    expect(abilitiesOf('Abbey Gargoyles').map((a) => a.kind)).toEqual(['keyword', 'static']);
    expect(statics('Righteous War')).toEqual([
      {
        kind: 'protection',
        affected: { filter: { types: ['Creature'], colors: ['W'], controller: 'you' } },
        from: { color: 'B' },
      },
      {
        kind: 'protection',
        affected: { filter: { types: ['Creature'], colors: ['B'], controller: 'you' } },
        from: { color: 'W' },
      },
    ]);
  });

  it('509.1b, 613.1b, 601.2f: blocking only fliers, control of the enchanted creature, spells costing more or less', () => {
    expect(statics('Cloud Djinn')).toEqual([{ kind: 'can-block-only', keyword: 'flying' }]);
    expect(statics('Control Magic')).toEqual([{ kind: 'control', affected: 'enchanted' }]);
    expect(statics('Chill')).toEqual([{ kind: 'cost-modification', spells: { colors: ['R'] }, generic: 2 }]);
    expect(statics('Etherium Sculptor')).toEqual([
      { kind: 'cost-modification', spells: { types: ['Artifact'], controller: 'you' }, generic: -1 },
    ]);
  });

  it('613.1f: an ability in quotation marks, granted; the object that has it is "this land" in it', () => {
    expect(statics('Barbed Field')).toEqual([
      {
        kind: 'grant-ability',
        affected: 'enchanted',
        ability: {
          kind: 'activated',
          text: '{T}: This land deals 1 damage to any target.',
          cost: { tap: true },
          targets: [{ kind: 'any' }],
          effects: [{ kind: 'deal-damage', amount: 1, to: { target: 0 } }],
        },
      },
    ]);
    const [upkeep] = statics("Commander's Authority") as { ability: { kind: string; trigger: unknown } }[];
    expect(upkeep?.ability).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
    });
    // The card's own name in an ability it has itself is the card.
    expect(statics('Villainous Ogre')[1]).toMatchObject({
      effect: {
        kind: 'grant-ability',
        affected: 'self',
        ability: { effects: [{ kind: 'regenerate', what: 'self' }] },
      },
      condition: { kind: 'controls', filter: { subtypes: ['Demon'], controller: 'you' }, atLeast: 1 },
    });
  });

  it('205.3i: a land type alone as the noun of a condition ("a Plains", "two or more Mountains")', () => {
    expect(statics('Arctic Aven')[0]).toMatchObject({
      condition: { kind: 'controls', filter: { subtypes: ['Plains'], controller: 'you' }, atLeast: 1 },
    });
  });

  it('702.114a: "Devoid" is a keyword on a line of its own, of permanents and spells alike', () => {
    expect(abilitiesOf('Slaughter Drone')[0]).toEqual({ kind: 'keyword', keyword: 'devoid' });
    expect(abilitiesOf('Oblivion Strike')[0]).toEqual({ kind: 'keyword', keyword: 'devoid' });
  });

  it('threshold: "as long as seven or more cards are in your graveyard" (Krosan Beast)', () => {
    expect(statics('Krosan Beast')[0]).toMatchObject({
      effect: { kind: 'modify-pt', affected: 'self', power: 7, toughness: 7 },
      condition: { kind: 'graveyard-size', atLeast: 7 },
    });
  });

  it('a condition the compiler does not know is a diagnostic of the line, never an ability without it', () => {
    expect(diagnosticsOf('Bant Sureblade')).toEqual([
      expect.objectContaining({ code: 'CONDITION', line: 1, clause: 'static ability (604.1)' }),
    ]);
  });
});

describe('how permanents enter (614.1c, 614.12)', () => {
  /** The replacements of a card's replacement abilities. */
  const replacements = (name: string) =>
    abilitiesOf(name).flatMap((a) => (a.kind === 'replacement' ? [a.replacement] : []));

  it('"enters tapped", of the permanent itself or of objects of a kind', () => {
    expect(replacements('Akoum Refuge')).toEqual([{ event: 'enters', object: 'self', tapped: true }]);
    expect(replacements('Authority of the Consuls')).toEqual([
      { event: 'enters', object: { filter: { types: ['Creature'], controller: 'opponent' } }, tapped: true },
    ]);
  });

  it('122.6: "enters with N +1/+1 counters on it", X the value paid; 614.12a: pay 2 life or it enters tapped', () => {
    expect(replacements('Swarm of Bloodflies')).toEqual([
      { event: 'enters', object: 'self', counters: { counter: '+1/+1', amount: 2 } },
    ]);
    expect(replacements('Krakilin')).toEqual([
      { event: 'enters', object: 'self', counters: { counter: '+1/+1', amount: 'X' } },
    ]);
    expect(replacements('Blood Crypt')).toEqual([{ event: 'enters', object: 'self', payLifeOrTapped: 2 }]);
  });
});

describe('evasion and attack requirements of corpus cards (509.1b, 508.1d, 702)', () => {
  const keywordsOf = (name: string) =>
    abilitiesOf(name).flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));

  it('702.14c, 702.36b, 702.13b, 702.28b, 702.31b, 702.111b: landwalk, fear, intimidate, shadow, horsemanship and menace are keywords', () => {
    expect(keywordsOf('Bog Wraith')).toEqual(['swampwalk']);
    expect(keywordsOf('Shanodin Dryads')).toEqual(['forestwalk']);
    expect(keywordsOf('Goblin Mountaineer')).toEqual(['mountainwalk']);
    expect(keywordsOf('Zodiac Rooster')).toEqual(['plainswalk']);
    expect(keywordsOf('Severed Legion')).toEqual(['fear']);
    expect(keywordsOf('Accursed Spirit')).toEqual(['intimidate']);
    expect(keywordsOf('Soltari Foot Soldier')).toEqual(['shadow']);
    expect(keywordsOf('Barbarian General')).toEqual(['horsemanship']);
    expect(keywordsOf('Alley Strangler')).toEqual(['menace']);
  });

  it('509.1b: "can\'t be blocked", "can\'t be blocked by ...", "can\'t be blocked except by ... and/or ..."', () => {
    expect(statics('Phantom Warrior')).toEqual([{ kind: 'cant-be-blocked', affected: 'self' }]);
    expect(statics('Bog Rats')).toEqual([
      { kind: 'cant-be-blocked', affected: 'self', by: { subtypes: ['Wall'] } },
    ]);
    expect(statics('Amrou Seekers')).toEqual([
      {
        kind: 'cant-be-blocked',
        affected: 'self',
        except: [{ types: ['Artifact', 'Creature'] }, { colors: ['W'], types: ['Creature'] }],
      },
    ]);
    expect(statics('Deepchannel Mentor')).toEqual([
      {
        kind: 'cant-be-blocked',
        affected: { filter: { colors: ['U'], types: ['Creature'], controller: 'you' } },
      },
    ]);
  });

  it('502.3: "doesn\'t untap during your untap step", of enchanted or equipped creatures and of objects of a kind', () => {
    expect(statics('Dehydration')).toEqual([{ kind: 'doesnt-untap', affected: 'enchanted' }]);
    expect(statics('Choke')).toEqual([
      { kind: 'doesnt-untap', affected: { filter: { subtypes: ['Island'] } } },
    ]);
    expect(statics('Vulshok Gauntlets')).toEqual([
      { kind: 'modify-pt', affected: 'equipped', power: 4, toughness: 2 },
      { kind: 'doesnt-untap', affected: 'equipped' },
    ]);
  });

  it('613.1f: a triggered keyword ability granted ("have exalted", "has flanking") is the ability it stands for', () => {
    const [granted] = statics('Sublime Archangel');
    expect(granted).toMatchObject({
      kind: 'grant-ability',
      affected: { filter: { types: ['Creature'], controller: 'you', other: true } },
      ability: {
        kind: 'triggered',
        text: 'Exalted',
        keyword: 'exalted',
        trigger: { event: 'attacks-alone' },
      },
    });
    expect(statics('Agility')[1]).toMatchObject({ ability: { keyword: 'flanking' } });
  });

  it('508.1d: "attacks each combat if able", from the 2017 "attacks each turn if able"', () => {
    expect(statics('Goblin Brigand')).toEqual([{ kind: 'attacks-each-combat', affected: 'self' }]);
    expect(statics('Dauthi Slayer')).toEqual([{ kind: 'attacks-each-combat', affected: 'self' }]);
  });
});
