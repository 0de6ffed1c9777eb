// Replacement effects on drawing cards (614.11): more cards, a win, the top card exiled instead.
import { playerById } from '../../data/state/updates.js';
import type { ReplacementHandlers } from './handlers.js';

export const drawReplacements = {
  draw: {
    applies: (r, p, effect, state) => {
      // 614.11: a draw replacement applies even when the library is empty ("if you would draw").
      if (p.kind !== 'draw' || p.player !== effect.controller) return false;
      const player = playerById(state, p.player);
      if (r.handEmpty && (p.count !== 1 || player.hand.length > 0)) return false;
      // 121.2: "exile the top card instead" replaces each card draw on its own.
      if ('exileTopCard' in r.instead && p.count !== 1) return false;
      return !r.libraryEmpty || (p.count === 1 && player.library.length === 0);
    },
    apply: (r, p, effect) => {
      if (p.kind !== 'draw') return p;
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
