// Speed (702.179): a player designation from 1 to 4, set to 1 by start your engines! (704.5z) and
// increased by the inherent triggered ability of a player with speed (702.179d); "max speed" is 4 (702.178, 702.179e).
import type { Ability } from '@mtg/cards';
import { emit, type Run } from '../engine/run.js';
import type { PendingTriggerEvent } from '../data/events/game-event.js';
import type { GameState, PlayerId } from '../data/state/game-state.js';
import { playerById } from '../data/state/updates.js';

export const MAX_SPEED = 4;

const SPEED_ABILITY =
  'Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once each turn.';

/** 702.179f: a player's speed, 0 for a player with none. */
export function speedOf(state: GameState, player: PlayerId): number {
  return playerById(state, player).speed ?? 0;
}

/** 702.179e: a player has max speed if their speed is 4. */
export function hasMaxSpeed(state: GameState, player: PlayerId): boolean {
  return speedOf(state, player) === MAX_SPEED;
}

/** 702.179c: "your speed increases by N": a player with no speed gets N; speed goes no higher than 4. */
export function increaseSpeed(run: Run, player: PlayerId, amount: number): void {
  const speed = Math.min(MAX_SPEED, speedOf(run.state, player) + amount);
  if (speed !== speedOf(run.state, player)) emit(run, { type: 'SpeedChanged', player, speed });
}

/**
 * An ability by its index, as an ability on the stack or waiting to be put there: what a max speed
 * ability gives (702.178a), which exists apart from its source once it is activated or triggered (113.7a).
 */
export function abilityGiven(ability: Ability | undefined): Ability | undefined {
  return ability?.kind === 'max-speed' ? ability.ability : ability;
}

/**
 * 702.178a: "Max speed — [ability]": the object has the ability as long as its controller's speed is
 * 4; until then the max speed ability stands in its place (so every ability keeps its index).
 */
export function withMaxSpeedAbilities(
  state: GameState,
  controller: PlayerId,
  abilities: readonly Ability[],
): readonly Ability[] {
  // The controller's speed first: most objects' controllers don't have max speed.
  const speed = state.players.find((p) => p.id === controller)?.speed;
  if (speed !== MAX_SPEED || !abilities.some((a) => a.kind === 'max-speed')) return abilities;
  return abilities.map((a) => (a.kind === 'max-speed' ? a.ability : a));
}

/**
 * 702.179d: the inherent triggered ability of a player with speed: "Whenever one or more opponents lose
 * life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers
 * only once each turn." It has no source and is controlled by that player.
 */
export function speedTriggers(state: GameState, loser: PlayerId): PendingTriggerEvent[] {
  const player = state.turn.active;
  const { speed, speedTriggeredOnTurn } = playerById(state, player);
  // 603.4: the intervening "if" clause; 603.2h: only once each turn.
  if (player === loser || speed === undefined || speed < 1 || speed >= MAX_SPEED) return [];
  if (speedTriggeredOnTurn === state.turn.number) return [];
  // No card prints it: what it does travels with it as data, as a delayed triggered ability's does (603.7).
  return [
    {
      type: 'TriggerPending',
      trigger: {
        source: player,
        sourceCardId: player,
        sourceName: 'Speed',
        controller: player,
        abilityIndex: 0,
        inherent: 'speed',
        delayed: {
          id: `speed-${player}-${state.turn.number}`,
          text: SPEED_ABILITY,
          effects: [{ kind: 'increase-speed', amount: 1 }],
          linked: [],
        },
      },
    },
  ];
}
