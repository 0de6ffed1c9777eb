import { createHash } from 'node:crypto';

/**
 * A deterministic event id (a name-based UUID, version 5 layout) from the command id and the
 * event's index: a retried command proposes the same ids, so the store writes it once.
 */
export function eventId(scope: string, commandId: string, index: number): string {
  const hash = createHash('sha1').update(`${scope}\u0000${commandId}\u0000${index}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
