// The game state: plain JSON-serialisable data (docs/architecture.md). No classes, no Maps, no closures, so
// any state can be stored as a snapshot and resumed in another process.
import type {
  Ability,
  CardType,
  Color,
  CopyException,
  Designation,
  Effect,
  Filter,
  Keyword,
  ManaType,
  Sector,
  StepName,
  Supertype,
  TargetSpec,
  TokenDefinition,
  Trigger,
} from '@mtg/cards';
import type { Decision } from './decision.js';
import type { Task } from './task.js';
import type { ContinuousEffect } from './continuous-effect.js';
import type { GameEvent } from '../events/game-event.js';
import type { ObjectBuckets } from './objects.js';

export type PlayerId = string;
export type ObjectId = string;

/** A zone (400.1). Library, hand and graveyard belong to a player; the others are shared. */
export type ZoneName = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command';

/** 400.2: the zones whose objects every player may see (library and hand are hidden). */
export const PUBLIC_ZONES: readonly ZoneName[] = ['battlefield', 'graveyard', 'stack', 'exile', 'command'];

export interface ManaPool {
  W: number;
  U: number;
  B: number;
  R: number;
  G: number;
  C: number;
}

export interface PlayerState {
  id: PlayerId;
  life: number;
  /** Player counters (122.1): poison, energy, ... */
  counters: Record<string, number>;
  manaPool: ManaPool;
  library: ObjectId[];
  hand: ObjectId[];
  graveyard: ObjectId[];
  /** Drew from an empty library since the last state-based action check (704.5b). */
  drewFromEmptyLibrary: boolean;
  /** Lands played this turn (305.2). */
  landsPlayed: number;
  /** Speed (702.179): none until a rule or effect sets it (702.179b), then 1 to 4. */
  speed?: number;
  /** The turn the player's speed ability (702.179d) last triggered: it triggers only once each turn. */
  speedTriggeredOnTurn?: number;
  /** The player is the monarch (722.1); one player at most (722.3). */
  monarch?: true;
  lost: boolean;
  won: boolean;
  /** Why the player lost, for the log. */
  lossReason?: string;
  /** Left the game (800.4): conceded or lost. */
  left: boolean;
  /** The dungeons the player completed (309.7), by name; absent until they complete one. */
  completedDungeons?: string[];
}

/** A spell or ability on the stack carries what was chosen for it (601.2). */
export interface StackInfo {
  /** Chosen targets by flattened target index: object ids or player ids. */
  targets: string[][];
  /** Each target's object or player as it was when chosen, to notice it changed zones (608.2b). */
  x?: number;
  modes?: number[];
  /** For abilities on the stack: which ability of its source. */
  ability?: {
    source: ObjectId;
    sourceCardId: string;
    index: number;
    kind: 'activated' | 'triggered';
    /** The copiable values of a copy or token source, whose abilities no card prints (707.9a, 111.4). */
    copiable?: CopiableValues;
    /** An ability another object granted it (613.1f): `index` is then that object's granting ability. */
    grantedBy?: GrantedAbility['grantedBy'];
  };
  /** The event that triggered a triggered ability: the object it refers to. */
  triggerObject?: ObjectId;
  /** The amount of the triggering event ("that much damage"). */
  triggerAmount?: number;
  /** The player the triggering event was about ("that player": the player dealt combat damage). */
  triggerPlayer?: PlayerId;
  /** The source as it last existed, when it has left the battlefield (603.10a, 608.2h). */
  lastKnown?: GameObject;
  /** A delayed triggered ability (603.7): what it does, since no card prints it. */
  delayed?: DelayedAbility;
  /** How many times the spell was kicked (702.33d: "if this spell was kicked"). */
  kicked?: number;
  /** 601.2d: how a divided amount is divided among the targets (target id -> amount). */
  division?: Record<string, number>;
  /** The buyback cost was paid (702.27a): the spell goes to its owner's hand as it resolves. */
  buyback?: true;
  /** What the attacking creature returned to pay the ability's cost attacked (ninjutsu, 702.49c). */
  returnedAttacked?: PlayerId | ObjectId;
  /** The times the replicate cost was paid (702.56a). */
  replicated?: number;
  /** The alternative cost or casting method used (118.9: flashback, jump-start, Force of Will, ...). */
  castWith?: string;
  /** Cast with flashback or jump-start: exiled instead of going anywhere else when it leaves the stack. */
  exiledFromStack?: boolean;
  /** Cast from its controller's hand: recorded for a spell with rebound, the rule that asks (702.88a). */
  castFromHand?: true;
}

/** The copiable values of an object (707.2): those of a card of the catalogue, or of a token's definition. */
export interface CopiableValues {
  name: string;
  token?: TokenDefinition;
  /** The copy effect's exceptions, part of the copiable values (707.9a-b): "except it has haste". */
  except?: CopyException;
}

/** One object (109): a card or token in a zone, a spell, or an ability on the stack. */
export interface GameObject {
  id: ObjectId;
  /** The physical card or token, constant across zone changes (400.7 makes new objects). */
  cardId: string;
  /** Card name in the catalogue, or the token's name. */
  name: string;
  token?: TokenDefinition;
  /** An ability on the stack (113.7) is an object with no card. */
  isAbility?: boolean;
  /**
   * A copy of a spell or of a card (707.10, 707.12), not a card (108.2): it ceases to exist in any
   * zone but the stack (704.5e). A spell copied by a `copy-spell` effect (`SpellCopied`) is one.
   */
  isCopy?: true;
  owner: PlayerId;
  controller: PlayerId;
  /**
   * While a control-changing effect applies to it (613.1b): the player who would control it without
   * one (110.2: who put it onto the battlefield), who controls it again when the effects end.
   */
  baseController?: PlayerId;
  zone: ZoneName;
  tapped: boolean;
  /** Damage marked this turn (120.3). */
  damage: number;
  /** Dealt damage by a source with deathtouch since the last check (704.5h). */
  deathtouchDamage?: boolean;
  counters: Record<string, number>;
  /** Came under its controller's control since the start of their most recent turn (302.6). */
  sick: boolean;
  /** The object it is attached to, or the player (an Aura with enchant player, 702.5d). */
  attachedTo?: ObjectId | PlayerId;
  /** A dungeon in the command zone: the room its owner's venture marker is on (309.4). */
  room?: string;
  /** Its sector designation (702.158b): not copiable, kept while a space sculptor is around. */
  sector?: Sector;
  /** Its designations (701.37b monstrous, 702.112b renowned), kept until it leaves the battlefield (400.7). */
  designations?: Designation[];
  /** Exiled face down (406.3): no player may look at it; only the judge's view names it. */
  faceDown?: boolean;
  /**
   * Its flipped status (110.5, 710): a flip card then has its bottom half's characteristics (710.2);
   * kept until it leaves the battlefield (710.4, 400.7). Absent: unflipped.
   */
  flipped?: true;
  /**
   * The face of a card with several that this object has, when not the card's own characteristics:
   * the half of a split card cast (709.3b), an Adventure (715.3b), the back face of a modal
   * double-faced card cast or played (712.8f).
   */
  face?: string;
  /** 715.3d: an Adventure that resolved and was exiled: the player who may cast it from exile (not as an Adventure). */
  onAdventure?: PlayerId;
  /** A permanent that entered as a spell resolved: the player who cast it ("if you cast it"). */
  castBy?: PlayerId;
  /** ... and the alternative cost or casting method the spell was cast with ("if its evoke cost was paid", 702.74a). */
  castWith?: string;
  /** 702.103b: a bestowed Aura spell, or the bestowed Aura it became, until it ceases to be bestowed (702.103e-f). */
  bestowed?: true;
  /** Returned to the battlefield by its unearth ability (702.84a): exiled if it would leave it. */
  unearthed?: true;
  /** 702.82b: how many creatures it devoured as it entered. */
  devoured?: number;
  /** ... and how many times that spell was kicked ("if it was kicked", 702.33d-e). */
  kicked?: number;
  /** "This ability triggers only once each turn" (603.2h): the turn each such ability (by index) last triggered. */
  triggeredOnTurn?: Record<number, number>;
  /**
   * The object whose ability exiled it, and the ability on the stack that did (none for a
   * replacement effect): "cards exiled with [this object]" (607.2a-b), "that card".
   */
  exiledWith?: { source: ObjectId; ability?: ObjectId };
  /** Timestamp order for continuous effects (613.7). */
  timestamp: number;
  /** A token: the spell or ability on the stack that created it ("it", "that token", 603.7c). */
  createdBy?: ObjectId;
  /** A battle's protector (310.8): chosen as it entered (310.8a), or anew by state-based actions (310.10). */
  protector?: PlayerId;
  /** Choices made as it entered the battlefield (614.12a): "the chosen color", "the chosen player". */
  chosen?: { color?: Color; player?: PlayerId; type?: string; name?: string };
  /** It entered as a copy (707.5): the copiable values it has on the battlefield (707.2, 613.2a). */
  copyOf?: CopiableValues;
  stack?: StackInfo;
  /** Loyalty abilities activated this turn (606.3). */
  loyaltyActivations?: number;
  /** The "activate only once each turn" abilities activated this turn (602.5b): their indices. */
  activatedThisTurn?: number[];
  /** In combat (506.4): attacking whom, or blocking which attackers. */
  attacking?: PlayerId | ObjectId;
  blocking?: ObjectId[];
  blocked?: boolean;
  blockedBy?: ObjectId[];
  /** 702.22c: the attacking band it is in, named by the band's first member (702.22e: until combat ends). */
  band?: ObjectId;
}

/**
 * An ability an object has from another object's static ability (613.1f): which ability of which
 * object grants it, with that object's copiable values, to find it once that object is gone (113.7a).
 */
export interface GrantedAbility {
  ability: Ability;
  grantedBy: { source: ObjectId; index: number; copiable: CopiableValues };
}

/**
 * "Can't be blocked [by ... / except by ...]" (509.1b): `except`, only a creature matching one of the
 * filters may block; `by`, none matching it may; neither, none may. "You" in them is `controller`.
 */
export interface BlockingRestriction {
  except?: readonly Filter[];
  by?: Filter;
  controller: PlayerId;
  source: ObjectId;
}

/** Characteristics after every continuous effect (613), computed, never stored. */
export interface Characteristics {
  name: string;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes: Supertype[];
  power?: number;
  toughness?: number;
  loyalty?: number;
  /** A battle's defense (310.4): its defense counters on the battlefield, its printed defense elsewhere. */
  defense?: number;
  keywords: Keyword[];
  /** The colors it has protection from (702.16a). */
  protectedFrom: Color[];
  manaValue: number;
  cantAttack: boolean;
  /** 508.1c: "can't attack unless defending player controls [a permanent matching one of them]". */
  attackUnlessDefenderControls?: Filter[];
  /** 509.1a: how many attackers beyond the first it can block ("any": any number). */
  blocksAdditional?: number | 'any';
  cantBlock: boolean;
  /** 508.1d: it attacks each combat if able. */
  mustAttack?: true;
  /** 502.3: an effect keeps it from untapping during its controller's untap step. */
  doesntUntap?: true;
  /** 502.3: "You may choose not to untap [this] during your untap step": its controller chooses then. */
  mayChooseNotToUntap?: true;
  /** 509.1b: the "can't be blocked" effects on it, each with the controller and source its filters are read from. */
  blockingRestrictions?: BlockingRestriction[];
  /** An effect removed all its abilities (613.1f), e.g. Yixlid Jailer for cards in graveyards. */
  abilitiesLost?: boolean;
  /** Abilities other objects' effects give it (613.1f): "enchanted creature has \"{T}: ...\"". */
  granted?: GrantedAbility[];
}

export interface TurnState {
  number: number;
  active: PlayerId;
  step: StepName;
  /** Who has priority, or null while nobody does (turn-based actions, resolution, decisions). */
  priority: PlayerId | null;
  /** Players who passed in succession since the last action (117.4). */
  passed: PlayerId[];
  /** The permanents that were untapped as the turn began ("if it started the turn untapped"); absent in older streams. */
  untappedAsItBegan?: ObjectId[];
  /** Combat damage steps: the first-strike step happened this combat (510.4). */
  firstStrikeDamageDone?: boolean;
  regularDamageDone?: boolean;
  /** Attackers have been declared this combat. */
  attackersDeclared?: boolean;
  blockersDeclared?: boolean;
  /** Who cast each spell cast this turn, one entry a spell; absent while none was (and in older streams). */
  spellsCast?: PlayerId[];
  /** The players dealt damage this turn (bloodthirst, 702.54a); absent while none was (and in older streams). */
  dealtDamage?: PlayerId[];
  /** Who cast each spell cast the turn before ("if no spells were cast last turn", 603.4); absent: none. */
  spellsCastLastTurn?: PlayerId[];
  /**
   * In an extra turn (500.7): the player whose turn the extra turns came after, from whom the turn
   * order goes on once they are taken; absent in a turn that is no extra one.
   */
  extraAfter?: PlayerId;
}

export interface GameState {
  id: string;
  /** Turn order (103.1); players who left stay listed with `left: true`. */
  players: PlayerState[];
  /** By id, in buckets (`objects.ts`): read with `objectOf`, written through `updates.ts`. */
  objects: ObjectBuckets;
  battlefield: ObjectId[];
  /** Bottom first; the top of the stack is the last element. */
  stack: ObjectId[];
  exile: ObjectId[];
  /** The command zone (408): the dungeons players ventured into (309.2b); absent in older streams. */
  command?: ObjectId[];
  turn: TurnState;
  /** Continuous effects from resolved spells and abilities (611.2), in timestamp order. */
  effects: ContinuousEffect[];
  /** Triggered abilities waiting to be put on the stack (603.3). */
  pendingTriggers: PendingTrigger[];
  /** Delayed triggered abilities waiting for their trigger event (603.7); absent in older streams. */
  delayedTriggers?: DelayedTrigger[];
  /** The extra turns to take (500.7), the next one first; absent while none is. */
  extraTurns?: PlayerId[];
  /** The decision the game waits for, if any. */
  decision: Decision | null;
  /** An action a player is taking step by step (601.2, 602.2); absent when none is (and in older streams). */
  action?: ActionInProgress;
  /** Work that remains after the pending decision is answered (the continuation, as data). */
  agenda: Task[];
  nextId: number;
  nextTimestamp: number;
  /** The random number generator (its seed is the judge's alone), advanced by recorded events; a number in older streams. */
  rng: RandomState | number;
  over: boolean;
  winner?: PlayerId;
  draw?: boolean;
  /**
   * The states in which mandatory actions were taken since the last optional action (104.4b,
   * 729.4): one coming back is a loop of mandatory actions. Absent in older streams.
   */
  mandatoryActions?: MandatoryAction[];
  /** The game choices made this turn, in order (729.3: a fragmented loop). Absent in older streams. */
  gameChoices?: GameChoice[];
  /**
   * The terms of the state's facts as players see them, kept up to date by `evolve`, by which the
   * loop rules compare states (729.3, 104.4b; `fingerprint.ts`). Absent in older streams.
   */
  fingerprint?: StateFingerprint;
}

/** A 64-bit term of a fingerprint: two 32-bit halves, each added modulo 2^32. */
export type Term = [number, number];

/** The fingerprint of a state: the sum of its facts' terms, and what an event needs to change only some. */
export interface StateFingerprint {
  sum: Term;
  /** The terms of the facts kept whole, by key: each player's, each player's zones, the stack, the effects, the triggers. */
  parts: Record<string, Term>;
  /**
   * How many facts name each object (or player), in buckets by id (`NAME_BUCKETS`): those facts
   * change when the object comes or goes.
   */
  named: Record<string, number>[];
}

/** The game's random number generator (`setup/random.ts`): its secret seed and how many draws were made from it. */
export interface RandomState {
  seed: string;
  draws: number;
  /** The seed came from a cryptographic source, not from a caller: the game is fit for competitive play. */
  secret?: true;
}

/** A game choice a player made: the fingerprint of the state it was made in and of the choice. */
export interface GameChoice {
  player: PlayerId;
  fingerprint: string;
}

/**
 * A state a mandatory action was taken in, as its player saw it: its fingerprint, and whether it
 * came back. Older streams kept a signature and, once needed, a whole description instead.
 */
export interface MandatoryAction {
  fingerprint?: string;
  again?: true;
  signature?: string;
  description?: string;
}

/**
 * An action taken step by step, over several commands (`AnnounceSpell`, answers, `PayCost`): the
 * state before it began, to return to if it is reversed (730.1), and its events so far.
 */
export interface ActionInProgress {
  kind: 'cast' | 'activate';
  player: PlayerId;
  /** The card being cast, or the source of the ability, as it was before the action. */
  object: ObjectId;
  before: GameState;
  events: GameEvent[];
}

/** A triggered ability that triggered and waits to be put on the stack. */
export interface PendingTrigger {
  source: ObjectId;
  sourceCardId: string;
  sourceName: string;
  controller: PlayerId;
  abilityIndex: number;
  /** The copiable values of a copy or token source, whose abilities no card prints (707.9a, 111.4). */
  copiable?: CopiableValues;
  triggerObject?: ObjectId;
  /** How much damage the triggering event dealt ("that much", 603.2). */
  amount?: number;
  /** The player the triggering event was about ("that player", 603.2). */
  triggerPlayer?: PlayerId;
  /**
   * The source as it last existed, for an ability of an object that left the battlefield (603.10a);
   * for a spell's own "when you cast this spell" ability, the spell as it was cast (storm's copies
   * are made even once it has left the stack).
   */
  lastKnown?: GameObject;
  /** A delayed triggered ability that triggered (603.7b: it is used up). */
  delayed?: DelayedAbility;
  /** It triggers only once each turn (603.2h): its source records the turn. */
  oncePerTurn?: true;
  /** An ability another object granted its source (613.1f): `abilityIndex` is then that object's granting ability. */
  grantedBy?: GrantedAbility['grantedBy'];
  /**
   * A player's inherent speed ability (702.179d), or the monarch's (722.2): it has no source; `source`
   * is that player.
   */
  inherent?: 'speed' | 'monarch';
}

/** What a delayed triggered ability does (603.7), kept as data since no card prints it as an ability. */
export interface DelayedAbility {
  id: string;
  text: string;
  effects: Effect[];
  /** The objects it refers to ("that card"), fixed when it was created (603.7c). */
  linked: ObjectId[];
  /** A reflexive triggered ability's targets (603.12), chosen as it is put on the stack. */
  targets?: TargetSpec[];
  /**
   * The targets of the ability that created it, which its "that creature" refers to (603.7c), fixed
   * when it was created; an object that has changed zones since is a new one (400.7).
   */
  linkedTargets?: ObjectId[][];
}

/**
 * A delayed triggered ability created by a resolving spell or ability (603.7a): its source and
 * controller are those of the ability that created it (603.7d-e); it triggers once (603.7b).
 */
export interface DelayedTrigger {
  source: ObjectId;
  sourceCardId: string;
  sourceName: string;
  controller: PlayerId;
  /** The ability of the source that created it. */
  abilityIndex: number;
  trigger: Trigger;
  ability: DelayedAbility;
}

export type { ManaType };
