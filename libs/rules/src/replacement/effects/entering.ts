// Replacement effects on how permanents and tokens enter the battlefield (614.1c, 614.12): tapped,
// with counters, with a choice, as a copy (707.5), under another player's control (616.1b).
import { evaluateAmount } from '../../layers/amount.js';
import { conditionHolds } from '../../layers/condition.js';
import { matchesFilter } from '../../layers/filter.js';
import { printedCharacteristics } from '../../layers/characteristics.js';
import type { GameObject } from '../../data/state/game-state.js';
import { asItWouldEnter, withEntryChoice } from '../entry-choices.js';
import type { Entering, Proposal } from '../../data/state/proposal.js';
import { affects, type ReplacementHandlers } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

export const enteringReplacements = {
  enters: {
    applies: (r, p, effect, state, ctx) => {
      if (p.kind === 'token') {
        const token = enteringToken(p);
        if (r.object === 'self') return effect.source === token.id && p.count === 1;
        if (typeof r.object !== 'object') return false;
        const as = { controller: effect.controller, source: effect.source };
        return matchesFilter(state, ctx, token, r.object.filter, as, printedCharacteristics(ctx, token));
      }
      if (p.kind !== 'move' || p.to !== 'battlefield') return false;
      const object = objectOf(state, p.object);
      // 614.1c: "enters tapped unless you control a Plains or an Island": read as it would enter.
      if (r.unless && conditionHolds(state, ctx, r.unless, effect.controller, effect.source)) return false;
      // 702.54a: bloodthirst applies only if an opponent was dealt damage this turn.
      if (r.if && !conditionHolds(state, ctx, r.if, effect.controller, effect.source)) return false;
      return !!object && affects(state, ctx, effect, r.object, asItWouldEnter(object, p));
    },
    apply: (r, p, effect, state, ctx, made) => {
      if (p.kind !== 'move' && p.kind !== 'token') return p;
      const next = { ...withEntryChoice(state, r, p, made), ...(r.tapped ? { tapped: true } : {}) };
      // 702.82a: N +1/+1 counters for each creature sacrificed as it enters.
      if (r.devour) return withCounters(next, '+1/+1', r.devour * made.length);
      // 614.12: an optional "you may have [this] enter with" counters: as its controller chose.
      if (!r.counters || (r.optional && made[0] !== 'counters')) return next;
      const object = p.kind === 'move' ? objectOf(state, p.object) : undefined;
      const amount = evaluateAmount(state, ctx, r.counters.amount, {
        controller: effect.controller,
        source: effect.source,
        x: object?.stack?.x ?? 0,
      });
      return withCounters(next, r.counters.counter, amount);
    },
  },
  // 707.5: "enter as a copy" is the entering object's own effect.
  'enters-as-copy': {
    applies: (_r, p, effect) => p.kind === 'move' && p.to === 'battlefield' && p.object === effect.source,
    apply: (r, p, _effect, state, _ctx, made) => withEntryChoice(state, r, p, made),
  },
  // 616.1b: it applies to an object that would enter under an opponent's control.
  control: {
    applies: (r, p, effect, state, ctx) => {
      const entering =
        p.kind === 'token'
          ? enteringToken(p)
          : p.kind === 'move' && p.to === 'battlefield' && objectOf(state, p.object)
            ? asItWouldEnter(objectOf(state, p.object)!, p)
            : undefined;
      if (!entering || entering.controller === effect.controller) return false;
      const as = { controller: effect.controller, source: effect.source };
      return matchesFilter(state, ctx, entering, r.filter, as, printedCharacteristics(ctx, entering));
    },
    apply: (_r, p, effect) =>
      p.kind === 'move' || p.kind === 'token' ? { ...p, controller: effect.controller } : p,
  },
} satisfies Partial<ReplacementHandlers>;

/** The entering event with `amount` more counters of a kind (614.1c). */
function withCounters<P extends Entering>(p: P, counter: string, amount: number): P {
  if (!amount) return p;
  return { ...p, counters: { ...p.counters, [counter]: (p.counters?.[counter] ?? 0) + amount } };
}

/** The id a token has in the replacement step, before it exists: its own effects' source. */
const ENTERING_TOKEN = 'entering-token';

/** A token as it would enter the battlefield (614.12), for the effects that check it. */
export function enteringToken(p: Extract<Proposal, { kind: 'token' }>): GameObject {
  const { token, controller, copyOf, chosen } = p;
  return {
    ...{
      id: ENTERING_TOKEN,
      cardId: '',
      name: copyOf?.name ?? token.name,
      token,
      owner: controller,
      controller,
    },
    ...(copyOf ? { copyOf } : {}),
    ...(chosen ? { chosen } : {}),
    ...{ zone: 'battlefield', tapped: false, damage: 0, counters: {}, sick: true, timestamp: 0 },
  };
}
