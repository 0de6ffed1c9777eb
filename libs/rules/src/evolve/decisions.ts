// Decisions asked and answered (the agenda waits in the state), shortcuts (729.2), game choices (729.3).
import { afterChoice } from './actions.js';
import { unchanged, type EventHandlers } from './handlers.js';

export const decisionEvents = {
  DecisionRequested: (_, state, event) => ({
    ...state,
    decision: event.decision,
    agenda: event.agenda,
    nextId: state.nextId + 1,
  }),
  DecisionAnswered: (_, state, event) => ({
    ...afterChoice(state, event.mandatory),
    decision: null,
    agenda: [],
  }),
  ShortcutProposed: (_, state) => afterChoice(state),
  ShortcutTaken: unchanged,
  GameChoiceMade: (_, state, event) => ({
    ...state,
    gameChoices: [...(state.gameChoices ?? []), { player: event.player, fingerprint: event.fingerprint }],
  }),
} satisfies Partial<EventHandlers>;
