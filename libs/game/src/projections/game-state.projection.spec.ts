import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  allObjectIds,
  decide,
  flatObjects,
  initialState,
  objectOf,
  RED_GREEN,
  WHITE_BLUE_BLACK,
} from '@mtg/rules';
import { openReadModelDb } from '../read-models/read-model-db.js';
import { loadGameState } from './game-state.projection.js';

describe('projected game states stored by an older version', () => {
  it('come back with their objects in buckets, the same objects (read models are not rebuilt)', () => {
    const started = decide(
      {
        type: 'StartGame',
        gameId: 'g1',
        players: ['alice', 'bob'],
        decks: [
          { player: 'alice', cards: RED_GREEN },
          { player: 'bob', cards: WHITE_BLUE_BLACK },
        ],
        seed: 1,
      },
      initialState(),
      { cards: cardCatalogue },
    );
    if (!started.ok) throw new Error(started.rejection.message);
    const state = started.state;
    const db = openReadModelDb(':memory:');
    const older = JSON.stringify({ ...state, objects: flatObjects(state) });
    db.prepare('INSERT INTO game_states (id, revision, state) VALUES (?, ?, ?)').run('g1', 3, older);
    const loaded = loadGameState(db, 'g1')!;
    expect(loaded.revision).toBe(3n);
    expect(loaded.state.objects).toEqual(state.objects);
    const id = state.players[0]!.hand[0]!;
    expect(objectOf(loaded.state, id)).toEqual(objectOf(state, id));
    expect(allObjectIds(loaded.state)).toHaveLength(allObjectIds(state).length);
    db.close();
  });
});
