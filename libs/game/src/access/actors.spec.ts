import { describe, expect, it } from '@jest/globals';
import { initialState, type Command } from '@mtg/rules';
import { ForbiddenError } from '../errors.js';
import { actorOf, authorizeBackup, authorizeCommand, listScope, seatToken, viewerOf } from './actors.js';

const config = { secret: 's3cret', judgeToken: 'judge' };

describe('seat tokens', () => {
  it('the first token of a seat has no generation; later ones carry theirs, signed', () => {
    const first = seatToken(config, 'g1', 'alice');
    expect(first.split('.')).toHaveLength(4);
    expect(actorOf(config, first)).toEqual({ kind: 'seat', gameId: 'g1', player: 'alice', generation: 0 });
    const third = seatToken(config, 'g1', 'alice', 2);
    expect(third.split('.')).toHaveLength(5);
    expect(actorOf(config, third)).toEqual({ kind: 'seat', gameId: 'g1', player: 'alice', generation: 2 });
  });

  it('a generation changed by hand, another secret or a mangled token is refused', () => {
    const parts = seatToken(config, 'g1', 'alice', 1).split('.');
    const forged = [...parts.slice(0, 3), '7', parts[4]].join('.');
    expect(() => actorOf(config, forged)).toThrow(ForbiddenError);
    expect(() => actorOf({ secret: 'other' }, parts.join('.'))).toThrow(ForbiddenError);
    expect(() => actorOf(config, `${parts.join('.')}.x`)).toThrow(ForbiddenError);
    expect(() => actorOf(config, parts.slice(1).join('.'))).toThrow(ForbiddenError);
  });
});

describe('organisers', () => {
  const organiser = { kind: 'organiser', organiser: 'abc' } as const;

  it('sees a game as a spectator does', () => {
    expect(viewerOf(organiser, 'g1')).toEqual({ kind: 'spectator' });
  });

  it('lists the games it created; a seat its own; the judge all; a spectator none', () => {
    expect(listScope(organiser)).toEqual({ organiser: 'abc' });
    expect(listScope({ kind: 'seat', gameId: 'g1', player: 'alice' })).toEqual({ id: 'g1' });
    expect(listScope({ kind: 'judge' })).toEqual({});
    expect(listScope({ kind: 'spectator' })).toBeUndefined();
  });
});

describe("the judge's commands", () => {
  const seat = { kind: 'seat', gameId: 'g1', player: 'alice' } as const;

  it('104.3k, IPG 1.4, IPG 2.5: a seat may not give a game loss penalty, back up, or apply a partial fix', () => {
    expect(() =>
      authorizeCommand(seat, 'g1', { type: 'GameLossPenalty', player: 'alice', infraction: 'x' }),
    ).toThrow('only a judge gives a game loss penalty');
    const backup: Command = {
      type: 'Backup',
      judge: 'alice',
      from: 1,
      to: 0,
      target: initialState(),
      since: [],
      knownDrawn: [],
      knownPositions: [],
    };
    expect(() => authorizeCommand(seat, 'g1', backup)).toThrow('only a judge backs up a game (IPG 1.4)');
    expect(() =>
      authorizeCommand(seat, 'g1', {
        type: 'PartialFix',
        judge: 'alice',
        fix: { kind: 'draw', player: 'alice' },
      }),
    ).toThrow('only a judge applies a partial fix (IPG 2.5)');
  });

  it('IPG 1.4: only the head judge (the judge token for now) authorises a backup', () => {
    expect(authorizeBackup({ kind: 'judge' })).toBe('judge');
    expect(() => authorizeBackup(seat)).toThrow(ForbiddenError);
    expect(() => authorizeBackup({ kind: 'organiser', organiser: 'abc' })).toThrow(
      'only the head judge authorises a backup (IPG 1.4)',
    );
  });
});
