// Effects (608.2), named after the words of the Oracle text, so `damage(3, target(0))` reads as
// "deals 3 damage to target ...".
import type {
  Cost,
  Amount,
  DamageRecipient,
  EachObject,
  Effect,
  Filter,
  ObjectRef,
  PlayerRef,
  TokenDefinition,
} from '../ir/abilities.js';
import type { Color, Keyword } from '../ir/characteristics.js';

/** The object or player chosen for the ability's n-th target (0-based). */
export const target = (index: number): { target: number } => ({ target: index });

export const damage = (amount: Amount, to: DamageRecipient): Effect => ({ kind: 'deal-damage', amount, to });

export const destroy = (what: ObjectRef, options: { noRegeneration?: true } = {}): Effect => ({
  kind: 'destroy',
  what,
  ...options,
});

export const draw = (amount: Amount, who: PlayerRef = 'you'): Effect => ({ kind: 'draw', who, amount });

export const discard = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'discard', who, amount });

export const mill = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'mill', who, amount });

export const gainLife = (amount: Amount, who: PlayerRef = 'you'): Effect => ({
  kind: 'gain-life',
  who,
  amount,
});

export const loseLife = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'lose-life', who, amount });

export const counter = (what: ObjectRef): Effect => ({ kind: 'counter', what });

export const returnToHand = (what: ObjectRef): Effect => ({ kind: 'return-to-hand', what });

export const putOntoBattlefield = (what: ObjectRef): Effect => ({ kind: 'put-onto-battlefield', what });

export const putOnTopOfLibrary = (what: ObjectRef): Effect => ({
  kind: 'put-on-library',
  what,
  position: 'top',
});

export const sacrifice = (who: PlayerRef, filter: Filter, amount: Amount = 1): Effect => ({
  kind: 'sacrifice',
  who,
  filter,
  amount,
});

/** "[what] gets +N/+M until end of turn" */
export const gets = (what: ObjectRef, power: number, toughness: number): Effect => ({
  kind: 'modify-pt',
  what,
  power,
  toughness,
  duration: 'end-of-turn',
});

/** "[what] gains [keywords] until end of turn" */
export const gains = (what: ObjectRef, ...keywords: Keyword[]): Effect => ({
  kind: 'grant-keywords',
  what,
  keywords,
  duration: 'end-of-turn',
});

export const attach = (what: ObjectRef, to: ObjectRef): Effect => ({ kind: 'attach', what, to });

export const tap = (what: ObjectRef): Effect => ({ kind: 'tap', what });

export const regenerate = (what: ObjectRef): Effect => ({ kind: 'regenerate', what });

export const exile = (what: ObjectRef | EachObject): Effect => ({ kind: 'exile', what });

/** "you get {E}{E}" (107.14, 122.1) */
export const getEnergy = (amount: Amount): Effect => ({
  kind: 'add-player-counters',
  who: 'you',
  counter: 'energy',
  amount,
});

/** "Its activated abilities can't be activated this turn." */
export const cantActivateAbilitiesThisTurn = (what: ObjectRef): Effect => ({
  kind: 'cant-activate-abilities',
  what,
  duration: 'end-of-turn',
});

/** "Prevent the next N damage that would be dealt to ... this turn" (615.7, 615.11) */
export const preventNextDamageThisTurn = (
  amount: number,
  ...to: (DamageRecipient | EachObject)[]
): Effect => ({
  kind: 'prevent-damage',
  to,
  amount,
  duration: 'end-of-turn',
});

export const preventAllCombatDamageThisTurn = (): Effect => ({
  kind: 'prevent-all-combat-damage',
  duration: 'end-of-turn',
});

export const discover = (amount: Amount): Effect => ({ kind: 'discover', amount });

/** "You may ..." */
export const addCounters = (what: ObjectRef, counter: string, amount: Amount): Effect => ({
  kind: 'add-counters',
  what,
  counter,
  amount,
});

export const sacrificeIt = (what: ObjectRef): Effect => ({ kind: 'sacrifice-object', what });

export const unlessYouPay = (cost: Cost, ...effects: Effect[]): Effect => ({
  kind: 'unless-pay',
  cost,
  effects,
});

export const youMay = (...effects: Effect[]): Effect => ({ kind: 'optional', effects });

/** "create N [tokens]" */
export const createTokens = (count: Amount, token: TokenDefinition): Effect => ({
  kind: 'create-token',
  token,
  count,
});

/** A vanilla creature token; 111.4: its name is its subtype plus the word "Token". */
export const creatureToken = (
  subtype: string,
  color: Color,
  power: number,
  toughness: number,
): TokenDefinition => ({
  name: `${subtype} Token`,
  colors: [color],
  types: ['Creature'],
  subtypes: [subtype],
  power,
  toughness,
});
