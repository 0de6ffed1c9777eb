// The modernisation pass: the 2017 text of the corpus rewritten in today's Oracle wording, one
// tested rule at a time, before it is parsed. Each rewrite changes words, never what a card does;
// cards whose function changed since 2017 take their text from the errata table instead.

/** A rewrite of 2017 wording into today's, named for diagnostics and tests. */
export interface WordingRule {
  name: string;
  /** Why the wording changed, and since when. */
  why: string;
  rewrite(text: string): string;
}

/** A rule replacing each match of a pattern. */
function replacing(name: string, why: string, pattern: RegExp, by: string): WordingRule {
  return { name, why, rewrite: (text) => text.replace(pattern, by) };
}

export const WORDING_RULES: readonly WordingRule[] = [
  replacing(
    'enters',
    'Foundations (2024): "enters the battlefield" became "enters"',
    /\benters the battlefield\b/g,
    'enters',
  ),
  replacing(
    'mana pool',
    'Amonkhet (2017): mana is added without "to your mana pool"',
    / to (?:your|its controller's|that player's) mana pool\b/g,
    '',
  ),
  replacing('their', 'Kaladesh (2016-2017): "his or her" became "their"', /\bhis or her\b/g, 'their'),
  replacing('they', '"he or she" became "they"', /\bhe or she\b/g, 'they'),
  replacing('them', '"him or her" became "them"', /\bhim or her\b/g, 'them'),
  replacing(
    'any target',
    'Dominaria (2018): "target creature or player" became "any target" (115.4)',
    /\btarget creature or player\b/g,
    'any target',
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
];

/** The text in today's wording: every rule applied, in order. */
export function modernised(text: string): string {
  return WORDING_RULES.reduce((current, rule) => rule.rewrite(current), text);
}
