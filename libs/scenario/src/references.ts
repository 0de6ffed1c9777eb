// References (docs/scenario-format.md "References"): aliases, unique names, `Name#N` and players.
// A reference names a card or token, not an object: it follows the card from zone to zone although
// the rules make it a new object each time (400.7), through the card's `cardId`.
import type { GameObject, GameState, ObjectId, PlayerId } from '@mtg/rules';
import { ScenarioError } from './errors.js';
import { allObjects } from '@mtg/rules';

/** Something a reference can name, in setup order. `exists`: it is in some zone now. */
export interface Candidate {
  name: string;
  alias?: string;
  exists: boolean;
}

const NUMBERED = /^(.+)#(\d+)$/;

/** No alias and no object has the name a reference gives. */
export class UnknownReferenceError extends ScenarioError {
  constructor(readonly ref: string) {
    super(`unknown reference "${ref}"`);
  }
}

/** The index of the candidate a reference names: an alias, `Name#N`, or a name only one candidate has. */
export function pickCandidate(ref: string, candidates: readonly Candidate[]): number {
  const aliased = candidates.findIndex((c) => c.alias === ref);
  if (aliased >= 0) return aliased;
  const numbered = NUMBERED.exec(ref);
  if (numbered) return nth(ref, numbered[1]!, Number(numbered[2]), candidates);
  const named = indexesNamed(ref, candidates);
  const existing = named.filter((i) => candidates[i]!.exists);
  const pool = existing.length > 0 ? existing : named;
  if (pool.length === 1) return pool[0]!;
  if (pool.length === 0) throw new UnknownReferenceError(ref);
  throw new ScenarioError(
    `"${ref}" is ambiguous: ${pool.length} objects have that name (use an alias, or ${ref}#1 to ${ref}#${named.length})`,
  );
}

function indexesNamed(name: string, candidates: readonly Candidate[]): number[] {
  return candidates.flatMap((c, i) => (c.name === name ? [i] : []));
}

function nth(ref: string, name: string, n: number, candidates: readonly Candidate[]): number {
  const named = indexesNamed(name, candidates);
  const index = named[n - 1];
  if (index === undefined || n < 1) {
    throw new ScenarioError(
      `unknown reference "${ref}": there ${named.length === 1 ? 'is' : 'are'} ${named.length} "${name}"`,
    );
  }
  return index;
}

/** A card or token of the scenario: in setup order, then the ones the game created. */
export interface KnownCard extends Candidate {
  cardId: string;
  /** The object it is now, if it still exists. */
  object?: GameObject;
}

export type Resolved = { kind: 'player'; id: PlayerId } | { kind: 'card'; card: KnownCard };

/** What a command subject must be to be usable (the Forest in hand for `play-land`). */
export type SubjectUse =
  | 'cast'
  | 'play-land'
  | 'activate'
  | 'mana'
  | 'sacrifice'
  | 'discard'
  | 'exile'
  | 'turn-face-up'
  | 'suspend'
  | 'convoke'
  | 'crew'
  | 'return';

type Usable = (object: GameObject, player: PlayerId) => boolean;

const inHand: Usable = (o, player) => o.zone === 'hand' && o.owner === player;
const inGraveyard: Usable = (o, player) => o.zone === 'graveyard' && o.owner === player;
const offBattlefield: Usable = (o, player) =>
  o.owner === player && o.zone !== 'battlefield' && o.zone !== 'stack';
const controlledPermanent: Usable = (o, player) => o.zone === 'battlefield' && o.controller === player;
const untappedPermanent: Usable = (o, player) => controlledPermanent(o, player) && !o.tapped;

const PREFERENCES: Record<SubjectUse, Usable[]> = {
  cast: [inHand, offBattlefield],
  'play-land': [inHand, offBattlefield],
  activate: [untappedPermanent, controlledPermanent, offBattlefield],
  mana: [untappedPermanent, controlledPermanent, offBattlefield],
  sacrifice: [controlledPermanent],
  discard: [inHand],
  exile: [inGraveyard, offBattlefield, controlledPermanent],
  'turn-face-up': [controlledPermanent],
  suspend: [inHand],
  convoke: [untappedPermanent, controlledPermanent],
  crew: [untappedPermanent, controlledPermanent],
  return: [controlledPermanent],
};

const currentObjects = new WeakMap<GameState, Map<string, GameObject>>();

/** The objects of a state by card (abilities on the stack are not cards). */
function objectsByCard(state: GameState): Map<string, GameObject> {
  let byCard = currentObjects.get(state);
  if (!byCard) {
    byCard = new Map();
    for (const o of allObjects(state)) if (!o.isAbility) byCard.set(o.cardId, o);
    currentObjects.set(state, byCard);
  }
  return byCard;
}

function objectNumber(id: ObjectId): number {
  return Number(/\d+/.exec(id)?.[0] ?? Number.MAX_SAFE_INTEGER);
}

export interface SetupCard {
  cardId: string;
  name: string;
  alias?: string;
}

/** Resolves a scenario's references against a game state. */
export class References {
  constructor(
    private readonly players: readonly PlayerId[],
    private readonly setup: readonly SetupCard[],
    /** The catalogue's spelling of a card name, or undefined for a name it doesn't know. */
    private readonly cardName: (name: string) => string | undefined = (name) => name,
  ) {}

  /** Setup's cards, then the cards and tokens the game created since, by creation. */
  known(state: GameState): KnownCard[] {
    const byCard = objectsByCard(state);
    const setupIds = new Set(this.setup.map((c) => c.cardId));
    const fromSetup = this.setup.map((c) => this.knownCard(c, byCard.get(c.cardId)));
    const created = [...byCard.values()]
      .filter((o) => !setupIds.has(o.cardId))
      .sort((a, b) => objectNumber(a.id) - objectNumber(b.id))
      .map((o) => this.knownCard({ cardId: o.cardId, name: o.name }, o));
    return [...fromSetup, ...created];
  }

  private knownCard(card: SetupCard, object: GameObject | undefined): KnownCard {
    return { ...card, ...(object ? { name: object.name, object } : {}), exists: object !== undefined };
  }

  resolve(ref: string, state: GameState): Resolved {
    if (this.players.includes(ref)) return { kind: 'player', id: ref };
    const known = this.known(state);
    try {
      return { kind: 'card', card: known[pickCandidate(this.spelling(ref, known), known)]! };
    } catch (error) {
      throw error instanceof UnknownReferenceError ? new ScenarioError(this.unknown(ref)) : error;
    }
  }

  /** A card name as the catalogue spells it (`lightning bolt#2` is `Lightning Bolt#2`). */
  private spelling(ref: string, known: readonly KnownCard[]): string {
    if (known.some((c) => c.alias === ref || c.name === ref)) return ref;
    const numbered = NUMBERED.exec(ref);
    const name = numbered ? numbered[1]! : ref;
    const spelt = this.cardName(name) ?? name;
    return numbered ? `${spelt}#${numbered[2]}` : spelt;
  }

  private unknown(ref: string): string {
    if (this.cardName(ref) === undefined)
      return `unknown reference "${ref}": no alias, player or card has that name`;
    return `no "${ref}" in this game`;
  }

  /** The object a reference names now; fails for players and for cards that ceased to exist. */
  object(ref: string, state: GameState): GameObject {
    const resolved = this.resolve(ref, state);
    if (resolved.kind === 'player') throw new ScenarioError(`"${ref}" is a player, not an object`);
    if (!resolved.card.object) throw new ScenarioError(`"${ref}" no longer exists`);
    return resolved.card.object;
  }

  /** A player's id or an object's id (targets, defenders). */
  id(ref: string, state: GameState): string {
    const resolved = this.resolve(ref, state);
    return resolved.kind === 'player' ? resolved.id : this.object(ref, state).id;
  }

  /**
   * The subject of a command. A name several objects share means the first of them, in setup order,
   * that the command can use (the Forest in the player's hand, the Forest they control for `mana`)
   * and that is not `taken` already (`pay: [Forest, Forest]` names two Forests).
   */
  subject(
    ref: string,
    state: GameState,
    player: PlayerId,
    use: SubjectUse,
    taken?: ReadonlySet<ObjectId>,
  ): GameObject {
    const known = this.known(state);
    const name = this.spelling(ref, known);
    const sharedName =
      !this.players.includes(ref) && !known.some((c) => c.alias === ref) && !NUMBERED.test(ref);
    const named = sharedName
      ? known.flatMap((c) => (c.name === name && c.object && !taken?.has(c.object.id) ? [c.object] : []))
      : [];
    for (const usable of PREFERENCES[use]) {
      const found = named.find((o) => usable(o, player));
      if (found) return found;
    }
    return named[0] ?? this.object(ref, state);
  }

  /** Several subjects, each a different object (`pay: [Forest, Forest]`). */
  subjects(refs: readonly string[], state: GameState, player: PlayerId, use: SubjectUse): ObjectId[] {
    const ids: ObjectId[] = [];
    for (const ref of refs) ids.push(this.subject(ref, state, player, use, new Set(ids)).id);
    return ids;
  }
}
