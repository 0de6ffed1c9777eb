// Partial fixes (Infraction Procedure Guide 2.5, Game Rule Violation, additional remedy; 1.4): a
// judge puts one thing right as the rules would have done it. Each is done by the game's ordinary
// actions, so replacement effects and triggers see it as they would any other (614, 603).
import type { Command, PartialFix } from '../data/commands/command.js';
import { PUBLIC_ZONES, type GameObject, type ZoneName } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { emit, reject, type Run } from '../engine/run.js';
import { drawCard, moveObject, tap, untap } from '../game-actions/actions.js';

type PartialFixCommand = Extract<Command, { type: 'PartialFix' }>;

/** IPG 2.5: the partial fix, then the player who had priority receives it again (117.3, 704, 603.3). */
export function applyPartialFix(run: Run, { judge, fix }: PartialFixCommand): void {
  if (run.state.decision)
    reject('DECISION_PENDING', 'IPG 2.5', `fix the game once "${run.state.decision.prompt}" is answered`);
  if (fix.kind === 'draw') {
    if (!run.state.players.some((p) => p.id === fix.player && !p.left))
      reject('UNKNOWN_PLAYER', '102.1', `no player ${fix.player} in the game`);
    emit(run, { type: 'PartialFixApplied', judge, fix });
    drawCard(run, fix.player);
  } else {
    const object = fixedObject(run, fix.kind, fix.object, 'to' in fix ? fix.to : undefined);
    emit(run, { type: 'PartialFixApplied', judge, fix, name: object.name });
    if (fix.kind === 'untap') untap(run, [object.id]);
    else if (fix.kind === 'tap') tap(run, object.id);
    else if (fix.kind === 'discard') moveObject(run, object.id, 'graveyard', { reason: 'discard' });
    else if (fix.kind === 'return-to-hand') moveObject(run, object.id, 'hand', { reason: 'return' });
    else if (fix.kind === 'move') moveObject(run, object.id, fix.to, { reason: 'put' });
  }
  const priority = run.state.turn.priority;
  if (priority) run.agenda.push({ kind: 'priority', player: priority });
}

/** The object a fix is done to, where that fix may be done to it. */
function fixedObject(run: Run, kind: PartialFix['kind'], id: string, to?: ZoneName): GameObject {
  const object = objectOf(run.state, id);
  if (!object || object.isAbility)
    reject('UNKNOWN_OBJECT', '109.1', `no card or permanent ${id} in the game`);
  const refuse = (why: string) => reject('FIX_NOT_POSSIBLE', 'IPG 2.5', `${object.name} (${id}) ${why}`);
  if ((kind === 'untap' || kind === 'tap') && object.zone !== 'battlefield') refuse('is not a permanent');
  if (kind === 'untap' && !object.tapped) refuse('is untapped already');
  if (kind === 'tap' && object.tapped) refuse('is tapped already');
  if (kind === 'discard' && object.zone !== 'hand') refuse('is not in a hand');
  if (kind === 'return-to-hand' && (object.zone === 'hand' || object.zone === 'library'))
    refuse(`is in a ${object.zone}: only an object known to all players returns to hand`);
  if (kind === 'move') {
    // IPG 1.4: only an object known to all players is moved to the zone it should be in.
    if (!PUBLIC_ZONES.includes(object.zone)) refuse(`is in a ${object.zone}, not known to all players`);
    if (object.zone === to) refuse(`is in the ${to} already`);
    if (to === 'stack') refuse('cannot be put onto the stack: only casting puts a spell there (601.2a)');
  }
  return object;
}
