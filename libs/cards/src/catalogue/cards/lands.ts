import { basicLand, discover, entersTapped, land, tapForMana } from '../../builder/index.js';

export const lands = [
  basicLand('Plains'),
  basicLand('Island'),
  basicLand('Swamp'),
  basicLand('Mountain'),
  basicLand('Forest'),
  land('Hidden Volcano')
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .replacement('This land enters tapped.', entersTapped)
    .with(tapForMana('R'))
    .activated('{4}{R}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery.', {
      cost: { mana: '{4}{R}', tap: true, sacrificeSelf: true },
      effects: [discover(4)],
      sorcerySpeed: true,
    }),
];
