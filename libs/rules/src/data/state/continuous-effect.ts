// Continuous effects created by resolving spells and abilities (611.2): the set of affected objects
// is fixed when the effect begins (611.2c).
import type {
  CardType,
  Color,
  CombatConstraint,
  Duration,
  Filter,
  Keyword,
  SourceSpec,
  TurnPart,
} from '@mtg/cards';
import type { ObjectId, PlayerId } from './game-state.js';

export type ContinuousChange =
  /** The affected cards have flashback, its cost their mana cost (702.34a; Snapcaster Mage). */
  | { kind: 'flashback' }
  /** The affected objects can't be the target of spells or abilities the effect's controller's opponents control. */
  | { kind: 'cant-be-targeted'; by: 'opponents' }
  /** The affected creatures can't attack, can't block, or both (508.1c, 509.1b), or attack if able (508.1d). */
  | { kind: 'combat-constraint'; constraint: CombatConstraint }
  | { kind: 'modify-pt'; power: number; toughness: number }
  | { kind: 'grant-keywords'; keywords: Keyword[] }
  /** The affected player may play `count` additional lands this turn (305.2). */
  | { kind: 'additional-land-plays'; count: number }
  /**
   * A prevention shield (615.7): the next `remaining` damage to each affected object or player; with
   * `counters`, a counter of that kind on the shielded object per damage prevented (615.5).
   */
  | { kind: 'prevent-damage'; remaining: number; counters?: string }
  /**
   * The next time a chosen source would deal damage to the affected player, prevent it (615.8), or
   * all but `allBut` of it; only while the source still matches `spec` (609.7b, 615.9).
   */
  | {
      kind: 'prevent-next-damage-from-source';
      from: ChosenSource;
      combatOnly?: boolean;
      allBut?: number;
    }
  /**
   * The next `remaining` damage a chosen source would deal to the affected player and the permanents
   * they control is dealt to `to` instead (614.9): a redirection shield.
   */
  | { kind: 'redirect-damage-from-source'; from: ChosenSource; remaining: number; to: string }
  /** The affected players can't gain life (119.7, 614.17). */
  | { kind: 'cant-gain-life' }
  /** Damage can't be prevented (615.12). */
  | { kind: 'damage-cant-be-prevented' }
  /**
   * The affected permanents become creatures with this base power and toughness (613.4b), keeping
   * their types (205.1b) or, `replacesTypes`, with only `types` (205.1a); with these creature
   * `subtypes`, `colors` (613.1e) and `keywords` (613.1f) if said. Without `types`: a creature.
   */
  | {
      kind: 'becomes-creature';
      power: number;
      toughness: number;
      types?: CardType[];
      replacesTypes?: true;
      subtypes?: string[];
      colors?: Color[];
      keywords?: Keyword[];
    }
  /** The affected permanent doesn't untap during its controller's next untap step (502.3), which uses it up. */
  | { kind: 'doesnt-untap-next' }
  /** The affected permanents don't untap during their controllers' untap steps (502.3), while the effect lasts. */
  | { kind: 'doesnt-untap' }
  /** The affected permanents' activated abilities can't be activated (602.5; Deadlock Trap), even if they untap. */
  | { kind: 'cant-activate-abilities' }
  /** The affected objects are these colors (105.3), in layer 5 (613.1e). */
  | { kind: 'set-colors'; colors: Color[] }
  /** The affected objects have these subtypes in addition to their other types (205.1b), in layer 4 (613.1d). */
  | { kind: 'add-subtypes'; subtypes: string[] }
  /** "Prevent all combat damage that would be dealt this turn" (615.1a): no recipient list. */
  | { kind: 'prevent-all-combat-damage' }
  /** A regeneration shield (701.15a): the next time the permanent would be destroyed this turn. */
  | { kind: 'regeneration' }
  /**
   * An object matching `filter` that would enter under an opponent of the effect's controller's
   * control enters under the effect's controller's control instead (616.1b).
   */
  | { kind: 'control-entering'; filter: Filter }
  /** The effect's controller controls the affected permanent (613.1b, layer 2; Threaten effects). */
  | { kind: 'control' }
  /**
   * The affected player skips their next `step`, combat phase or turn (614.10a): used up by what it
   * skips, after `count` occurrences (default one).
   */
  | { kind: 'skip-next-step'; step: TurnPart; count?: number }
  /** "Creatures in each sector can be blocked only by creatures in the same sector" (702.158, 509.1b): no affected list. */
  | { kind: 'blocked-only-within-sectors' }
  /**
   * "Prevent all [combat] damage that would be dealt [to ...] [by ...] this turn" (615.1a): each side,
   * when present, the players and objects fixed as the effect began and the filters read as the damage
   * would be dealt (615.1); absent, any.
   */
  | { kind: 'prevent-all-damage'; to?: PreventedParties; by?: PreventedParties; combatOnly?: true }
  /** The affected permanents have protection from this color (702.16a), in layer 6 (613.1f). */
  | { kind: 'protection'; color: Color }
  /** The affected objects have these card types in addition to their others (205.1b; a crewed Vehicle, 702.122a), in layer 4 (613.1d). */
  | { kind: 'add-types'; types: CardType[] };

/** One side of the damage a prevention effect is about (615.1a): players and objects fixed, or matching filters. */
export interface PreventedParties {
  ids: string[];
  filters: Filter[];
}

/**
 * A source of damage a player chose as the effect began (609.7a): the object, and the permanent it
 * became if it was a permanent spell; `spec` is what it must still be when it would deal damage (609.7b).
 */
export interface ChosenSource {
  objects: ObjectId[];
  spec: SourceSpec;
}

export interface ContinuousEffect {
  id: string;
  timestamp: number;
  source: ObjectId;
  /** The name of the source, kept for when it is gone (a resolved ability). */
  sourceName?: string;
  controller: PlayerId;
  /** Objects (or, for prevention shields, players) fixed when the effect began (611.2c, 615.11). */
  affected: string[];
  change: ContinuousChange;
  duration: Duration;
  /** For 'while-source-tapped' (611.2b): the permanent whose staying tapped the effect lasts for. */
  whileTapped?: ObjectId;
}
