// Targets (115): the noun phrases with the word "target" that a spell or ability names, each a
// target spec of the ability, referred to by its index ("target creature" -> { target: 0 }); and
// the words that refer back to them ("it", "that player", "its controller").
import type { Amount, EachObject, ObjectRef, PlayerRef, TargetSpec } from '@mtg/cards';
import type { Sentence } from '../parser/sentence.js';
import { fixedAmount } from './amounts.js';
import { nounPhrase, type NounPhrase } from './nouns.js';

/**
 * The targets an ability names so far, in order: a noun phrase adds one and refers to it. The last
 * object and the last player named are what "it" and "that player" refer to (their antecedents);
 * before any, "it" is `object`, if given (an activated ability's source, 602.1).
 */
export class Targets {
  readonly specs: TargetSpec[] = [];
  player?: PlayerRef;
  /** The objects "each creature you control" named last: what "those creatures" refers to. */
  group?: EachObject;

  /**
   * Whether "that creature" (not only "it") may refer to `object`; in a triggered ability the source
   * is only "it", and "that [noun]" the object of the event (`event`: "that spell", 115.10).
   */
  byNoun = true;
  event?: { noun: string; ref: ObjectRef };
  /** Whether "defending player" names a player: in a triggered ability of an attacking creature (508.5a). */
  defending = false;
  /** What "that much" is, once said: the amount paid ("you may pay any amount of {E}", 107.14). */
  thatMuch?: Amount;

  constructor(public object?: ObjectRef) {}

  /** What has been named so far, to go back to when an alternative that named a target is not read. */
  get mark(): { count: number; object?: ObjectRef; player?: PlayerRef } {
    return { count: this.specs.length, object: this.object, player: this.player };
  }

  reset({ count, object, player }: Targets['mark']): void {
    this.specs.length = count;
    this.object = object;
    this.player = player;
  }

  add(spec: TargetSpec): { target: number } {
    this.specs.push(spec);
    const ref = { target: this.specs.length - 1 };
    if (spec.kind === 'player') this.player = ref;
    else {
      this.object = ref;
      this.byNoun = true;
    }
    return ref;
  }
}

/** The target phrases that name no object phrase. */
const PHRASES: readonly [string[], TargetSpec][] = [
  [['any', 'target'], { kind: 'any' }],
  [['target', 'player', 'or', 'planeswalker'], { kind: 'player-or-planeswalker' }],
  [['target', 'player'], { kind: 'player' }],
  [['target', 'opponent'], { kind: 'player', opponentOnly: true }],
];

const isEmpty = (value: object) => Object.keys(value).length === 0;

/** 115.1: what an object phrase may target: a creature, a permanent, a spell, or a card in a zone. */
export function targetSpec({ head, filter, zone }: NounPhrase): TargetSpec | undefined {
  if (head === 'card') return zone && { kind: 'card', zone, filter };
  if (head === 'spell') return isEmpty(filter) ? { kind: 'spell' } : { kind: 'spell', filter };
  const { types, anyOfTypes, ...rest } = filter;
  if (types?.length === 1 && types[0] === 'Creature' && !anyOfTypes)
    return isEmpty(rest) ? { kind: 'creature' } : { kind: 'creature', filter: rest };
  if (!types && isEmpty(rest) && anyOfTypes?.join() === 'Creature,Planeswalker')
    return { kind: 'creature-or-planeswalker' };
  return { kind: 'permanent', filter };
}

/**
 * "target", "another target", "two target", "up to two target", "any number of target": how many
 * (115.1d, 115.3, 601.2c), if they come next.
 */
function targetWord(sentence: Sentence): Partial<TargetSpec> | undefined {
  if (sentence.accept('any', 'number', 'of', 'target')) return { anyNumber: true };
  const mark = sentence.mark;
  const upTo = sentence.accept('up', 'to');
  const count = fixedAmount(sentence);
  if (sentence.accept('target') && (count === undefined || count > 1 || upTo))
    return { ...(count !== undefined && count > 1 ? { count } : {}), ...(upTo ? { upTo } : {}) };
  sentence.reset(mark);
  if (sentence.accept('another', 'target')) return { another: true };
  return undefined;
}

/** A target phrase, if one comes next, as a reference to its spec; a phrase that names no target fails. */
export function target(sentence: Sentence, targets: Targets): { target: number } | undefined {
  const found = PHRASES.find(([words]) => sentence.accept(...words));
  if (found) return targets.add({ ...found[1] });
  const mark = sentence.mark;
  const word = targetWord(sentence);
  if (!word) return undefined;
  const phrase = nounPhrase(sentence, !!word.count || !!word.anyNumber);
  if (!phrase) {
    sentence.reset(mark);
    return undefined;
  }
  // 601.6a: "that player controls" in the mode of a spell whose modes an opponent chooses: that opponent.
  // (A noun that already says its controller, "creatures you control", takes no second one.)
  if (
    targets.player === 'chosen-player' &&
    phrase.filter.controller === undefined &&
    sentence.accept('that', 'player', 'controls')
  )
    phrase.filter.controller = 'chosen-player';
  // "Another target" is none chosen before it (115.3); before any, it is another than the source (109.2).
  const { another, ...counted } = word;
  if (another && !targets.specs.length) phrase.filter.other = true;
  const spec =
    targetSpec(phrase) ?? sentence.fail('TARGET', 'target (115): a target the compiler does not know');
  return targets.add({ ...spec, ...counted, ...(another && targets.specs.length ? { another } : {}) });
}

/** The nouns "that [noun]" and "[noun]'s" refer back with ("that creature", "that spell's"). */
const REFERRING_NOUNS = ['creature', 'permanent', 'spell', 'artifact', 'enchantment', 'land'];

/** The nouns that refer back to a target of each kind, whatever object is chosen for it (115.1). */
const NOUNS_OF_KIND: Partial<Record<TargetSpec['kind'], readonly string[]>> = {
  creature: ['creature', 'permanent'],
  permanent: ['permanent'],
  'creature-or-planeswalker': ['permanent'],
  spell: ['spell'],
};

/**
 * The nouns "that [noun]" refers back to an object with: for a target, its kind, or a card type
 * every object it may be has ("target artifact": "that artifact"; "target creature" is never "that
 * artifact"; a spell is "that spell" whatever its types); for an object that is no target (the
 * source), any.
 */
function referringNouns(targets: Targets, before: ObjectRef): readonly string[] {
  // A token just created is "it" (or "them"): "that creature" after "create a token" is another object
  // ("When a creature enters, ... create X tokens, where X is that creature's mana value").
  if (before === 'created-token') return [];
  if (typeof before !== 'object') return REFERRING_NOUNS;
  const spec = targets.specs[before.target]!;
  const types = spec.kind === 'spell' ? [] : (spec.filter?.types ?? []).map((type) => type.toLowerCase());
  const nouns = [...(NOUNS_OF_KIND[spec.kind] ?? []), ...types];
  return REFERRING_NOUNS.filter((noun) => nouns.includes(noun));
}

/** "it", "them", "that creature": the object named before, if one was and these words come next. */
export function antecedent(sentence: Sentence, targets: Targets): ObjectRef | undefined {
  const { object: before, byNoun, event } = targets;
  if (event && sentence.accept('that', event.noun)) return event.ref;
  if (!before) return undefined;
  const found =
    sentence.accept('it') ||
    sentence.accept('them') ||
    (byNoun && referringNouns(targets, before).some((noun) => sentence.accept('that', noun)));
  return found ? before : undefined;
}

/**
 * "its", "that creature's" (the object named before), "enchanted creature's", "equipped creature's"
 * (303.4, 301.5): whose controller, owner, power or mana value a phrase names, if these words come next.
 */
export function possessive(sentence: Sentence, targets: Targets): ObjectRef | undefined {
  if (sentence.accept('enchanted', "creature's") || sentence.accept('enchanted', "permanent's"))
    return 'enchanted';
  if (sentence.accept('equipped', "creature's")) return 'equipped';
  const { object: before, byNoun, event } = targets;
  if (event && sentence.accept('that', `${event.noun}'s`)) return event.ref;
  if (!before) return undefined;
  const found =
    sentence.accept('its') ||
    (byNoun && referringNouns(targets, before).some((noun) => sentence.accept('that', `${noun}'s`)));
  return found ? before : undefined;
}

/** A target phrase naming a player ("target player", "target opponent"), if one comes next. */
export function targetPlayer(sentence: Sentence, targets: Targets): { target: number } | undefined {
  // The longest phrase first: "target player or planeswalker" names no player alone.
  const mark = sentence.mark;
  const found = PHRASES.find(([words]) => sentence.accept(...words));
  if (found?.[1].kind === 'player') return targets.add({ ...found[1] });
  sentence.reset(mark);
  return undefined;
}
