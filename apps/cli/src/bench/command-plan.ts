// The commands a benchmark sends to a game it created: found by playing the game locally with the
// same start (the decider is deterministic), each player passing whenever it may, else answering.
import { cardCatalogue } from '@mtg/oracle';
import { actingPlayer, decide, initialState, legalActions, type Command, type GameState } from '@mtg/rules';

export interface GameStart {
  gameId: string;
  players: string[];
  decks: Record<string, string[]>;
  seed: number;
  startingPlayer: string;
}

const ctx = { cards: cardCatalogue };

/** What a player who never concedes sends: a pass if it may, else its first other legal action. */
function nextCommand(state: GameState): Command | undefined {
  const player = state.over ? null : actingPlayer(state);
  if (!player) return undefined;
  const actions = legalActions(state, player, ctx).filter((a) => a.type !== 'Concede');
  return actions.find((a) => a.type === 'PassPriority') ?? actions[0];
}

/** Up to `count` legal commands in a row for the game `start` began, as the service will decide them. */
export function commandPlan(start: GameStart, count: number): Command[] {
  const { gameId, players, decks, seed, startingPlayer } = start;
  const begun = decide(
    {
      type: 'StartGame',
      gameId,
      players,
      decks: players.map((p) => ({ player: p, cards: decks[p]! })),
      seed,
      startingPlayer,
    },
    initialState(),
    ctx,
  );
  if (!begun.ok) throw new Error(begun.rejection.message);
  const plan: Command[] = [];
  let state = begun.state;
  for (let command = nextCommand(state); command && plan.length < count; command = nextCommand(state)) {
    const result = decide(command, state, ctx);
    if (!result.ok) break;
    plan.push(command);
    state = result.state;
  }
  return plan;
}
