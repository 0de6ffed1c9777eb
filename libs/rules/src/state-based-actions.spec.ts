// State-based actions no card of the catalogue can bring about yet: copies of cards outside the
// stack and the battlefield (704.5e: no card makes a copy of a card or spell yet), two world
// permanents that became so at the same time (704.5k), and an instant put onto the battlefield
// (304.4: no card of the catalogue can put one there), with a card this spec defines. Also, each
// check sees the state as it is, though one of a state with the same objects found nothing (704.3).
import { describe, expect, it } from '@jest/globals';
import { putOntoBattlefield, sorcery, target } from '@mtg/cards';
import { initialState } from './evolve/evolve.js';
import { buildPosition, type PositionSpec } from './setup/position.js';
import type { GameObject, GameState } from './data/state/game-state.js';
import { act, contextWith, idsOf, resolveStack } from './testing/play.js';
import { objectOf, allObjects } from './data/state/objects.js';
import { performStateBasedActions } from './state-based-actions.js';
import { readingRun } from './legal-actions/candidate.js';

// "Return target card from your graveyard to the battlefield": a test card, so that an instant can be the target.
const exhume = sorcery('Test Exhumation', '{B}')
  .from('spec: a test card')
  .spell('Return target card from your graveyard to the battlefield.', {
    targets: [{ kind: 'card', zone: 'graveyard', filter: { owner: 'you' } }],
    effects: [putOntoBattlefield(target(0))],
  })
  .build();
const ctx = contextWith(exhume);

/** The game started at a position whose objects `change` edits first (what no setup can say). */
function startWith(spec: Omit<PositionSpec, 'gameId'>, change: (objects: GameObject[]) => void): GameState {
  const { state } = buildPosition({ gameId: 'spec', ...spec }, ctx);
  change(allObjects(state));
  return act(ctx, initialState(), { type: 'StartFromPosition', initial: state });
}

describe('704.5e (seed 420.5j): copies of cards', () => {
  it('makes a copy of a card in a graveyard, a hand or exile cease to exist', () => {
    const s = startWith(
      {
        players: [
          {
            id: 'alice',
            hand: [{ card: 'Lightning Bolt' }],
            graveyard: [{ card: 'Shock' }, { card: 'Murder' }],
            exile: [{ card: 'Fog' }],
          },
          { id: 'bob' },
        ],
      },
      (objects) => objects.filter((o) => o.name !== 'Murder').forEach((o) => (o.isCopy = true)),
    );
    expect(allObjects(s).map((o) => o.name)).toEqual(['Murder']);
    expect(s.players[0]!.graveyard).toHaveLength(1);
  });

  it('leaves a copy of a card on the battlefield alone', () => {
    const s = startWith(
      { players: [{ id: 'alice', battlefield: [{ card: 'Grizzly Bears' }] }, { id: 'bob' }] },
      (o) => o.forEach((bears) => (bears.isCopy = true)),
    );
    expect(idsOf(s, 'Grizzly Bears')).toHaveLength(1);
  });
});

describe('704.5k (seed 420.5i): the world rule', () => {
  it('puts every world permanent into its graveyard when none has been a world permanent for a shorter time', () => {
    const s = startWith(
      {
        players: [
          { id: 'alice', battlefield: [{ card: 'Concordant Crossroads' }] },
          { id: 'bob', battlefield: [{ card: 'Concordant Crossroads' }] },
        ],
      },
      (objects) => objects.forEach((o) => (o.timestamp = 1)),
    );
    expect(s.battlefield).toEqual([]);
    expect(s.players.map((p) => p.graveyard.length)).toEqual([1, 1]);
  });
});

describe('304.4, 307.4 (seed 212.5d, 212.7d): instants and sorceries never enter the battlefield', () => {
  it('leaves an instant in the graveyard when an effect would put it onto the battlefield', () => {
    let s = startWith(
      {
        players: [
          {
            id: 'alice',
            hand: [{ card: 'Test Exhumation' }],
            graveyard: [{ card: 'Lightning Bolt' }],
            battlefield: [{ card: 'Swamp' }],
          },
          { id: 'bob' },
        ],
      },
      () => undefined,
    );
    const bolt = idsOf(s, 'Lightning Bolt', 'graveyard')[0]!;
    s = act(ctx, s, {
      type: 'CastSpell',
      player: 'alice',
      card: idsOf(s, 'Test Exhumation', 'hand')[0]!,
      targets: [[bolt]],
    });
    s = resolveStack(ctx, s);
    expect(s.battlefield.map((id) => objectOf(s, id)!.name)).toEqual(['Swamp']);
    expect(s.players[0]!.graveyard.map((id) => objectOf(s, id)!.name)).toEqual([
      'Lightning Bolt',
      'Test Exhumation',
    ]);
    expect(objectOf(s, bolt)).toBeDefined();
  });
});

describe('704.3: each check sees the state as it is', () => {
  it('sacrifices a Saga once its chapter ability has left, though a check of the same objects with it pending found nothing (704.5s)', () => {
    const { state } = buildPosition(
      {
        gameId: 'spec',
        players: [
          { id: 'alice', battlefield: [{ card: 'The Eldest Reborn', counters: { lore: 3 } }] },
          { id: 'bob' },
        ],
      },
      ctx,
    );
    const saga = objectOf(state, state.battlefield[0]!)!;
    const chapter = ctx.cards.require(saga.name).abilities.findIndex((a) => a.kind === 'triggered');
    const pending: GameState = {
      ...state,
      pendingTriggers: [
        {
          source: saga.id,
          sourceCardId: saga.cardId,
          sourceName: saga.name,
          controller: 'alice',
          abilityIndex: chapter,
        },
      ],
    };
    const task = { kind: 'priority', player: 'alice' } as const;
    expect(performStateBasedActions(readingRun(pending, ctx), task)).toBe('none');
    expect(performStateBasedActions(readingRun({ ...pending, pendingTriggers: [] }, ctx), task)).toBe(
      'performed',
    );
  });
});
