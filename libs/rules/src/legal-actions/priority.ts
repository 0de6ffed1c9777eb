// What a player with priority may do (117.1): pass, play a land (305.1), cast a spell (601.3),
// activate an ability (602.2) or a mana ability (605.3a), turn a face-down permanent face up (116.2b),
// suspend a card (116.2f).
import { activatedAbilitiesOf } from '../casting/activate-ability.js';
import { landPlayProblem } from '../casting/play-land.js';
import { suspendOf, suspendProblem } from '../casting/suspend.js';
import { turnFaceUpProblem } from '../casting/turn-face-up.js';
import { isFaceDown } from '../data/state/face-down.js';
import type { Command } from '../data/commands/command.js';
import type { RulesContext } from '../data/state/context.js';
import type { Run } from '../engine/run.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import { factsWith, holds, type KeysOf } from '../objects/per-permanent.js';
import { playerById } from '../data/state/updates.js';
import { activationCandidates } from './activations.js';
import { accepted, once, readingRun, type Candidate, type CandidateGroups } from './candidate.js';
import { castingCandidates, manaBudget } from './casts.js';
import { objectOf } from '../data/state/objects.js';
import { perState } from '../layers/derived.js';

/**
 * The candidates of one kind of action for a player with priority, in groups found together (those of
 * a card, those of an ability), each listed as far as they are read.
 */
type ActionKind = (run: Run, player: PlayerId) => Iterable<readonly Candidate[]>;

/** 305.1: a land in the hand, the land face of a modal double-faced card (712.12), or the top of the library when an effect allows it. */
function* landPlays(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  const me = playerById(run.state, player);
  yield [...me.library.slice(0, 1), ...me.hand].map((card) => {
    const land: Command = { type: 'PlayLand', player, card };
    return { command: land, problem: once(() => landPlayProblem(run, land)) };
  });
}

/** 601.3: the cards the player may cast from where they are: the hand, a graveyard (flashback, jump-start), exile (on an adventure). */
function* spells(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  const me = playerById(run.state, player);
  const budget = manaBudget(run, player);
  for (const card of [...me.hand, ...me.graveyard, ...run.state.exile])
    yield castingCandidates(run, player, card, budget);
}

/** 116.2b, 702.37e: the face-down permanents the player controls, each turned face up for its morph cost. */
function* faceUpTurns(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  const { state } = run;
  const mine = state.battlefield.filter((id) => {
    const o = objectOf(state, id)!;
    return o.controller === player && isFaceDown(o);
  });
  yield mine.map((object) => {
    const turn: Command = { type: 'TurnFaceUp', player, object };
    return { command: turn, problem: once(() => turnFaceUpProblem(run, turn)) };
  });
}

/** 116.2f, 702.62a: the cards with suspend in the player's hand, each exiled for its suspend cost. */
function suspensions(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  const withSuspend = playerById(run.state, player).hand.filter((id) =>
    suspendOf(run, objectOf(run.state, id)!),
  );
  return [
    withSuspend.map((card) => {
      const suspend: Command = { type: 'Suspend', player, card };
      return { command: suspend, problem: once(() => suspendProblem(run, suspend)) };
    }),
  ];
}

type Activated = ReturnType<typeof activatedAbilitiesOf>;

const hasAny: KeysOf<Activated> = (found) => holds(found.length > 0);

/**
 * 602.2: the abilities of permanents the player controls (of the others, those any player may
 * activate) and of cards in their hand and graveyard (cycling, 702.29a; unearth, 702.84a). Those of the
 * permanents are facts about each (`factsWith`), found again only for the permanents that changed.
 */
function* abilities(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  const { state, ctx } = run;
  const compute = (o: GameObject) => activatedAbilitiesOf(state, ctx, o.id);
  const { facts, at } = factsWith(state, ctx, 'activated abilities', compute, hasAny, ['yes']);
  const me = playerById(state, player);
  const mine = (i: number) => objectOf(state, state.battlefield[i]!)!.controller === player;
  const found = [
    ...at.map((i) => ({ id: state.battlefield[i]!, abilities: facts[i]!, anyOnly: !mine(i) })),
    ...[...me.hand, ...me.graveyard].map((id) => ({
      id,
      abilities: activatedAbilitiesOf(state, ctx, id),
      anyOnly: false,
    })),
  ];
  for (const { id, abilities, anyOnly } of found)
    for (let i = 0; i < abilities.length; i++)
      if (!anyOnly || abilities[i]!.ability.anyPlayer)
        yield activationCandidates(run, player, id, i, abilities[i]!.ability);
}

/** 605.3a: the mana abilities the player may activate. */
function* manaAbilities(run: Run, player: PlayerId): Iterable<readonly Candidate[]> {
  yield availableManaSources(run.state, run.ctx, player).map((source) =>
    accepted({ type: 'ActivateManaAbility', player, source: source.object, color: source.produces[0]! }),
  );
}

/** The kinds of action but mana abilities, in the order `legalActions` lists them (mana abilities last). */
const ACTIONS: ActionKind[] = [landPlays, spells, abilities, faceUpTurns, suspensions];

/** The candidates for a player with priority, their checks not made yet, each group listed when asked. */
export function priorityCandidates(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
): Required<CandidateGroups> {
  const listed = candidatesOfState(state, ctx, player);
  return {
    pass: accepted({ type: 'PassPriority', player }),
    mana: () => listed(manaAbilities).all(),
    others: () => ACTIONS.flatMap((kind) => listed(kind).all()),
  };
}

/**
 * Whether the player with priority could do anything but pass (104.4b: else passing is mandatory):
 * an action that can be completed, not one announced only to be reversed (730.1). The cheapest kinds
 * of action are looked at first, and the first action found settles it.
 */
export function canDoMoreThanPass(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  const listed = candidatesOfState(state, ctx, player);
  const kinds: ActionKind[] = [manaAbilities, landPlays, faceUpTurns, suspensions, abilities, spells];
  const completes = ({ command, problem }: Candidate) =>
    command.type !== 'AnnounceSpell' && command.type !== 'AnnounceAbility' && !problem();
  return kinds.some((kind) => listed(kind).some(completes));
}

/**
 * The candidates of each kind of action for `player` in this state, kept with their checks for the
 * state (`perState`): the legal actions a player is offered and the pass they then send (104.4b
 * asks whether they could have done more) read the same candidates, each check made once. A kind is
 * listed as far as it is read.
 */
function candidatesOfState(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
): (kind: ActionKind) => Listed {
  const byPlayer = perState(
    state,
    ctx,
    'priority candidates',
    () => new Map<PlayerId, Map<ActionKind, Listed>>(),
  );
  let kinds = byPlayer.get(player);
  if (!kinds) byPlayer.set(player, (kinds = new Map()));
  let run: Run | undefined;
  return (kind) => {
    let listed = kinds.get(kind);
    if (!listed) kinds.set(kind, (listed = remembered(kind((run ??= readingRun(state, ctx)), player))));
    return listed;
  };
}

/** The candidates of a kind: all of them, or whether one passes a test, read as far as it takes. */
interface Listed {
  all(): readonly Candidate[];
  some(test: (candidate: Candidate) => boolean): boolean;
}

/** The candidates of `groups`, read from it once as far as they are asked, and kept to be read again. */
function remembered(groups: Iterable<readonly Candidate[]>): Listed {
  const kept: Candidate[] = [];
  const source = groups[Symbol.iterator]();
  let done = false;
  // Reads the next group with candidates, if there is one.
  const more = (): boolean => {
    while (!done) {
      const next = source.next();
      if (next.done) done = true;
      else if (next.value.length) {
        kept.push(...next.value);
        return true;
      }
    }
    return false;
  };
  return {
    some(test) {
      for (let i = 0; i < kept.length || more(); i++) if (test(kept[i]!)) return true;
      return false;
    },
    all() {
      while (more()) {
        // every group is read
      }
      return kept;
    },
  };
}
