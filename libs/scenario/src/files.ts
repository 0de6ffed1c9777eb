// Scenario files on disk: finding them (directories recursively) and running them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { cardCatalogue } from '@mtg/oracle';
import type { RulesContext } from '@mtg/rules';
import { messageOf } from './errors.js';
import { runScenario, type ScenarioResult } from './runner.js';

const SCENARIO_FILE = /\.ya?ml$/;

/** The rules context scenarios run with: the project's card catalogue. */
export function defaultContext(): RulesContext {
  return { cards: cardCatalogue };
}

export interface FoundFiles {
  /** Scenario files: files given as such, and `*.yaml`/`*.yml` under directories, sorted. */
  files: string[];
  /** Paths that could not be read, or directories without scenarios. */
  problems: { path: string; message: string }[];
}

export function findScenarioFiles(paths: readonly string[]): FoundFiles {
  const found: FoundFiles = { files: [], problems: [] };
  for (const path of paths) {
    try {
      if (!statSync(path).isDirectory()) {
        found.files.push(path);
        continue;
      }
      const files = filesUnder(path);
      if (files.length === 0) found.problems.push({ path, message: 'no *.yaml or *.yml scenario files' });
      found.files.push(...files);
    } catch (error) {
      found.problems.push({ path, message: `cannot read: ${messageOf(error)}` });
    }
  }
  return found;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return filesUnder(path);
      return entry.isFile() && SCENARIO_FILE.test(entry.name) ? [path] : [];
    });
}

/** Runs one scenario file; a file that can't be read is a failed result. */
export function runScenarioFile(file: string, ctx: RulesContext = defaultContext()): ScenarioResult {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      name: basename(file),
      file,
      passed: false,
      failure: `cannot read: ${messageOf(error)}`,
      rules: [],
    };
  }
  return runScenario(text, ctx, file);
}

/** Runs the scenarios in files and directories, in order; unreadable paths are failed results. */
export function runScenarioFiles(
  paths: readonly string[],
  ctx: RulesContext = defaultContext(),
): ScenarioResult[] {
  const { files, problems } = findScenarioFiles(paths);
  return [
    ...problems.map(({ path, message }) => ({
      name: path,
      file: path,
      passed: false,
      failure: message,
      rules: [],
    })),
    ...files.map((file) => runScenarioFile(file, ctx)),
  ];
}
