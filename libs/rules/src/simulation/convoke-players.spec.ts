// Convoke (702.51a) in the players' hands: the legal actions offer a spell only convoke makes
// affordable, and the heuristic and random players cast it, the engine tapping the creatures that pay.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { GameState } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';
import { decide } from '../decide.js';
import { legalActions, legalCandidateGroups, legalCandidates } from '../legal-actions.js';
import { idsOf, lifeOf, startAt } from '../testing/play.js';
import { dice } from './dice.js';
import { heuristicPlayer } from './heuristic/heuristic-player.js';
import { randomPlayer } from './random-game.js';
import type { Player } from './play-game.js';

const ctx = { cards: cardCatalogue };
const forests = Array.from({ length: 10 }, () => ({ card: 'Forest' }));

/** Alice's main phase: Stoke the Flames ({2}{R}{R}) in hand, two Mountains and two creatures cast this turn; bob at 4 life. */
function position(creatures: string[]): GameState {
  return startAt(ctx, {
    players: [
      {
        id: 'alice',
        library: forests,
        hand: [{ card: 'Stoke the Flames' }],
        battlefield: [
          { card: 'Mountain' },
          { card: 'Mountain' },
          ...creatures.map((card) => ({ card, sick: true })),
        ],
      },
      { id: 'bob', life: 4, library: forests },
    ],
    turn: 3,
    step: 'main1',
  });
}

/** The state after the first legal command the player would send that casts a spell. */
function castBy(player: Player, state: GameState): GameState {
  const candidates = legalCandidates(state, 'alice', ctx).filter((c) => c.command.type !== 'Concede');
  const groups = legalCandidateGroups(state, 'alice', ctx);
  for (let seed = 1; seed < 50; seed++)
    for (const c of player({
      state,
      ctx,
      player: 'alice',
      candidates: () => candidates,
      groups,
      dice: dice(seed),
    }))
      if (c.command.type === 'CastSpell' && !c.problem()) {
        const result = decide(c.command, state, ctx);
        if (!result.ok) throw new Error(result.rejection.message);
        return result.state;
      }
  throw new Error('the player never casts Stoke the Flames');
}

describe('convoke in the legal actions and the players (702.51a)', () => {
  it('Stoke the Flames is offered when two creatures can pay what two Mountains cannot, and not with one', () => {
    const casts = (state: GameState) =>
      legalActions(state, 'alice', ctx).filter((c) => c.type === 'CastSpell');
    // Any target: either player or either creature.
    expect(
      casts(position(['Goblin Piker', 'Grizzly Bears'])).map((c) => c.type === 'CastSpell' && c.targets),
    ).toEqual([[['alice']], [['bob']], [['o14']], [['o15']]]);
    expect(casts(position(['Goblin Piker']))).toEqual([]);
  });

  it.each([
    ['heuristic', heuristicPlayer],
    ['random', randomPlayer],
  ])('the %s player casts it, the summoning-sick creatures tapped for convoke', (_name, player) => {
    const state = castBy(player, position(['Goblin Piker', 'Grizzly Bears']));
    const tapped = (name: string) => idsOf(state, name).map((id) => objectOf(state, id)!.tapped);
    expect(tapped('Goblin Piker')).toEqual([true]);
    expect(tapped('Grizzly Bears')).toEqual([true]);
    expect(tapped('Mountain')).toEqual([true, true]);
    expect(state.stack.map((id) => objectOf(state, id)!.name)).toEqual(['Stoke the Flames']);
    expect(lifeOf(state, 'bob')).toBe(4);
  });
});
