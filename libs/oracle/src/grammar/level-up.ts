// Level up (702.87) and the striations of a leveler card (711.2): a level symbol ("LEVEL 1-3",
// "LEVEL 4+"), then the base power and toughness and the abilities the permanent has while its level
// counters are within the symbol's range.
import type { Ability, Condition } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { keywordManaCost } from './costs.js';

/** 702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a sorcery." */
export function levelUpLine(sentence: Sentence, text: string): Ability[] | undefined {
  const mana = keywordManaCost(sentence, 'level', 'up');
  if (!mana) return undefined;
  return [
    {
      kind: 'activated',
      text,
      targets: [],
      cost: { mana },
      effects: [{ kind: 'add-counters', what: 'self', counter: 'level', amount: 1 }],
      sorcerySpeed: true,
      keyword: 'level up',
    },
  ];
}

/** A striation's level counters (711.2a "LEVEL N1-N2", 711.2b "LEVEL N3+"). */
export type LevelRange = Extract<Condition, { kind: 'level-counters' }>;

/** The level symbol a line of a leveler is, if it is one. */
export function levelSymbol(line: string): LevelRange | undefined {
  const range = /^LEVEL (\d+)(?:-(\d+)|\+)$/.exec(line.trim());
  if (!range) return undefined;
  const atLeast = Number(range[1]);
  return { kind: 'level-counters', atLeast, ...(range[2] !== undefined ? { atMost: Number(range[2]) } : {}) };
}

/** 711.2a: a striation's base power and toughness ("4/4"), as long as its level counters are in range. */
export function striationPowerToughness(line: string, level: LevelRange): Ability | undefined {
  const numbers = /^(\d+)\/(\d+)$/.exec(line.trim());
  if (!numbers) return undefined;
  const powerToughness = { power: Number(numbers[1]), toughness: Number(numbers[2]) };
  return {
    kind: 'static',
    text: line,
    effect: { kind: 'becomes', affected: 'self', powerToughness },
    condition: level,
  };
}

/**
 * 711.2a: the abilities of a striation's line, which the permanent has only as long as its level
 * counters are in range: its keywords granted to itself under that condition, a static ability of its
 * own under it, another ability granted to itself under it; undefined if a static ability has a
 * condition of its own.
 */
export function atLevel(abilities: Ability[], level: LevelRange, line: string): Ability[] | undefined {
  const keywords = abilities.flatMap((ability) => (ability.kind === 'keyword' ? [ability.keyword] : []));
  const granted: Ability[] = keywords.length
    ? [
        {
          kind: 'static',
          text: line,
          effect: { kind: 'grant-keywords', affected: 'self', keywords },
          condition: level,
        },
      ]
    : [];
  for (const ability of abilities) {
    if (ability.kind === 'keyword') continue;
    if (ability.kind === 'static' && ability.condition) return undefined;
    granted.push(
      ability.kind === 'static'
        ? { ...ability, condition: level }
        : {
            kind: 'static',
            text: line,
            effect: { kind: 'grant-ability', affected: 'self', ability },
            condition: level,
          },
    );
  }
  return granted;
}
