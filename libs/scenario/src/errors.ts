/** A scenario that cannot run as written, or whose outcome differs from its expectations. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';
}

/** Adds a location ("step 3 (alice: pass)", "setup") in front of an error's message. */
export function located(where: string, error: unknown): ScenarioError {
  const message = error instanceof ScenarioError ? error.message : `engine error: ${messageOf(error)}`;
  return new ScenarioError(`${where}: ${message}`);
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
