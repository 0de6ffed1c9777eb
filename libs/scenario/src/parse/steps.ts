// `steps:`: player commands, `resolve`, `goto` and `expect` steps.
import {
  STEP_NAMES,
  type Answer,
  type CastCommand,
  type PlayerCommand,
  type RefAmount,
  type RejectedSpec,
  type ShortcutStep,
  type Step,
} from '../model.js';
import { parseExpectations } from './expect.js';
import { color } from './setup.js';
import {
  defined,
  describe,
  fail,
  integer,
  isMap,
  list,
  map,
  mapWithKeys,
  oneOf,
  optional,
  refs,
  string,
  type YamlMap,
} from './read.js';

type CommandParser = (value: unknown, options: YamlMap, where: string) => PlayerCommand;

interface CommandSyntax {
  options: readonly string[];
  parse: CommandParser;
}

const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
const ANSWER_KINDS = [
  'replacement',
  'option',
  'targets',
  'order',
  'keep',
  'number',
  'cards',
  'assign',
  'color',
  'type',
  'player',
  'source',
  'modes',
] as const;

const noValue =
  (kind: 'pass' | 'concede' | 'cancel'): CommandParser =>
  (value, _options, where) => {
    if (value !== null && value !== true) fail(where, `${kind} takes no value, got ${describe(value)}`);
    return { kind };
  };

const COMMANDS: Record<string, CommandSyntax> = {
  pass: { options: [], parse: noValue('pass') },
  concede: { options: [], parse: noValue('concede') },
  // 601.2a-h: casting step by step: announce, answer each decision (`choose`), pay, or cancel (730.1).
  announce: {
    options: ['face'],
    parse: (v, o, w) =>
      defined({ kind: 'announce', card: string(v, w), face: optional(o, 'face', w, string) }),
  },
  // 602.2a: activating an ability step by step, the same way.
  'announce-ability': {
    options: ['ability'],
    parse: (v, o, w) =>
      defined({
        kind: 'announce-ability',
        source: string(v, w),
        ability: optional(o, 'ability', w, abilityRef),
      }),
  },
  pay: { options: ['sacrifice', 'discard', 'exile', 'convoke', 'crew', 'return'], parse: parsePayCost },
  cancel: { options: [], parse: noValue('cancel') },
  'play-land': { options: [], parse: (v, _o, w) => ({ kind: 'play-land', card: string(v, w) }) },
  // 702.37e: turning a face-down permanent face up, a special action (116.2b).
  'turn-face-up': {
    options: ['pay'],
    parse: (v, o, w) =>
      defined({ kind: 'turn-face-up', permanent: string(v, w), pay: optional(o, 'pay', w, parsePay) }),
  },
  // 702.62a: suspending a card from the hand, a special action (116.2f).
  suspend: {
    options: ['pay'],
    parse: (v, o, w) =>
      defined({ kind: 'suspend', card: string(v, w), pay: optional(o, 'pay', w, parsePay) }),
  },
  cast: {
    options: ['targets', 'x', 'mode', 'face', 'divide', 'alternative', 'additional', 'pay'],
    parse: parseCast,
  },
  activate: { options: ['ability', 'targets', 'x', 'pay', 'crew', 'return'], parse: parseActivate },
  mana: {
    options: ['color', 'sacrifice'],
    parse: (v, o, w) =>
      defined({
        kind: 'mana',
        source: string(v, w),
        color: optional(o, 'color', w, (c, wc) => oneOf(c, wc, MANA_TYPES)),
        sacrifice: optional(o, 'sacrifice', w, refs),
      }),
  },
  attack: { options: ['bands'], parse: parseAttack },
  block: { options: [], parse: parseBlock },
  choose: { options: [], parse: (v, _o, w) => ({ kind: 'choose', answer: parseAnswer(v, w) }) },
  shortcut: { options: [], parse: parseShortcut },
};

// 729.2a: `{ shortcut: { times: N, do: [STEP...] } }`, each step `resolve` or a player's command.
function parseShortcut(value: unknown, _o: YamlMap, where: string): PlayerCommand {
  const m = mapWithKeys(value, where, ['times', 'do']);
  const steps = list(m.do, `${where}.do`).map((item, i) => parseShortcutStep(item, `${where}.do[${i}]`));
  if (!steps.length) fail(`${where}.do`, 'a shortcut has at least one game choice');
  return { kind: 'shortcut', times: integer(m.times, `${where}.times`, 1), steps };
}

function parseShortcutStep(value: unknown, where: string): ShortcutStep {
  if (value === 'resolve') return { kind: 'resolve' };
  if (!isMap(value) || Object.keys(value).length !== 1)
    fail(where, `expected \`resolve\` or a map with one key (a player), got ${describe(value)}`);
  const [player, body] = Object.entries(value)[0]!;
  const { command, rejected } = parsePlayerStep(body, `${where} (${player})`);
  if (rejected || command.kind === 'shortcut' || command.kind === 'concede')
    fail(
      where,
      'a game choice of a shortcut is a command that is taken: no concession, shortcut or rejection',
    );
  return { kind: 'player', player, command };
}

export function parseSteps(value: unknown, players: readonly string[]): Step[] {
  if (value === undefined || value === null) return [];
  return list(value, 'steps').map((item, i) => parseStep(item, i + 1, players));
}

function parseStep(value: unknown, number: number, players: readonly string[]): Step {
  const where = `step ${number}`;
  if (value === 'resolve') return { number, kind: 'resolve', all: false };
  if (!isMap(value) || Object.keys(value).length !== 1) {
    fail(
      where,
      `expected \`resolve\` or a map with one key (a player, resolve, goto or expect), got ${describe(value)}`,
    );
  }
  const [key, body] = Object.entries(value)[0]!;
  if (key === 'resolve') {
    if (body !== 'all')
      fail(where, `expected \`resolve\` or \`resolve: all\`, got resolve: ${describe(body)}`);
    return { number, kind: 'resolve', all: true };
  }
  if (key === 'goto') {
    if (body === 'game-over') return { number, kind: 'goto-game-over' };
    const m = mapWithKeys(body, `${where} goto`, ['turn', 'step']);
    const turn = optional(m, 'turn', `${where} goto`, (v, w) => integer(v, w, 1));
    return defined({ number, kind: 'goto', turn, step: oneOf(m.step, `${where} goto.step`, STEP_NAMES) });
  }
  if (key === 'expect')
    return { number, kind: 'expect', expect: parseExpectations(body, `${where} expect`, players) };
  if (!players.includes(key)) fail(where, `unknown step or player "${key}" (players: ${players.join(', ')})`);
  const step = parsePlayerStep(body, `${where} (${key})`);
  if (step.command.kind === 'shortcut') {
    const unknown = step.command.steps.find((s) => s.kind === 'player' && !players.includes(s.player));
    if (unknown?.kind === 'player') fail(where, `unknown player "${unknown.player}" in the shortcut`);
  }
  return { number, kind: 'player', player: key, ...step };
}

function parsePlayerStep(
  value: unknown,
  where: string,
): { command: PlayerCommand; rejected?: RejectedSpec; reversed?: RejectedSpec } {
  if (value === 'pass' || value === 'concede' || value === 'cancel') return { command: { kind: value } };
  if (value === 'pay') return { command: { kind: 'pay' } };
  if (!isMap(value)) {
    fail(where, `expected pass, concede or { COMMAND: ... }, got ${describe(value)}`);
  }
  const keys = Object.keys(value).filter((key) => key in COMMANDS);
  // `pay:` is a command of its own (601.2g-h), and an option of `cast` and `activate`.
  const names = keys.length > 1 ? keys.filter((key) => key !== 'pay') : keys;
  if (names.length !== 1) {
    fail(where, `expected exactly one command of ${Object.keys(COMMANDS).join(', ')}, got ${names.length}`);
  }
  const name = names[0]!;
  const syntax = COMMANDS[name]!;
  const options = mapWithKeys(value, where, [name, ...syntax.options, 'rejected', 'reversed']);
  const rejected = parseRejected(options.rejected, `${where}.rejected`);
  const reversed = parseRejected(options.reversed, `${where}.reversed`);
  if (rejected && reversed) fail(where, 'a command is rejected or it reverses the action, not both');
  return defined({ command: syntax.parse(value[name], options, `${where} ${name}`), rejected, reversed });
}

function parseRejected(value: unknown, where: string): RejectedSpec | undefined {
  if (value === undefined || value === false) return undefined;
  if (value === true) return {};
  // An unquoted rule number (`rejected: 601.2`) arrives as a number.
  if (typeof value === 'number') return { rule: String(value) };
  return { rule: string(value, where) };
}

function parseCast(value: unknown, o: YamlMap, where: string): CastCommand {
  return defined({
    kind: 'cast',
    card: string(value, where),
    targets: optional(o, 'targets', where, refs),
    x: optional(o, 'x', where, integer),
    modes: optional(o, 'mode', where, (v, w) =>
      Array.isArray(v) ? v.map((m, i) => integer(m, `${w}[${i}]`, 1)) : [integer(v, w, 1)],
    ),
    face: optional(o, 'face', where, string),
    divide: optional(o, 'divide', where, refAmounts),
    alternative: optional(o, 'alternative', where, string),
    additional: optional(o, 'additional', where, (v, w) => {
      const m = mapWithKeys(v, w, [
        'kicker',
        'sacrifice',
        'discard',
        'exile',
        'buyback',
        'replicate',
        'convoke',
        'entwine',
      ]);
      return defined({
        kicker: optional(m, 'kicker', w, integer),
        buyback: optional(m, 'buyback', w, integer),
        replicate: optional(m, 'replicate', w, integer),
        entwine: optional(m, 'entwine', w, integer),
        sacrifice: optional(m, 'sacrifice', w, refs),
        discard: optional(m, 'discard', w, refs),
        exile: optional(m, 'exile', w, refs),
        convoke: optional(m, 'convoke', w, refs),
      });
    }),
    pay: optional(o, 'pay', where, parsePay),
  });
}

/** `{ REF: 2, REF2: 1 }`: amounts by reference, in the order written. */
function refAmounts(value: unknown, where: string): RefAmount[] {
  return Object.entries(map(value, where)).map(([ref, n]) => ({
    ref,
    amount: integer(n, `${where}.${ref}`),
  }));
}

/** `ability:` a 1-based index among the non-mana activated abilities, or a prefix of its text. */
const abilityRef = (v: unknown, w: string): number | string =>
  typeof v === 'number' ? integer(v, w, 1) : string(v, w);

function parseActivate(value: unknown, o: YamlMap, where: string): PlayerCommand {
  return defined({
    kind: 'activate',
    source: string(value, where),
    ability: optional(o, 'ability', where, abilityRef),
    targets: optional(o, 'targets', where, refs),
    x: optional(o, 'x', where, integer),
    pay: optional(o, 'pay', where, parsePay),
    crew: optional(o, 'crew', where, refs),
    return: optional(o, 'return', where, refs),
  });
}

/** `{ pay: auto | [REF...], sacrifice: ..., discard: [...], exile: [...], convoke: [...] }` (601.2g-h, 702.51a). */
function parsePayCost(value: unknown, o: YamlMap, where: string): PlayerCommand {
  return defined({
    kind: 'pay',
    pay: value === null || value === true ? undefined : parsePay(value, where),
    sacrifice: optional(o, 'sacrifice', where, refs),
    discard: optional(o, 'discard', where, refs),
    exile: optional(o, 'exile', where, refs),
    convoke: optional(o, 'convoke', where, refs),
    crew: optional(o, 'crew', where, refs),
    return: optional(o, 'return', where, refs),
  });
}

function parsePay(value: unknown, where: string): 'auto' | string[] {
  return value === 'auto' ? 'auto' : refs(value, where);
}

function parseAttack(value: unknown, o: YamlMap, where: string): PlayerCommand {
  // 508.1e, 702.22c: `bands: [[REF...]...]` groups declared attackers in bands.
  const bands = optional(o, 'bands', where, (v, w) => list(v, w).map((band, i) => refs(band, `${w}[${i}]`)));
  const attackers = Array.isArray(value)
    ? refs(value, where).map((attacker) => ({ attacker }))
    : Object.entries(map(value, where)).map(([attacker, defender]) => ({
        attacker,
        defender: string(defender, `${where}.${attacker}`),
      }));
  return defined({ kind: 'attack', attackers, bands });
}

function parseBlock(value: unknown, _o: YamlMap, where: string): PlayerCommand {
  const blocks = Object.entries(map(value, where)).flatMap(([blocker, attackers]) =>
    refs(attackers, `${where}.${blocker}`).map((attacker) => ({ blocker, attacker })),
  );
  return { kind: 'block', blocks };
}

/** `yes`, `no`, or `{ KIND: ... }` with one of the answer kinds. */
export function parseAnswer(value: unknown, where: string): Answer {
  if (value === 'yes' || value === 'no') return { kind: 'yes-no', yes: value === 'yes' };
  if (typeof value === 'boolean') return { kind: 'yes-no', yes: value };
  if (!isMap(value))
    fail(where, `expected yes, no or { ${ANSWER_KINDS.join(' | ')}: ... }, got ${describe(value)}`);
  const m = mapWithKeys(value, where, ANSWER_KINDS);
  const keys = Object.keys(m);
  if (keys.length !== 1) fail(where, `expected one answer (${ANSWER_KINDS.join(', ')}), got ${keys.length}`);
  const kind = keys[0] as (typeof ANSWER_KINDS)[number];
  const w = `${where}.${kind}`;
  switch (kind) {
    case 'number':
      return { kind, value: integer(m.number, w) };
    case 'option':
      return { kind, option: string(m.option, w) };
    case 'assign':
      return { kind, amounts: refAmounts(m.assign, w) };
    case 'color':
      return { kind, color: color(m.color, w) };
    case 'type':
      return { kind, type: string(m.type, w) };
    case 'player':
      return { kind, player: string(m.player, w) };
    case 'replacement':
    case 'keep':
    case 'source':
      return { kind, refs: [string(m[kind], w)] };
    case 'modes':
      return {
        kind,
        modes: Array.isArray(m.modes)
          ? m.modes.map((n, i) => integer(n, `${w}[${i}]`, 1))
          : [integer(m.modes, w, 1)],
      };
    default:
      return { kind, refs: refs(m[kind], w) };
  }
}
