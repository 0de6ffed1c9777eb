// The first place two JSON values differ, for a replay that does not give the state it should: a
// path and both values, or null when they are equal (a member set to undefined is a missing member,
// as JSON would keep it).

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

export function firstDifference(actual: unknown, expected: unknown, path = 'state'): string | null {
  if (actual === expected) return null;
  const objects = typeof actual === 'object' && typeof expected === 'object' && actual && expected;
  if (!objects || Array.isArray(actual) !== Array.isArray(expected))
    return `${path} is ${shown(actual)}, expected ${shown(expected)}`;
  const a = actual as Record<string, unknown>;
  const e = expected as Record<string, unknown>;
  for (const key of new Set([...Object.keys(a), ...Object.keys(e)])) {
    const found = firstDifference(a[key], e[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
    if (found) return found;
  }
  return null;
}
