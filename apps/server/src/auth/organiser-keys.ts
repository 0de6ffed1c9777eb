// The organisers' API keys, kept as SHA-256 digests: a bearer token is an organiser's when its
// digest is one of them, compared in constant time against every one.
import { createHash, timingSafeEqual } from 'node:crypto';

interface OrganiserKey {
  digest: Buffer;
  /** Names the organiser in the games it creates: the digest's first 16 hex digits. */
  id: string;
}

export class OrganiserKeys {
  private readonly keys: readonly OrganiserKey[];

  /** `hashes`: each key's SHA-256 digest, hex. */
  constructor(hashes: readonly string[]) {
    this.keys = hashes.map((hex) => ({ digest: Buffer.from(hex, 'hex'), id: hex.slice(0, 16) }));
  }

  /** The id of the organiser whose key this is; undefined if it is no organiser's. */
  organiserOf(token: string): string | undefined {
    const digest = createHash('sha256').update(token, 'utf8').digest();
    // Every key is compared, so that the time taken tells nothing of which one matched.
    let found: string | undefined;
    for (const key of this.keys) if (timingSafeEqual(digest, key.digest)) found ??= key.id;
    return found;
  }
}
