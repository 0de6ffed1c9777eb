import { describe, expect, it } from '@jest/globals';
import { creature } from '../builder/card-builder.js';
import { validateCard } from '../validation/validate-card.js';
import { UnknownCardError, cardCatalogue, cardDefinitions, createCatalogue } from './index.js';

describe('the default catalogue', () => {
  it('holds the cards the engine and its scenarios use', () => {
    expect(cardCatalogue.names()).toEqual([
      'Accursed Spirit',
      'Aetherworks Marvel',
      'Air Elemental',
      'Ajani Goldmane',
      'Akrasan Squire',
      'Alley Strangler',
      "Altar's Reap",
      'Amonkhet Raceway',
      'Ancient Stone Idol',
      'Annihilate',
      'Arc Lightning',
      'Arcane Teachings',
      "Ashnod's Altar",
      'Asmodeus the Archfiend',
      'Barbarian General',
      'Birds of Paradise',
      'Bitterblossom',
      'Blood Moon',
      'Blood Pet',
      'Blood Scrivener',
      'Bog Wraith',
      'Bonecrusher Giant',
      'Bonesplitter',
      'Brainstorm',
      'Brazen Borrower',
      'Cancel',
      'Chandra Nalaar',
      'Circle of Protection: Red',
      'Claustrophobia',
      'Clone',
      'Concordant Crossroads',
      'Confiscate',
      'Contentious Plan',
      'Contest of Claws',
      'Counterspell',
      'Craw Wurm',
      "Curator of Sun's Creation",
      'Cursed Courtier',
      'Dark Ritual',
      'Darksteel Colossus',
      'Dauthi Slayer',
      'Deadlock Trap',
      'Death Bomb',
      'Devoted Druid',
      'Devoted Retainer',
      'Diabolic Edict',
      'Disfigure',
      'Dissipate',
      'Divination',
      'Divine Favor',
      'Doubling Season',
      'Drudge Skeletons',
      'Dryad Arbor',
      'Duress',
      'Eater of Days',
      'Eddytrail Hawk',
      'Edgewalker',
      'Elvish Mystic',
      "Emeria's Call",
      'Endless One',
      'Evil Presence',
      'Explore',
      'Fatal Lore',
      'Fatigue',
      'Fire // Ice',
      'Fireball',
      'Flame Rift',
      'Fog',
      'Force of Will',
      'Forcefield',
      'Forest',
      'Forked Bolt',
      'Furnace of Rath',
      'Gaddock Teeg',
      'Galvanic Giant',
      'Gather Specimens',
      'Geological Appraiser',
      'Giant Growth',
      'Giant Spider',
      'Gitaxian Probe',
      'Glistener Elf',
      'Glorious Anthem',
      'Glory Seeker',
      'Goblin Electromancer',
      'Gratuitous Violence',
      'Grave Titan',
      'Gravedigger',
      'Greenbelt Rampager',
      'Grizzly Bears',
      'Guide of Souls',
      'Hangarback Walker',
      'Hardened Scales',
      "Harm's Way",
      'Harnessed Lightning',
      'Harsh Mentor',
      'Healing Salve',
      'Hidden Volcano',
      'Hill Giant',
      'Holy Day',
      'Invasion of Dominaria',
      'Isamaru, Hound of Konda',
      'Island',
      'Izzet Charm',
      'Jace Beleren',
      'Kiki-Jiki, Mirror Breaker',
      'Kiln Fiend',
      'Kitchen Finks',
      'Laboratory Maniac',
      'Leyline of the Void',
      'Life // Death',
      'Lightning Bolt',
      'Liliana of the Veil',
      'Llanowar Elves',
      'Llanowar Wastes',
      'Lost Mine of Phandelver',
      'Lost Order of Jarkeld',
      'Loxodon Warhammer',
      "Mage's Guile",
      'Mana Leak',
      'March of the Machines',
      'Melira, Sylvok Outcast',
      'Metallic Mimic',
      'Mind Rot',
      'Misfortune',
      'Moment of Silence',
      'Monastery Swiftspear',
      'Monstrous Rage',
      'Mountain',
      'Murder',
      'Murder of Crows',
      'Mycosynth Lattice',
      'Nadaar, Selfless Paladin',
      'Necropotence',
      'Nightmare',
      'Niveous Wisps',
      'Omniscience',
      'Oracle of Mul Daya',
      'Orb of Dreams',
      "Orim's Thunder",
      'Pacifism',
      'Palisade Giant',
      "Pariah's Shield",
      'Pestermite',
      'Phantasmal Image',
      'Phantom Warrior',
      'Phyrexian Vatmother',
      'Plains',
      'Platinum Angel',
      'Radical Idea',
      'Raging Goblin',
      'Raise the Alarm',
      'Rancor',
      'Rasputin Dreamweaver',
      'Replenish',
      'Rest in Peace',
      'Retaliation',
      'River Boa',
      'Rogue Refiner',
      'Rolling Thunder',
      'Savannah Lions',
      'Scarwood Treefolk',
      'Seeker of Skybreak',
      'Serra Angel',
      'Set Adrift',
      'Severed Legion',
      'Shatterskull Smashing',
      'Shock',
      'Sickle Ripper',
      'Silvercoat Lion',
      'Sindbad',
      'Skullcrack',
      'Snapcaster Mage',
      'Snow-Covered Forest',
      'Soltari Foot Soldier',
      'Song of the Dryads',
      'Space Beleren',
      'Sphere of Resistance',
      'Stasis',
      'Stuffy Doll',
      'Sudden Shock',
      'Suppression Field',
      "Suq'Ata Lancer",
      'Swamp',
      'Tainted Remedy',
      'Take into Custody',
      'Terra Stomper',
      'Test of Faith',
      'Thalia, Guardian of Thraben',
      'The Eldest Reborn',
      'Thought Reflection',
      'Thriving Rhino',
      'Thunderscape Familiar',
      'Tomb of Annihilation',
      'Training Grounds',
      'Triskelion',
      'Trumpeting Carnosaur',
      'Typhoid Rats',
      'Unsummon',
      'Vampire Nighthawk',
      'Vines of Vastwood',
      'Voice of All',
      'Walking Ballista',
      'Wall of Stone',
      'Wojek Apothecary',
      'Woodland Changeling',
      'Yixlid Jailer',
      'Zombify',
    ]);
  });

  it.each(cardCatalogue.names())('%s is a valid card definition', (name) => {
    expect(validateCard(cardCatalogue.require(name))).toEqual([]);
  });

  it('writes current Oracle wording, not the 2017 wording', () => {
    const outdated = /enters the battlefield|mana pool|creature or player|his or her|\bTribal\b/;
    const names = cardDefinitions.filter((card) => outdated.test(card.text)).map((card) => card.name);
    expect(names).toEqual([]);
  });

  it('gives basic lands no written ability: their land type gives it (305.6)', () => {
    expect(cardCatalogue.require('Forest')).toMatchObject({ text: '({T}: Add {G}.)', abilities: [] });
  });

  it("can't be changed by the games that share it", () => {
    const bolt = cardCatalogue.require('Lightning Bolt');
    expect(() => bolt.abilities.push({ kind: 'keyword', keyword: 'flash' })).toThrow('not extensible');
    expect(Object.isFrozen(bolt.abilities[0])).toBe(true);
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
