// A shortcut proposed (729.2a) and where it ends as the other players' answers have left it (729.2b),
// stored with the decision that asks the next player, and with the run that takes it (729.2c).
import type { ShortcutAction } from '../commands/command.js';
import type { PlayerId } from './game-state.js';

/** A proposed shortcut and where it ends as the answers so far have left it. */
export interface Shortcut {
  proposer: PlayerId;
  actions: ShortcutAction[];
  times: number;
  /** The players still to accept or shorten it, in turn order after the proposer (729.2b). */
  answering: PlayerId[];
  /**
   * The ending point: `iterations` whole repetitions, then the next one up to the first game choice
   * of a player in `stopBefore` (those who shortened it there).
   */
  iterations: number;
  stopBefore: PlayerId[];
}
