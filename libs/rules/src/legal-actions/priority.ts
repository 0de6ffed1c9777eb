// What a player with priority may do (117.1): pass, play a land (305.1), cast a spell (601.3),
// activate an ability (602.2) or a mana ability (605.3a).
import { activatedAbilitiesOf } from '../casting/activate-ability.js';
import { landPlayProblem } from '../casting/play-land.js';
import type { Command } from '../data/commands/command.js';
import type { RulesContext } from '../data/state/context.js';
import type { Run } from '../engine/run.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import { factsWith, holds, type KeysOf } from '../objects/per-permanent.js';
import { playerById } from '../data/state/updates.js';
import { activationCandidates } from './activations.js';
import { accepted, once, readingRun, type Candidate } from './candidate.js';
import { castingCandidates, manaBudget } from './casts.js';
import { objectOf } from '../data/state/objects.js';
import { perState } from '../layers/derived.js';

/** The candidates of one kind of action for a player with priority. */
type ActionKind = (run: Run, player: PlayerId) => Iterable<Candidate>;

/** 305.1: a land in the hand, the land face of a modal double-faced card (712.12), or the top of the library when an effect allows it. */
function* landPlays(run: Run, player: PlayerId): Iterable<Candidate> {
  const me = playerById(run.state, player);
  for (const card of [...me.library.slice(0, 1), ...me.hand]) {
    const land: Command = { type: 'PlayLand', player, card };
    yield { command: land, problem: once(() => landPlayProblem(run, land)) };
  }
}

/** 601.3: the cards the player may cast from where they are: the hand, a graveyard (flashback, jump-start), exile (on an adventure). */
function* spells(run: Run, player: PlayerId): Iterable<Candidate> {
  const me = playerById(run.state, player);
  const budget = manaBudget(run, player);
  for (const card of [...me.hand, ...me.graveyard, ...run.state.exile])
    yield* castingCandidates(run, player, card, budget);
}

type Activated = ReturnType<typeof activatedAbilitiesOf>;

const hasAny: KeysOf<Activated> = (found) => holds(found.length > 0);

/**
 * 602.2: the abilities of permanents the player controls and of cards in their hand. Those of the
 * permanents are facts about each (`factsWith`), found again only for the permanents that changed.
 */
function* abilities(run: Run, player: PlayerId): Iterable<Candidate> {
  const { state, ctx } = run;
  const compute = (o: GameObject) => activatedAbilitiesOf(state, ctx, o.id);
  const { facts, at } = factsWith(state, ctx, 'activated abilities', compute, hasAny, ['yes']);
  const mine = at.flatMap((i) => (objectOf(state, state.battlefield[i]!)!.controller === player ? [i] : []));
  const found = [
    ...mine.map((i) => ({ id: state.battlefield[i]!, abilities: facts[i]! })),
    ...playerById(state, player).hand.map((id) => ({ id, abilities: activatedAbilitiesOf(state, ctx, id) })),
  ];
  for (const { id, abilities } of found)
    for (let i = 0; i < abilities.length; i++)
      yield* activationCandidates(run, player, id, i, abilities[i]!.ability.targets);
}

/** 605.3a: the mana abilities the player may activate. */
function* manaAbilities(run: Run, player: PlayerId): Iterable<Candidate> {
  for (const source of availableManaSources(run.state, run.ctx, player))
    yield accepted({
      type: 'ActivateManaAbility',
      player,
      source: source.object,
      color: source.produces[0]!,
    });
}

/** The kinds of action, in the order `legalActions` lists them. */
const KINDS: ActionKind[] = [landPlays, spells, abilities, manaAbilities];

/** The candidates for a player with priority, their checks not made yet. */
export function priorityCandidates(state: GameState, ctx: RulesContext, player: PlayerId): Candidate[] {
  const listed = candidatesOfState(state, ctx, player);
  return [accepted({ type: 'PassPriority', player }), ...KINDS.flatMap((kind) => [...listed(kind)])];
}

/**
 * Whether the player with priority could do anything but pass (104.4b: else passing is mandatory):
 * an action that can be completed, not one announced only to be reversed (730.1). The cheapest kinds
 * of action are looked at first, and the first action found settles it.
 */
export function canDoMoreThanPass(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  const listed = candidatesOfState(state, ctx, player);
  const kinds: ActionKind[] = [manaAbilities, landPlays, abilities, spells];
  const completes = ({ command, problem }: Candidate) =>
    command.type !== 'AnnounceSpell' && command.type !== 'AnnounceAbility' && !problem();
  return kinds.some((kind) => {
    for (const candidate of listed(kind)) if (completes(candidate)) return true;
    return false;
  });
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
): (kind: ActionKind) => Iterable<Candidate> {
  const byPlayer = perState(
    state,
    ctx,
    'priority candidates',
    () => new Map<PlayerId, Map<ActionKind, Iterable<Candidate>>>(),
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

/** The items of `items`, read from it once as far as they are asked, and kept to be read again. */
function remembered<T>(items: Iterable<T>): Iterable<T> {
  const kept: T[] = [];
  const source = items[Symbol.iterator]();
  let done = false;
  return {
    *[Symbol.iterator]() {
      for (let i = 0; ; i++) {
        if (i === kept.length) {
          const next = done ? undefined : source.next();
          if (!next || next.done) return void (done = true);
          kept.push(next.value);
        }
        yield kept[i]!;
      }
    },
  };
}
