// Starting a game (103): libraries shuffled (recorded with their order), a starting player, opening
// hands of seven and London mulligans (103.5) as decisions; or play from a prepared position.
import type { Command } from '../data/commands/command.js';
import { ask, emit, reject, takeAnswer, type Run } from '../engine/run.js';
import { drawCards, enactMove, moveObject, shuffleLibrary } from '../game-actions/actions.js';
import { withControlAsWritten } from '../objects/control.js';
import { definitionOf } from '../layers/definition.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import type { Task } from '../data/state/task.js';
import { playerById } from '../data/state/updates.js';
import { beginStep } from '../turn/steps.js';
import { buildPosition } from './position.js';
import { randomInt, seedRandom, shuffle } from '../data/state/random.js';
import { objectOf, recordedState } from '../data/state/objects.js';

const OPENING_HAND = 7; // 103.4

export function startFromPosition(run: Run, initial: GameState): void {
  if (run.state.players.length) reject('GAME_EXISTS', '103', 'the game has already started');
  // 613.1b: the control-changing effects of the position apply to it as it is written.
  emit(run, { type: 'GameStarted', initial: recordedState(withControlAsWritten(initial, run.ctx)) });
  run.agenda.push({ kind: 'priority', player: initial.turn.active });
}

export function startGame(run: Run, command: Extract<Command, { type: 'StartGame' }>): void {
  if (run.state.players.length) reject('GAME_EXISTS', '103', 'the game has already started');
  const { players, decks } = command;
  if (players.length < 2 || players.length > 4) reject('PLAYER_COUNT', '103.1', 'a game has 2 to 4 players');
  if (new Set(players).size !== players.length)
    reject('PLAYER_COUNT', '102.1', 'player names must be distinct');
  for (const p of players)
    if (!decks.some((d) => d.player === p)) reject('DECK_MISSING', '103.2', `no deck for ${p}`);
  const unknown = decks.flatMap((d) => d.cards).find((name) => !run.ctx.cards.get(name));
  if (unknown) reject('UNKNOWN_CARD', '100.2', `unknown card "${unknown}"`);
  // The library objects are numbered in a random order, never in decklist order: an id says
  // nothing of which card it is (the 103.3 shuffle that follows decides the library's order).
  let rng = seedRandom(command.seed, command.secretSeed);
  const libraries = players.map((id) => {
    const numbering = shuffle(decks.find((d) => d.player === id)!.cards, rng);
    rng = numbering.rng;
    return { id, library: numbering.order.map((card) => ({ card })) };
  });
  const { state } = buildPosition({ gameId: command.gameId, players: libraries }, run.ctx);
  // 103.1: the starting player is chosen at random unless the organiser names one.
  const pick = randomInt(rng, players.length);
  const starting = command.startingPlayer ?? players[pick.value]!;
  if (!players.includes(starting)) reject('UNKNOWN_PLAYER', '103.1', `${starting} is not in the game`);
  emit(run, {
    type: 'GameStarted',
    initial: recordedState({
      ...state,
      rng: pick.rng,
      turn: { ...state.turn, active: starting, number: 0, step: 'untap' },
    }),
  });
  // 103.3: each player shuffles their library.
  for (const p of players) shuffleLibrary(run, p);
  for (const p of players) drawCards(run, p, OPENING_HAND);
  run.agenda.push({ kind: 'mulligan', players: turnOrderFrom(players, starting), taken: 0 });
}

function turnOrderFrom(players: PlayerId[], first: PlayerId): PlayerId[] {
  const at = players.indexOf(first);
  return [...players.slice(at), ...players.slice(0, at)];
}

// 103.6, 103.6a: once mulligans are done, the starting player and then each other player in turn
// order may begin the game with cards from their opening hand on the battlefield (Leylines).
export function openingHandActions(run: Run, task: Extract<Task, { kind: 'opening-hand-actions' }>): void {
  const answer = takeAnswer(run);
  const [player, ...rest] = task.players;
  if (!player) {
    emit(run, { type: 'TurnBegan', number: 1, active: run.state.turn.active });
    beginStep(run, 'untap');
    return;
  }
  const eligible = playerById(run.state, player).hand.filter((id) =>
    definitionOf(run.ctx, objectOf(run.state, id)!).abilities.some((a) => a.kind === 'begin-on-battlefield'),
  );
  run.agenda.unshift({ kind: 'opening-hand-actions', players: rest });
  if (!eligible.length) return;
  if (answer?.kind === 'options') {
    for (const id of answer.ids) moveObject(run, id, 'battlefield', { reason: 'put' });
    return;
  }
  run.agenda.shift();
  ask(run, task, {
    player,
    kind: 'cards',
    prompt: 'Choose the cards from your opening hand to begin the game with on the battlefield (103.6a)',
    options: eligible.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
    min: 0,
    max: eligible.length,
  });
}

// 103.5: London mulligan: keep, or shuffle the hand away and draw seven again; a player who keeps
// after N mulligans puts N cards from their hand on the bottom of their library.
export function mulligan(run: Run, task: Extract<Task, { kind: 'mulligan' }>): void {
  const [player, ...rest] = task.players;
  if (!player) {
    const order = turnOrderFrom(
      run.state.players.map((p) => p.id),
      run.state.turn.active,
    );
    run.agenda.unshift({ kind: 'opening-hand-actions', players: order });
    return;
  }
  const answer = takeAnswer(run);
  const bottom = mulligansCounted(run, task.taken);
  if (task.keeping) {
    if (answer?.kind === 'options') {
      for (const id of answer.ids) enactMove(run, id, 'library', { reason: 'mulligan', position: 'bottom' });
      run.agenda.unshift({ kind: 'mulligan', players: rest, taken: 0 });
      return;
    }
    const hand = playerById(run.state, player).hand;
    ask(run, task, {
      player,
      kind: 'bottom-cards',
      prompt: `Put ${bottom} card(s) from your hand on the bottom of your library (103.5c)`,
      options: hand.map((id) => ({ id, label: objectOf(run.state, id)!.name })),
      min: bottom,
      max: bottom,
    });
    return;
  }
  if (answer?.kind === 'yes-no') {
    if (answer.yes) {
      run.agenda.unshift(bottom ? { ...task, keeping: true } : { kind: 'mulligan', players: rest, taken: 0 });
      return;
    }
    for (const id of [...playerById(run.state, player).hand])
      enactMove(run, id, 'library', { reason: 'mulligan' });
    shuffleLibrary(run, player);
    drawCards(run, player, OPENING_HAND);
    run.agenda.unshift({ ...task, taken: task.taken + 1 });
    return;
  }
  // A player who would put their whole hand on the bottom keeps without being asked.
  if (bottom >= OPENING_HAND) {
    run.agenda.unshift({ ...task, keeping: true });
    return;
  }
  ask(run, task, {
    player,
    kind: 'mulligan',
    prompt: `Keep this hand${task.taken ? ` (after ${task.taken} mulligan(s))` : ''}? (103.5)`,
    options: [
      { id: 'yes', label: 'keep' },
      { id: 'no', label: 'mulligan' },
    ],
    min: 1,
    max: 1,
  });
}

// 800.6: in a multiplayer game a player's first mulligan doesn't count toward the cards they put on
// the bottom of their library, nor toward the mulligans they may take.
function mulligansCounted(run: Run, taken: number): number {
  return run.state.players.length > 2 ? Math.max(0, taken - 1) : taken;
}
