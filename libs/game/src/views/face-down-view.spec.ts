// 708.5 (docs/architecture.md "Views and hidden information"): a face-down spell or permanent is seen
// by its controller and the judge only; its opponents see a nameless 2/2 until it is turned face up
// (702.37e), leaves the battlefield, or the game ends (708.9).
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import {
  buildPosition,
  decide,
  evolve,
  initialState,
  legalActions,
  type Command,
  type GameEvent,
  type GameState,
} from '@mtg/rules';
import type { Viewer } from '../access/actors.js';
import { eventView } from './event-view.js';
import { gameView } from './game-view.js';

const ctx = { cards: cardCatalogue };
const ALCHEMIST = 'Aphetto Alchemist';
const alice: Viewer = { kind: 'seat', player: 'alice' };
const opponents: [string, Viewer][] = [
  ['bob, her opponent', { kind: 'seat', player: 'bob' }],
  ['a spectator', { kind: 'spectator' }],
];

interface Played {
  state: GameState;
  /** Each event with the states right before and after it. */
  events: { event: GameEvent; before: GameState; after: GameState }[];
}

/** Alice, in her main phase with four Islands, and commands played from there, each made from the state it is sent in. */
function play(...commands: ((state: GameState) => Command)[]): Played {
  const { state: initial } = buildPosition(
    {
      gameId: 'morph',
      players: [
        {
          id: 'alice',
          hand: [{ card: ALCHEMIST }],
          battlefield: [{ card: 'Island' }, { card: 'Island' }, { card: 'Island' }, { card: 'Island' }],
        },
        { id: 'bob' },
      ],
    },
    ctx,
  );
  const started = decide({ type: 'StartFromPosition', initial }, initialState(), ctx);
  if (!started.ok) throw new Error(started.rejection.message);
  let s = started.state;
  const events: Played['events'] = [];
  for (const next of commands) {
    const command = next(s);
    const result = decide(command, s, ctx);
    if (!result.ok) throw new Error(`${command.type}: ${result.rejection.message}`);
    let before = s;
    for (const event of result.events) {
      const after = evolve(before, event);
      events.push({ event, before, after });
      before = after;
    }
    s = result.state;
  }
  return { state: s, events };
}

const castFaceDown = (s: GameState): Command => ({
  type: 'CastSpell',
  player: 'alice',
  card: s.players[0]!.hand[0]!,
  alternative: 'morph',
});
const pass = (player: string) => (): Command => ({ type: 'PassPriority', player });
const faceDownOf = (s: GameState) => s.battlefield.at(-1)!;
const sent = (played: Played, viewer: Viewer) =>
  JSON.stringify(
    played.events.map(({ event, before, after }, i) =>
      eventView(event, BigInt(i), { before, after }, viewer, ctx),
    ),
  );

describe('a face-down spell and permanent (702.37c, 708.2a, 708.5)', () => {
  const cast = play(castFaceDown);
  const resolved = play(castFaceDown, pass('alice'), pass('bob'));

  it('is a face-down spell on the stack, named for alice and the judge only', () => {
    for (const viewer of [alice, { kind: 'judge' } as Viewer])
      expect(gameView(cast.state, 1n, viewer, ctx).stack).toEqual([
        expect.objectContaining({ name: ALCHEMIST, faceDown: true }),
      ]);
  });

  it.each(opponents)('is a nameless 2/2 for %s, in the view and in every event sent', (_, viewer) => {
    expect(gameView(cast.state, 1n, viewer, ctx).stack).toEqual([
      expect.objectContaining({ name: '', faceDown: true }),
    ]);
    const view = gameView(resolved.state, 1n, viewer, ctx);
    expect(view.battlefield.find((o) => o.faceDown)).toMatchObject({ name: '', power: 2, toughness: 2 });
    expect(JSON.stringify(view)).not.toContain(ALCHEMIST);
    expect(sent(resolved, viewer)).not.toContain(ALCHEMIST);
  });

  it('is turned face up by alice only (702.37e): her legal actions list it, not bob’s', () => {
    const faceDown = faceDownOf(resolved.state);
    expect(legalActions(resolved.state, 'alice', ctx)).toContainEqual({
      type: 'TurnFaceUp',
      player: 'alice',
      object: faceDown,
    });
    expect(legalActions(resolved.state, 'bob', ctx).some((c) => c.type === 'TurnFaceUp')).toBe(false);
  });

  it.each(opponents)(
    'is named to %s once turned face up (708.8) or once the game ends (708.9)',
    (_, viewer) => {
      const turned = play(castFaceDown, pass('alice'), pass('bob'), (s) => ({
        type: 'TurnFaceUp',
        player: 'alice',
        object: faceDownOf(s),
      }));
      expect(
        gameView(turned.state, 1n, viewer, ctx).battlefield.find((o) => o.name === ALCHEMIST),
      ).toMatchObject({
        power: 1,
        toughness: 2,
      });
      expect(sent(turned, viewer)).toContain(ALCHEMIST);
      const over = play(castFaceDown, pass('alice'), pass('bob'), () => ({ type: 'Concede', player: 'bob' }));
      expect(gameView(over.state, 1n, viewer, ctx).battlefield).toContainEqual(
        expect.objectContaining({ name: ALCHEMIST, faceDown: true }),
      );
    },
  );
});

// 708.5, 510.1c: the attacker's controller divides its combat damage among its blockers, a face-down
// creature among them: the prompt and the options they see, and every event bob and a spectator are
// sent, name the face-down creature only as such.
describe('a face-down creature blocking', () => {
  const { state: initial, created } = buildPosition(
    {
      gameId: 'morph-blocks',
      turn: 2,
      active: 'bob',
      step: 'beginning-of-combat',
      players: [
        { id: 'alice', battlefield: [{ card: ALCHEMIST, faceDown: true }, { card: 'Grizzly Bears' }] },
        { id: 'bob', battlefield: [{ card: 'Hill Giant' }] },
      ],
    },
    ctx,
  );
  const [faceDown, bears, giant] = created.map((c) => c.id) as [string, string, string];
  const commands: Command[] = [
    { type: 'PassPriority', player: 'bob' },
    { type: 'PassPriority', player: 'alice' },
    { type: 'DeclareAttackers', player: 'bob', attackers: [{ attacker: giant, defender: 'alice' }] },
    { type: 'PassPriority', player: 'bob' },
    { type: 'PassPriority', player: 'alice' },
    {
      type: 'DeclareBlockers',
      player: 'alice',
      blocks: [
        { blocker: faceDown, attacker: giant },
        { blocker: bears, attacker: giant },
      ],
    },
    { type: 'PassPriority', player: 'bob' },
    { type: 'PassPriority', player: 'alice' },
  ];
  const played: Played = { state: initial, events: [] };
  const started = decide({ type: 'StartFromPosition', initial }, initialState(), ctx);
  if (!started.ok) throw new Error(started.rejection.message);
  played.state = started.state;
  for (const command of commands) {
    const result = decide(command, played.state, ctx);
    if (!result.ok) throw new Error(`${command.type}: ${result.rejection.message}`);
    let before = played.state;
    for (const event of result.events) {
      const after = evolve(before, event);
      played.events.push({ event, before, after });
      before = after;
    }
    played.state = result.state;
  }

  it('asks bob to divide the damage of Hill Giant among a face-down creature and Grizzly Bears', () => {
    expect(played.state.decision).toMatchObject({ player: 'bob', kind: 'damage-assignment' });
    expect(played.state.decision!.prompt).toContain('a face-down creature');
    expect(played.state.decision!.prompt).not.toContain(ALCHEMIST);
  });

  it.each(opponents)('never names it to %s', (_, viewer) => {
    const decision = gameView(played.state, 1n, viewer, ctx).decision!;
    expect(decision.options).toContainEqual(
      expect.objectContaining({ id: faceDown, label: 'a face-down creature' }),
    );
    expect(JSON.stringify(gameView(played.state, 1n, viewer, ctx))).not.toContain(ALCHEMIST);
    expect(sent(played, viewer)).not.toContain(ALCHEMIST);
  });
});
