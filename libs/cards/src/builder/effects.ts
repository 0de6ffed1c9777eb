// Effects (608.2), named after the words of the Oracle text, so `damage(3, target(0))` reads as
// "deals 3 damage to target ...".
import type {
  CopyException,
  Cost,
  Amount,
  DamageRecipient,
  DrawnCardAction,
  EachObject,
  Effect,
  Filter,
  ObjectRef,
  PlayerRef,
  StepName,
  TokenDefinition,
  UnlessCost,
  Zone,
  ZoneDestination,
} from '../ir/abilities.js';
import type { Color, Keyword, ManaType } from '../ir/characteristics.js';

/** The object or player chosen for the ability's n-th target (0-based). */
export const target = (index: number): { target: number } => ({ target: index });

export const damage = (amount: Amount, to: DamageRecipient): Effect => ({ kind: 'deal-damage', amount, to });

export const destroy = (what: ObjectRef | EachObject, options: { noRegeneration?: true } = {}): Effect => ({
  kind: 'destroy',
  what,
  ...options,
});

export const draw = (amount: Amount, who: PlayerRef = 'you', andThen?: DrawnCardAction): Effect => ({
  kind: 'draw',
  who,
  amount,
  ...(andThen ? { andThen } : {}),
});

/** "[Player] draws up to N cards": that player chooses how many, from 0 to N. */
export const drawUpTo = (amount: Amount, who: PlayerRef): Effect => ({
  kind: 'draw',
  who,
  amount,
  upTo: true,
});

export const discard = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'discard', who, amount });

/** "Look at [player]'s hand" */
export const lookAtHand = (who: PlayerRef): Effect => ({ kind: 'look-at-hand', who });

/** "Add {B}{B}{B}." as a spell's effect (Dark Ritual). */
export const addMana = (...mana: ManaType[]): Effect => ({ kind: 'add-mana', mana: { kind: 'fixed', mana } });

export const mill = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'mill', who, amount });

export const gainLife = (amount: Amount, who: PlayerRef = 'you'): Effect => ({
  kind: 'gain-life',
  who,
  amount,
});

export const loseLife = (amount: Amount, who: PlayerRef): Effect => ({ kind: 'lose-life', who, amount });

export const counter = (what: ObjectRef, instead?: ZoneDestination): Effect => ({
  kind: 'counter',
  what,
  ...(instead ? { instead } : {}),
});

export const putOntoBattlefield = (what: ObjectRef | EachObject): Effect => ({
  kind: 'put-onto-battlefield',
  what,
});

export const untap = (what: ObjectRef): Effect => ({ kind: 'untap', what });

/** "If this spell was kicked, ..." (702.33d) */
export const ifKicked = (...effects: Effect[]): Effect => ({ kind: 'if-kicked', effects });

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
export const gains = (what: ObjectRef | EachObject, ...keywords: Keyword[]): Effect => ({
  kind: 'grant-keywords',
  what,
  keywords,
  duration: 'end-of-turn',
});

export const attach = (what: ObjectRef, to: ObjectRef): Effect => ({ kind: 'attach', what, to });

export const tap = (what: ObjectRef): Effect => ({ kind: 'tap', what });

export const regenerate = (what: ObjectRef): Effect => ({ kind: 'regenerate', what });

export const exile = (
  what: ObjectRef | EachObject,
  options: { from?: Zone; faceDown?: true } = {},
): Effect => ({ kind: 'exile', what, ...options });

/** "[Player] skips their next [step]" (614.10a) */
export const skipsNextStep = (who: PlayerRef, step: StepName): Effect => ({
  kind: 'skip-next-step',
  who,
  step,
});

/** "[what] becomes [colors] until end of turn" (105.3, 613.1e) */
export const becomes = (what: ObjectRef, ...colors: Color[]): Effect => ({
  kind: 'set-colors',
  what,
  colors,
  duration: 'end-of-turn',
});

export const discover = (amount: Amount): Effect => ({ kind: 'discover', amount });
/** "Flip a coin. If you win the flip, ... If you lose the flip, ..." (705). */
export const flipCoin = (outcomes: { won?: Effect[]; lost?: Effect[] }): Effect => ({
  kind: 'flip-coin',
  ...outcomes,
});

/** "You may ..." */
export const addCounters = (what: ObjectRef | EachObject, counter: string, amount: Amount): Effect => ({
  kind: 'add-counters',
  what,
  counter,
  amount,
});

/** "[effects] unless [player] pays [cost]" (118.12a), e.g. "Counter target spell unless its controller pays {3}." */
export const unlessPays = (who: PlayerRef, cost: Cost, ...effects: Effect[]): Effect => ({
  kind: 'unless-pay',
  cost,
  effects,
  who,
});

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

/** "Tap or untap [what]": the controller chooses which as the effect happens. */
export const tapOrUntap = (what: ObjectRef): Effect => ({ kind: 'tap-or-untap', what });

/** "Create a token that's a copy of [what][, except ...]" (707.2, 707.9a). */
export const createTokenCopy = (of: ObjectRef, except?: CopyException): Effect => ({
  kind: 'create-token-copy',
  of,
  ...(except ? { except } : {}),
});

/** "Pay [cost]. If you can't, [effects]." */
export const payOrElse = (cost: Cost, ...otherwise: Effect[]): Effect => ({ kind: 'pay', cost, otherwise });

/** "You may pay any amount of {E}. ... that much": the effects see the amount as `{ paid: true }`. */
export const payAnyAmountOfEnergy = (...effects: Effect[]): Effect => ({
  kind: 'pay-any-amount-of-energy',
  effects,
});

/** Proliferate (701.27a). */
export const proliferate = (): Effect => ({ kind: 'proliferate' });

/** Scry N (701.18a). */
export const scry = (amount: number): Effect => ({ kind: 'scry', amount });

/** Venture into the dungeon (701.46). */
export const ventureIntoTheDungeon = (): Effect => ({ kind: 'venture' });

/** "[Who] loses N life unless they [discard a card / sacrifice a permanent]" (118.12a). */
export const losesLifeUnless = (who: PlayerRef, amount: Amount, unless: UnlessCost): Effect => ({
  kind: 'lose-life-unless',
  who,
  amount,
  unless,
});

/** 111.10a: a Treasure token, a colorless Treasure artifact token with "{T}, Sacrifice this artifact: Add one mana of any color." */
export const treasureToken: TokenDefinition = {
  name: 'Treasure Token',
  colors: [],
  types: ['Artifact'],
  subtypes: ['Treasure'],
  abilities: [
    {
      kind: 'activated',
      text: '{T}, Sacrifice this artifact: Add one mana of any color.',
      cost: { tap: true, sacrificeSelf: true },
      targets: [],
      effects: [{ kind: 'add-mana', mana: { kind: 'any-color', amount: 1 } }],
      manaAbility: true,
    },
  ],
};

/** 111.10f: a Clue token, a colorless Clue artifact token with "{2}, Sacrifice this artifact: Draw a card." */
export const clueToken: TokenDefinition = {
  name: 'Clue Token',
  colors: [],
  types: ['Artifact'],
  subtypes: ['Clue'],
  abilities: [
    {
      kind: 'activated',
      text: '{2}, Sacrifice this artifact: Draw a card.',
      cost: { mana: '{2}', sacrificeSelf: true },
      targets: [],
      effects: [{ kind: 'draw', who: 'you', amount: 1 }],
    },
  ],
};

/** 701.36a: "Investigate" means "Create a Clue token"; "investigate N times" creates N. */
export const investigate = (times: Amount = 1): Effect => createTokens(times, clueToken);

/** 702.123a: the 1/1 colorless Servo artifact creature token fabricate creates. */
export const servoToken: TokenDefinition = {
  name: 'Servo Token',
  colors: [],
  types: ['Artifact', 'Creature'],
  subtypes: ['Servo'],
  power: 1,
  toughness: 1,
};
