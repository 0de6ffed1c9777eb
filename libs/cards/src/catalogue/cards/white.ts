import { creature, draw, gainLife, siege, transformingDoubleFacedCard } from '../../builder/index.js';

export const white = [
  transformingDoubleFacedCard(
    siege('Invasion of Dominaria', '{2}{W}', 5).triggered(
      'When this Siege enters, you gain 4 life and draw a card.',
      { trigger: { event: 'enters' }, effects: [gainLife(4), draw(1)] },
    ),
    creature('Serra Faithkeeper', undefined, ['Angel'], 4, 4)
      .colorIndicator('W')
      .keywords('flying', 'vigilance'),
  ).from('hand: Oracle text, March of the Machine (2023)'),
];
