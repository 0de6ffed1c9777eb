import { badRequest } from '../problems/problem-details.js';

export const IDEMPOTENCY_KEY_MAX = 200;

/** The Idempotency-Key header: required, 1 to 200 characters. */
export function parseIdempotencyKey(value: string | undefined): string {
  if (value === undefined || value.trim() === '')
    throw badRequest(
      'the Idempotency-Key header is required: a unique key per command',
      undefined,
      'IDEMPOTENCY_KEY_REQUIRED',
    );
  if (value.length > IDEMPOTENCY_KEY_MAX)
    throw badRequest(
      `the Idempotency-Key header is longer than ${IDEMPOTENCY_KEY_MAX} characters`,
      undefined,
      'IDEMPOTENCY_KEY_TOO_LONG',
    );
  return value;
}

/** The If-Match header: a revision, bare or as an entity tag (`"12"`, `W/"12"`). */
export function parseIfMatch(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(value);
  if (!match) throw badRequest('If-Match must be a revision number, e.g. "12"', undefined, 'BAD_IF_MATCH');
  return Number(match[1]);
}

/** An integer query parameter within bounds. */
export function parseInteger(
  value: string,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min || n > max)
    throw badRequest(
      `${name} must be an integer from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`,
    );
  return n;
}
