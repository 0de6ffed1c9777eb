// Issue 18, item 2: who knew what, at any revision (MTR 4.1). A scry (701.18a) teaches the scrying
// player the cards they keep in their library and where; a look at a hand (Gitaxian Probe) teaches
// the looker that hand; a shuffle (701.20a) ends the knowledge of a library's order.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  decide,
  initialState,
  legalActions,
  objectOf,
  type Command,
  type GameEvent,
  type GameState,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import { knowledgeAt } from './knowledge.js';

const ctx = { cards: cardCatalogue };

/** A game driven command by command, its events kept as a stream's records. */
function recorder() {
  const records: RecordedEvent[] = [];
  let state: GameState = initialState();
  const play = (command: Command) => {
    const result = decide(command, state, ctx);
    if (!result.ok) throw new Error(`${command.type}: ${result.rejection.message}`);
    for (const data of result.events as GameEvent[])
      records.push({
        id: `e${records.length}`,
        type: data.type,
        data,
        metadata: {},
        stream: 'game-k',
        revision: BigInt(records.length),
        position: BigInt(records.length),
        created: '',
      });
    state = result.state;
  };
  /**
   * Casts the card named, then lets everything resolve, answering each decision with its first legal
   * answer (or the first that names `prefer`).
   */
  const castAndResolve = (name: string, targets: string[] = [], prefer?: string) => {
    const id = state.players[0]!.hand.find((o) => objectOf(state, o)!.name === name)!;
    const cast = legalActions(state, 'alice', ctx).find(
      (a) => a.type === 'CastSpell' && a.card === id && targets.every((t) => a.targets?.flat().includes(t)),
    )!;
    play(cast);
    for (let i = 0; i < 20 && (state.stack.length || state.decision); i++) {
      const player = state.decision?.player ?? state.turn.priority!;
      const actions = legalActions(state, player, ctx).filter((a) => a.type !== 'Concede');
      const preferred = actions.find((a) => prefer && JSON.stringify(a).includes(`"${prefer}"`));
      play(state.decision ? (preferred ?? actions[0]!) : actions.find((a) => a.type === 'PassPriority')!);
    }
  };
  return { records, play, castAndResolve, state: () => state };
}

describe('who knew what (issue 18, item 2; MTR 4.1)', () => {
  it('701.18a, 701.20a: scried cards and a hand looked at are known, to their player only, until a shuffle', () => {
    const { state: position } = buildPosition(
      {
        gameId: 'k',
        active: 'alice',
        step: 'main1',
        players: [
          {
            id: 'alice',
            battlefield: [{ card: 'Island' }, { card: 'Island' }],
            hand: [{ card: 'Preordain' }, { card: 'Gitaxian Probe' }],
            library: [{ card: 'Forest' }, { card: 'Mountain' }, { card: 'Plains' }, { card: 'Swamp' }],
          },
          { id: 'bob', hand: [{ card: 'Grizzly Bears' }], library: [{ card: 'Forest' }] },
        ],
      },
      ctx,
    );
    const game = recorder();
    game.play({ type: 'StartFromPosition', initial: position });
    const start = game.records.length - 1;
    expect(knowledgeAt(game.records, start).players[0]).toMatchObject({
      player: 'alice',
      hand: [{ card: 'Preordain' }, { card: 'Gitaxian Probe' }],
      hands: { bob: [] },
      libraries: { alice: [], bob: [] },
    });

    game.castAndResolve('Preordain');
    const afterScry = knowledgeAt(game.records, game.records.length - 1);
    const scried = game.records.find((r) => r.type === 'Scried')!.data as { top: string[]; bottom: string[] };
    const alice = afterScry.players.find((p) => p.player === 'alice')!;
    const bob = afterScry.players.find((p) => p.player === 'bob')!;
    // Scry 2, then draw: the card drawn was the top one; the others kept are known where they are.
    const library = game.state().players[0]!.library;
    const kept = [...scried.top.slice(1), ...scried.bottom].filter((id) => library.includes(id));
    expect(alice.libraries.alice!.map((c) => c.object).sort()).toEqual([...kept].sort());
    for (const known of alice.libraries.alice!) expect(library[known.position!]).toBe(known.object);
    expect(bob.libraries.alice).toEqual([]);

    // 701.20a: once her library is shuffled, alice knows no position in it any more.
    const scryEnd = game.records.length;
    const order = [...game.state().players[0]!.library].reverse();
    const shuffled: GameEvent = { type: 'LibraryShuffled', player: 'alice', order };
    const shuffle = {
      ...game.records[scryEnd - 1]!,
      id: 'shuffle',
      type: shuffled.type,
      data: shuffled,
      revision: BigInt(scryEnd),
    };
    expect(knowledgeAt([...game.records, shuffle], scryEnd).players[0]!.libraries.alice).toEqual([]);

    game.castAndResolve('Gitaxian Probe', ['bob']);
    const afterProbe = knowledgeAt(game.records, game.records.length - 1);
    expect(afterProbe.players[0]!.hands.bob!.map((c) => c.card)).toEqual(['Grizzly Bears']);
    expect(afterProbe.players[1]!.hands.alice).toEqual([]);

    // Earlier revisions answer as they were: before the probe, alice knew nothing of bob's hand.
    expect(knowledgeAt(game.records, start).players[0]!.hands.bob).toEqual([]);
  });

  it('701.20b, 701.19e: the card Worldly Tutor revealed and put on top of the shuffled library stays known to all; 701.16e: the cards Impulse put on the bottom are known to alice only', () => {
    const { state: position } = buildPosition(
      {
        gameId: 'k',
        active: 'alice',
        step: 'main1',
        players: [
          {
            id: 'alice',
            battlefield: [{ card: 'Forest' }, { card: 'Island' }, { card: 'Island' }],
            hand: [{ card: 'Worldly Tutor' }, { card: 'Impulse' }],
            library: ['Island', 'Craw Wurm', 'Swamp', 'Plains', 'Mountain', 'Forest'].map((card) => ({
              card,
            })),
          },
          { id: 'bob', library: [{ card: 'Forest' }] },
        ],
      },
      ctx,
    );
    const game = recorder();
    game.play({ type: 'StartFromPosition', initial: position });
    game.castAndResolve('Worldly Tutor');
    const tutored = knowledgeAt(game.records, game.records.length - 1);
    for (const player of tutored.players)
      expect(player.libraries.alice).toEqual([
        { object: game.state().players[0]!.library[0], card: 'Craw Wurm', position: 0 },
      ]);

    game.castAndResolve('Impulse');
    const looked = knowledgeAt(game.records, game.records.length - 1);
    const library = game.state().players[0]!.library;
    const alice = looked.players.find((p) => p.player === 'alice')!.libraries.alice!;
    const bob = looked.players.find((p) => p.player === 'bob')!.libraries.alice!;
    // The three cards not taken went to the bottom, in the order alice chose; she knows where each is.
    expect(alice.map((c) => c.position)).toEqual([
      library.length - 3,
      library.length - 2,
      library.length - 1,
    ]);
    expect(bob).toEqual([]);
  });

  it("701.16e, 401.4: the cards of bob's library Architects of Will looked at are known to alice only; 701.16a: the card Ancient Stirrings revealed is known to all in alice's hand", () => {
    const { state: position } = buildPosition(
      {
        gameId: 'k',
        active: 'alice',
        step: 'main1',
        players: [
          {
            id: 'alice',
            battlefield: ['Island', 'Island', 'Swamp', 'Swamp', 'Forest'].map((card) => ({ card })),
            hand: [{ card: 'Architects of Will' }, { card: 'Ancient Stirrings' }],
            library: ['Sol Ring', 'Grizzly Bears', 'Island', 'Plains', 'Forest', 'Swamp'].map((card) => ({
              card,
            })),
          },
          { id: 'bob', library: ['Forest', 'Island', 'Mountain', 'Plains'].map((card) => ({ card })) },
        ],
      },
      ctx,
    );
    const game = recorder();
    game.play({ type: 'StartFromPosition', initial: position });
    game.castAndResolve('Architects of Will', [], 'bob');
    const arranged = game.records.find((r) => r.type === 'LibraryArranged')!.data;
    expect(arranged).toMatchObject({ player: 'alice', library: 'bob' });
    const looked = knowledgeAt(game.records, game.records.length - 1);
    const bobsLibrary = game.state().players[1]!.library;
    const alice = looked.players.find((p) => p.player === 'alice')!;
    const bob = looked.players.find((p) => p.player === 'bob')!;
    expect(alice.libraries.bob!.map((c) => c.position)).toEqual([0, 1, 2]);
    for (const known of alice.libraries.bob!) expect(bobsLibrary[known.position!]).toBe(known.object);
    expect(bob.libraries.bob).toEqual([]);

    game.castAndResolve('Ancient Stirrings');
    const revealed = knowledgeAt(game.records, game.records.length - 1);
    const taken = game.state().players[0]!.hand.map((id) => objectOf(game.state(), id)!.name);
    expect(taken).toEqual(['Sol Ring']);
    expect(revealed.players.find((p) => p.player === 'bob')!.hands.alice!.map((c) => c.card)).toEqual([
      'Sol Ring',
    ]);
    // The four cards put on the bottom are alice's to know, not bob's.
    expect(revealed.players.find((p) => p.player === 'alice')!.libraries.alice).toHaveLength(4);
    expect(revealed.players.find((p) => p.player === 'bob')!.libraries.alice).toEqual([]);
  });
});
