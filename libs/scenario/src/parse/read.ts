// Checks on the plain values the YAML parser produces. Each check names where the value was found
// (`where`), so a malformed scenario fails with a message that points at the mistake.
import { ScenarioError } from '../errors.js';

export type YamlMap = Record<string, unknown>;

export function fail(where: string, message: string): never {
  throw new ScenarioError(`${where}: ${message}`);
}

export function describe(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return `${typeof value} ${JSON.stringify(value)}`;
}

export function isMap(value: unknown): value is YamlMap {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function map(value: unknown, where: string): YamlMap {
  if (!isMap(value)) fail(where, `expected a map, got ${describe(value)}`);
  return value;
}

/** A map whose keys are all among `allowed`. */
export function mapWithKeys(value: unknown, where: string, allowed: readonly string[]): YamlMap {
  const m = map(value, where);
  for (const key of Object.keys(m)) {
    if (!allowed.includes(key)) fail(where, `unknown key "${key}" (expected ${allowed.join(', ')})`);
  }
  return m;
}

export function list(value: unknown, where: string): unknown[] {
  if (!Array.isArray(value)) fail(where, `expected a list, got ${describe(value)}`);
  return value;
}

export function string(value: unknown, where: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(where, `expected text, got ${describe(value)}`);
  return value;
}

export function boolean(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') fail(where, `expected true or false, got ${describe(value)}`);
  return value;
}

export function integer(value: unknown, where: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    fail(where, `expected a whole number of at least ${min}, got ${describe(value)}`);
  }
  return value;
}

/** A speed (702.179): a whole number from `min` (1 in a setup, 0 for none in an expectation) to 4. */
export function speed(value: unknown, where: string, min: number): number {
  const n = integer(value, where, min);
  if (n > 4) fail(where, `a speed is at most 4 (702.179), got ${n}`);
  return n;
}

export function oneOf<T extends string>(value: unknown, where: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    fail(where, `expected one of ${allowed.join(', ')}, got ${describe(value)}`);
  }
  return value as T;
}

export function strings(value: unknown, where: string): string[] {
  return list(value, where).map((item, i) => string(item, `${where}[${i}]`));
}

/** A reference or a list of references (`sacrifice: bear` or `sacrifice: [bear, elf]`). */
export function refs(value: unknown, where: string): string[] {
  return typeof value === 'string' ? [string(value, where)] : strings(value, where);
}

/** `{ name: count }`, e.g. counters. */
export function counts(value: unknown, where: string): Record<string, number> {
  const m = map(value, where);
  return Object.fromEntries(Object.entries(m).map(([key, n]) => [key, integer(n, `${where}.${key}`)]));
}

/** Calls `read` for a key when it is present; otherwise returns undefined. */
export function optional<T>(
  m: YamlMap,
  key: string,
  where: string,
  read: (value: unknown, where: string) => T,
) {
  return m[key] === undefined ? undefined : read(m[key], `${where}.${key}`);
}

export { defined } from '../util.js';
