// Seat tokens are HMACs of the game and the player: the secret must outlive the process for the
// tokens to survive restarts, so an unconfigured secret is generated once and kept in a file
// (the organiser's API key too, when API_KEYS is not set).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A new random secret (256 bits, base64url). */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The secret kept in `file`: read it if it exists, otherwise create it (mode 0600) with a random
 * secret. Two processes starting at once agree: the file is created exclusively, the loser reads it.
 * `variable` names the setting that replaces the file, for the error messages.
 */
export function persistedSecret(file: string, variable = 'TOKEN_SECRET'): string {
  const existing = readSecret(file, variable);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomSecret();
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const other = readSecret(file, variable);
    if (!other) throw new Error(`the secret file ${file} is empty`, { cause: error });
    return other;
  }
}

function readSecret(file: string, variable: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (!text) throw new Error(`the secret file ${file} is empty: delete it or set ${variable}`);
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
