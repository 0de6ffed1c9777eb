// Plays a game to its end through the REST API: both seats poll their legal actions and the one
// with something to do picks deterministically; at the turn cap the active player concedes.
import { expect } from '@jest/globals';
import type { Command } from '@mtg/rules';
import type { ApiClient, CommandAnswer } from './api-client.js';
import { chooseAction, lastTurn } from './autoplay.js';

export interface PlayOptions {
  turnCap: number;
  maxCommands?: number;
  /** Picks a seat's action (default: `chooseAction`); undefined when it has nothing to do. */
  choose?: (seat: string, actions: readonly Command[], step: number) => Command | undefined;
  /** Called after each accepted command. */
  afterCommand?: (answer: CommandAnswer, seat: string, command: Command) => Promise<void> | void;
}

export interface PlayedGame {
  commands: number;
  /** The revision after each command. */
  revisions: number[];
  turn: number;
}

export async function playByRest(
  api: ApiClient,
  gameId: string,
  revision: number,
  tokens: Record<string, string>,
  options: PlayOptions,
): Promise<PlayedGame> {
  const seats = Object.keys(tokens);
  const revisions: number[] = [];
  let turn = 0;
  for (let step = 0; ; step++) {
    if (step > (options.maxCommands ?? 2000)) throw new Error(`no end after ${step} commands`);
    const polls = await Promise.all(seats.map((seat) => api.legalActions(gameId, tokens[seat])));
    if (polls.every((p) => p.actions.length === 0)) break; // over: nobody may even concede
    let seat: string | undefined;
    let command: Command | undefined;
    if (turn > options.turnCap) {
      const view = await api.view(gameId);
      seat = view.turn.active;
      command = { type: 'Concede', player: seat };
    } else {
      for (const [i, s] of seats.entries()) {
        command = options.choose
          ? options.choose(s, polls[i]!.actions, step)
          : chooseAction(polls[i]!.actions, step);
        if (command) {
          seat = s;
          break;
        }
      }
    }
    if (!seat || !command) throw new Error(`nobody can act at revision ${revision}`);
    const answer = await api.command(gameId, tokens[seat], command, `${seat}-${step}`);
    if (answer.status !== 200)
      throw new Error(`${JSON.stringify(command)} answered ${answer.status}: ${answer.text}`);
    const { events } = answer.body;
    // Each answer holds exactly the command's events, right after the previous ones.
    expect(events.map((e) => e.revision)).toEqual(
      Array.from({ length: answer.body.revision - revision }, (_, i) => revision + 1 + i),
    );
    revision = answer.body.revision;
    revisions.push(revision);
    turn = lastTurn(events, turn);
    await options.afterCommand?.(answer.body, seat, command);
  }
  return { commands: revisions.length, revisions, turn };
}
