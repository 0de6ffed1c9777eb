// Discover N (701.55) and "Look at the top N cards of your library. You may cast a spell from among
// them without paying its mana cost. Put the rest on the bottom of your library in a random order."
// (Aetherworks Marvel): cards are set apart, the player may cast one of them while the ability resolves
// (608.2g), and the rest go to the bottom of the library in a random order, recorded as an event.
// A card exiled by an earlier instruction or by its own keyword is cast the same way (suspend,
// madness).
import {
  manaValue,
  type AlternativeCostKeyword,
  type CardDefinition,
  type Cost,
  type ObjectRef,
} from '@mtg/cards';
import { ask, emit, problemOf, takeAnswer, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { characteristics } from '../layers/characteristics.js';
import { manaCostOf } from '../layers/mana-cost.js';
import { definitionOf, faceDefinition } from '../layers/definition.js';
import { matchesFilter } from '../layers/filter.js';
import { beginCastingDuringResolution, castDuringResolution, castingProblem } from '../casting/cast-spell.js';
import type { CastChoices, Casting } from '../data/state/casting.js';
import type { CastingMethod } from '../data/state/casting.js';
import { castableFaces, transformedFace } from '../casting/faces.js';
import { shuffle } from '../data/state/random.js';
import type { GameObject, ObjectId, PlayerId } from '../data/state/game-state.js';
import type { Revealing, Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { legalTargets, spellTargetSpecs, targetCount } from '../targets/targets.js';
import type { ChoiceAnswer } from '../data/commands/command.js';
import type { DecisionOption } from '../data/state/decision.js';
import { resolveObjects } from './references.js';
import { objectOf, allObjectIds } from '../data/state/objects.js';

type EffectTask = Extract<Task, { kind: 'effect' }>;
/** Where the cards go if none is cast: nowhere (they stay), the hand (701.55a), the graveyard (702.35a). */
type Otherwise = 'hand' | 'graveyard' | 'none';

/** 118.9: "without paying its mana cost" is an alternative cost of nothing; no other may be chosen. */
const WITHOUT_PAYING: CastingMethod = { name: 'without paying its mana cost', instead: {} };
/** 310.11b, 712.11a: the same, with the card's back face up. */
const TRANSFORMED_WITHOUT_PAYING: CastingMethod = {
  name: 'transformed without paying its mana cost',
  instead: {},
  transformed: true,
};

/** The object a card is now among the ids of a zone. */
function objectOfCard(
  run: Run,
  ids: readonly ObjectId[],
  cardId: string | undefined,
): GameObject | undefined {
  return ids.map((id) => objectOf(run.state, id)!).find((o) => o.cardId === cardId);
}

const exiledCards = (run: Run, cards: readonly string[]) =>
  run.state.exile.map((id) => objectOf(run.state, id)!).filter((o) => cards.includes(o.cardId));

/** Goes on with the effect after what it scheduled has happened. */
function goOn(run: Run, task: EffectTask, revealing: Revealing): void {
  run.scheduled.push({ ...task, ctx: { ...task.ctx, revealing } });
}

// 202.3, 202.3e: a face's mana value as a spell cast without paying its mana cost (X is 0).
function faceManaValue(def: CardDefinition): number {
  return manaValue(manaCostOf(def.manaCost), 0);
}

/** 701.55a: a nonland card with mana value N or less (a split card's is that of both halves, 709.4b). */
function discoverable(run: Run, card: GameObject, n: number): boolean {
  const chars = characteristics(run.state, run.ctx, card.id);
  return !chars.types.includes('Land') && chars.manaValue <= n;
}

/** Discover N (701.55a), by the controller of the resolving spell or ability. */
export function discover(run: Run, task: EffectTask, n: number): void {
  const revealing = task.ctx.revealing;
  if (!revealing) return exileUntilDiscovered(run, task, n);
  if (!revealing.done) return castFromAmong(run, task, exiledCards(run, [revealing.chosen!]), n, 'hand');
  if (!revealing.bottomed) return putTheRestOnTheBottom(run, task, exiledCards(run, revealing.cards));
  // 701.55b: the player has discovered, once the process is complete.
  const card = objectOfCard(run, allObjectIds(run.state), revealing.chosen);
  emit(run, {
    type: 'Discovered',
    player: task.ctx.controller,
    amount: n,
    ...(card ? { card: card.id } : {}),
  });
}

// 701.55a: "Exile cards from the top of your library until you exile a nonland card with mana value N
// or less": face up (406.3), whether or not the player wants to.
function exileUntilDiscovered(run: Run, task: EffectTask, n: number): void {
  const { ctx } = task;
  const cards: GameObject[] = [];
  for (const id of playerById(run.state, ctx.controller).library) {
    cards.push(objectOf(run.state, id)!);
    if (discoverable(run, cards.at(-1)!, n)) break;
  }
  for (const card of cards)
    moveObject(run, card.id, 'exile', {
      reason: 'exile',
      exiledWith: { source: ctx.self, ability: ctx.source },
    });
  const last = cards.at(-1);
  const found = last && discoverable(run, last, n) ? last.cardId : undefined;
  goOn(run, task, {
    cards: cards.map((c) => c.cardId),
    ...(found ? { chosen: found } : { done: true }),
  });
}

/** "Look at the top N cards of your library. You may cast a spell from among them without paying its mana cost." */
export function lookAndCastFree(run: Run, task: EffectTask, count: number): void {
  const { ctx } = task;
  const revealing = task.ctx.revealing;
  if (!revealing) {
    const top = playerById(run.state, ctx.controller).library.slice(0, count);
    return goOn(run, task, { cards: top.map((id) => objectOf(run.state, id)!.cardId) });
  }
  const library = () => playerById(run.state, ctx.controller).library;
  const looked = (cards: readonly string[]) =>
    library()
      .map((id) => objectOf(run.state, id)!)
      .filter((o) => cards.includes(o.cardId));
  if (!revealing.done) return castFromAmong(run, task, looked(revealing.cards), Infinity, 'none');
  if (!revealing.bottomed) return putTheRestOnTheBottom(run, task, looked(revealing.cards));
}

/**
 * "Then you may cast it transformed without paying its mana cost" (310.11b, 712.11a, 608.2g): the card
 * an earlier instruction exiled, if it is still in exile, with its back face up.
 */
export function castTransformed(run: Run, task: EffectTask, what: ObjectRef): void {
  castExiled(run, task, what, TRANSFORMED_WITHOUT_PAYING, 'none');
}

/**
 * "You may cast it without paying its mana cost" (118.9, 608.2g): the card, if it is still in exile;
 * `keyword`: the keyword that lets it be cast so, which the spell remembers (702.62d: suspend).
 */
export function castFree(run: Run, task: EffectTask, what: ObjectRef, keyword?: string): void {
  castExiled(run, task, what, keyword ? { ...WITHOUT_PAYING, name: keyword } : WITHOUT_PAYING, 'none');
}

/**
 * "Its owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't,
 * they put this card into their graveyard." (702.35a madness, 118.9, 608.2g): the card, if it is
 * still in exile, for an alternative cost named by its keyword (702.35b: paid as in 601.2f-h).
 */
export function castForCost(
  run: Run,
  task: EffectTask,
  what: ObjectRef,
  keyword: AlternativeCostKeyword,
  cost: Cost,
  otherwise: 'graveyard',
): void {
  castExiled(run, task, what, { name: keyword, instead: cost }, otherwise);
}

function castExiled(
  run: Run,
  task: EffectTask,
  what: ObjectRef,
  method: CastingMethod,
  otherwise: Otherwise,
): void {
  const cards = (ids: readonly ObjectId[]) => ids.map((id) => objectOf(run.state, id)!.cardId);
  const revealing = task.ctx.revealing ?? {
    cards: cards(resolveObjects(run.state, run.ctx, what, task.ctx)),
  };
  if (revealing.done) return;
  const exiled = exiledCards(run, revealing.cards);
  const resumed = { ...task, ctx: { ...task.ctx, revealing } };
  castFromAmong(run, resumed, exiled, Infinity, otherwise, method);
}

// 701.55a: "Put the remaining exiled cards on the bottom of your library in a random order": the
// order is drawn now and recorded (docs/architecture.md: randomness is an input).
function putTheRestOnTheBottom(run: Run, task: EffectTask, rest: readonly GameObject[]): void {
  const player = task.ctx.controller;
  if (rest.length) {
    const { order, rng } = shuffle(
      rest.map((o) => o.id),
      run.state.rng,
    );
    emit(run, { type: 'RandomOrderChosen', player, objects: order, draws: rng.draws });
    for (const id of order) moveObject(run, id, 'library', { reason: 'put', position: 'bottom' });
  }
  goOn(run, task, { ...task.ctx.revealing!, bottomed: true });
}

/** One way to cast a card among those set apart: the card, and the face (709.3, 715.3). */
interface Castable {
  card: GameObject;
  face: string;
  def: CardDefinition;
}

/** The additional cost the spell must pay (601.2b, 118.8): its own, like Altar's Reap's sacrifice. */
function mandatoryCost(def: CardDefinition): Cost | undefined {
  return def.abilities.find((a) => a.kind === 'spell')?.additionalCost;
}

/** The permanents that may pay a sacrifice cost (701.21a: a player sacrifices a permanent they control). */
function sacrificeCandidates(
  run: Run,
  player: PlayerId,
  card: GameObject,
  cost: Cost | undefined,
): ObjectId[] {
  const sacrifice = cost?.sacrifice;
  if (!sacrifice) return [];
  return run.state.battlefield.filter((id) => {
    const o = objectOf(run.state, id)!;
    const from = { controller: player, source: card.id };
    return o.controller === player && matchesFilter(run.state, run.ctx, o, sacrifice.filter, from);
  });
}

/** The choices a spell is cast with (601.2b-c): its targets, the kicker, what a mandatory cost sacrifices. */
function castChoices(
  face: string,
  targets: string[][],
  kicked: boolean | undefined,
  sacrifice: ObjectId[] | undefined,
): CastChoices {
  const additional = { ...(kicked ? { kicker: 1 } : {}), ...(sacrifice ? { sacrifice } : {}) };
  return { face, targets, ...(kicked || sacrifice ? { additional } : {}) };
}

/**
 * Whether the spell could be cast with these choices now: the steps of casting taken on a trial
 * (`castingProblem`), nothing of which is kept. A choice that can't be carried out is not offered.
 */
function castingWorks(
  run: Run,
  player: PlayerId,
  card: GameObject,
  choices: CastChoices,
  method: CastingMethod,
): boolean {
  let casting: Casting | undefined;
  const begun = problemOf(
    () => void (casting = beginCastingDuringResolution(run, player, card, choices, method)),
  );
  return !begun && !castingProblem(run, casting!);
}

/** What a mandatory sacrifice could take: the first permanents that may pay it. */
function someSacrifice(run: Run, player: PlayerId, card: GameObject, cost: Cost | undefined) {
  return cost?.sacrifice
    ? sacrificeCandidates(run, player, card, cost).slice(0, cost.sacrifice.count)
    : undefined;
}

/**
 * Whether the face can be cast now (701.55 rulings: a card that can't be cast, with no legal target
 * or a mandatory additional cost that can't be paid for instance, is put into the hand): its mana
 * value is at most N, and it can be cast with some choices, unkicked (601.3: no effect forbids it).
 */
function canCast(run: Run, player: PlayerId, castable: Castable, n: number, method: CastingMethod): boolean {
  const { card, face, def } = castable;
  if (faceManaValue(def) > n || def.types.includes('Land')) return false;
  const spell = def.abilities.find((a) => a.kind === 'spell');
  // Only one mode (a modal spell's modes are not offered here).
  if (spell && spell.modes.length > 1) return false;
  const targets = spellTargetSpecs(def).map((spec) =>
    legalTargets(run.state, run.ctx, spec, player, card.id).slice(0, targetCount(spec).min),
  );
  const sacrifice = someSacrifice(run, player, card, mandatoryCost(def));
  return castingWorks(run, player, card, castChoices(face, targets, false, sacrifice), method);
}

function castables(
  run: Run,
  player: PlayerId,
  cards: readonly GameObject[],
  n: number,
  method: CastingMethod,
): Castable[] {
  return cards.flatMap((card) => {
    const def = definitionOf(run.ctx, card);
    const back = transformedFace(def);
    const faces = method.transformed ? (back ? [back] : []) : castableFaces(def);
    return faces.flatMap((face) => {
      const castable = { card, face, def: faceDefinition(def, face) };
      return canCast(run, player, castable, n, method) ? [castable] : [];
    });
  });
}

/** How the method casts a spell, in words: "without paying its mana cost", "for its madness cost {1}{R}". */
function howCast(method: CastingMethod): string {
  const mana = method.instead?.mana;
  return mana ? `for its ${method.name} cost ${mana}` : 'without paying its mana cost';
}

/** The options to cast: `cast` for one way, else each face by name (with the card's id if two share it). */
function castOptions(castable: readonly Castable[]): DecisionOption[] {
  if (castable.length === 1)
    return [{ id: 'cast', label: `cast ${castable[0]!.face}`, object: castable[0]!.card.id }];
  const shared = (face: string) => castable.filter((c) => c.face === face).length > 1;
  return castable.map((c) => ({
    id: shared(c.face) ? `${c.card.id}:${c.face}` : c.face,
    label: `cast ${c.face}`,
    object: c.card.id,
  }));
}

/**
 * 701.55a, 608.2g: the player may cast one of the cards without paying its mana cost (for discover,
 * if the spell's mana value is N or less, else the card goes to the hand: `otherwise`), choosing
 * the face, the targets and the optional additional costs; X is 0 (107.3b).
 */
function castFromAmong(
  run: Run,
  task: EffectTask,
  cards: readonly GameObject[],
  n: number,
  otherwise: Otherwise,
  method = WITHOUT_PAYING,
): void {
  const { ctx } = task;
  const player = ctx.controller;
  let answer: ChoiceAnswer | undefined = takeAnswer(run);
  let r = ctx.revealing!;
  const done = (): void => goOn(run, task, { ...r, done: true });
  const pause = (next: Revealing, decision: Parameters<typeof ask>[2]): void =>
    ask(run, { ...task, ctx: { ...ctx, revealing: next } }, decision);
  const castable = castables(run, player, cards, n, method);
  if (r.face === undefined) {
    const options = castOptions(castable);
    const chosen = answer?.kind === 'options' ? answer.ids[0] : undefined;
    answer = undefined;
    if (chosen === otherwise || !options.length) {
      // 701.55a: "If you don't cast it, put that card into your hand."; 702.35a: "... into their graveyard."
      if (otherwise !== 'none')
        for (const card of cards) moveObject(run, card.id, otherwise, { reason: 'put' });
      return done();
    }
    const picked = castable[options.findIndex((o) => o.id === chosen)];
    if (!picked) {
      const words = otherwise === 'none' ? 'cast nothing' : `put it into your ${otherwise}`;
      return pause(r, {
        player,
        kind: 'option',
        prompt: `${ctx.sourceName}: cast ${cards.map((c) => c.name).join(' or ')} ${howCast(method)}, or ${words}`,
        options: [...options, { id: otherwise, label: words }],
        min: 1,
        max: 1,
      });
    }
    r = { ...r, chosen: picked.card.cardId, face: picked.face };
  }
  const pick = castable.find((c) => c.card.cardId === r.chosen && c.face === r.face);
  if (!pick) return done();
  // 601.2c: the targets, one decision per target spec; a forced choice is not asked.
  const targets = [...(r.targets ?? [])];
  const specs = spellTargetSpecs(pick.def);
  while (targets.length < specs.length) {
    const spec = specs[targets.length]!;
    const legal = legalTargets(run.state, run.ctx, spec, player, pick.card.id);
    const { min, max } = targetCount(spec);
    const most = Math.min(max, legal.length);
    const given = answer?.kind === 'options' ? answer.ids : undefined;
    answer = undefined;
    if (legal.length === min) targets.push(legal);
    else if (given && given.length >= min && given.length <= most && given.every((t) => legal.includes(t)))
      targets.push(given);
    else
      return pause(
        { ...r, targets },
        {
          player,
          kind: 'targets',
          prompt: `Choose targets for ${pick.face} (601.2c)`,
          options: legal.map((id) => ({ id, label: objectOf(run.state, id)?.name ?? id })),
          min,
          max: most,
        },
      );
  }
  // 601.2b: an optional additional cost (kicker) may be paid, if it can be; a mandatory one's choices are made.
  const cost = mandatoryCost(pick.def);
  let kicked = r.kicked;
  if (kicked === undefined && pick.def.abilities.some((a) => a.kind === 'kicker')) {
    const kickedChoices = castChoices(pick.face, targets, true, someSacrifice(run, player, pick.card, cost));
    if (!castingWorks(run, player, pick.card, kickedChoices, method)) kicked = false;
    else if (answer?.kind !== 'yes-no')
      return pause(
        { ...r, targets },
        {
          player,
          kind: 'yes-no',
          prompt: `${pick.face}: pay its kicker cost (601.2b)?`,
          options: [
            { id: 'yes', label: 'kick it' },
            { id: 'no', label: "don't" },
          ],
          min: 1,
          max: 1,
        },
      );
    else {
      kicked = answer.yes;
      answer = undefined;
    }
  }
  const candidates = sacrificeCandidates(run, player, pick.card, cost);
  let sacrifice = r.sacrifice;
  if (sacrifice === undefined && cost?.sacrifice) {
    const count = cost.sacrifice.count;
    const given = answer?.kind === 'options' ? answer.ids : undefined;
    if (candidates.length === count) sacrifice = candidates;
    else if (given?.length === count && given.every((id) => candidates.includes(id))) sacrifice = given;
    else
      return pause(
        { ...r, targets, ...(kicked !== undefined ? { kicked } : {}) },
        {
          player,
          kind: 'cards',
          prompt: `${pick.face}: choose ${count} to sacrifice (601.2b)`,
          options: candidates.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
          min: count,
          max: count,
        },
      );
  }
  // The rest goes on once the spell is cast (the casting may wait for its costs to be paid first).
  run.agenda.unshift({ ...task, ctx: { ...ctx, revealing: { ...r, done: true } } });
  castDuringResolution(run, player, pick.card, castChoices(pick.face, targets, kicked, sacrifice), method);
}
