// The audit trail of a game (docs/architecture.md "Views and hidden information"): what a judge reads to explain every number. Each
// replacement, prevention, regeneration and skipped step in the game stream, in order, in words,
// with the event it comes from; and each command the rules refused, from the game's audit stream.
import {
  evolve,
  initialState,
  type EventOf,
  type GameEvent,
  type GameState,
  type Proposal,
  objectOf,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import type { FixApplied, InfractionRecorded, JudgeCalled } from '../judging/judge-interventions.js';

export interface AuditEntry {
  /** The game stream's revision of the event; for a refused command, the revision the game was at. */
  revision: number;
  kind:
    | 'replacement'
    | 'prevention'
    | 'regeneration'
    | 'skipped-step'
    | 'shortcut'
    | 'mandatory-loop'
    | 'reversed-action'
    | 'dungeon'
    | 'protector'
    | 'rejected-command'
    | 'judge-call'
    | 'infraction'
    | 'fix'
    | 'backup'
    | 'partial-fix';
  /** The rule that explains the entry. */
  rule: string;
  text: string;
  /** The recorded event or refusal, as stored. */
  data: unknown;
}

/** The audit trail from the game stream's records and the audit stream's records, in revision order. */
export function auditTrail(game: readonly RecordedEvent[], audit: readonly RecordedEvent[]): AuditEntry[] {
  const entries: AuditEntry[] = [];
  let state = initialState();
  for (const record of game) {
    const event = record.data as GameEvent;
    const entry = explain(state, event, record.metadata?.actor);
    if (entry) entries.push({ revision: Number(record.revision), ...entry, data: recorded(event) });
    state = evolve(state, event);
  }
  for (const record of audit) {
    const entry = auditRecordEntry(record);
    if (entry) entries.push(entry);
  }
  // A refusal comes after the events of the revision it was judged against.
  return entries.sort((a, b) => a.revision - b.revision);
}

/** An event as the audit shows it: a backup without the whole game it carries (IPG 1.4). */
function recorded(event: GameEvent): unknown {
  if (event.type !== 'GameBackedUp') return event;
  const { state: _game, ...backup } = event;
  return backup;
}

/** The entry of a record of the audit stream: a refused command or a judge's intervention. */
function auditRecordEntry(record: RecordedEvent): AuditEntry | undefined {
  switch (record.type) {
    case 'CommandRejected': {
      const refusal = record.data as Refusal;
      return {
        revision: refusal.revision,
        kind: 'rejected-command',
        rule: refusal.rejection.rule,
        text: `refused ${refusal.command.type} by ${refusal.command.player ?? 'the caller'}: ${refusal.rejection.message} (${refusal.rejection.code})`,
        data: refusal,
      };
    }
    case 'JudgeCalled': {
      const call = record.data as JudgeCalled;
      const who = call.calledBy === 'judge' ? 'a judge stepped in' : `${call.calledBy} called a judge`;
      return {
        revision: call.revision,
        kind: 'judge-call',
        rule: 'judge call',
        text: `${who}: ${call.reason}`,
        data: call,
      };
    }
    case 'InfractionRecorded': {
      const found = record.data as InfractionRecorded;
      const { infraction } = found;
      const upgraded = found.upgrade ? ` (${found.upgrade})` : '';
      const applied = found.appliedAt !== undefined ? `; ${found.player} lost the game (104.3k)` : '';
      return {
        revision: found.revision,
        kind: 'infraction',
        rule: `IPG ${infraction.section}`,
        text: `${found.player}: ${infraction.category} — ${infraction.name}: ${found.description}; penalty: ${found.penalty}${upgraded}${applied}`,
        data: found,
      };
    }
    case 'FixApplied': {
      const fix = record.data as FixApplied;
      return {
        revision: fix.revision,
        kind: 'fix',
        rule: 'judge fix',
        text: `fix: ${fix.description}`,
        data: fix,
      };
    }
    default:
      return undefined;
  }
}

interface Refusal {
  /** A `RefusedCommand` (type, player, digest, size, first 2 KiB); older records hold the command whole. */
  command: { type: string; player?: string };
  rejection: { code: string; rule: string; message: string };
  revision: number;
}

type Explained = Omit<AuditEntry, 'revision' | 'data'>;

/** The entry for an event, in the words of the state just before it, if the event is one the audit explains. */
function explain(state: GameState, event: GameEvent, actor?: string): Explained | undefined {
  const name = (id: string) => nameOf(state, id);
  switch (event.type) {
    case 'ReplacementApplied': {
      const by = event.chooser ? `; ${event.chooser} chose to apply it first` : '';
      return {
        kind: 'replacement',
        rule: event.chooser ? '616.1' : '614.1',
        text: `${event.effect.name} (${event.effect.text}): ${describe(state, event.before)}, instead ${describe(state, event.after)}${by}`,
      };
    }
    case 'DamagePrevented': {
      const by = event.chooser ? `; ${event.chooser} chose to apply it first` : '';
      return {
        kind: 'prevention',
        rule: '615.1',
        text: `${event.effect.name} (${event.effect.text}): ${event.amount} damage from ${name(event.source)} to ${name(event.target)} prevented${by}`,
      };
    }
    case 'Regenerated':
      return {
        kind: 'regeneration',
        rule: '701.15a',
        text: `${name(event.object)} regenerated instead of being destroyed: tapped, its damage removed, out of combat`,
      };
    case 'StepSkipped':
      return { kind: 'skipped-step', rule: '614.10', text: `${event.step} step skipped` };
    case 'PhaseSkipped':
      return { kind: 'skipped-step', rule: '614.10', text: `${event.player}'s combat phase skipped` };
    case 'TurnSkipped':
      return { kind: 'skipped-step', rule: '614.10', text: `${event.player}'s turn skipped` };
    case 'IllegalActionReversed':
      return {
        kind: 'reversed-action',
        rule: `730.1, ${event.rule}`,
        text: reversalText(state, event, actor),
      };
    case 'ShortcutTaken': {
      const stop = event.stoppedBefore
        ? `, then up to the first choice of ${event.stoppedBefore.join(' and ')}`
        : '';
      return {
        kind: 'shortcut',
        rule: '729.2c',
        text: `${event.player}'s shortcut taken: ${event.iterations} repetition(s)${stop}`,
      };
    }
    case 'DungeonEntered':
      return {
        kind: 'dungeon',
        rule: '701.46a',
        text: `${event.player} ventured into the dungeon: ${event.object.name} put into the command zone`,
      };
    case 'RoomEntered':
      return {
        kind: 'dungeon',
        rule: '309.4c',
        text: `${event.player} moved their venture marker into ${event.room} of ${name(event.dungeon)}: its room ability triggers`,
      };
    case 'DungeonCompleted':
      return {
        kind: 'dungeon',
        rule: event.rule,
        text:
          event.rule === '704.5t'
            ? `${event.player} completed ${event.name}: its bottommost room's ability left the stack, so they removed it from the game (309.6, 309.7)`
            : `${event.player} completed ${event.name}: they ventured from its bottommost room and removed it from the game (309.7)`,
      };
    case 'ZoneChanged':
      return event.protector
        ? {
            kind: 'protector',
            rule: '310.8a',
            text: `${name(event.object)} entered the battlefield; ${event.controller ?? objectOf(state, event.object)?.owner} chose ${event.protector} as its protector`,
          }
        : undefined;
    case 'ProtectorChosen':
      return {
        kind: 'protector',
        rule: event.rule,
        text: `${objectOf(state, event.battle)?.controller} chose ${event.player} as the protector of ${name(event.battle)}${event.rule === '704.5x' ? ', as its controller was its protector' : ', as it had no protector in the game'}`,
      };
    case 'GameBackedUp':
      return { kind: 'backup', rule: 'IPG 1.4', text: backupText(event) };
    case 'PartialFixApplied':
      return {
        kind: 'partial-fix',
        rule: 'IPG 2.5',
        text: `${event.judge} applied a partial fix: ${partialFixText(event)}`,
      };
    case 'GameEnded':
      return event.reason?.startsWith('104.4b')
        ? { kind: 'mandatory-loop', rule: '104.4b', text: 'the game is a draw: a loop of mandatory actions' }
        : undefined;
    default:
      return undefined;
  }
}

/** 730.1: what was reversed, why, and what of it stands (moves into or out of a library). */
function reversalText(state: GameState, event: EventOf<'IllegalActionReversed'>, actor?: string): string {
  const what = `${event.player}'s ${event.action === 'cast' ? 'casting of' : 'activation of'} ${event.name}`;
  const by = actor && !actor.startsWith('seat:') ? ` by ${actor}` : '';
  const why = event.cancelled
    ? `cancelled at ${event.step}${by}`
    : `illegal at ${event.step}: ${event.reason} (${event.rule})`;
  const moves = event.kept.flatMap((e) =>
    e.type === 'ZoneChanged' ? [`${nameOf(state, e.newObject ?? e.object)} to the ${e.to}`] : [],
  );
  const stands = moves.length ? `; ${moves.join(', ')} stands (730.1)` : '';
  return `${what} ${why}: reversed, the game is back to before it was announced${stands}`;
}

/** IPG 1.4: who authorised the backup, from which revision to which, what was reversed and which cards went back. */
function backupText(event: EventOf<'GameBackedUp'>): string {
  const kinds = [...new Set(event.undone.map((u) => u.type))].join(', ');
  const returned = event.returned.map((r) =>
    r.random
      ? `${r.player} put ${r.name} (${r.object}), chosen at random from their hand, on top of their library in place of ${r.drawn}`
      : `${r.player} put ${r.name} (${r.object}) back on top of their library`,
  );
  const reshuffled = event.reshuffled.map(
    (p) => `${p}'s library shuffled again but for the cards whose position was known`,
  );
  return [
    `${event.judge} backed the game up from revision ${event.from} to revision ${event.to}: ${event.undone.length} events reversed, the most recent first (${kinds})`,
    ...returned,
    ...reshuffled,
  ].join('; ');
}

function partialFixText({ fix, name }: EventOf<'PartialFixApplied'>): string {
  switch (fix.kind) {
    case 'draw':
      return `${fix.player} draws a card`;
    case 'move':
      return `${name} (${fix.object}) put into the ${fix.to}`;
    default:
      return `${fix.kind} ${name} (${fix.object})`;
  }
}

function nameOf(state: GameState, id: string): string {
  const object = objectOf(state, id);
  return object ? `${object.name} (${id})` : id;
}

/** A proposed game event in words (614: the event a replacement effect modified, and what it became). */
export function describe(state: GameState, p: Proposal): string {
  const name = (id: string) => nameOf(state, id);
  switch (p.kind) {
    case 'move':
      return `${name(p.object)} would be put into ${p.to === 'exile' ? 'exile' : `the ${p.to}`}${p.tapped ? ' tapped' : ''}${countersText(p.counters)}`;
    case 'token':
      return `${p.controller} would create ${p.count} ${p.token.name} token${p.count === 1 ? '' : 's'}${p.tapped ? ' tapped' : ''}${countersText(p.counters)}`;
    case 'counters':
      return `${p.amount} ${p.counter} counter${p.amount === 1 ? '' : 's'} would be put on ${name(p.on)}`;
    case 'damage':
      return `${name(p.source)} would deal ${p.amount}${p.combat ? ' combat' : ''} damage to ${name(p.target)}`;
    case 'draw':
      return `${p.player} would draw ${p.count} card${p.count === 1 ? '' : 's'}${p.loseLife ? ` and lose ${p.loseLife} life` : ''}`;
    case 'regenerate':
      return `${name(p.object)} would regenerate`;
    case 'umbra-armor':
      return `${name(p.object)} would have its damage removed and ${name(p.aura)} would be destroyed instead`;
    case 'win':
      return `${p.player} would win the game`;
    case 'exile-top':
      return `${p.player} would exile the top card of their library${p.faceDown ? ' face down' : ''}`;
    case 'dredge':
      return `${p.player} would mill ${p.count} card${p.count === 1 ? '' : 's'} and return ${name(p.card)} to their hand`;
    case 'gain-life':
      return `${p.player} would gain ${p.amount} life`;
    case 'lose-life':
      return `${p.player} would lose ${p.amount} life`;
    case 'untap':
      return [
        ...(p.objects.length ? [`${p.objects.map(name).join(', ')} would untap`] : []),
        ...(p.stunned ?? []).map((id) => `${name(id)} would lose a stun counter`),
      ].join('; ');
    case 'step': {
      const part = p.step === 'turn' ? 'turn' : p.step === 'combat-phase' ? 'combat phase' : `${p.step} step`;
      return `${p.player}'s ${part} would ${p.skipped ? 'be skipped' : 'begin'}`;
    }
  }
}

function countersText(counters: Record<string, number> | undefined): string {
  const listed = Object.entries(counters ?? {}).filter(([, n]) => n > 0);
  return listed.length ? ` with ${listed.map(([kind, n]) => `${n} ${kind}`).join(', ')} counters` : '';
}
