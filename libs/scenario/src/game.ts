// A scenario's game in progress: the current state, and commands applied to it through `decide`.
import {
  decide,
  initialState,
  type Command,
  type GameEvent,
  type GameState,
  type Rejection,
  type RulesContext,
  objectOf,
} from '@mtg/rules';
import { ScenarioError } from './errors.js';
import type { References } from './references.js';

export function describeRejection(rejection: Rejection): string {
  return `rejected ${rejection.code} ${rejection.rule}: ${rejection.message}`;
}

/** Names of the objects on the stack, top first (an ability is named after its source). */
export function stackNames(state: GameState): string[] {
  return [...state.stack].reverse().map((id) => objectOf(state, id)?.name ?? id);
}

export class Game {
  /** The events of the last command accepted. */
  events: GameEvent[] = [];
  /** The state before the last spell or ability announced step by step (730.1: a reversal returns to it). */
  beforeAnnouncement?: GameState;

  constructor(
    public state: GameState,
    readonly ctx: RulesContext,
    readonly references: References,
  ) {}

  /** Starts play at the position: state-based actions, then triggers, before anyone gets priority. */
  static start(position: GameState, ctx: RulesContext, references: References): Game {
    const game = new Game(initialState(), ctx, references);
    game.apply({ type: 'StartFromPosition', initial: position });
    return game;
  }

  /** Applies a command; a rejection leaves the state as it was and is returned. */
  attempt(command: Command): Rejection | undefined {
    const result = decide(command, this.state, this.ctx);
    if (!result.ok) return result.rejection;
    // A casting may be reversed once begun: step by step, or paused for an opponent's choice (601.6).
    if (
      command.type === 'AnnounceSpell' ||
      command.type === 'AnnounceAbility' ||
      command.type === 'CastSpell'
    )
      this.beforeAnnouncement = this.state;
    this.state = result.state;
    this.events = result.events;
    return undefined;
  }

  /** Applies a command the scenario needs to succeed. */
  apply(command: Command): void {
    const rejection = this.attempt(command);
    if (rejection) throw new ScenarioError(describeRejection(rejection));
  }

  /** The player who has priority passes it; fails when nobody has it. */
  passPriority(): void {
    const player = this.state.turn.priority;
    if (player === null) {
      const { number, step } = this.state.turn;
      throw new ScenarioError(`nobody has priority (turn ${number}, ${step}) and no decision is pending`);
    }
    this.apply({ type: 'PassPriority', player });
  }
}
