// Runtime validation of a card definition: first its shape against the IR types, then the rules a
// well-formed card follows that the types alone cannot say.
import type { Ability, CardDefinition, Effect, TargetSpec } from '../ir/abilities.js';
import { BASIC_LAND_MANA, type BasicLandType, type ManaType } from '../ir/characteristics.js';
import { MTGJSON_SOURCE } from '../builder/card-builder.js';
import { cardDefinition } from './ir-schema.js';
import type { ValidationError } from './schema.js';

export type { ValidationError } from './schema.js';

type CardRule = (card: CardDefinition) => ValidationError[];

const problem = (path: string, message: string): ValidationError[] => [{ path, message }];

const abilitiesOf = <K extends Ability['kind']>(card: CardDefinition, kind: K) =>
  card.abilities.flatMap((ability, index) =>
    ability.kind === kind
      ? [{ ability: ability as Extract<Ability, { kind: K }>, path: `abilities[${index}]` }]
      : [],
  );

/** 208.1, 301.7a, 306.5b: printed power and toughness belong to creatures (and Vehicles), loyalty to planeswalkers. */
const printedNumbers: CardRule = (card) => {
  const hasPowerAndToughness = card.types.includes('Creature') || card.subtypes.includes('Vehicle');
  const hasLoyalty = card.types.includes('Planeswalker');
  const expect = (field: 'power' | 'toughness' | 'loyalty', wanted: boolean, holder: string) =>
    (card[field] !== undefined) === wanted
      ? []
      : problem(
          field,
          wanted ? `a ${holder} card has a printed ${field}` : `only ${holder} cards have a printed ${field}`,
        );
  return [
    ...expect('power', hasPowerAndToughness, 'creature'),
    ...expect('toughness', hasPowerAndToughness, 'creature'),
    ...expect('loyalty', hasLoyalty, 'planeswalker'),
  ];
};

/** 604.3, 208.2a: a printed `*` (or `1+*`) is defined by a characteristic-defining ability. */
const starNeedsDefinition: CardRule = (card) => {
  const defined = abilitiesOf(card, 'static').some(({ ability }) => ability.effect.kind === 'set-pt-cda');
  const star = [card.power, card.toughness].some((n) => typeof n === 'string');
  if (star === defined) return [];
  return star
    ? problem('abilities', "a printed * needs a static ability with a 'set-pt-cda' effect")
    : problem('abilities', "a 'set-pt-cda' ability needs a printed * power or toughness");
};

/** Cards that `are` the holder have exactly one ability of `kind`; no other card has one. */
const exactlyOneAbility =
  (
    kind: 'spell' | 'enchant',
    holder: { one: string; all: string },
    are: (card: CardDefinition) => boolean,
  ): CardRule =>
  (card) => {
    const found = abilitiesOf(card, kind);
    if (!are(card))
      return found.flatMap(({ path }) => problem(path, `only ${holder.all} have a '${kind}' ability`));
    return found.length === 1
      ? []
      : problem('abilities', `${holder.one} has exactly one '${kind}' ability, found ${found.length}`);
  };

/** 304.2, 307.2: what an instant or sorcery does is its spell ability. */
const spellAbility = exactlyOneAbility(
  'spell',
  { one: 'an instant or sorcery', all: 'instants and sorceries' },
  (card) => card.types.includes('Instant') || card.types.includes('Sorcery'),
);

/** 303.4a: an Aura's enchant ability says what it targets and may enchant. */
const enchantAbility = exactlyOneAbility('enchant', { one: 'an Aura', all: 'Auras' }, (card) =>
  card.subtypes.includes('Aura'),
);

/** 606.3: loyalty abilities are planeswalkers' and are activated only as a sorcery. */
const loyaltyAbilities: CardRule = (card) =>
  abilitiesOf(card, 'activated')
    .filter(({ ability }) => ability.cost.loyalty !== undefined)
    .flatMap(({ ability, path }) => [
      ...(card.types.includes('Planeswalker')
        ? []
        : problem(`${path}.cost.loyalty`, 'only planeswalkers have loyalty abilities')),
      ...(ability.sorcerySpeed === true
        ? []
        : problem(`${path}.sorcerySpeed`, 'a loyalty ability is activated only as a sorcery (606.3)')),
    ]);

/** 305.6: a basic land type gives the intrinsic mana ability; writing it again would make two. */
const intrinsicManaAbility: CardRule = (card) => {
  if (!card.types.includes('Land')) return [];
  const intrinsic: ManaType[] = card.subtypes
    .filter((subtype): subtype is BasicLandType => Object.hasOwn(BASIC_LAND_MANA, subtype))
    .map((type) => BASIC_LAND_MANA[type]);
  const addsIntrinsicMana = (effect: Effect) =>
    effect.kind === 'add-mana' &&
    effect.mana.kind === 'fixed' &&
    effect.mana.mana.length === 1 &&
    intrinsic.includes(effect.mana.mana[0]);
  return abilitiesOf(card, 'activated')
    .filter(({ ability }) => ability.manaAbility === true && ability.effects.some(addsIntrinsicMana))
    .flatMap(({ path }) =>
      problem(path, 'the basic land type already gives this mana ability (305.6): leave it out'),
    );
};

/** 202.1b: lands have no mana cost. */
const landsHaveNoManaCost: CardRule = (card) =>
  card.types.includes('Land') && card.manaCost !== undefined
    ? problem('manaCost', 'a land has no mana cost')
    : [];

/** The text an ability carries is one of the lines of the card's Oracle text, unless the rules give it (310.11b). */
const abilityTextInOracle: CardRule = (card) => {
  const lines = card.text.split('\n');
  return card.abilities.flatMap((ability, index) =>
    'text' in ability && !('intrinsic' in ability) && !lines.includes(ability.text)
      ? problem(`abilities[${index}].text`, `"${ability.text}" is not a line of the card's text`)
      : [],
  );
};

/**
 * `{ target: n }` references found in a value, except inside the abilities of a token it creates or
 * an ability it grants or a reflexive trigger (603.12): each refers to its own targets.
 */
function targetReferences(value: unknown, path: string): { path: string; index: number }[] {
  if (Array.isArray(value))
    return value.flatMap((element, index) => targetReferences(element, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const entries = Object.entries(value);
  const [only] = entries;
  if (entries.length === 1 && only[0] === 'target' && typeof only[1] === 'number')
    return [{ path, index: only[1] }];
  return entries
    .filter(([key]) => key !== 'abilities' && key !== 'ability' && key !== 'reflexive')
    .flatMap(([key, field]) => targetReferences(field, `${path}.${key}`));
}

const referencesWithin = (targets: readonly TargetSpec[], effects: readonly Effect[], path: string) =>
  targetReferences(effects, `${path}.effects`)
    .filter(({ index }) => index >= targets.length)
    .flatMap((reference) =>
      problem(
        reference.path,
        `refers to target ${reference.index}, but there are ${targets.length} target(s)`,
      ),
    );

/** 115.1: an effect's `{ target: n }` names one of its ability's targets; static abilities target nothing. */
const targetReferencesInRange: CardRule = (card) =>
  card.abilities.flatMap((ability, index) => {
    const path = `abilities[${index}]`;
    switch (ability.kind) {
      case 'spell':
        return ability.modes.flatMap((mode, m) =>
          referencesWithin(mode.targets, mode.effects, `${path}.modes[${m}]`),
        );
      case 'activated':
      case 'triggered':
        return referencesWithin(ability.targets, ability.effects, path);
      default: {
        // 613.1f: "has \"{T}: ... target ...\"": an ability a static ability grants has its own targets.
        const granted =
          ability.kind === 'static' && ability.effect.kind === 'grant-ability'
            ? ability.effect.ability
            : undefined;
        const own = granted?.kind === 'activated' || granted?.kind === 'triggered';
        return [
          ...targetReferences(ability, path).flatMap((reference) =>
            problem(reference.path, `a ${ability.kind} ability has no targets`),
          ),
          ...(own ? referencesWithin(granted.targets, granted.effects, `${path}.effect.ability`) : []),
        ];
      }
    }
  });

const sourceRecorded: CardRule = (card) =>
  card.source === MTGJSON_SOURCE || /^hand: \S/.test(card.source)
    ? []
    : problem('source', `expected '${MTGJSON_SOURCE}' or 'hand: <where the Oracle text comes from>'`);

/** 709.1, 712.3, 715.1: a card with several faces has a layout and two faces, and no card has one without the other. */
const facesLaidOut: CardRule = (card) =>
  (card.layout === undefined) !== (card.faces === undefined)
    ? problem(card.layout ? 'faces' : 'layout', 'a card with several faces has both a layout and its faces')
    : card.faces && card.faces.length !== 2
      ? problem('faces', `a ${card.layout} card has two faces, found ${card.faces.length}`)
      : [];

/** The rules each face obeys like a card of its own (a split card's combined characteristics have two spells). */
const faceRules: readonly CardRule[] = [
  printedNumbers,
  starNeedsDefinition,
  spellAbility,
  enchantAbility,
  loyaltyAbilities,
  intrinsicManaAbility,
  landsHaveNoManaCost,
  abilityTextInOracle,
  targetReferencesInRange,
];

const atPath = (prefix: string, errors: ValidationError[]): ValidationError[] =>
  errors.map((e) => ({ ...e, path: `${prefix}.${e.path}` }));

/** Every problem with a card definition, each with the path to it; empty when the card is valid. */
export function validateCard(value: unknown): ValidationError[] {
  const shapeErrors = cardDefinition.check(value, '');
  if (shapeErrors.length > 0) return shapeErrors;
  const card = value as CardDefinition;
  const faces = card.faces
    ? card.faces.flatMap((face, i) =>
        atPath(
          `faces[${i}]`,
          faceRules.flatMap((rule) => rule({ ...face, source: card.source })),
        ),
      )
    : faceRules.flatMap((rule) => rule(card));
  return [...faces, ...facesLaidOut(card), ...sourceRecorded(card)];
}
