// Limits on what a request may send, checked before any validation, so that no input can make a
// recursive step (class-validator, structuredClone, JSON.stringify) overflow the stack.
import { badRequest, type ProblemException } from './problem-details.js';

/** The deepest nesting of arrays and objects a JSON body, GraphQL variable or JSON literal may have. */
export const MAX_JSON_DEPTH = 32;

/** The deepest nesting of braces, brackets and parentheses in a GraphQL document (selections and literals). */
export const MAX_QUERY_DEPTH = 2 * MAX_JSON_DEPTH;

/** The longest request target (path and query string) served, in characters. */
export const MAX_URL_LENGTH = 8 * 1024;

/** Whether arrays and objects nest deeper than `limit` levels in the value, walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}

/** GraphQL strings and comments, whose brackets do not nest anything. */
const GRAPHQL_STRINGS_AND_COMMENTS = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"|#[^\n]*/g;

/** Whether a GraphQL document nests deeper than `limit` levels: counted before it is parsed, as parsing recurses. */
export function queryNestsDeeperThan(query: string, limit: number): boolean {
  let depth = 0;
  for (const c of query.replace(GRAPHQL_STRINGS_AND_COMMENTS, '')) {
    if (c === '{' || c === '[' || c === '(') depth += 1;
    else if (c === '}' || c === ']' || c === ')') depth -= 1;
    if (depth > limit) return true;
  }
  return false;
}

/** A value nested deeper than its limit (400 `BODY_TOO_DEEP`). */
export function tooDeep(what: string, limit = MAX_JSON_DEPTH): ProblemException {
  return badRequest(
    `${what} nests ${limit === MAX_JSON_DEPTH ? 'arrays and objects' : 'brackets'} deeper than ${limit} levels, the limit`,
    undefined,
    'BODY_TOO_DEEP',
  );
}

/** Refuses a value nested deeper than MAX_JSON_DEPTH levels. */
export function checkDepth(value: unknown, what: string): void {
  if (nestsDeeperThan(value, MAX_JSON_DEPTH)) throw tooDeep(what);
}
