import { readFileSync } from 'node:fs';
import { parseDeckText, type CardCatalogue, type CombatConstraint } from '@mtg/cards';
import { cardCatalogue } from '@mtg/oracle';
import {
  evolve,
  playGame,
  PLAYERS as PLAYER_KINDS,
  RED_GREEN,
  WHITE_BLUE_BLACK,
  type DeckList,
  type EventOf,
  type GameEvent,
  type GameState,
  type PlayerName,
  objectOf,
} from '@mtg/rules';

const PLAYERS = ['alice', 'bob'] as const;

export class UsageError extends Error {}

// ---------------------------------------------------------------------------------------------
// Decklists

/** Parses a decklist in its text form (`parseDeckText`): its main deck; card names must be in the catalogue. */
function parseDecklist(text: string, source: string, cards: CardCatalogue): string[] {
  const read = parseDeckText(text);
  if ('problems' in read) {
    const [first] = read.problems;
    throw new UsageError(`${source}:${first!.line}: ${first!.message}`);
  }
  const unknown = read.deck.main.find((name) => !cards.get(name));
  if (unknown) throw new UsageError(`${source}: unknown card "${unknown}"`);
  if (!read.deck.main.length) throw new UsageError(`${source}: the decklist is empty`);
  return read.deck.main.map((name) => cards.get(name)!.name);
}

export function readDecklist(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read decklist ${file}: ${(error as Error).message}`);
  }
  return parseDecklist(text, file, cardCatalogue);
}

// ---------------------------------------------------------------------------------------------
// The log: one line per meaningful event, with the state just before and just after it

interface Moment {
  before: GameState;
  after: GameState;
}

type Formatter<T extends GameEvent['type']> = (event: EventOf<T>, at: Moment) => string | null;

function nameOf(state: GameState, id: string): string {
  const object = objectOf(state, id);
  if (object) return object.isAbility ? `${object.name}'s ability` : object.name;
  return state.players.some((p) => p.id === id) ? id : `?${id}`;
}

function lifeOf(state: GameState, player: string): number {
  return state.players.find((p) => p.id === player)?.life ?? Number.NaN;
}

function targetsText(state: GameState, targets: string[][]): string {
  const names = targets.flat().map((id) => nameOf(state, id));
  return names.length ? ` targeting ${names.join(', ')}` : '';
}

function listText(state: GameState, ids: string[]): string {
  return ids.map((id) => nameOf(state, id)).join(', ');
}

function blocksText(state: GameState, blocks: { blocker: string; attacker: string }[]): string {
  return blocks.map((b) => `${nameOf(state, b.blocker)} blocks ${nameOf(state, b.attacker)}`).join(', ');
}

function answerText(answer: unknown, at: Moment): string | null {
  const labels = new Map(at.before.decision?.options.map((o) => [o.id, o.label]) ?? []);
  const a = answer as {
    kind?: string;
    ids?: string[];
    yes?: boolean;
    value?: number;
    amounts?: Record<string, number>;
  };
  if (a.kind === 'options')
    return a.ids!.length ? a.ids!.map((id) => labels.get(id) ?? nameOf(at.before, id)).join(', ') : 'none';
  if (a.kind === 'yes-no') return a.yes ? (labels.get('yes') ?? 'yes') : (labels.get('no') ?? 'no');
  if (a.kind === 'number') return String(a.value);
  if (a.kind === 'assignment') {
    const amounts = Object.entries(a.amounts ?? {});
    return amounts.map(([id, n]) => `${n} to ${labels.get(id) ?? nameOf(at.before, id)}`).join(', ');
  }
  return null; // attackers and blockers: their own events say it
}

/** How a zone change reads, by its reason; the default names the zones. Draws are merged by GameLog. */
const ZONE_CHANGES: Partial<Record<string, (name: string, who: string) => string>> = {
  discard: (name, who) => `${who} discards ${name}`,
  destroy: (name) => `${name} is destroyed`,
  sacrifice: (name, who) => `${who} sacrifices ${name}`,
  counter: (name) => `${name} is countered`,
  fizzle: (name) => `${name} is removed from the stack: its targets are illegal`,
  mill: (name, who) => `${who} mills ${name}`,
  mulligan: (name, who) => `${who} puts ${name} on the bottom of their library`,
};

const zoneChanged: Formatter<'ZoneChanged'> = (e, at) => {
  // Casting, land plays and permanents resolving onto the battlefield have their own lines.
  if (e.reason === 'cast' || e.reason === 'play-land' || (e.reason === 'resolve' && e.to === 'battlefield'))
    return null;
  const object = objectOf(at.before, e.object);
  const name = object?.name ?? e.object;
  const who = object?.controller ?? '?';
  const special = ZONE_CHANGES[e.reason];
  if (special) return special(name, who);
  const to =
    e.to === 'library' || e.to === 'hand' || e.to === 'graveyard'
      ? `${object?.owner ?? '?'}'s ${e.to}`
      : `the ${e.to}`;
  return `${name} goes from the ${e.from} to ${to}${e.faceDown ? ' face down' : ''} (${e.reason})`;
};

const damageDealt: Formatter<'DamageDealt'> = (e, at) => {
  const to = nameOf(at.after, e.target);
  const life = e.recipient === 'player' ? ` (life ${lifeOf(at.after, e.target)})` : '';
  return `${nameOf(at.before, e.source)} deals ${e.amount}${e.combat ? ' combat' : ''} damage to ${to}${life}`;
};

const decisionRequested: Formatter<'DecisionRequested'> = (e) => {
  const d = e.decision;
  if (d.kind === 'declare-attackers' || d.kind === 'declare-blockers') return null; // the declaration says it
  const options = d.options.length ? `: ${d.options.map((o) => o.label).join(' | ')}` : '';
  return `? ${d.player}: ${d.prompt}${options}`;
};

const COMBAT_CONSTRAINT_TEXT: Record<CombatConstraint, string> = {
  'cant-attack': "can't attack",
  'cant-block': "can't block",
  'cant-attack-or-block': "can't attack or block",
  'attacks-if-able': 'attacks if able',
  'cant-be-blocked': "can't be blocked",
  'can-block-additional': 'can block an additional creature',
  'can-block-any-number': 'can block any number of creatures',
};

function changeText(c: Extract<GameEvent, { type: 'EffectCreated' }>['effect']['change']): string {
  switch (c.kind) {
    case 'modify-pt':
      return `${signed(c.power)}/${signed(c.toughness)}`;
    case 'grant-keywords':
      return `gains ${c.keywords.join(', ')}`;
    case 'prevent-damage':
      return `is shielded from the next ${c.remaining} damage`;
    case 'prevent-all-combat-damage':
      return 'all combat damage is prevented';
    case 'regeneration':
      return 'is shielded by regeneration';
    case 'prevent-next-damage-from-source':
      return `is shielded from the next ${c.combatOnly ? 'combat ' : ''}damage from ${c.from.objects[0]}${c.allBut ? ` (all but ${c.allBut})` : ''}`;
    case 'redirect-damage-from-source':
      return `has the next ${c.remaining} damage from ${c.from.objects[0]} dealt to ${c.to} instead`;
    case 'cant-gain-life':
      return "can't gain life";
    case 'combat-constraint':
      return COMBAT_CONSTRAINT_TEXT[c.constraint];
    case 'damage-cant-be-prevented':
      return "damage can't be prevented";
    case 'set-colors':
      return `becomes ${c.colors.join('')}`;
    case 'add-subtypes':
      return `becomes ${c.subtypes.join(' ')} in addition to its other types`;
    case 'add-types':
      return `becomes ${c.types.join(' ').toLowerCase()} in addition to its other types`;
    case 'skip-next-step':
      return `skips their next ${c.step} step`;
    case 'flashback':
      return 'has flashback';
    case 'cant-be-targeted':
      return "can't be the target of spells or abilities its controller's opponents control";
    case 'cant-activate-abilities':
      return "can't have its activated abilities activated";
    case 'doesnt-untap-next':
      return "doesn't untap during its controller's next untap step";
    case 'doesnt-untap':
      return "doesn't untap during its controller's untap step";
    case 'becomes-creature':
      return `becomes a ${c.power}/${c.toughness} creature`;
    case 'additional-land-plays':
      return `may play ${c.count} additional land(s)`;
    case 'control':
      return "is controlled by the effect's controller";
    case 'control-entering':
      return "takes control of what would enter under an opponent's control";
    case 'blocked-only-within-sectors':
      return 'creatures in each sector can be blocked only by creatures in the same sector';
    case 'prevent-all-damage':
      return `all ${c.combatOnly ? 'combat ' : ''}damage${c.to ? ` to ${partiesText(c.to)}` : ''}${c.by ? ` by ${partiesText(c.by)}` : ''} is prevented`;
    case 'protection':
      return `gains protection from ${c.color}`;
  }
}

/** The players and objects a prevention effect names, and "what it names" for its filters. */
function partiesText(parties: { ids: string[]; filters: unknown[] }): string {
  return [...parties.ids, ...(parties.filters.length ? ['what it names'] : [])].join(' and ');
}

const effectCreated: Formatter<'EffectCreated'> = (e, at) => {
  const c = e.effect.change;
  const change = changeText(c);
  const until =
    e.effect.duration === 'end-of-turn'
      ? ' until end of turn'
      : e.effect.duration === 'until-your-next-turn'
        ? ` until ${e.effect.controller}'s next turn`
        : '';
  return `${listText(at.after, e.effect.affected)} ${change}${until} (${nameOf(at.before, e.effect.source)})`;
};

function signed(n: number): string {
  return n < 0 ? String(n) : `+${n}`;
}

const FORMATTERS: { [T in GameEvent['type']]?: Formatter<T> } = {
  GameStarted: (e) =>
    `Game ${e.initial.id}: ${e.initial.players.map((p) => `${p.id} (${p.library.length} cards)`).join(' vs ')}; ${e.initial.turn.active} starts`,
  LibraryShuffled: (e) => `${e.player} shuffles their library`,
  TurnBegan: (e) => `\n=== Turn ${e.number}: ${e.active} ===`,
  LandPlayed: (e, at) => `${e.player} plays ${nameOf(at.after, e.object)}`,
  SpellCast: (e, at) =>
    `${e.player} casts ${nameOf(at.after, e.object)}${targetsText(at.after, e.stack.targets)}${e.cost ? ` for ${e.cost}` : ''}`,
  SpellCopied: (e, at) =>
    `${e.player} copies ${nameOf(at.after, e.original)}${targetsText(at.after, e.stack.targets)} (707.10)`,
  AbilityActivated: (e, at) =>
    `${e.player} activates ${e.name}'s ability${targetsText(at.after, e.stack.targets)}`,
  AbilityTriggered: (e, at) => `${e.name}'s ability triggers${targetsText(at.after, e.stack.targets)}`,
  ResolutionBegan: (e, at) => `${nameOf(at.before, e.object)} resolves`,
  AbilityRemovedFromStack: (e, at) =>
    `${nameOf(at.before, e.object)} is removed from the stack (${e.reason})`,
  ZoneChanged: zoneChanged,
  CeasedToExist: (e, at) => `${nameOf(at.before, e.object)} ceases to exist`,
  DrawFromEmptyLibraryAttempted: (e) => `${e.player} draws from an empty library`,
  DamageDealt: damageDealt,
  LifeGained: (e, at) => `${e.player} gains ${e.amount} life (life ${lifeOf(at.after, e.player)})`,
  LifeLost: (e, at) => `${e.player} loses ${e.amount} life (life ${lifeOf(at.after, e.player)})`,
  CountersAdded: (e, at) => `${nameOf(at.after, e.on)} gets ${e.amount} ${e.counter} counter(s)`,
  CountersRemoved: (e, at) => `${nameOf(at.after, e.on)} loses ${e.amount} ${e.counter} counter(s)`,
  SpeedChanged: (e) => `${e.player}'s speed becomes ${e.speed}`,
  BecameMonarch: (e) => `${e.player} becomes the monarch (722.1)`,
  ProtectorChosen: (e, at) =>
    `${e.player} becomes the protector of ${nameOf(at.after, e.battle)} (${e.rule})`,
  ControlChanged: (e, at) => `${e.controller} now controls ${nameOf(at.after, e.object)} (613.1b)`,
  TokenCreated: (e) => `${e.object.controller} creates a token: ${e.object.name}`,
  DungeonEntered: (e) => `${e.player} ventures into ${e.object.name}`,
  RoomEntered: (e, at) => `${e.player} enters ${e.room} (${nameOf(at.after, e.dungeon)})`,
  DungeonCompleted: (e) => `${e.player} completes ${e.name} (${e.rule})`,
  Scried: (e) => `${e.player} scries ${e.amount}: ${e.top.length} on top, ${e.bottom.length} on the bottom`,
  SectorDesignated: (e, at) => `${nameOf(at.after, e.object)} is assigned to the ${e.sector} sector`,
  SectorsLost: (e, at) => `${listText(at.before, e.objects)} lose their sectors`,
  EffectCreated: effectCreated,
  Attached: (e, at) => `${nameOf(at.after, e.object)} is attached to ${nameOf(at.after, e.to)}`,
  Unattached: (e, at) => `${nameOf(at.after, e.object)} becomes unattached`,
  CeasedToBeBestowed: (e, at) => `${nameOf(at.after, e.object)} ceases to be bestowed (702.103e)`,
  AttackersDeclared: (e, at) =>
    e.attackers.length
      ? `${e.player} attacks with ${e.attackers.map((a) => `${nameOf(at.before, a.attacker)} -> ${nameOf(at.before, a.defender)}`).join(', ')}${(e.bands ?? []).map((band) => `; in a band: ${listText(at.before, band)}`).join('')}`
      : `${e.player} does not attack`,
  BlockersDeclared: (e, at) =>
    e.blocks.length
      ? `${e.player} blocks: ${blocksText(at.before, e.blocks)}${e.banded?.length ? `; with their bands: ${blocksText(at.before, e.banded)}` : ''}`
      : `${e.player} does not block`,
  DecisionRequested: decisionRequested,
  DecisionAnswered: (e, at) => {
    const text = answerText(e.answer, at);
    return text === null ? null : `  ${e.player} answers: ${text}`;
  },
  PlayerConceded: (e) => `${e.player} concedes`,
  PlayerLost: (e) => `${e.player} loses the game (${e.reason})`,
  GameEnded: (e) => `Game over: ${e.draw ? 'a draw' : `${e.winner} wins`}`,
};

const VERBOSE_FORMATTERS: { [T in GameEvent['type']]?: Formatter<T> } = {
  PriorityGiven: (e) => `  (${e.player} has priority)`,
  PriorityPassed: (e) => `  (${e.player} passes)`,
  ManaAdded: (e, at) => `  ${e.player} adds ${e.mana.join('')} (${nameOf(at.before, e.source)})`,
  ManaSpent: (e) => `  ${e.player} spends ${e.mana.join('')}`,
  PermanentTapped: (e, at) => `  ${nameOf(at.before, e.object)} taps`,
  Transformed: (e, at) => `  ${nameOf(at.before, e.object)} transforms`,
  Flipped: (e, at) => `  ${nameOf(at.before, e.object)} flips`,
  PermanentsUntapped: (e, at) => `  ${listText(at.before, e.objects)} untap`,
};

/**
 * Writes the log lines of a game's events. A step's header is written only if something happens
 * in it, and a player's consecutive draws make one line.
 */
class GameLog {
  private pendingStep: string | null = null;
  private draws: { player: string; cards: string[] } | null = null;

  constructor(
    private readonly verbose: boolean,
    private readonly write: (line: string) => void,
  ) {}

  /** Logs the events of one command, folding them from the state before it. */
  step(before: GameState, events: readonly GameEvent[]): void {
    let state = before;
    for (const event of events) {
      const after = evolve(state, event);
      this.event(event, { before: state, after });
      state = after;
    }
  }

  private event(event: GameEvent, at: Moment): void {
    if (event.type === 'StepBegan') {
      if (this.draws) this.line(null);
      this.pendingStep = `-- ${event.step}`;
    } else if (event.type === 'ZoneChanged' && event.reason === 'draw') {
      this.draw(
        objectOf(at.before, event.object)?.owner ?? '?',
        objectOf(at.before, event.object)?.name ?? event.object,
      );
    } else {
      const line = this.formatterOf(event.type)?.(event, at);
      if (line) this.line(line, event.type === 'TurnBegan');
    }
  }

  private formatterOf(type: GameEvent['type']): Formatter<GameEvent['type']> | undefined {
    return (FORMATTERS[type] ?? (this.verbose ? VERBOSE_FORMATTERS[type] : undefined)) as
      Formatter<GameEvent['type']> | undefined;
  }

  private draw(player: string, card: string): void {
    if (this.draws?.player !== player) this.line(null);
    this.draws ??= { player, cards: [] };
    this.draws.cards.push(card);
  }

  /** Writes what is pending (the step header, then draws) before `text`. */
  private line(text: string | null, newTurn = false): void {
    if (newTurn) this.pendingStep = null;
    if (this.pendingStep) this.write(this.pendingStep);
    this.pendingStep = null;
    if (this.draws) this.write(`${this.draws.player} draws ${this.draws.cards.join(', ')}`);
    this.draws = null;
    if (text !== null) this.write(text);
  }

  /** Writes whatever is still pending. */
  flush(): void {
    this.line(null);
  }
}

// ---------------------------------------------------------------------------------------------
// The command

export interface PlayOptions {
  seed: number;
  turns: number;
  deck1?: string;
  deck2?: string;
  verbose?: boolean;
  /** Alice's and bob's players (default: random both). */
  players?: [PlayerName, PlayerName];
}

/** The two players' decks: the decklists named, or the built-in ones. */
function decksOf(options: PlayOptions): DeckList[] {
  const lists = [
    options.deck1 ? readDecklist(options.deck1) : RED_GREEN,
    options.deck2 ? readDecklist(options.deck2) : WHITE_BLUE_BLACK,
  ];
  return PLAYERS.map((player, i) => ({ player, cards: lists[i]! }));
}

/** The decks, or undefined once what is wrong with a decklist is written. */
function decksOrUsage(options: PlayOptions): DeckList[] | undefined {
  try {
    return decksOf(options);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`mtg play: ${error.message}\n`);
    return undefined;
  }
}

/**
 * `mtg play [--seed N] [--turns N] [--deck1 FILE --deck2 FILE] [--players A,B] [--verbose]`: a seeded
 * game between legal players (random unless `--players` says otherwise), logged event by event. Exit code 2 for bad options or decklists.
 */
export async function play(options: PlayOptions): Promise<number> {
  const decks = decksOrUsage(options);
  if (!decks) return 2;
  const log = new GameLog(options.verbose ?? false, (line) => process.stdout.write(line + '\n'));
  const kinds = options.players ?? ['random', 'random'];
  const { state, commands } = playGame(
    { cards: cardCatalogue },
    {
      seed: options.seed,
      decks,
      players: Object.fromEntries(PLAYERS.map((p, i) => [p, PLAYER_KINDS[kinds[i]!]])),
      turnCap: options.turns,
      onStep: (before, _command, events) => log.step(before, events),
    },
  );
  log.flush();
  const life = state.players.map((p) => `${p.id} ${p.life} life`).join(', ');
  const end = state.over ? '' : `Stopped at the turn cap (${options.turns}). `;
  process.stdout.write(`\n${end}${commands} commands, turn ${state.turn.number}; ${life}\n`);
  return 0;
}
