// Game actions: every change an effect or a rule makes goes through these functions, so each kind
// of game event has one place where it happens. Zone changes, damage and tokens are scheduled as
// `action` tasks: they pass the replacement step (616) before they happen (see `performAction`).
import type { DrawnCardAction, TokenDefinition } from '@mtg/cards';
import type { ZoneChangeReason } from '../data/events/game-event.js';
import { emit, nextId, type Run } from '../engine/run.js';
import {
  characteristics,
  characteristicsOfAny,
  hasKeyword,
  typeCharacteristics,
} from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import type {
  CopiableValues,
  GameObject,
  GameState,
  ObjectId,
  PlayerId,
  ZoneName,
} from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import type { Entering, Exiling, IfExcess, Proposal, SelfReplacement } from '../data/state/proposal.js';
import type { Task } from '../data/state/task.js';
import { lethalDamage } from '../objects/lethal-damage.js';
import { matchesFilter } from '../layers/filter.js';
import { cantHaveCounters, countersItCanEnterWith } from '../objects/counter-restrictions.js';
import { shuffle } from '../data/state/random.js';
import { cantWin } from '../game-end/cant-lose.js';
import { LORE } from './sagas.js';
import { objectOf } from '../data/state/objects.js';
import { endWhileTappedEffects } from './tapped-durations.js';
import type { RulesContext } from '../data/state/context.js';
import { isFaceDown, mayBeFaceDownIn } from '../data/state/face-down.js';

export interface MoveOptions extends Entering, Exiling {
  reason: ZoneChangeReason;
  position?: 'top' | 'bottom';
  selfReplacement?: SelfReplacement;
}

/** Schedules a game event: it happens after the current task, through the replacement step. */
export function schedule(run: Run, proposal: Proposal): void {
  run.scheduled.push({ kind: 'action', proposal, applied: [] });
}

/** Moves an object to another zone, through the replacement step. */
export function moveObject(run: Run, id: ObjectId, to: ZoneName, options: MoveOptions): void {
  const object = objectOf(run.state, id);
  if (!object) return;
  // 306.5b, 310.4b: a planeswalker enters with its loyalty counters, a battle with its defense
  // counters; replacement effects see them (614.1c).
  const counters =
    to === 'battlefield' ? { ...entersWithCounters(run, object), ...options.counters } : undefined;
  schedule(run, {
    kind: 'move',
    object: id,
    to,
    ...options,
    ...(counters && Object.keys(counters).length ? { counters } : {}),
    // 714.3a: a Saga's lore counter is put on it by a rule, not by an effect.
    ...(to === 'battlefield' && isSaga(run, object) ? { countersByRule: [LORE] } : {}),
  });
}

/**
 * Moves an object now, with no replacement step: for moves no replacement effect can apply to
 * (a spell announced onto the stack, mulligans). It becomes a new object there (400.7); returns its id.
 */
export function enactMove(run: Run, id: ObjectId, to: ZoneName, options: MoveOptions): ObjectId | undefined {
  const object = objectOf(run.state, id);
  if (!object) return undefined;
  const newObject = nextId(run, 'o');
  // 708.9: a face-down spell or permanent that leaves the stack or the battlefield is revealed.
  if (isFaceDown(object) && !(to === 'battlefield' && options.faceDown))
    emit(run, { type: 'CardRevealed', object: id, name: object.name });
  // 614.17d: counters it can't have ("can't have -1/-1 counters put on them") are not put on it.
  const counters =
    to === 'battlefield'
      ? countersItCanEnterWith(run.state, run.ctx, object, options.controller ?? object.owner, {
          ...entersWithCounters(run, object),
          ...options.counters,
        })
      : undefined;
  emit(run, {
    type: 'ZoneChanged',
    object: id,
    newObject,
    from: object.zone,
    to,
    reason: options.reason,
    ...(options.position ? { position: options.position } : {}),
    ...(options.controller && options.controller !== object.owner ? { controller: options.controller } : {}),
    ...(options.tapped ? { tapped: true } : {}),
    ...(counters && Object.keys(counters).length ? { counters } : {}),
    ...(options.chosen ? { chosen: options.chosen } : {}),
    ...(options.copyOf ? { copyOf: options.copyOf } : {}),
    // 406.3: a card exiled face down; 708.2: a face-down spell, and the permanent it becomes (708.3).
    ...(options.faceDown && mayBeFaceDownIn(to) ? { faceDown: true } : {}),
    // 607.2a-b: what it was exiled with.
    ...(to === 'exile' && options.exiledWith ? { exiledWith: options.exiledWith } : {}),
    ...(to === 'exile' && options.onAdventure ? { onAdventure: options.onAdventure } : {}),
    ...(to === 'exile' && options.madness ? { madness: true as const } : {}),
    ...(options.face ? { face: options.face } : {}),
    ...(to === 'battlefield' && options.castBy ? { castBy: options.castBy } : {}),
    ...(to === 'battlefield' && options.castWith ? { castWith: options.castWith } : {}),
    ...(options.bestowed && (to === 'stack' || to === 'battlefield') ? { bestowed: true as const } : {}),
    ...(to === 'battlefield' && options.kicked ? { kicked: options.kicked } : {}),
    ...(to === 'battlefield' && options.protector ? { protector: options.protector } : {}),
    ...(to === 'battlefield' && options.unearthed ? { unearthed: true as const } : {}),
    ...(to === 'battlefield' && options.attacking !== undefined ? { attacking: options.attacking } : {}),
    ...(to === 'battlefield' && options.devoured ? { devoured: options.devoured } : {}),
  });
  if (object.zone === 'battlefield') endWhileTappedEffects(run, [id]);
  return newObject;
}

/** Carries out a game event after the replacement step has had its say. */
export function enact(run: Run, p: Proposal): void {
  switch (p.kind) {
    case 'draw':
      return enactDraw(run, p.player, p.andThen);
    case 'gain-life':
      if (!playerById(run.state, p.player).left)
        emit(run, { type: 'LifeGained', player: p.player, amount: p.amount });
      return;
    case 'lose-life':
      if (!playerById(run.state, p.player).left)
        emit(run, { type: 'LifeLost', player: p.player, amount: p.amount });
      return;
    case 'win':
      return win(run, p.player);
    case 'counters':
      if (p.amount > 0) emit(run, { type: 'CountersAdded', on: p.on, counter: p.counter, amount: p.amount });
      return;
    case 'regenerate':
      if (objectOf(run.state, p.object))
        emit(run, { type: 'Regenerated', object: p.object, effect: p.shield });
      return;
    // 702.89a: all damage marked on it is removed, and the Aura is destroyed instead.
    case 'umbra-armor':
      if (objectOf(run.state, p.object)) emit(run, { type: 'DamageRemoved', object: p.object });
      return destroy(run, p.aura);
    case 'damage':
      return enactDamage(run, p.source, p.target, p.amount, p.combat, p.ifExcess);
    case 'untap':
      return enactUntap(run, p);
    case 'token':
      return enactToken(run, p);
    case 'move': {
      const object = objectOf(run.state, p.object);
      if (!object || !canEnter(run, object, p)) return;
      // 701.16a: a revealed card is shown to every player.
      if (p.reveal) emit(run, { type: 'CardRevealed', object: p.object, name: object.name });
      // 614.12a, 119.4: life paid as it enters ("you may pay 3 life") is paid now.
      if (p.lifePaid) payLife(run, p.controller ?? object.owner, p.lifePaid);
      const {
        kind: _k,
        object: _o,
        to,
        position,
        destroy: _d,
        noRegeneration: _n,
        selfReplacement: _s,
        lifePaid: _l,
        ...options
      } = p;
      const moved = enactMove(run, p.object, to, {
        ...options,
        ...(position && position !== 'shuffle' ? { position } : {}),
      });
      // 701.20a: "shuffle it into the library": it is put into the library, which is then shuffled.
      if (position === 'shuffle' && to === 'library') shuffleLibrary(run, object.owner);
      // 303.4f: an Aura put onto the battlefield attached to something is attached as it enters.
      // 702.5d: an Aura with enchant player enters attached to the player it targeted.
      if (
        moved &&
        p.attachTo &&
        (objectOf(run.state, p.attachTo) || run.state.players.some((x) => x.id === p.attachTo))
      )
        emit(run, { type: 'Attached', object: moved, to: p.attachTo });
      return;
    }
  }
}

// 304.4, 307.4: an instant or sorcery that would enter the battlefield remains in its zone instead;
// 712.12: a modal double-faced card enters with the face up it is played or cast with.
function canEnter(run: Run, object: GameObject, p: Extract<Proposal, { kind: 'move' }>): boolean {
  if (p.to !== 'battlefield') return true;
  const entering = p.face ? { ...object, face: p.face } : object;
  const types = characteristicsOfAny(run.state, run.ctx, entering).types;
  return !types.includes('Instant') && !types.includes('Sorcery');
}

// 104.2b: an effect may state that a player wins the game; the game ends at once.
function win(run: Run, player: PlayerId): void {
  if (run.state.over || playerById(run.state, player).left || cantWin(run.state, run.ctx, player)) return;
  emit(run, { type: 'GameEnded', winner: player });
}

export function shuffleLibrary(run: Run, player: PlayerId): void {
  const { order, rng } = shuffle(playerById(run.state, player).library, run.state.rng);
  emit(run, { type: 'LibraryShuffled', player, order, draws: rng.draws });
}

// 306.5b: a planeswalker enters with loyalty counters equal to its printed loyalty; 310.4b: a battle
// with defense counters equal to its printed defense; 714.3a: a Saga (none has read ahead here) with
// a lore counter its controller puts on it as it enters.
function entersWithCounters(run: Run, object: GameObject): Record<string, number> | undefined {
  const { loyalty, defense } = definitionOf(run.ctx, object);
  if (loyalty !== undefined) return { loyalty };
  if (isSaga(run, object)) return { [LORE]: 1 };
  return defense !== undefined ? { defense } : undefined;
}

const isSaga = (run: Run, object: GameObject) => definitionOf(run.ctx, object).subtypes.includes('Saga');

/** A token or a copy that leaves where it may exist ceases to exist (111.7, 704.5d). */
export function ceaseToExist(run: Run, object: GameObject): void {
  emit(run, { type: 'CeasedToExist', object: object.id });
}

/** A player draws cards, one at a time, each through the replacement step (121.2, 614.11). */
export function drawCards(run: Run, player: PlayerId, count: number, andThen?: DrawnCardAction): void {
  for (let i = 0; i < count; i++)
    schedule(run, { kind: 'draw', player, count: 1, ...(andThen ? { andThen } : {}) });
}

export function drawCard(run: Run, player: PlayerId): void {
  drawCards(run, player, 1);
}

// 121.2, 121.4: a player draws the top card of their library; with none, they attempted to draw.
function enactDraw(run: Run, player: PlayerId, andThen?: DrawnCardAction): void {
  if (playerById(run.state, player).left) return;
  const top = playerById(run.state, player).library[0];
  if (!top) return emit(run, { type: 'DrawFromEmptyLibraryAttempted', player });
  const drawn = enactMove(run, top, 'hand', { reason: 'draw' });
  if (drawn && andThen) actOnDrawnCard(run, drawn, andThen);
}

// "Draw a card and reveal it. If it isn't a land card, discard it." (Sindbad): only the card this
// draw drew; a replaced draw has no such action (614.11b).
function actOnDrawnCard(run: Run, id: ObjectId, action: DrawnCardAction): void {
  const card = objectOf(run.state, id)!;
  // 701.16a: a revealed card is shown to every player.
  if (action.reveal) emit(run, { type: 'CardRevealed', object: id, name: card.name });
  const from = { controller: card.owner, source: id };
  if (action.discardIf && matchesFilter(run.state, run.ctx, card, action.discardIf, from))
    moveObject(run, id, 'graveyard', { reason: 'discard' });
}

/** A player gains life, through the replacement step (119.10); gaining 0 life is no event (119.9). */
export function gainLife(run: Run, player: PlayerId, amount: number): void {
  if (amount <= 0 || playerById(run.state, player).left || cantGainLife(run.state, player)) return;
  schedule(run, { kind: 'gain-life', player, amount });
}

// 119.7, 614.17c: a player who can't gain life gains none; the gain can't happen, so nothing replaces it.
function cantGainLife(state: GameState, player: PlayerId): boolean {
  return state.effects.some((e) => e.change.kind === 'cant-gain-life' && e.affected.includes(player));
}

/** A player loses life, through the replacement step (119.3). */
export function loseLife(run: Run, player: PlayerId, amount: number): void {
  if (amount > 0 && !playerById(run.state, player).left) schedule(run, { kind: 'lose-life', player, amount });
}

/** 119.4, 118.3b: paying life is losing it at once, as the cost is paid (a cost is no effect to schedule). */
export function payLife(run: Run, player: PlayerId, amount: number): void {
  if (amount > 0) emit(run, { type: 'LifeLost', player, amount });
}

/**
 * Deals damage, through the replacement step; 0 damage is not dealt (120.8, 614.7a). The damage of
 * one effect or one combat damage step is dealt at the same time (120.4, 510.2): the shields its
 * events share are divided before they are dealt (615.7).
 */
export function dealDamage(
  run: Run,
  dealt: { source: ObjectId; target: string; amount: number; combat: boolean; ifExcess?: IfExcess }[],
): void {
  const events = dealt.filter((d) => d.amount > 0).map((d) => ({ kind: 'damage' as const, ...d }));
  if (events.length === 1) schedule(run, events[0]!);
  if (events.length > 1)
    run.scheduled.push({ kind: 'simultaneous-damage', events, shares: events.map(() => ({})), divided: [] });
}

/** 120.3: the results of damage depend on what it is dealt to. */
function enactDamage(
  run: Run,
  source: ObjectId,
  target: string,
  amount: number,
  combat: boolean,
  ifExcess?: IfExcess,
): void {
  if (amount <= 0) return;
  const state = run.state;
  const sourceObject = objectOf(state, source);
  const recipient = recipientKind(run, target);
  if (!recipient || !sourceObject) return;
  const deathtouch = hasKeyword(state, run.ctx, source, 'deathtouch');
  const excess = ifExcess && recipient !== 'player' ? excessDamage(run, target, amount, deathtouch) : 0;
  const lifelink = hasKeyword(state, run.ctx, source, 'lifelink'); // before `emit` writes the objects
  const infect = hasKeyword(state, run.ctx, source, 'infect');
  const wither = hasKeyword(state, run.ctx, source, 'wither');
  emit(run, {
    type: 'DamageDealt',
    source,
    target,
    recipient,
    amount,
    combat,
    deathtouch,
    ...(infect ? { infect: true } : {}),
    ...(wither ? { wither: true } : {}),
  });
  // 702.90b-c: damage from a source with infect gives a player poison counters instead of life loss,
  // and puts -1/-1 counters on a creature instead of being marked on it; 702.80a: so does wither's, to a creature.
  if (infect && recipient === 'player') addCounters(run, target, 'poison', amount);
  if ((infect || wither) && recipient.startsWith('creature')) addCounters(run, target, '-1/-1', amount);
  // 120.3h: damage dealt to a battle causes that many defense counters to be removed from it.
  if (recipient === 'battle')
    removeCounters(
      run,
      target,
      'defense',
      Math.min(amount, objectOf(run.state, target)!.counters.defense ?? 0),
    );
  // 702.15b: damage dealt by a source with lifelink causes its controller to gain that much life.
  if (lifelink) gainLife(run, sourceObject.controller, amount);
  // 120.10: "if excess damage was dealt this way, ..." follows, seeing that excess.
  if (ifExcess && excess > 0)
    run.agenda.unshift(
      ...ifExcess.effects.map((effect): Task => ({
        kind: 'effect',
        effect,
        ctx: { ...ifExcess.ctx, excess },
      })),
    );
}

/**
 * 120.4a, 120.10: the damage beyond lethal damage dealt to a creature (the damage already marked
 * counts; from a source with deathtouch, any damage beyond 1), beyond a planeswalker's loyalty or a
 * battle's defense; the greatest for a permanent of several of these types.
 */
function excessDamage(run: Run, target: ObjectId, amount: number, deathtouch: boolean): number {
  const { types } = characteristics(run.state, run.ctx, target);
  const object = objectOf(run.state, target)!;
  const left = [
    ...(types.includes('Creature') ? [lethalDamage(run.state, run.ctx, target, deathtouch)] : []),
    ...(types.includes('Planeswalker') ? [object.counters.loyalty ?? 0] : []),
    ...(types.includes('Battle') ? [object.counters.defense ?? 0] : []),
  ];
  return Math.max(0, ...left.map((l) => amount - l));
}

function recipientKind(run: Run, target: string) {
  const object = objectOf(run.state, target);
  if (!object) {
    const player = run.state.players.find((p) => p.id === target);
    return player && !player.left ? ('player' as const) : undefined;
  }
  if (object.zone !== 'battlefield') return undefined;
  const types = characteristics(run.state, run.ctx, target).types;
  const creature = types.includes('Creature');
  const planeswalker = types.includes('Planeswalker');
  if (creature && planeswalker) return 'creature-planeswalker' as const;
  if (creature) return 'creature' as const;
  if (planeswalker) return 'planeswalker' as const;
  // 120.1a: damage can be dealt to a battle too.
  return types.includes('Battle') ? ('battle' as const) : undefined;
}

// 701.7a: destroying a permanent moves it to its owner's graveyard; indestructible ones aren't (702.12b).
export function destroy(
  run: Run,
  id: ObjectId,
  reason: ZoneChangeReason = 'destroy',
  noRegeneration = false,
): void {
  const object = objectOf(run.state, id);
  if (!object || object.zone !== 'battlefield') return;
  if (hasKeyword(run.state, run.ctx, id, 'indestructible')) return;
  schedule(run, {
    kind: 'move',
    object: id,
    to: 'graveyard',
    reason,
    destroy: true,
    ...(noRegeneration ? { noRegeneration: true } : {}),
  });
}

// 701.17a: to sacrifice a permanent, its controller moves it to its owner's graveyard.
export function sacrifice(run: Run, id: ObjectId): void {
  const object = objectOf(run.state, id);
  if (object?.zone === 'battlefield') moveObject(run, id, 'graveyard', { reason: 'sacrifice' });
}

export function tap(run: Run, id: ObjectId): void {
  if (objectOf(run.state, id) && !objectOf(run.state, id)!.tapped)
    emit(run, { type: 'PermanentTapped', object: id });
}

/** Untaps the permanents among `ids` that are tapped (701.26b: an untapped one can't be untapped). */
export function untap(run: Run, ids: readonly ObjectId[]): void {
  untapTogether(
    run,
    ids.filter((id) => objectOf(run.state, id)?.tapped),
  );
}

/** 502.3: the active player's permanents untap together, as one event, but those an effect keeps from untapping. */
export function untapPermanentsOf(run: Run, player: PlayerId, keptTapped: readonly ObjectId[] = []): void {
  const next = nextUntapStepEffects(run.state, player);
  const untapping = permanentsThatWouldUntap(run.state, run.ctx, player);
  // 502.3: "doesn't untap during its controller's next untap step": this untap step uses it up.
  if (next.length) emit(run, { type: 'EffectsEnded', ids: next.map((e) => e.id) });
  untapTogether(
    run,
    untapping.filter((id) => !keptTapped.includes(id)),
  );
}

/**
 * 502.3: the tapped permanents `player` controls that their untap step would untap: not those an
 * effect keeps tapped, this step ("next untap step") or while it lasts.
 */
export function permanentsThatWouldUntap(state: GameState, ctx: RulesContext, player: PlayerId): ObjectId[] {
  const kept = new Set(nextUntapStepEffects(state, player).flatMap((e) => e.affected));
  return state.battlefield.filter((id) => {
    const permanent = objectOf(state, id)!;
    return (
      permanent.tapped &&
      permanent.controller === player &&
      !kept.has(id) &&
      !typeCharacteristics(state, ctx, id).doesntUntap
    );
  });
}

/** The effects keeping a permanent `player` controls from untapping during their next untap step. */
function nextUntapStepEffects(state: GameState, player: PlayerId): GameState['effects'] {
  return state.effects.filter(
    (e) =>
      e.change.kind === 'doesnt-untap-next' &&
      e.affected.some((id) => {
        const permanent = objectOf(state, id);
        return permanent?.zone === 'battlefield' && permanent.controller === player;
      }),
  );
}

/** Tapped permanents become untapped together, through the replacement step (122.1d: stun counters). */
function untapTogether(run: Run, tapped: readonly ObjectId[]): void {
  if (tapped.length) schedule(run, { kind: 'untap', objects: [...tapped] });
}

// 122.1d: a permanent whose untapping a stun counter replaced loses that counter instead.
function enactUntap(run: Run, p: Extract<Proposal, { kind: 'untap' }>): void {
  for (const id of p.stunned ?? []) if (objectOf(run.state, id)) removeCounters(run, id, 'stun', 1);
  const untapping = p.objects.filter((id) => objectOf(run.state, id)?.tapped);
  if (!untapping.length) return;
  emit(run, { type: 'PermanentsUntapped', objects: untapping });
  endWhileTappedEffects(run, untapping);
}

/**
 * Puts counters on an object or a player, through the replacement step (614.1a); `byRule`: a rule
 * puts them, not an effect (714.3b).
 */
export function addCounters(
  run: Run,
  on: string,
  counter: string,
  amount: number,
  { byRule }: { byRule?: true } = {},
): void {
  // 614.17: counters an object or player can't have are not put; the event can't happen.
  if (amount > 0 && !cantHaveCounters(run.state, run.ctx, on, counter))
    schedule(run, { kind: 'counters', on, counter, amount, ...(byRule ? { byRule } : {}) });
}

/** Puts counters now, as a cost is paid (a loyalty ability's +N, 606.4): costs are not effects. */
export function payCountersCost(run: Run, on: string, counter: string, amount: number): void {
  if (amount > 0) emit(run, { type: 'CountersAdded', on, counter, amount });
}

export function removeCounters(run: Run, on: string, counter: string, amount: number): void {
  if (amount > 0) emit(run, { type: 'CountersRemoved', on, counter, amount });
}

/** Creates a token, through the replacement step ("enters tapped" applies to tokens too). */
export function createTokens(
  run: Run,
  token: TokenDefinition,
  controller: PlayerId,
  count: number,
  /**
   * A token that's a copy (707.2), the spell or ability creating it (111.1), and what an Aura token is
   * created attached to (303.7: a Role token).
   */
  made: { copyOf?: CopiableValues; createdBy?: ObjectId; attachTo?: ObjectId } = {},
): void {
  if (count > 0) schedule(run, { kind: 'token', token, controller, count, ...made });
}

// 111.1: a token is created on the battlefield under the control of the player who created it;
// 800.4b: none is created under the control of a player who has left the game.
function enactToken(run: Run, p: Extract<Proposal, { kind: 'token' }>): void {
  if (playerById(run.state, p.controller).left) return;
  for (let i = 0; i < p.count; i++) enactOneToken(run, p);
}

function enactOneToken(run: Run, p: Extract<Proposal, { kind: 'token' }>): void {
  const id = nextId(run, 'o');
  emit(run, {
    type: 'TokenCreated',
    object: {
      id,
      cardId: `t${run.state.nextId}`,
      // 707.2: a token that's a copy has the name of what it copies.
      name: p.copyOf?.name ?? p.token.name,
      token: p.token,
      owner: p.controller,
      controller: p.controller,
      zone: 'battlefield',
      tapped: p.tapped ?? false,
      damage: 0,
      counters: { ...p.counters },
      sick: true,
      timestamp: run.state.nextTimestamp,
      ...(p.chosen ? { chosen: p.chosen } : {}),
      ...(p.copyOf ? { copyOf: p.copyOf } : {}),
      ...(p.createdBy ? { createdBy: p.createdBy } : {}),
      ...(p.devoured ? { devoured: p.devoured } : {}),
    },
  });
  // 303.7, 303.4f: an Aura token created attached to an object is attached as it enters (704.5m
  // puts it into the graveyard if that object is gone or can't be enchanted by it).
  if (p.attachTo && objectOf(run.state, p.attachTo)?.zone === 'battlefield')
    emit(run, { type: 'Attached', object: id, to: p.attachTo });
}
