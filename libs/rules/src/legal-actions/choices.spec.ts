// The choices legalChoice describes, property-tested both ways over random games: every combination
// formed within the stated candidates and constraints is accepted by decide, and every command
// decide accepts among a wider set of tries is one the description allows.
import { describe, expect, it } from '@jest/globals';
import { cardCatalogue } from '@mtg/oracle';
import type { ChoiceAnswer, Command } from '../data/commands/command.js';
import { decide } from '../decide.js';
import { RED_GREEN, WHITE_BLUE_BLACK } from '../simulation/decks.js';
import { playRandomGame } from '../simulation/random-game.js';
import type { GameState } from '../data/state/game-state.js';
import { legalChoice, type LegalChoice } from './choices.js';

const ctx = { cards: cardCatalogue };
const DECKS = [
  { player: 'alice', cards: RED_GREEN },
  { player: 'bob', cards: WHITE_BLUE_BLACK },
];

/** A seeded die (xorshift32), for combinations formed at random. */
function dice(seed: number): (n: number) => number {
  let x = seed || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** States of random games in which a decision with a described choice waits, with that choice. */
function decisionsOf(seeds: number[]): { state: GameState; choice: LegalChoice }[] {
  const found: { state: GameState; choice: LegalChoice }[] = [];
  for (const seed of seeds)
    playRandomGame(ctx, {
      seed,
      decks: DECKS,
      turnCap: 16,
      onStep: (_before, _command, _events, after) => {
        const player = after.decision?.player;
        const choice = player && legalChoice(after, ctx, player);
        if (choice) found.push({ state: after, choice });
      },
    });
  return found;
}

function pickSome<T>(items: readonly T[], roll: (n: number) => number, min: number, max: number): T[] {
  const pool = [...items];
  const count = min + roll(Math.min(max, pool.length) - min + 1);
  return Array.from({ length: count }, () => pool.splice(roll(pool.length), 1)[0]!);
}

/** A combination formed at random within the choice's candidates and constraints. */
function combination(choice: LegalChoice, player: string, roll: (n: number) => number): Command {
  const answer = (a: ChoiceAnswer): Command => ({
    type: 'MakeChoice',
    player,
    decision: choice.decision,
    answer: a,
  });
  switch (choice.kind) {
    case 'attackers':
      return {
        type: 'DeclareAttackers',
        player,
        attackers: choice.attackers
          .filter((a) => a.defenders.length && (a.required || roll(2)))
          .map((a) => ({ attacker: a.attacker, defender: a.defenders[roll(a.defenders.length)]! })),
      };
    case 'blockers':
      return {
        type: 'DeclareBlockers',
        player,
        blocks: withoutTooFew(
          choice,
          choice.blockers
            .filter((b) => b.attackers.length && roll(2))
            .map((b) => ({ blocker: b.blocker, attacker: b.attackers[roll(b.attackers.length)]! })),
        ),
      };
    case 'options':
      return answer({ kind: 'options', ids: pickSome(choice.options, roll, choice.min, choice.max) });
    case 'number':
      return answer({ kind: 'number', value: choice.min + roll(choice.max - choice.min + 1) });
    case 'yes-no':
      return answer({ kind: 'yes-no', yes: roll(2) === 1 });
    case 'assignment':
      return answer({ kind: 'assignment', amounts: division(choice, roll) });
  }
}

/** 702.111b: the blocks left once those of attackers blocked by fewer creatures than their `fewest` are taken out. */
function withoutTooFew(
  choice: Extract<LegalChoice, { kind: 'blockers' }>,
  blocks: { blocker: string; attacker: string }[],
) {
  const count = (attacker: string) => blocks.filter((b) => b.attacker === attacker).length;
  const tooFew = (attacker: string) =>
    choice.fewest?.some((f) => f.attacker === attacker && count(attacker) < f.blockers);
  return blocks.filter((b) => !tooFew(b.attacker));
}

/** An amount divided at random: each recipient its least, past the creatures only once each has lethal. */
function division(choice: Extract<LegalChoice, { kind: 'assignment' }>, roll: (n: number) => number) {
  const amounts: Record<string, number> = {};
  let left = choice.total;
  const lethalToAll = choice.recipients.reduce((n, r) => n + (r.lethal ?? 0), 0);
  const past = choice.beyond !== undefined && left >= lethalToAll && roll(2) === 1;
  for (const r of choice.recipients) {
    amounts[r.id] = past ? Math.max(r.min, r.lethal ?? 0) : r.min;
    left -= amounts[r.id]!;
  }
  const open = () => [
    ...choice.recipients.filter((r) => r.max === undefined || amounts[r.id]! < r.max).map((r) => r.id),
    ...(past || (choice.beyond !== undefined && !choice.recipients.length) ? [choice.beyond!] : []),
  ];
  for (; left > 0; left--) {
    const ids = open();
    const id = ids[roll(ids.length)]!;
    amounts[id] = (amounts[id] ?? 0) + 1;
  }
  return amounts;
}

/** Whether the command is one the choice describes. */
function fits(choice: LegalChoice, command: Command): boolean {
  if (choice.kind === 'attackers' && command.type === 'DeclareAttackers')
    return command.attackers.every(({ attacker, defender }) =>
      choice.attackers.some((a) => a.attacker === attacker && a.defenders.includes(defender)),
    );
  if (choice.kind === 'blockers' && command.type === 'DeclareBlockers')
    return command.blocks.every(({ blocker, attacker }) =>
      choice.blockers.some((b) => b.blocker === blocker && b.attackers.includes(attacker)),
    );
  if (command.type !== 'MakeChoice') return false;
  const { answer } = command;
  if (choice.kind === 'options' && answer.kind === 'options')
    return (
      answer.ids.length >= choice.min &&
      answer.ids.length <= choice.max &&
      answer.ids.every((id) => choice.options.includes(id))
    );
  if (choice.kind === 'number' && answer.kind === 'number')
    return answer.value >= choice.min && answer.value <= choice.max;
  return choice.kind === 'yes-no' && answer.kind === 'yes-no';
}

/** Tries wider than the choice: every creature on the battlefield with every player and permanent, any options. */
function wideTry(
  state: GameState,
  choice: LegalChoice,
  player: string,
  roll: (n: number) => number,
): Command | undefined {
  const everyone = [...state.players.map((p) => p.id), ...state.battlefield];
  if (choice.kind === 'attackers' || choice.kind === 'blockers') {
    const pairs = pickSome(state.battlefield, roll, 0, 3).map(
      (id) => [id, everyone[roll(everyone.length)]!] as const,
    );
    return choice.kind === 'attackers'
      ? {
          type: 'DeclareAttackers',
          player,
          attackers: pairs.map(([attacker, defender]) => ({ attacker, defender })),
        }
      : {
          type: 'DeclareBlockers',
          player,
          blocks: pairs.map(([blocker, attacker]) => ({ blocker, attacker })),
        };
  }
  if (choice.kind === 'options') {
    const ids = pickSome([...choice.options, ...everyone.slice(0, 3)], roll, 0, choice.options.length + 1);
    return { type: 'MakeChoice', player, decision: choice.decision, answer: { kind: 'options', ids } };
  }
  return undefined;
}

describe('legalChoice: the choices among combinations, described (issue 15)', () => {
  const found = decisionsOf([1, 2, 3, 4]);

  it('finds attack, block and option choices in random games', () => {
    const kinds = new Set(found.map((f) => f.choice.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['attackers', 'blockers', 'options', 'yes-no']));
  });

  it('508.1, 509.1, 117.1: every combination formed within the candidates and constraints is accepted', () => {
    const roll = dice(7);
    let tried = 0;
    for (const { state, choice } of found)
      for (let i = 0; i < 6; i++) {
        const command = combination(choice, state.decision!.player, roll);
        const result = decide(command, state, ctx);
        expect({ command, ok: result.ok || result.rejection }).toEqual({ command, ok: true });
        tried++;
      }
    expect(tried).toBeGreaterThan(300);
  });

  it('508.1, 509.1, 117.1: every command decide accepts among wider tries is within the description', () => {
    const roll = dice(11);
    let accepted = 0;
    for (const { state, choice } of found)
      for (let i = 0; i < 6; i++) {
        const command = wideTry(state, choice, state.decision!.player, roll);
        if (!command || !decide(command, state, ctx).ok) continue;
        accepted++;
        expect({ command, fits: fits(choice, command) }).toEqual({ command, fits: true });
      }
    expect(accepted).toBeGreaterThan(20);
  });
});
