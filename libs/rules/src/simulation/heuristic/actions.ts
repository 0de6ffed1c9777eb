// A heuristic player's actions with priority (117.1): it plays a land in its main phase, casts the
// most expensive spell it can afford among those worth casting now, activates the abilities worth
// activating, and otherwise passes. Spells and abilities are judged by what their effects, their
// permanents' characteristics and static abilities would do with the targets named (`effects.ts`).
import type { CardDefinition, StaticEffect } from '@mtg/cards';
import type { Command } from '../../data/commands/command.js';
import type { ObjectId } from '../../data/state/game-state.js';
import { objectOf } from '../../data/state/objects.js';
import { playerById } from '../../data/state/updates.js';
import { activatedAbilitiesOf } from '../../casting/activate-ability.js';
import { characteristics } from '../../layers/characteristics.js';
import { definitionOf, faceDefinition } from '../../layers/definition.js';
import { matchesFilter } from '../../layers/filter.js';
import type { Candidate } from '../../legal-actions.js';
import type { Turn } from '../play-game.js';
import { DECISIVE, effectsValue, spellEffects, type Use } from './effects.js';
import { creatureValue, isCreature, landsOf } from './value.js';

type CastSpell = Extract<Command, { type: 'CastSpell' }>;
type ActivateAbility = Extract<Command, { type: 'ActivateAbility' }>;

/** The smallest worth for which a spell is cast or an ability activated. */
const WORTH_IT = 0.5;

/** When the player acts with priority (117.1): its main phase, combat tricks once blockers are declared, or a response. */
type Moment = 'main' | 'combat' | 'response' | 'none';

function momentOf(turn: Turn): Moment {
  const { state, player } = turn;
  const top = state.stack[state.stack.length - 1];
  if (top) return objectOf(state, top)!.controller === player ? 'none' : 'response';
  if (state.turn.step === 'declare-blockers' && state.turn.blockersDeclared) return 'combat';
  const main = state.turn.step === 'main1' || state.turn.step === 'main2';
  return main && state.turn.active === player ? 'main' : 'none';
}

/** The candidates the player would send with priority, best first; passing last but for the other candidates. */
export function priorityChoices(turn: Turn): Candidate[] {
  const moment = momentOf(turn);
  const scored = turn.candidates().flatMap((candidate) => {
    const worth = actionWorth(turn, moment, candidate.command);
    return worth === undefined || worth.value < WORTH_IT ? [] : [{ candidate, ...worth }];
  });
  // Decisive actions first; then the most expensive spell, the best choice of its targets first.
  scored.sort(
    (a, b) =>
      Number(b.value >= DECISIVE) - Number(a.value >= DECISIVE) || b.rank - a.rank || b.value - a.value,
  );
  const pass = turn.candidates().filter((c) => c.command.type === 'PassPriority');
  return [...scored.map((s) => s.candidate), ...pass];
}

/** What an action is worth now, and its rank among the actions worth taking (a land first, then mana value). */
function actionWorth(
  turn: Turn,
  moment: Moment,
  command: Command,
): { value: number; rank: number } | undefined {
  if (command.type === 'PlayLand')
    return moment === 'main' ? { value: 1 + landNeed(turn, command.card), rank: 100 } : undefined;
  if (command.type === 'CastSpell' && moment !== 'none') {
    const chars = characteristics(turn.state, turn.ctx, command.card);
    return { value: castWorth(turn, command), rank: chars.manaValue };
  }
  if (command.type === 'ActivateAbility' && moment === 'main')
    return { value: activationWorth(turn, command), rank: 0 };
  return undefined;
}

/** Colors a land of each basic land type makes (305.6). */
const BASIC_COLORS: Record<string, string> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/**
 * How much the land helps: the colored mana symbols of the spells in hand it makes that no land on
 * the player's battlefield makes yet count most.
 */
function landNeed(turn: Turn, land: ObjectId): number {
  const { state, ctx, player } = turn;
  const colorsOf = (id: ObjectId) =>
    characteristics(state, ctx, id).subtypes.flatMap((t) => (BASIC_COLORS[t] ? [BASIC_COLORS[t]] : []));
  const made = new Set(landsOf(state, ctx, player).flatMap(colorsOf));
  const wanted = playerById(state, player).hand.flatMap((id) => [
    ...(definitionOf(ctx, objectOf(state, id)!).manaCost ?? '').matchAll(/[WUBRG]/g),
  ]);
  return colorsOf(land).reduce(
    (sum, c) => sum + wanted.filter((w) => w[0] === c).length * (made.has(c) ? 0.1 : 1),
    0,
  );
}

/** What casting the spell with its choices is worth: the permanent it becomes, or its effects. */
export function castWorth(turn: Turn, command: CastSpell): number {
  const { state, ctx, player } = turn;
  const object = objectOf(state, command.card)!;
  const printed = definitionOf(ctx, object);
  const def = command.face ? faceDefinition(printed, command.face) : printed;
  const use: Use = { state, ctx, player, source: command.card, targets: command.targets ?? [] };
  if (!def.types.some((t) => PERMANENT_TYPES.includes(t))) return instantOrSorceryWorth(use, def, command);
  if (def.types.includes('Creature')) {
    const triggers = def.abilities.filter((a) => a.kind === 'triggered').length;
    return creatureValue(state, ctx, command.card) + triggers;
  }
  if (def.types.includes('Planeswalker')) return 2 + (def.loyalty ?? 0);
  const host = (command.targets ?? [])[0]?.[0];
  const statics = def.abilities.flatMap((a) => (a.kind === 'static' ? [a.effect] : []));
  return 1 + statics.reduce((sum, effect) => sum + staticWorth(turn, command.card, effect, host), 0);
}

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

/** The worth of an instant or sorcery: its effects, once more for each copy replicate makes (702.56a); a card bought back is kept (702.27a). */
function instantOrSorceryWorth(use: Use, def: CardDefinition, command: CastSpell): number {
  const { replicate = 0, buyback = 0 } = command.additional ?? {};
  return effectsValue(use, spellEffects(def, command.modes)) * (1 + replicate) + buyback;
}

/**
 * What a static ability (604) of a permanent the player would control is worth: for each creature it
 * affects, good for the player's own and bad for an opponent's (a +1/+1 or a keyword), or the reverse
 * ("can't attack", "can't block"). An Aura's enchanted creature is its target (303.4a).
 */
function staticWorth(turn: Turn, source: ObjectId, effect: StaticEffect, host: ObjectId | undefined): number {
  const { state, ctx, player } = turn;
  if (!('affected' in effect)) return 0;
  const scope = effect.affected;
  const affected =
    scope === 'enchanted'
      ? host && objectOf(state, host)
        ? [host]
        : []
      : typeof scope === 'object'
        ? state.battlefield.filter((id) =>
            matchesFilter(state, ctx, objectOf(state, id)!, scope.filter, { controller: player, source }),
          )
        : [];
  const good = goodness(effect);
  return affected.reduce((sum, id) => {
    if (!isCreature(state, ctx, id)) return sum;
    const mine = objectOf(state, id)!.controller === player;
    const scale = good < 0 ? creatureValue(state, ctx, id) * 0.4 : 1;
    return sum + (mine ? 1 : -1) * good * scale;
  }, 0);
}

/** How good a static effect is for the creature it affects: above 0 helps it, below 0 hinders it. */
function goodness(effect: StaticEffect): number {
  if (effect.kind === 'modify-pt') return effect.power * 1.5 + effect.toughness;
  if (effect.kind === 'grant-keywords')
    return effect.keywords.includes('defender') ? -1 : effect.keywords.length;
  if (
    ['cant-attack', 'cant-block', 'doesnt-untap', 'lose-all-abilities', 'cant-activate-abilities'].includes(
      effect.kind,
    )
  )
    return -1;
  return 0;
}

/** What activating the ability is worth: its effects with the targets named, less what its cost gives up. */
function activationWorth(turn: Turn, command: ActivateAbility): number {
  const { state, ctx, player } = turn;
  const found = activatedAbilitiesOf(state, ctx, command.source)[command.ability];
  if (!found) return 0;
  const { ability } = found;
  const use: Use = { state, ctx, player, source: command.source, targets: command.targets ?? [] };
  const cost = ability.cost;
  const givenUp =
    (cost.discardSelf || cost.sacrificeSelf ? 1 + characteristics(state, ctx, command.source).manaValue : 0) +
    (cost.life ?? 0) * 0.3 -
    (cost.loyalty ?? 0) * 0.5 +
    // 702.122a: the creatures that crew it can't attack this turn.
    (command.additional?.crew ?? []).reduce(
      (sum, id) => sum + (characteristics(state, ctx, id).power ?? 0),
      0,
    );
  return effectsValue(use, ability.effects) - givenUp;
}
