// Triggered keyword abilities (702): the triggered ability each keyword stands for (and the static
// abilities graft, modular and unleash come with), one definition for the hand-written cards and the
// Oracle compiler alike. `text` is the line of Oracle text it is written on.
import type {
  Ability,
  Condition,
  Effect,
  ObjectRef,
  TargetSpec,
  TokenDefinition,
  Trigger,
  TriggeredKeyword,
} from '../ir/abilities.js';
import { attach, createTokens, servoToken } from './effects.js';

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

/** "[What] gets +N/+N until end of turn." */
function getsUntilEndOfTurn(what: ObjectRef, n: number): Effect {
  return { kind: 'modify-pt', what, power: n, toughness: n, duration: 'end-of-turn' };
}

function keywordAbility(
  keyword: TriggeredKeyword,
  text: string,
  trigger: Trigger,
  ...effects: Effect[]
): TriggeredAbility {
  return { kind: 'triggered', text, keyword, trigger, targets: [], effects };
}

/** 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." */
export function exaltedAbility(text: string): TriggeredAbility {
  const trigger: Trigger = { event: 'attacks-alone', filter: { types: ['Creature'], controller: 'you' } };
  return keywordAbility('exalted', text, trigger, getsUntilEndOfTurn('trigger-object', 1));
}

/** 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn." */
export function flankingAbility(text: string): TriggeredAbility {
  const trigger: Trigger = { event: 'blocked-by', without: 'flanking' };
  return keywordAbility('flanking', text, trigger, getsUntilEndOfTurn('trigger-object', -1));
}

/** 702.45a: "Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn." */
export function bushidoAbility(text: string, n: number): TriggeredAbility {
  const trigger: Trigger = { event: 'any-of', triggers: [{ event: 'blocks' }, { event: 'becomes-blocked' }] };
  return keywordAbility('bushido', text, trigger, getsUntilEndOfTurn('self', n));
}

/** 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." */
export function prowessAbility(text: string): TriggeredAbility {
  const trigger: Trigger = { event: 'cast', by: 'you', filter: { notTypes: ['Creature'] } };
  return keywordAbility('prowess', text, trigger, getsUntilEndOfTurn('self', 1));
}

/**
 * 702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on
 * the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
 * on it. If you don't, sacrifice it." (A mana cost.)
 */
export function cumulativeUpkeepAbility(text: string, mana: string): TriggeredAbility {
  const trigger: Trigger = { event: 'step', step: 'upkeep', whose: 'yours' };
  return keywordAbility(
    'cumulative-upkeep',
    text,
    trigger,
    { kind: 'add-counters', what: 'self', counter: 'age', amount: 1 },
    {
      kind: 'unless-pay',
      cost: { mana },
      perCounter: 'age',
      effects: [{ kind: 'sacrifice-object', what: 'self' }],
    },
  );
}

/**
 * 702.30a: "Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your
 * control since the beginning of your last upkeep, sacrifice it unless you pay [cost]": as it enters,
 * a delayed triggered ability for its controller's next upkeep (603.7). (A mana cost; a permanent whose
 * control changes later is not asked again.)
 */
export function echoAbility(text: string, mana: string): TriggeredAbility {
  return keywordAbility(
    'echo',
    text,
    { event: 'enters' },
    {
      kind: 'delayed-trigger',
      text: `At the beginning of your upkeep, sacrifice this permanent unless you pay ${mana}.`,
      trigger: { event: 'step', step: 'upkeep', whose: 'yours' },
      effects: [
        { kind: 'unless-pay', cost: { mana }, effects: [{ kind: 'sacrifice-object', what: 'self' }] },
      ],
    },
  );
}

/**
 * 702.112a: "Renown N" means "When this creature deals combat damage to a player, if it isn't
 * renowned, put N +1/+1 counters on it and it becomes renowned."
 */
export function renownAbility(text: string, n: number): TriggeredAbility {
  const trigger: Trigger = { event: 'deals-damage', to: 'player', combat: true };
  const condition: Condition = { kind: 'designated', designation: 'renowned', not: true };
  const effect: Effect = { kind: 'designate', designation: 'renowned', amount: n };
  return { ...keywordAbility('renown', text, trigger, effect), condition };
}

/**
 * 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you
 * may return target Spirit card with mana value N or less from your graveyard to your hand."
 */
export function soulshiftAbility(text: string, n: number): TriggeredAbility {
  const trigger: Trigger = { event: 'put-into-graveyard', from: 'battlefield' };
  const spirit: TargetSpec = {
    kind: 'card',
    zone: 'graveyard',
    filter: { subtypes: ['Spirit'], manaValueAtMost: n, owner: 'you' },
  };
  const returned: Effect = { kind: 'return-to-hand', what: { target: 0 } };
  return {
    ...keywordAbility('soulshift', text, trigger, { kind: 'optional', effects: [returned] }),
    targets: [spirit],
  };
}

/**
 * 702.23a: "Rampage N" means "Whenever this creature becomes blocked, it gets +N/+N until end of turn
 * for each creature blocking it beyond the first." (702.23b: counted once, as it resolves.)
 */
export function rampageAbility(text: string, n: number): TriggeredAbility {
  const bonus = { plus: { perBlockerBeyondFirst: n } };
  return keywordAbility(
    'rampage',
    text,
    { event: 'becomes-blocked' },
    {
      kind: 'modify-pt',
      what: 'self',
      power: bonus,
      toughness: bonus,
      duration: 'end-of-turn',
    },
  );
}

/**
 * 702.115a: "Ingest" means "Whenever this creature deals combat damage to a player, that player
 * exiles the top card of their library."
 */
export function ingestAbility(text: string): TriggeredAbility {
  const trigger: Trigger = { event: 'deals-damage', to: 'player', combat: true };
  return keywordAbility('ingest', text, trigger, {
    kind: 'exile-top-of-library',
    who: 'trigger-player',
    amount: 1,
  });
}

/** 702.110a: "Exploit" means "When this creature enters, you may sacrifice a creature." */
export function exploitAbility(text: string): TriggeredAbility {
  return keywordAbility('exploit', text, { event: 'enters' }, { kind: 'exploit' });
}

/** 702.74a: evoke's triggered ability: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
export function evokeSacrificeAbility(text: string): TriggeredAbility {
  const condition: Condition = { kind: 'cast-with', keyword: 'evoke' };
  const sacrifice: Effect = { kind: 'sacrifice-object', what: 'self' };
  return { ...keywordAbility('evoke', text, { event: 'enters' }, sacrifice), condition };
}

/**
 * 702.109a: dash's "return the permanent this spell becomes to its owner's hand at the beginning of
 * the next end step" if its dash cost was paid: as it enters, a delayed triggered ability (603.7).
 */
export function dashReturnAbility(text: string): TriggeredAbility {
  const condition: Condition = { kind: 'cast-with', keyword: 'dash' };
  const delayed: Effect = {
    kind: 'delayed-trigger',
    text: "At the beginning of the next end step, return this permanent to its owner's hand.",
    trigger: { event: 'step', step: 'end', whose: 'each' },
    effects: [{ kind: 'return-to-hand', what: 'self' }],
  };
  return { ...keywordAbility('dash', text, { event: 'enters' }, delayed), condition };
}

/**
 * 702.123a: "Fabricate N" means "When this permanent enters, you may put N +1/+1 counters on it. If
 * you don't, create N 1/1 colorless Servo artifact creature tokens."
 */
export function fabricateAbility(text: string, n: number): TriggeredAbility {
  const counters: Effect = { kind: 'add-counters', what: 'self', counter: '+1/+1', amount: n };
  const servos = createTokens(n, servoToken);
  return keywordAbility(
    'fabricate',
    text,
    { event: 'enters' },
    { kind: 'optional', effects: [counters], otherwise: [servos] },
  );
}

/**
 * 702.100a: "Whenever a creature you control enters, if that creature's power is greater than this
 * creature's power and/or that creature's toughness is greater than this creature's toughness, put a
 * +1/+1 counter on this creature."
 */
export function evolveAbility(text: string): TriggeredAbility {
  const trigger: Trigger = { event: 'enters', filter: { types: ['Creature'], controller: 'you' } };
  const counter: Effect = { kind: 'add-counters', what: 'self', counter: '+1/+1', amount: 1 };
  return { ...keywordAbility('evolve', text, trigger, counter), condition: { kind: 'evolves' } };
}

/**
 * "This permanent enters with N [counter] counters on it" (614.1c): the static half of graft and
 * modular (+1/+1), vanishing's (time) and fading's (fade) first ability.
 */
function entersWithCounters(text: string, counter: string, amount: number): Ability {
  return {
    kind: 'replacement',
    text,
    replacement: { event: 'enters', object: 'self', counters: { counter, amount } },
  };
}

/**
 * 702.58a: "Graft N" means "This permanent enters with N +1/+1 counters on it" and "Whenever another
 * creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
 * this permanent onto that creature."
 */
export function graftAbilities(text: string, n: number): Ability[] {
  const trigger: Trigger = { event: 'enters', filter: { types: ['Creature'], other: true } };
  const condition: Condition = { kind: 'counters-on-self', counter: '+1/+1', atLeast: 1 };
  const move: Effect = {
    kind: 'move-counters',
    from: 'self',
    to: 'trigger-object',
    counter: '+1/+1',
    amount: 1,
  };
  const graft = keywordAbility('graft', text, trigger, { kind: 'optional', effects: [move] });
  return [entersWithCounters(text, '+1/+1', n), { ...graft, condition }];
}

/**
 * 702.43a: "Modular N" means "This permanent enters with N +1/+1 counters on it" and "When this
 * permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on target
 * artifact creature for each +1/+1 counter on this permanent." (608.2h: counted as it last existed.)
 */
export function modularAbilities(text: string, n: number): Ability[] {
  const trigger: Trigger = { event: 'put-into-graveyard', from: 'battlefield' };
  const artifactCreature: TargetSpec = { kind: 'creature', filter: { types: ['Artifact'] } };
  const counters: Effect = {
    kind: 'add-counters',
    what: { target: 0 },
    counter: '+1/+1',
    amount: { countersOnSelf: '+1/+1' },
  };
  const modular = keywordAbility('modular', text, trigger, { kind: 'optional', effects: [counters] });
  return [entersWithCounters(text, '+1/+1', n), { ...modular, targets: [artifactCreature] }];
}

/**
 * 702.101a: "Extort" means "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent
 * loses 1 life and you gain life equal to the total life lost this way."
 */
export function extortAbility(text: string): TriggeredAbility {
  const drain: Effect = { kind: 'drain', who: 'each-opponent', amount: 1 };
  const pay: Effect = { kind: 'pay', cost: { mana: '{W/B}' }, optional: true, then: [drain] };
  return keywordAbility('extort', text, { event: 'cast', by: 'you' }, pay);
}

/**
 * 702.98a: "Unleash" means "You may have this permanent enter with an additional +1/+1 counter on it"
 * and "This permanent can't block as long as it has a +1/+1 counter on it."
 */
export function unleashAbilities(text: string): Ability[] {
  const counters = { counter: '+1/+1', amount: 1 };
  const entering: Ability = {
    kind: 'replacement',
    text,
    replacement: { event: 'enters', object: 'self', counters, optional: true },
  };
  const condition: Condition = { kind: 'counters-on-self', counter: '+1/+1', atLeast: 1 };
  return [entering, { kind: 'static', text, effect: { kind: 'cant-block', affected: 'self' }, condition }];
}

const yourUpkeep: Trigger = { event: 'step', step: 'upkeep', whose: 'yours' };
const hasTimeCounter: Condition = { kind: 'counters-on-self', counter: 'time', atLeast: 1 };
const removeTimeCounter: Effect = { kind: 'remove-counters', what: 'self', counter: 'time', amount: 1 };

/**
 * 702.62a: "Suspend N—[cost]": the special action in the hand (116.2f), "At the beginning of your
 * upkeep, if this card is suspended, remove a time counter from it" and "When the last time counter
 * is removed from this card, if it's exiled, you may play it without paying its mana cost if able",
 * both working in exile (702.62b: suspended, with a time counter); a creature spell cast so has haste.
 */
export function suspendAbilities(text: string, time: number, cost: string): Ability[] {
  const upkeep = keywordAbility('suspend', text, yourUpkeep, removeTimeCounter);
  const last: Trigger = { event: 'last-counter-removed', counter: 'time' };
  const cast: Effect = { kind: 'cast-free', what: 'self', keyword: 'suspend' };
  return [
    { kind: 'suspend', time, cost },
    { ...upkeep, condition: hasTimeCounter, zone: 'exile' },
    { ...keywordAbility('suspend', text, last, cast), zone: 'exile' },
    {
      kind: 'static',
      text,
      effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
      condition: { kind: 'cast-with', keyword: 'suspend' },
    },
  ];
}

/**
 * 702.35a: "Madness [cost]": its static ability in the hand (a discard of the card exiles it instead
 * of putting it into the graveyard) and "When this card is exiled this way, its owner may cast it by
 * paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into
 * their graveyard.", working in exile. (A mana cost.)
 */
export function madnessAbilities(text: string, cost: string): Ability[] {
  const exiled: Trigger = { event: 'exiled-by-madness' };
  const cast: Effect = {
    kind: 'cast-for-cost',
    what: 'self',
    keyword: 'madness',
    cost: { mana: cost },
    otherwise: 'graveyard',
  };
  return [
    { kind: 'madness', cost },
    { ...keywordAbility('madness', text, exiled, cast), zone: 'exile' },
  ];
}

/**
 * 702.63a-b: "Vanishing [N]": "This permanent enters with N time counters on it" (none without N),
 * "At the beginning of your upkeep, if this permanent has a time counter on it, remove a time counter
 * from it" and "When the last time counter is removed from this permanent, sacrifice it."
 */
export function vanishingAbilities(text: string, n?: number): Ability[] {
  const upkeep = keywordAbility('vanishing', text, yourUpkeep, removeTimeCounter);
  const last: Trigger = { event: 'last-counter-removed', counter: 'time' };
  return [
    ...(n ? [entersWithCounters(text, 'time', n)] : []),
    { ...upkeep, condition: hasTimeCounter },
    keywordAbility('vanishing', text, last, { kind: 'sacrifice-object', what: 'self' }),
  ];
}

/**
 * 702.32a: "Fading N": "This permanent enters with N fade counters on it" and "At the beginning of
 * your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the permanent."
 */
export function fadingAbilities(text: string, n: number): Ability[] {
  const sacrifice: Effect = { kind: 'sacrifice-object', what: 'self' };
  const remove: Effect = {
    kind: 'remove-counters',
    what: 'self',
    counter: 'fade',
    amount: 1,
    ifCant: [sacrifice],
  };
  return [entersWithCounters(text, 'fade', n), keywordAbility('fading', text, yourUpkeep, remove)];
}

/**
 * 702.84a: "Unearth [cost]" means "[Cost]: Return this card from your graveyard to the battlefield.
 * It gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
 * exile it instead of putting it anywhere else. Activate only as a sorcery." The ability works from
 * the graveyard (113.6m); the permanent it returns is marked unearthed: it has haste, the rules exile
 * it instead of letting it leave the battlefield, and it is exiled at the end step (unearth is
 * activated only as a sorcery, so the next end step is the first one it sees).
 */
export function unearthAbilities(text: string, mana: string): Ability[] {
  const unearthed: Condition = { kind: 'unearthed' };
  const exile: Effect = { kind: 'exile', what: 'self' };
  return [
    {
      kind: 'activated',
      text,
      cost: { mana },
      targets: [],
      effects: [{ kind: 'put-onto-battlefield', what: 'self', unearthed: true }],
      zone: 'graveyard',
      sorcerySpeed: true,
      keyword: 'unearth',
    },
    {
      kind: 'static',
      text,
      effect: { kind: 'grant-keywords', affected: 'self', keywords: ['haste'] },
      condition: unearthed,
    },
    {
      ...keywordAbility('unearth', text, { event: 'step', step: 'end', whose: 'each' }, exile),
      condition: unearthed,
    },
  ];
}

/** 702.92a: the 0/0 black Phyrexian Germ creature token living weapon creates. */
const germToken: TokenDefinition = {
  name: 'Phyrexian Germ Token',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Phyrexian', 'Germ'],
  power: 0,
  toughness: 0,
};

/**
 * 702.92a: "Living weapon" means "When this Equipment enters, create a 0/0 black Phyrexian Germ
 * creature token, then attach this Equipment to it."
 */
export function livingWeaponAbility(text: string): TriggeredAbility {
  const germ = createTokens(1, germToken);
  return keywordAbility('living-weapon', text, { event: 'enters' }, germ, attach('self', 'created-token'));
}
