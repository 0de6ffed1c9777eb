// Organiser API keys: the keys in API_KEYS (comma-separated), or else one generated once and kept
// in the data folder (`api-key`, mode 0600), or with everything in memory a new one per process.
// Only their SHA-256 digests are kept; a generated key is printed at the start.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { persistedSecret, randomSecret } from './token-secret.js';

/** A key the service made itself (API_KEYS unset), to be printed; `file` where it is kept, if anywhere. */
export interface GeneratedApiKey {
  key: string;
  file?: string;
}

/** The SHA-256 digest of an API key, hex. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The organiser keys' digests from API_KEYS; without it, the key kept in `folder` (or a new one). */
export function apiKeysFromEnv(
  env: NodeJS.ProcessEnv,
  folder: string | undefined,
): { hashes: string[]; generated?: GeneratedApiKey } {
  const given = (env.API_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (given.length) return { hashes: given.map(hashApiKey) };
  const file = folder ? join(folder, 'api-key') : undefined;
  const key = file ? persistedSecret(file, 'API_KEYS') : randomSecret();
  return { hashes: [hashApiKey(key)], generated: { key, ...(file ? { file } : {}) } };
}

/** What `npm start` prints of a key it generated: the key, and where it is kept. */
export function apiKeyNotice(generated: GeneratedApiKey): string {
  const where = generated.file ? `kept in ${generated.file}` : 'a new one at each start (all in memory)';
  return `Organiser API key (API_KEYS is not set; ${where}), to create games with \`Authorization: Bearer <key>\`: ${generated.key}`;
}
