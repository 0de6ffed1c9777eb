// The verification of a recorded game (issue 18): its chain of hashes (event-chain.ts), then the
// rules: `decide`, run again from the start on the commands recorded with the events, must give
// exactly the recorded events. A changed, removed or inserted event, or an event the rules would
// not produce, is named with its revision. A judge's backup (IPG 1.4) carries the game as of the
// revision it went back to and what players saw since: it must be what the record itself gives.
import { decide, initialState, type Command, type GameState, type RulesContext } from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { canonicalJson } from './canonical-json.js';
import { chainBreaks, recordedHash, type ChainBreak } from './event-chain.js';
import { backupCommand } from '../judging/backups.js';

export interface VerificationProblem {
  revision: number;
  kind:
    | ChainBreak['kind']
    | 'not produced by the rules'
    | 'refused by the rules'
    | 'no command'
    | 'backup not of the record';
  message: string;
}

export interface GameVerification {
  gameId: string;
  /** Events in the stream. */
  events: number;
  /** The last event's revision and hash: it stands for the whole game (null before the chain). */
  head: { revision: number; hash: string } | null;
  /** `absent`: the game was recorded before events carried hashes. */
  chain: 'intact' | 'broken' | 'absent';
  /** The first revision with a hash (older events of the stream have none). */
  chainedFrom: number | null;
  /** `partial`: some events were recorded without their command, and the rules were not run on them. */
  replay: 'matches' | 'differs' | 'partial';
  /** The recorded commands `decide` ran again. */
  commands: number;
  /** The chain is intact and the rules give exactly the recorded events. */
  verified: boolean;
  problems: VerificationProblem[];
}

/** The command recorded with the first event of what it produced (GameService records it there). */
export function recordedCommand(event: RecordedEvent): Command | undefined {
  const command = event.metadata.command;
  return command && typeof command === 'object' ? (command as Command) : undefined;
}

export function verifyGame(
  gameId: string,
  records: readonly RecordedEvent[],
  ctx: RulesContext,
): GameVerification {
  const { breaks, chainedFrom } = chainBreaks(records);
  const replayed = replayCommands(records, ctx);
  const last = records[records.length - 1];
  const lastHash = last && recordedHash(last);
  const chain = chainedFrom === undefined ? 'absent' : breaks.length ? 'broken' : 'intact';
  return {
    gameId,
    events: records.length,
    head: last && lastHash ? { revision: Number(last.revision), hash: lastHash } : null,
    chain,
    chainedFrom: chainedFrom ?? null,
    replay: replayed.outcome,
    commands: replayed.commands,
    verified: chain === 'intact' && replayed.outcome === 'matches',
    problems: [...breaks, ...replayed.problems].sort((a, b) => a.revision - b.revision),
  };
}

interface Replay {
  outcome: GameVerification['replay'];
  commands: number;
  problems: VerificationProblem[];
}

/**
 * `decide` on each recorded command, from the state before any event, compared event by event with
 * what was recorded; the replay stops at the first difference (the states after it are not the
 * rules' any more) or at the first event recorded without its command.
 */
function replayCommands(records: readonly RecordedEvent[], ctx: RulesContext): Replay {
  let state: GameState = initialState();
  let commands = 0;
  for (let i = 0; i < records.length;) {
    const command = recordedCommand(records[i]!);
    if (!command) return { outcome: 'partial', commands, problems: [withoutCommand(records[i]!)] };
    commands++;
    if (command.type === 'Backup' && !backupOfTheRecord(records.slice(0, i), command))
      return { outcome: 'differs', commands, problems: [forgedBackup(records[i]!, command.to)] };
    const result = decide(command, state, ctx);
    if (!result.ok)
      return { outcome: 'differs', commands, problems: [refused(records[i]!, command, result.rejection)] };
    const difference = firstDifference(records, i, result.events);
    if (difference) return { outcome: 'differs', commands, problems: [difference] };
    state = result.state;
    i += result.events.length;
  }
  return { outcome: 'matches', commands, problems: [] };
}

/** Where the recorded events from `at` on differ from the events the rules produced, if they do. */
function firstDifference(
  records: readonly RecordedEvent[],
  at: number,
  produced: readonly unknown[],
): VerificationProblem | undefined {
  const command = Number(records[at]!.revision);
  for (let k = 0; k < produced.length; k++) {
    const record = records[at + k];
    const expected = produced[k] as { type: string };
    if (!record)
      return {
        revision: command + k,
        kind: 'not produced by the rules',
        message: `the rules produce ${expected.type} at revision ${command + k} from the command recorded at revision ${command}, and the stream ends before it`,
      };
    if (k > 0 && recordedCommand(record))
      return notProduced(
        record,
        command,
        `another command is recorded there; the rules produce ${expected.type}`,
      );
    if (canonicalJson(record.data) !== canonicalJson(expected))
      return notProduced(record, command, `the rules produce ${expected.type} there`);
  }
  const next = records[at + produced.length];
  if (next && !recordedCommand(next))
    return notProduced(next, command, `the rules produce ${produced.length} events from that command`);
  return undefined;
}

function notProduced(record: RecordedEvent, command: number, why: string): VerificationProblem {
  const revision = Number(record.revision);
  return {
    revision,
    kind: 'not produced by the rules',
    message: `the event at revision ${revision} (${record.type}) is not what the rules produce from the command recorded at revision ${command}: ${why}`,
  };
}

function refused(
  record: RecordedEvent,
  command: Command,
  rejection: { code: string; rule: string; message: string },
): VerificationProblem {
  const revision = Number(record.revision);
  return {
    revision,
    kind: 'refused by the rules',
    message: `the rules refuse the ${command.type} recorded at revision ${revision}: ${rejection.message} (${rejection.code}, ${rejection.rule})`,
  };
}

/** IPG 1.4: a backup's state and knowledge are those the record before it gives (none other replays). */
function backupOfTheRecord(
  before: readonly RecordedEvent[],
  command: Extract<Command, { type: 'Backup' }>,
): boolean {
  if (!Number.isInteger(command.to) || command.to < 0 || command.to >= before.length) return false;
  return canonicalJson(command) === canonicalJson(backupCommand(before, command.to, command.judge));
}

function forgedBackup(record: RecordedEvent, to: number): VerificationProblem {
  const revision = Number(record.revision);
  return {
    revision,
    kind: 'backup not of the record',
    message: `the backup recorded at revision ${revision} does not carry the game as the record gives it at revision ${to}, or what players saw since`,
  };
}

function withoutCommand(record: RecordedEvent): VerificationProblem {
  const revision = Number(record.revision);
  return {
    revision,
    kind: 'no command',
    message: `the events from revision ${revision} on were recorded without their command: the rules were not run on them`,
  };
}
