// Choices made as a permanent enters (614.12a): "As [this] enters, choose a color / a creature type /
// a player", and what a Clone copies (707.5). The controller of the entering permanent makes them,
// as a decision; the answer goes into the event (`chosen`, `copyOf`), so the audit trail shows it.
import { COLOR_NAMES, COLORS, CREATURE_TYPES, type Color, type EntryChoice } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import { copiableValues, withException } from '../layers/definition.js';
import { matchesFilter } from '../layers/filter.js';
import type { Decision, DecisionOption } from '../data/state/decision.js';
import type { GameObject, GameState, PlayerId } from '../data/state/game-state.js';
import type { Proposal } from '../data/state/proposal.js';
import type { ReplacementEffect } from './replacement-effects.js';
import { objectOf } from '../data/state/objects.js';
import { dredgeDecision } from './effects/drawing.js';

type Move = Extract<Proposal, { kind: 'move' }>;

/** 614.12: the permanent as it would exist on the battlefield, with what already modified its entering. */
export function asItWouldEnter(object: GameObject, p: Move): GameObject {
  return {
    ...object,
    zone: 'battlefield',
    controller: p.controller ?? object.owner,
    ...(p.copyOf ? { copyOf: p.copyOf } : {}),
    ...(p.chosen ? { chosen: p.chosen } : {}),
    // 712.12: a modal double-faced card played as its land face enters with that face up.
    ...(p.face ? { face: p.face } : {}),
  };
}

/** Who makes the choices of a permanent entering: its controller as it enters. */
function entering(state: GameState, p: Proposal): PlayerId | undefined {
  if (p.kind === 'token') return p.controller;
  if (p.kind !== 'move' || p.to !== 'battlefield') return undefined;
  const object = objectOf(state, p.object);
  return object && (p.controller ?? object.owner);
}

function optionsFor(state: GameState, choose: EntryChoice, chooser: PlayerId): DecisionOption[] {
  if (choose === 'color') return COLORS.map((c) => ({ id: c, label: COLOR_NAMES[c] }));
  // 205.3e, 205.3m: a creature type is one of the list (one existing subtype of the right kind);
  // nothing else can be chosen.
  if (choose === 'creature-type') return CREATURE_TYPES.map((t) => ({ id: t, label: t }));
  // "Choose an opponent": a player in the game other than the chooser (102.2).
  const players = state.players.filter((p) => !p.left && (choose === 'player' || p.id !== chooser));
  return players.map((p) => ({ id: p.id, label: p.id }));
}

/**
 * The decision an effect needs before it applies, if any: the choice of an "As [this] enters" ability,
 * or what to copy (the creatures on the battlefield, or none: "you may").
 */
export function entryDecision(
  state: GameState,
  ctx: RulesContext,
  text: string,
  r: ReplacementEffect['replacement'],
  p: Proposal,
): Omit<Decision, 'id'> | undefined {
  const dredge = dredgeDecision(text, r, p);
  if (dredge) return dredge;
  const player = entering(state, p);
  if (player === undefined) return undefined;
  // "As [this] enters, you may pay N life. If you don't, it enters tapped": only with that much life (119.4).
  if (r.event === 'enters' && r.payLifeOrTapped) {
    const n = r.payLifeOrTapped;
    const canPay = state.players.find((q) => q.id === player)!.life >= n;
    const options = [
      ...(canPay ? [{ id: 'pay', label: `pay ${n} life` }] : []),
      { id: 'tapped', label: 'it enters tapped' },
    ];
    return { player, kind: 'option', prompt: `${text} (614.12a)`, options, min: 1, max: 1 };
  }
  // 702.98a: "You may have [this] enter with an additional +1/+1 counter on it".
  if (r.event === 'enters' && r.optional && r.counters) {
    const options = [
      { id: 'counters', label: `it enters with ${r.counters.counter} counters` },
      { id: 'none', label: 'it enters without them' },
    ];
    return { player, kind: 'option', prompt: `${text} (614.12)`, options, min: 1, max: 1 };
  }
  // 702.82a: "you may sacrifice any number of creatures" as it enters: any of theirs, or none.
  if (r.event === 'enters' && r.devour) {
    const options = devourable(state, ctx, player).map((id) => ({ id, label: objectOf(state, id)!.name }));
    const prompt = `${text}: sacrifice any number of creatures (702.82a)`;
    return { player, kind: 'cards', prompt, options, min: 0, max: options.length };
  }
  if (r.event === 'enters' && r.choose) {
    const options = optionsFor(state, r.choose, player);
    // The decision kinds are named as the choices are: 'color', 'creature-type', 'player' (an opponent too).
    const kind = r.choose === 'opponent' ? 'player' : r.choose;
    return { player, kind, prompt: `${text} (614.12a)`, options, min: 1, max: 1 };
  }
  if (r.event !== 'enters-as-copy' || p.kind !== 'move') return undefined;
  const copyable = state.battlefield.filter((id) =>
    matchesFilter(state, ctx, objectOf(state, id)!, r.of, { controller: player, source: p.object }),
  );
  return {
    player,
    kind: 'cards',
    prompt: `${text} Choose one, or none not to copy (707.5)`,
    options: copyable.map((id) => ({ id, label: objectOf(state, id)!.name })),
    min: 0,
    max: 1,
  };
}

/** 702.82a: the creatures the entering permanent's controller may sacrifice to devour. */
function devourable(state: GameState, ctx: RulesContext, player: PlayerId): string[] {
  return state.battlefield.filter((id) => {
    const object = objectOf(state, id)!;
    const creature = matchesFilter(
      state,
      ctx,
      object,
      { types: ['Creature'] },
      { controller: player, source: id },
    );
    return object.controller === player && creature;
  });
}

function recorded(chosen: GameObject['chosen'], choose: EntryChoice, value: string): GameObject['chosen'] {
  if (choose === 'color') return { ...chosen, color: value as Color };
  return choose === 'creature-type' ? { ...chosen, type: value } : { ...chosen, player: value };
}

/** The entering event with the choice made (`made`: the chosen option ids) recorded in it. */
export function withEntryChoice<P extends Proposal>(
  state: GameState,
  r: ReplacementEffect['replacement'],
  p: P,
  made: string[],
): P {
  if (r.event === 'enters' && r.devour && (p.kind === 'move' || p.kind === 'token'))
    return { ...p, devouring: [...(p.devouring ?? []), ...made] };
  const [value] = made;
  if ((p.kind !== 'move' && p.kind !== 'token') || value === undefined) return p;
  if (r.event === 'enters' && r.choose) return { ...p, chosen: recorded(p.chosen, r.choose, value) };
  if (r.event === 'enters' && r.payLifeOrTapped)
    return value === 'pay' ? { ...p, lifePaid: r.payLifeOrTapped } : { ...p, tapped: true };
  if (p.kind !== 'move') return p;
  // 707.2, 707.3: the copiable values of the chosen creature, as modified by its own copy effect;
  // 707.9a-b: this copy effect's exceptions become part of them too.
  const original = objectOf(state, value);
  if (r.event !== 'enters-as-copy' || !original) return p;
  return { ...p, copyOf: withException(copiableValues(original), r.except) };
}
