// The face a card with several is cast with (709.3, 712.11b, 715.3): chosen before the card moves
// to the stack; only that face is evaluated to see if it can be cast (709.3a, 712.11c, 715.3a).
import type { CardDefinition, CardFace } from '@mtg/cards';
import { reject, type Run } from '../engine/run.js';
import { characteristicsOfAny } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import type { Characteristics, GameObject } from '../data/state/game-state.js';

const names = (def: CardDefinition) => (def.faces ?? []).map((f) => f.name);

/**
 * The faces a card may be cast with, by name: either half of a split card (709.3), the creature or
 * the Adventure of an adventurer card (715.3), the front or back face of a modal double-faced card
 * (712.11b; a land face is played, never cast), the front face of a transforming double-faced card
 * (712.11); a card with one face is cast with its own.
 */
export function castableFaces(def: CardDefinition): string[] {
  if (!def.faces || def.layout === 'transform') return [def.name];
  return def.faces.filter((face) => !face.types.includes('Land')).map((face) => face.name);
}

// 715.3d: a card exiled on an adventure may be cast, but not as an Adventure.
const barredOnAdventure = (card: GameObject, face: CardFace | undefined) =>
  !!card.onAdventure && !!face?.subtypes.includes('Adventure');

/**
 * The faces `card` may be cast with now, as `CastSpell` names them (`face`): undefined for the card's
 * own face (one face, the front face of a double-faced card, the creature of an adventurer card),
 * else the face's name (either half of a split card, 709.3; an Adventure, 715.3; a back face, 712.11b).
 */
export function facesToCast(def: CardDefinition, card: GameObject): (string | undefined)[] {
  const face = (name: string) => def.faces?.find((f) => f.name === name);
  const faces = castableFaces(def)
    .filter((name) => !barredOnAdventure(card, face(name)))
    .map((name) => (def.layout === 'split' || (def.faces && name !== def.faces[0]!.name) ? name : undefined));
  return fusable(def, card) ? [...faces, def.name] : faces;
}

/** 702.102a: a split card with fuse, in a player's hand, may be cast as both halves, named by its whole name. */
const hasFuse = (def: CardDefinition) =>
  def.layout === 'split' && def.abilities.some((a) => a.kind === 'fuse');
const fusable = (def: CardDefinition, card: GameObject) => hasFuse(def) && card.zone === 'hand';

/** 702.102a: why the card can't be cast fused, if it can't: it has no fuse, or it is not in a hand. */
function checkFusable(def: CardDefinition, card: GameObject): void {
  if (!hasFuse(def))
    reject(
      'FACE_INVALID',
      '702.102a',
      `${def.name} has no fuse: choose one half (${names(def).join(' or ')})`,
    );
  if (card.zone !== 'hand')
    reject(
      'FACE_INVALID',
      '702.102a',
      `${def.name} is cast fused only from a hand, not from the ${card.zone}`,
    );
}

/** 712.11a: the face a transforming double-faced card is cast "transformed" with, its back face. */
export function transformedFace(def: CardDefinition): string | undefined {
  return def.layout === 'transform' ? def.faces![1]!.name : undefined;
}

/**
 * The face `card` is cast with (`named` by the player), as the face the spell has on the stack:
 * undefined for the card's own characteristics (a card with one face, the creature of an adventurer
 * card, the front face of a modal double-faced card, 712.11), else the name of the face.
 */
export function faceToCast(
  run: Run,
  card: GameObject,
  named?: string,
  transformed = false,
): string | undefined {
  const def = definitionOf(run.ctx, card);
  if (transformed || def.layout === 'transform') return transformedFaceToCast(def, named, transformed);
  if (!def.faces) {
    if (named !== undefined && named !== def.name)
      reject('FACE_INVALID', '601.2a', `${def.name} has one face: it has no face named "${named}"`);
    return undefined;
  }
  if (named === undefined) {
    // 709.3: a player chooses which half of a split card they cast (702.102a: or both, fused); 712.11:
    // the front face by default.
    if (def.layout === 'split')
      reject(
        'FACE_MISSING',
        '709.3',
        `choose the half of ${def.name} to cast: ${[...names(def), ...(fusable(def, card) ? [def.name] : [])].join(' or ')}`,
      );
    return undefined;
  }
  if (def.layout === 'split' && named.toLowerCase() === def.name.toLowerCase()) {
    checkFusable(def, card);
    return def.name;
  }
  const face = def.faces.find((f) => f.name.toLowerCase() === named.toLowerCase());
  if (!face)
    reject('FACE_INVALID', '709.3', `${def.name} has no face named "${named}" (${names(def).join(', ')})`);
  if (barredOnAdventure(card, face))
    reject('FACE_INVALID', '715.3d', `${def.name} can't be cast as an Adventure from exile`);
  return face.name === def.name && def.layout !== 'split' ? undefined : face.name;
}

// 712.11, 712.11a: a transforming double-faced card is cast with its front face up, or with its back
// face up when an effect lets it be cast "transformed"; a card with no back face can't be.
function transformedFaceToCast(def: CardDefinition, named: string | undefined, transformed: boolean) {
  const back = transformedFace(def);
  if (transformed && !back) reject('FACE_INVALID', '712.11a', `${def.name} can't be cast transformed`);
  const face = transformed ? back : def.name;
  if (named !== undefined && named.toLowerCase() !== face!.toLowerCase())
    reject(
      'FACE_INVALID',
      '712.11',
      `${def.name} is cast with its ${transformed ? 'back' : 'front'} face up`,
    );
  return transformed ? back : undefined;
}

/**
 * The characteristics the card would have as a spell with that face up (709.3a, 712.11c, 715.3a), as
 * far as beginning to cast it reads them: all but power and toughness (layers 1-6).
 */
export function castCharacteristics(run: Run, card: GameObject, face: string | undefined): Characteristics {
  return characteristicsOfAny(run.state, run.ctx, face ? { ...card, face } : card);
}
