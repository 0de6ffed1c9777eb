// Abilities many cards share, written once: mana abilities, keyword abilities that are activated
// abilities (cycling, equip), loyalty abilities, and "enters tapped".
import type { Ability, TargetSpec } from '../ir/abilities.js';
import type { ManaType } from '../ir/characteristics.js';
import { attach, draw, target } from './effects.js';
import { targetCreature } from './targets.js';

/** An ability with its own line of Oracle text. */
export type TextedAbility = Extract<Ability, { text: string }>;

type ActivatedAbility = Extract<Ability, { kind: 'activated' }>;

/** An activated ability without its kind and text; targets default to none. */
export type ActivatedSpec = Omit<ActivatedAbility, 'kind' | 'text' | 'targets'> & { targets?: TargetSpec[] };

export const activated = (text: string, { targets = [], ...spec }: ActivatedSpec): ActivatedAbility => ({
  kind: 'activated',
  text,
  targets,
  ...spec,
});

/** 605.1a: "{T}: Add {G}." */
export const tapForMana = (...mana: ManaType[]): ActivatedAbility =>
  activated(`{T}: Add ${mana.map((type) => `{${type}}`).join('')}.`, {
    cost: { tap: true },
    effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana } }],
    manaAbility: true,
  });

/** 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." */
export const cycling = (mana: string): ActivatedAbility =>
  activated(`Cycling ${mana} (${mana}, Discard this card: Draw a card.)`, {
    cost: { mana, discardSelf: true },
    effects: [draw(1)],
    zone: 'hand',
    keyword: 'cycling',
  });

/** 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate only as a sorcery." */
export const equip = (mana: string): ActivatedAbility =>
  activated(`Equip ${mana}`, {
    cost: { mana },
    targets: [targetCreature({ controller: 'you' })],
    effects: [attach('self', target(0))],
    sorcerySpeed: true,
    keyword: 'equip',
  });

/** 606: "+2: ...", "−1: ..." (Oracle writes the minus sign U+2212); always at sorcery speed (606.3). */
export const loyalty = (
  change: number,
  text: string,
  { targets = [], effects }: Pick<ActivatedSpec, 'targets' | 'effects'>,
): ActivatedAbility => {
  const sign = change > 0 ? '+' : change < 0 ? '\u2212' : '';
  return activated(`${sign}${Math.abs(change)}: ${text}`, {
    cost: { loyalty: change },
    targets,
    effects,
    sorcerySpeed: true,
  });
};

/** 606, 107.3: "−X: ..." removes X loyalty counters, X chosen as the ability is activated. */
export const loyaltyMinusX = (
  text: string,
  { targets = [], effects }: Pick<ActivatedSpec, 'targets' | 'effects'>,
): ActivatedAbility =>
  activated(`\u2212X: ${text}`, { cost: { loyaltyMinusX: true }, targets, effects, sorcerySpeed: true });

/**
 * 702.122a: "Crew N" means "Tap any number of other untapped creatures you control with total power
 * N or greater: This permanent becomes an artifact creature until end of turn."
 */
export function crewAbility(text: string, n: number): Ability {
  return {
    kind: 'activated',
    text,
    cost: { crew: n },
    targets: [],
    effects: [{ kind: 'add-types', what: 'self', types: ['Artifact', 'Creature'], duration: 'end-of-turn' }],
    keyword: 'crew',
  };
}
