// Cards with several faces (709 split cards, 710 flip cards, 715 adventurer cards, 712.3 modal
// double-faced cards): each face read like a card of its own, the card's characteristics following
// from them: a split card's both halves' combined (709.4), a flip card's its top half's (710.2), an
// adventurer's or a double-faced card's its first face's (715.4, 712.8a).
import { combinedHalves, type CardDefinition, type CardFace } from '@mtg/cards';
import type { Diagnostic, OracleCard } from './compile.js';

/** The layouts of cards with several faces the compiler reads. */
const LAYOUTS = new Set<CardDefinition['layout']>(['split', 'adventure', 'modal-dfc', 'transform', 'flip']);

/** What a card's text and characteristics read to. */
interface Reading {
  definition?: CardDefinition;
  diagnostics: Diagnostic[];
}

/** A face's own diagnostics name the face (709.3b, 715.3b: each face has its own text). */
function ofFace(face: string, diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.map((d) => ({ ...d, clause: `${face}: ${d.clause}` }));
}

/** The card read from its faces, each read by `read`; a face not read whole leaves the card unread. */
export function facesReading(
  card: OracleCard & { faces: OracleCard[] },
  source: string,
  read: (face: OracleCard) => Reading,
): Reading {
  const layout = card.layout as CardDefinition['layout'];
  if (!LAYOUTS.has(layout) || card.faces.length !== 2) {
    const message = `${card.layout} cards with ${card.faces.length} faces are not read yet`;
    return { diagnostics: [{ code: 'LAYOUT', line: 0, span: [0, 0], clause: 'layout', message }] };
  }
  const readings = card.faces.map((face) => read(face));
  const diagnostics = readings.flatMap((r, i) => ofFace(card.faces[i]!.name, r.diagnostics));
  if (diagnostics.length) return { diagnostics };
  const ownFaces = readings.map(({ definition }): CardFace => {
    const { source: _source, ...face } = definition!;
    return face;
  });
  const faces = layout === 'flip' ? withTopHalfsCost(ownFaces) : ownFaces;
  const own = layout === 'split' ? combinedHalves(faces) : faces[0]!;
  return { definition: { ...own, source, layout, faces }, diagnostics: [] };
}

/** 710.1c: a flip card's color and mana cost don't change when it flips: its bottom half has its top half's. */
function withTopHalfsCost([top, bottom]: CardFace[]): CardFace[] {
  const { manaCost: _cost, colors: _colors, ...alternative } = bottom!;
  const { manaCost, colors } = top!;
  return [
    top!,
    { ...alternative, ...(manaCost !== undefined ? { manaCost } : {}), ...(colors ? { colors } : {}) },
  ];
}
