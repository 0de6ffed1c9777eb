// What a player's name may be (README "API", POST /games): well-formed text that reads the same
// everywhere it is shown, and that no view could take for something else.

/** The longest name, in characters (code points). */
export const PLAYER_NAME_MAX = 40;

/** Letters, combining marks, digits, the space and - _ . ' , */
const NAME_CHARACTER = /[\p{L}\p{M}\p{N} \-_.',]/u;

/** An engine object id (`o12`, `d3`): views write hidden ones as null, so no player is named like one. */
const ENGINE_ID = /^[a-z]\d+$/;

/** Who else a view may be for, and the names of JavaScript's object members: no player's names. */
const RESERVED = new Set(['judge', 'spectator', ...Object.getOwnPropertyNames(Object.prototype)]);

/** What is wrong with the name, or undefined if it is a good player name. */
export function playerNameProblem(name: unknown): string | undefined {
  if (typeof name !== 'string') return 'must be a string';
  const characters = [...name];
  const surrogate = characters.find((c) => /\p{Cs}/u.test(c));
  if (surrogate) return `has a lone surrogate ${escaped(surrogate)}: it must be well-formed Unicode`;
  if (name !== name.normalize('NFC')) return 'must be in Unicode normalization form C (NFC)';
  if (characters.length < 1 || characters.length > PLAYER_NAME_MAX)
    return `must be 1 to ${PLAYER_NAME_MAX} characters long, not ${characters.length}`;
  const other = characters.find((c) => !NAME_CHARACTER.test(c));
  if (other) return `has ${escaped(other)}: only letters, marks, digits, spaces and - _ . ' , are allowed`;
  if (name.startsWith(' ') || name.endsWith(' ')) return 'must not begin or end with a space';
  if (ENGINE_ID.test(name)) return 'looks like an object id (a lowercase letter and digits)';
  if (RESERVED.has(name)) return 'is a reserved word';
  return undefined;
}

/** A character for messages, as JSON and as its code point: `"\u0007" (U+0007)`. */
function escaped(character: string): string {
  return `${JSON.stringify(character)} (U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`;
}
