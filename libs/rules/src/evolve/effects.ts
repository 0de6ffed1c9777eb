// Continuous effects of resolved spells and abilities (611): created and ended.
import type { EventHandlers } from './handlers.js';

export const effectEvents = {
  EffectCreated: (_, state, event) => ({
    ...state,
    effects: [...state.effects, event.effect],
    nextId: state.nextId + 1,
    nextTimestamp: state.nextTimestamp + 1,
  }),
  EffectsEnded: (_, state, event) => ({
    ...state,
    effects: state.effects.filter((e) => !event.ids.includes(e.id)),
  }),
} satisfies Partial<EventHandlers>;
