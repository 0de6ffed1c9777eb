import { beforeAll, describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/cards';
import { readCorpus, type Corpus } from '../corpus/corpus.js';
import { roundTrip } from './catalogue-round-trip.js';

let corpus: Corpus;

beforeAll(() => {
  corpus = readCorpus();
});

/** The rules the compiler reads, each with hand-written cards whose text it reads to exactly their definition. */
const READ: readonly [string, string[]][] = [
  ['606.3, 606.4: loyalty abilities; 700.3 separating piles', ['Jace Beleren', 'Liliana of the Veil']],
  ['702.158d-e: sectors', ['Space Beleren']],
  ["104.3, 614.17: a player can't lose the game", ['Platinum Angel']],
  [
    '118.9, 305.2, 401.5: casting and playing from the hand and the library',
    ['Omniscience', 'Oracle of Mul Daya'],
  ],
  ['614.10, 614.10a: skipping steps and phases', ['Stasis', 'Moment of Silence']],
  ["613.1f: losing abilities; 122.1 counters that can't be put", ['Yixlid Jailer', 'Melira, Sylvok Outcast']],
  ["122.4: no more than N counters; 201.5 a legendary card's short name; 603.4", ['Rasputin Dreamweaver']],
  ['614.1a, 614.11: replacing draws', ['Thought Reflection', 'Laboratory Maniac']],
  ['119.10, 614.1a: replacing life gain and zone changes', ['Tainted Remedy', 'Rest in Peace']],
  ['103.6a: from the opening hand', ['Leyline of the Void']],
  ['614.9: redirecting damage', ['Palisade Giant', "Pariah's Shield"]],
  ['404: every graveyard, the cards of one', ['Replenish', 'Rest in Peace']],
  ['122.1: counters players get', ['Phyrexian Vatmother', 'Rogue Refiner', 'Thriving Rhino']],
  [
    '602.2b, 601.2f: the cost of activated abilities and of spells of two colors',
    ['Suppression Field', 'Training Grounds', 'Thunderscape Familiar'],
  ],
  ['702.16a, 614.12a: protection from the chosen color; the chosen player', ['Voice of All', 'Stuffy Doll']],
  ["119.7, 615.12: can't gain life, damage can't be prevented", ['Skullcrack']],
  ['105.3: becoming a color; 121.1 a drawn card revealed', ['Niveous Wisps', 'Sindbad']],
  [
    '615.5, 105.4: prevention with counters, and to creatures sharing a color',
    ['Test of Faith', 'Wojek Apothecary'],
  ],
  [
    '702.29a, 702.33a, 702.33d, 702.66a, 702.133a: cycling, kicker, delve, jump-start',
    ["Mage's Guile", "Orim's Thunder", 'Vines of Vastwood', 'Set Adrift', 'Radical Idea'],
  ],
  ['602.2: an ability activated from the hand', ['Trumpeting Carnosaur']],
  [
    "604.3: power and toughness counting subtypes and the chosen player's creatures",
    ['Nightmare', 'Lost Order of Jarkeld'],
  ],
  [
    '205.1a-b, 613.1d-e, 613.4b: type-, color- and power/toughness-changing effects',
    ['March of the Machines', 'Mycosynth Lattice', 'Song of the Dryads'],
  ],
  ['614.12a, 614.1c: the chosen type', ['Metallic Mimic']],
  ['701.46a, 309.7: venturing, a completed dungeon', ['Nadaar, Selfless Paladin']],
  ['714.2b: chapter abilities', ['The Eldest Reborn']],
  ['700.2e, 601.6a: modes an opponent chooses', ['Misfortune']],
  ['205.1b: lands becoming creatures', ['Life // Death']],
  [
    '601.2d, 107.3: damage divided among up to two creatures and/or planeswalkers, twice X if X is 6 or more',
    ['Shatterskull Smashing'],
  ],
  ['702.34a: a card gaining flashback', ['Snapcaster Mage']],
  ['603.7a, 406.3, 701.9: delayed triggers, exiling face down, the card discarded', ['Necropotence']],
  [
    '707.2, 707.9a-b, 111.1: token copies and copies with exceptions',
    ['Kiki-Jiki, Mirror Breaker', 'Phantasmal Image'],
  ],
];

describe('the rules the compiler reads, each on hand-written cards', () => {
  it.each(READ)('%s', (_rule, names) => {
    const outcomes = names.map((name) => [name, roundTrip(cardCatalogue.require(name), corpus).outcome]);
    expect(outcomes).toEqual(names.map((name) => [name, 'same']));
  });
});
