// The modernisation pass: the 2017 text of the corpus rewritten in today's Oracle wording, one
// tested rule at a time, before it is parsed. Each rewrite changes words, never what a card does;
// cards whose function changed since 2017 take their text from the errata table instead.
import { REFERS_TO_ITSELF_AS_THIS } from './self-reference.js';

/** What a rule may need of the card whose text it rewrites: its name and type line (201.5, 205). */
export interface WordedCard {
  name: string;
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
}

/** A rewrite of 2017 wording into today's, named for diagnostics and tests. */
export interface WordingRule {
  name: string;
  /** Why the wording changed, and since when. */
  why: string;
  /** The text rewritten; a rule about how a card names itself needs the card, and leaves a text without one. */
  rewrite(text: string, card?: WordedCard): string;
}

/** The text in today's wording, and the names of the rules that changed it, in the order applied. */
export interface Modernised {
  text: string;
  rewrites: string[];
}

/** A rule replacing each match of a pattern. */
function replacing(name: string, why: string, pattern: RegExp, by: string): WordingRule {
  return { name, why, rewrite: (text) => text.replace(pattern, by) };
}

/** A pattern of the card's name as a whole word, written into `around` where `<name>` stands. */
function nameIn(card: WordedCard, around = '<name>'): RegExp {
  const name = `\\b${card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z])`;
  return new RegExp(around.replaceAll('<name>', name), 'g');
}

/** A phrase as written at `at` in the text: capitalised where a line or a sentence begins. */
function asWritten(phrase: string, text: string, at: number): string {
  const sentenceStart = at === 0 || /(?:^|[.:"—•]\s*|\n)$/.test(text.slice(Math.max(0, at - 3), at));
  return sentenceStart ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
}

/**
 * A rule writing the card's name, where `pattern` finds it, as today's Oracle text refers to the
 * object. `context`, when given, is what the text must hold for the pattern to find anything: the
 * pattern, made for each card's name, is made only then.
 */
function referringToItself(
  name: string,
  why: string,
  pattern: (card: WordedCard) => RegExp | undefined,
  reference: (card: WordedCard) => string,
  context?: RegExp,
): WordingRule {
  return {
    name,
    why,
    rewrite: (text, card) => {
      if (context && !context.test(text)) return text;
      const found = card && pattern(card);
      return found ? text.replace(found, (_name, at: number) => asWritten(reference(card), text, at)) : text;
    },
  };
}

/** How today's Oracle text names a permanent card in its own text (201.5): "this creature", "this Aura". */
function thisPermanent(card: WordedCard): string | undefined {
  if (card.types.includes('Creature')) return 'this creature';
  const subtype = ['Aura', 'Equipment', 'Vehicle', 'Saga'].find((s) => card.subtypes.includes(s));
  if (subtype) return `this ${subtype}`;
  const type = ['Land', 'Artifact', 'Enchantment', 'Battle'].find((t) => card.types.includes(t));
  return type && `this ${type.toLowerCase()}`;
}

/** The keyword abilities (702) today's Oracle text writes without reminder text, on one line with the others. */
const EVERGREEN_KEYWORDS = [
  'deathtouch',
  'defender',
  'double strike',
  'first strike',
  'flying',
  'haste',
  'hexproof',
  'indestructible',
  'intimidate',
  'lifelink',
  'menace',
  'reach',
  'shroud',
  'trample',
  'vigilance',
  'fear',
  'plainswalk',
  'islandwalk',
  'swampwalk',
  'mountainwalk',
  'forestwalk',
];

const KEYWORD = `(?:${EVERGREEN_KEYWORDS.join('|')})`;

/** The verb after "they": "he or she controls" is "they control", "he or she has" is "they have". */
function pluralVerb(verb: string): string {
  const irregular: Readonly<Record<string, string>> = {
    has: 'have',
    is: 'are',
    was: 'were',
    does: 'do',
    "doesn't": "don't",
    "isn't": "aren't",
    "wasn't": "weren't",
    "hasn't": "haven't",
  };
  if (irregular[verb]) return irregular[verb];
  if (/(?:ch|sh|ss|x)es$/.test(verb)) return verb.slice(0, -2);
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : verb;
}

export const WORDING_RULES: readonly WordingRule[] = [
  replacing(
    'enters',
    'Foundations (2024): "enters the battlefield" became "enters", and so for every form of the verb',
    /\b(enter|enters|entered|entering) the battlefield\b/g,
    '$1',
  ),
  replacing(
    'mana pool',
    'Amonkhet (2017): mana is added without "to your mana pool"',
    / to (?:your|its controller's|that player's) mana pool\b/g,
    '',
  ),
  replacing('their', 'Kaladesh (2016-2017): "his or her" became "their"', /\bhis or her\b/g, 'their'),
  {
    name: 'they',
    why: '"he or she" became "they", its verb in the plural',
    rewrite: (text) =>
      text.replace(/\b([Hh])e or she\b(?: ([a-z']+))?/g, (_all, h: string, verb?: string) =>
        [`${h === 'H' ? 'T' : 't'}hey`, ...(verb ? [pluralVerb(verb)] : [])].join(' '),
      ),
  },
  replacing('them', '"him or her" became "them"', /\bhim or her\b/g, 'them'),
  replacing(
    'any target',
    'Dominaria (2018): "target creature or player" became "any target" (115.4)',
    /\btarget creature or player\b/g,
    'any target',
  ),
  replacing(
    'targets',
    'Dominaria (2018): "target creatures and/or players" became "targets" (115.4)',
    /\btarget creatures and\/or players\b/g,
    'targets',
  ),
  {
    name: 'mill',
    why: 'Core Set 2021 (2020): putting the top cards of a library into a graveyard became "mill" (701.17)',
    rewrite: (text) =>
      text.replace(
        /\b([Pp]uts?) the top (card|\w+ cards) of (?:your|their) library into (?:your|their) graveyard\b/g,
        (_all, verb: string, cards: string) =>
          `${verb.replace(/^(p|P)ut/, (_p, p: string) => (p === 'P' ? 'Mill' : 'mill'))} ${cards === 'card' ? 'a card' : cards}`,
      ),
  },
  replacing(
    'mana value',
    'Strixhaven (2021): "converted mana cost" became "mana value" (202.3)',
    /\bconverted mana cost(s?)\b/g,
    'mana value$1',
  ),
  {
    name: 'put counters',
    why: 'counters are "put" on a permanent, never "placed" (122.1)',
    rewrite: (text) =>
      text.replace(
        /\b([Pp])lace(s|d)?\b/g,
        (_all, p: string, ending?: string) => `${p === 'P' ? 'P' : 'p'}ut${ending === 's' ? 's' : ''}`,
      ),
  },
  replacing(
    'of their choice',
    'Foundations (2024): a player who sacrifices a permanent to an effect sacrifices one "of their choice" (701.21a)',
    /\bsacrifices ((?:a|an|two|three) [a-z -]+?)(?<! of their choice)(?= unless\b| and |\.)/g,
    'sacrifices $1 of their choice',
  ),
  replacing(
    'exile a graveyard',
    'exiling "all cards from" a graveyard became exiling the graveyard (404)',
    /\b([Ee])xile all cards from (all graveyards|(?:target player's|their|your|that player's|each opponent's) graveyard)\b(?! other)/g,
    '$1xile $2',
  ),
  replacing(
    'lands from the top',
    '"play the top card of your library if it\'s a land card" became "play lands from the top of your library" (305.1)',
    /\bplay the top card of your library if it's a land card\b/g,
    'play lands from the top of your library',
  ),
  replacing(
    'cast a spell',
    'a card cast is a spell (601.2): "you may cast a card" became "you may cast a spell"',
    /\bcast a card\b/g,
    'cast a spell',
  ),
  replacing(
    "can't be countered",
    'only spells and abilities counter (701.6): "can\'t be countered by spells or abilities" became "can\'t be countered"',
    /\bcan't be countered by spells or abilities\b/g,
    "can't be countered",
  ),
  replacing(
    'attacks each combat',
    'Magic Origins (2015): "attacks each turn if able" became "attacks each combat if able" (508.1d)',
    /\b(attacks?) each turn if able\b/g,
    '$1 each combat if able',
  ),
  replacing(
    'as a sorcery',
    'Core Set 2021 (2020): "Activate this ability only any time you could cast a sorcery." became "Activate only as a sorcery." (602.5d)',
    /\bActivate this ability only any time you could cast a sorcery\./g,
    'Activate only as a sorcery.',
  ),
  referringToItself(
    'this spell',
    'Dominaria (2018): a card refers to itself as a spell as "this spell" (costs to cast it, its kicker, its mana cost)',
    (card) =>
      nameIn(
        card,
        "(?<=additional cost to cast )<name>|(?<=rather than pay )<name>(?='s mana cost)|<name>(?= was kicked| costs \\{[^}]+\\} (?:more|less) to cast| can't be countered)",
      ),
    () => 'this spell',
    /additional cost to cast |rather than pay | was kicked| to cast| can't be countered/,
  ),
  referringToItself(
    'this permanent',
    'since 2024 a permanent card printed or reprinted refers to itself as "this creature", "this Aura", "this land" (201.5); which older cards were is a fact of each card',
    (card) => (REFERS_TO_ITSELF_AS_THIS.has(card.name) && thisPermanent(card) ? nameIn(card) : undefined),
    (card) => thisPermanent(card)!,
  ),
  replacing(
    'keyword reminder text',
    "evergreen keywords (702) are written without reminder text in today's Oracle text",
    new RegExp(`^(${KEYWORD}) \\([^()]*\\)$`, 'gim'),
    '$1',
  ),
  {
    name: 'keyword line',
    why: "today's Oracle text writes a card's evergreen keywords on one line (Flying, vigilance); flash keeps its own",
    rewrite: (text) =>
      text.replace(new RegExp(`^${KEYWORD}(?:\\n${KEYWORD})+$`, 'gim'), (lines) =>
        lines
          .split('\n')
          .map((line, i) => (i === 0 ? line : line.toLowerCase()))
          .join(', '),
      ),
  },
];

/** The text in today's wording: every rule applied, in order, with the names of those that changed it. */
export function modernise(text: string, card?: WordedCard): Modernised {
  const rewrites: string[] = [];
  const modern = WORDING_RULES.reduce((current, rule) => {
    const next = rule.rewrite(current, card);
    if (next !== current) rewrites.push(rule.name);
    return next;
  }, text);
  return { text: modern, rewrites };
}

/** The text in today's wording. */
export function modernised(text: string, card?: WordedCard): string {
  return modernise(text, card).text;
}
