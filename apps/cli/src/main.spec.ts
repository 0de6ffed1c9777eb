import { describe, expect, it } from '@jest/globals';
import { capturedProcessOutput } from './testing/process-output.js';
import { readFileSync } from 'node:fs';
import { main } from './main.js';

const VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** Every subcommand of `mtg`, by its words. */
const SUBCOMMANDS = [
  'analytics rebuild',
  'analytics cards',
  'analytics export',
  'bench analytics',
  'analytics charts',
  'bench store',
  'bench api',
  'bench start',
  'bench engine',
  'bench draws',
  'cards coverage',
  'duel',
  'play',
  'projections rebuild',
  'scenario run',
  'store copy',
];

describe('mtg', () => {
  const printed = capturedProcessOutput();

  it('--help lists every command; so does mtg alone', async () => {
    expect(await main(['--help'])).toBe(0);
    expect(printed.stdout()).toMatch(/^Usage: mtg \[options\] \[command\]/);
    for (const group of ['bench', 'cards', 'play', 'projections', 'scenario', 'store'])
      expect(printed.stdout()).toMatch(new RegExp(`^  ${group}\\b`, 'm'));
    const help = printed.stdout();
    printed.clear();
    expect(await main([])).toBe(0);
    expect(printed.stdout()).toBe(help);
  });

  it.each(SUBCOMMANDS)('mtg %s --help says what it does and its options', async (words) => {
    expect(await main([...words.split(' '), '--help'])).toBe(0);
    expect(printed.stdout()).toMatch(new RegExp(`^Usage: mtg ${words}\\b`));
    expect(printed.stdout()).toContain('-h, --help');
    expect(printed.stderr()).toBe('');
  });

  it('--version prints the package version', async () => {
    expect(await main(['--version'])).toBe(0);
    expect(printed.stdout()).toBe(`${VERSION}\n`);
  });

  it('refuses an unknown flag, an unknown command, an extra operand or a bad value with exit code 2 and the help', async () => {
    expect(await main(['play', '--seeds', '3'])).toBe(2);
    expect(printed.stderr()).toMatch(
      /^error: unknown option '--seeds'\n\(Did you mean --seed\?\)\n\nUsage: mtg play/,
    );
    printed.clear();
    expect(await main(['nope'])).toBe(2);
    expect(printed.stderr()).toMatch(/^error: unknown command 'nope'/);
    printed.clear();
    expect(await main(['projections', 'rebuild', 'now'])).toBe(2);
    expect(printed.stderr()).toMatch(/^error: too many arguments for 'rebuild'/);
    printed.clear();
    expect(await main(['bench', 'draws', '--cards', '3'])).toBe(2);
    expect(printed.stderr()).toMatch(
      /^error: option '--cards <n>' argument '3' is invalid\. expected an even number/,
    );
    printed.clear();
    expect(await main(['analytics', 'export', '--format', 'xml', '--out', 'x'])).toBe(2);
    expect(printed.stderr()).toMatch(
      /^error: option '--format <format>' argument 'xml' is invalid\. Allowed choices are csv, parquet\./,
    );
    printed.clear();
    expect(await main(['analytics', 'charts', '--out', 'charts', '--min-games', '0'])).toBe(2);
    expect(printed.stderr()).toMatch(/^error: option '--min-games <n>' argument '0' is invalid/);
    printed.clear();
    expect(await main(['analytics', 'charts'])).toBe(2);
    expect(printed.stderr()).toMatch(/^error: required option '--out <dir>' not specified/);
    printed.clear();
    expect(await main(['scenario', 'run'])).toBe(2);
    expect(printed.stderr()).toMatch(/^error: missing required argument 'file-or-dir'/);
    expect(printed.stdout()).toBe('');
  });

  it('asks for a subcommand of a group of commands', async () => {
    expect(await main(['bench'])).toBe(2);
    expect(printed.stderr()).toMatch(/^Usage: mtg bench \[options\] \[command\]/);
    expect(printed.stderr()).toMatch(/^ {2}draws\b/m);
  });
});
