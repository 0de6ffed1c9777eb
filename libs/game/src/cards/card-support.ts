// The cards a service plays with: the catalogue of the supported cards the engine reads, and, for a
// card the service knows but cannot play yet, why (a corpus card that does not compile).
import type { CardCatalogue } from '@mtg/cards';
import type { CardPool, Diagnostic } from '@mtg/oracle';

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

/** `OBJECT at line 1: destroy: expected what is affected` (the message names the clause). */
export function diagnosticText(d: Diagnostic): string {
  return `${d.code} at line ${d.line}: ${d.message}`;
}

/** What a game needs of the pool: its catalogue, and why a corpus card that does not compile cannot be played. */
export function cardSupportOf(pool: CardPool): CardSupport {
  return {
    catalogue: pool.catalogue,
    unsupported(name) {
      const card = pool.card(name);
      return card && !card.supported
        ? { name: card.name, reasons: card.diagnostics.map(diagnosticText) }
        : undefined;
    },
  };
}

/** The distinct cards of `names` the service knows but cannot play, in the order first named. */
export function unsupportedAmong(support: CardSupport, names: readonly string[]): UnsupportedCard[] {
  return [...new Set(names)]
    .filter((name) => !support.catalogue.get(name))
    .flatMap((name) => support.unsupported(name) ?? []);
}
