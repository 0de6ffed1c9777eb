// Mutation operators: small alterations of an ability line that change what it says by the rules
// ("until end of turn" dropped, "unless its controller pays {1}" added, a number changed, "target"
// dropped). The compiler must notice each: a mutated line either is not read (a diagnostic) or reads
// to another IR. A mutant read to the same IR is a swallowed clause, words the grammar skipped over.

/** An alteration of a line: the characters [start, end) replaced by `by`. */
export interface Edit {
  start: number;
  end: number;
  by: string;
}

/** A named mutation: each edit it finds in a line (none when it does not apply) is one mutant. */
export interface MutationOperator {
  name: string;
  edits(line: string): Edit[];
}

/** The line with the edit made. */
export function applied(line: string, { start, end, by }: Edit): string {
  return line.slice(0, start) + by + line.slice(end);
}

/** The lines a mutation makes of a line, one per edit (two edits making the same line make one). */
export function mutants(operator: MutationOperator, line: string): string[] {
  return [...new Set(operator.edits(line).map((edit) => applied(line, edit)))];
}

/** An edit at each match of `pattern` (global), replacing the match by what `by` makes of it; none where `by` gives undefined. */
function atEach(
  pattern: RegExp,
  by: (match: RegExpExecArray, line: string, at: number) => string | undefined,
): (line: string) => Edit[] {
  return (line) =>
    [...line.matchAll(pattern)].flatMap((match) => {
      const replacement = by(match, line, match.index);
      return replacement === undefined
        ? []
        : [{ start: match.index, end: match.index + match[0].length, by: replacement }];
    });
}

/** Whether `at` begins a sentence of the line (its start, or after a period, colon, dash or quotation mark). */
function startsSentence(line: string, at: number): boolean {
  return /(?:^|[.:—•"]\s*)$/.test(line.slice(0, at));
}

/** A word as written where another stood: capitalised if that one was. */
function likeCase(word: string, as: string): string {
  return /^[A-Z]/.test(as) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** The edit removing [start, end) (words and the space after them); the word after them capitalised where a sentence begins. */
function removal(line: string, start: number, end: number): Edit {
  const next = line.charAt(end);
  if (!startsSentence(line, start) || !next) return { start, end, by: '' };
  return { start, end: end + 1, by: next.toUpperCase() };
}

/** An operator removing each match of `pattern`, and the space after it. */
function dropping(name: string, pattern: RegExp): MutationOperator {
  return { name, edits: atEach(pattern, () => '') };
}

/** The ends of the sentences of a line: each period outside quotation marks that a space or the line's end follows. */
function sentenceEnds(line: string): number[] {
  const ends: number[] = [];
  let quoted = false;
  for (let at = 0; at < line.length; at++) {
    if (line[at] === '"') quoted = !quoted;
    else if (line[at] === '.' && !quoted && (at + 1 === line.length || line[at + 1] === ' ')) ends.push(at);
  }
  return ends;
}

/** An operator adding `words` before the period of each sentence. */
function beforeEachPeriod(name: string, words: string): MutationOperator {
  return { name, edits: (line) => sentenceEnds(line).map((at) => ({ start: at, end: at, by: words })) };
}

/** "a" or "an", as the word after it begins (a consonant or a vowel). */
function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Comparisons turned around (202.3 "N or greater", 119 "N or less life", 601.2f "costs {1} more"). */
const OTHER_COMPARISON: Readonly<Record<string, string>> = { more: 'less', less: 'more', greater: 'less' };

/** The end of the sentence a match is in: the next period outside quotation marks, or the line's end. */
function sentenceEnd(line: string, at: number): number {
  return sentenceEnds(line).find((end) => end >= at) ?? line.length;
}

/** Each card type for another (205.2a): creature's is artifact, its own operator. */
const OTHER_TYPE: Readonly<Record<string, string>> = {
  artifact: 'enchantment',
  enchantment: 'land',
  land: 'creature',
  planeswalker: 'creature',
  instant: 'sorcery',
  sorcery: 'instant',
};

/** Nouns swapped for others that name otherwise (208.1 power and toughness, 400.1 zones, 108.3-4 owner and controller). */
const SWAPPED_NOUNS: Readonly<Record<string, string>> = {
  power: 'toughness',
  toughness: 'power',
  hand: 'graveyard',
  graveyard: 'hand',
  library: 'graveyard',
  owner: 'controller',
  "owner's": "controller's",
  controller: 'owner',
  "controller's": "owner's",
  spell: 'ability',
  ability: 'spell',
};

/** The activation costs of a line (602.1a): what comes before the colon at its start or at a quoted ability's, as [start, end). */
function costSpans(line: string): [number, number][] {
  return [...line.matchAll(/(?:^|")([^".:]+): /g)].map((m) => {
    const start = m.index + (m[0].startsWith('"') ? 1 : 0);
    return [start, start + m[1]!.length];
  });
}

/** Each item of a line that is a list ("Flying, first strike, and vigilance") dropped, the line rewritten whole. */
function listItemsDropped(line: string): Edit[] {
  const items = line.split(', ');
  if (items.length < 2) return [];
  return items.map((_, i) => {
    const rest = items.filter((_, j) => j !== i).join(', ');
    return { start: 0, end: line.length, by: rest.charAt(0).toUpperCase() + rest.slice(1) };
  });
}

/** Keywords swapped for others (702.9 flying, 702.17 reach, 702.7 first strike, 702.4 double strike, ...). */
const OTHER_KEYWORD: Readonly<Record<string, string>> = {
  flying: 'reach',
  reach: 'flying',
  'first strike': 'double strike',
  'double strike': 'first strike',
  trample: 'haste',
  haste: 'trample',
  vigilance: 'lifelink',
  lifelink: 'vigilance',
  deathtouch: 'menace',
  menace: 'deathtouch',
  hexproof: 'shroud',
  shroud: 'hexproof',
  defender: 'indestructible',
  indestructible: 'defender',
  islandwalk: 'swampwalk',
  swampwalk: 'forestwalk',
  forestwalk: 'mountainwalk',
  mountainwalk: 'plainswalk',
  plainswalk: 'islandwalk',
};

/** Creature types swapped for others (205.3m), in the singular. */
const OTHER_CREATURE_TYPE: Readonly<Record<string, string>> = {
  Goblin: 'Elf',
  Elf: 'Goblin',
  Zombie: 'Soldier',
  Soldier: 'Zombie',
  Human: 'Wizard',
  Wizard: 'Human',
  Saproling: 'Spirit',
  Spirit: 'Saproling',
  Knight: 'Warrior',
  Warrior: 'Knight',
};

/** The next number word, and ten's is nine (the amounts the grammar reads, 107.1). */
const NEXT_NUMBER: Readonly<Record<string, string>> = {
  one: 'two',
  two: 'three',
  three: 'four',
  four: 'five',
  five: 'six',
  six: 'seven',
  seven: 'eight',
  eight: 'nine',
  nine: 'ten',
  ten: 'nine',
};

/** Words swapped for others that say otherwise (701.8 destroy, 701.13 exile, 701.26 tap, 119 life). */
const SWAPPED_VERBS: Readonly<Record<string, string>> = {
  destroy: 'exile',
  exile: 'destroy',
  tap: 'untap',
  untap: 'tap',
  gain: 'lose',
  gains: 'loses',
  lose: 'gain',
  loses: 'gains',
  draw: 'mill',
  draws: 'mills',
  attack: 'block',
  block: 'attack',
  dies: 'attacks',
  attacks: 'dies',
  enters: 'dies',
};

/** Each color for the next (105.1), by name and by mana symbol. */
const NEXT_COLOR: Readonly<Record<string, string>> = {
  white: 'blue',
  blue: 'black',
  black: 'red',
  red: 'green',
  green: 'white',
  '{W}': '{U}',
  '{U}': '{B}',
  '{B}': '{R}',
  '{R}': '{G}',
  '{G}': '{W}',
};

/** The steps a trigger condition names, each for another (503.1a upkeep, 504.1 draw, 513.1 end). */
const OTHER_STEP: Readonly<Record<string, string>> = {
  upkeep: 'end step',
  'draw step': 'upkeep',
  'end step': 'upkeep',
};

const wordPattern = (words: Readonly<Record<string, string>>) =>
  new RegExp(`\\b(?:${Object.keys(words).join('|')})\\b`, 'gi');

/** The mutation operators, each named for what it alters. */
export const MUTATION_OPERATORS: readonly MutationOperator[] = [
  // 611.2a: an effect that lasts until end of turn becomes one that lasts for ever, or is not read.
  {
    name: 'drop "until end of turn"',
    edits: (line) => [
      ...atEach(/ until end of turn/g, () => '')(line),
      ...atEach(/\bUntil end of turn, (.)/g, (m) => m[1]!.toUpperCase())(line),
    ],
  },
  // 118.12a: a cost that another player may pay to stop the effect.
  beforeEachPeriod('add "unless its controller pays {1}"', ' unless its controller pays {1}'),
  beforeEachPeriod('add "unless you pay {1}"', ' unless you pay {1}'),
  // 115.1: a targeted phrase made untargeted ("target creature" -> "creature", "any target" -> "any").
  dropping('drop "target"', / target\b|\btarget (?=\w)/g),
  // 107.1: a number in words or figures changed ("two" -> "three", "2" -> "3", "+1/+1" -> "+2/+1", "{2}" -> "{3}").
  {
    name: 'change a number',
    edits: (line) => [
      ...atEach(wordPattern(NEXT_NUMBER), ([word]) => likeCase(NEXT_NUMBER[word.toLowerCase()]!, word))(line),
      ...atEach(/([+-]?)(\d+)/g, ([, sign, digits]) => `${sign}${Number(digits) + 1}`)(line),
    ],
  },
  // 608.2d: an optional effect made mandatory.
  {
    name: 'drop "you may"',
    edits: (line) => [...line.matchAll(/\byou may /gi)].map((m) => removal(line, m.index, m.index + 8)),
  },
  // 614.1c, 110.5: "enters tapped" (and any other "tapped") dropped.
  dropping('drop "tapped"', / tapped\b/g),
  // A whole sentence of a line of several dropped.
  {
    name: 'drop a sentence',
    edits: (line) => {
      const ends = sentenceEnds(line);
      if (ends.length < 2) return [];
      // The first sentence with the space after it, any other with the space before it.
      return ends.map((end, i) =>
        i === 0 ? { start: 0, end: end + 2, by: '' } : { start: ends[i - 1]! + 1, end: end + 1, by: '' },
      );
    },
  },
  // 102.1, 102.3: an opponent for a player, a player for an opponent ("target opponent", "each player").
  {
    name: 'swap "opponent" and "player"',
    edits: atEach(/\b(?:(an?) )?(opponent|player)(?=s?\b|'s\b|s'\b)/gi, ([, a, noun]) => {
      const other = likeCase(noun!.toLowerCase() === 'opponent' ? 'player' : 'opponent', noun!);
      return a ? `${likeCase(article(other), a)} ${other}` : other;
    }),
  },
  // 205.4b, 111.1: "nonland", "nontoken", "non-Zombie" dropped: the phrase names more objects.
  dropping('drop a "non-" qualifier', /\bnon-?[A-Za-z]+,? /gi),
  // 109.2: "another" made "a", "other" dropped: the source itself is among the objects named.
  {
    name: 'drop "another" or "other"',
    edits: (line) => [
      ...atEach(/\b(another) (?=(\w))/gi, ([, word, next]) => `${likeCase(article(next!), word!)} `)(line),
      ...[...line.matchAll(/\bother (?!than\b)/gi)].map((m) => removal(line, m.index, m.index + 6)),
    ],
  },
  // 205.2a, 201.5: a creature named an artifact ("target creature" -> "target artifact", "this creature" -> "this artifact").
  {
    name: 'replace "creature" with "artifact"',
    edits: atEach(/\b(?:(an?) )?(creature)(s?)\b/gi, ([, a, noun, s]) => {
      const artifact = likeCase('artifact', noun!) + s;
      return a ? `${likeCase(article(artifact), a)} ${artifact}` : artifact;
    }),
  },
  // 701.8, 701.13, 701.26, 119, 121.1, 508, 509: a verb for one that does otherwise.
  {
    name: 'swap a verb',
    edits: atEach(wordPattern(SWAPPED_VERBS), ([word]) => likeCase(SWAPPED_VERBS[word.toLowerCase()]!, word)),
  },
  // 105.1: a color for another, by name or mana symbol.
  {
    name: 'change a color',
    edits: atEach(/\b(?:white|blue|black|red|green)\b|\{[WUBRG]\}/gi, ([word]) =>
      word.startsWith('{') ? NEXT_COLOR[word.toUpperCase()] : likeCase(NEXT_COLOR[word.toLowerCase()]!, word),
    ),
  },
  // 611.2a: an effect made to last until end of turn (a static ability's, a one-shot effect's).
  beforeEachPeriod('add "until end of turn"', ' until end of turn'),
  // 109.4: who controls the objects named dropped ("creatures you control" -> "creatures").
  dropping(
    'drop "you control"',
    / (?:you control|you don't control|an opponent controls|your opponents control)\b/g,
  ),
  // 110.2, 603.6a: "under your control" dropped.
  dropping('drop "under your control"', / under (?:your|an opponent's) control\b/g),
  // 611.3b, 603.4: a condition dropped ("as long as ...", an intervening "if ...,").
  {
    name: 'drop a condition',
    edits: (line) => [
      ...[...line.matchAll(/ as long as /g)].map((m) => ({
        start: m.index,
        end: sentenceEnd(line, m.index),
        by: '',
      })),
      ...[...line.matchAll(/\b(?:As long as|if) [^,.]*, /g)].map((m) =>
        removal(line, m.index, m.index + m[0].length),
      ),
    ],
  },
  // 613.4c: a bonus made a penalty, a penalty a bonus ("+2/+2" -> "-2/+2"); "+0" and "-0" are one number.
  {
    name: 'flip a sign',
    edits: atEach(/[+-](?=[1-9]\d*\/)|(?<=\/)[+-](?=[1-9])/g, ([sign]) => (sign === '+' ? '-' : '+')),
  },
  // 202.3, 119, 601.2f: a comparison turned around.
  {
    name: 'turn a comparison around',
    edits: atEach(wordPattern(OTHER_COMPARISON), ([word]) => OTHER_COMPARISON[word.toLowerCase()]),
  },
  // 115.1, 611.2c: a target made all of its kind, all of a kind a target.
  {
    name: 'swap "target" and "each"',
    edits: atEach(/\b(?:target|each)(?= (?!other\b)\w)/gi, ([word]) =>
      likeCase(word.toLowerCase() === 'target' ? 'each' : 'target', word),
    ),
  },
  // 115.1d: "up to N targets" made exactly N.
  dropping('drop "up to"', /\bup to (?=\w)/g),
  // 109.2: "your" made an opponent's ("your graveyard", "your upkeep").
  {
    name: 'replace "your" with "an opponent\'s"',
    edits: atEach(/\byour\b/gi, ([word]) => likeCase("an opponent's", word)),
  },
  // 105.2, 205.4, 506.4: an adjective of a noun phrase dropped ("target black creature", "attacking creature").
  dropping(
    'drop an adjective',
    /\b(?:attacking|blocking|basic|legendary|snow|white|blue|black|red|green|colorless|multicolored) (?=\w)/gi,
  ),
  // 613.1f, 702: one keyword of a list dropped ("has flying and trample", "Flying, vigilance").
  {
    name: 'drop an "and" or a listed item',
    edits: (line) => [
      ...[...line.matchAll(/ and (?!\/)/g)].map((m) => ({
        start: m.index,
        end: sentenceEnd(line, m.index),
        by: '',
      })),
      ...(line.includes('.') ? [] : listItemsDropped(line)),
    ],
  },
  // 205.2a: a card type for another ("target artifact" -> "target enchantment", "land" -> "creature").
  {
    name: 'replace another card type',
    edits: atEach(wordPattern(OTHER_TYPE), ([word], line, at) => {
      const other = likeCase(OTHER_TYPE[word.toLowerCase()]!, word);
      // "an artifact" -> "an enchantment", "a land" -> "a creature": the article as the new noun begins.
      const before = /\b(an?) $/i.exec(line.slice(0, at));
      return before && article(other) !== before[1]!.toLowerCase() ? undefined : other;
    }),
  },
  // 208.1, 400.1, 108.3, 108.4, 113.1: a noun for one that names otherwise.
  {
    name: 'swap a noun',
    edits: atEach(
      /\b(?:power|toughness|hand|graveyard|library|owner's|owner|controller's|controller|spell|ability)(?![\w'])/gi,
      ([word]) => likeCase(SWAPPED_NOUNS[word.toLowerCase()]!, word),
    ),
  },
  // 120.2, 510: combat damage made any damage.
  dropping('drop "combat"', / combat(?= damage\b)/g),
  // An alternative of "X or Y" dropped ("artifact or enchantment", "{R} or {G}", "spell or ability").
  dropping('drop an "or" alternative', /,? or [^\s,.]+/g),
  // 602.1a, 118: one item of an activation cost of several dropped ("{1}, {T}: ..." -> "{T}: ...").
  {
    name: 'drop a cost item',
    edits: (line) =>
      costSpans(line).flatMap(([start, end]) => {
        const items = [...line.slice(start, end).matchAll(/[^,]+/g)];
        if (items.length < 2) return [];
        return items.map((item, i) => {
          const from = start + item.index;
          const to = from + item[0].length;
          return i === 0 ? { start: from, end: to + 2, by: '' } : { start: from - 1, end: to, by: '' };
        });
      }),
  },
  // 202.1, 118: one mana symbol of several dropped ("{1}{G}" -> "{G}").
  {
    name: 'drop a mana symbol',
    edits: (line) =>
      [...line.matchAll(/(?:\{[^}]+\}){2,}/g)].flatMap((run) =>
        [...run[0].matchAll(/\{[^}]+\}/g)].map((symbol) => ({
          start: run.index + symbol.index,
          end: run.index + symbol.index + symbol[0].length,
          by: '',
        })),
      ),
  },
  // 109.4, 702.9, 111.1, 109.2: words added to a noun phrase, which name fewer objects ("target
  // creature" -> "target creature you control", "target creature with flying", "target nontoken creature").
  {
    name: 'add to a noun phrase',
    edits: (line) => [
      ...atEach(
        /\bcreatures?\b(?! (?:you|an opponent|your opponents) controls?\b)/g,
        ([noun]) => `${noun} you control`,
      )(line),
      ...atEach(/\bcreatures?\b(?= *[.,])/g, ([noun]) => `${noun} with flying`)(line),
      ...atEach(/\b(?:target|each|all) (?=creatures?\b)/gi, ([words]) => `${words}nontoken `)(line),
      ...atEach(/\b(?:each|all) (?=creatures?\b)/gi, ([words]) => `${words}other `)(line),
      ...atEach(/\b(?:a|an) (?=(?:creature|artifact|enchantment|land|permanent)\b)/gi, ([a]) =>
        likeCase('another ', a),
      )(line),
    ],
  },
  // 608.2d: a mandatory effect made optional ("Draw a card." -> "You may draw a card.").
  {
    name: 'add "you may"',
    edits: atEach(
      /(?<=^|[.:,] )(?:draw|discard|destroy|exile|tap|untap|return|put|create|gain|lose|sacrifice|counter|scry|regenerate|prevent)\b/gi,
      ([verb]) => `${likeCase('you may', verb)} ${verb.toLowerCase()}`,
    ),
  },
  // 614.1c, 110.5: "tapped" added after "enters" ("enters" -> "enters tapped").
  {
    name: 'add "tapped"',
    edits: atEach(/\benters?\b(?! tapped\b)/g, ([verb]) => `${verb} tapped`),
  },
  // 702: a keyword for another ("flying" -> "reach", "first strike" -> "double strike").
  {
    name: 'change a keyword',
    edits: atEach(wordPattern(OTHER_KEYWORD), ([word]) => likeCase(OTHER_KEYWORD[word.toLowerCase()]!, word)),
  },
  // 205.3m: a creature type for another ("Goblin" -> "Elf"), as a noun, an adjective or a token's.
  {
    name: 'change a creature type',
    edits: atEach(
      new RegExp(`\\b(?:${Object.keys(OTHER_CREATURE_TYPE).join('|')})\\b`, 'g'),
      ([word]) => OTHER_CREATURE_TYPE[word],
    ),
  },
  // 603.1: an effect line made a triggered ability ("At the beginning of your upkeep, ..."); the line
  // keeps its capital, as the grammar reads words in any case but names and subtypes.
  {
    name: 'add "at the beginning of your upkeep"',
    edits: (line) =>
      /^(?:when|whenever|at)\b/i.test(line) || !line.endsWith('.')
        ? []
        : [{ start: 0, end: 0, by: 'At the beginning of your upkeep, ' }],
  },
  // 503.1a, 504.1, 513.1: a trigger condition's step for another.
  {
    name: 'change a step',
    edits: atEach(/\b(?:upkeep|draw step|end step)\b/g, ([words]) => OTHER_STEP[words]),
  },
];
