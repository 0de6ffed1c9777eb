// "Create a token that's a copy of [object]" (707.2, 111.1): the token gets the object's copiable
// values (as other copy effects modified them, 707.3) and the copy effect's exceptions (707.9a-b).
import type { CopyException, TokenDefinition } from '@mtg/cards';
import type { Run } from '../engine/run.js';
import { printedCharacteristics } from '../layers/characteristics.js';
import { copiableValues, definitionOf, withException } from '../layers/definition.js';
import type { CopiableValues, GameObject, ObjectId, PlayerId } from '../data/state/game-state.js';
import { createTokens } from './actions.js';
import { objectOf } from '../data/state/objects.js';

/** The token's own definition (111.3): what it copies, as a token. */
function tokenDefinition(run: Run, copyOf: CopiableValues, controller: PlayerId): TokenDefinition {
  const token: GameObject = {
    ...{ id: '', cardId: '', name: copyOf.name, owner: controller, controller, zone: 'battlefield' },
    ...{ tapped: false, damage: 0, counters: {}, sick: true, timestamp: 0, copyOf },
  };
  const printed = printedCharacteristics(run.ctx, token);
  return {
    name: printed.name,
    colors: printed.colors,
    types: printed.types,
    subtypes: printed.subtypes,
    supertypes: printed.supertypes,
    ...(printed.power !== undefined ? { power: printed.power } : {}),
    ...(printed.toughness !== undefined ? { toughness: printed.toughness } : {}),
    abilities: definitionOf(run.ctx, token).abilities,
  };
}

/** 111.12: a copy of an object that no longer exists creates no token. */
export function createTokenCopy(
  run: Run,
  original: ObjectId,
  controller: PlayerId,
  createdBy: ObjectId,
  except?: CopyException,
): void {
  const object = objectOf(run.state, original);
  if (!object) return;
  const copyOf = withException(copiableValues(object), except);
  createTokens(run, tokenDefinition(run, copyOf, controller), controller, 1, { copyOf, createdBy });
}
