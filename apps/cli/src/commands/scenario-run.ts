import { runScenarioFiles, type ScenarioResult } from '@mtg/scenario';

const USAGE = 'usage: mtg scenario run FILE_OR_DIR... [--json]\n';

function line(result: ScenarioResult, json: boolean): string {
  if (json) return JSON.stringify(result);
  return result.passed ? `PASS ${result.name}` : `FAIL ${result.name}: ${result.failure}`;
}

/**
 * `mtg scenario run FILE_OR_DIR... [--json]`: one line per scenario (`PASS name`, `FAIL name: why`,
 * or a JSON object each); exits 1 if any failed or could not run.
 */
export async function scenarioRun(args: string[]): Promise<number> {
  const json = args.includes('--json');
  const paths = args.filter((arg) => arg !== '--json');
  const unknown = paths.find((arg) => arg.startsWith('--'));
  if (unknown !== undefined || paths.length === 0) {
    process.stderr.write(unknown !== undefined ? `unknown option ${unknown}\n${USAGE}` : USAGE);
    return 2;
  }
  const results = runScenarioFiles(paths);
  for (const result of results) process.stdout.write(line(result, json) + '\n');
  const failed = results.filter((r) => !r.passed).length;
  if (!json) process.stderr.write(`${results.length - failed} passed, ${failed} failed\n`);
  return failed > 0 ? 1 : 0;
}
