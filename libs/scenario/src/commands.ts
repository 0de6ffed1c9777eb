// A player step's command (other than `choose`) as the engine's `Command`.
import {
  activatedAbilitiesOf,
  targetSpecsOf,
  type Command,
  type GameState,
  type Payment,
  type ShortcutAction,
} from '@mtg/rules';
import { answerCommand } from './answers.js';
import { ScenarioError } from './errors.js';
import type { Game } from './game.js';
import type { CastCommand, Pay, PlayerCommand, ShortcutStep } from './model.js';
import { defined, show } from './util.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;
type ActivateAbility = Extract<Command, { type: 'ActivateAbility' }>;

/**
 * What the format says about a cast that `CastSpell` may not carry yet: forwarded as written, for
 * the engine to honour (or reject).
 */
export interface CastExtensions {
  face?: string;
  alternative?: string;
  /** Damage (or counters, ...) divided among targets: target id to amount. */
  divide?: Record<string, number>;
  additional?: NonNullable<CastSpell['additional']> & { kicker?: number };
}

interface TargetShape {
  count?: number;
  upTo?: boolean;
}

export function toCommand(
  game: Game,
  player: string,
  command: Exclude<PlayerCommand, { kind: 'choose' }>,
): Command {
  const { state, references } = game;
  switch (command.kind) {
    case 'pass':
      return { type: 'PassPriority', player };
    case 'concede':
      return { type: 'Concede', player };
    case 'play-land':
      return {
        type: 'PlayLand',
        player,
        card: references.subject(command.card, state, player, 'play-land').id,
      };
    case 'turn-face-up':
      return {
        type: 'TurnFaceUp',
        player,
        object: references.subject(command.permanent, state, player, 'turn-face-up').id,
        payment: payment(game, player, command.pay),
      };
    case 'suspend':
      return {
        type: 'Suspend',
        player,
        card: references.subject(command.card, state, player, 'suspend').id,
        payment: payment(game, player, command.pay),
      };
    case 'cast':
      return castCommand(game, player, command);
    case 'activate':
      return activateCommand(game, player, command);
    case 'mana': {
      const source = references.subject(command.source, state, player, 'mana').id;
      const sacrifice =
        command.sacrifice && references.subjects(command.sacrifice, state, player, 'sacrifice');
      return defined<Command>({
        type: 'ActivateManaAbility',
        player,
        source,
        color: command.color,
        sacrifice,
      });
    }
    case 'announce': {
      const card = references.subject(command.card, state, player, 'cast').id;
      return defined<Command>({ type: 'AnnounceSpell', player, card, face: command.face });
    }
    case 'announce-ability': {
      const { source, index } = abilityOf(game, player, command.source, command.ability);
      return { type: 'AnnounceAbility', player, source: source.id, ability: index };
    }
    case 'pay':
      return defined<Command>({
        type: 'PayCost',
        player,
        payment: payment(game, player, command.pay),
        sacrifice: costSubjects(game, player, command.sacrifice, 'sacrifice'),
        discard: costSubjects(game, player, command.discard, 'discard'),
        exile: costSubjects(game, player, command.exile, 'exile'),
        convoke: costSubjects(game, player, command.convoke, 'convoke'),
        crew: costSubjects(game, player, command.crew, 'crew'),
        return: costSubjects(game, player, command.return, 'return'),
      });
    case 'cancel':
      return { type: 'CancelCasting', player };
    case 'attack': {
      const attackers = command.attackers.map(({ attacker, defender }) => ({
        attacker: references.id(attacker, state),
        defender: defender === undefined ? onlyOpponent(state, player) : references.id(defender, state),
      }));
      const bands = command.bands?.map((band) => band.map((member) => references.id(member, state)));
      return { type: 'DeclareAttackers', player, attackers, ...(bands ? { bands } : {}) };
    }
    case 'block': {
      const blocks = command.blocks.map(({ blocker, attacker }) => ({
        blocker: references.id(blocker, state),
        attacker: references.id(attacker, state),
      }));
      return { type: 'DeclareBlockers', player, blocks };
    }
    case 'shortcut':
      return {
        type: 'ProposeShortcut',
        player,
        times: command.times,
        actions: command.steps.map((step) => shortcutAction(game, step)),
      };
  }
}

/**
 * A game choice of a shortcut as the engine takes it, its references resolved now (729.2a: the
 * choices are described from the current game state); an answer goes to a decision still to come.
 */
function shortcutAction(game: Game, step: ShortcutStep): ShortcutAction {
  if (step.kind === 'resolve') return { type: 'ResolveTop' };
  const { player, command } = step;
  if (command.kind !== 'choose') return toCommand(game, player, command) as ShortcutAction;
  const { decision: _none, ...answer } = answerCommand(game, player, command.answer, true) as Extract<
    Command,
    { type: 'MakeChoice' | 'ChooseReplacement' }
  >;
  return answer;
}

function castCommand(game: Game, player: string, command: CastCommand): CastSpell & CastExtensions {
  const { state, ctx, references } = game;
  const card = references.subject(command.card, state, player, 'cast');
  const additional = command.additional;
  const specs = command.targets
    ? targetSpecsOf(
        state,
        ctx,
        card.id,
        command.modes,
        command.face,
        additional?.kicker,
        !!additional?.entwine,
      )
    : [];
  const subjects = (refs: string[] | undefined, use: CostUse) => costSubjects(game, player, refs, use);
  return defined<CastSpell & CastExtensions>({
    type: 'CastSpell',
    player,
    card: card.id,
    targets: command.targets && groupTargets(targetIds(game, command.targets), specs),
    x: command.x,
    modes: command.modes,
    payment: payment(game, player, command.pay),
    additional:
      additional &&
      defined({
        kicker: additional.kicker,
        buyback: additional.buyback,
        replicate: additional.replicate,
        entwine: additional.entwine,
        sacrifice: subjects(additional.sacrifice, 'sacrifice'),
        discard: subjects(additional.discard, 'discard'),
        exile: subjects(additional.exile, 'exile'),
        convoke: subjects(additional.convoke, 'convoke'),
      }),
    face: command.face,
    alternative: command.alternative,
    divide:
      command.divide &&
      Object.fromEntries(command.divide.map(({ ref, amount }) => [references.id(ref, state), amount])),
  });
}

function activateCommand(
  game: Game,
  player: string,
  command: Extract<PlayerCommand, { kind: 'activate' }>,
): ActivateAbility {
  const { source, index, abilities } = abilityOf(game, player, command.source, command.ability);
  return defined<ActivateAbility>({
    type: 'ActivateAbility',
    player,
    source: source.id,
    ability: index,
    targets:
      command.targets && groupTargets(targetIds(game, command.targets), abilities[index]?.targets ?? []),
    x: command.x,
    payment: payment(game, player, command.pay),
    additional: (command.crew || command.return) && {
      crew: costSubjects(game, player, command.crew, 'crew'),
      return: costSubjects(game, player, command.return, 'return'),
    },
  });
}

/** The object whose ability is activated, and which of its activated abilities (`ability:`). */
function abilityOf(game: Game, player: string, ref: string, ability: number | string | undefined) {
  const { state, ctx, references } = game;
  const source = references.subject(ref, state, player, 'activate');
  const abilities = activatedAbilitiesOf(state, ctx, source.id).map((a) => a.ability);
  return { source, abilities, index: abilityIndex(ability, abilities, source.name) };
}

/** `ability:` as a 0-based index among the non-mana activated abilities. */
export function abilityIndex(
  ability: number | string | undefined,
  abilities: readonly { text: string }[],
  name: string,
): number {
  const texts = abilities.map((a, i) => `${i + 1}. "${a.text}"`).join('; ');
  if (ability === undefined) {
    if (abilities.length <= 1) return 0;
    throw new ScenarioError(
      `${name} has ${abilities.length} activated abilities, say which with \`ability:\` (${texts})`,
    );
  }
  if (typeof ability === 'number') {
    if (ability > abilities.length) {
      throw new ScenarioError(`${name} has no activated ability ${ability} (${texts || 'it has none'})`);
    }
    return ability - 1;
  }
  const matching = (fold: (s: string) => string) =>
    abilities.flatMap((a, i) => (fold(a.text).startsWith(fold(ability)) ? [i] : []));
  const exact = matching((s) => s);
  const found = exact.length > 0 ? exact : matching((s) => s.toLowerCase());
  if (found.length === 1) return found[0]!;
  const problem = found.length === 0 ? 'no activated ability' : 'several activated abilities';
  throw new ScenarioError(`${name} has ${problem} starting with "${ability}" (${texts || 'it has none'})`);
}

function targetIds(game: Game, refs: readonly string[]): string[] {
  return refs.map((ref) => game.references.id(ref, game.state));
}

/**
 * Splits a scenario's flat target list among the target specs, in order: each spec takes its
 * count, an "up to" spec only what is left beyond the other specs' needs. Extra targets stay on the
 * last spec, for the engine to reject.
 */
export function groupTargets(ids: readonly string[], specs: readonly TargetShape[]): string[][] {
  if (specs.length === 0) return ids.length > 0 ? [[...ids]] : [];
  let spare = ids.length - specs.reduce((n, s) => n + (s.upTo ? 0 : (s.count ?? 1)), 0);
  let next = 0;
  const groups = specs.map((spec) => {
    const wanted = spec.upTo ? Math.min(spec.count ?? 1, Math.max(spare, 0)) : (spec.count ?? 1);
    if (spec.upTo) spare -= wanted;
    const group = ids.slice(next, next + wanted);
    next += group.length;
    return group;
  });
  groups[groups.length - 1]!.push(...ids.slice(next));
  return groups;
}

/** How a cost takes the objects named to pay it. */
type CostUse = 'sacrifice' | 'discard' | 'exile' | 'convoke' | 'crew' | 'return';

/** The objects named to pay a cost that takes chosen objects. */
function costSubjects(
  game: Game,
  player: string,
  refs: string[] | undefined,
  use: CostUse,
): string[] | undefined {
  return refs && game.references.subjects(refs, game.state, player, use);
}

function payment(game: Game, player: string, pay: Pay | undefined): Payment {
  if (pay === undefined || pay === 'auto') return 'auto';
  return game.references.subjects(pay, game.state, player, 'mana');
}

function onlyOpponent(state: GameState, player: string): string {
  const opponents = state.players.filter((p) => p.id !== player && !p.left).map((p) => p.id);
  if (opponents.length !== 1) {
    throw new ScenarioError(`${player} has ${show(opponents)} as opponents: say whom each attacker attacks`);
  }
  return opponents[0]!;
}
