// What a player with priority may do (117.1): pass, play a land (305.1), cast a spell (601.3),
// activate an ability (602.2) or a mana ability (605.3a).
import { activatedAbilitiesOf } from '../casting/activate-ability.js';
import { landPlayProblem } from '../casting/play-land.js';
import type { Command } from '../commands/command.js';
import type { RulesContext } from '../engine/context.js';
import type { Run } from '../engine/run.js';
import { availableManaSources } from '../mana/mana-sources.js';
import type { GameState, PlayerId } from '../state/game-state.js';
import { playerById } from '../state/updates.js';
import { activationCommands } from './activations.js';
import { castingCommands, manaBudget } from './casts.js';

/** The actions of one kind a player with priority may take. */
type ActionKind = (run: Run, player: PlayerId) => Iterable<Command>;

/** 305.1: a land in the hand, the land face of a modal double-faced card (712.12), or the top of the library when an effect allows it. */
function* landPlays(run: Run, player: PlayerId): Iterable<Command> {
  const me = playerById(run.state, player);
  for (const card of [...me.library.slice(0, 1), ...me.hand]) {
    const land: Command = { type: 'PlayLand', player, card };
    if (!landPlayProblem(run, land)) yield land;
  }
}

/** 601.3: the cards the player may cast from where they are: the hand, a graveyard (flashback, jump-start), exile (on an adventure). */
function* spells(run: Run, player: PlayerId): Iterable<Command> {
  const me = playerById(run.state, player);
  const budget = manaBudget(run, player);
  for (const card of [...me.hand, ...me.graveyard, ...run.state.exile])
    yield* castingCommands(run, player, card, budget);
}

/** 602.2: the abilities of permanents the player controls and of cards in their hand. */
function* abilities(run: Run, player: PlayerId): Iterable<Command> {
  const { state, ctx } = run;
  const mine = state.battlefield.filter((id) => state.objects[id]!.controller === player);
  for (const id of [...mine, ...playerById(state, player).hand]) {
    const found = activatedAbilitiesOf(state, ctx, id);
    for (let i = 0; i < found.length; i++)
      yield* activationCommands(run, player, id, i, found[i]!.ability.targets);
  }
}

/** 605.3a: the mana abilities the player may activate. */
function* manaAbilities(run: Run, player: PlayerId): Iterable<Command> {
  for (const source of availableManaSources(run.state, run.ctx, player))
    yield { type: 'ActivateManaAbility', player, source: source.object, color: source.produces[0]! };
}

/** A run that only reads the state, for the rules functions that say what may be done now. */
function readingRun(state: GameState, ctx: RulesContext): Run {
  return { state, owned: {}, events: [], agenda: [], ctx, scheduled: [] };
}

export function priorityActions(state: GameState, ctx: RulesContext, player: PlayerId): Command[] {
  const run = readingRun(state, ctx);
  const kinds: ActionKind[] = [landPlays, spells, abilities, manaAbilities];
  return [{ type: 'PassPriority', player }, ...kinds.flatMap((kind) => [...kind(run, player)])];
}

/**
 * Whether the player with priority could do anything but pass (104.4b: else passing is mandatory):
 * an action that can be completed, not one announced only to be reversed (730.1). The cheapest kinds
 * of action are looked at first, and the first action found settles it.
 */
export function canDoMoreThanPass(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  const run = readingRun(state, ctx);
  const kinds: ActionKind[] = [manaAbilities, landPlays, abilities, spells];
  const completes = (c: Command) => c.type !== 'AnnounceSpell' && c.type !== 'AnnounceAbility';
  return kinds.some((kind) => {
    for (const action of kind(run, player)) if (completes(action)) return true;
    return false;
  });
}
