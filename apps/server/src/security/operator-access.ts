// The operator's bearer token (OPERATOR_TOKEN): it alone sees the details of GET /health (the
// store's adapter, path or URL, positions); everybody else sees the status only.
import { createHash, timingSafeEqual } from 'node:crypto';

export class OperatorAccess {
  private readonly digest?: Buffer;

  constructor(token?: string) {
    if (token) this.digest = sha256(`Bearer ${token}`);
  }

  /** Whether an Authorization header value is `Bearer <the operator token>` (in constant time). */
  allows(authorization: string | undefined): boolean {
    return !!this.digest && !!authorization && timingSafeEqual(sha256(authorization), this.digest);
  }
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}
