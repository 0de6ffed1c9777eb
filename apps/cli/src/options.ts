// Readers of option values: each turns the text of an option into its value, or refuses it with a
// message commander prints before the command's help (exit code 2).
import { InvalidArgumentError, Option } from 'commander';
import type { PlayerName } from '@mtg/rules';

/** A whole number written in digits, at least `least`. */
export function wholeNumber(least = 0): (text: string) => number {
  return (text) => {
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < least)
      throw new InvalidArgumentError(
        least ? `expected a whole number >= ${least}` : 'expected a whole number',
      );
    return value;
  };
}

/** A whole number >= 1. */
export const positive = wholeNumber(1);

/** An even whole number >= 2. */
export function positiveEven(text: string): number {
  const value = positive(text);
  if (value % 2) throw new InvalidArgumentError('expected an even number');
  return value;
}

/** Checks a text with `check` (which throws what is wrong with it) and keeps it as it is. */
export function checkedWith(check: (text: string) => unknown): (text: string) => string {
  return (text) => {
    try {
      check(text);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
    return text;
  };
}

/** The players of `PLAYERS` (@mtg/rules), named here so that reading options loads no library. */
export const PLAYER_NAMES: readonly PlayerName[] = ['heuristic', 'random'];

/** Two player names, `heuristic,random`. */
export function playerPair(text: string): [PlayerName, PlayerName] {
  const names = text.split(',');
  if (names.length !== 2 || !names.every((n) => PLAYER_NAMES.includes(n as PlayerName)))
    throw new InvalidArgumentError(
      `expected two players separated by a comma, each one of ${PLAYER_NAMES.join(', ')}`,
    );
  return names as [PlayerName, PlayerName];
}

/** One player name for both seats (`heuristic`), or one for each (`heuristic,random`). */
export function playersOption(text: string): [PlayerName, PlayerName] {
  return text.includes(',') ? playerPair(text) : playerPair(`${text},${text}`);
}

/**
 * `--sync FULL|NORMAL`: SQLite's synchronous mode of a sqlite: store the command writes (FULL: each
 * commit is durable; NORMAL, the default here: durable up to a power cut, in WAL mode).
 */
export function sqliteSyncOption(why: string): Option {
  return new Option('--sync <mode>', `SQLite synchronous mode: ${why}`)
    .choices(['FULL', 'NORMAL'])
    .default('NORMAL');
}
