import {
  activated,
  gains,
  target,
  targetCreature,
  discover,
  discoverReminder,
  entersTapped,
  land,
  tapForMana,
} from '../../builder/index.js';

export const lands = [
  land('Amonkhet Raceway')
    .from('hand: Oracle text, Aetherdrift (2025)')
    .startYourEngines()
    .with(tapForMana('C'))
    .maxSpeed(
      activated('{T}: Target creature gains haste until end of turn.', {
        cost: { tap: true },
        targets: [targetCreature()],
        effects: [gains(target(0), 'haste')],
      }),
    ),
  land('Hidden Volcano', ['Cave'])
    .from('hand: Oracle text, The Lost Caverns of Ixalan (2023)')
    .replacement('This land enters tapped.', entersTapped)
    .with(tapForMana('R'))
    .activated(
      `{4}{R}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery. ${discoverReminder(4)}`,
      {
        cost: { mana: '{4}{R}', tap: true, sacrificeSelf: true },
        effects: [discover(4)],
        sorcerySpeed: true,
      },
    ),
];
