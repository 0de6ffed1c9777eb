// A loop of mandatory actions (104.4b, 729.4; seed 421.4): the game repeats the same state with
// no player able to do anything but what the rules make them do; the game is a draw.
//
// A player's action is mandatory when they had no other: passing priority with nothing else they
// could do (no card in hand or graveyard, no permanent with an activated or mana ability, which is
// more than what they could actually do: a loop is never called mandatory wrongly), or declaring no
// attackers or blockers when none could be declared. The states in which mandatory actions were
// taken since the last optional one are kept (`GameState.mandatoryActions`); when one comes again,
// the loop is found. A state is kept as a short signature, and as its whole description only once
// its signature came back, so the loop is found the second time round.
import type { RulesContext } from '../engine/context.js';
import { emit, type Run } from '../engine/run.js';
import { abilitiesOf, characteristics } from '../layers/characteristics.js';
import { definitionOf } from '../objects/definition.js';
import type { Decision } from '../state/decision.js';
import type { GameObject, GameState, MandatoryAction, ObjectId, PlayerId } from '../state/game-state.js';
import { playerById } from '../state/updates.js';

/** Whether `player` can do nothing now but pass priority (an over-estimate of what they could do). */
export function onlyPassing(state: GameState, ctx: RulesContext, player: PlayerId): boolean {
  const { hand, graveyard } = playerById(state, player);
  // A card in hand, graveyard or exile might be played from there (flashback, an adventure, ...).
  if (hand.length || graveyard.length || state.exile.some((id) => state.objects[id]!.owner === player))
    return false;
  // 602, 605: a permanent with an activated ability, a land with its mana ability (305.6), may be used.
  return !state.battlefield.some((id) => {
    const object = state.objects[id]!;
    if (object.controller !== player) return false;
    if (characteristics(state, ctx, id).types.includes('Land')) return true;
    return abilitiesOf(state, ctx, object).some((a) => a.kind === 'activated');
  });
}

/**
 * A mandatory action of `player` about to be taken: the record of the state it is taken in, or the
 * game ends in a draw if that state came back with only mandatory actions since (104.4b, 729.4).
 */
function mandatoryAction(run: Run, player: PlayerId): MandatoryAction | undefined {
  const { state } = run;
  const signature = signatureOf(state, player);
  const since = state.mandatoryActions ?? [];
  if (!since.some((a) => a.signature === signature)) return { signature };
  const description = descriptionOf(state, run.ctx, player);
  if (since.some((a) => a.description === description)) {
    emit(run, { type: 'GameEnded', draw: true, reason: '104.4b: a loop of mandatory actions' });
    return undefined;
  }
  return { signature, description };
}

/** What changes as a game goes on, in a few numbers: states with different signatures differ. */
function signatureOf(state: GameState, player: PlayerId): string {
  const players = state.players.map(
    (p) =>
      `${p.life}/${p.hand.length}/${p.library.length}/${p.graveyard.length}/${Object.values(p.counters).join(',')}`,
  );
  const { turn } = state;
  return [
    player,
    state.decision?.kind ?? turn.priority,
    turn.active,
    turn.step,
    turn.passed.length,
    ...players,
    state.battlefield.length,
    state.stack.length,
    state.exile.length,
    state.effects.length,
    state.pendingTriggers.length,
    state.delayedTriggers?.length ?? 0,
  ].join('|');
}

/**
 * The state as players see it, object ids and timestamps left out (a loop makes new objects of the
 * same cards), and the turn number (the same turns come round again).
 */
function descriptionOf(state: GameState, ctx: RulesContext, player: PlayerId): string {
  const name = (id: ObjectId) => state.objects[id]?.name ?? id;
  const object = (o: GameObject) =>
    [
      definitionOf(ctx, o).name,
      o.owner,
      o.controller,
      o.tapped,
      o.damage,
      o.sick,
      JSON.stringify(o.counters),
      JSON.stringify(o.chosen ?? {}),
      o.attachedTo ? name(o.attachedTo) : '',
      o.attacking ? name(o.attacking) : '',
      (o.blocking ?? []).map(name).join('+'),
      (o.stack?.targets ?? []).map((t) => t.map(name).join('+')).join(';'),
    ].join(':');
  const objects = (ids: readonly ObjectId[]) => ids.map((id) => object(state.objects[id]!));
  return JSON.stringify({
    player,
    decision: state.decision?.kind ?? null,
    turn: [state.turn.active, state.turn.step, state.turn.priority, state.turn.passed],
    players: state.players.map((p) => ({
      ...{ id: p.id, life: p.life, counters: p.counters, mana: p.manaPool, left: p.left },
      ...{ drew: p.drewFromEmptyLibrary, lands: p.landsPlayed },
      zones: [p.library, p.hand, p.graveyard].map((ids) => ids.map(name)),
    })),
    battlefield: objects(state.battlefield).sort(),
    stack: objects(state.stack),
    exile: objects(state.exile).sort(),
    effects: state.effects.map((e) => [e.change.kind, e.sourceName, e.affected.map(name), e.duration]),
    pending: state.pendingTriggers.map((t) => [t.sourceName, t.abilityIndex, t.controller]),
    delayed: (state.delayedTriggers ?? []).map((d) => [
      d.sourceName,
      d.ability.text,
      d.ability.linked.map(name),
    ]),
  });
}

/** A pass of priority, if it is mandatory (the player can do nothing else); may end the game. */
export function mandatoryPass(run: Run, player: PlayerId): MandatoryAction | undefined {
  // A shortcut's choices were proposed and accepted as a whole (729.2): no mandatory loop in them.
  if (run.presets || !onlyPassing(run.state, run.ctx, player)) return undefined;
  return mandatoryAction(run, player);
}

/** An answer to a declaration of attackers or blockers when none could be declared; may end the game. */
export function mandatoryDeclaration(run: Run, decision: Decision): MandatoryAction | undefined {
  const declaration = decision.kind === 'declare-attackers' || decision.kind === 'declare-blockers';
  if (run.presets || !declaration || decision.options.length) return undefined;
  return mandatoryAction(run, decision.player);
}
