// Domain events: past-tense facts. `evolve` records them and never re-applies rules, so an old
// stream replays the same after the rules code changes.
import type { Designation, ManaType, Sector, StepName } from '@mtg/cards';
import type { ContinuousEffect } from '../state/continuous-effect.js';
import type { Decision } from '../state/decision.js';
import type {
  CopiableValues,
  DelayedTrigger,
  GameObject,
  GameState,
  MandatoryAction,
  ObjectId,
  PlayerId,
  StackInfo,
  ZoneName,
} from '../state/game-state.js';
import type { Task } from '../state/task.js';
import type { Proposal } from '../state/proposal.js';
import type { PartialFix, ShortcutAction } from '../commands/command.js';
import type { RecordedState } from '../state/objects.js';

/** Why an object changed zones, for the audit trail and for triggers ("dies" is battlefield to graveyard). */
export type ZoneChangeReason =
  | 'cast'
  | 'play-land'
  | 'resolve'
  | 'counter'
  | 'fizzle'
  | 'destroy'
  | 'sacrifice'
  | 'discard'
  | 'draw'
  | 'mill'
  | 'state-based'
  | 'legend-rule'
  | 'return'
  | 'put'
  | 'exile'
  | 'mulligan'
  | 'cost';

/** A replacement or prevention effect as the audit names it: its id, source object and words (614, 615). */
export interface AppliedEffect {
  id: string;
  source: ObjectId;
  name: string;
  text: string;
}

export type GameEvent =
  | { type: 'GameStarted'; initial: RecordedState }
  /** 103.3, 701.20a: the library's new order; `draws`: the generator's count of draws after it (older streams: `rng`). */
  | {
      type: 'LibraryShuffled';
      player: PlayerId;
      order: ObjectId[];
      draws?: number;
      rng?: number;
      /** 701.20b: the cards left out of the shuffle and put on top (a tutor's card found), first in `order`. */
      onTop?: ObjectId[];
    }
  /** `extra`: an extra turn (500.7), the next one the game had to take. */
  | { type: 'TurnBegan'; number: number; active: PlayerId; extra?: true }
  /** 500.7: a resolving spell or ability gave a player extra turns, taken before the others waiting. */
  | { type: 'ExtraTurnsCreated'; player: PlayerId; count: number }
  | { type: 'StepBegan'; step: StepName }
  /** 614.10: a step was skipped (nothing happens in it; "next" things wait for one that happens). */
  | {
      type: 'StepSkipped';
      step: StepName;
      /** The effect that skipped it; a "skip your next" effect is used up (614.10a). */
      effect?: string;
    }
  /** 614.10: a combat phase was skipped: none of its steps happen; the turn goes on with the second main phase. */
  | { type: 'PhaseSkipped'; phase: 'combat'; player: PlayerId; effect?: string }
  /** 614.10: a player's turn was skipped: it doesn't happen; the next player in turn order takes theirs. */
  | { type: 'TurnSkipped'; player: PlayerId; effect?: string; extra?: true }
  | { type: 'PriorityGiven'; player: PlayerId }
  /** `mandatory`: the player could do nothing else (104.4b): the state it was passed in. */
  | { type: 'PriorityPassed'; player: PlayerId; mandatory?: MandatoryAction }
  | { type: 'ManaAdded'; player: PlayerId; mana: ManaType[]; source: ObjectId }
  | { type: 'ManaSpent'; player: PlayerId; mana: ManaType[] }
  | { type: 'ManaPoolsEmptied' }
  | {
      type: 'ZoneChanged';
      object: ObjectId;
      /** The new object it becomes (400.7); absent when it ceases to exist. */
      newObject?: ObjectId;
      from: ZoneName;
      to: ZoneName;
      /** Where in an ordered zone: 'top' (default) or 'bottom'. */
      position?: 'top' | 'bottom';
      /** Controller of the new object, when it differs from its owner (e.g. a spell cast). */
      controller?: PlayerId;
      tapped?: boolean;
      /** Counters the new object enters the battlefield with (306.5b, 614.1c). */
      counters?: Record<string, number>;
      /** Choices made as it entered the battlefield (614.12a). */
      chosen?: GameObject['chosen'];
      /** It entered as a copy (707.5): the copiable values it has. */
      copyOf?: CopiableValues;
      /** Exiled face down (406.3), and by what (607.2a-b). */
      faceDown?: boolean;
      exiledWith?: GameObject['exiledWith'];
      /** The face it has there (709.3, 712.11b, 712.12, 715.3). */
      face?: string;
      /** 715.3d: exiled as an Adventure resolved: who may cast it from exile. */
      onAdventure?: PlayerId;
      /** 702.35a: a discarded card exiled by its madness ability ("exiled this way"). */
      madness?: true;
      /** A spell that resolved into a permanent: who cast it, and with what alternative cost or method. */
      castBy?: PlayerId;
      castWith?: string;
      /** 702.103b: a bestowed Aura spell, or the bestowed Aura it resolves into. */
      bestowed?: true;
      /** ... and how many times it was kicked (702.33d-e). */
      kicked?: number;
      /** A battle: the protector its controller chose as it entered (310.8a, 310.11a). */
      protector?: PlayerId;
      /** Returned to the battlefield by its unearth ability (702.84a). */
      unearthed?: true;
      /** 508.4: put onto the battlefield attacking this player, planeswalker or battle, unblocked (702.49c). */
      attacking?: PlayerId | ObjectId;
      /** 702.82b: how many creatures it devoured as it entered. */
      devoured?: number;
      reason: ZoneChangeReason;
    }
  | { type: 'CeasedToExist'; object: ObjectId }
  | { type: 'DrawFromEmptyLibraryAttempted'; player: PlayerId }
  /** State-based actions saw the attempt while the player couldn't lose (614.17); it is now past. */
  | { type: 'EmptyLibraryDrawChecked'; player: PlayerId }
  /** The land (in hand) played; the zone change that follows puts it onto the battlefield. */
  | { type: 'LandPlayed'; player: PlayerId; object: ObjectId }
  /** 601.2i: the spell became cast; `cost` is the mana of its total cost, locked in (601.2f). */
  | { type: 'SpellCast'; player: PlayerId; object: ObjectId; stack: StackInfo; cost?: string }
  /**
   * 601.2a: a player began casting `card` step by step (`AnnounceSpell`); until the spell becomes
   * cast, the game keeps the state before this event, to return to if the casting is reversed (730.1).
   */
  | { type: 'SpellAnnounced'; player: PlayerId; card: ObjectId }
  /**
   * 730.1 (seed 422.1): an action begun step by step that couldn't be completed at `step` (the
   * `rule` it broke), or that its player cancelled, is reversed: the game returns to the moment before
   * it was announced, and the player who had priority keeps it (730.2). `kept` are its events that
   * 730.1 doesn't let be reversed (moves into or out of a library, shuffles, and the mana abilities
   * that made them), applied again after the return.
   */
  | {
      type: 'IllegalActionReversed';
      player: PlayerId;
      action: 'cast' | 'activate';
      /** The card cast, or the source of the ability, as it was before the action. */
      object: ObjectId;
      name: string;
      step: string;
      rule: string;
      reason: string;
      cancelled?: true;
      kept: GameEvent[];
    }
  /**
   * 602.2a: a player began activating an ability of `source` step by step (`AnnounceAbility`); until
   * it becomes activated, the game keeps the state before this event, to return to if the activation
   * is reversed (730.1).
   */
  | { type: 'AbilityAnnounced'; player: PlayerId; source: ObjectId }
  /** 602.2a: the ability being activated is created on the stack, named after its source; its choices follow. */
  | {
      type: 'AbilityPutOnStack';
      player: PlayerId;
      source: ObjectId;
      object: ObjectId;
      name: string;
      stack: StackInfo;
    }
  /**
   * 602.2i: the ability on the stack (`object`) became activated, with its choices (`stack`). In
   * streams from before `AbilityPutOnStack`, this event alone put it on the stack.
   */
  | {
      type: 'AbilityActivated';
      player: PlayerId;
      source: ObjectId;
      object: ObjectId;
      name: string;
      stack: StackInfo;
    }
  | {
      type: 'AbilityTriggered';
      player: PlayerId;
      source: ObjectId;
      object: ObjectId;
      name: string;
      stack: StackInfo;
    }
  | { type: 'TriggerPending'; trigger: GameState['pendingTriggers'][number] }
  | { type: 'TriggerRemoved'; trigger: GameState['pendingTriggers'][number] }
  /** 603.7a: a resolving spell or ability created a delayed triggered ability. */
  | { type: 'DelayedTriggerCreated'; trigger: DelayedTrigger }
  /** 608.1: all players passed in succession; the top object of the stack resolves. */
  | { type: 'ResolutionBegan'; object: ObjectId }
  | { type: 'AbilityResolved'; object: ObjectId }
  | { type: 'AbilityRemovedFromStack'; object: ObjectId; reason: 'fizzle' | 'countered' }
  | { type: 'PermanentTapped'; object: ObjectId }
  /** 701.28a: a transforming double-faced permanent turned over; `face`: its back face, absent: its front face. */
  | { type: 'Transformed'; object: ObjectId; face?: string }
  /** 502.3: the untap step's untapping, as one event. */
  | { type: 'PermanentsUntapped'; objects: ObjectId[] }
  | {
      type: 'DamageDealt';
      source: ObjectId;
      target: string;
      recipient: 'player' | 'creature' | 'planeswalker' | 'creature-planeswalker' | 'battle';
      amount: number;
      combat: boolean;
      deathtouch: boolean;
      /** From a source with infect (702.90b-c): poison counters or -1/-1 counters follow, not life loss or marked damage. */
      infect?: boolean;
      /** From a source with wither (702.80a): -1/-1 counters follow on a creature, not marked damage. */
      wither?: boolean;
    }
  | { type: 'LifeGained'; player: PlayerId; amount: number }
  | { type: 'LifeLost'; player: PlayerId; amount: number }
  | { type: 'CountersAdded'; on: string; counter: string; amount: number }
  | { type: 'CountersRemoved'; on: string; counter: string; amount: number }
  /** A player's speed became `speed` (702.179a-d): set to 1 (704.5z), or increased. */
  | { type: 'SpeedChanged'; player: PlayerId; speed: number }
  /** The player became the monarch (722.1); the monarch before, if any, ceased to be (722.3). */
  | { type: 'BecameMonarch'; player: PlayerId }
  /** A battle's controller chose a new protector for it (704.5w-x, 310.10) as a state-based action. */
  | { type: 'ProtectorChosen'; battle: ObjectId; player: PlayerId; rule: '704.5w' | '704.5x' }
  /**
   * A control-changing effect began or ended (613.1b): the permanent's controller is now `controller`;
   * it is summoning sick for them (302.6) and removed from combat (506.4).
   */
  | { type: 'ControlChanged'; object: ObjectId; controller: PlayerId }
  | { type: 'TokenCreated'; object: GameObject }
  /** 309.2a, 701.46a: a player put a dungeon card they own from outside the game into the command zone. */
  | { type: 'DungeonEntered'; player: PlayerId; object: GameObject }
  /** 309.4a, 309.5a, 701.46b: the player moved their venture marker into a room of their dungeon (its room ability triggers, 309.4c). */
  | { type: 'RoomEntered'; player: PlayerId; dungeon: ObjectId; room: string }
  /**
   * 309.7: the player completed a dungeon: its owner removed it from the game, as they ventured from
   * its bottommost room (701.46c) or as a state-based action (704.5t).
   */
  | {
      type: 'DungeonCompleted';
      player: PlayerId;
      dungeon: ObjectId;
      name: string;
      rule: '701.46c' | '704.5t';
    }
  | { type: 'EffectCreated'; effect: ContinuousEffect }
  | { type: 'EffectsEnded'; ids: string[] }
  | { type: 'Attached'; object: ObjectId; to: ObjectId }
  | { type: 'Unattached'; object: ObjectId }
  /** 702.103e: a bestowed Aura spell whose target is illegal as it resolves continues as a creature spell. */
  | { type: 'CeasedToBeBestowed'; object: ObjectId }
  | {
      type: 'AttackersDeclared';
      player: PlayerId;
      attackers: { attacker: ObjectId; defender: string }[];
      /** 508.1e, 702.22c: the attacking bands, if any were declared. */
      bands?: ObjectId[][];
    }
  | {
      type: 'BlockersDeclared';
      player: PlayerId;
      /** The blocks declared (509.1a). */
      blocks: { blocker: ObjectId; attacker: ObjectId }[];
      /** 702.22h: the blocks that follow: a blocker of a band's member also blocks the band's other members. */
      banded?: { blocker: ObjectId; attacker: ObjectId }[];
    }
  | { type: 'CombatEnded' }
  /** 510.1c-d: how a creature's controller chose to divide its combat damage (recipient id -> amount). */
  | { type: 'CombatDamageAssigned'; source: ObjectId; assignment: Record<string, number> }
  | { type: 'CombatDamageStepCompleted'; firstStrike: boolean }
  | { type: 'DamageWoreOff' }
  | { type: 'LoyaltyAbilityActivated'; object: ObjectId }
  /** 602.5b: an ability of `object` that may be activated only once each turn was activated. */
  | { type: 'OncePerTurnAbilityActivated'; object: ObjectId; ability: number }
  /** A replacement effect modified an event about to happen (614.1), chosen by `chooser` if there was a choice (616.1). */
  | {
      type: 'ReplacementApplied';
      effect: AppliedEffect;
      chooser?: PlayerId;
      before: Proposal;
      after: Proposal;
    }
  /** A prevention shield prevented damage that would have been dealt (615.7). */
  | {
      type: 'DamagePrevented';
      /** What prevented it: a shield, or a permanent's protection (702.16e). */
      effect: AppliedEffect;
      source: ObjectId;
      target: string;
      amount: number;
      chooser?: PlayerId;
    }
  /** 701.15a: a regeneration shield replaced a destruction: tapped, damage removed, out of combat. */
  | { type: 'Regenerated'; object: ObjectId; effect: string }
  /** 702.89a: all damage marked on the permanent is removed (umbra armor). */
  | { type: 'DamageRemoved'; object: ObjectId }
  /** 701.55b: a player discovered N (complete, even if some actions were impossible); `card`: the discovered card (701.55c). */
  | { type: 'Discovered'; player: PlayerId; amount: number; card?: ObjectId }
  /** 705.1-705.2: a player flipped a coin and won or lost the flip; `draws`: the game's generator after it. */
  | { type: 'CoinFlipped'; player: PlayerId; won: boolean; draws: number }
  /** 701.23: a player clashed with an opponent and won or not (their cards were revealed and put back). */
  | { type: 'Clashed'; player: PlayerId; opponent: PlayerId; won: boolean }
  /** 701.32a: a player voted for one of a vote's options (every player sees it). */
  | { type: 'Voted'; player: PlayerId; option: string; source: ObjectId }
  /**
   * 701.8b, 701.16a: the game's random source chose `objects` from among `from` for a player
   * ("discards a card at random", "reveals a card at random from their hand"); `draws`: the generator after it.
   */
  | { type: 'ChosenAtRandom'; player: PlayerId; from: ObjectId[]; objects: ObjectId[]; draws: number }
  /** The objects were put in a random order (701.55a: the rest of the exiled cards, to the bottom of the library). */
  | { type: 'RandomOrderChosen'; player: PlayerId; objects: ObjectId[]; draws?: number; rng?: number }
  /** 704.5u (702.158c): a player chose the sector designation of a creature they control. */
  | { type: 'SectorDesignated'; player: PlayerId; object: ObjectId; sector: Sector }
  /** 702.158b: no player controls a space sculptor permanent or ability any more: the permanents lose their sectors. */
  | { type: 'SectorsLost'; objects: ObjectId[] }
  /** 701.18a: a player scried N: the cards they put on top and on the bottom of their library, each topmost first. */
  | { type: 'Scried'; player: PlayerId; amount: number; top: ObjectId[]; bottom: ObjectId[] }
  /**
   * 401.4: the player put cards of a library they looked at on its top or bottom, in the order given
   * (topmost first); the library is theirs, or `library`'s ("target player's library").
   */
  | { type: 'LibraryArranged'; player: PlayerId; top: ObjectId[]; bottom: ObjectId[]; library?: PlayerId }
  /** An object was revealed to every player (701.16a). */
  | { type: 'CardRevealed'; object: ObjectId; name: string }
  /** 702.37e, 708.8: a face-down permanent turned face up, its morph cost shown and paid; it is the same object. */
  | { type: 'TurnedFaceUp'; player: PlayerId; object: ObjectId; name: string }
  /** 116.2f, 702.62a: the player suspends a card from their hand, its suspend cost paid; it is exiled next. */
  | { type: 'CardSuspended'; player: PlayerId; card: ObjectId; name: string }
  /** 701.37b, 702.112b: a permanent became monstrous or renowned; it keeps the designation until it leaves the battlefield. */
  | { type: 'Designated'; object: ObjectId; name: string; designation: Designation }
  /** `player` looked at the hand of `of` (Gitaxian Probe): only they, its owner and the judge see the cards. */
  | { type: 'HandLookedAt'; player: PlayerId; of: PlayerId; cards: string[] }
  | { type: 'DecisionRequested'; decision: Decision; agenda: Task[] }
  | {
      type: 'DecisionAnswered';
      decision: string;
      player: PlayerId;
      answer: unknown;
      /** The answer was the only one (no attacker or blocker could be declared): the state it was given in. */
      mandatory?: MandatoryAction;
    }
  /**
   * 729.3: a player made a game choice other than passing priority; `fingerprint` stands for the
   * state it was made in and the choice (`loops/fragmented-loop.ts`).
   */
  | { type: 'GameChoiceMade'; player: PlayerId; fingerprint: string }
  /** 729.2a: a player proposed a shortcut; the others accept or shorten it (decisions). */
  | { type: 'ShortcutProposed'; player: PlayerId; actions: ShortcutAction[]; times: number }
  /**
   * 729.2c: the shortcut is taken (the events of its game choices follow): `iterations` whole
   * repetitions, then the next one up to the first choice of a player in `stoppedBefore`, who must
   * choose differently.
   */
  | { type: 'ShortcutTaken'; player: PlayerId; iterations: number; stoppedBefore?: PlayerId[] }
  | { type: 'PlayerConceded'; player: PlayerId }
  | { type: 'PlayerLost'; player: PlayerId; reason: string }
  /** 800.4a: the objects the player owned left the game with them. */
  | { type: 'PlayerLeftGame'; player: PlayerId; objects: ObjectId[] }
  | { type: 'GameEnded'; winner?: PlayerId; draw?: boolean; reason?: string }
  /**
   * IPG 1.4: a head judge backed the game up from revision `from` to `to`. `undone` are the events
   * since, reversed most recent first; `returned`, for each draw reversed, the card put back on top
   * of its owner's library: the card drawn when all its owner's opponents knew it, else a card of the
   * hand chosen at random (`random`); `reshuffled`, the players whose library's random portion was
   * shuffled again (a shuffle since). `state` is the game as it is now: the state as of `to`, with
   * those cards and the generator, ids and timestamps going on from where they were.
   */
  | {
      type: 'GameBackedUp';
      judge: string;
      from: number;
      to: number;
      undone: { revision: number; type: GameEventType }[];
      returned: BackupReturn[];
      reshuffled: PlayerId[];
      state: RecordedState;
    }
  /** IPG 2.5, 1.4: a judge's partial fix; the events that do it follow. `name` is the object's. */
  | { type: 'PartialFixApplied'; judge: string; fix: PartialFix; name?: string }
  /** 710, 110.5: a permanent became flipped (a flip card then has its bottom half's characteristics, 710.2). */
  | { type: 'Flipped'; object: ObjectId }
  /**
   * 707.10: a copy of the spell `original` is put on the stack as `object`, controlled and owned by
   * `player`; it is not cast. Its choices are the original's (modes, X, costs paid), its targets new
   * ones where its controller chose them (707.10c).
   */
  | {
      type: 'SpellCopied';
      player: PlayerId;
      original: ObjectId;
      object: ObjectId;
      /** The original's copiable values (707.2): its name, the face it was cast with, what it copies; its chosen player (601.6a). */
      copied: Pick<GameObject, 'name' | 'face' | 'copyOf' | 'chosen'>;
      stack: StackInfo;
    }
  /** 702.110b: `object` exploited `creature`: its controller sacrificed it as `object`'s exploit ability resolved. */
  | { type: 'Exploited'; object: ObjectId; name: string; creature: ObjectId };

/** A card put back on top of a library by a backup (IPG 1.4), in the order they were put back. */
export interface BackupReturn {
  player: PlayerId;
  /** The card put back, as it is now in the library. */
  object: ObjectId;
  name: string;
  /** Chosen at random from the hand, in place of the card drawn (`drawn`), which stays in hand. */
  random: boolean;
  drawn: string;
}

export type GameEventType = GameEvent['type'];
export type PendingTriggerEvent = Extract<GameEvent, { type: 'TriggerPending' }>;
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;
