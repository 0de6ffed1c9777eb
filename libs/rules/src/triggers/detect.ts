// Triggered abilities (603): after each event, the abilities that trigger on it are recorded as
// pending; they go on the stack the next time a player would receive priority (603.3).
import type { Ability, Filter, StepName, Trigger, TriggeredKeyword } from '@mtg/cards';
import type { RulesContext } from '../data/state/context.js';
import type { EventOf, GameEvent, PendingTriggerEvent } from '../data/events/game-event.js';
import { blocksMade } from '../data/events/blocks.js';
import { abilitiesOf, characteristics, characteristicsOfAny } from '../layers/characteristics.js';
import { definitionOf, valuesOfAbilitySource } from '../layers/definition.js';
import { isPermanentMatching, matchesFilter } from '../layers/filter.js';
import type { GameObject, GameState, GrantedAbility, ObjectId, PlayerId } from '../data/state/game-state.js';
import { delayedTriggersOf } from '../evolve/triggers.js';
import { conditionHolds } from '../layers/condition.js';
import { factsWith, type FactsWith } from '../objects/per-permanent.js';
import { UNREAD_BY_LAYERS } from '../layers/derived.js';
import { chapterReached, LORE } from '../game-actions/sagas.js';
import { speedTriggers } from '../speed/speed.js';
import { monarchDamageTrigger, monarchEndStepTrigger } from '../monarch/monarch.js';
import { objectOf } from '../data/state/objects.js';
import { defendingPlayerOf } from '../data/state/defending-player.js';

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;
/** A triggered ability of a permanent: its index, and the object that granted it, if another did (613.1f). */
type Triggering = [number, TriggeredAbility, GrantedAbility['grantedBy']?];
type TriggerOn<E extends Trigger['event']> = Extract<Trigger, { event: E }>;

/** The part of a trigger condition about `event`: the condition itself, or one of an "any-of" list. */
function part<E extends Trigger['event']>(t: Trigger, event: E): TriggerOn<E> | undefined {
  if (t.event === event) return t as TriggerOn<E>;
  if (t.event !== 'any-of') return undefined;
  for (const one of t.triggers) {
    const found = part(one, event);
    if (found) return found;
  }
  return undefined;
}

/** Whether `object` is what a trigger condition is about: its source itself, or an object matching its filter. */
function isAbout(
  state: GameState,
  ctx: RulesContext,
  t: { filter?: Filter },
  source: GameObject,
  object: GameObject,
): boolean {
  if (!t.filter) return source.id === object.id;
  return matchesFilter(state, ctx, object, t.filter, { controller: source.controller, source: source.id });
}

/**
 * The pending-trigger events for what `event` will cause that are found in the state `before` it:
 * leaves-the-battlefield abilities (603.10a) and a source's abilities that trigger on the damage it deals.
 */
export function triggersLookingBack(
  before: GameState,
  event: GameEvent,
  ctx: RulesContext,
): (PendingTriggerEvent | EventOf<'TriggerRemoved'>)[] {
  switch (event.type) {
    case 'ZoneChanged':
      return event.from === 'battlefield' && !(event.to === 'battlefield' && event.newObject)
        ? leaving(before, ctx, event.object, event.to, event.newObject)
        : [];
    case 'DamageDealt': {
      const controller = objectOf(before, event.source)?.controller;
      const own = (t: Trigger) => {
        const on = part(t, 'deals-damage');
        return !!on && !on.filter && !on.attached && damageMatches(on, event, controller);
      };
      // 603.2: "that much" is the damage dealt.
      const dealing = [
        ...ownTriggers(before, ctx, event.source, own, event.amount),
        ...damageWatchers(before, ctx, event),
      ];
      return [
        ...dealing.map(
          // 603.2: "that player" is the player dealt the damage.
          (e) =>
            event.recipient === 'player'
              ? { ...e, trigger: { ...e.trigger, triggerPlayer: event.target } }
              : e,
        ),
        ...dealtDamage(before, ctx, event),
      ];
    }
    case 'CountersRemoved':
      return lastCounterRemoved(before, ctx, event);
    case 'AbilityActivated':
      return activating(before, ctx, event);
    default:
      return [];
  }
}

/**
 * 602.2i: "whenever [a player] activates an ability [of an artifact, creature, or land]" triggers
 * once the ability is activated, its costs paid: only abilities that use the stack (605.3), so never
 * mana abilities. A source that paying the costs moved (sacrificed) is looked at as it was when
 * the activation was announced step by step (`AbilityAnnounced` records the state); one activated
 * in one command leaves no such record: then only a trigger about any source matches. The trigger
 * object is the ability, whose controller is "that player".
 */
function activating(
  before: GameState,
  ctx: RulesContext,
  event: EventOf<'AbilityActivated'>,
): PendingTriggerEvent[] {
  const found = objectOf(before, event.source) ? before : before.action?.before;
  const source = found && objectOf(found, event.source);
  return watchers(
    before,
    ctx,
    ['activate'],
    (t, watcher) => {
      const on = part(t, 'activate');
      if (!on || !isBy(on.by, event.player, watcher)) return false;
      const from = { controller: watcher.controller, source: watcher.id };
      return !on.of || (!!source && isPermanentMatching(found!, ctx, source, on.of, from));
    },
    event.object,
  );
}

// 310.11b: "When the last [defense] counter is removed from this permanent": it had some, and no
// more are left once these are removed.
function lastCounterRemoved(
  before: GameState,
  ctx: RulesContext,
  event: EventOf<'CountersRemoved'>,
): PendingTriggerEvent[] {
  const had = objectOf(before, event.on)?.counters[event.counter] ?? 0;
  if (had === 0 || event.amount < had) return [];
  return ownTriggers(
    before,
    ctx,
    event.on,
    (t) => part(t, 'last-counter-removed')?.counter === event.counter,
  );
}

/** The pending-trigger events for what `event` caused that are found in the state `after` it. */
export function triggersAfter(event: GameEvent, after: GameState, ctx: RulesContext): PendingTriggerEvent[] {
  switch (event.type) {
    case 'ZoneChanged':
      if (!event.newObject) return [];
      if (event.to === 'battlefield')
        return [
          ...ofObject(after, ctx, 'enters', event.newObject),
          ...chapters(after, ctx, event.newObject, 0, event.counters?.[LORE] ?? 0),
        ];
      if (event.reason !== 'discard') return [];
      return [
        ...discarded(after, ctx, event.newObject),
        // 702.35a: "When this card is exiled this way": its own ability, which works in exile.
        ...(event.madness
          ? ownTriggers(after, ctx, event.newObject, (t) => !!part(t, 'exiled-by-madness'))
          : []),
      ];
    case 'TokenCreated':
      return ofObject(after, ctx, 'enters', event.object.id);
    case 'CountersAdded': {
      if (event.counter !== LORE) return [];
      const lore = objectOf(after, event.on)?.counters[LORE] ?? 0;
      return chapters(after, ctx, event.on, lore - event.amount, lore);
    }
    // 702.179d, 120.3a: life lost, or damage dealt to a player, which makes them lose that much life.
    case 'LifeLost':
      return speedTriggers(after, event.player);
    case 'DamageDealt':
      return [
        ...(event.recipient === 'player' && !event.infect ? speedTriggers(after, event.target) : []),
        ...monarchDamageTrigger(after, event, isCreature(after, ctx, event.source)),
      ];
    case 'AttackersDeclared':
      return [
        ...(event.attackers.length ? youAttack(after, ctx, event.player) : []),
        ...event.attackers.flatMap(({ attacker }) =>
          ofObject(after, ctx, 'attacks', attacker, event.attackers.length),
        ),
        // 506.5: a creature attacks alone if it's the only creature declared as an attacker.
        ...(event.attackers.length === 1
          ? ofObject(after, ctx, 'attacks-alone', event.attackers[0]!.attacker)
          : []),
      ];
    case 'BlockersDeclared':
      return [
        ...blocking(after, ctx, blocksMade(event)),
        ...unblocked(after, ctx, event.player, blocksMade(event)),
      ];
    case 'SpellCast':
      return [
        ...watchers(
          after,
          ctx,
          ['cast'],
          (t, source) => castMatches(after, ctx, part(t, 'cast'), source, event.object),
          event.object,
        ),
        ...castSelf(after, ctx, event),
        ...targeted(after, ctx, event.stack.targets, event.object, true),
      ];
    case 'AbilityActivated':
    case 'AbilityTriggered':
      return targeted(after, ctx, event.stack.targets, event.object, false);
    case 'Discovered':
      return discovered(after, ctx, event);
    case 'RoomEntered':
      return roomEntered(after, ctx, event);
    // 702.110b: "When [this creature] exploits a creature".
    case 'Exploited':
      return ownTriggers(after, ctx, event.object, (t) => !!part(t, 'exploits'));
    // 708.8: "When [this permanent] is turned face up".
    case 'TurnedFaceUp':
      return ownTriggers(after, ctx, event.object, (t) => !!part(t, 'turned-face-up'));
    // 701.37b, 702.112b: "When [this permanent] becomes monstrous", "becomes renowned".
    case 'Designated':
      return ownTriggers(
        after,
        ctx,
        event.object,
        (t) => part(t, 'becomes-designated')?.designation === event.designation,
      );
    case 'StepBegan':
      return [
        ...watchers(after, ctx, ['step'], (t, source) => {
          const step = part(t, 'step');
          return step?.step === event.step && stepIsTheirs(after, step, source.controller, source);
        }),
        ...inExile(after, ctx, (t, source) => {
          const step = part(t, 'step');
          return step?.step === event.step && stepIsTheirs(after, step, source.controller);
        }),
        ...delayedTriggering(after, event.step),
        ...monarchEndStepTrigger(after, event.step),
      ];
    default:
      return [];
  }
}

/** Whether the object (a source of damage, on the battlefield as it deals combat damage) is a creature. */
function isCreature(state: GameState, ctx: RulesContext, id: ObjectId): boolean {
  return !!objectOf(state, id) && characteristics(state, ctx, id).types.includes('Creature');
}

function pending(
  state: GameState,
  ctx: RulesContext,
  source: GameObject,
  index: number,
  ability: TriggeredAbility,
  triggerObject?: ObjectId,
  amount?: number,
  grantedBy?: GrantedAbility['grantedBy'],
): PendingTriggerEvent[] {
  // 603.4: an intervening "if" clause is checked when the ability would trigger.
  const { condition } = ability;
  if (
    condition &&
    !conditionHolds(state, ctx, condition, source.controller, source.id, undefined, triggerObject)
  )
    return [];
  // 603.2h: "This ability triggers only once each turn."
  if (ability.oncePerTurn && source.triggeredOnTurn?.[index] === state.turn.number) return [];
  return [
    {
      type: 'TriggerPending',
      trigger: {
        source: source.id,
        sourceCardId: source.cardId,
        // A copy's abilities are those of what it copies, and so is its name (707.2).
        sourceName: definitionOf(ctx, source).name,
        controller: source.controller,
        abilityIndex: index,
        ...valuesOfAbilitySource(source),
        ...(triggerObject ? { triggerObject } : {}),
        ...(amount !== undefined ? { amount } : {}),
        ...(ability.oncePerTurn ? { oncePerTurn: true as const } : {}),
        ...(grantedBy ? { grantedBy } : {}),
      },
    },
  ];
}

function triggeredAbilities(state: GameState, ctx: RulesContext, object: GameObject): Triggering[] {
  const found: Triggering[] = [];
  // 305.7, 613.1f: an object whose abilities an effect removed has no triggered abilities; 113.6: one
  // that works from another zone (suspend's, in exile) works only there.
  abilitiesOf(state, ctx, object).forEach((a, i) => {
    if (a.kind === 'triggered' && (!a.zone || a.zone === object.zone)) found.push([i, a]);
  });
  // 613.1f: and those other objects grant it ("Creatures you control have \"Whenever ...\"").
  for (const { ability, grantedBy } of characteristicsOfAny(state, ctx, object).granted ?? [])
    if (ability.kind === 'triggered') found.push([grantedBy.index, ability, grantedBy]);
  return found;
}

/** The trigger events of `watchers`: those of other objects (or of any object, with a filter). */
type WatchedEvent =
  | 'activate'
  | 'cast'
  | 'step'
  | 'enters'
  | 'you-attack'
  | 'attacks'
  | 'attacks-alone'
  | 'put-into-graveyard'
  | 'dies'
  | 'leaves'
  | 'discard'
  | 'discover'
  | 'deals-damage'
  | 'becomes-target';

const WATCHED: readonly WatchedEvent[] = [
  ...(['activate', 'cast', 'step', 'enters', 'you-attack', 'attacks', 'attacks-alone'] as const),
  ...(['put-into-graveyard', 'dies', 'leaves', 'discard', 'discover', 'deals-damage'] as const),
  'becomes-target',
];

/** The trigger events whose condition, without a filter, is only about the ability's source itself. */
const ABOUT_ITSELF = new Set<WatchedEvent>([
  'enters',
  'attacks',
  'attacks-alone',
  'put-into-graveyard',
  'dies',
  'leaves',
  'deals-damage',
  'becomes-target',
]);

/**
 * The trigger events a permanent's triggered abilities watch in other objects' events: any of them
 * with such a condition, except a condition about the permanent itself (no filter), which
 * `watchers` finds by looking at that permanent.
 */
function watchedEvents(abilities: readonly Triggering[]): readonly string[] {
  return WATCHED.filter((event) =>
    abilities.some(([, a]) => {
      const on = part(a.trigger, event);
      if (!on) return false;
      return (
        !ABOUT_ITSELF.has(event) || ('filter' in on && !!on.filter) || ('attached' in on && !!on.attached)
      );
    }),
  );
}

const TRIGGERED = 'triggered abilities';

/**
 * The triggered abilities of each permanent, and the positions, in battlefield order, of the
 * permanents that may have one triggering on one of `events` (looked up by trigger event, not by
 * going through every permanent), and of `about` itself, for its own abilities about itself.
 */
function watching(
  state: GameState,
  ctx: RulesContext,
  events: readonly WatchedEvent[],
  about?: ObjectId,
): FactsWith<Triggering[]> {
  const compute = (o: GameObject) => triggeredAbilities(state, ctx, o);
  const found = factsWith(state, ctx, TRIGGERED, compute, watchedEvents, events, UNREAD_BY_LAYERS);
  const own = about === undefined ? -1 : state.battlefield.lastIndexOf(about);
  if (own < 0 || found.at.includes(own)) return found;
  return { facts: found.facts, at: [...found.at, own].sort((a, b) => a - b) };
}

/** Abilities of permanents on the battlefield that trigger on an event of one of `events`. */
function watchers(
  state: GameState,
  ctx: RulesContext,
  events: readonly WatchedEvent[],
  test: (trigger: Trigger, source: GameObject) => boolean,
  triggerObject?: ObjectId,
  about?: ObjectId,
): PendingTriggerEvent[] {
  const result: PendingTriggerEvent[] = [];
  const { facts, at: positions } = watching(state, ctx, events, about);
  for (const at of positions) {
    const source = objectOf(state, state.battlefield[at]!)!;
    for (const [i, ability, grantedBy] of facts[at]!) {
      if (test(ability.trigger, source))
        result.push(...pending(state, ctx, source, i, ability, triggerObject, undefined, grantedBy));
    }
  }
  return result;
}

/**
 * 113.6, 702.62a: the abilities of cards in exile that work there (suspend's "at the beginning of your
 * upkeep"); a card in exile is controlled by its owner.
 */
function inExile(
  state: GameState,
  ctx: RulesContext,
  test: (trigger: Trigger, source: GameObject) => boolean,
): PendingTriggerEvent[] {
  const worksInExile = (a: Ability) => a.kind === 'triggered' && a.zone === 'exile';
  return state.exile.flatMap((id) => {
    const card = objectOf(state, id)!;
    if (!definitionOf(ctx, card).abilities.some(worksInExile)) return [];
    return triggeredAbilities(state, ctx, card).flatMap(([i, ability]) =>
      ability.zone === 'exile' && test(ability.trigger, card) ? pending(state, ctx, card, i, ability) : [],
    );
  });
}

/**
 * 601.2i: "When you cast this spell": the spell's own triggered abilities, which work on the stack
 * (storm, 702.40a; replicate, 702.56a). The amount of the trigger is fixed as it triggers: the
 * spells cast before it this turn, by any player, or the times its replicate cost was paid; the
 * spell as it was cast goes with it, for copies made once it has left the stack (608.2h).
 */
function castSelf(after: GameState, ctx: RulesContext, event: EventOf<'SpellCast'>): PendingTriggerEvent[] {
  const spell = objectOf(after, event.object);
  if (!spell) return [];
  const amounts = {
    'spells-cast-before': (after.turn.spellsCast?.length ?? 1) - 1,
    'replicate-payments': event.stack.replicated ?? 0,
  };
  return triggeredAbilities(after, ctx, spell).flatMap(([i, a, grantedBy]) => {
    const on = part(a.trigger, 'cast-self');
    if (!on) return [];
    const amount = on.amount && amounts[on.amount];
    return pending(after, ctx, spell, i, a, undefined, amount, grantedBy).map((e) => ({
      ...e,
      trigger: { ...e.trigger, lastKnown: spell },
    }));
  });
}

/**
 * "Whenever [this] is dealt damage": the amount goes with the trigger ("that much"). Combat damage
 * from several sources at once is dealt in one event (510.2), so it triggers once with the total
 * (Stuffy Doll's ruling): a trigger still pending from this combat damage takes in the new amount.
 */
function dealtDamage(
  before: GameState,
  ctx: RulesContext,
  event: EventOf<'DamageDealt'>,
): (PendingTriggerEvent | EventOf<'TriggerRemoved'>)[] {
  const triggers = ownTriggers(before, ctx, event.target, (t) => !!part(t, 'dealt-damage'), event.amount);
  if (!event.combat) return triggers;
  return triggers.flatMap((t): (PendingTriggerEvent | EventOf<'TriggerRemoved'>)[] => {
    const { source, abilityIndex } = t.trigger;
    const earlier = before.pendingTriggers.find(
      (p) => p.source === source && p.abilityIndex === abilityIndex,
    );
    if (earlier?.amount === undefined) return [t];
    const total = { ...t, trigger: { ...t.trigger, amount: earlier.amount + event.amount } };
    return [{ type: 'TriggerRemoved' as const, trigger: earlier }, total];
  });
}

function ownTriggers(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  test: (t: Trigger) => boolean,
  amount?: number,
): PendingTriggerEvent[] {
  const source = objectOf(state, id);
  if (!source) return [];
  // 113.6: on the battlefield, its abilities; elsewhere, only those that work from that zone.
  const works = (a: TriggeredAbility) => source.zone === 'battlefield' || a.zone === source.zone;
  return triggeredAbilities(state, ctx, source).flatMap(([i, a, grantedBy]) =>
    works(a) && test(a.trigger) ? pending(state, ctx, source, i, a, undefined, amount, grantedBy) : [],
  );
}

// 115.10, 603.2: "When this creature becomes the target of a spell or ability [an opponent
// controls]": once per spell or ability, however many of its targets it is; the trigger object is
// that spell or ability. "Whenever a creature [you control] / enchanted creature becomes the target
// ...": the abilities of other permanents about it, the trigger object the permanent targeted and
// the trigger player the controller of the spell or ability.
function targeted(
  state: GameState,
  ctx: RulesContext,
  targets: readonly (readonly string[])[],
  by: ObjectId,
  spell: boolean,
): PendingTriggerEvent[] {
  const objects = new Set(targets.flat().filter((id) => objectOf(state, id)?.zone === 'battlefield'));
  const controller = objectOf(state, by)!.controller;
  const matches = (t: Trigger, source: GameObject) => {
    const becomes = part(t, 'becomes-target');
    return !!becomes && (spell || !becomes.spell) && (!becomes.by || isBy(becomes.by, controller, source));
  };
  const own = (t: Trigger, source: GameObject) =>
    matches(t, source) && !part(t, 'becomes-target')!.filter && !part(t, 'becomes-target')!.attached;
  return [...objects].flatMap((id) => {
    const object = objectOf(state, id)!;
    const about = (t: Trigger, source: GameObject) => {
      const becomes = part(t, 'becomes-target');
      if (!becomes || !matches(t, source)) return false;
      if (becomes.attached) return source.attachedTo === id;
      return !!becomes.filter && isAbout(state, ctx, becomes, source, object);
    };
    return [
      ...ownTriggers(state, ctx, id, (t) => own(t, object)).map((e) => ({
        ...e,
        trigger: { ...e.trigger, triggerObject: by },
      })),
      ...watchers(state, ctx, ['becomes-target'], about, id, id).map((e) => ({
        ...e,
        trigger: { ...e.trigger, triggerPlayer: controller },
      })),
    ];
  });
}

/**
 * The abilities that trigger on an event of one object, its own ("When ~ enters") or another's
 * ("Whenever a creature enters"): 603.6a enters, 508.3a attacks (as it is declared an attacker),
 * 506.5 attacks alone (exalted, 702.83a). The object is the trigger object.
 */
function ofObject(
  state: GameState,
  ctx: RulesContext,
  event: 'enters' | 'attacks' | 'attacks-alone',
  id: ObjectId,
  attackers = 0,
): PendingTriggerEvent[] {
  const object = objectOf(state, id)!;
  // 207.2c battalion: "[this] and at least N other creatures attack": N others declared with it.
  const enoughOthers = (on: Trigger) => on.event !== 'attacks' || attackers > (on.withOthers ?? 0);
  return watchers(
    state,
    ctx,
    [event],
    (t, source) => {
      const on = part(t, event);
      return on !== undefined && isAbout(state, ctx, on, source, object) && enoughOthers(on);
    },
    id,
    id,
  );
}

// 714.2b: a Saga's chapter abilities whose numbers the lore counters put onto it went from below to at
// least (several at once if several counters were put on it, 714.2c).
function chapters(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  before: number,
  after: number,
): PendingTriggerEvent[] {
  if (after <= before) return [];
  return ownTriggers(state, ctx, id, (t) => {
    const chapter = part(t, 'chapter');
    return !!chapter && chapterReached(chapter.chapter, before, after);
  });
}

// "Whenever you attack": once as its controller declares one or more attackers (603.2c), not per attacker.
function youAttack(state: GameState, ctx: RulesContext, player: PlayerId): PendingTriggerEvent[] {
  return watchers(
    state,
    ctx,
    ['you-attack'],
    (t, source) => !!part(t, 'you-attack') && source.controller === player,
  );
}

/**
 * The abilities of blockers and of the creatures they block that trigger on the declaration: "whenever
 * [this creature] blocks" (509.3a) and "becomes blocked" (509.3c) once each combat, however many
 * creatures it blocks or blocks it; "whenever a creature blocks [this creature]" (509.3d) once for each
 * blocker, the trigger object, unless the blocker has an ability of the keyword it excludes (flanking, 702.25a).
 */
function blocking(
  state: GameState,
  ctx: RulesContext,
  blocks: readonly { blocker: ObjectId; attacker: ObjectId }[],
): PendingTriggerEvent[] {
  const blockers = [...new Set(blocks.map((b) => b.blocker))];
  const blocked = [...new Set(blocks.map((b) => b.attacker))];
  return [
    ...blockers.flatMap((id) => ownTriggers(state, ctx, id, (t) => !!part(t, 'blocks'))),
    ...blocked.flatMap((id) => ownTriggers(state, ctx, id, (t) => !!part(t, 'becomes-blocked'))),
    ...blocks.flatMap(({ blocker, attacker }) =>
      ownTriggers(state, ctx, attacker, (t) => {
        const by = part(t, 'blocked-by');
        return !!by && !(by.without && hasTriggeredKeyword(state, ctx, blocker, by.without));
      }).map((e) => ({ ...e, trigger: { ...e.trigger, triggerObject: blocker } })),
    ),
  ];
}

/**
 * 509.3g: "Whenever [this creature] attacks and isn't blocked" triggers for each creature attacking
 * the declaring player (their planeswalkers, the battles they protect) for which no blocker was declared.
 */
function unblocked(
  state: GameState,
  ctx: RulesContext,
  player: PlayerId,
  blocks: readonly { attacker: ObjectId }[],
): PendingTriggerEvent[] {
  const isUnblocked = (id: ObjectId) => {
    const attacking = objectOf(state, id)!.attacking;
    if (attacking === undefined || defendingPlayerOf(state, attacking) !== player) return false;
    return !blocks.some((b) => b.attacker === id);
  };
  return state.battlefield
    .filter(isUnblocked)
    .flatMap((id) => ownTriggers(state, ctx, id, (t) => !!part(t, 'attacks-unblocked')));
}

/** Whether an object has a triggered keyword ability, its own or granted (702.25a: "a creature without flanking"). */
function hasTriggeredKeyword(
  state: GameState,
  ctx: RulesContext,
  id: ObjectId,
  keyword: TriggeredKeyword,
): boolean {
  return triggeredAbilities(state, ctx, objectOf(state, id)!).some(([, a]) => a.keyword === keyword);
}

// 603.10a: leaves-the-battlefield abilities "look back in time": the state before the event decides.
// 400.7d: they can find the new object the permanent became in a public zone ("return it").
function leaving(
  before: GameState,
  ctx: RulesContext,
  id: ObjectId,
  to: string,
  newObject: ObjectId | undefined,
): PendingTriggerEvent[] {
  const left = objectOf(before, id);
  if (!left) return [];
  // 603.10a: the object as it last existed on the battlefield, every continuous effect applied.
  const lastKnown = characteristics(before, ctx, id);
  const wasCreature = lastKnown.types.includes('Creature');
  const triggered = watchers(
    before,
    ctx,
    ['put-into-graveyard', 'dies', 'leaves'],
    (t, source) => {
      // "When [this] is put into a graveyard from the battlefield": a creature or not (603.6c); with a
      // filter, "whenever a permanent you control is put into a graveyard".
      const toGraveyard = to === 'graveyard' ? part(t, 'put-into-graveyard') : undefined;
      if (toGraveyard) {
        const from = { controller: source.controller, source: source.id };
        const { filter } = toGraveyard;
        return filter ? matchesFilter(before, ctx, left, filter, from, lastKnown) : source.id === id;
      }
      const dies = to === 'graveyard' && wasCreature ? part(t, 'dies') : undefined;
      const leaves = dies ?? part(t, 'leaves');
      if (!leaves) return false;
      if (!leaves.filter) return source.id === id;
      return matchesFilter(
        before,
        ctx,
        left,
        leaves.filter,
        { controller: source.controller, source: source.id },
        lastKnown,
      );
    },
    newObject && to !== 'library' && to !== 'hand' ? newObject : id,
    id,
  );
  // 603.10a: the object's own leaves-the-battlefield abilities use it as it last existed there.
  return triggered.map((e) =>
    e.trigger.source === id ? { ...e, trigger: { ...e.trigger, lastKnown: left } } : e,
  );
}

function castMatches(
  state: GameState,
  ctx: RulesContext,
  t: TriggerOn<'cast'> | undefined,
  source: GameObject,
  spell: ObjectId,
): boolean {
  const cast = objectOf(state, spell);
  if (!t || !cast) return false;
  if (!isBy(t.by, cast.controller, source)) return false;
  // Heroic (207.2c): the spell has the source among its targets as it becomes cast (601.2c, 601.2i).
  if (t.targetsSelf && !(cast.stack?.targets ?? []).some((group) => group.includes(source.id))) return false;
  return (
    !t.filter ||
    matchesFilter(state, ctx, cast, t.filter, { controller: source.controller, source: source.id })
  );
}

/** Whether the damage is what the trigger condition names; "an opponent" is one of `controller`'s. */
function damageMatches(
  t: TriggerOn<'deals-damage'>,
  event: Extract<GameEvent, { type: 'DamageDealt' }>,
  controller: PlayerId | undefined,
): boolean {
  if (t.combat && !event.combat) return false;
  if (!t.to || t.to === 'any') return true;
  if (t.to === 'creature') return event.recipient.startsWith('creature');
  return event.recipient === 'player' && (t.to === 'player' || event.target !== controller);
}

/**
 * 603.2: "Whenever a creature you control deals combat damage to a player", "Whenever equipped
 * creature deals combat damage": the abilities of other permanents about the source of the damage,
 * the trigger object.
 */
function damageWatchers(
  before: GameState,
  ctx: RulesContext,
  event: Extract<GameEvent, { type: 'DamageDealt' }>,
): PendingTriggerEvent[] {
  const source = objectOf(before, event.source);
  if (!source) return [];
  const about = (t: TriggerOn<'deals-damage'>, watcher: GameObject) =>
    t.attached ? watcher.attachedTo === source.id : !!t.filter && isAbout(before, ctx, t, watcher, source);
  return watchers(
    before,
    ctx,
    ['deals-damage'],
    (t, watcher) => {
      const on = part(t, 'deals-damage');
      return !!on && about(on, watcher) && damageMatches(on, event, watcher.controller);
    },
    event.source,
  );
}

function stepIsTheirs(
  state: GameState,
  t: TriggerOn<'step'>,
  controller: PlayerId,
  source?: GameObject,
): boolean {
  if (t.whose === 'each') return true;
  // 303.4: the step of the player who controls the creature the Aura enchants.
  // 702.5d: the upkeep of the player the Aura enchants.
  if (t.whose === 'enchanted-player') return source?.attachedTo === state.turn.active;
  if (t.whose === 'enchanted-controller') {
    const enchanted = source?.attachedTo === undefined ? undefined : objectOf(state, source.attachedTo);
    return enchanted?.controller === state.turn.active;
  }
  return (controller === state.turn.active) === (t.whose === 'yours');
}

/** Whether `player` is who the trigger condition names ("you", "an opponent", "a player"). */
function isBy(by: 'you' | 'any' | 'opponent', player: PlayerId, source: GameObject): boolean {
  return by === 'any' || (player === source.controller) === (by === 'you');
}

// 701.9: "whenever [a player] discards a card"; the ability refers to the card where it went
// (the graveyard, or exile if a replacement effect put it there).
function discarded(state: GameState, ctx: RulesContext, id: ObjectId): PendingTriggerEvent[] {
  const card = objectOf(state, id)!;
  return watchers(
    state,
    ctx,
    ['discard'],
    (t, source) => {
      const discard = part(t, 'discard');
      return discard !== undefined && isBy(discard.by, card.owner, source);
    },
    id,
  );
}

// 701.55b: "whenever you discover": once the process is complete; the value goes with the trigger.
function discovered(
  state: GameState,
  ctx: RulesContext,
  event: EventOf<'Discovered'>,
): PendingTriggerEvent[] {
  const { facts, at: positions } = watching(state, ctx, ['discover']);
  return positions.flatMap((at) => {
    const source = objectOf(state, state.battlefield[at]!)!;
    if (source.controller !== event.player) return [];
    return facts[at]!.flatMap(([i, ability]) =>
      part(ability.trigger, 'discover')
        ? pending(state, ctx, source, i, ability, undefined, event.amount)
        : [],
    );
  });
}

// 309.4c: a room ability triggers as its owner moves their venture marker into its room; the
// dungeon in the command zone is its source, and its owner controls it.
function roomEntered(
  state: GameState,
  ctx: RulesContext,
  event: EventOf<'RoomEntered'>,
): PendingTriggerEvent[] {
  const dungeon = objectOf(state, event.dungeon);
  if (!dungeon) return [];
  return triggeredAbilities(state, ctx, dungeon).flatMap(([i, ability]) =>
    part(ability.trigger, 'room-entered')?.room === event.room
      ? pending(state, ctx, dungeon, i, ability)
      : [],
  );
}

// 603.7b: a delayed triggered ability triggers once, the next time its event happens; a skipped
// step never begins, so "your next end step" waits for one that isn't skipped (614.10a).
function delayedTriggering(state: GameState, stepName: StepName): PendingTriggerEvent[] {
  return delayedTriggersOf(state).flatMap((d): PendingTriggerEvent[] => {
    const step = part(d.trigger, 'step');
    if (step?.step !== stepName || !stepIsTheirs(state, step, d.controller)) return [];
    const { source, sourceCardId, sourceName, controller, abilityIndex, ability } = d;
    return [
      {
        type: 'TriggerPending',
        trigger: { source, sourceCardId, sourceName, controller, abilityIndex, delayed: ability },
      },
    ];
  });
}
