// Decklist files for `mtg soak --decks`: files (or folders of `.txt` files) in the text form of
// `parseDeckText`, each with a header of `# Key: value` comment lines (archetype, format, era), every
// card of the main deck supported by the card pool. What keeps a file out is said with its line or
// with each unsupported card and the compiler's reasons.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { parseDeckText } from '@mtg/cards';
import type { CardPool } from '@mtg/oracle';
import type { NamedDeck } from '@mtg/rules';
import { UsageError } from './play.js';

/** A decklist file read: its name (the file's, without `.txt`), its header, its main deck and sideboard. */
export interface DeckFile extends NamedDeck {
  file: string;
  /** The `# Key: value` lines before the first card, keys in lower case. */
  header: Record<string, string>;
  sideboard: string[];
}

const HEADER_LINE = /^#\s*([A-Za-z][A-Za-z ]*?)\s*:\s*(.+?)\s*$/;

/** The `# Key: value` comment lines of a decklist's text before its first card. */
export function deckHeader(text: string): Record<string, string> {
  const header: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line && !line.startsWith('#') && !line.startsWith('//')) break;
    const field = HEADER_LINE.exec(line);
    if (field) header[field[1]!.toLowerCase()] = field[2]!;
  }
  return header;
}

/** MTR 6.1: a constructed deck has at least 60 cards; MTR 7.1: a limited (sealed) deck at least 40. */
export function minimumDeckSize(header: Record<string, string>): number {
  return /sealed|draft|limited/i.test(header.format ?? '') ? 40 : 60;
}

/** The decklist files of the paths: a file as it is, a folder's `.txt` files in name order. */
export function deckFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let folder: boolean;
    try {
      folder = statSync(path).isDirectory();
    } catch (error) {
      throw new UsageError(`cannot read ${path}: ${(error as Error).message}`);
    }
    if (!folder) return [path];
    const files = readdirSync(path)
      .filter((name) => extname(name) === '.txt')
      .sort()
      .map((name) => join(path, name));
    if (!files.length) throw new UsageError(`${path}: no decklist (.txt) in this folder`);
    return files;
  });
}

/** What keeps a card out of games, in one line: the compiler's first diagnostics with their lines. */
function unsupportedText(name: string, pool: CardPool): string {
  const card = pool.card(name);
  if (!card) return `"${name}": no card of that name`;
  const reasons = card.diagnostics.map((d) => `${d.message} (line ${d.line})`).join('; ');
  return `"${card.name}" is not supported: ${reasons}`;
}

/** A decklist file read and checked: it parses, is not empty, and every card is supported. */
export function readDeckFile(file: string, pool: CardPool): DeckFile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read decklist ${file}: ${(error as Error).message}`);
  }
  const read = parseDeckText(text);
  if ('problems' in read) {
    const [first] = read.problems;
    throw new UsageError(`${file}:${first!.line}: ${first!.message}`);
  }
  if (!read.deck.main.length) throw new UsageError(`${file}: the decklist is empty`);
  const unsupported = [...new Set(read.deck.main)].filter((name) => !pool.catalogue.get(name));
  if (unsupported.length)
    throw new UsageError(
      `${file}: ${unsupported.length} card(s) games cannot hold yet:\n${unsupported.map((name) => `  ${unsupportedText(name, pool)}`).join('\n')}`,
    );
  return {
    file,
    name: basename(file, extname(file)),
    header: deckHeader(text),
    cards: read.deck.main.map((name) => pool.catalogue.require(name).name),
    sideboard: read.deck.sideboard,
  };
}

/** The decklists of the paths (files, or folders of `.txt` files), each read and checked. */
export function readDeckFiles(paths: readonly string[], pool: CardPool): DeckFile[] {
  return deckFiles(paths).map((file) => readDeckFile(file, pool));
}
