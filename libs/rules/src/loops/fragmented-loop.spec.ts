// 729.3: a fragmented loop: two Seekers of Skybreak, each player untapping the other's with their own.
import { describe, expect, it } from '@jest/globals';
import type { Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { legalActions } from '../legal-actions.js';
import {
  act,
  contextWith,
  eventsOf,
  idsOf,
  playAll,
  resolveStack,
  startAt,
  type Played,
} from '../testing/play.js';
import { textFingerprint } from '../data/state/fingerprint.js';

const ctx = contextWith();

function seekers(): { p: Played; alice: string; bob: string } {
  const state = startAt(ctx, {
    players: [
      { id: 'alice', battlefield: [{ card: 'Seeker of Skybreak' }] },
      { id: 'bob', battlefield: [{ card: 'Seeker of Skybreak', tapped: true }] },
    ],
  });
  const [alice, bob] = idsOf(state, 'Seeker of Skybreak');
  return { p: { state, events: [] }, alice: alice!, bob: bob! };
}

const untap = (player: string, source: string, target: string): Command => ({
  type: 'ActivateAbility',
  player,
  source,
  ability: 0,
  targets: [[target]],
});

/** One round of the loop: alice untaps bob's Seeker, then bob untaps alice's. */
function round(p: Played, alice: string, bob: string): Played {
  let next = playAll(ctx, p, untap('alice', alice, bob));
  next = { ...next, state: resolveStack(ctx, next.state) };
  next = playAll(ctx, next, { type: 'PassPriority', player: 'alice' }, untap('bob', bob, alice));
  return { ...next, state: resolveStack(ctx, next.state) };
}

describe('729.3: a fragmented loop', () => {
  it('records each game choice, not the passes, with a fingerprint of the state and the choice', () => {
    const { p, alice, bob } = seekers();
    const after = round(p, alice, bob);
    const made = eventsOf(after.events, 'GameChoiceMade');
    expect(made.map((e) => e.player)).toEqual(['alice', 'bob']);
    expect(made[0]!.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(after.state.gameChoices).toHaveLength(2);
  });

  it('refuses the active player the same choice once the state came back; every other choice stays legal', () => {
    const { p, alice, bob } = seekers();
    const back = round(p, alice, bob).state;
    const rejected = decide(untap('alice', alice, bob), back, ctx);
    expect(rejected).toMatchObject({ ok: false, rejection: { code: 'FRAGMENTED_LOOP', rule: '729.3' } });
    const legal = legalActions(back, 'alice', ctx);
    expect(legal).not.toContainEqual(untap('alice', alice, bob));
    expect(legal).toContainEqual(untap('alice', alice, alice));
    expect(legal).toContainEqual({ type: 'PassPriority', player: 'alice' });
  });

  it('lets the same state come back through one player alone: their own loop is no fragmented loop', () => {
    const { p, alice } = seekers();
    let s = p;
    for (let i = 0; i < 3; i++)
      s = { ...s, state: resolveStack(ctx, playAll(ctx, s, untap('alice', alice, alice)).state) };
    expect(decide(untap('alice', alice, alice), s.state, ctx).ok).toBe(true);
  });

  it('starts the record afresh each turn', () => {
    const { p, alice, bob } = seekers();
    let state = round(p, alice, bob).state;
    while (state.turn.number === 1) {
      const player = state.decision?.player ?? state.turn.priority!;
      const command: Command =
        state.decision?.kind === 'declare-attackers'
          ? { type: 'DeclareAttackers', player, attackers: [] }
          : { type: 'PassPriority', player };
      state = act(ctx, state, command);
    }
    expect(state.gameChoices).toEqual([]);
  });
});

describe('textFingerprint', () => {
  it('gives the same text the same fingerprint, and texts one character apart different ones', () => {
    expect(textFingerprint('alice untaps')).toBe(textFingerprint('alice untaps'));
    expect(textFingerprint('alice untaps')).not.toBe(textFingerprint('alice untapt'));
  });
});
