// 309.2b, 309.4: a dungeon in the command zone, and the room of its owner's venture marker, are seen
// by everyone; 309.7: so are the dungeons a player completed. 701.18a: a scry's cards are seen only by
// the player who scries. The audit trail names each venture and completion with its rule.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  decide,
  initialState,
  type Command,
  type GameEvent,
  type GameState,
} from '@mtg/rules';
import type { RecordedEvent } from '@mtg/event-store';
import type { Viewer } from '../access/actors.js';
import { auditTrail } from './audit-trail.js';
import { eventView } from './event-view.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };
const nadaar = 'Nadaar, Selfless Paladin';

/** Alice casts Nadaar with the given dungeon state; each command of `then` follows, given the state. */
function play(
  dungeon: { name: string; room: string } | undefined,
  then: ((s: GameState) => Command)[],
): { state: GameState; events: GameEvent[] } {
  const { state } = buildPosition(
    {
      gameId: 'dungeons',
      players: [
        {
          id: 'alice',
          hand: [{ card: nadaar }],
          library: [{ card: 'Island' }, { card: 'Swamp' }],
          battlefield: [{ card: 'Plains' }, { card: 'Plains' }, { card: 'Plains' }],
          ...(dungeon ? { dungeon } : {}),
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  const pass = (player: string) => (): Command => ({ type: 'PassPriority', player });
  const commands: ((s: GameState) => Command)[] = [
    () => ({ type: 'StartFromPosition', initial: state }),
    (s) => ({ type: 'CastSpell', player: 'alice', card: s.players[0]!.hand[0]! }),
    pass('alice'),
    pass('bob'),
    pass('alice'),
    pass('bob'),
    ...then,
  ];
  let s = initialState();
  const events: GameEvent[] = [];
  for (const command of commands) {
    const result = decide(command(s), s, ctx);
    if (!result.ok) throw new Error(result.rejection.message);
    s = result.state;
    events.push(...result.events);
  }
  return { state: s, events };
}

const viewers: [string, Viewer][] = [
  ['alice', { kind: 'seat', player: 'alice' }],
  ['bob', { kind: 'seat', player: 'bob' }],
  ['a spectator', { kind: 'spectator' }],
  ['the judge', { kind: 'judge' }],
];

const recorded = (events: GameEvent[]): RecordedEvent[] =>
  events.map((data, i) => ({
    id: `e${i}`,
    type: data.type,
    data,
    metadata: {},
    stream: 'game-dungeons',
    revision: BigInt(i),
    position: BigInt(i),
    created: '',
  }));

describe('dungeons in the views', () => {
  const dungeon = { name: 'Lost Mine of Phandelver', room: 'Dark Pool' };
  const pass = (player: string) => (): Command => ({ type: 'PassPriority', player });

  it.each(viewers)('%s sees the dungeon and the room of its venture marker (309.4)', (_, viewer) => {
    const { state } = play(dungeon, []);
    const alice = gameView(state, 1n, viewer, ctx).players[0]!;
    expect(alice.dungeon).toEqual({
      id: expect.any(String),
      name: dungeon.name,
      room: 'Temple of Dumathoin',
    });
    expect(alice.completedDungeons).toBeUndefined();
  });

  it.each(viewers)('%s sees the dungeons alice completed (309.7)', (_, viewer) => {
    const { state } = play(dungeon, [pass('alice'), pass('bob')]);
    const alice = gameView(state, 1n, viewer, ctx).players[0]!;
    expect(alice.dungeon).toBeUndefined();
    expect(alice.completedDungeons).toEqual([dungeon.name]);
  });

  it('explains the venture and the completion in the audit trail (309.4c, 704.5t)', () => {
    const { events } = play(dungeon, [pass('alice'), pass('bob')]);
    const entries = auditTrail(recorded(events), []).filter((e) => e.kind === 'dungeon');
    expect(entries.map((e) => e.rule)).toEqual(['309.4c', '704.5t']);
    expect(entries[1]!.text).toContain('alice completed Lost Mine of Phandelver');
  });

  it("shows a scry's cards only to the player who scried (701.18a)", () => {
    const { state, events } = play(undefined, [
      () => ({ type: 'MakeChoice', player: 'alice', answer: { kind: 'options', ids: [dungeon.name] } }),
      pass('alice'),
      pass('bob'),
      (s) => ({
        type: 'MakeChoice',
        player: 'alice',
        answer: { kind: 'options', ids: [s.players[0]!.library[0]!] },
      }),
    ]);
    const scried = events.find((e) => e.type === 'Scried')!;
    expect(
      eventView(scried, 1n, { before: state, after: state }, { kind: 'seat', player: 'alice' }, ctx).data,
    ).toEqual(scried);
    expect(
      eventView(scried, 1n, { before: state, after: state }, { kind: 'seat', player: 'bob' }, ctx).data,
    ).toEqual({
      type: 'Scried',
      player: 'alice',
      amount: 1,
      onTop: 0,
      onBottom: 1,
    });
  });
});
