// Replacement effects on drawing cards (614.11): more cards, a win, the top card exiled instead,
// dredge (702.52a).
import type { Decision } from '../../data/state/decision.js';
import type { Proposal } from '../../data/state/proposal.js';
import { playerById } from '../../data/state/updates.js';
import { objectOf } from '../../data/state/objects.js';
import type { ReplacementHandlers } from './handlers.js';
import type { ReplacementEffect } from '../replacement-effects.js';

const DREDGE = 'dredge';

/**
 * 702.52a: "you may instead": dredging is the player's choice, asked as the effect applies; 702.52b:
 * offered only while their library has at least N cards.
 */
export function dredgeDecision(
  text: string,
  r: ReplacementEffect['replacement'],
  p: Proposal,
): Omit<Decision, 'id'> | undefined {
  if (r.event !== 'draw' || !('dredge' in r.instead) || p.kind !== 'draw') return undefined;
  const options = [
    { id: DREDGE, label: `mill ${r.instead.dredge} cards and return the card to your hand` },
    { id: 'draw', label: 'draw a card' },
  ];
  return { player: p.player, kind: 'option', prompt: `${text} (702.52a)`, options, min: 1, max: 1 };
}

export const drawReplacements = {
  draw: {
    applies: (r, p, effect, state) => {
      // 614.11: a draw replacement applies even when the library is empty ("if you would draw").
      if (p.kind !== 'draw' || p.player !== effect.controller) return false;
      const player = playerById(state, p.player);
      // 702.52a-b: one draw, the card still in that player's graveyard, N cards in the library.
      if ('dredge' in r.instead)
        return (
          p.count === 1 &&
          objectOf(state, effect.source)?.zone === 'graveyard' &&
          player.library.length >= r.instead.dredge
        );
      if (r.handEmpty && (p.count !== 1 || player.hand.length > 0)) return false;
      // 121.2: "exile the top card instead" replaces each card draw on its own.
      if ('exileTopCard' in r.instead && p.count !== 1) return false;
      return !r.libraryEmpty || (p.count === 1 && player.library.length === 0);
    },
    apply: (r, p, effect, _state, _ctx, made) => {
      if (p.kind !== 'draw') return p;
      if ('dredge' in r.instead)
        return made[0] === DREDGE
          ? { kind: 'dredge', player: p.player, count: r.instead.dredge, card: effect.source }
          : p;
      if ('win' in r.instead) return { kind: 'win', player: p.player };
      if ('exileTopCard' in r.instead)
        return {
          kind: 'exile-top',
          player: p.player,
          ...(r.instead.exileTopCard.faceDown ? { faceDown: true } : {}),
          // 607.2b: the card is exiled with the object whose replacement effect exiled it.
          exiledWith: { source: effect.source },
        };
      // 614.11b: an action on the drawn card is not done to the cards a replaced draw draws.
      const { andThen: _notDone, ...draw } = p;
      const loseLife = (p.loseLife ?? 0) + (r.instead.loseLife ?? 0);
      return { ...draw, count: p.count * r.instead.multiply, ...(loseLife ? { loseLife } : {}) };
    },
  },
} satisfies Partial<ReplacementHandlers>;
