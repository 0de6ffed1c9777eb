// The draw benchmark (issue 5): a player draws thousands of cards one at a time, each draw through
// the replacement step with two draw replacement effects on the battlefield. `mtg bench draws` times
// it, and a spec holds the engine to a time budget with it.
import { draw, extendCatalogue, sorcery, type CardCatalogue } from '@mtg/cards';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import type { RulesContext } from '../data/state/context.js';
import { initialState } from '../evolve/evolve.js';
import { buildPosition } from '../setup/position.js';
import type { GameState } from '../data/state/game-state.js';

export interface ManyDraws {
  ctx: RulesContext;
  /** Alice's spell is on the stack and she passed: bob's pass resolves it. */
  before: GameState;
  resolve: Command;
}

/** No real card draws thousands of cards: this sorcery, known only to the benchmark's catalogue, does. */
function drawSpell(count: number) {
  return sorcery('Benchmark Draw', '{0}')
    .from('benchmark: not a real card')
    .spell(`Draw ${count} cards.`, { effects: [draw(count)] })
    .build();
}

/**
 * Alice has `cards` cards in her library (an even number), Thought Reflection ("If you would draw a
 * card, draw two cards instead") and Laboratory Maniac ("If you would draw a card while your library
 * has no cards in it, you win the game instead") on the battlefield, and casts a sorcery that draws
 * `cards / 2` cards. Thought Reflection applies to each of those draws (614.11), which become two
 * draws each; Laboratory Maniac is checked against all of them, the draws that were replaced and the
 * `cards` draws that happen (one at a time, 121.2), and never applies: the library empties only with
 * the last card. Returns the game just before the spell resolves, and the command that resolves it;
 * `catalogue` holds Thought Reflection and Laboratory Maniac.
 */
export function manyDraws(cards: number, catalogue: CardCatalogue): ManyDraws {
  if (!Number.isInteger(cards / 2) || cards <= 0)
    throw new Error('the cards drawn are a positive even number');
  const ctx: RulesContext = { cards: extendCatalogue(catalogue, [drawSpell(cards / 2)]) };
  const { state: position } = buildPosition(
    {
      gameId: 'many-draws',
      players: [
        {
          id: 'alice',
          library: Array.from({ length: cards }, () => ({ card: 'Island' })),
          hand: [{ card: 'Benchmark Draw' }],
          battlefield: [{ card: 'Thought Reflection' }, { card: 'Laboratory Maniac' }],
        },
        { id: 'bob', library: [{ card: 'Island' }] },
      ],
      turn: 3,
      step: 'main1',
    },
    ctx,
  );
  let state = accepted(ctx, initialState(), { type: 'StartFromPosition', initial: position });
  const spell = state.players[0]!.hand[0]!;
  state = accepted(ctx, state, { type: 'CastSpell', player: 'alice', card: spell, targets: [] });
  state = accepted(ctx, state, { type: 'PassPriority', player: 'alice' });
  return { ctx, before: state, resolve: { type: 'PassPriority', player: 'bob' } };
}

function accepted(ctx: RulesContext, state: GameState, command: Command): GameState {
  const result = decide(command, state, ctx);
  if (!result.ok) throw new Error(`${command.type}: ${result.rejection.message}`);
  return result.state;
}
