// A decision the game waits for (docs/architecture.md "The rules engine: a decider"): only its answer, or a concession, comes next.
import type { ObjectId, PlayerId } from './game-state.js';

export type DecisionKind =
  | 'mulligan'
  | 'bottom-cards'
  | 'declare-attackers'
  | 'declare-blockers'
  | 'targets'
  | 'order'
  | 'keep'
  | 'yes-no'
  | 'cards'
  | 'option'
  | 'number'
  | 'replacement'
  | 'damage-assignment'
  /** "As [this] enters, choose a color / a creature type / a player" (614.12a). */
  | 'color'
  | 'creature-type'
  | 'player'
  /** A source of damage chosen as an effect begins (609.7a). */
  | 'source'
  /** A shield's amount divided among simultaneous damage events it applies to (615.7, 614.9). */
  | 'shield-division'
  /** 729.2b: accept a proposed shortcut (its number of iterations) or shorten it (fewer). */
  | 'shortcut'
  /** 601.2b, 700.2: the modes of a modal spell cast step by step (options: the mode numbers). */
  | 'modes'
  /** 601.2d: an amount divided among the targets of a spell cast step by step, at least 1 each. */
  | 'division'
  /** 502.3: the permanents with "you may choose not to untap" kept tapped this untap step (options: them). */
  | 'keep-tapped'
  /** 601.2g-h: the payment of a spell's total cost, answered by `PayCost` (or a mana ability, or a cancel). */
  | 'payment';

export interface DecisionOption {
  /** What the answer names: an object id, a player id or an option word. */
  id: string;
  label: string;
  /** The object the option stands for, when its id is not that object's id (a replacement effect's source). */
  object?: ObjectId;
  /** For a division among the options: the most this option may get (a damage event's amount, 615.7). */
  limit?: number;
}

export interface Decision {
  id: string;
  player: PlayerId;
  kind: DecisionKind;
  prompt: string;
  /** The choices, when they are a finite list. */
  options: DecisionOption[];
  /** How many options to pick (cards, targets, order); for a damage assignment, the damage to divide. */
  min: number;
  max: number;
  /** The object the decision is about, if any: the creature whose combat damage is divided. */
  source?: ObjectId;
}
