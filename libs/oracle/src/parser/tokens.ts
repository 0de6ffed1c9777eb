// Tokens of an ability line: words, numbers, symbols in braces ({T}, {2}{G}), punctuation, and the
// card's own name, which stands for the object itself (201.5) wherever it appears.

export type TokenKind = 'word' | 'number' | 'symbol' | 'punctuation' | 'self';

export interface Token {
  kind: TokenKind;
  /** The text as written; words are compared in lower case (`lower`). */
  text: string;
  lower: string;
  /** Where it is in the line: [start, end). */
  start: number;
  end: number;
}

const PATTERNS: readonly [TokenKind, RegExp][] = [
  ['symbol', /^\{[^}]+\}/],
  ['number', /^[+\-−]?\d+/],
  // 613.4c: "+X/-X" (107.3); a loyalty cost's "−X" (606.4) is the minus sign and the word.
  ['word', /^[+-]X(?![A-Za-z])/],
  ['word', /^[A-Za-z][A-Za-z'-]*/],
  // The possessive after a name ("Nightmare's"): the name is a token of its own.
  ['word', /^'s\b/],
  ['punctuation', /^(?:—|[.,:;"•/−!])/],
];

/** The line's tokens; the card's name, and any name given in `selfNames`, is one `self` token. */
export function tokenise(line: string, selfNames: readonly string[]): Token[] | { unreadAt: number } {
  const tokens: Token[] = [];
  const names = [...selfNames].filter(Boolean).sort((a, b) => b.length - a.length);
  let at = 0;
  while (at < line.length) {
    if (line[at] === ' ') {
      at++;
      continue;
    }
    const rest = line.slice(at);
    const name = names.find((n) => rest.startsWith(n) && !/[A-Za-z]/.test(rest.charAt(n.length)));
    const [kind, text] = name
      ? (['self', name] as const)
      : (PATTERNS.map(([k, p]) => [k, p.exec(rest)?.[0]] as const).find(([, t]) => t) ?? []);
    if (!kind || !text) return { unreadAt: at };
    // The minus sign of a loyalty cost ("−1", 606.1) is a number's sign like a hyphen's.
    const lower = kind === 'number' ? text.replace('−', '-') : text.toLowerCase();
    tokens.push({ kind, text, lower, start: at, end: at + text.length });
    at += text.length;
  }
  return tokens;
}
