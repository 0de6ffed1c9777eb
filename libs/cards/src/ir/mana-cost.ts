import type { Color } from './characteristics.js';

/** One mana symbol of a cost (107.4). */
export type ManaSymbol =
  | { kind: 'generic'; amount: number }
  | { kind: 'colored'; color: Color }
  | { kind: 'colorless' }
  | { kind: 'hybrid'; colors: [Color, Color] }
  | { kind: 'twobrid'; color: Color }
  | { kind: 'phyrexian'; color: Color }
  | { kind: 'x' }
  | { kind: 'snow' };

export type ManaCost = readonly ManaSymbol[];
