// The blocks of a declaration of blockers (509.1): those declared and those that follow from banding.
import type { EventOf } from './game-event.js';

/** Every block a `BlockersDeclared` makes: the declared ones, then those of bands (702.22h). */
export const blocksMade = (event: EventOf<'BlockersDeclared'>): EventOf<'BlockersDeclared'>['blocks'] => [
  ...event.blocks,
  ...(event.banded ?? []),
];
