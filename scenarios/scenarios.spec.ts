// Every scenario under scenarios/ is a test. Scenarios whose rules are not implemented yet are
// listed in pending.json (file: the issue that will make them pass) and run as `it.failing`, so the
// suite notices the day they start passing and the entry must go.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { defaultContext, findScenarioFiles, runScenario, scenarioNameOf } from '@mtg/scenario';

const dir = fileURLToPath(new URL('.', import.meta.url));
const pending: Record<string, number> = JSON.parse(readFileSync(`${dir}/pending.json`, 'utf8'));
const { files, problems } = findScenarioFiles([dir]);
const ctx = defaultContext();
const key = (file: string) => relative(dir, file).split('\\').join('/');

describe('scenarios', () => {
  it('are all found, and pending.json lists only existing files', () => {
    expect(problems).toEqual([]);
    expect(Object.keys(pending).filter((name) => !files.some((file) => key(file) === name))).toEqual([]);
  });

  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = scenarioNameOf(text) ?? key(file);
    const issue = pending[key(file)];
    const run = () => {
      const result = runScenario(text, ctx, key(file));
      if (!result.passed) throw new Error(`${key(file)}: ${result.failure}`);
    };
    if (issue === undefined) it(name, run);
    else it.failing(`${name} (pending: issue ${issue})`, run);
  }
});
