// Triggered abilities (603.1): a trigger condition ("When [this] enters", "Whenever another creature
// you control dies", "Whenever you cast an instant or sorcery spell", "At the beginning of your
// upkeep"), its comma, an intervening "if" clause (603.4), then the effect sentences.
import {
  bushidoAbility,
  renownAbility,
  soulshiftAbility,
  rampageAbility,
  ingestAbility,
  exploitAbility,
  livingWeaponAbility,
  fabricateAbility,
  evolveAbility,
  extortAbility,
  exaltedAbility,
  flankingAbility,
  prowessAbility,
  type Ability,
  type Condition,
  type Effect,
  type Filter,
  type Trigger,
} from '@mtg/cards';
import { upkeepKeywordLine } from './upkeep-keywords.js';
import { attachedObject } from './attachments.js';
import type { Sentence } from '../parser/sentence.js';
import { condition } from './conditions.js';
import { effectSentences, returnsItselfFromGraveyard } from './effects.js';
import { modesToChooseWords } from './spells.js';
import { ONCE_EACH_TURN, beforeEnding } from './line-endings.js';
import { objectPhrase, spellPhrase } from './object-phrases.js';
import { self } from './self.js';
import { Targets } from './targets.js';

type Player = Extract<Trigger, { event: 'cast' }>['by'];

/** "At the beginning of ..." steps the grammar reads (503.1a upkeep, 504.1 draw, 507.1 combat, 513.1 end). */
const STEPS: readonly [string[], Extract<Trigger, { event: 'step' }>][] = [
  [['your', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'yours' }],
  [['each', 'upkeep'], { event: 'step', step: 'upkeep', whose: 'each' }],
  [['each', "player's", 'upkeep'], { event: 'step', step: 'upkeep', whose: 'each' }],
  [['each', "opponent's", 'upkeep'], { event: 'step', step: 'upkeep', whose: 'opponents' }],
  [['your', 'draw', 'step'], { event: 'step', step: 'draw', whose: 'yours' }],
  [['each', "player's", 'draw', 'step'], { event: 'step', step: 'draw', whose: 'each' }],
  [['your', 'precombat', 'main', 'phase'], { event: 'step', step: 'main1', whose: 'yours' }],
  [['combat', 'on', 'your', 'turn'], { event: 'step', step: 'beginning-of-combat', whose: 'yours' }],
  [['each', 'combat'], { event: 'step', step: 'beginning-of-combat', whose: 'each' }],
  [['your', 'end', 'step'], { event: 'step', step: 'end', whose: 'yours' }],
  [['the', 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
  [['each', 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
  [['each', "player's", 'end', 'step'], { event: 'step', step: 'end', whose: 'each' }],
  [['each', "opponent's", 'end', 'step'], { event: 'step', step: 'end', whose: 'opponents' }],
];

type DealsDamage = Extract<Trigger, { event: 'deals-damage' }>;

/** What a source of damage does: "deals combat damage to a player", "deals damage to an opponent" (603.2). */
const DAMAGE_EVENTS: readonly [string[], DealsDamage][] = [
  [['deals', 'combat', 'damage', 'to', 'a', 'player'], { event: 'deals-damage', to: 'player', combat: true }],
  [
    ['deals', 'combat', 'damage', 'to', 'an', 'opponent'],
    { event: 'deals-damage', to: 'opponent', combat: true },
  ],
  [
    ['deals', 'combat', 'damage', 'to', 'a', 'creature'],
    { event: 'deals-damage', to: 'creature', combat: true },
  ],
  [['deals', 'combat', 'damage'], { event: 'deals-damage', combat: true }],
  [['deals', 'damage', 'to', 'a', 'player'], { event: 'deals-damage', to: 'player' }],
  [['deals', 'damage', 'to', 'an', 'opponent'], { event: 'deals-damage', to: 'opponent' }],
  [['deals', 'damage', 'to', 'a', 'creature'], { event: 'deals-damage', to: 'creature' }],
  [['deals', 'damage'], { event: 'deals-damage' }],
];

/** 603.2: "[a creature you control] deals combat damage to a player", "[equipped creature] deals damage", after who. */
function damageEvent(
  sentence: Sentence,
  about: Pick<DealsDamage, 'filter' | 'attached'>,
): Trigger | undefined {
  const found = DAMAGE_EVENTS.find(([words]) => sentence.accept(...words));
  return found && { ...found[1], ...about };
}

/** What happens to the object itself: "[this] deals combat damage to a player", "is dealt damage" (603.2). */
const OWN_EVENTS: readonly [string[], Trigger][] = [
  [['attacks', 'alone'], { event: 'attacks-alone' }],
  // 207.2c battalion: "Whenever [this] and at least two other creatures attack".
  [['and', 'at', 'least', 'two', 'other', 'creatures', 'attack'], { event: 'attacks', withOthers: 2 }],
  // 509.3g: "Whenever [this creature] attacks and isn't blocked".
  [['attacks', 'and', "isn't", 'blocked'], { event: 'attacks-unblocked' }],
  [['attacks'], { event: 'attacks' }],
  [['blocks'], { event: 'blocks' }],
  [['becomes', 'blocked', 'by', 'a', 'creature'], { event: 'blocked-by' }],
  [['becomes', 'blocked'], { event: 'becomes-blocked' }],
  [['leaves', 'the', 'battlefield'], { event: 'leaves' }],
  [
    ['is', 'put', 'into', 'a', 'graveyard', 'from', 'the', 'battlefield'],
    { event: 'put-into-graveyard', from: 'battlefield' },
  ],
  ...DAMAGE_EVENTS,
  [['is', 'dealt', 'damage'], { event: 'dealt-damage' }],
  // 708.8: "When [this permanent] is turned face up".
  [['is', 'turned', 'face', 'up'], { event: 'turned-face-up' }],
  // 701.37b, 702.112b: "When [this permanent] becomes monstrous", "becomes renowned".
  [['becomes', 'monstrous'], { event: 'becomes-designated', designation: 'monstrous' }],
  [['becomes', 'renowned'], { event: 'becomes-designated', designation: 'renowned' }],
  // 702.110b: "When [this creature] exploits a creature".
  [['exploits', 'a', 'creature'], { event: 'exploits' }],
];

type BecomesTarget = Extract<Trigger, { event: 'becomes-target' }>;

/**
 * 115.10, 603.2: "becomes the target of a spell [or ability] [an opponent controls]", after what
 * becomes it (this object, or `about`: the permanents of a filter, or the enchanted one).
 */
function becomesTarget(
  sentence: Sentence,
  about: Pick<BecomesTarget, 'filter' | 'attached'> = {},
): Trigger | undefined {
  if (!sentence.accept('becomes', 'the', 'target', 'of', 'a', 'spell')) return undefined;
  const spell = !sentence.accept('or', 'ability');
  const by = sentence.accept('an', 'opponent', 'controls');
  return {
    event: 'becomes-target',
    ...(spell ? { spell } : {}),
    ...(by ? { by: 'opponent' as const } : {}),
    ...about,
  };
}

/** The noun that names the permanent a "becomes the target" trigger is about: the enchanted creature, or its filter's type. */
function targetedNoun(trigger: BecomesTarget): string {
  if (trigger.attached) return 'creature';
  return trigger.filter?.types?.length === 1 ? trigger.filter.types[0]!.toLowerCase() : 'permanent';
}

/**
 * 603.6a, 603.10a: "enters [under your control]", "dies", with the filter of the objects they are
 * about, if any. Objects a phrase says who controls ("a creature you control") enter under nobody
 * else's control: "under ... control" is not read after them.
 */
function zoneEvent(sentence: Sentence, filter?: Filter): Trigger | undefined {
  const about = filter ? { filter } : {};
  if (sentence.accept('enters')) {
    const under = filter && !filter.controller;
    if (under && sentence.accept('under', 'your', 'control')) filter.controller = 'you';
    else if (under && sentence.accept('under', 'an', "opponent's", 'control')) filter.controller = 'opponent';
    return { event: 'enters', ...about };
  }
  if (sentence.accept('dies')) return { event: 'dies', ...about };
  if (filter && sentence.accept('attacks', 'alone')) return { event: 'attacks-alone', filter };
  if (filter && sentence.accept('attacks')) return { event: 'attacks', filter };
  if (filter && sentence.accept('leaves', 'the', 'battlefield')) return { event: 'leaves', filter };
  // 603.6c: "a permanent you control is put into a graveyard" (from the battlefield: it is a permanent).
  if (filter && sentence.accept('is', 'put', 'into', 'a', 'graveyard')) {
    sentence.accept('from', 'the', 'battlefield');
    return { event: 'put-into-graveyard', from: 'battlefield', filter };
  }
  return undefined;
}

/** One event of the object itself: "enters", "dies", "attacks", "deals combat damage to a player", ... */
function ownEvent(sentence: Sentence): Trigger | undefined {
  const found = OWN_EVENTS.find(([words]) => sentence.accept(...words));
  return found ? { ...found[1] } : (becomesTarget(sentence) ?? zoneEvent(sentence));
}

/** "[This] enters", "[this] enters or attacks" (several events, 603.2), "[this] or another [object] enters". */
function selfEvent(sentence: Sentence): Trigger | undefined {
  if (!self(sentence)) return undefined;
  if (sentence.peek()?.lower === 'or' && sentence.peek(1)?.lower === 'another') {
    // "[This] or another Ally": every such object, the source among them (109.2).
    sentence.accept('or');
    const filter = objectPhrase(sentence, 'one');
    delete filter?.other;
    return (
      (filter && zoneEvent(sentence, filter)) ??
      sentence.fail('TRIGGER', 'trigger condition (603.1): expected "[this] or another [object] enters/dies"')
    );
  }
  const first = ownEvent(sentence);
  if (!first) return undefined;
  if (!sentence.accept('or')) return first;
  const second = ownEvent(sentence);
  return second ? { event: 'any-of', triggers: [first, second] } : undefined;
}

/** "you", "a player", "an opponent": who casts or discards (the verb agrees). */
function actor(sentence: Sentence): [Player, boolean] | undefined {
  if (sentence.accept('you')) return ['you', true];
  if (sentence.accept('a', 'player')) return ['any', false];
  if (sentence.accept('an', 'opponent')) return ['opponent', false];
  return undefined;
}

/** 601.2i, 701.9: "[player] casts [a spell]", "[player] discards a card". */
function playerEvent(sentence: Sentence): Trigger | undefined {
  const mark = sentence.mark;
  const who = actor(sentence);
  if (!who) return undefined;
  const [by, you] = who;
  // 508.1, 603.2c: "Whenever you attack": once each combat you declare attackers.
  if (by === 'you' && sentence.accept('attack')) return { event: 'you-attack' };
  // 701.55b: "Whenever you discover".
  if (by === 'you' && sentence.accept('discover')) return { event: 'discover' };
  const activation = activates(sentence, you, by);
  if (activation) return activation;
  if (sentence.accept(you ? 'cast' : 'casts')) {
    const filter = spellPhrase(sentence, 'one');
    // Heroic (207.2c): "a spell that targets [this]".
    const targetsSelf =
      !!filter &&
      sentence.accept('that', 'targets') &&
      (self(sentence) ||
        sentence.fail('TRIGGER', 'trigger condition (603.1): expected "that targets [this]"'));
    if (filter)
      return {
        event: 'cast',
        by,
        ...(Object.keys(filter).length ? { filter } : {}),
        ...(targetsSelf ? { targetsSelf: true as const } : {}),
      };
  } else if (sentence.accept(you ? 'discard' : 'discards', 'a', 'card')) return { event: 'discard', by };
  sentence.reset(mark);
  return undefined;
}

/** 602.2i: "activates an ability [of an artifact, creature, or land] that isn't a mana ability", after who; else nothing is read. */
function activates(sentence: Sentence, you: boolean, by: Player): Trigger | undefined {
  const mark = sentence.mark;
  if (!sentence.accept(you ? 'activate' : 'activates', 'an', 'ability')) return undefined;
  const of = sentence.accept('of') ? objectPhrase(sentence, 'one') : undefined;
  if (sentence.accept('that', "isn't", 'a', 'mana', 'ability'))
    return { event: 'activate', by, ...(of ? { of } : {}) };
  sentence.reset(mark);
  return undefined;
}

/** The event after "When" or "Whenever". */
function event(sentence: Sentence): Trigger {
  const found = selfEvent(sentence) ?? playerEvent(sentence);
  if (found) return found;
  const unknown = () =>
    sentence.fail('TRIGGER', 'trigger condition (603.1): an event the compiler does not know');
  // 301.5d, 303.4e: "Whenever equipped creature deals combat damage", "enchanted creature".
  const attached = attachedObject(sentence);
  if (attached)
    return (
      damageEvent(sentence, { attached: attached.attached }) ??
      (attached.attached === 'enchanted' ? becomesTarget(sentence, { attached: 'enchanted' }) : undefined) ??
      unknown()
    );
  const filter = objectPhrase(sentence, 'one');
  return (
    (filter &&
      (zoneEvent(sentence, filter) ??
        damageEvent(sentence, { filter }) ??
        becomesTarget(sentence, { filter }))) ??
    unknown()
  );
}

/** A trigger condition and its comma, if the line begins with one (603.1); else nothing is read. */
export function triggerCondition(sentence: Sentence): Trigger | undefined {
  if (sentence.accept('when') || sentence.accept('whenever')) {
    const trigger = event(sentence);
    sentence.expect('trigger condition (603.1)', ',');
    return trigger;
  }
  if (!sentence.accept('at', 'the', 'beginning', 'of')) return undefined;
  const found = STEPS.find(([words]) => sentence.accept(...words))?.[1] ?? enchantedControllersStep(sentence);
  if (!found) return sentence.fail('TRIGGER', 'trigger condition (603.1): a step the compiler does not know');
  sentence.expect('trigger condition (603.1)', ',');
  return { ...found };
}

/** The nouns of "enchanted [noun]'s controller" (303.4e: the object the Aura is attached to). */
const ENCHANTED_NOUNS = ["creature's", "permanent's", "land's", "artifact's", "enchantment's"];

/** "the upkeep of enchanted creature's controller" (503.1a), "enchanted player's upkeep" (702.5d): the upkeep of the player the Aura enchants or who controls what it enchants. */
function enchantedControllersStep(sentence: Sentence): Extract<Trigger, { event: 'step' }> | undefined {
  const mark = sentence.mark;
  // 702.5d: "enchanted player's upkeep": the upkeep of the player the Aura enchants.
  if (sentence.accept('enchanted', "player's", 'upkeep'))
    return { event: 'step', step: 'upkeep', whose: 'enchanted-player' };
  if (sentence.accept('the', 'upkeep', 'of', 'enchanted')) {
    const noun = ENCHANTED_NOUNS.find((word) => sentence.accept(word, 'controller'));
    if (noun) return { event: 'step', step: 'upkeep', whose: 'enchanted-controller' };
  }
  sentence.reset(mark);
  return undefined;
}

/** 603.4: "if [condition]," right after the trigger condition. */
function interveningIf(sentence: Sentence): Pick<Extract<Ability, { kind: 'triggered' }>, 'condition'> {
  const mark = sentence.mark;
  if (!sentence.accept('if')) return {};
  const found = condition(sentence);
  if (found && sentence.accept(',')) return { condition: found };
  sentence.reset(mark);
  return sentence.fail(
    'CONDITION',
    'intervening "if" clause (603.4): a condition the compiler does not know',
  );
}

/**
 * Whether "it" in the effects is the source (603.1): the trigger event, or the intervening "if"
 * clause (603.4), is about the source itself and names no other object.
 */
function aboutItself(trigger: Trigger, condition?: Condition): boolean {
  if (['started-turn-untapped', 'had-no-counters', 'counters-on-self'].includes(condition?.kind ?? ''))
    return true;
  if (trigger.event === 'any-of') return trigger.triggers.every((t) => aboutItself(t));
  if (trigger.event === 'becomes-target' && trigger.attached) return false;
  return OWN.includes(trigger.event) && !('filter' in trigger && trigger.filter);
}

/** Whether the trigger is the source itself leaving the battlefield ("When [this] dies"). */
function leavesItself(trigger: Trigger): boolean {
  return (
    ['dies', 'leaves', 'put-into-graveyard'].includes(trigger.event) &&
    !('filter' in trigger && trigger.filter)
  );
}

/**
 * 400.7: once the source has left the battlefield, "[this card]" in the effects of its
 * leaves-the-battlefield ability is the new object where it went: the trigger object.
 */
function whereItWent(effect: Effect): Effect {
  if (effect.kind === 'optional') return { ...effect, effects: effect.effects.map(whereItWent) };
  return 'what' in effect && effect.what === 'self'
    ? ({ ...effect, what: 'trigger-object' } as Effect)
    : effect;
}

/**
 * 702.79a persist, 702.93a undying: "When this creature dies, if it had no -1/-1 (+1/+1) counters on
 * it, return it to the battlefield under its owner's control with a -1/-1 (+1/+1) counter on it."
 */
const RETURNING_KEYWORDS: readonly [string, string][] = [
  ['persist', '-1/-1'],
  ['undying', '+1/+1'],
];

/** A keyword line that is a triggered ability returning the creature that died ("Persist"), else nothing is read. */
function returningKeyword(sentence: Sentence, text: string): Ability | undefined {
  const found = RETURNING_KEYWORDS.find(([word]) => sentence.peek()?.lower === word && !sentence.peek(1));
  if (!found) return undefined;
  sentence.take();
  const counter = found[1];
  return {
    kind: 'triggered',
    text,
    trigger: { event: 'dies' },
    condition: { kind: 'had-no-counters', counter },
    targets: [],
    effects: [
      {
        kind: 'put-onto-battlefield',
        what: 'trigger-object',
        ownersControl: true,
        counters: { counter, amount: 1 },
      },
    ],
  };
}

/** The events of the source itself, where "it" is the source until another object is named (603.2). */
const OWN = [
  'enters',
  'dies',
  'leaves',
  'attacks',
  'attacks-alone',
  'attacks-unblocked',
  'blocks',
  'becomes-blocked',
  'put-into-graveyard',
  'dealt-damage',
  'deals-damage',
  'becomes-target',
  'turned-face-up',
  'becomes-designated',
  'exploits',
];

/** The trigger events of a creature attacking (508.5a: its ability may name "defending player"). */
const ATTACKING: readonly Trigger['event'][] = ['attacks', 'attacks-alone', 'attacks-unblocked'];

/**
 * The targets of a triggered ability, none yet: in a trigger about an event of the source's own (or
 * an intervening "if" clause about it), "it" is the source (and "that creature" is not); "that spell" is the spell that targets it (115.10).
 */
function triggerTargets(trigger: Trigger, condition?: Condition): Targets {
  const own = aboutItself(trigger, condition);
  // 603.2: a permanent of a filter, or the enchanted one, that becomes a target is "it", "that creature".
  const targeted = trigger.event === 'becomes-target' && !own;
  const targets = new Targets(own ? 'self' : targeted ? 'trigger-object' : undefined);
  targets.byNoun = !own;
  if (trigger.event === 'becomes-target' && own) targets.event = { noun: 'spell', ref: 'trigger-object' };
  // "that creature", "that permanent": the noun of what became the target, no other.
  if (trigger.event === 'becomes-target' && targeted) {
    targets.byNoun = false;
    targets.event = { noun: targetedNoun(trigger), ref: 'trigger-object' };
  }
  // "that player": the controller of the spell or ability that targets it.
  if (trigger.event === 'becomes-target')
    targets.player = targeted ? 'trigger-player' : { controllerOf: 'trigger-object' };
  // 601.2i: "that spell" is the spell whose casting triggered the ability.
  if (trigger.event === 'cast') targets.event = { noun: 'spell', ref: 'trigger-object' };
  // 701.9: "that card" is the card discarded.
  if (trigger.event === 'discard') targets.event = { noun: 'card', ref: 'trigger-object' };
  // 603.2: "that much" is the damage of the event that triggered the ability.
  if (trigger.event === 'dealt-damage' || trigger.event === 'deals-damage')
    targets.thatMuch = { triggerAmount: true };
  // 508.5a: in an ability of the attacking creature itself, "defending player" is the player it attacks.
  targets.defending = own && ATTACKING.includes(trigger.event);
  // 602.2i: "that player" is the one who activated the ability (its controller).
  if (trigger.event === 'activate') targets.player = { controllerOf: 'trigger-object' };
  // 303.4: "at the beginning of the upkeep of enchanted creature's controller, that player ... that creature".
  if (trigger.event === 'step' && trigger.whose === 'enchanted-controller') {
    targets.player = { controllerOf: 'enchanted' };
    targets.event = { noun: 'creature', ref: 'enchanted' };
  }
  // 702.5d: "at the beginning of enchanted player's upkeep, that player ...": the enchanted player.
  if (trigger.event === 'step' && trigger.whose === 'enchanted-player') targets.player = 'enchanted-player';
  // 603.2: "whenever [this] deals combat damage to a player, that player ...": the player dealt it.
  if (trigger.event === 'deals-damage' && (trigger.to === 'player' || trigger.to === 'opponent'))
    targets.player = 'trigger-player';
  // "At the beginning of each player's upkeep, ... that player": the player whose upkeep it is.
  if (trigger.event === 'step' && (trigger.whose === 'each' || trigger.whose === 'opponents'))
    targets.player = 'active-player';
  // 601.2i: "Whenever an opponent casts a spell, ... that player": the one who cast it (its controller).
  if (trigger.event === 'cast' && trigger.by !== 'you') targets.player = { controllerOf: 'trigger-object' };
  return targets;
}

/**
 * The triggered keyword abilities written alone on a line (702.83 exalted, 702.25 flanking, 702.108
 * prowess, 702.115 ingest, 702.110 exploit).
 */
const TRIGGERED_KEYWORDS: Readonly<Record<string, (text: string) => Ability>> = {
  exalted: exaltedAbility,
  flanking: flankingAbility,
  prowess: prowessAbility,
  ingest: ingestAbility,
  exploit: exploitAbility,
  evolve: evolveAbility,
  extort: extortAbility,
  'living weapon': livingWeaponAbility,
};

/** The triggered keywords with a number (702.45a bushido, 702.112a renown, 702.46a soulshift, 702.23a rampage). */
const COUNTED_KEYWORDS: Readonly<Record<string, (text: string, n: number) => Ability>> = {
  bushido: bushidoAbility,
  renown: renownAbility,
  soulshift: soulshiftAbility,
  rampage: rampageAbility,
  fabricate: fabricateAbility,
};

/**
 * A triggered keyword ability ("exalted", "bushido 2", 702.45a), if its words come next; its text is
 * `text`, else the keyword itself ("has flanking": the ability granted is "Flanking").
 */
export function triggeredKeyword(sentence: Sentence, text?: string): Ability | undefined {
  const [word, n] = [sentence.peek(), sentence.peek(1)];
  const written = (words: string) => text ?? words.charAt(0).toUpperCase() + words.slice(1);
  // 702.92a: a keyword of two words ("living weapon").
  const twoWords = word && n ? `${word.lower} ${n.lower}` : '';
  if (Object.hasOwn(TRIGGERED_KEYWORDS, twoWords)) {
    sentence.take();
    sentence.take();
    return TRIGGERED_KEYWORDS[twoWords](written(twoWords));
  }
  const alone = word && TRIGGERED_KEYWORDS[word.lower];
  // 702.45a "Bushido N", 702.112a "Renown N", 702.23a "Rampage N".
  const counted = word && COUNTED_KEYWORDS[word.lower];
  if (!word || (!alone && !(counted && n?.kind === 'number' && /^\d+$/.test(n.text)))) return undefined;
  sentence.take();
  if (alone) return alone(written(word.lower));
  const amount = sentence.take()!.text;
  return counted!(written(`${word.lower} ${amount}`), Number(amount));
}

/** A line that is a triggered keyword ability ("Exalted", "Bushido 2"), else nothing is read. */
function triggeredKeywordLine(sentence: Sentence, text: string): Ability | undefined {
  const mark = sentence.mark;
  const found = triggeredKeyword(sentence, text);
  if (found && sentence.done) return found;
  sentence.reset(mark);
  return undefined;
}

/** A triggered ability as a whole line (603.1), if the line begins with a trigger condition. */
/**
 * 700.2: "• [effect sentences]" after a modal triggered ability's line: one of its modes, its targets
 * its own; else nothing is read.
 */
export function triggeredModeLine(sentence: Sentence, text: string, ability: Ability | undefined): boolean {
  if (ability?.kind !== 'triggered' || !ability.modal || !sentence.accept('•')) return false;
  const targets = triggerTargets(ability.trigger, ability.condition);
  const modeText = text.slice(sentence.peek()?.start ?? text.length);
  const effects = effectSentences(sentence, targets, text);
  ability.modal.modes.push({ text: modeText, targets: targets.specs, effects });
  return true;
}

export function triggeredAbility(sentence: Sentence, text: string): Ability | undefined {
  const keyword =
    returningKeyword(sentence, text) ??
    triggeredKeywordLine(sentence, text) ??
    upkeepKeywordLine(sentence, text);
  if (keyword) return keyword;
  const trigger = triggerCondition(sentence);
  if (!trigger) return undefined;
  const condition = interveningIf(sentence);
  const targets = triggerTargets(trigger, condition.condition);
  // 700.2a-b, 603.3c: "choose one —": the modes follow on their own lines.
  const modal = sentence.accept('choose') ? modesToChooseWords(sentence) : undefined;
  if (modal) {
    const { choose: chooseModes, atLeast } = modal;
    const modes = { modes: [], chooseModes, ...(atLeast ? { chooseAtLeast: atLeast } : {}) };
    return { kind: 'triggered', text, trigger, ...condition, targets: [], effects: [], modal: modes };
  }
  const body = beforeEnding(sentence, ONCE_EACH_TURN);
  const read = effectSentences(body ?? sentence, targets, text);
  const effects = leavesItself(trigger) ? read.map(whereItWent) : read;
  // 113.6m: a triggered ability that returns its card from the graveyard triggers there: not yet.
  if (returnsItselfFromGraveyard(effects))
    sentence.fail('TRIGGER', 'a triggered ability of a card in a graveyard (113.6m): not read yet');
  const once = body ? { oncePerTurn: true } : {};
  return { kind: 'triggered', text, trigger, ...condition, ...once, targets: targets.specs, effects };
}
