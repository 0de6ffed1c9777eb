// Transform (701.28): a transforming double-faced permanent turns over to its other face (712.2).
import { emit, type Run } from '../engine/run.js';
import type { ObjectId } from '../data/state/game-state.js';
import { objectOf } from '../data/state/objects.js';

/**
 * 701.28a: turns the permanent over to its other face; 701.28c: nothing happens to a permanent that
 * is no transforming double-faced card (a token, a copy, a face-down permanent, 708.2), 701.28d: nor
 * when the face it would turn to is an instant or sorcery.
 */
export function transform(run: Run, id: ObjectId): void {
  const permanent = objectOf(run.state, id);
  if (
    !permanent ||
    permanent.zone !== 'battlefield' ||
    permanent.token ||
    permanent.copyOf ||
    permanent.faceDown
  )
    return;
  const card = run.ctx.cards.require(permanent.name);
  if (card.layout !== 'transform') return;
  const [front, back] = card.faces!;
  const toBack = permanent.face !== back!.name;
  const face = toBack ? back! : front!;
  if (face.types.includes('Instant') || face.types.includes('Sorcery')) return;
  emit(run, { type: 'Transformed', object: id, ...(toBack ? { face: back!.name } : {}) });
}
