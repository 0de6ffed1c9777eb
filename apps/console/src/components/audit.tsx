// The judge's side of a game: its verification (the chain of hashes and the rules run again) and
// its audit trail in words, each entry with its rule and a link to the board at its revision.
import type { AuditEntry, GameVerification } from '../api.js';

export function Verification({ verification }: { verification: GameVerification }) {
  return (
    <section class="verification" aria-label="verification">
      <h3>Verification</h3>
      <p class={verification.verified ? 'ok' : 'problem'}>
        {verification.verified ? 'Verified' : 'NOT verified'}: chain {verification.chain}, replay{' '}
        {verification.replay}
      </p>
      {verification.problems.length > 0 && (
        <ul>
          {verification.problems.map((p, i) => (
            <li key={i}>
              revision {p.revision}: {p.kind}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AuditTrail({ entries, go }: { entries: AuditEntry[]; go: (revision: number) => void }) {
  return (
    <section class="audit" aria-label="audit trail">
      <h3>Audit trail</h3>
      {entries.length === 0 && <p>Nothing yet: no replacement, prevention, refusal or judge intervention.</p>}
      <ol>
        {entries.map((entry, i) => (
          <li key={i} data-kind={entry.kind}>
            <button type="button" class="link" onClick={() => go(entry.revision)}>
              revision {entry.revision}
            </button>{' '}
            <span class="rule">{entry.rule}</span> {entry.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
