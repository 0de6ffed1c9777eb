// Searching a library (701.19) and shuffling it (701.20): the controller of the resolving spell or
// ability looks through their library, finds cards of the description, reveals them if told to
// (701.19e) and puts them where the effect says. Only the searcher sees the cards the decision
// offers; the others learn a card found only when it is revealed or reaches a public zone.
import type { Effect } from '@mtg/cards';
import { ask, emit, takeAnswer, type Run } from '../engine/run.js';
import { moveObject, shuffleLibrary } from '../game-actions/actions.js';
import { matchesFilter } from '../layers/filter.js';
import { shuffle } from '../data/state/random.js';
import type { ObjectId, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { objectOf } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
type Search = Extract<Effect, { kind: 'search-library' }>;
type Placement = Pick<Search, 'to' | 'tapped'>;

/** The cards of the searcher's library that match the description (701.19a). */
function matching(run: Run, task: EffectTask, search: Search): ObjectId[] {
  const { controller, self } = task.ctx;
  return playerById(run.state, controller).library.filter((id) =>
    matchesFilter(run.state, run.ctx, objectOf(run.state, id)!, search.filter, { controller, source: self }),
  );
}

/**
 * How many cards the searcher may find: 701.19b, a description with a stated quality may find none
 * of them (and "up to N", "any number of" none), up to N or as many as the library holds (not as
 * many as match: that is the searcher's to know, 401.2); 701.19d, "a card" or "N cards" finds that
 * many, or as many as there are.
 */
function findable(search: Search, library: number, amount: number): { min: number; max: number } {
  const max = Math.min(amount, library);
  const quality = Object.keys(search.filter).length > 0;
  return { min: quality || search.upTo || search.amount === 'any-number' ? 0 : max, max };
}

/**
 * 701.19a: the search, then the cards found revealed (701.19e) and put where the effect says; with
 * "put one [here] and the other [there]" (Cultivate), the searcher then chooses the one.
 */
export function searchLibrary(run: Run, task: EffectTask, search: Search, amount: number): void {
  const player = task.ctx.controller;
  const answer = takeAnswer(run);
  const chosen = answer?.kind === 'options' ? answer.ids : undefined;
  const searched = task.ctx.chosen?.[player];
  if (searched) return placeOneAndTheOthers(run, task, search, searched, chosen);
  const candidates = matching(run, task, search);
  const { min, max } = findable(search, playerById(run.state, player).library.length, amount);
  // A search with one possible outcome asks nothing: an empty library, or every card of it to find.
  // One that may find nothing is asked even when nothing matches, which the others can't know (401.2).
  const found =
    chosen ?? (max === 0 ? [] : min === max && max === candidates.length ? candidates : undefined);
  if (!found)
    return ask(run, task, {
      player,
      kind: 'cards',
      prompt: `${task.ctx.sourceName}: search your library: choose ${min ? max : `up to ${max}`} card(s) (701.19${min ? 'd' : 'b'})`,
      options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min,
      max,
    });
  // 701.19e: found cards are revealed only if the effect says so.
  if (search.reveal)
    for (const id of found)
      emit(run, { type: 'CardRevealed', object: id, name: objectOf(run.state, id)!.name });
  if (search.to === 'library-top') return shuffleBeneath(run, player, found);
  if (search.theOther)
    return placeOneAndTheOthers(
      run,
      { ...task, ctx: { ...task.ctx, chosen: { [player]: found } } },
      search,
      found,
    );
  for (const id of found) putFound(run, id, search, player);
}

/**
 * "Put one onto the battlefield tapped and the other into your hand": the searcher chooses the one
 * among the cards found (a lone card found is the one).
 */
function placeOneAndTheOthers(
  run: Run,
  task: EffectTask,
  search: Search,
  found: readonly ObjectId[],
  chosen?: readonly ObjectId[],
): void {
  const player = task.ctx.controller;
  const one = chosen ?? (found.length <= 1 ? found : undefined);
  if (!one)
    return ask(run, task, {
      player,
      kind: 'cards',
      prompt: `${task.ctx.sourceName}: choose the card to put ${placeWords(search)}; the other goes ${placeWords(search.theOther!)}`,
      options: found.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: 1,
      max: 1,
    });
  for (const id of found) putFound(run, id, one.includes(id) ? search : search.theOther!, player);
}

const PLACES: Record<Search['to'], string> = {
  hand: 'into your hand',
  battlefield: 'onto the battlefield',
  graveyard: 'into your graveyard',
  exile: 'into exile',
  'library-top': 'on top of your library',
};

const placeWords = (p: Placement) => `${PLACES[p.to]}${p.tapped ? ' tapped' : ''}`;

/** Puts a card found into the zone the effect names, through the replacement step (614). */
function putFound(run: Run, id: ObjectId, place: Placement, player: PlayerId): void {
  if (place.to === 'battlefield')
    return moveObject(run, id, 'battlefield', {
      reason: 'put',
      controller: player,
      ...(place.tapped ? { tapped: true } : {}),
    });
  if (place.to === 'exile') return moveObject(run, id, 'exile', { reason: 'exile' });
  if (place.to === 'library-top') return moveObject(run, id, 'library', { reason: 'put', position: 'top' });
  moveObject(run, id, place.to, { reason: 'put' });
}

/**
 * 701.20b, 701.20g: "then shuffle and put that card on top": the cards found are left out of the
 * shuffle, which randomizes the rest beneath them (in the order the searcher chose them, 401.4).
 */
function shuffleBeneath(run: Run, player: PlayerId, found: readonly ObjectId[]): void {
  if (!found.length) return shuffleLibrary(run, player);
  const rest = playerById(run.state, player).library.filter((id) => !found.includes(id));
  const { order, rng } = shuffle(rest, run.state.rng);
  emit(run, {
    type: 'LibraryShuffled',
    player,
    order: [...found, ...order],
    draws: rng.draws,
    onTop: [...found],
  });
}
