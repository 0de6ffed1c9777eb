// Dungeon cards (309): nontraditional cards a player ventures into (701.46). They begin outside the
// game, and venturing puts one into the command zone (309.2).
import type { TokenDefinition } from '../../ir/abilities.js';
import {
  addCounters,
  createTokens,
  creatureToken,
  discard,
  draw,
  dungeon,
  gainLife,
  loseLife,
  losesLifeUnless,
  sacrifice,
  scry,
  target,
  targetCreature,
  treasureToken,
} from '../../builder/index.js';

/** Cradle of the Death God's token: The Atropal, a legendary 4/4 black God Horror creature token with deathtouch. */
const theAtropal: TokenDefinition = {
  name: 'The Atropal',
  colors: ['B'],
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['God', 'Horror'],
  power: 4,
  toughness: 4,
  abilities: [{ kind: 'keyword', keyword: 'deathtouch' }],
};

const oracle = 'hand: Oracle text (Adventures in the Forgotten Realms, 2021; Forge card script)';

export const dungeons = [
  dungeon('Lost Mine of Phandelver')
    .room('Cave Entrance', ['Goblin Lair', 'Mine Tunnels'], 'Scry 1.', { effects: [scry(1)] })
    .room('Goblin Lair', ['Storeroom', 'Dark Pool'], 'Create a 1/1 red Goblin creature token.', {
      effects: [createTokens(1, creatureToken('Goblin', 'R', 1, 1))],
    })
    .room('Mine Tunnels', ['Dark Pool', 'Fungi Cavern'], 'Create a Treasure token.', {
      effects: [createTokens(1, treasureToken)],
    })
    .room('Storeroom', ['Temple of Dumathoin'], 'Put a +1/+1 counter on target creature.', {
      targets: [targetCreature()],
      effects: [addCounters(target(0), '+1/+1', 1)],
    })
    .room('Dark Pool', ['Temple of Dumathoin'], 'Each opponent loses 1 life and you gain 1 life.', {
      effects: [loseLife(1, 'each-opponent'), gainLife(1)],
    })
    .room('Fungi Cavern', ['Temple of Dumathoin'], 'Target creature gets -4/-0 until your next turn.', {
      targets: [targetCreature()],
      effects: [
        { kind: 'modify-pt', what: target(0), power: -4, toughness: 0, duration: 'until-your-next-turn' },
      ],
    })
    .room('Temple of Dumathoin', [], 'Draw a card.', { effects: [draw(1)] })
    .from(oracle),
  dungeon('Tomb of Annihilation')
    .room('Trapped Entry', ['Veils of Fear', 'Oubliette'], 'Each player loses 1 life.', {
      effects: [loseLife(1, 'each-player')],
    })
    .room('Veils of Fear', ['Sandfall Cell'], 'Each player loses 2 life unless they discard a card.', {
      effects: [losesLifeUnless('each-player', 2, { discard: {} })],
    })
    .room(
      'Sandfall Cell',
      ['Cradle of the Death God'],
      'Each player loses 2 life unless they sacrifice an artifact, a creature, or a land.',
      {
        effects: [
          losesLifeUnless('each-player', 2, { sacrifice: { anyOfTypes: ['Artifact', 'Creature', 'Land'] } }),
        ],
      },
    )
    .room(
      'Oubliette',
      ['Cradle of the Death God'],
      'Discard a card and sacrifice an artifact, a creature, and a land.',
      {
        effects: [
          discard(1, 'you'),
          sacrifice('you', { types: ['Artifact'] }),
          sacrifice('you', { types: ['Creature'] }),
          sacrifice('you', { types: ['Land'] }),
        ],
      },
    )
    .room(
      'Cradle of the Death God',
      [],
      'Create The Atropal, a legendary 4/4 black God Horror creature token with deathtouch.',
      { effects: [createTokens(1, theAtropal)] },
    )
    .from(oracle),
];
