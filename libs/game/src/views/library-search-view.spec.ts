// 701.19a, 701.19e: a player searching their library sees its cards; the others learn a card found
// only when it is revealed or put into a public zone. 401.2, 701.16e: the top cards a player looks at
// are seen by that player only. Checked in every view and event of each viewer, and in the legal
// actions, which offer exactly the cards the search may find (and finding nothing, 701.19b).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  allObjects,
  buildPosition,
  decide,
  evolve,
  initialState,
  legalActions,
  objectOf,
  type Command,
  type GameState,
} from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { eventView } from './event-view.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };

const bob: Viewer = { kind: 'seat', player: 'bob' };
const alice: Viewer = { kind: 'seat', player: 'alice' };
const spectator: Viewer = { kind: 'spectator' };

interface Played {
  state: GameState;
  /** Everything each viewer was shown: each state's view and each event's, as JSON. */
  shown: Map<Viewer, string[]>;
}

/** Alice casts `spell` (lands to pay for it on her battlefield) and answers the decisions with `answers` (card names). */
function play(spell: string, lands: string[], library: string[], answers: string[][]): Played {
  const { state: position } = buildPosition(
    {
      gameId: 'search',
      players: [
        {
          id: 'alice',
          hand: [{ card: spell }],
          library: library.map((card) => ({ card })),
          battlefield: lands.map((card) => ({ card })),
        },
        { id: 'bob', library: [{ card: 'Plains' }] },
      ],
    },
    ctx,
  );
  const shown = new Map<Viewer, string[]>([bob, alice, spectator].map((v) => [v, []]));
  let s = initialState();
  let revision = 0n;
  const send = (command: Command) => {
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    for (const event of result.events) {
      const after = evolve(s, event);
      revision++;
      for (const [viewer, seen] of shown) {
        seen.push(JSON.stringify(eventView(event, revision, { before: s, after }, viewer, ctx)));
        seen.push(JSON.stringify(gameView(after, revision, viewer, ctx)));
      }
      s = after;
    }
  };
  send({ type: 'StartFromPosition', initial: position });
  const card = allObjects(s).find((o) => o.name === spell && o.zone === 'hand')!;
  send({ type: 'CastSpell', player: 'alice', card: card.id, targets: [] });
  send({ type: 'PassPriority', player: 'alice' });
  send({ type: 'PassPriority', player: 'bob' });
  for (const names of answers) {
    const decision = s.decision!;
    const ids = names.map((name) => decision.options.find((o) => o.label === name)!.id);
    send({
      type: 'MakeChoice',
      player: 'alice',
      decision: decision.id,
      answer: { kind: 'options', ids },
    });
  }
  return { state: s, shown };
}

const named = (played: Played, viewer: Viewer, name: string) =>
  played.shown.get(viewer)!.some((json) => json.includes(name));

describe('a search of a library (701.19a)', () => {
  it('Demonic Tutor: the card found goes to the hand and only alice ever sees its name (701.19e: not revealed)', () => {
    const played = play(
      'Demonic Tutor',
      ['Swamp', 'Swamp'],
      ['Island', 'Serra Angel', 'Swamp'],
      [['Serra Angel']],
    );
    const { state } = played;
    const hand = playerOf(state, 'alice').hand.map((id) => objectOf(state, id)!.name);
    expect(hand).toEqual(['Serra Angel']);
    expect(named(played, alice, 'Serra Angel')).toBe(true);
    expect(named(played, bob, 'Serra Angel')).toBe(false);
    expect(named(played, spectator, 'Serra Angel')).toBe(false);
  });

  it('Worldly Tutor: the card found is revealed (701.19e), so every player sees it, and it ends on top of the shuffled library (701.20b)', () => {
    const library = ['Island', 'Forest', 'Craw Wurm', 'Swamp', 'Plains'];
    const played = play('Worldly Tutor', ['Forest'], library, [['Craw Wurm']]);
    const { state } = played;
    const top = playerOf(state, 'alice').library[0]!;
    expect(objectOf(state, top)!.name).toBe('Craw Wurm');
    expect(named(played, bob, 'Craw Wurm')).toBe(true);
    // The cards not found stay hidden from bob: he sees the shuffle's count, not its order.
    expect(named(played, bob, 'Swamp')).toBe(false);
  });

  it('Rampant Growth: the card found is seen by all once on the battlefield, and the library is shuffled after it left (701.20a)', () => {
    const played = play(
      'Rampant Growth',
      ['Forest', 'Forest'],
      ['Lightning Bolt', 'Mountain', 'Giant Growth'],
      [['Mountain']],
    );
    expect(named(played, bob, 'Mountain')).toBe(true);
    expect(named(played, bob, 'Lightning Bolt')).toBe(false);
    expect(named(played, bob, 'Giant Growth')).toBe(false);
  });

  it('offers exactly the cards that match and finding nothing, each answer accepted (701.19b)', () => {
    const played = play(
      'Rampant Growth',
      ['Forest', 'Forest'],
      ['Lightning Bolt', 'Mountain', 'Island', 'Giant Growth'],
      [],
    );
    const { state } = played;
    expect(state.decision).toMatchObject({ player: 'alice', kind: 'cards', min: 0, max: 1 });
    const actions = legalActions(state, 'alice', ctx);
    // Besides a concession (104.3a), the answers: each matching card, and none.
    expect(actions.filter((a) => a.type !== 'MakeChoice').map((a) => a.type)).toEqual(['Concede']);
    const chosen = actions.flatMap((a) =>
      a.type === 'MakeChoice' && a.answer.kind === 'options' ? [a.answer.ids] : [],
    );
    const names = chosen.map((ids) => ids.map((id) => objectOf(state, id)!.name));
    expect(names).toEqual([['Mountain'], ['Island'], []]);
    for (const action of actions) expect(decide(action, state, ctx).ok).toBe(true);
    // The decision's options are not shown to bob: neither their names, their ids nor how many (401.2).
    const seen = gameView(state, 1n, bob, ctx).decision;
    expect(seen).toMatchObject({ player: 'alice', kind: 'cards', options: [], optionCount: 0, max: 1 });
    expect(gameView(state, 1n, alice, ctx).decision).toMatchObject({ optionCount: 2 });
    expect(named(played, bob, 'Island')).toBe(false);
    expect(legalActions(state, 'bob', ctx).map((a) => a.type)).toEqual(['Concede']);
  });
});

describe('a search for up to two cards (701.19b)', () => {
  it('Cultivate: the legal actions offer each basic land card alone, two of them, and none, each accepted', () => {
    const library = ['Serra Angel', 'Island', 'Plains', 'Forest'];
    const { state } = play('Cultivate', ['Forest', 'Forest', 'Forest'], library, []);
    expect(state.decision).toMatchObject({ player: 'alice', kind: 'cards', min: 0, max: 2 });
    const actions = legalActions(state, 'alice', ctx).filter((a) => a.type === 'MakeChoice');
    const names = actions.map((a) =>
      a.type === 'MakeChoice' && a.answer.kind === 'options'
        ? a.answer.ids.map((id) => objectOf(state, id)!.name)
        : [],
    );
    expect(names).toEqual([['Island'], ['Plains'], ['Forest'], ['Island', 'Plains'], []]);
    for (const action of actions) expect(decide(action, state, ctx).ok).toBe(true);
  });
});

describe('the top cards of a library looked at (701.16e)', () => {
  it('Impulse: bob sees neither the card taken nor the order of the cards put on the bottom', () => {
    const library = ['Island', 'Serra Angel', 'Counterspell', 'Swamp', 'Plains'];
    const played = play('Impulse', ['Island', 'Island'], library, [
      ['Counterspell'],
      ['Swamp', 'Island', 'Serra Angel'],
    ]);
    const { state } = played;
    const names = playerOf(state, 'alice').library.map((id) => objectOf(state, id)!.name);
    expect(names).toEqual(['Plains', 'Swamp', 'Island', 'Serra Angel']);
    for (const name of ['Counterspell', 'Serra Angel', 'Swamp']) {
      expect(named(played, alice, name)).toBe(true);
      expect(named(played, bob, name)).toBe(false);
    }
  });
});

function playerOf(state: GameState, id: string) {
  return state.players.find((p) => p.id === id)!;
}
