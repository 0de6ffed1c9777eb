// What a spell's or ability's effects are worth to the player who would control it, with the targets
// it would have: read from the effect kinds of the IR (608), each kind scored by its handler in one
// table, never from a card's name. Positive is good for that player; kinds not listed score nothing.
import type {
  Amount,
  CardDefinition,
  SignedAmount,
  Effect,
  EachObject,
  ObjectRef,
  PlayerRef,
} from '@mtg/cards';
import type { RulesContext } from '../../data/state/context.js';
import type { GameState, ObjectId, PlayerId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { playerById } from '../../data/state/updates.js';
import { characteristics } from '../../layers/characteristics.js';
import { matchesFilter } from '../../layers/filter.js';
import { spellAbility } from '../../casting/proposed.js';
import { definitionOf } from '../../layers/definition.js';
import { fight, fighter } from './combat.js';
import { creatureValue, isCreature, lifeOf, objectValue } from './value.js';

/** A spell or ability as it would be put on the stack: its controller, its source and its targets. */
export interface Use {
  state: GameState;
  ctx: RulesContext;
  player: PlayerId;
  source: ObjectId;
  targets: readonly string[][];
}

/** A win or a loss outweighs any other outcome. */
export const DECISIVE = 1000;

type Scorer<K extends Effect['kind']> = (use: Use, effect: Extract<Effect, { kind: K }>) => number;
type Scorers = { [K in Effect['kind']]?: Scorer<K> };

/** The worth of effects for their controller: the sum of each effect's. */
export function effectsValue(use: Use, effects: readonly Effect[]): number {
  return effects.reduce((sum, effect) => sum + effectValue(use, effect), 0);
}

function effectValue(use: Use, effect: Effect): number {
  const scorer = EFFECT_VALUES[effect.kind] as Scorer<Effect['kind']> | undefined;
  return scorer ? scorer(use, effect) : 0;
}

const isPlayer = (state: GameState, id: string) => state.players.some((p) => p.id === id);

/** The objects an effect refers to, as far as they are known before it resolves: its targets, itself, or each matching permanent. */
function objectsOf(use: Use, ref: ObjectRef | EachObject): ObjectId[] {
  const { state, ctx, player, source } = use;
  if (typeof ref === 'string') return ref === 'self' && objectOf(state, source) ? [source] : [];
  if ('target' in ref) return (use.targets[ref.target] ?? []).filter((id) => objectOf(state, id));
  return state.battlefield.filter((id) =>
    matchesFilter(state, ctx, objectOf(state, id)!, ref.each, { controller: player, source }),
  );
}

/** The players an effect refers to. */
function playersOf(use: Use, ref: PlayerRef): PlayerId[] {
  const { state, player } = use;
  const inGame = state.players.filter((p) => !p.left).map((p) => p.id);
  if (ref === 'you') return [player];
  if (ref === 'each-player') return inGame;
  if (ref === 'each-opponent') return inGame.filter((p) => p !== player);
  if (typeof ref === 'string') return [];
  if ('target' in ref) return (use.targets[ref.target] ?? []).filter((id) => isPlayer(state, id));
  if ('targetOrItsController' in ref)
    return (use.targets[ref.targetOrItsController] ?? []).map((id) =>
      isPlayer(state, id) ? id : objectOf(state, id)!.controller,
    );
  const of = 'controllerOf' in ref ? ref.controllerOf : ref.ownerOf;
  return objectsOf(use, of).map((id) => objectOf(state, id)!.controller);
}

/** A number as far as it is known before resolution: a fixed one; any other counts as 1. */
function amountOf(amount: Amount): number {
  return typeof amount === 'number' ? amount : 1;
}

/** A power or toughness change's size, guessed as `amountOf` guesses a number it can't read (107.3). */
function signedAmountOf(amount: SignedAmount): number {
  if (typeof amount === 'number') return amount;
  return 'plus' in amount ? amountOf(amount.plus) : -amountOf(amount.minus);
}

/** +1 for what an opponent controls (harming it is good), -1 for the player's own. */
function side(use: Use, id: ObjectId): number {
  return objectOf(use.state, id)!.controller === use.player ? -1 : 1;
}

/** Removing a permanent from the battlefield: its worth, to its controller's loss. */
function removal(use: Use, id: ObjectId, share = 1): number {
  const object = objectOf(use.state, id)!;
  if (object.zone !== 'battlefield') return 0;
  return side(use, id) * share * objectValue(use.state, use.ctx, id);
}

/** An opponent's life at most this low is worth attacking directly: above it, burn waits for creatures. */
const LOW_LIFE = 10;

/**
 * Life lost by players: the player's own is bad; an opponent's is good, worth little while their life
 * is high; dropping to 0 decides the game (704.5a).
 */
function lifeLoss(use: Use, players: PlayerId[], amount: number): number {
  return players.reduce((sum, p) => {
    const life = lifeOf(use.state, p);
    const lethal = amount >= life ? DECISIVE : 0;
    if (p === use.player) return sum - (amount * 0.5 + lethal);
    return sum + amount * (life <= LOW_LIFE ? 0.5 : 0.1) + lethal;
  }, 0);
}

/** Whether the creature or planeswalker would die of `amount` damage (704.5g, 704.5i). */
function diesOfDamage(use: Use, id: ObjectId, amount: number): boolean {
  const chars = characteristics(use.state, use.ctx, id);
  if (chars.keywords.includes('indestructible') && !chars.types.includes('Planeswalker')) return false;
  const left = chars.types.includes('Creature')
    ? (chars.toughness ?? 0) - objectOf(use.state, id)!.damage
    : (chars.loyalty ?? 0);
  return amount >= left;
}

/**
 * An end-of-turn pump of the player's own creature in combat: worth the creature it saves and the
 * creature it lets kill, or the damage it adds unblocked; nothing out of combat.
 */
function combatPump(use: Use, id: ObjectId, power: number, toughness: number): number {
  const { state, ctx } = use;
  const object = objectOf(state, id)!;
  const foes = object.blockedBy ?? object.blocking ?? [];
  if (object.attacking !== undefined && !foes.length && state.turn.blockersDeclared) {
    const defender = object.attacking;
    const lethal =
      isPlayer(state, defender) &&
      (characteristics(state, ctx, id).power ?? 0) + power >= lifeOf(state, defender);
    return power * 0.4 + (lethal ? DECISIVE : 0);
  }
  const foe = foes[0];
  if (!foe || !objectOf(state, foe)) return 0;
  const before = fight(fighter(state, ctx, id), fighter(state, ctx, foe));
  const after = fight(fighter(state, ctx, id, { power, toughness }), fighter(state, ctx, foe));
  const saved = before.aDies && !after.aDies ? creatureValue(state, ctx, id) : 0;
  const killed = !before.bDies && after.bDies ? creatureValue(state, ctx, foe) : 0;
  return saved + killed;
}

/** Whether an opponent's spell or ability on the stack targets the object. */
function threatened(use: Use, id: ObjectId): boolean {
  return use.state.stack.some((s) => {
    const object = objectOf(use.state, s)!;
    return object.controller !== use.player && (object.stack?.targets ?? []).some((t) => t.includes(id));
  });
}

const PROTECTIVE = ['shroud', 'hexproof', 'indestructible'];

const EFFECT_VALUES: Scorers = {
  'deal-damage': (use, e) => {
    const amount = amountOf(e.amount);
    // A target is an object or a player; a reference by word is a player's ("each player") or an object's.
    const targeted = typeof e.to === 'object' && 'target' in e.to ? (use.targets[e.to.target] ?? []) : [];
    const players = [
      ...targeted.filter((id) => isPlayer(use.state, id)),
      ...(typeof e.to === 'string' ? playersOf(use, e.to as PlayerRef) : []),
    ];
    const objects = [
      ...targeted.filter((id) => objectOf(use.state, id)),
      ...(e.andEach ? objectsOf(use, e.andEach) : []),
    ];
    const killed = objects.filter((id) => diesOfDamage(use, id, amount));
    return lifeLoss(use, players, amount) + killed.reduce((sum, id) => sum + removal(use, id), 0);
  },
  destroy: (use, e) =>
    objectsOf(use, e.what).reduce(
      (sum, id) =>
        sum +
        (characteristics(use.state, use.ctx, id).keywords.includes('indestructible') ? 0 : removal(use, id)),
      0,
    ),
  exile: (use, e) => objectsOf(use, e.what).reduce((sum, id) => sum + removal(use, id), 0),
  'put-on-library': (use, e) => objectsOf(use, e.what).reduce((sum, id) => sum + removal(use, id, 0.8), 0),
  'return-to-hand': (use, e) =>
    objectsOf(use, e.what).reduce((sum, id) => {
      const object = objectOf(use.state, id)!;
      // A card returned from a graveyard to its owner's hand is a card gained; a permanent bounced is tempo.
      if (object.zone !== 'battlefield')
        return sum + (object.owner === use.player ? 1 : -1) * objectValue(use.state, use.ctx, id);
      return sum + removal(use, id, object.token ? 1 : 0.5);
    }, 0),
  'put-onto-battlefield': (use, e) =>
    objectsOf(use, e.what).reduce(
      (sum, id) =>
        sum +
        (objectOf(use.state, id)!.owner === use.player ? 1.5 : -1.5) * objectValue(use.state, use.ctx, id),
      0,
    ),
  counter: (use, e) =>
    objectsOf(use, e.what).reduce((sum, id) => sum + side(use, id) * stackedValue(use, id), 0),
  // 707.10: a copy does what the spell does, with its targets, for the copy's controller.
  'copy-spell': (use, e) => objectsOf(use, e.what).reduce((sum, id) => sum + copiedValue(use, id), 0),
  'modify-pt': (use, e) =>
    objectsOf(use, e.what).reduce((sum, id) => {
      if (!isCreature(use.state, use.ctx, id)) return sum;
      const [power, toughness] = [signedAmountOf(e.power), signedAmountOf(e.toughness)];
      if (side(use, id) > 0)
        return (
          sum + (diesOfDamage(use, id, -toughness) && toughness < 0 ? removal(use, id) : power < 0 ? 0.1 : -1)
        );
      if (e.duration === 'permanent') return sum + power * 1.5 + toughness;
      return sum + combatPump(use, id, power, toughness);
    }, 0),
  'grant-keywords': (use, e) =>
    objectsOf(use, e.what).reduce((sum, id) => {
      if (side(use, id) > 0) return sum - 0.5;
      const protective = e.keywords.some((k) => PROTECTIVE.includes(k));
      if (protective && threatened(use, id)) return sum + creatureValue(use.state, use.ctx, id);
      return sum + (e.duration === 'permanent' ? e.keywords.length : 0);
    }, 0),
  // 702.122a: a Vehicle of its own that becomes a creature can attack: worth its power.
  'add-types': (use, e) =>
    e.types.includes('Creature')
      ? objectsOf(use, e.what).reduce((sum, id) => {
          if (side(use, id) > 0 || isCreature(use.state, use.ctx, id)) return sum;
          // 301.7a-b: a Vehicle has its printed power once it is a creature.
          const printed = definitionOf(use.ctx, objectOf(use.state, id)!).power;
          return sum + (typeof printed === 'number' ? printed : 0);
        }, 0)
      : 0,
  'add-counters': (use, e) => {
    const sign = e.counter === '+1/+1' ? 1 : e.counter === '-1/-1' ? -1 : 0;
    return objectsOf(use, e.what).reduce(
      (sum, id) => sum - side(use, id) * sign * 2.5 * amountOf(e.amount),
      0,
    );
  },
  draw: (use, e) =>
    playersOf(use, e.who).reduce((sum, p) => {
      const n = amountOf(e.amount);
      const decking = playerById(use.state, p).library.length <= n + 1 ? DECISIVE : 0;
      return sum + (p === use.player ? 1.5 * n - decking : -1.5 * n + decking);
    }, 0),
  discard: (use, e) =>
    playersOf(use, e.who).reduce((sum, p) => {
      const n = Math.min(amountOf(e.amount), playerById(use.state, p).hand.length);
      return sum + (p === use.player ? -1.2 : 1.2) * n;
    }, 0),
  mill: (use, e) =>
    playersOf(use, e.who).reduce((sum, p) => {
      const n = amountOf(e.amount);
      const emptied = playerById(use.state, p).library.length <= n ? DECISIVE : 0.1 * n;
      return sum + (p === use.player ? -emptied : emptied);
    }, 0),
  'gain-life': (use, e) =>
    playersOf(use, e.who).reduce((sum, p) => sum + (p === use.player ? 0.3 : -0.3) * amountOf(e.amount), 0),
  'lose-life': (use, e) => lifeLoss(use, playersOf(use, e.who), amountOf(e.amount)),
  'create-token': (_use, e) => {
    const { power = 0, toughness = 0 } = e.token;
    return amountOf(e.count) * (1 + power * 1.5 + toughness);
  },
  sacrifice: (use, e) =>
    playersOf(use, e.who).reduce((sum, p) => {
      const { state, ctx } = use;
      const theirs = state.battlefield.filter((id) => {
        const object = objectOf(state, id)!;
        return (
          object.controller === p &&
          matchesFilter(state, ctx, object, e.filter, { controller: p, source: use.source })
        );
      });
      // The player sacrifices what they value least.
      const least = Math.min(...theirs.map((id) => objectValue(state, ctx, id)));
      return sum + (theirs.length ? (p === use.player ? -least : least) : 0);
    }, 0),
  attach: (use, e) => {
    const [host] = objectsOf(use, e.to);
    const [attached] = objectsOf(use, e.what);
    if (!host || !attached || objectOf(use.state, attached)!.attachedTo === host) return 0;
    // A better host is a more valuable creature of the player's; moving it from one costs the old one's.
    const current = objectOf(use.state, attached)!.attachedTo;
    const worth = (id: ObjectId) => -side(use, id) * (1 + creatureValue(use.state, use.ctx, id) * 0.1);
    return worth(host) - (current && objectOf(use.state, current) ? worth(current) + 1 : 0);
  },
  tap: (use, e) =>
    objectsOf(use, e.what).reduce(
      (sum, id) => sum + (objectOf(use.state, id)!.tapped ? 0 : side(use, id) * 0.3),
      0,
    ),
  optional: (use, e) => Math.max(0, effectsValue(use, e.effects)),
  'if-kicked': (use, e) => effectsValue(use, e.effects),
  // 705.2: each outcome as likely as the other.
  'flip-coin': (use, e) => 0.5 * (effectsValue(use, e.won ?? []) + effectsValue(use, e.lost ?? [])),
  clash: (use, e) => 0.5 * (effectsValue(use, e.won ?? []) + effectsValue(use, e.lost ?? [])),
  'unless-pay': (use, e) => 0.5 * effectsValue(use, e.effects),
};

/** The effects of a spell cast with the given modes (700.2: the chosen modes, in order; else its only mode). */
export function spellEffects(def: CardDefinition, modes: readonly number[] | undefined): Effect[] {
  const spell = spellAbility(def);
  if (!spell) return [];
  const chosen = modes?.length ? modes.map((m) => spell.modes[m - 1]!) : spell.modes.slice(0, 1);
  return chosen.flatMap((m) => m.effects);
}

/** What a copy of the spell on the stack, with the same targets, would be worth to the player copying it (707.10). */
function copiedValue(use: Use, id: ObjectId): number {
  const object = objectOf(use.state, id)!;
  if (object.isAbility || !object.stack) return 0;
  const copy: Use = { ...use, source: id, targets: object.stack.targets };
  return effectsValue(copy, spellEffects(definitionOf(use.ctx, object), object.stack.modes));
}

/**
 * What a spell on the stack is worth to its controller: a creature spell as the creature it would
 * become, another permanent spell by its mana value, an instant or sorcery by what its effects do
 * with the targets it has (nothing worth countering when it harms its own caster).
 */
export function stackedValue(use: Use, id: ObjectId): number {
  const { state, ctx } = use;
  const object = objectOf(state, id)!;
  const chars = characteristics(state, ctx, id);
  if (chars.types.includes('Creature')) return creatureValue(state, ctx, id);
  const permanent = !chars.types.some((t) => t === 'Instant' || t === 'Sorcery');
  if (permanent || object.isAbility || !object.stack) return 1 + chars.manaValue;
  const theirs: Use = { state, ctx, player: object.controller, source: id, targets: object.stack.targets };
  const effects = spellEffects(definitionOf(ctx, object), object.stack.modes);
  return effectsValue(theirs, effects);
}
