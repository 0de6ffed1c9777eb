import { deckToText, parseDeckText } from './deck-text.js';

describe('decklists in their text form', () => {
  it('reads counts and names, the sideboard after its header or marked SB:, skipping comments and blank lines', () => {
    const text = [
      '// Burn, 2012',
      'Deck',
      '4 Lightning Bolt',
      '2x Fire // Ice',
      '',
      '# lands',
      '16 Mountain',
      'SB: 1 Smash to Smithereens',
      'Sideboard:',
      '3 Pyroblast',
    ].join('\r\n');
    const read = parseDeckText(text);
    expect(read).toEqual({
      deck: {
        main: [
          ...Array(4).fill('Lightning Bolt'),
          'Fire // Ice',
          'Fire // Ice',
          ...Array(16).fill('Mountain'),
        ],
        sideboard: ['Smash to Smithereens', 'Pyroblast', 'Pyroblast', 'Pyroblast'],
      },
    });
  });

  it('leaves an Arena set code and collector number out of the name', () => {
    expect(parseDeckText('4 Lightning Bolt (M10) 146\n1 Shock (M19)')).toEqual({
      deck: { main: [...Array(4).fill('Lightning Bolt'), 'Shock'], sideboard: [] },
    });
  });

  it('names each bad line with its number and reads nothing', () => {
    expect(parseDeckText('4 Lightning Bolt\nLightning Bolt\n0 Shock\n999 Island')).toEqual({
      problems: [
        { line: 2, message: '"Lightning Bolt" is not "N Card Name"' },
        { line: 3, message: '0 copies: a line has 1 to 250' },
        { line: 4, message: '999 copies: a line has 1 to 250' },
      ],
    });
  });

  it('writes a decklist back to text that reads the same', () => {
    const deck = { main: ['Shock', 'Mountain', 'Shock'], sideboard: ['Pyroblast'] };
    const text = deckToText(deck);
    expect(text).toBe('2 Shock\n1 Mountain\n\nSideboard\n1 Pyroblast\n');
    expect(parseDeckText(text)).toEqual({
      deck: { main: ['Shock', 'Shock', 'Mountain'], sideboard: ['Pyroblast'] },
    });
  });
});
