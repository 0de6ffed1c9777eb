// 510.1c-e, 702.19b, 702.2c: the attacking player divides a blocked creature's combat damage; the
// damage is dealt only once every assignment is known (510.2). No catalogue card has both deathtouch
// and trample, or lets a creature block two attackers, so this spec adds a test card and, for the
// latter, edits the blocks into the state.
import { describe, expect, it } from '@jest/globals';
import { creature } from '@mtg/cards';
import type { ChoiceAnswer, Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { legalActions } from '../legal-actions.js';
import type { GameState } from '../data/state/game-state.js';
import { act, contextWith, idsOf, lifeOf, startAt } from '../testing/play.js';
import { objectOf } from '../data/state/objects.js';
import { putObjects } from '../data/state/updates.js';

const deathtouchTrampler = creature('Spec Deathtouch Trampler', '{B}{G}', ['Beast'], 2, 2)
  .from('spec: a test card with deathtouch and trample')
  .keywords('deathtouch', 'trample')
  .build();

const ctx = contextWith(deathtouchTrampler);

const id = (s: GameState, name: string) => idsOf(s, name)[0]!;
const pass = (s: GameState): Command => ({ type: 'PassPriority', player: s.turn.priority! });
const assign = (amounts: Record<string, number>): Command => ({
  type: 'MakeChoice',
  player: 'alice',
  answer: { kind: 'assignment', amounts },
});

/** Alice attacks bob with her creatures; bob blocks as told (blocker name -> attacker name). */
function blocked(
  alice: string[],
  bob: string[],
  blocks: [string, string][],
  edit: (s: GameState) => GameState = (s) => s,
): GameState {
  let s = startAt(ctx, {
    players: [
      { id: 'alice', battlefield: alice.map((card) => ({ card })) },
      { id: 'bob', battlefield: bob.map((card) => ({ card })) },
    ],
    turn: 3,
    step: 'beginning-of-combat',
  });
  while (s.decision?.kind !== 'declare-attackers') s = act(ctx, s, pass(s));
  const attackers = s.battlefield.filter((o) => objectOf(s, o)!.controller === 'alice');
  s = act(ctx, s, {
    type: 'DeclareAttackers',
    player: 'alice',
    attackers: attackers.map((attacker) => ({ attacker, defender: 'bob' })),
  });
  while (s.decision?.kind !== 'declare-blockers') s = act(ctx, s, pass(s));
  const declared = blocks.map(([blocker, attacker]) => ({
    blocker: id(s, blocker),
    attacker: id(s, attacker),
  }));
  s = edit(act(ctx, s, { type: 'DeclareBlockers', player: 'bob', blocks: declared }));
  while (!s.decision && s.turn.step !== 'end-of-combat') s = act(ctx, s, pass(s));
  return s;
}

function rejection(s: GameState, command: Command) {
  const result = decide(command, s, ctx);
  return result.ok ? null : result.rejection;
}

describe('702.2c: with deathtouch, 1 damage is lethal damage for a trampler', () => {
  const s = blocked(
    ['Spec Deathtouch Trampler'],
    ['Hill Giant'],
    [['Hill Giant', 'Spec Deathtouch Trampler']],
  );

  it('lets the attacking player assign 1 to a 3-toughness blocker and the rest to the player', () => {
    expect(s.decision).toMatchObject({ player: 'alice', kind: 'damage-assignment', min: 2, max: 2 });
    const after = act(ctx, s, assign({ [id(s, 'Hill Giant')]: 1, bob: 1 }));
    expect(lifeOf(after, 'bob')).toBe(19);
    expect(idsOf(after, 'Hill Giant')).toEqual([]);
  });

  it('still needs that 1 damage on the blocker before any goes to the player (702.19b)', () => {
    expect(rejection(s, assign({ bob: 2 }))).toMatchObject({ code: 'ASSIGNMENT_ILLEGAL', rule: '702.19b' });
  });
});

describe('510.1c, 510.2: several attackers with a choice', () => {
  const s = blocked(
    ['Craw Wurm', 'Darksteel Colossus'],
    ['Grizzly Bears', 'Savannah Lions', 'Hill Giant', 'Silvercoat Lion'],
    [
      ['Grizzly Bears', 'Craw Wurm'],
      ['Savannah Lions', 'Craw Wurm'],
      ['Hill Giant', 'Darksteel Colossus'],
      ['Silvercoat Lion', 'Darksteel Colossus'],
    ],
  );

  it('asks for each attacker in turn and deals no damage before every assignment is made', () => {
    expect(s.decision).toMatchObject({ kind: 'damage-assignment', source: id(s, 'Craw Wurm') });
    const first = decide(assign({ [id(s, 'Grizzly Bears')]: 6 }), s, ctx);
    if (!first.ok) throw new Error(first.rejection.message);
    expect(first.events.map((e) => e.type)).not.toContain('DamageDealt');
    expect(first.events).toContainEqual({
      type: 'CombatDamageAssigned',
      source: id(s, 'Craw Wurm'),
      assignment: { [id(s, 'Grizzly Bears')]: 6 },
    });
    const t = first.state;
    expect(t.decision).toMatchObject({ kind: 'damage-assignment', source: id(t, 'Darksteel Colossus') });
    const after = act(ctx, t, assign({ [id(t, 'Hill Giant')]: 3, [id(t, 'Silvercoat Lion')]: 2, bob: 6 }));
    expect(lifeOf(after, 'bob')).toBe(14);
    const graveyard = after.players[1]!.graveyard.map((o) => objectOf(after, o)!.name);
    expect(graveyard.sort()).toEqual(['Grizzly Bears', 'Hill Giant', 'Silvercoat Lion']);
    expect(idsOf(after, 'Savannah Lions')).toHaveLength(1);
  });

  it('offers legal assignments among the legal actions: lethal damage in order, the excess to the player', () => {
    const t = act(ctx, s, assign({ [id(s, 'Grizzly Bears')]: 6 }));
    const answers = legalActions(t, 'alice', ctx).flatMap((c) => (c.type === 'MakeChoice' ? [c.answer] : []));
    const expected: ChoiceAnswer = {
      kind: 'assignment',
      amounts: { [id(t, 'Hill Giant')]: 3, [id(t, 'Silvercoat Lion')]: 2, bob: 6 },
    };
    expect(answers).toContainEqual(expected);
  });

  it('refuses an answer that is not an assignment, or has negative amounts (117.1)', () => {
    const options: Command = {
      type: 'MakeChoice',
      player: 'alice',
      answer: { kind: 'options', ids: ['bob'] },
    };
    expect(rejection(s, options)).toMatchObject({ rule: '117.1' });
    expect(
      rejection(s, assign({ [id(s, 'Grizzly Bears')]: 7, [id(s, 'Savannah Lions')]: -1 })),
    ).toMatchObject({
      rule: '117.1',
    });
  });
});

describe('510.1d: a creature blocking two attackers', () => {
  // As an effect like "can block an additional creature each combat" would allow (509.1a).
  const blockTwo = (s: GameState): GameState => {
    const [giant, bears, lions] = [id(s, 'Hill Giant'), id(s, 'Grizzly Bears'), id(s, 'Savannah Lions')];
    return putObjects({}, s, [
      { ...objectOf(s, giant)!, blocking: [bears, lions] },
      { ...objectOf(s, lions)!, blocked: true, blockedBy: [giant] },
    ]);
  };
  const s = blocked(
    ['Grizzly Bears', 'Savannah Lions'],
    ['Hill Giant'],
    [['Hill Giant', 'Grizzly Bears']],
    blockTwo,
  );

  it('is divided by the defending player among the attackers it blocks', () => {
    expect(s.decision).toMatchObject({
      player: 'bob',
      kind: 'damage-assignment',
      source: id(s, 'Hill Giant'),
    });
    const after = act(ctx, s, {
      type: 'MakeChoice',
      player: 'bob',
      answer: { kind: 'assignment', amounts: { [id(s, 'Grizzly Bears')]: 1, [id(s, 'Savannah Lions')]: 2 } },
    });
    expect(after.players[0]!.graveyard.map((o) => objectOf(after, o)!.name)).toEqual(['Savannah Lions']);
    expect(objectOf(after, id(after, 'Grizzly Bears'))!.damage).toBe(1);
  });
});
