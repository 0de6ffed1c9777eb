import { StreamNotFoundError, openEventStore, type EventStoreWithCheckpoints } from '@mtg/event-store';
import { cardCatalogue } from '@mtg/oracle';
import { gameStream, verifyGame, type GameVerification } from '@mtg/game';
import { storeConfig } from './store-copy.js';

export interface VerifyOptions {
  store: string;
  json?: boolean;
}

export interface VerifyOutput {
  write(text: string): unknown;
}

/** The verification in words: the verdict, the head, then each problem with its revision. */
export function verificationText(v: GameVerification): string {
  const verdict = v.verified ? 'VERIFIED' : 'NOT VERIFIED';
  const chain =
    v.chain === 'absent'
      ? 'no chain of hashes (recorded before events carried them)'
      : `chain ${v.chain}${v.chainedFrom ? ` from revision ${v.chainedFrom}` : ''}`;
  const replay = {
    matches: `the rules give exactly the recorded events of its ${v.commands} commands`,
    differs: `the rules differ from the record (after ${v.commands} commands run again)`,
    partial: `the rules ran again on ${v.commands} commands only: the rest were recorded without their command`,
  }[v.replay];
  const head = v.head ? `head: revision ${v.head.revision}, sha256 ${v.head.hash}` : 'head: none';
  const problems = v.problems.map((p) => `  revision ${p.revision}: ${p.kind}: ${p.message}`);
  return (
    [`${verdict} game ${v.gameId}: ${v.events} events; ${chain}; ${replay}`, head, ...problems].join('\n') +
    '\n'
  );
}

/**
 * `mtg verify --store STORE GAME_ID`: reads the game's stream, checks its chain of hashes and runs
 * the rules again on its recorded commands; exit code 0 if verified, 1 if not (or no such game).
 */
export async function verify(
  gameId: string,
  options: VerifyOptions,
  out: VerifyOutput = process.stdout,
  err: VerifyOutput = process.stderr,
): Promise<number> {
  let store: EventStoreWithCheckpoints | undefined;
  try {
    store = await openEventStore(storeConfig(options.store));
    const records = await store.readStream(gameStream(gameId));
    const verification = verifyGame(gameId, records, { cards: cardCatalogue });
    out.write(options.json ? `${JSON.stringify(verification, null, 2)}\n` : verificationText(verification));
    return verification.verified ? 0 : 1;
  } catch (error) {
    const why =
      error instanceof StreamNotFoundError ? `no game ${gameId} in the store` : (error as Error).message;
    err.write(`mtg verify: ${why}\n`);
    return 1;
  } finally {
    await store?.close();
  }
}
