// The random player: it picks at random among its legal actions, checking only those it tries, and
// lists what else than passing it may do only when it means to act. Seeded
// random games (`playRandomGame`) seat one at every seat.
import type { Candidate } from '../legal-actions.js';
import type { RulesContext } from '../data/state/context.js';
import { roll, shuffled } from './dice.js';
import { playGame, type GameOptions, type GameResult, type Player } from './play-game.js';

export { actingPlayer, RandomGameError } from './play-game.js';

export type RandomGameOptions = Omit<GameOptions, 'players'>;
export type RandomGameResult = GameResult;

/**
 * The order in which a random player tries its candidates. Answers to a decision are tried in random
 * order. With priority, a player acts three times in four: it tries its spells, abilities, land
 * plays and attacks in random order; otherwise (or if none is legal) it passes, and what else it
 * could do is not listed. Mana abilities are tried rarely: payment is automatic, so tapping a land
 * by hand mostly wastes the mana.
 */
export const randomPlayer: Player = ({ groups: { pass, mana, others }, dice }): Candidate[] => {
  if (!pass) return shuffled([...others(), ...mana()], dice);
  const acting = roll(dice, 4) !== 0 ? shuffled(others(), dice) : [];
  const tapping = roll(dice, 16) === 0 ? shuffled(mana(), dice).slice(0, 1) : [];
  return [...acting, ...tapping, pass];
};

/** A seeded game with a random player at every seat. */
export function playRandomGame(ctx: RulesContext, options: RandomGameOptions): RandomGameResult {
  const players = Object.fromEntries(options.decks.map((d) => [d.player, randomPlayer]));
  return playGame(ctx, { ...options, players });
}
