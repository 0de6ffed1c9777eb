// The scenario format (docs/scenario-format.md) as typed data: what the parser produces and the
// runner plays.
import type {
  Characteristics,
  Command,
  Decision,
  GameObject,
  ObjectSpec,
  TurnState,
  ZoneName,
} from '@mtg/rules';

export type StepName = TurnState['step'];
export type Designation = NonNullable<GameObject['designations']>[number];
export type ManaType = NonNullable<Extract<Command, { type: 'ActivateManaAbility' }>['color']>;
export type Color = NonNullable<NonNullable<GameObject['chosen']>['color']>;
export type Sector = NonNullable<GameObject['sector']>;
export type CardType = Characteristics['types'][number];
export type Supertype = Characteristics['supertypes'][number];
export type TokenDefinition = NonNullable<ObjectSpec['token']>;
export type DecisionKind = Decision['kind'];

/** Steps and phases in turn order (500.1). */
export { STEP_NAMES } from '@mtg/cards';

export const SETUP_ZONES = ['hand', 'library', 'graveyard', 'exile', 'battlefield'] as const;
export type SetupZone = (typeof SETUP_ZONES)[number];

export const ZONE_NAMES = [
  'library',
  'hand',
  'graveyard',
  'battlefield',
  'stack',
  'exile',
  'command',
] as const satisfies readonly ZoneName[];

export const DECISION_KINDS = [
  'mulligan',
  'bottom-cards',
  'declare-attackers',
  'declare-blockers',
  'targets',
  'order',
  'keep',
  'yes-no',
  'cards',
  'option',
  'number',
  'replacement',
  'damage-assignment',
  'color',
  'creature-type',
  'player',
  'source',
  'shield-division',
  'shortcut',
  'modes',
  'division',
  'payment',
  'keep-tapped',
] as const satisfies readonly DecisionKind[];

export interface Scenario {
  name: string;
  rules: string[];
  /** Turn order. */
  players: string[];
  start: { turn: number; active: string; step: StepName };
  seed?: number;
  /** One entry per player, in turn order. */
  setup: PlayerSetup[];
  steps: Step[];
  expect: Expectations;
}

export interface PlayerSetup {
  player: string;
  life?: number;
  counters?: Record<string, number>;
  /** The zones in the order they are written (setup order for references). */
  zones: { zone: SetupZone; objects: SetupObject[] }[];
  /** A dungeon the player owns in the command zone, with their venture marker on `room` (309.4). */
  dungeon?: { name: string; room: string };
  /** The dungeons the player completed (309.7). */
  completedDungeons?: string[];
  /** The player's speed (702.179), 1 to 4; none unless given. */
  speed?: number;
}

export interface SetupObject {
  /** A card name, or absent for a token. */
  card?: string;
  token?: TokenDefinition;
  alias?: string;
  tapped?: boolean;
  sick?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  /** A reference (alias or name) to the object it is attached to. */
  attachedTo?: string;
  chosen?: GameObject['chosen'];
  /** The face up on the battlefield of a modal double-faced card (712.8f): `face: "Emeria, Shattered Skyclave"`. */
  face?: string;
  /** A battle's protector (310.8): `protector: bob`. */
  protector?: string;
}

export type Step = { number: number } & (
  | {
      kind: 'player';
      player: string;
      command: PlayerCommand;
      rejected?: RejectedSpec;
      /** The command must reverse the action in progress (730.1), with a rule starting with the given text. */
      reversed?: RejectedSpec;
    }
  | { kind: 'resolve'; all: boolean }
  | { kind: 'goto'; turn?: number; step: StepName }
  /** `goto: game-over`: players pass (declaring no attackers or blockers) until the game ends. */
  | { kind: 'goto-game-over' }
  | { kind: 'expect'; expect: Expectations }
);

/** `rejected: true` (any rule) or `rejected: "601.2c"` (a rule starting with that text). */
export interface RejectedSpec {
  rule?: string;
}

export type PlayerCommand =
  | { kind: 'pass' }
  | { kind: 'concede' }
  | { kind: 'play-land'; card: string }
  /** 702.37e, 116.2b: turn a face-down permanent face up, paying its morph cost (`pay` as for `cast`). */
  | { kind: 'turn-face-up'; permanent: string; pay?: 'auto' | string[] }
  | { kind: 'suspend'; card: string; pay?: 'auto' | string[] }
  | CastCommand
  | {
      kind: 'activate';
      source: string;
      /** 1-based index among the non-mana activated abilities, or a prefix of the ability's text. */
      ability?: number | string;
      targets?: string[];
      x?: number;
      pay?: Pay;
      /** The creatures tapped to pay a crew cost (702.122a). */
      crew?: string[];
      /** The permanents returned to their owner's hand to pay a cost (ninjutsu, 702.49a). */
      return?: string[];
    }
  | { kind: 'mana'; source: string; color?: ManaType; sacrifice?: string[] }
  /** 601.2a: begin casting a spell step by step; its choices are asked as decisions. */
  | { kind: 'announce'; card: string; face?: string }
  /** 602.2a: begin activating an ability step by step; its choices are asked as decisions. */
  | { kind: 'announce-ability'; source: string; ability?: number | string }
  /** 601.2g-h: pay the total cost of the spell being cast (or the ability being activated) step by step. */
  | {
      kind: 'pay';
      pay?: Pay;
      sacrifice?: string[];
      discard?: string[];
      exile?: string[];
      /** 702.51a: the creatures tapped for convoke. */
      convoke?: string[];
      /** 702.122a: the creatures tapped to crew. */
      crew?: string[];
      /** 702.49a: the permanents returned to their owner's hand. */
      return?: string[];
    }
  /** 730.1: stop casting the spell being cast step by step: it is reversed. */
  | { kind: 'cancel' }
  | { kind: 'attack'; attackers: { attacker: string; defender?: string }[]; bands?: string[][] }
  | { kind: 'block'; blocks: { blocker: string; attacker: string }[] }
  | { kind: 'choose'; answer: Answer }
  /** 729.2a: propose a shortcut: game choices for all players, repeated `times` times. */
  | { kind: 'shortcut'; times: number; steps: ShortcutStep[] };

/** One game choice of a shortcut: a player's command, or each player passing until the top of the stack resolves. */
export type ShortcutStep =
  | { kind: 'resolve' }
  | { kind: 'player'; player: string; command: Exclude<PlayerCommand, { kind: 'shortcut' | 'concede' }> };

export interface CastCommand {
  kind: 'cast';
  card: string;
  targets?: string[];
  x?: number;
  /** 1-based mode numbers. */
  modes?: number[];
  face?: string;
  divide?: RefAmount[];
  alternative?: string;
  additional?: AdditionalCosts;
  pay?: Pay;
}

export interface AdditionalCosts {
  kicker?: number;
  /** 702.27a: 1 to pay the buyback cost. */
  buyback?: number;
  /** 702.56a: the times the replicate cost is paid. */
  replicate?: number;
  /** 702.42a: 1 to pay the entwine cost (every mode is chosen). */
  entwine?: number;
  sacrifice?: string[];
  discard?: string[];
  exile?: string[];
  /** 702.51a: the creatures tapped for convoke. */
  convoke?: string[];
}

/** `auto`, or the permanents whose mana abilities pay. */
export type Pay = 'auto' | string[];

/** An amount for a reference: damage divided among targets, or assigned among recipients. */
export interface RefAmount {
  ref: string;
  amount: number;
}

export type Answer =
  | { kind: 'yes-no'; yes: boolean }
  | { kind: 'number'; value: number }
  | { kind: 'option'; option: string }
  | { kind: 'replacement' | 'keep' | 'source'; refs: [string] }
  | { kind: 'targets' | 'order' | 'cards'; refs: string[] }
  /** Combat damage divided among creatures and players (510.1c-d, 702.19b), or a shield among damage (615.7). */
  | { kind: 'assign'; amounts: RefAmount[] }
  /** "As [this] enters, choose a color / a creature type / a player" (614.12a). */
  | { kind: 'color'; color: Color }
  /** The modes of a modal spell cast step by step (700.2), 1-based. */
  | { kind: 'modes'; modes: number[] }
  | { kind: 'type'; type: string }
  | { kind: 'player'; player: string };

export interface Expectations {
  /** In the order written. */
  players: { player: string; expect: PlayerExpectation }[];
  objects: { ref: string; expect: ObjectExpectation }[];
  /** Names, top first. */
  stack?: string[];
  game?: { over?: boolean; winner?: string; draw?: boolean };
  /** `null`: no decision is pending. */
  pending?: { player?: string; kind?: DecisionKind } | null;
  turn?: { number?: number; step?: StepName; active?: string; priority?: string | null };
}

export const PLAYER_ZONES = ['hand', 'library', 'graveyard', 'exile', 'battlefield'] as const;
export type PlayerZone = (typeof PLAYER_ZONES)[number];

export interface PlayerExpectation {
  life?: number;
  counters?: Record<string, number>;
  /** The mana in the player's pool, by type (`{ C: 2 }`); only the listed types are checked. */
  manaPool?: Partial<Record<ManaType, number>>;
  zones: { zone: PlayerZone; expect: ZoneExpectation }[];
  lost?: boolean;
  won?: boolean;
  /** The dungeon the player owns in the command zone and its venture marker's room (309.4), or `null` for none. */
  dungeon?: { name?: string; room?: string } | null;
  /** The dungeons the player completed (309.7), in order. */
  completedDungeons?: string[];
  /** The player's speed (702.179); 0 for a player with none (702.179f). */
  speed?: number;
  /** Whether the player is the monarch (722.1). */
  monarch?: boolean;
}

/** A count, an exact multiset of names, or the parts of `{ count, top, contains, excludes }`. */
export interface ZoneExpectation {
  count?: number;
  exactly?: string[];
  top?: string[];
  contains?: string[];
  excludes?: string[];
}

export interface ObjectExpectation {
  zone?: ZoneName;
  tapped?: boolean;
  damage?: number;
  power?: number;
  toughness?: number;
  /** Its mana value now (202.3; 712.8c, 712.8e: a transformed permanent's is its front face's). */
  manaValue?: number;
  counters?: Record<string, number>;
  controller?: string;
  /** A reference, or `null` for "attached to nothing". */
  attachedTo?: string | null;
  /** Its name now: a copy has the name of what it copies (707.2). */
  name?: string;
  /** The choices made as it entered (614.12a); only those written are checked. */
  chosen?: GameObject['chosen'];
  /** A battle's protector (310.8). */
  protector?: string;
  /** Its sector designation (702.158b), or `null` for none. */
  sector?: Sector | null;
  /** Exiled face down (406.3). */
  faceDown?: boolean;
  /** (Project extension) its flipped status (110.5, 710). */
  flipped?: boolean;
  /** Its designations (701.37b monstrous, 702.112b renowned), compared as a set, `[]` for none. */
  designations?: Designation[];
  /**
   * Its card types, subtypes, supertypes, colors (letters) and keywords now, every continuous effect
   * applied (613); each list is compared as a set, `[]` for none (a colorless object: `colors: []`).
   */
  types?: string[];
  subtypes?: string[];
  supertypes?: string[];
  colors?: string[];
  keywords?: string[];
}
