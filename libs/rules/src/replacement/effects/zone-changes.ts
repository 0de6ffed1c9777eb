// Replacement effects on zone changes (614.1a, 614.6): elsewhere instead, the spell's own (614.15),
// regeneration instead of destruction (701.15a), a discard into exile (702.35a madness), umbra armor's
// destroyed Aura instead (702.89a).
import type { ZoneDestination } from '@mtg/cards';
import type { Proposal } from '../../data/state/proposal.js';
import { affects, type ReplacementHandlers } from './handlers.js';
import { objectOf } from '../../data/state/objects.js';

export const zoneChangeReplacements = {
  'zone-change': {
    applies: (r, p, effect, state, ctx) => {
      if (p.kind !== 'move' || p.to !== r.to) return false;
      const object = objectOf(state, p.object);
      if (!object || (r.from && object.zone !== r.from)) return false;
      return affects(state, ctx, effect, r.object, object);
    },
    apply: (r, p) => movedInstead(r.instead, p),
  },
  'self-replacement': {
    applies: (r, p) => p.kind === 'move' && p.to === r.to,
    apply: (r, p) => movedInstead(r.instead, p),
  },
  // 702.35a: the card is still discarded; it is exiled instead of being put into the graveyard.
  madness: {
    applies: (_r, p, effect) =>
      p.kind === 'move' && p.object === effect.source && p.reason === 'discard' && p.to === 'graveyard',
    apply: (_r, p) => (p.kind === 'move' ? { ...p, to: 'exile', madness: true } : p),
  },
  // 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura."
  'umbra-armor': {
    applies: (_r, p, effect, state) =>
      p.kind === 'move' && !!p.destroy && objectOf(state, effect.source)?.attachedTo === p.object,
    apply: (_r, p, effect) =>
      p.kind === 'move' ? { kind: 'umbra-armor', object: p.object, aura: effect.source } : p,
  },
  regenerate: {
    // 701.15c: "can't be regenerated" makes regeneration shields not apply.
    applies: (r, p) => p.kind === 'move' && !!p.destroy && !p.noRegeneration && p.object === r.object,
    apply: (_r, p, effect) =>
      p.kind === 'move' ? { kind: 'regenerate', object: p.object, shield: effect.id } : p,
  },
} satisfies Partial<ReplacementHandlers>;

function movedInstead(instead: ZoneDestination, p: Proposal): Proposal {
  if (p.kind !== 'move') return p;
  return {
    ...p,
    to: instead.to,
    ...(instead.position ? { position: instead.position } : {}),
    ...(instead.reveal ? { reveal: true } : {}),
  };
}
