// Cards with several faces (709 split cards, 715 adventurer cards, 712.2-712.3 double-faced cards):
// each face is written like a card of its own, and the card's own characteristics follow from them.
import type { Ability, CardDefinition, CardFace, Mode } from '../ir/abilities.js';
import { renumberTargets } from '../ir/target-references.js';
import { MTGJSON_SOURCE, type CardBuilder } from './card-builder.js';

type Layout = NonNullable<CardDefinition['layout']>;

const union = <T>(...lists: readonly (readonly T[])[]): T[] => [...new Set(lists.flat())];

/**
 * 709.4: a split card has both halves' characteristics combined in every zone but the stack: both
 * names, the combined mana cost (709.4b: its colors and mana value follow from it), each card type and
 * each ability of either half (709.4c).
 */
export function combinedHalves([left, right]: readonly CardFace[]): CardFace {
  return {
    name: `${left!.name} // ${right!.name}`,
    manaCost: `${left!.manaCost ?? ''}${right!.manaCost ?? ''}`,
    supertypes: union(left!.supertypes, right!.supertypes),
    types: union(left!.types, right!.types),
    subtypes: union(left!.subtypes, right!.subtypes),
    text: `${left!.text}\n//\n${right!.text}`,
    abilities: [...left!.abilities, ...right!.abilities],
  };
}

type SpellAbility = Extract<Ability, { kind: 'spell' }>;

/**
 * 702.102b, 709.4d: a fused split spell has both halves' characteristics combined, as the card has;
 * 702.102d: as it resolves, its controller follows the left half's instructions, then the right
 * half's: one spell ability whose targets are the left half's then the right half's, and whose
 * effects are the left half's then the right half's (renumbered to name the right half's targets).
 * Each half's spell ability has one mode: no card with fuse has a modal half.
 */
export function fusedHalves(faces: readonly CardFace[]): CardFace {
  const combined = combinedHalves(faces);
  const spells = faces.flatMap((f) => f.abilities.filter((a): a is SpellAbility => a.kind === 'spell'));
  const others = combined.abilities.filter((a) => a.kind !== 'spell');
  const mode: Mode = { targets: [], effects: [] };
  for (const { modes } of spells) {
    mode.effects.push(...renumberTargets(modes[0]!.effects, mode.targets.length));
    mode.targets.push(...modes[0]!.targets);
  }
  return { ...combined, abilities: [{ kind: 'spell', modes: [mode] }, ...others] };
}

export class MultiFacedCardBuilder {
  private source = MTGJSON_SOURCE;

  constructor(
    private readonly layout: Layout,
    private readonly faces: readonly CardBuilder[],
  ) {}

  /** Where the definition comes from, when it is not the bundled mtgjson data: `hand: <Oracle source>`. */
  from(source: string): this {
    this.source = source;
    return this;
  }

  build(): CardDefinition {
    const faces = this.faces.map((face): CardFace => {
      const { source: _source, ...characteristics } = face.build();
      return characteristics;
    });
    // 715.4, 712.8a: outside the stack an adventurer card has its normal characteristics, a
    // double-faced card its front face's.
    const own = this.layout === 'split' ? combinedHalves(faces) : faces[0]!;
    return structuredClone({ ...own, source: this.source, layout: this.layout, faces });
  }
}

/** 712.2: a transforming double-faced card: its front face and its back face. */
export const transformingDoubleFacedCard = (front: CardBuilder, back: CardBuilder): MultiFacedCardBuilder =>
  new MultiFacedCardBuilder('transform', [front, back]);
