// A card given by its text: its printed characteristics (109.3) and Oracle text, as the compiler reads
// them, and where they come from.
import type { OracleCard } from '../compile.js';

export interface GivenCard extends OracleCard {
  /** Where its text and characteristics come from ("hand: Oracle text, Wilds of Eldraine (2023)"). */
  source: string;
}
