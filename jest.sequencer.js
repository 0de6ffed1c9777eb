// The order in which Jest starts the spec files: the longest first, so that no worker is left with a
// long file at the end while the others are idle (the run lasts as long as its busiest worker).
// Jest's own sequencer orders by the durations of the previous run, kept in its cache; with no cache
// (a clean clone, as in CI) it orders by file size, which says little here: the random-game files are
// small and the slowest. Then the durations below, measured on a 2-core machine, stand in for the
// missing ones, and a file not listed counts as quick (Jest would start the files it has no duration
// for first).
import TestSequencer from '@jest/test-sequencer';

const Sequencer = TestSequencer.default ?? TestSequencer;

/** Rough durations in ms of the slowest spec files, by path from the repository root. */
const ESTIMATES = {
  'libs/rules/src/simulation/replacement-games.spec.ts': 130_000,
  'libs/rules/src/simulation/properties.spec.ts': 130_000,
  'libs/rules/src/simulation/replacement-games-2.spec.ts': 110_000,
  'libs/rules/src/simulation/properties-2.spec.ts': 100_000,
  'libs/rules/src/simulation/properties-3.spec.ts': 100_000,
  'libs/rules/src/simulation/properties-4.spec.ts': 100_000,
  'libs/rules/src/simulation/leaving-the-game-4.spec.ts': 75_000,
  'libs/rules/src/simulation/leaving-the-game-4-2.spec.ts': 75_000,
  'libs/rules/src/simulation/leaving-the-game.spec.ts': 60_000,
  'apps/cli/src/commands/soak.spec.ts': 35_000,
  'libs/game/src/views/hidden-objects.spec.ts': 18_000,
  'apps/server/src/games/eventstoredb.e2e.spec.ts': 17_000,
  'libs/rules/src/legal-actions/choices.spec.ts': 12_000,
  'libs/event-store/src/eventstoredb/eventstoredb-event-store.spec.ts': 12_000,
};

export default class LongestFirst extends Sequencer {
  time(test) {
    const known = super.time(test);
    if (known !== undefined) return known;
    const path = test.path.slice(test.context.config.rootDir.length + 1).replaceAll('\\', '/');
    return ESTIMATES[path] ?? 0;
  }
}
