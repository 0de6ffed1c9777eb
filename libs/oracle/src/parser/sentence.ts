// A cursor over the tokens of one line, for the recursive-descent grammar: each rule reads what it
// recognises and leaves the rest; a rule that cannot read the tokens before it says why (`NotRead`).
import type { Token } from './tokens.js';

/** Why a rule could not read the line, and from which token. */
export class NotRead {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly at: number,
  ) {}
}

export class Sentence {
  private position = 0;

  /**
   * A duration said before the clause it belongs to ("Until end of turn, ~ becomes ...", 611.2a):
   * `used` once the clause has read it as its own.
   */
  durationFirst?: { used: boolean };

  /**
   * `itself`: the words "this [word]" names the object whose ability the line is with (201.5:
   * "creature", "permanent", "spell", ...), what it is.
   */
  constructor(
    readonly tokens: readonly Token[],
    readonly itself: readonly string[],
  ) {}

  get done(): boolean {
    return this.position >= this.tokens.length;
  }

  get mark(): number {
    return this.position;
  }

  /** Goes back to a mark, when an alternative did not read what followed it. */
  reset(mark: number): void {
    this.position = mark;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.position + offset];
  }

  /** Reads the words (and punctuation) given, in order, if they come next; else reads nothing. */
  accept(...words: string[]): boolean {
    const next = this.tokens.slice(this.position, this.position + words.length);
    if (next.length < words.length || next.some((t, i) => t.lower !== words[i])) return false;
    this.position += words.length;
    return true;
  }

  /** Reads the words given, or fails with the clause they belong to. */
  expect(clause: string, ...words: string[]): void {
    if (!this.accept(...words)) this.fail('EXPECTED', `${clause}: expected "${words.join(' ')}"`);
  }

  /** The next token, read. */
  take(): Token | undefined {
    return this.tokens[this.position++];
  }

  fail(code: string, message: string): never {
    throw new NotRead(code, message, Math.min(this.position, this.tokens.length - 1));
  }
}
