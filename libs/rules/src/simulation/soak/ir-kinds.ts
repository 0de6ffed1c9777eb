// The IR node kinds a card uses, and those an ability runs (issue 16, item 4): a node kind is its
// family and its discriminant, "effect:deal-damage", "trigger:dies", "cost:sacrifice". The soak
// counts the kinds every card of its pool uses, and those the engine ran at least once.
import type { Ability, CardDefinition, Condition, Cost, Effect, StaticEffect, Trigger } from '@mtg/cards';

/** "effect:deal-damage": an IR node's family and the discriminant of its kind. */
export type IrKind = string;

/**
 * `all`: every node of an ability, those of the branches that may not happen included; `run`: only
 * what happens whenever it resolves (or is activated, triggers, applies): the effects of a "you
 * may", "unless", "if you do", "if this spell was kicked" or delayed trigger are left out, as are
 * the abilities it gives other objects (a token's, a granted one), which run as their own.
 */
export type Reach = 'all' | 'run';

/** The effects of an effect that happen only in some resolutions (or later, for a delayed trigger). */
const BRANCHES: Partial<Record<Effect['kind'], true>> = {
  optional: true,
  'unless-pay': true,
  'if-kicked': true,
  'flip-coin': true,
  clash: true,
  'delayed-trigger': true,
};

/** The kinds of every node of a card's abilities (and of its faces'). */
export function cardKinds(definition: CardDefinition): Set<IrKind> {
  const kinds = new Set<IrKind>();
  for (const ability of definition.abilities) abilityKinds(ability, 'all', kinds);
  for (const face of definition.faces ?? []) for (const a of face.abilities) abilityKinds(a, 'all', kinds);
  return kinds;
}

/** Adds to `kinds` the kinds of an ability's nodes (those of its effects as `effectKinds` reaches them). */
export function abilityKinds(ability: Ability, reach: Reach, kinds: Set<IrKind>): Set<IrKind> {
  kinds.add(`ability:${ability.kind}`);
  switch (ability.kind) {
    case 'keyword':
      kinds.add(`keyword:${ability.keyword}`);
      break;
    case 'spell':
      if (ability.additionalCost) costKinds(ability.additionalCost, kinds);
      for (const mode of ability.modes) effectKinds(mode.effects, reach, kinds);
      break;
    case 'activated':
      costKinds(ability.cost, kinds);
      effectKinds(ability.effects, reach, kinds);
      break;
    case 'triggered':
      triggerKinds(ability.trigger, kinds);
      if (ability.condition) conditionKinds(ability.condition, kinds);
      effectKinds(ability.effects, reach, kinds);
      break;
    case 'static':
      staticKinds(ability.effect, reach, kinds);
      if (ability.condition) conditionKinds(ability.condition, kinds);
      break;
    case 'replacement':
      kinds.add(`replacement:${ability.replacement.event}`);
      break;
    case 'kicker':
    case 'alternative-cost':
    case 'buyback':
    case 'replicate':
    case 'entwine':
      costKinds(ability.cost, kinds);
      break;
    case 'max-speed':
      if (reach === 'all') abilityKinds(ability.ability, reach, kinds);
      break;
  }
  return kinds;
}

/** Adds the kinds of effects and of the effects, costs and triggers inside them. */
export function effectKinds(effects: readonly Effect[], reach: Reach, kinds: Set<IrKind>): Set<IrKind> {
  for (const effect of effects) {
    kinds.add(`effect:${effect.kind}`);
    if ('cost' in effect) costKinds(effect.cost, kinds);
    if (reach === 'run' && BRANCHES[effect.kind]) continue;
    if (effect.kind === 'delayed-trigger') triggerKinds(effect.trigger, kinds);
    if ('effects' in effect) effectKinds(effect.effects, reach, kinds);
    if (reach === 'run') continue;
    if (effect.kind === 'deal-damage') effectKinds(effect.ifExcess ?? [], reach, kinds);
    if (effect.kind === 'flip-coin' || effect.kind === 'clash')
      effectKinds([...(effect.won ?? []), ...(effect.lost ?? [])], reach, kinds);
    if (effect.kind === 'pay') {
      effectKinds([...(effect.then ?? []), ...(effect.otherwise ?? [])], reach, kinds);
      effectKinds(effect.reflexive?.effects ?? [], reach, kinds);
    }
    const given =
      effect.kind === 'create-token'
        ? effect.token.abilities
        : effect.kind === 'create-token-copy'
          ? effect.except?.abilities
          : undefined;
    for (const ability of given ?? []) abilityKinds(ability, reach, kinds);
  }
  return kinds;
}

function staticKinds(effect: StaticEffect, reach: Reach, kinds: Set<IrKind>): void {
  kinds.add(`static:${effect.kind}`);
  if (effect.kind === 'grant-ability' && reach === 'all') abilityKinds(effect.ability, reach, kinds);
}

function triggerKinds(trigger: Trigger, kinds: Set<IrKind>): void {
  kinds.add(`trigger:${trigger.event}`);
  if (trigger.event === 'any-of') for (const t of trigger.triggers) triggerKinds(t, kinds);
}

function conditionKinds(condition: Condition, kinds: Set<IrKind>): void {
  kinds.add(`condition:${condition.kind}`);
}

/** A cost's items (118): "cost:mana", "cost:tap", "cost:sacrificeSelf", ... */
export function costKinds(cost: Cost, kinds: Set<IrKind>): Set<IrKind> {
  for (const [item, value] of Object.entries(cost)) if (value !== undefined) kinds.add(`cost:${item}`);
  return kinds;
}
