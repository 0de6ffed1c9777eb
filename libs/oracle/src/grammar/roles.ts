// Role tokens (111.10j-r, 303.7): "create a Cursed Role token attached to it": an Aura token the
// rules define, put onto the battlefield attached to the object (303.4f).
import { cursedRole, monsterRole, type Effect, type ObjectRef, type TokenDefinition } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';

/** The Role tokens by the name their rule gives them (111.10). */
const ROLES: ReadonlyMap<string, TokenDefinition> = new Map(
  [cursedRole, monsterRole].map((role) => [role.name.toLowerCase(), role]),
);

/** "a [Name] Role token attached to [object]", after "create"; else nothing is read. */
export function roleToken(
  sentence: Sentence,
  attachedTo: (s: Sentence) => ObjectRef | undefined,
): Effect | undefined {
  const mark = sentence.mark;
  const role = sentence.accept('a') ? ROLES.get(sentence.take()?.lower ?? '') : undefined;
  const what = role && sentence.accept('role', 'token', 'attached', 'to') ? attachedTo(sentence) : undefined;
  if (role && what) return { kind: 'create-token', token: role, count: 1, attachedTo: what };
  sentence.reset(mark);
  return undefined;
}
