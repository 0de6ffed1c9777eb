/** The schemes the official client accepts, the deprecated `esdb` ones included. */
const SCHEME = /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//i;

/**
 * Checks an EventStoreDB / KurrentDB connection string and rewrites the deprecated `esdb://` and
 * `esdb+discover://` schemes to `kurrentdb://` and `kurrentdb+discover://`, which mean the same
 * to the client (which would otherwise warn on the console at every connection). Everything else
 * (hosts, `tls`, `tlsVerifyCert`, `tlsCAFile`, credentials, ...) is passed on untouched.
 */
export function normaliseConnectionString(url: string): string {
  const match = SCHEME.exec(url.trim());
  if (!match) {
    throw new TypeError(
      `Not an EventStoreDB connection string: '${redactConnectionString(url)}' ` +
        '(expected kurrentdb://, kurrentdb+discover://, esdb:// or esdb+discover://)',
    );
  }
  const scheme = match[1].toLowerCase() === 'esdb' ? 'kurrentdb' : match[1].toLowerCase();
  return `${scheme}${match[2]?.toLowerCase() ?? ''}://${url.trim().slice(match[0].length)}`;
}

/** The connection string without its password, to log or report. */
export function redactConnectionString(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
