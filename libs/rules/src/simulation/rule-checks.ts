// Rules that every recorded game must obey, checked from the outside: the events of a command are
// folded one by one and each fact is checked against the state just before it. These checks are
// written independently of the engine's own code paths, so that they can catch its mistakes.
import type { RulesContext } from '../data/state/context.js';
import type { EventOf, GameEvent } from '../data/events/game-event.js';
import { evolveOwning } from '../evolve/evolve.js';
import { characteristics } from '../layers/characteristics.js';
import type { GameState } from '../data/state/game-state.js';
import type { OwnedObjects } from '../data/state/updates.js';
import { stateBasedActionsApply } from '../state-based-actions.js';
import { objectOf } from '../data/state/objects.js';
import { landPlaysAllowed } from '../lands/land-plays.js';

const MAXIMUM_HAND_SIZE = 7; // 402.2

/** A check of one kind of event against the state just before it. */
type Check<E extends GameEvent> = (state: GameState, ctx: RulesContext, event: E) => string[];

const manaPoolsEmpty: Check<EventOf<'StepBegan' | 'TurnBegan'>> = (state, _ctx, event) =>
  // 500.4: mana empties from each pool at the end of each step and phase.
  state.players.flatMap((p) =>
    Object.values(p.manaPool).some((n) => n > 0)
      ? [`${p.id} still has mana when ${event.type} ${'step' in event ? event.step : event.number}`]
      : [],
  );

const handSizeKept: Check<EventOf<'TurnBegan'>> = (state) => {
  // 514.1: the active player discards down to their maximum hand size in their cleanup step.
  if (state.turn.number < 1) return [];
  const active = state.players.find((p) => p.id === state.turn.active);
  return active && !active.left && active.hand.length > MAXIMUM_HAND_SIZE
    ? [`${active.id} ended turn ${state.turn.number} with ${active.hand.length} cards in hand`]
    : [];
};

const attackersLegal: Check<EventOf<'AttackersDeclared'>> = (state, ctx, event) =>
  event.attackers.flatMap(({ attacker }) => {
    const o = objectOf(state, attacker);
    if (!o || o.zone !== 'battlefield' || o.controller !== event.player || event.player !== state.turn.active)
      return [`${attacker} attacked for ${event.player}`];
    const chars = characteristics(state, ctx, attacker);
    const problems = [
      !chars.types.includes('Creature') && 'is not a creature', // 508.1a
      o.tapped && 'was tapped', // 508.1a
      o.sick && !chars.keywords.includes('haste') && 'has summoning sickness', // 302.6
      chars.keywords.includes('defender') && 'has defender', // 702.3b
      chars.cantAttack && "can't attack",
    ];
    return problems.flatMap((p) => (p ? [`${o.name} (${attacker}) attacked but ${p}`] : []));
  });

const blockersLegal: Check<EventOf<'BlockersDeclared'>> = (state, ctx, event) =>
  event.blocks.flatMap(({ blocker, attacker }) => {
    const o = objectOf(state, blocker);
    const a = objectOf(state, attacker);
    if (!o || !a || o.zone !== 'battlefield' || o.controller !== event.player || a.attacking === undefined)
      return [`${blocker} blocked ${attacker} for ${event.player}`];
    const chars = characteristics(state, ctx, blocker);
    const flying = characteristics(state, ctx, attacker).keywords.includes('flying');
    const problems = [
      !chars.types.includes('Creature') && 'is not a creature', // 509.1a
      o.tapped && 'was tapped', // 509.1a
      chars.cantBlock && "can't block",
      flying &&
        !chars.keywords.includes('flying') &&
        !chars.keywords.includes('reach') &&
        `can't block ${a.name}, which flies`, // 702.9b
    ];
    return problems.flatMap((p) => (p ? [`${o.name} (${blocker}) blocked but ${p}`] : []));
  });

/** 307.1 / 305.1: sorcery timing: the active player's main phase with an empty stack (besides the spell itself). */
function sorceryTiming(state: GameState, player: string, stackBesides: number): boolean {
  const main = state.turn.step === 'main1' || state.turn.step === 'main2';
  return state.turn.active === player && main && state.stack.length === stackBesides;
}

const spellTimingLegal: Check<EventOf<'SpellCast'>> = (state, ctx, event) => {
  const spell = objectOf(state, event.object);
  if (!spell) return [`${event.object} was cast but is not an object`];
  const chars = characteristics(state, ctx, event.object);
  // 601.3c: cast "as though it had flash" (for its additional cost), the way it was cast says so.
  const instantSpeed =
    chars.types.includes('Instant') || chars.keywords.includes('flash') || event.stack.castWith === 'flash';
  // 608.2g: a spell cast while a spell or ability resolves (no player has priority, 117.1) ignores timing.
  const whileResolving = state.turn.priority === null;
  return instantSpeed || whileResolving || sorceryTiming(state, event.player, 1)
    ? []
    : [`${spell.name} was cast at instant speed in ${state.turn.step}`];
};

const landPlayLegal: Check<EventOf<'LandPlayed'>> = (state, ctx, event) => {
  const player = state.players.find((p) => p.id === event.player);
  const problems = [
    // 305.2: one land a turn, plus the additional land plays of continuous effects (Oracle of Mul Daya).
    (player?.landsPlayed ?? 0) >= landPlaysAllowed(state, ctx, event.player) && 'a second land this turn',
    !sorceryTiming(state, event.player, 0) && `a land in ${state.turn.step} of ${state.turn.active}'s turn`, // 305.1
  ];
  return problems.flatMap((p) => (p ? [`${event.player} played ${p}`] : []));
};

// 120.8 / 119.8: a source dealing 0 damage deals no damage, gaining or losing 0 life is no event.
const amountPositive: Check<EventOf<'DamageDealt' | 'LifeGained' | 'LifeLost'>> = (_state, _ctx, event) =>
  event.amount > 0 ? [] : [`${event.type} with amount ${event.amount}`];

const checks: { [T in GameEvent['type']]?: Check<EventOf<T>>[] } = {
  StepBegan: [manaPoolsEmpty],
  TurnBegan: [manaPoolsEmpty, handSizeKept],
  AttackersDeclared: [attackersLegal],
  BlockersDeclared: [blockersLegal],
  SpellCast: [spellTimingLegal],
  LandPlayed: [landPlayLegal],
  DamageDealt: [amountPositive],
  LifeGained: [amountPositive],
  LifeLost: [amountPositive],
};

function checksOf(event: GameEvent): Check<GameEvent>[] {
  return (checks[event.type] ?? []) as Check<GameEvent>[];
}

// 117.5: before a player receives priority, state-based actions are performed (704.3) and
// triggered abilities are put on the stack (603.3b).
function priorityProblems(state: GameState, ctx: RulesContext): string[] {
  if (state.over || state.decision || !state.turn.priority) return [];
  const problems = [
    stateBasedActionsApply(state, ctx) && 'state-based actions still apply',
    state.pendingTriggers.length > 0 &&
      `${state.pendingTriggers.length} triggered abilities wait to be put on the stack`,
    state.players.find((p) => p.id === state.turn.priority)?.left && 'the player has left the game',
  ];
  return problems.flatMap((p) => (p ? [`${state.turn.priority} has priority but ${p}`] : []));
}

// 800.4a: the objects a player owns leave the game with them; 800.4h/j: the game never waits for
// a player who has left.
function leftPlayerProblems(state: GameState): string[] {
  if (state.over) return [];
  const left = new Set(state.players.filter((p) => p.left).map((p) => p.id));
  if (!left.size) return [];
  const remaining = [...state.battlefield, ...state.stack, ...state.exile].filter((id) =>
    left.has(objectOf(state, id)?.owner ?? ''),
  );
  const problems = remaining.map(
    (id) =>
      `${objectOf(state, id)!.name} (${id}) of ${objectOf(state, id)!.owner}, who left, is still in the game`,
  );
  if (state.decision && left.has(state.decision.player)) {
    problems.push(
      `the game waits for ${state.decision.player}, who left, to answer "${state.decision.prompt}"`,
    );
  }
  return problems;
}

/**
 * Rules broken by the events of one accepted command, checked event by event from `before`. `after`
 * is the state the command led to, when the caller has it (the state `decide` returned, which
 * folding the events gives too): the events after the last one that has a check are then not
 * folded again, the state after the command is read from it.
 */
export function ruleProblems(
  before: GameState,
  events: readonly GameEvent[],
  ctx: RulesContext,
  after?: GameState,
): string[] {
  const problems: string[] = [];
  const owned: OwnedObjects = {};
  let last = events.length - 1;
  if (after) while (last >= 0 && !checksOf(events[last]!).length) last--;
  let state = before;
  for (let i = 0; i < events.length && !(after && i > last); i++) {
    for (const check of checksOf(events[i]!)) problems.push(...check(state, ctx, events[i]!));
    if (!(after && i === last)) state = evolveOwning(owned, state, events[i]!);
  }
  const end = after ?? state;
  return [...problems, ...priorityProblems(end, ctx), ...leftPlayerProblems(end)];
}
