// The ability IR (../ir) as runtime validators. Each validator is typed by the IR type it checks, and
// `object`, `variants`, `enumeration` and `anyOf` make TypeScript reject a schema that misses a field,
// a union member or a literal, so a change to the IR types fails to compile here until it is mirrored.
import type {
  Ability,
  ActivationRestriction,
  TimingRestriction,
  Affected,
  Amount,
  CardDefinition,
  CardFace,
  Condition,
  CombatConstraint,
  CopyException,
  Cost,
  DamageRecipient,
  DrawnCardAction,
  DungeonRoom,
  Duration,
  EachObject,
  Effect,
  EntryChoice,
  Filter,
  ManaProduction,
  ModalChoice,
  Mode,
  ObjectRef,
  PlayerRef,
  PreventedParty,
  ProtectionQuality,
  ReflexiveTrigger,
  SearchDestination,
  Replacement,
  SignedAmount,
  SourceSpec,
  StaticEffect,
  StepName,
  TriggeredKeyword,
  AlternativeCostKeyword,
  TurnPart,
  TargetSpec,
  TokenDefinition,
  Trigger,
  UnlessCost,
  VoteOutcome,
  Zone,
  ZoneDestination,
} from '../ir/abilities.js';
import type {
  BasicLandType,
  CardType,
  Color,
  Keyword,
  ManaType,
  PrintedNumber,
  Supertype,
} from '../ir/characteristics.js';
import { parseManaCost } from '../mana/parse-mana-cost.js';
import {
  anyOf,
  array,
  boolean,
  enumeration,
  integer,
  lazy,
  literal,
  naturalNumber,
  object,
  optional,
  refine,
  string,
  variants,
  type Validator,
} from './schema.js';

const positiveInteger = refine(integer, (value) => (value > 0 ? undefined : 'expected an integer >= 1'));
const nonEmptyString = refine(string, (value) =>
  value.trim() === '' ? 'expected a non-empty string' : undefined,
);

/** The literal `true` (a flag that is present or absent). */
const onlyTrue = refine(boolean, (value) =>
  value ? undefined : 'expected true',
) as Validator<boolean> as Validator<true>;

/** A mana cost in the usual notation, e.g. `{1}{G}` (107.4). */
export const manaCostText = refine(string, (value) => {
  if (value === '') return 'empty mana cost: leave the field out instead';
  try {
    parseManaCost(value);
    return undefined;
  } catch (problem) {
    return (problem as Error).message;
  }
});

const searchDestination = enumeration<SearchDestination>({
  hand: true,
  battlefield: true,
  graveyard: true,
  exile: true,
  'library-top': true,
});
const color = enumeration<Color>({ W: true, U: true, B: true, R: true, G: true });
const manaType = enumeration<ManaType>({ W: true, U: true, B: true, R: true, G: true, C: true });
const cardType = enumeration<CardType>({
  Artifact: true,
  Battle: true,
  Creature: true,
  Dungeon: true,
  Enchantment: true,
  Instant: true,
  Kindred: true,
  Land: true,
  Planeswalker: true,
  Sorcery: true,
});
const supertype = enumeration<Supertype>({ Basic: true, Legendary: true, Snow: true, World: true });
const keyword = enumeration<Keyword>({
  banding: true,
  changeling: true,
  deathtouch: true,
  defender: true,
  devoid: true,
  'double strike': true,
  fear: true,
  'first strike': true,
  flash: true,
  flying: true,
  forestwalk: true,
  haste: true,
  hexproof: true,
  horsemanship: true,
  indestructible: true,
  infect: true,
  intimidate: true,
  islandwalk: true,
  'legendary landwalk': true,
  lifelink: true,
  menace: true,
  mountainwalk: true,
  'nonbasic landwalk': true,
  plainswalk: true,
  reach: true,
  shadow: true,
  shroud: true,
  skulk: true,
  'space sculptor': true,
  'split second': true,
  swampwalk: true,
  trample: true,
  vigilance: true,
  wither: true,
});
const triggeredKeyword = enumeration<TriggeredKeyword>({
  bushido: true,
  'cumulative-upkeep': true,
  echo: true,
  exalted: true,
  flanking: true,
  prowess: true,
  renown: true,
  soulshift: true,
  storm: true,
  replicate: true,
  rampage: true,
  ingest: true,
  exploit: true,
  evoke: true,
  dash: true,
  fabricate: true,
  evolve: true,
  graft: true,
  modular: true,
  extort: true,
  suspend: true,
  vanishing: true,
  fading: true,
  unearth: true,
  madness: true,
  'living-weapon': true,
});
const alternativeCostKeyword = enumeration<AlternativeCostKeyword>({
  evoke: true,
  dash: true,
  bestow: true,
  suspend: true,
  rebound: true,
  madness: true,
});
const printedNumber = anyOf<PrintedNumber>()(naturalNumber, literal('*'), literal('1+*'));
const basicLandType = enumeration<BasicLandType>({
  Plains: true,
  Island: true,
  Swamp: true,
  Mountain: true,
  Forest: true,
});
const stepName = enumeration<StepName>({
  untap: true,
  upkeep: true,
  draw: true,
  main1: true,
  'beginning-of-combat': true,
  'declare-attackers': true,
  'declare-blockers': true,
  'combat-damage': true,
  'end-of-combat': true,
  main2: true,
  end: true,
  cleanup: true,
});
const zone = enumeration<Zone>({
  library: true,
  hand: true,
  graveyard: true,
  battlefield: true,
  stack: true,
  exile: true,
  command: true,
});
const duration = enumeration<Duration>({
  'end-of-turn': true,
  'until-your-next-turn': true,
  'while-source-tapped': true,
  permanent: true,
});
const youOrOpponent = enumeration<'you' | 'opponent'>({ you: true, opponent: true });

const targetRef = object<{ target: number }>({ target: naturalNumber });

const objectRef = anyOf<ObjectRef>()(
  enumeration<Extract<ObjectRef, string>>({
    self: true,
    enchanted: true,
    equipped: true,
    'trigger-object': true,
    'top-of-library': true,
    'exiled-card': true,
    'created-token': true,
    'revealed-card': true,
  }),
  targetRef,
);

const playerRef = anyOf<PlayerRef>()(
  enumeration<Extract<PlayerRef, string>>({
    you: true,
    'each-player': true,
    'each-opponent': true,
    'chosen-player': true,
    'trigger-player': true,
    'defending-player': true,
    'active-player': true,
    'enchanted-player': true,
  }),
  targetRef,
  object<{ controllerOf: ObjectRef }>({ controllerOf: objectRef }),
  object<{ ownerOf: ObjectRef }>({ ownerOf: objectRef }),
  object<{ targetOrItsController: number }>({ targetOrItsController: naturalNumber }),
);

const damageRecipient = anyOf<DamageRecipient>()(objectRef, playerRef);

const filter = object<Filter>({
  types: optional(array(cardType)),
  anyOfTypes: optional(array(cardType)),
  notTypes: optional(array(cardType)),
  subtypes: optional(array(nonEmptyString)),
  anyOfSubtypes: optional(array(nonEmptyString)),
  notSubtypes: optional(array(nonEmptyString)),
  supertypes: optional(array(supertype)),
  notSupertypes: optional(array(supertype)),
  colors: optional(array(color)),
  anyOfColors: optional(array(color)),
  notColors: optional(array(color)),
  controller: optional(
    enumeration<NonNullable<Filter['controller']>>({
      you: true,
      opponent: true,
      'chosen-player': true,
      'defending-player': true,
      'enchanted-player': true,
    }),
  ),
  owner: optional(youOrOpponent),
  token: optional(boolean),
  other: optional(boolean),
  sharesColorWith: optional(objectRef),
  exiledWithSelf: optional(boolean),
  chosenType: optional(boolean),
  manaValueAtLeast: optional(naturalNumber),
  manaValueAtMost: optional(naturalNumber),
  xInManaCost: optional(boolean),
  attacking: optional(boolean),
  blocking: optional(boolean),
  unblocked: optional(boolean),
  inCombat: optional(boolean),
  keywords: optional(array(keyword)),
  notKeywords: optional(array(keyword)),
  powerAtMost: optional(integer),
  powerAtLeast: optional(integer),
  inChosenSector: optional(boolean),
  withCounter: optional(nonEmptyString),
  colorless: optional(boolean),
});

const eachObject = object<EachObject>({
  each: filter,
  zone: optional(zone),
  controlledBy: optional(playerRef),
});

/** 615.1a: a player or object fixed as the effect happens, or the objects matching a filter as the damage would be dealt. */
const preventedParty = anyOf<PreventedParty>()(damageRecipient, object<{ filter: Filter }>({ filter }));

const sourceSpec = object<SourceSpec>({ filter: optional(filter), unblocked: optional(boolean) });

const amount: Validator<Amount> = anyOf<Amount>()(
  naturalNumber,
  literal('X'),
  object<Extract<Amount, { countersOnSelf: unknown }>>({ countersOnSelf: nonEmptyString }),
  object<Extract<Amount, { previousCount: unknown }>>({ previousCount: onlyTrue }),
  object<Extract<Amount, { triggerAmount: unknown }>>({ triggerAmount: onlyTrue }),
  object<Extract<Amount, { count: unknown }>>({ count: filter, controlledBy: optional(playerRef) }),
  object<Extract<Amount, { countCards: unknown }>>({
    countCards: object<Extract<Amount, { countCards: unknown }>['countCards']>({
      zone: enumeration({ graveyard: true, hand: true }),
      of: playerRef,
    }),
  }),
  object<Extract<Amount, { lifeTotal: unknown }>>({ lifeTotal: literal('you') }),
  object<Extract<Amount, { sum: unknown }>>({ sum: array(lazy<Amount>('an amount', () => amount)) }),
  object<Extract<Amount, { paid: unknown }>>({ paid: onlyTrue }),
  object<Extract<Amount, { twice: unknown }>>({ twice: lazy<Amount>('an amount', () => amount) }),
  object<Extract<Amount, { ifXAtLeast: unknown }>>({
    ifXAtLeast: naturalNumber,
    then: lazy<Amount>('an amount', () => amount),
    otherwise: lazy<Amount>('an amount', () => amount),
  }),
  object<Extract<Amount, { manaValueOf: unknown }>>({ manaValueOf: objectRef }),
  object<Extract<Amount, { powerOf: unknown }>>({ powerOf: objectRef }),
  object<Extract<Amount, { excess: unknown }>>({ excess: onlyTrue }),
  object<Extract<Amount, { perBlockerBeyondFirst: unknown }>>({ perBlockerBeyondFirst: positiveInteger }),
  object<Extract<Amount, { devoured: unknown }>>({ devoured: onlyTrue }),
);
const signedAmount: Validator<SignedAmount> = anyOf<SignedAmount>()(
  integer,
  object<Extract<SignedAmount, { plus: unknown }>>({ plus: amount }),
  object<Extract<SignedAmount, { minus: unknown }>>({ minus: amount }),
);

const targetSpec = object<TargetSpec>({
  kind: enumeration<TargetSpec['kind']>({
    any: true,
    creature: true,
    player: true,
    permanent: true,
    spell: true,
    card: true,
    'creature-or-planeswalker': true,
    'player-or-planeswalker': true,
  }),
  filter: optional(filter),
  zone: optional(
    enumeration<NonNullable<TargetSpec['zone']>>({ graveyard: true, hand: true, exile: true, library: true }),
  ),
  count: optional(positiveInteger),
  upTo: optional(boolean),
  atLeast: optional(naturalNumber),
  anyNumber: optional(boolean),
  opponentOnly: optional(boolean),
  ifKicked: optional(boolean),
  another: optional(boolean),
});

const ability: Validator<Ability> = lazy('an ability', () => abilityVariants);

const tokenDefinition = object<TokenDefinition>({
  name: nonEmptyString,
  colors: array(color),
  types: array(cardType),
  subtypes: array(nonEmptyString),
  supertypes: optional(array(supertype)),
  power: optional(naturalNumber),
  toughness: optional(naturalNumber),
  abilities: optional(array(ability)),
});

const manaProduction = variants<ManaProduction, 'kind'>('kind', {
  fixed: { mana: array(manaType) },
  'any-color': { amount: positiveInteger },
  'one-of': { mana: array(manaType) },
});

const effect: Validator<Effect> = lazy('an effect', () => effectVariants);
const playerAndAmount = { who: playerRef, amount };
const zoneDestination = object<ZoneDestination>({
  to: zone,
  position: optional(enumeration({ top: true, bottom: true, shuffle: true })),
  reveal: optional(boolean),
});
const just = { what: objectRef };
const counterAmount = object<{ counter: string; amount: number }>({
  counter: nonEmptyString,
  amount: positiveInteger,
});

const effectVariants = variants<Effect, 'kind'>('kind', {
  'deal-damage': {
    amount,
    to: optional(damageRecipient),
    divided: optional(enumeration({ 'as-you-choose': true, evenly: true })),
    andEach: optional(eachObject),
    from: optional(objectRef),
    ifExcess: optional(array(effect)),
  },
  destroy: {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    noRegeneration: optional(boolean),
  },
  fight: { what: objectRef, other: objectRef },
  draw: {
    ...playerAndAmount,
    andThen: optional(object<DrawnCardAction>({ reveal: optional(boolean), discardIf: optional(filter) })),
    upTo: optional(boolean),
  },
  discard: {
    ...playerAndAmount,
    filter: optional(filter),
    chooser: optional(literal('you')),
    atRandom: optional(boolean),
  },
  'reveal-hand': { who: playerRef },
  'reveal-at-random': { who: playerRef },
  'look-at-hand': { who: playerRef },
  'put-from-hand-on-library': { amount },
  mill: playerAndAmount,
  'gain-life': playerAndAmount,
  'lose-life': playerAndAmount,
  'add-mana': { mana: manaProduction },
  'create-token': { token: tokenDefinition, count: amount, attachedTo: optional(objectRef) },
  counter: { what: objectRef, instead: optional(zoneDestination) },
  'control-entering': { filter, duration },
  'gain-control': { what: objectRef, duration },
  'return-to-hand': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    from: optional(enumeration({ graveyard: true })),
  },
  'put-onto-battlefield': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    ownersControl: optional(boolean),
    counters: optional(counterAmount),
    unearthed: optional(onlyTrue),
    from: optional(enumeration({ graveyard: true, hand: true })),
    tapped: optional(onlyTrue),
    attackingAsReturned: optional(onlyTrue),
  },
  'put-on-library': { what: objectRef, position: enumeration({ top: true, bottom: true }) },
  sacrifice: { who: playerRef, filter, amount },
  'return-chosen-to-hand': { who: playerRef, filter, amount },
  'sacrifice-object': just,
  'modify-pt': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    power: signedAmount,
    toughness: signedAmount,
    duration,
  },
  'grant-keywords': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    keywords: array(keyword),
    duration,
  },
  'add-counters': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    counter: nonEmptyString,
    amount,
  },
  'sacrifice-a-pile': { who: playerRef },
  attach: { what: objectRef, to: objectRef },
  optional: { effects: array(effect), otherwise: optional(array(effect)) },
  'unless-pay': {
    cost: lazy<Cost>('a cost', () => cost),
    effects: array(effect),
    who: optional(playerRef),
    perCounter: optional(nonEmptyString),
  },
  'if-kicked': { effects: array(effect) },
  tap: { what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject) },
  'doesnt-untap-next': just,
  'doesnt-untap-while': { what: objectRef, duration },
  untap: { what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject) },
  transform: just,
  'tap-or-untap': just,
  'create-token-copy': {
    of: objectRef,
    except: optional(lazy<CopyException>('copy exceptions', () => copyException)),
  },
  'additional-land-plays': { count: positiveInteger, duration: literal('end-of-turn') },
  'cant-be-targeted': { what: objectRef, by: literal('opponents'), duration },
  'combat-constraint': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    constraint: enumeration<CombatConstraint>({
      'cant-attack': true,
      'cant-block': true,
      'cant-attack-or-block': true,
      'attacks-if-able': true,
      'can-block-additional': true,
      'can-block-any-number': true,
      'cant-be-blocked': true,
    }),
    duration,
  },
  'grant-flashback': { what: objectRef, duration },
  exile: {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    from: optional(zone),
    faceDown: optional(boolean),
  },
  'skip-next-step': {
    who: playerRef,
    step: anyOf<TurnPart>()(stepName, enumeration({ 'combat-phase': true, turn: true })),
    count: optional(positiveInteger),
    thisTurn: optional(boolean),
  },
  'delayed-trigger': {
    text: nonEmptyString,
    trigger: lazy<Trigger>('a trigger', () => trigger),
    effects: array(effect),
  },
  'add-player-counters': { who: playerRef, counter: nonEmptyString, amount },
  'cant-activate-abilities': { what: objectRef, duration },
  regenerate: { what: objectRef },
  'prevent-all-combat-damage': { duration },
  'prevent-damage': {
    to: array(anyOf<DamageRecipient | EachObject>()(damageRecipient, eachObject)),
    amount: positiveInteger,
    duration,
    counterPerDamagePrevented: optional(nonEmptyString),
  },
  'prevent-next-damage-from-source': {
    source: sourceSpec,
    combatOnly: optional(boolean),
    allBut: optional(positiveInteger),
    duration,
  },
  'redirect-next-damage-from-source': {
    source: sourceSpec,
    amount: positiveInteger,
    to: damageRecipient,
    duration,
  },
  'cant-gain-life': { who: playerRef, duration },
  'damage-cant-be-prevented': { duration },
  'set-colors': { what: objectRef, colors: array(color), duration },
  'add-subtypes': { what: objectRef, subtypes: array(nonEmptyString), duration },
  discover: { amount },
  'flip-coin': { won: optional(array(effect)), lost: optional(array(effect)) },
  clash: { won: optional(array(effect)), lost: optional(array(effect)) },
  vote: {
    options: array(nonEmptyString),
    outcomes: array(
      object<VoteOutcome>({ option: nonEmptyString, effects: array(effect), orTied: optional(boolean) }),
    ),
  },
  designate: { designation: enumeration({ monstrous: true, renowned: true }), amount },
  pay: {
    cost: lazy<Cost>('a cost', () => cost),
    optional: optional(boolean),
    then: optional(array(effect)),
    otherwise: optional(array(effect)),
    reflexive: optional(
      object<ReflexiveTrigger>({ text: nonEmptyString, targets: array(targetSpec), effects: array(effect) }),
    ),
  },
  'pay-any-amount-of-energy': { effects: array(effect) },
  proliferate: {},
  'increase-speed': { amount: positiveInteger },
  'become-creatures': { what: eachObject, power: naturalNumber, toughness: naturalNumber, duration },
  'become-creature': {
    what: objectRef,
    power: naturalNumber,
    toughness: naturalNumber,
    types: array(cardType),
    keeps: boolean,
    subtypes: optional(array(nonEmptyString)),
    allCreatureTypes: optional(onlyTrue),
    colors: optional(array(color)),
    keywords: optional(array(keyword)),
    duration,
  },
  'look-and-cast-free': { count: positiveInteger },
  'cast-transformed': { what: objectRef },
  scry: { amount: positiveInteger },
  'search-library': {
    filter,
    amount: anyOf<Amount | 'any-number'>()(amount, literal('any-number')),
    upTo: optional(boolean),
    reveal: optional(boolean),
    to: searchDestination,
    tapped: optional(boolean),
    theOther: optional(
      object<{ to: SearchDestination; tapped?: boolean }>({
        to: searchDestination,
        tapped: optional(boolean),
      }),
    ),
  },
  'shuffle-library': {},
  'look-at-top': {
    amount,
    take: optional(anyOf<number | 'all'>()(positiveInteger, literal('all'))),
    rest: enumeration<'top' | 'bottom' | 'graveyard' | 'exile'>({
      top: true,
      bottom: true,
      graveyard: true,
      exile: true,
    }),
    whose: optional(playerRef),
    filter: optional(filter),
    upTo: optional(boolean),
    reveal: optional(boolean),
    revealAll: optional(boolean),
  },
  venture: {},
  'choose-sector': { effects: array(effect) },
  'blocked-only-within-sectors': { duration },
  'lose-life-unless': {
    who: playerRef,
    amount,
    unless: anyOf<UnlessCost>()(
      object<{ discard: Filter }>({ discard: filter }),
      object<{ sacrifice: Filter }>({ sacrifice: filter }),
    ),
  },
  flip: just,
  'copy-spell': { what: objectRef, times: optional(amount), newTargets: optional(boolean) },
  'exile-top-of-library': { who: playerRef, amount },
  exploit: {},
  'prevent-all-damage': {
    to: optional(array(preventedParty)),
    by: optional(array(preventedParty)),
    combatOnly: optional(onlyTrue),
    duration,
  },
  'grant-protection': {
    what: anyOf<ObjectRef | EachObject>()(objectRef, eachObject),
    from: anyOf<{ color: Color } | 'color-of-choice'>()(
      object<{ color: Color }>({ color }),
      literal('color-of-choice'),
    ),
    duration,
  },
  'reveal-top': { who: playerRef },
  'put-into-graveyard': { what: objectRef },
  'reveal-until': {
    who: playerRef,
    filter,
    found: optional(enumeration<'hand' | 'battlefield'>({ hand: true, battlefield: true })),
    rest: enumeration<'bottom' | 'bottom-random' | 'graveyard' | 'exile'>({
      bottom: true,
      'bottom-random': true,
      graveyard: true,
      exile: true,
    }),
  },
  'if-object-is': { what: objectRef, filter, then: array(effect), otherwise: optional(array(effect)) },
  bolster: { amount },
  'add-types': { what: objectRef, types: array(cardType), duration },
  'become-monarch': { who: playerRef },
  'move-counters': { from: objectRef, to: objectRef, counter: nonEmptyString, amount: positiveInteger },
  drain: { who: playerRef, amount },
  'remove-counters': {
    what: objectRef,
    counter: nonEmptyString,
    amount: positiveInteger,
    ifCant: optional(array(effect)),
  },
  'cast-free': { what: objectRef, keyword: optional(alternativeCostKeyword) },
  'cast-for-cost': {
    what: objectRef,
    keyword: alternativeCostKeyword,
    cost: lazy<Cost>('a cost', () => cost),
    otherwise: literal('graveyard'),
  },
  'extra-turn': { who: playerRef, count: optional(positiveInteger) },
});

const cost = object<Cost>({
  mana: optional(manaCostText),
  tap: optional(boolean),
  untap: optional(boolean),
  loyalty: optional(integer),
  loyaltyMinusX: optional(onlyTrue),
  life: optional(positiveInteger),
  energy: optional(positiveInteger),
  discardSelf: optional(boolean),
  sacrificeSelf: optional(boolean),
  sacrifice: optional(object<NonNullable<Cost['sacrifice']>>({ filter, count: positiveInteger })),
  discard: optional(
    object<NonNullable<Cost['discard']>>({
      filter: optional(filter),
      count: positiveInteger,
      atRandom: optional(boolean),
    }),
  ),
  exile: optional(
    object<NonNullable<Cost['exile']>>({
      from: enumeration({ hand: true, graveyard: true }),
      filter: optional(filter),
      count: positiveInteger,
    }),
  ),
  removeCounters: optional(counterAmount),
  putCounters: optional(counterAmount),
  crew: optional(positiveInteger),
  returnToHand: optional(object<NonNullable<Cost['returnToHand']>>({ filter, count: positiveInteger })),
});

const trigger: Validator<Trigger> = lazy('a trigger', () => triggerVariants);
const aboutAnObject = { filter: optional(filter) };

const triggerVariants = variants<Trigger, 'event'>('event', {
  enters: aboutAnObject,
  dies: aboutAnObject,
  leaves: aboutAnObject,
  attacks: { filter: optional(filter), withOthers: optional(positiveInteger) },
  'you-attack': {},
  'attacks-alone': aboutAnObject,
  blocks: {},
  'attacks-unblocked': {},
  'becomes-blocked': {},
  'blocked-by': { without: optional(triggeredKeyword) },
  'any-of': { triggers: array(trigger) },
  step: {
    step: stepName,
    whose: enumeration({
      yours: true,
      each: true,
      opponents: true,
      'enchanted-controller': true,
      'enchanted-player': true,
    }),
  },
  cast: {
    by: enumeration({ you: true, any: true, opponent: true }),
    filter: optional(filter),
    targetsSelf: optional(onlyTrue),
  },
  activate: { by: enumeration({ you: true, any: true, opponent: true }), of: optional(filter) },
  discard: { by: enumeration({ you: true, any: true, opponent: true }) },
  'deals-damage': {
    to: optional(enumeration({ player: true, opponent: true, creature: true, any: true })),
    combat: optional(boolean),
    filter: optional(filter),
    attached: optional(enumeration({ enchanted: true, equipped: true })),
  },
  'dealt-damage': {},
  chapter: { chapter: positiveInteger },
  'becomes-target': {
    spell: optional(boolean),
    by: optional(literal('opponent')),
    filter: optional(filter),
    attached: optional(literal('enchanted')),
  },
  'put-into-graveyard': { from: literal('battlefield'), filter: optional(filter) },
  discover: {},
  'last-counter-removed': { counter: nonEmptyString },
  'exiled-by-madness': {},
  'room-entered': { room: nonEmptyString },
  'turned-face-up': {},
  'becomes-designated': { designation: enumeration({ monstrous: true, renowned: true }) },
  'cast-self': {
    amount: optional(enumeration({ 'spells-cast-before': true, 'replicate-payments': true })),
  },
  exploits: {},
});

const condition = variants<Condition, 'kind'>('kind', {
  'life-at-most': { who: playerRef, amount: naturalNumber },
  controls: { filter, atLeast: naturalNumber, atMost: optional(naturalNumber) },
  'had-no-counters': { counter: nonEmptyString },
  'started-turn-untapped': {},
  'you-cast-it': {},
  'completed-dungeon': {},
  'no-spells-cast-last-turn': {},
  'a-player-cast-two-spells-last-turn': {},
  'level-counters': { atLeast: naturalNumber, atMost: optional(naturalNumber) },
  'graveyard-size': { atLeast: positiveInteger },
  'graveyard-card-types': { atLeast: positiveInteger },
  'hand-size': { atLeast: naturalNumber, atMost: optional(naturalNumber) },
  'total-power': { atLeast: positiveInteger },
  attacked: {},
  'opponent-dealt-damage-this-turn': {},
  'cast-with': { keyword: alternativeCostKeyword },
  unearthed: {},
  evolves: {},
  kicked: {},
  designated: { designation: enumeration({ monstrous: true, renowned: true }), not: optional(onlyTrue) },
  'counters-on-self': { counter: nonEmptyString, atLeast: positiveInteger },
});

const timing = {
  turn: optional(enumeration({ yours: true, 'not-yours': true })),
  steps: optional(array(stepName)),
  condition: optional(condition),
};
const timingRestriction = object<TimingRestriction>(timing);
const activationRestriction = object<ActivationRestriction>({ ...timing, oncePerTurn: optional(onlyTrue) });

const affected = anyOf<Affected>()(
  enumeration<Extract<Affected, string>>({ enchanted: true, equipped: true, self: true }),
  object<Extract<Affected, object>>({
    filter,
    zone: optional(anyOf<Zone | 'anywhere'>()(zone, literal('anywhere'))),
  }),
);

const staticEffect = variants<StaticEffect, 'kind'>('kind', {
  'modify-pt': { affected, power: integer, toughness: integer },
  'set-pt-cda': { power: amount, toughness: optional(amount) },
  'grant-keywords': { affected, keywords: array(keyword) },
  'cant-attack': { affected, unlessDefenderControls: optional(filter) },
  'cant-activate-abilities': { affected: enumeration({ enchanted: true, equipped: true }) },
  'can-block-additional': {
    affected,
    amount: anyOf<number | 'any'>()(positiveInteger, literal('any')),
  },
  'cant-block': { affected },
  'cant-be-blocked': { affected, except: optional(array(filter)), by: optional(filter) },
  'attacks-each-combat': { affected },
  'doesnt-untap': { affected },
  'may-choose-not-to-untap': {},
  'cant-be-countered': {},
  'can-block-only': { keyword },
  'lose-all-abilities': { affected },
  'cost-modification': { spells: filter, generic: integer, mana: optional(manaCostText) },
  'cost-reduction': {
    spells: filter,
    mana: manaCostText,
    only: optional(anyOf<'colored' | Color>()(literal('colored'), color)),
  },
  'self-cost-modification': {
    generic: integer,
    forEach: anyOf<'target-beyond-first' | { count: Filter }>()(
      literal('target-beyond-first'),
      object<{ count: Filter }>({ count: filter }),
    ),
    mana: optional(manaCostText),
  },
  'activation-cost-modification': {
    generic: integer,
    of: optional(filter),
    exceptManaAbilities: optional(onlyTrue),
    leavesOneMana: optional(onlyTrue),
  },
  'cant-cast': { spells: filter },
  'cast-without-paying': { from: literal('hand') },
  'cant-have-counters': {
    counter: nonEmptyString,
    on: anyOf<Affected | 'you'>()(affected, literal('you')),
  },
  'max-counters': { counter: nonEmptyString, max: naturalNumber },
  'lose-keywords': { affected, keywords: array(keyword) },
  'cant-lose-game': {},
  'skip-step': { step: stepName, whose: enumeration({ each: true, yours: true }) },
  protection: {
    affected,
    from: anyOf<ProtectionQuality>()(object<{ color: Color }>({ color }), literal('chosen-color')),
  },
  'add-chosen-type': {},
  control: { affected: literal('enchanted') },
  becomes: {
    affected,
    types: optional(
      object<NonNullable<Extract<StaticEffect, { kind: 'becomes' }>['types']>>({
        add: optional(array(cardType)),
        set: optional(array(cardType)),
      }),
    ),
    landTypes: optional(array(basicLandType)),
    colors: optional(array(color)),
    powerToughness: optional(
      anyOf<'mana-value' | { power: number; toughness: number }>()(
        literal('mana-value'),
        object<{ power: number; toughness: number }>({ power: integer, toughness: integer }),
      ),
    ),
  },
  'spend-mana-as-any-color': {},
  'grant-ability': { affected, ability },
  'additional-land-plays': { count: positiveInteger },
  'top-of-library-revealed': {},
  'play-lands-from-library-top': {},
});

/** 707.9a-b: the exceptions of a copy effect. */
const copyException = object<CopyException>({
  subtypes: optional(array(nonEmptyString)),
  abilities: optional(array(ability)),
});

const replacement = variants<Replacement, 'event'>('event', {
  enters: {
    object: affected,
    tapped: optional(boolean),
    counters: optional(object({ counter: nonEmptyString, amount })),
    choose: optional(
      enumeration<EntryChoice>({ color: true, 'creature-type': true, player: true, opponent: true }),
    ),
    payLifeOrTapped: optional(positiveInteger),
    devour: optional(positiveInteger),
    unless: optional(condition),
    if: optional(condition),
    optional: optional(onlyTrue),
  },
  'umbra-armor': {},
  'enters-as-copy': {
    of: filter,
    except: optional(copyException),
  },
  'zone-change': {
    object: affected,
    from: optional(zone),
    to: zone,
    instead: zoneDestination,
  },
  damage: { source: affected, multiply: positiveInteger },
  draw: {
    instead: anyOf<Extract<Replacement, { event: 'draw' }>['instead']>()(
      object<{ multiply: number; loseLife?: number }>({
        multiply: positiveInteger,
        loseLife: optional(positiveInteger),
      }),
      object<{ win: true }>({ win: onlyTrue }),
      object<{ exileTopCard: { faceDown: boolean } }>({
        exileTopCard: object<{ faceDown: boolean }>({ faceDown: boolean }),
      }),
      object<{ dredge: number }>({ dredge: positiveInteger }),
    ),
    libraryEmpty: optional(boolean),
    handEmpty: optional(boolean),
  },
  'damage-redirect': { toYou: boolean, toPermanents: optional(filter), to: optional(literal('equipped')) },
  counters: {
    on: affected,
    counter: optional(nonEmptyString),
    plus: optional(positiveInteger),
    multiply: optional(positiveInteger),
    byEffect: optional(boolean),
  },
  tokens: { multiply: positiveInteger },
  'gain-life': { who: youOrOpponent, instead: literal('lose-life') },
  'prevent-damage': {
    to: optional(anyOf<Affected | 'you'>()(affected, literal('you'))),
    by: optional(affected),
    combatOnly: optional(onlyTrue),
    amount: optional(positiveInteger),
    counters: optional(nonEmptyString),
  },
});

const mode = object<Mode>({ text: optional(string), targets: array(targetSpec), effects: array(effect) });
const modalChoice = object<ModalChoice>({
  modes: array(mode),
  chooseModes: positiveInteger,
  chooseAtLeast: optional(positiveInteger),
});

const abilityVariants = variants<Ability, 'kind'>('kind', {
  keyword: { keyword },
  spell: {
    modes: array(mode),
    chooseModes: optional(positiveInteger),
    chooseAtLeast: optional(positiveInteger),
    modesChosenBy: optional(literal('opponent')),
    additionalCost: optional(cost),
  },
  activated: {
    text: nonEmptyString,
    cost,
    targets: array(targetSpec),
    effects: array(effect),
    manaAbility: optional(boolean),
    sorcerySpeed: optional(boolean),
    restriction: optional(activationRestriction),
    zone: optional(enumeration({ hand: true, graveyard: true })),
    keyword: optional(nonEmptyString),
    anyPlayer: optional(onlyTrue),
  },
  triggered: {
    text: nonEmptyString,
    trigger,
    condition: optional(condition),
    targets: array(targetSpec),
    effects: array(effect),
    oncePerTurn: optional(boolean),
    intrinsic: optional(nonEmptyString),
    keyword: optional(triggeredKeyword),
    zone: optional(literal('exile')),
    modal: optional(modalChoice),
  },
  static: { text: nonEmptyString, effect: staticEffect, condition: optional(condition) },
  enchant: { target: targetSpec },
  delve: {},
  kicker: { cost },
  'alternative-cost': { text: nonEmptyString, cost, keyword: optional(alternativeCostKeyword) },
  'jump-start': {},
  flashback: { cost },
  morph: { cost: manaCostText, megamorph: optional(onlyTrue) },
  suspend: { time: positiveInteger, cost: manaCostText },
  'begin-on-battlefield': { text: string },
  'cast-restriction': { text: nonEmptyString, restriction: timingRestriction },
  'flash-if-paid': { text: nonEmptyString, cost },
  'start-your-engines': { text: string },
  'max-speed': { text: string, ability },
  replacement: {
    text: nonEmptyString,
    replacement,
    zone: optional(enumeration<'anywhere' | 'graveyard'>({ anywhere: true, graveyard: true })),
  },
  buyback: { cost },
  replicate: { cost },
  convoke: {},
  'additional-cost': { text: nonEmptyString, cost },
  entwine: { cost },
  fuse: {},
  rebound: {},
  madness: { cost: manaCostText },
});

const faceFields = {
  name: nonEmptyString,
  manaCost: optional(manaCostText),
  colors: optional(array(color)),
  supertypes: array(supertype),
  types: array(cardType),
  subtypes: array(nonEmptyString),
  power: optional(printedNumber),
  toughness: optional(printedNumber),
  loyalty: optional(naturalNumber),
  defense: optional(naturalNumber),
  text: string,
  abilities: array(ability),
};

/** 709, 712, 715: one face of a card with several. */
const cardFace = object<CardFace>(faceFields, 'a card face');

export const cardDefinition = object<CardDefinition>(
  {
    ...faceFields,
    source: nonEmptyString,
    layout: optional(
      enumeration({ split: true, adventure: true, 'modal-dfc': true, transform: true, flip: true }),
    ),
    faces: optional(array(cardFace)),
    rooms: optional(
      array(object<DungeonRoom>({ name: nonEmptyString, leadsTo: array(nonEmptyString) }, 'a dungeon room')),
    ),
  },
  'a card definition',
);
