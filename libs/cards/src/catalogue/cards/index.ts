import type { CardDefinition } from '../../ir/abilities.js';
import { black } from './black.js';
import { blue } from './blue.js';
import { colorless } from './colorless.js';
import { dungeons } from './dungeons.js';
import { green } from './green.js';
import { lands } from './lands.js';
import { multicolored } from './multicolored.js';
import { red } from './red.js';
import { white } from './white.js';

/** Every hand-written card definition, grouped as a player sorts a collection. */
export const cardDefinitions: readonly CardDefinition[] = [
  ...lands,
  ...white,
  ...blue,
  ...black,
  ...red,
  ...green,
  ...multicolored,
  ...colorless,
  ...dungeons,
].map((card) => card.build());
