// Lays out a scenario's `setup` with the engine's `buildPosition`, and records which card each
// setup object is, for references.
import {
  buildPosition,
  type GameState,
  type ObjectSpec,
  type Position,
  type PositionSpec,
  type RulesContext,
  objectOf,
} from '@mtg/rules';
import { located, ScenarioError } from './errors.js';
import type { PlayerSetup, Scenario, SetupObject, SetupZone } from './model.js';
import { pickCandidate, References } from './references.js';
import { defined } from './util.js';

interface Placed {
  player: string;
  zone: SetupZone;
  index: number;
  object: SetupObject;
  where: string;
  /** The card's name as the catalogue spells it, or the token's name. */
  name: string;
}

export interface Prepared {
  /** The position as laid out, before the game starts. */
  state: GameState;
  references: References;
}

/** The position of a scenario's setup and its references; fails on unknown cards or references. */
export function prepare(scenario: Scenario, ctx: RulesContext): Prepared {
  const cardName = (name: string) => ctx.cards.get(name)?.name;
  const placed = placeObjects(scenario.setup, cardName);
  const spec: PositionSpec = {
    gameId: 'scenario',
    players: scenario.setup.map((p) => playerSpec(p, placed)),
    turn: scenario.start.turn,
    active: scenario.start.active,
    step: scenario.start.step,
    ...(scenario.seed !== undefined ? { seed: scenario.seed } : {}),
  };
  const position = layOut(spec, ctx);
  const setupCards = placed.map((p) => {
    const id = position.created.find(
      (c) => c.player === p.player && c.zone === p.zone && c.index === p.index,
    )!.id;
    return defined({ cardId: objectOf(position.state, id)!.cardId, name: p.name, alias: p.object.alias });
  });
  return { state: position.state, references: new References(scenario.players, setupCards, cardName) };
}

function layOut(spec: PositionSpec, ctx: RulesContext): Position {
  try {
    return buildPosition(spec, ctx);
  } catch (error) {
    throw located('setup', error);
  }
}

/** Setup objects in setup order (players in turn order, zones as written), their names checked. */
function placeObjects(
  setup: readonly PlayerSetup[],
  cardName: (name: string) => string | undefined,
): Placed[] {
  return setup.flatMap(({ player, zones }) =>
    zones.flatMap(({ zone, objects }) =>
      objects.map((object, index) => {
        const where = `setup.${player}.${zone}[${index}]`;
        const name = object.card === undefined ? object.token!.name : cardName(object.card);
        if (name === undefined) throw new ScenarioError(`${where}: unknown card "${object.card}"`);
        return { player, zone, index, object, where, name };
      }),
    ),
  );
}

function keyOf(index: number): string {
  return `setup-${index}`;
}

function playerSpec(setup: PlayerSetup, placed: readonly Placed[]): PositionSpec['players'][number] {
  const zones = Object.fromEntries(
    setup.zones.map(({ zone }) => [
      zone,
      placed.flatMap((p, i) =>
        p.player === setup.player && p.zone === zone ? [objectSpec(p, i, placed)] : [],
      ),
    ]),
  );
  const { life, counters, dungeon, completedDungeons, speed } = setup;
  return defined({ id: setup.player, life, counters, dungeon, completedDungeons, speed, ...zones });
}

function objectSpec(p: Placed, index: number, placed: readonly Placed[]): ObjectSpec {
  const { object } = p;
  return defined({
    card: object.card !== undefined ? p.name : undefined,
    token: object.token,
    key: keyOf(index),
    tapped: object.tapped,
    sick: object.sick,
    counters: object.counters,
    damage: object.damage,
    chosen: object.chosen,
    face: object.face,
    protector: object.protector,
    attachedTo: object.attachedTo !== undefined ? keyOf(attachmentIndex(p, placed)) : undefined,
  });
}

// `attached-to:` takes an alias or a name (or `Name#N`) of another setup object.
function attachmentIndex(p: Placed, placed: readonly Placed[]): number {
  const candidates = placed.map((q) => defined({ name: q.name, exists: true, alias: q.object.alias }));
  try {
    const index = pickCandidate(p.object.attachedTo!, candidates);
    if (placed[index] === p) throw new ScenarioError("an object can't be attached to itself");
    if (placed[index]!.zone !== 'battlefield')
      throw new ScenarioError(`"${p.object.attachedTo}" is not on the battlefield`);
    return index;
  } catch (error) {
    throw located(`${p.where}.attached-to`, error);
  }
}
