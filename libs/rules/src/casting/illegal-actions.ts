// Handling illegal actions (730; seed 422): an action taken step by step that can't be completed, or
// that its player abandons, is reversed as a whole: the game returns to the moment before it began
// (the `IllegalActionReversed` event, which `evolve` applies to the state kept since its
// announcement), keeping only what 730.1 doesn't let be reversed.
import type { Rejection } from '../data/commands/command.js';
import { emit, type Run } from '../engine/run.js';
import type { EventOf, GameEvent } from '../data/events/game-event.js';
import { objectOf } from '../data/state/objects.js';

// 730.1: actions that moved cards to a library, or from a library to any zone but the stack, or
// shuffled a library, can't be reversed.
function touchesLibrary(event: GameEvent): boolean {
  if (event.type === 'LibraryShuffled') return true;
  if (event.type !== 'ZoneChanged') return false;
  return event.to === 'library' || (event.from === 'library' && event.to !== 'stack');
}

/** Leaving the game (104.3a, 800.4a) is no part of the action: it stands. */
const leavesGame = (event: GameEvent) =>
  event.type === 'PlayerConceded' || event.type === 'PlayerLost' || event.type === 'PlayerLeftGame';

const bookkeeping = (event: GameEvent) =>
  event.type === 'DecisionRequested' || event.type === 'DecisionAnswered';

/**
 * The action's events in parts: each command that answered one of its decisions begins a part
 * (`DecisionAnswered`), so a mana ability activated while paying (601.2g) is one part.
 */
function parts(events: readonly GameEvent[]): { manaAbility: boolean; events: GameEvent[] }[] {
  const found: { manaAbility: boolean; events: GameEvent[] }[] = [{ manaAbility: false, events: [] }];
  for (const event of events) {
    if (event.type === 'DecisionAnswered') {
      const answer = event.answer as { type?: string } | null;
      found.push({ manaAbility: answer?.type === 'ActivateManaAbility', events: [] });
    }
    found[found.length - 1]!.events.push(event);
  }
  return found;
}

/**
 * 730.1: the events of a reversed action that stand: moves into or out of a library and shuffles;
 * a mana ability activated during the action that did such a thing can't be reversed at all, so
 * all it did stands, its mana in its controller's pool (the spell it was for is not paid for).
 * Leaving the game stands too. No other mana ability of the catalogue has a mana cost, so none
 * spent mana of another (730.1's "unless mana from those abilities ... was spent").
 */
export function keptEvents(events: readonly GameEvent[]): GameEvent[] {
  return parts(events).flatMap((part) =>
    part.manaAbility && part.events.some(touchesLibrary)
      ? part.events.filter((e) => !bookkeeping(e))
      : part.events.filter((e) => touchesLibrary(e) || leavesGame(e)),
  );
}

/**
 * 730.1, 730.2: reverses the action in progress: the game returns to the moment before it was
 * announced, the player who had priority keeps it, and nothing else happens in this command.
 */
export function reverseAction(run: Run, step: string, problem: Rejection, cancelled = false): void {
  const action = run.state.action!;
  const event: EventOf<'IllegalActionReversed'> = {
    type: 'IllegalActionReversed',
    player: action.player,
    action: action.kind,
    object: action.object,
    name: objectOf(action.before, action.object)?.name ?? action.object,
    step,
    rule: problem.rule,
    reason: problem.message,
    ...(cancelled ? { cancelled: true as const } : {}),
    kept: keptEvents(action.events),
  };
  emit(run, event);
  run.agenda = [];
  run.scheduled = [];
  run.answer = undefined;
  run.payCost = undefined;
}
