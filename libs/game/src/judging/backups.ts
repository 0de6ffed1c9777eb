// Backups (Infraction Procedure Guide 1.4) from the game's record: the revision a head judge backs
// up to, checked against the record, and the judge's `Backup` command the rules carry out, with
// what the record says each player saw (MTR 4.1): the cards drawn since that all their owner's
// opponents knew, and the library cards whose position a player knew then.
import {
  evolveAll,
  initialState,
  PUBLIC_ZONES,
  type Command,
  type GameEvent,
  type ObjectId,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { InvalidRequestError } from '../errors.js';
import { knowledgeAt } from '../views/knowledge.js';

/** A simple backup reverses the last action; a full one goes back to a chosen revision (IPG 1.4). */
export type BackupRequest = { kind: 'simple' } | { kind: 'full'; to: number };

export type BackupCommand = Extract<Command, { type: 'Backup' }>;

function refused(message: string): never {
  throw new InvalidRequestError(message, { code: 'BACKUP_REVISION', rule: 'IPG 1.4', message });
}

/**
 * The revisions a game waited for a player at: the last of each command's events (the next event
 * begins another command, which the record carries with its first event).
 */
function waitingRevisions(records: readonly RecordedEvent[]): number[] {
  return records.flatMap((record, i) => {
    const next = records[i + 1];
    return !next || next.metadata.command !== undefined ? [Number(record.revision)] : [];
  });
}

/** The revision the backup goes back to, refused unless the game waited for a player there since its start. */
export function backupPoint(records: readonly RecordedEvent[], request: BackupRequest): number {
  const waited = waitingRevisions(records);
  const [start, from] = [waited[0]!, waited[waited.length - 1]!];
  // A simple backup: the game as it was before the last command (its last action).
  const to = request.kind === 'simple' ? (waited[waited.length - 2] ?? -1) : request.to;
  if (!Number.isInteger(to)) refused(`the revision to back up to must be a whole number, not ${to}`);
  if (to >= from)
    refused(`revision ${to} is not before the game's last revision, ${from}: a backup goes back in the game`);
  if (to < start)
    refused(
      request.kind === 'simple'
        ? 'there is no action to back up: the game has just started'
        : `revision ${to} is before the game's start (revision ${start}, where its first player acted)`,
    );
  if (!waited.includes(to)) {
    const before = waited.filter((r) => r < to).pop()!;
    refused(
      `at revision ${to} the game was carrying out an action; it last waited for a player at revision ${before}`,
    );
  }
  return to;
}

/** IPG 1.4: the judge's Backup command of the game recorded in `records` (from revision 0), back to `to`. */
export function backupCommand(records: readonly RecordedEvent[], to: number, judge: string): BackupCommand {
  const events = records.map((r) => r.data as GameEvent);
  const from = Number(records[records.length - 1]!.revision);
  const since = events.slice(to + 1);
  return {
    type: 'Backup',
    judge,
    from,
    to,
    target: evolveAll(initialState(), events.slice(0, to + 1)),
    since,
    knownDrawn: drawnKnownToOpponents(records, since),
    knownPositions: knowledgeAt(records, to).players.flatMap((p) =>
      Object.values(p.libraries).flatMap((cards) => cards.map((c) => c.object)),
    ),
  };
}

/**
 * The cards drawn since (by their objects in hand) that all their owner's opponents know now: still
 * in the hand, known to each other player; or gone from it to a zone every player sees (400.2).
 */
function drawnKnownToOpponents(records: readonly RecordedEvent[], since: readonly GameEvent[]): ObjectId[] {
  const now = knowledgeAt(records, Number(records[records.length - 1]!.revision));
  const drawn = since.flatMap((e) =>
    e.type === 'ZoneChanged' && e.reason === 'draw' && e.newObject ? [e.newObject] : [],
  );
  return drawn.filter((id) => {
    const owner = now.players.find((p) => p.hand.some((c) => c.object === id));
    if (owner)
      return now.players.every(
        (p) => p.player === owner.player || (p.hands[owner.player] ?? []).some((c) => c.object === id),
      );
    const left = since.find((e) => e.type === 'ZoneChanged' && e.object === id);
    return left?.type === 'ZoneChanged' && PUBLIC_ZONES.includes(left.to);
  });
}
