// Random games with cards with morph and megamorph (702.37): every invariant holds after each command;
// the players cast cards face down and turn them face up; and legalActions offers turning a
// face-down permanent face up exactly when decide accepts it (116.2b, 702.37e).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { decide } from '../decide.js';
import type { Command } from '../data/commands/command.js';
import type { GameEvent } from '../data/events/game-event.js';
import { isFaceDown } from '../data/state/face-down.js';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { legalActions } from '../legal-actions.js';
import { stepProblems } from './invariants.js';
import { actingPlayer, playRandomGame } from './random-game.js';

const ctx = { cards: cardCatalogue };

/** The lands given, then four of each spell. */
function deck(lands: [number, string][], spells: string[]): string[] {
  const landCards = lands.flatMap(([n, name]) => Array<string>(n).fill(name));
  return [...landCards, ...spells.flatMap((c) => [c, c, c, c])];
}

const TEMUR = deck(
  [
    [14, 'Forest'],
    [14, 'Mountain'],
    [12, 'Island'],
  ],
  ['Ainok Tracker', 'Rattleclaw Mystic', 'Ainok Survivalist', 'Aphetto Alchemist', 'Skirk Marauder'],
);
const ABZAN = deck(
  [
    [16, 'Forest'],
    [14, 'Plains'],
    [10, 'Swamp'],
  ],
  ['Gudul Lurker', 'Guardian Shield-Bearer', 'Murder', 'Grizzly Bears', 'Ainok Survivalist'],
);

const GAMES = 4;

/** The face-down permanents the acting player controls, each turned face up: offered iff accepted. */
function faceUpMismatches(state: GameState): string[] {
  const player = actingPlayer(state);
  if (!player || state.decision) return [];
  const offered = legalActions(state, player, ctx).filter((c) => c.type === 'TurnFaceUp');
  return state.battlefield.flatMap((object) => {
    const o = objectOf(state, object)!;
    if (!isFaceDown(o)) return [];
    const turn: Command = { type: 'TurnFaceUp', player, object };
    const listed = offered.some((c) => c.type === 'TurnFaceUp' && c.object === object);
    const accepted = decide(turn, state, ctx).ok;
    return listed === accepted ? [] : [`${object}: listed ${listed}, accepted ${accepted}`];
  });
}

describe('random games with morph and megamorph', () => {
  it(`seeded games 1-${GAMES} keep every invariant, cast face down, turn face up, and list the turns decide accepts`, () => {
    const events: GameEvent[] = [];
    let checked = 0;
    for (let seed = 1; seed <= GAMES; seed++) {
      const problems: string[] = [];
      const game = playRandomGame(ctx, {
        seed,
        decks: [
          { player: 'alice', cards: TEMUR },
          { player: 'bob', cards: ABZAN },
        ],
        turnCap: 30,
        onStep: (before, command, stepEvents, after) => {
          problems.push(...stepProblems(before, command, stepEvents, after, { alice: 60, bob: 60 }));
          if (after.battlefield.some((id) => isFaceDown(objectOf(after, id)!))) {
            checked++;
            problems.push(...faceUpMismatches(after));
          }
        },
      });
      events.push(...game.events);
      expect({ seed, problems: problems.slice(0, 3) }).toEqual({ seed, problems: [] });
    }
    expect(checked).toBeGreaterThan(20);
    expect(events.some((e) => e.type === 'SpellCast' && e.stack.castWith === 'morph')).toBe(true);
    expect(events.some((e) => e.type === 'TurnedFaceUp')).toBe(true);
  });
});
