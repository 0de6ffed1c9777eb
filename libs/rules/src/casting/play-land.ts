// Playing a land (305): a special action, with priority, main phase, empty stack, once per turn.
import type { CardDefinition } from '@mtg/cards';
import { refusal, refusalOf, type Command, type Rejection } from '../data/commands/command.js';
import { emit, reject, type Run } from '../engine/run.js';
import { moveObject } from '../game-actions/actions.js';
import { typeCharacteristics } from '../layers/characteristics.js';
import { definitionOf } from '../layers/definition.js';
import type { GameObject } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';
import { landPlaysAllowed, playableLandZone } from '../lands/land-plays.js';
import { hasPriority, hasSorceryTiming } from './timing.js';
import { objectOf } from '../data/state/objects.js';

type PlayLand = Extract<Command, { type: 'PlayLand' }>;

/** A land play the rules allow now: the card, and the face it is played with. */
interface LandPlay {
  card: GameObject;
  face: string | undefined;
}

/**
 * 305.1-305.2 (116.2a): the card and the face it is played with, if the player may play it as a land
 * now, else the refusal: returned, not thrown, since the legal actions ask it of every card in a hand.
 */
function checkLandPlay(run: Run, command: PlayLand): LandPlay | Rejection {
  const { player } = command;
  if (!hasPriority(run.state, player))
    return refusal('NO_PRIORITY', '116.2a', `${player} does not have priority`);
  const card = objectOf(run.state, command.card);
  if (!card || !playableLandZone(run.state, run.ctx, player, card.id))
    return refusal('CARD_NOT_IN_HAND', '305.1', `${command.card} is not a card in ${player}'s hand`);
  const face = landFace(run, card);
  if (face === null) return refusal('NOT_A_LAND', '305.1', `${card.name} is not a land`);
  // 305.1, 116.2a: only during your main phase with an empty stack.
  if (!hasSorceryTiming(run.state, player))
    return refusal('SORCERY_TIMING', '305.1', 'a land is played in your main phase with an empty stack');
  if (playerById(run.state, player).landsPlayed >= landPlaysAllowed(run.state, run.ctx, player))
    return refusal(
      'LAND_ALREADY_PLAYED',
      '305.2b',
      `${player} already played as many lands as they may this turn`,
    );
  return { card, face };
}

/** Why the player may not play the land now, if they may not (for the legal actions). */
export function landPlayProblem(run: Run, command: PlayLand): Rejection | undefined {
  return refusalOf(checkLandPlay(run, command));
}

export function playLand(run: Run, command: PlayLand): void {
  const { player } = command;
  const play = checkLandPlay(run, command);
  if ('code' in play) reject(play.code, play.rule, play.message);
  const { card, face } = play;
  // 305.1: playing a land puts it onto the battlefield (through replacement effects: "enters tapped").
  emit(run, { type: 'LandPlayed', player, object: card.id });
  moveObject(run, card.id, 'battlefield', { reason: 'play-land', ...(face ? { face } : {}) });
  // 116.3c: after a special action, the player receives priority again.
  run.agenda.push({ kind: 'priority', player });
}

/**
 * The face a card is played with as a land: its own if it is a land, else (712.12) the land face of a
 * modal double-faced card, which enters with that face up; null if it has none.
 */
function landFace(run: Run, card: GameObject): string | undefined | null {
  if (typeCharacteristics(run.state, run.ctx, card.id).types.includes('Land')) return undefined;
  return landFaceOf(definitionOf(run.ctx, card)) ?? null;
}

/** 712.12: the land face of a modal double-faced card (Shatterskull, the Hammer Pass), if it has one. */
export function landFaceOf(def: CardDefinition): string | undefined {
  return def.layout === 'modal-dfc' ? def.faces!.find((f) => f.types.includes('Land'))?.name : undefined;
}
