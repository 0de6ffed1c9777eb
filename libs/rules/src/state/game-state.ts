// The game state: plain JSON-serialisable data (DESIGN.md). No classes, no Maps, no closures, so
// any state can be stored as a snapshot and resumed in another process.
import type { CardType, Color, Keyword, ManaType, StepName, Supertype, TokenDefinition } from '@mtg/cards';
import type { Decision } from './decision.js';
import type { Task } from './task.js';
import type { ContinuousEffect } from './continuous-effect.js';

export type PlayerId = string;
export type ObjectId = string;

/** A zone (400.1). Library, hand and graveyard belong to a player; the others are shared. */
export type ZoneName = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command';

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
  lost: boolean;
  won: boolean;
  /** Why the player lost, for the log. */
  lossReason?: string;
  /** Left the game (800.4): conceded or lost. */
  left: boolean;
}

/** A spell or ability on the stack carries what was chosen for it (601.2). */
export interface StackInfo {
  /** Chosen targets by flattened target index: object ids or player ids. */
  targets: string[][];
  /** Each target's object or player as it was when chosen, to notice it changed zones (608.2b). */
  x?: number;
  modes?: number[];
  /** For abilities on the stack: which ability of its source. */
  ability?: { source: ObjectId; sourceCardId: string; index: number; kind: 'activated' | 'triggered' };
  /** The event that triggered a triggered ability: the object it refers to. */
  triggerObject?: ObjectId;
  /** The source as it last existed, when it has left the battlefield (603.10a, 608.2h). */
  lastKnown?: GameObject;
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
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  tapped: boolean;
  /** Damage marked this turn (120.3). */
  damage: number;
  /** Dealt damage by a source with deathtouch since the last check (704.5h). */
  deathtouchDamage?: boolean;
  counters: Record<string, number>;
  /** Came under its controller's control since the start of their most recent turn (302.6). */
  sick: boolean;
  attachedTo?: ObjectId;
  /** Timestamp order for continuous effects (613.7). */
  timestamp: number;
  chosen?: { color?: Color; player?: PlayerId; type?: string; name?: string };
  stack?: StackInfo;
  /** Loyalty abilities activated this turn (606.3). */
  loyaltyActivations?: number;
  /** In combat (506.4): attacking whom, or blocking which attackers. */
  attacking?: PlayerId | ObjectId;
  blocking?: ObjectId[];
  blocked?: boolean;
  blockedBy?: ObjectId[];
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
  keywords: Keyword[];
  manaValue: number;
  cantAttack: boolean;
  cantBlock: boolean;
  /** An effect removed all its abilities (613.1f), e.g. Yixlid Jailer for cards in graveyards. */
  abilitiesLost?: boolean;
}

export interface TurnState {
  number: number;
  active: PlayerId;
  step: StepName;
  /** Who has priority, or null while nobody does (turn-based actions, resolution, decisions). */
  priority: PlayerId | null;
  /** Players who passed in succession since the last action (117.4). */
  passed: PlayerId[];
  /** Combat damage steps: the first-strike step happened this combat (510.4). */
  firstStrikeDamageDone?: boolean;
  regularDamageDone?: boolean;
  /** Attackers have been declared this combat. */
  attackersDeclared?: boolean;
  blockersDeclared?: boolean;
}

export interface GameState {
  id: string;
  /** Turn order (103.1); players who left stay listed with `left: true`. */
  players: PlayerState[];
  objects: Record<ObjectId, GameObject>;
  battlefield: ObjectId[];
  /** Bottom first; the top of the stack is the last element. */
  stack: ObjectId[];
  exile: ObjectId[];
  turn: TurnState;
  /** Continuous effects from resolved spells and abilities (611.2), in timestamp order. */
  effects: ContinuousEffect[];
  /** Triggered abilities waiting to be put on the stack (603.3). */
  pendingTriggers: PendingTrigger[];
  /** The decision the game waits for, if any. */
  decision: Decision | null;
  /** Work that remains after the pending decision is answered (the continuation, as data). */
  agenda: Task[];
  nextId: number;
  nextTimestamp: number;
  /** The state of the deterministic random number generator, advanced by recorded events. */
  rng: number;
  over: boolean;
  winner?: PlayerId;
  draw?: boolean;
}

/** A triggered ability that triggered and waits to be put on the stack. */
export interface PendingTrigger {
  source: ObjectId;
  sourceCardId: string;
  sourceName: string;
  controller: PlayerId;
  abilityIndex: number;
  triggerObject?: ObjectId;
  /** The source as it last existed, for an ability of an object that left the battlefield (603.10a). */
  lastKnown?: GameObject;
}

export type { ManaType };
