// 729.2: a shortcut of many repetitions is taken within one command, fast: 1,000 repetitions of
// Kiki-Jiki copying Pestermite, whose copy untaps Kiki-Jiki, each leaving a token on the battlefield.
import { describe, expect, it } from '@jest/globals';
import { decide } from '../decide.js';
import { cardCatalogue } from '@mtg/oracle';
import { kikiJikiLoop } from '../simulation/kiki-jiki-loop.js';
import { objectOf, allObjects } from '../data/state/objects.js';

/**
 * Generous, CPU time of this process (the other processes of a loaded machine don't count): it guards
 * the growth (a state copied per repetition costs minutes), `mtg bench engine` reports the figure.
 */
const BUDGET_MS = 10_000;

describe('729.2: the Kiki-Jiki and Pestermite loop as a shortcut', () => {
  it('1,000 repetitions are proposed, checked and taken in two commands, within the budget', () => {
    const loop = kikiJikiLoop(1000, cardCatalogue);
    const start = process.cpuUsage();
    const proposed = decide(loop.propose, loop.before, loop.ctx);
    if (!proposed.ok) throw new Error(proposed.rejection.message);
    expect(proposed.state.decision).toMatchObject({ player: 'bob', kind: 'shortcut', max: 1000 });
    const taken = decide(loop.accept, proposed.state, loop.ctx);
    const { user, system } = process.cpuUsage(start);
    const ms = (user + system) / 1000;
    if (!taken.ok) throw new Error(taken.rejection.message);
    const { state, events } = taken;
    const tokens = state.battlefield.filter((id) => objectOf(state, id)!.token);
    expect(tokens).toHaveLength(1000);
    expect(tokens.every((id) => objectOf(state, id)!.name === 'Pestermite')).toBe(true);
    expect(events.filter((e) => e.type === 'TokenCreated')).toHaveLength(1000);
    expect(events.filter((e) => e.type === 'DelayedTriggerCreated')).toHaveLength(1000);
    expect(events.find((e) => e.type === 'ShortcutTaken')).toMatchObject({
      player: 'alice',
      iterations: 1000,
    });
    // 729.2c: the game is at the ending point, alice with priority and Kiki-Jiki untapped.
    expect(state.turn).toMatchObject({ step: 'main1', priority: 'alice' });
    expect(state.decision).toBeNull();
    expect(state.stack).toEqual([]);
    expect(allObjects(state).find((o) => o.name.startsWith('Kiki-Jiki'))!.tapped).toBe(false);
    expect(ms).toBeLessThan(BUDGET_MS);
  });
});
