import { runScenarioFiles, type ScenarioResult } from '@mtg/scenario';

function line(result: ScenarioResult, json: boolean): string {
  if (json) return JSON.stringify(result);
  return result.passed ? `PASS ${result.name}` : `FAIL ${result.name}: ${result.failure}`;
}

/**
 * `mtg scenario run FILE_OR_DIR... [--json]`: one line per scenario (`PASS name`, `FAIL name: why`,
 * or a JSON object each); exits 1 if any failed or could not run.
 */
export async function scenarioRun(paths: string[], { json = false }: { json?: boolean }): Promise<number> {
  const results = runScenarioFiles(paths);
  for (const result of results) process.stdout.write(line(result, json) + '\n');
  const failed = results.filter((r) => !r.passed).length;
  if (!json) process.stderr.write(`${results.length - failed} passed, ${failed} failed\n`);
  return failed > 0 ? 1 : 0;
}
