// A scenario file's text to a checked `Scenario`: the top level, then setup, steps and expect.
import { parseDocument } from 'yaml';
import { ScenarioError } from '../errors.js';
import { STEP_NAMES, type Scenario } from '../model.js';
import { parseExpectations, RESERVED_NAMES } from './expect.js';
import { defined, fail, integer, isMap, mapWithKeys, oneOf, optional, string, strings } from './read.js';
import { parseSetup } from './setup.js';
import { parseSteps } from './steps.js';

const TOP_LEVEL = ['scenario', 'rules', 'players', 'start', 'seed', 'setup', 'steps', 'expect'];

/** Parses and checks a scenario; throws a `ScenarioError` naming the first problem. */
export function parseScenario(text: string): Scenario {
  return scenarioFrom(readYaml(text));
}

/** The YAML document as plain data; syntax errors name their line. */
export function readYaml(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: true });
  const error = doc.errors[0];
  if (error) throw new ScenarioError(`malformed YAML: ${error.message.split('\n')[0]}`);
  return doc.toJS();
}

/** The scenario's name when its text can be read that far, for reports about broken files. */
export function scenarioNameOf(text: string): string | undefined {
  try {
    const value = readYaml(text);
    return isMap(value) && typeof value.scenario === 'string' ? value.scenario : undefined;
  } catch {
    return undefined;
  }
}

/** Checks plain data (a parsed YAML document) as a scenario. */
export function scenarioFrom(value: unknown): Scenario {
  const m = mapWithKeys(value, 'scenario file', TOP_LEVEL);
  const name = string(m.scenario, 'scenario');
  if (name.includes('\n')) fail('scenario', 'the name must be one line');
  const players = parsePlayers(m.players);
  const start = optional(m, 'start', 'start', (v, w) => mapWithKeys(v, w, ['turn', 'active', 'step'])) ?? {};
  return defined({
    name,
    rules: optional(m, 'rules', 'rules', strings) ?? [],
    players,
    start: {
      turn: optional(start, 'turn', 'start', (v, w) => integer(v, w, 1)) ?? 1,
      active: optional(start, 'active', 'start', (v, w) => oneOf(v, w, players)) ?? players[0]!,
      step: optional(start, 'step', 'start', (v, w) => oneOf(v, w, STEP_NAMES)) ?? 'main1',
    },
    seed: optional(m, 'seed', 'seed', (v, w) => integer(v, w, -(2 ** 31))),
    setup: parseSetup(m.setup, players),
    steps: parseSteps(m.steps, players),
    expect: parseExpectations(m.expect, 'expect', players),
  });
}

function parsePlayers(value: unknown): string[] {
  const players = strings(value, 'players');
  if (players.length < 2) fail('players', `a game needs at least two players, got ${players.length}`);
  players.forEach((p, i) => {
    if (players.indexOf(p) !== i) fail('players', `"${p}" is listed twice`);
    if (RESERVED_NAMES.includes(p)) fail('players', `"${p}" can't be a player's name (it is a keyword)`);
  });
  return players;
}
