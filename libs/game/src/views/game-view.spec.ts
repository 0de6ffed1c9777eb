// 406.3 (docs/architecture.md "Views and hidden information"): a card exiled face down can't be examined by any
// player, its owner included; only the judge's view names it.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import { buildPosition, decide, initialState, type GameEvent, type GameState, objectOf } from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { eventView } from './event-view.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };

/** Alice, with Asmodeus the Archfiend, has just exiled Grizzly Bears face down instead of drawing it. */
function afterBindingContract(): { state: GameState; events: GameEvent[] } {
  const { state } = buildPosition(
    {
      gameId: 'face-down',
      turn: 3,
      step: 'upkeep',
      players: [
        {
          id: 'alice',
          library: [{ card: 'Grizzly Bears' }, { card: 'Island' }],
          battlefield: [{ card: 'Asmodeus the Archfiend' }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  let s = initialState();
  const events: GameEvent[] = [];
  for (const command of [
    { type: 'StartFromPosition', initial: state },
    { type: 'PassPriority', player: 'alice' },
    { type: 'PassPriority', player: 'bob' },
  ] as const) {
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
    if (command.type !== 'StartFromPosition') events.push(...result.events);
  }
  return { state: s, events };
}

const viewers: [string, Viewer][] = [
  ['alice, its owner', { kind: 'seat', player: 'alice' }],
  ['bob, her opponent', { kind: 'seat', player: 'bob' }],
  ['a spectator', { kind: 'spectator' }],
];

describe('a card exiled face down (406.3)', () => {
  const { state, events } = afterBindingContract();
  const exiled = state.exile[0]!;

  it('is in exile, face down', () => {
    expect(objectOf(state, exiled)).toMatchObject({ name: 'Grizzly Bears', zone: 'exile', faceDown: true });
  });

  it('is named in the judge view only', () => {
    const judge = gameView(state, 1n, { kind: 'judge' }, ctx);
    expect(judge.exile).toEqual([
      expect.objectContaining({ id: exiled, name: 'Grizzly Bears', faceDown: true }),
    ]);
  });

  it.each(viewers)('is not named in the view of %s, which shows a face-down card in exile', (_, viewer) => {
    const view = gameView(state, 1n, viewer, ctx);
    expect(view.exile).toEqual([expect.objectContaining({ id: exiled, name: '', faceDown: true })]);
    expect(JSON.stringify(view)).not.toContain('Grizzly Bears');
  });

  it.each(viewers)('is not named in the events %s is sent', (_, viewer) => {
    expect(events.some((e) => e.type === 'ZoneChanged' && e.to === 'exile')).toBe(true);
    const sent = events.map((e, i) => eventView(e, BigInt(i), { before: state, after: state }, viewer, ctx));
    expect(JSON.stringify(sent)).not.toContain('Grizzly Bears');
  });
});

// 401.5: "Play with the top card of your library revealed" (Oracle of Mul Daya): every player sees it.
describe('the top card of a library played revealed (401.5)', () => {
  const { state } = buildPosition(
    {
      gameId: 'revealed-top',
      players: [
        {
          id: 'alice',
          library: [{ card: 'Forest' }, { card: 'Grizzly Bears' }],
          battlefield: [{ card: 'Oracle of Mul Daya' }],
        },
        { id: 'bob', library: [{ card: 'Island' }] },
      ],
    },
    ctx,
  );

  it.each([...viewers, ['the judge', { kind: 'judge' }] as [string, Viewer]])(
    'is named in the view of %s; the next card is not, nor the top of a library played hidden',
    (_, viewer) => {
      const view = gameView(state, 1n, viewer, ctx);
      const [alice, bob] = view.players;
      expect(alice!.libraryTop).toMatchObject({ name: 'Forest', zone: 'library' });
      expect(bob!.libraryTop).toBeUndefined();
      if (viewer.kind !== 'judge') {
        expect(JSON.stringify(view)).not.toContain('Grizzly Bears');
        expect(JSON.stringify(view)).not.toContain('Island');
      }
    },
  );
});

describe("a battle's defense and protector (310.4c, 310.8)", () => {
  const { state } = buildPosition(
    {
      gameId: 'battle',
      players: [
        {
          id: 'alice',
          battlefield: [{ card: 'Invasion of Dominaria', protector: 'bob', counters: { defense: 3 } }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );

  it.each([...viewers, ['the judge', { kind: 'judge' } as Viewer]])('are shown to %s', (_who, viewer) => {
    const battle = gameView(state, 1n, viewer, ctx).battlefield[0];
    expect(battle).toMatchObject({ name: 'Invasion of Dominaria', defense: 3, protector: 'bob' });
  });
});

// 701.28a, 712.8e: a transformed permanent is shown by its back face's name, to every viewer.
describe('a transforming double-faced permanent with its back face up (701.28a)', () => {
  const { state: position } = buildPosition(
    {
      gameId: 'transformed',
      turn: 1,
      step: 'end',
      players: [
        { id: 'alice', library: [{ card: 'Island' }], battlefield: [{ card: 'Gatstaf Shepherd' }] },
        { id: 'bob', library: [{ card: 'Island' }] },
      ],
    },
    ctx,
  );
  // No spell was cast on turn 1: at turn 2's upkeep the werewolf's ability transforms it.
  let state = initialState();
  let command: Parameters<typeof decide>[0] = { type: 'StartFromPosition', initial: position };
  while (state.turn.number < 2 || state.turn.step !== 'draw') {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    state = result.state;
    command = { type: 'PassPriority', player: state.turn.priority! };
  }
  const wolf = state.battlefield[0]!;

  it('is the same permanent, its back face up', () => {
    expect(objectOf(state, wolf)).toMatchObject({ name: 'Gatstaf Shepherd', face: 'Gatstaf Howler' });
  });

  it.each([...viewers, ['the judge', { kind: 'judge' } as Viewer] as const])(
    'is named Gatstaf Howler in the view of %s',
    (_, viewer) => {
      const view = gameView(state, 1n, viewer, ctx);
      expect(view.battlefield.find((o) => o.id === wolf)).toMatchObject({ name: 'Gatstaf Howler' });
    },
  );
});

// 710.2, 110.5: a flipped permanent is shown by its bottom half's name, marked flipped, to every viewer.
describe('a flip card that flipped (710.2)', () => {
  const { state: position } = buildPosition(
    {
      gameId: 'flipped',
      turn: 1,
      step: 'main2',
      players: [
        {
          id: 'alice',
          library: [{ card: 'Island' }],
          battlefield: [{ card: 'Hired Muscle', counters: { ki: 2 } }],
        },
        { id: 'bob', library: [{ card: 'Island' }] },
      ],
    },
    ctx,
  );
  // At the beginning of the end step, with two ki counters on it, Alice flips Hired Muscle.
  let state = initialState();
  let command: Parameters<typeof decide>[0] = { type: 'StartFromPosition', initial: position };
  while (state.turn.number < 2) {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    state = result.state;
    command = state.decision
      ? { type: 'MakeChoice', player: state.decision.player, answer: { kind: 'yes-no', yes: true } }
      : { type: 'PassPriority', player: state.turn.priority! };
  }
  const muscle = state.battlefield[0]!;

  it('is the same permanent, flipped', () => {
    expect(objectOf(state, muscle)).toMatchObject({
      name: 'Hired Muscle',
      flipped: true,
      counters: { ki: 2 },
    });
  });

  it.each([...viewers, ['the judge', { kind: 'judge' } as Viewer] as const])(
    'is named Scarmaker, flipped, in the view of %s',
    (_, viewer) => {
      const view = gameView(state, 1n, viewer, ctx);
      expect(view.battlefield.find((o) => o.id === muscle)).toMatchObject({
        name: 'Scarmaker',
        flipped: true,
        power: 4,
        toughness: 4,
      });
    },
  );
});

// 702.103b: a spell cast bestowed is shown as a bestowed Aura to every viewer, on the stack and on
// the battlefield, with no power or toughness (it is not a creature).
describe('a creature card cast bestowed (702.103b)', () => {
  const { state: position } = buildPosition(
    {
      gameId: 'bestowed',
      turn: 1,
      step: 'main1',
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Boon Satyr' }],
          battlefield: [...Array(5).fill({ card: 'Forest' }), { card: 'Grizzly Bears' }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  const satyrCard = position.players[0]!.hand[0]!;
  const bears = position.battlefield[5]!;
  const play = (state: GameState, command: Parameters<typeof decide>[0]): GameState => {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    return result.state;
  };
  let state = play(initialState(), { type: 'StartFromPosition', initial: position });
  state = play(state, {
    type: 'CastSpell',
    player: 'alice',
    card: satyrCard,
    targets: [[bears]],
    alternative: 'bestow',
  });
  const onStack = state.stack[0]!;
  const cast = state;
  state = play(play(state, { type: 'PassPriority', player: 'alice' }), {
    type: 'PassPriority',
    player: 'bob',
  });
  const aura = state.battlefield.find((id) => objectOf(state, id)?.name === 'Boon Satyr')!;

  it.each([...viewers, ['the judge', { kind: 'judge' } as Viewer] as const])(
    'is a bestowed Aura spell, then a bestowed Aura attached to the Bears, in the view of %s',
    (_, viewer) => {
      expect(gameView(cast, 1n, viewer, ctx).stack.find((o) => o.id === onStack)).toMatchObject({
        name: 'Boon Satyr',
        bestowed: true,
        targets: [[bears]],
      });
      const shown = gameView(state, 2n, viewer, ctx).battlefield.find((o) => o.id === aura);
      expect(shown).toMatchObject({ name: 'Boon Satyr', bestowed: true, attachedTo: bears });
      expect(shown?.power).toBeUndefined();
      expect(gameView(state, 2n, viewer, ctx).battlefield.find((o) => o.id === bears)).toMatchObject({
        power: 6,
        toughness: 4,
      });
    },
  );
});

describe('an Aura with enchant player (702.5d)', () => {
  const { state: position } = buildPosition(
    {
      gameId: 'curse',
      turn: 1,
      step: 'main1',
      players: [
        {
          id: 'alice',
          hand: [{ card: 'Curse of the Pierced Heart' }],
          battlefield: [{ card: 'Mountain' }, { card: 'Mountain' }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  const curse = position.players[0]!.hand[0]!;
  const play = (state: GameState, command: Parameters<typeof decide>[0]): GameState => {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    return result.state;
  };
  let state = play(initialState(), { type: 'StartFromPosition', initial: position });
  state = play(state, { type: 'CastSpell', player: 'alice', card: curse, targets: [['bob']] });
  const cast = state;
  state = play(play(state, { type: 'PassPriority', player: 'alice' }), {
    type: 'PassPriority',
    player: 'bob',
  });

  it.each([...viewers, ['the judge', { kind: 'judge' } as Viewer] as const])(
    'targets bob as a spell, then is attached to him, in the view of %s',
    (_, viewer) => {
      expect(gameView(cast, 1n, viewer, ctx).stack[0]).toMatchObject({
        name: 'Curse of the Pierced Heart',
        targets: [['bob']],
      });
      expect(
        gameView(state, 2n, viewer, ctx).battlefield.find((o) => o.name === 'Curse of the Pierced Heart'),
      ).toMatchObject({
        controller: 'alice',
        attachedTo: 'bob',
      });
    },
  );
});
