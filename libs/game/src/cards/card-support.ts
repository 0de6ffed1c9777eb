// The cards a service plays with: the catalogue of the supported cards the engine reads, and, for a
// card the service knows but cannot play yet, why (a corpus card that does not compile).
import { cardCatalogue, type CardCatalogue } from '@mtg/cards';

export interface UnsupportedCard {
  name: string;
  /** Why it cannot be played yet, one reason a line (the compiler's diagnostics). */
  reasons: string[];
}

export interface CardSupport {
  catalogue: CardCatalogue;
  /** The card of that name the service knows but does not support, or none (supported, or unknown). */
  unsupported(name: string): UnsupportedCard | undefined;
}

/** The hand-written catalogue alone: every card it knows is supported. */
export const HAND_WRITTEN_CARDS: CardSupport = { catalogue: cardCatalogue, unsupported: () => undefined };

/** The distinct cards of `names` the service knows but cannot play, in the order first named. */
export function unsupportedAmong(support: CardSupport, names: readonly string[]): UnsupportedCard[] {
  return [...new Set(names)]
    .filter((name) => !support.catalogue.get(name))
    .flatMap((name) => support.unsupported(name) ?? []);
}
